export const feeKeys = {
  all: ['fees'] as const,
  heads: ['fees', 'heads'] as const,
  plans: ['fees', 'plans'] as const,
  planList: (query: object) => ['fees', 'plans', 'list', query] as const,
  pending: ['fees', 'pending'] as const,
  pendingList: (query: object) => ['fees', 'pending', 'list', query] as const,
  statement: (studentId: number) => ['fees', 'statement', studentId] as const,
  batches: ['fees', 'batches'] as const,
  choices: ['fees', 'choices'] as const,
  coupons: ['fees', 'coupons'] as const,
  couponList: (query: object) => ['fees', 'coupons', 'list', query] as const,
};
