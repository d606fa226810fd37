export * from './common.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './menus.ts';
export * from './access.ts';
export * from './teachers.ts';
export * from './learning.ts';
