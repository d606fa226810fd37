// One file (or folder) per area; `@kaksha/contracts` is all of them.
export * from './common.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './menus.ts';
export * from './organisation.ts';
export * from './centres.ts';
export * from './teachers/index.ts';
export * from './curriculum.ts';
export * from './learning/index.ts';
export * from './users.ts';
export * from './roles.ts';
export * from './audit.ts';
export * from './institute.ts';
export * from './format.ts';
export * from './phone.ts';
export * from './messages/index.ts';
export * from './students.ts';
