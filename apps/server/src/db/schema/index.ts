// One file per area; drizzle-kit reads this folder to generate migrations.
export * from './core.ts';
export * from './access.ts';
export * from './learning.ts';
export * from './teachers.ts';
export * from './institute.ts';
export * from './messages.ts';
export * from './students.ts';
export * from './enquiries.ts';
export * from './batches.ts';
export * from './timetable.ts';
export * from './fees.ts';
export * from './coupons.ts';
export * from './online-payments.ts';
export * from './receipt-links.ts';
export * from './fee-totals.ts';
export * from './list-counts.ts';
export * from './jobs.ts';
