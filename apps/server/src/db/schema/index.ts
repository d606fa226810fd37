// Written by `npm run db:generate` (db/schema-index.ts): every table file of this folder, one an area.
// Drizzle (the runtime schema) and drizzle-kit (the migrations) read the tables from here.
export * from './access.ts';
export * from './attendance.ts';
export * from './batches.ts';
export * from './bookings.ts';
export * from './core.ts';
export * from './coupons.ts';
export * from './enquiries.ts';
export * from './exams.ts';
export * from './fee-totals.ts';
export * from './fees.ts';
export * from './institute.ts';
export * from './inventory.ts';
export * from './jobs.ts';
export * from './learning.ts';
export * from './list-counts.ts';
export * from './messages.ts';
export * from './online-payments.ts';
export * from './payroll.ts';
export * from './questions.ts';
export * from './receipt-links.ts';
export * from './students.ts';
export * from './teachers.ts';
export * from './timetable.ts';
