/** The titles of the fees screens, by FrmName: the breadcrumb's and each screen's heading (features/fees/screens.ts). */
export const screenTitles = {
  BatchFees: 'Batch Fees',
  PendingFees: 'Pending Fees',
  PaidFees: 'Paid Fees',
  ReceiptPopup: 'Receipt',
  SpecialCoupon: 'Special Coupons',
} as const;
