import { useMenuAccess } from '../../../lib/access.ts';

/**
 * What the signed-in user may do with money, as the server's routes decide it: the day book is Paid
 * Fees; a receipt opens from Receipt, Paid Fees or Pending Fees; collecting is Paid Fees or Pending
 * Fees at manage level; cancelling a receipt (or marking its cheque bounced) is Paid Fees at manage
 * level only. Nothing is denied until the grants are loaded.
 */
export function useCollectionAccess() {
  const paidFees = useMenuAccess('PaidFees');
  return {
    dayBookDenied: paidFees.denied,
    receiptsDenied: useMenuAccess(['ReceiptPopup', 'PaidFees', 'PendingFees']).denied,
    collect: useMenuAccess(['PaidFees', 'PendingFees']).canManage,
    cancel: paidFees.canManage,
  };
}
