export * from './plans.ts';
export * from './dues.ts';
export * from './payments.ts';
export * from './coupons.ts';
export * from './online.ts';
