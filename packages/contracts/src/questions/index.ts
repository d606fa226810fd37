export * from './questions.ts';
export * from './papers.ts';
