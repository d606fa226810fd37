// One file per area; drizzle-kit reads this folder to generate migrations.
export * from './core.ts';
