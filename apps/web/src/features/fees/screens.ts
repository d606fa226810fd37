import { defineScreens } from '../../lib/screenRegistry.ts';
import { screens } from '../../lib/i18n/en/screens/fees.ts';

/** This feature's screens, by FrmName, each loaded when first opened (gathered by app/screens.ts). */
export default defineScreens(screens, {
  BatchFees: () => import('./BatchFeesScreen.tsx'),
  PendingFees: () => import('./PendingFeesScreen.tsx'),
  PaidFees: () => import('./collections/PaidFeesScreen.tsx'),
  ReceiptPopup: () => import('./receipts/ReceiptScreen.tsx'),
  SpecialCoupon: () => import('./coupons/CouponsScreen.tsx'),
});
