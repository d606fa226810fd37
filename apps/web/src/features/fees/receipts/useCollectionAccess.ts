import { useMyAccess } from '../../../lib/access.ts';

/**
 * What the signed-in user may do with money, as the server's routes decide it: a receipt opens from
 * Receipt, Paid Fees or Pending Fees; collecting is Paid Fees or Pending Fees at manage level;
 * cancelling a receipt (or marking its cheque bounced) is Paid Fees at manage level only. Undefined
 * until the grants are loaded.
 */
export function useCollectionAccess() {
  const access = useMyAccess().data;
  if (!access) return undefined;
  const { owner, menus } = access;
  const manages = (menu: string) => owner || menus[menu] === 'manage';
  return {
    dayBook: owner || Boolean(menus.PaidFees),
    receipts: owner || Boolean(menus.ReceiptPopup || menus.PaidFees || menus.PendingFees),
    collect: manages('PaidFees') || manages('PendingFees'),
    cancel: manages('PaidFees'),
  };
}
