import type { screenTitles as en } from '../../en/screens/fees.ts';
import type { Strings } from '../../types.ts';

/** The fees screens' titles in Hindi, by FrmName (English's: ../../en/screens/fees.ts). */
export const screenTitles: Strings<typeof en> = {
  BatchFees: 'बैच फ़ीस',
  PendingFees: 'बकाया फ़ीस',
  PaidFees: 'जमा फ़ीस',
  ReceiptPopup: 'रसीद',
  SpecialCoupon: 'विशेष कूपन',
};
