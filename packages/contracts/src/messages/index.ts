export * from './catalogue.ts';
export * from './api.ts';
