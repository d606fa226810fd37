/**
 * Teachers: the directory, the detail panels and KYC. The spec calls (§7 "Teacher") keep their
 * paths, payload field names (with their casing) and response fields exactly; everything else lives
 * under /api/v1 in the house style. Centres are their own area (../centres.ts).
 */
export * from './constants.ts';
export * from './directory.ts';
export * from './panels.ts';
export * from './kyc.ts';
