export * from './errors.ts';
export * from './account.ts';
export * from './menus.ts';
