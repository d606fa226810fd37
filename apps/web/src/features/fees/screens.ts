import { defineScreens } from '../../lib/screenRegistry.ts';
import { screenTitles } from '../../lib/i18n/en/screens/fees.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screenTitles.ts). */
export default defineScreens(screenTitles, {
  BatchFees: () => import('./BatchFeesScreen.tsx'),
  PendingFees: () => import('./PendingFeesScreen.tsx'),
  PaidFees: () => import('./collections/PaidFeesScreen.tsx'),
  ReceiptPopup: () => import('./receipts/ReceiptScreen.tsx'),
  SpecialCoupon: () => import('./coupons/CouponsScreen.tsx'),
});
