import { t } from '../../../lib/i18n/index.ts';

/** Who took the money: the cashier, or for a payment made online, the family themselves. */
export const receivedBy = (receipt: { cashier: string | null; mode: string }) =>
  receipt.cashier ?? (receipt.mode === 'online' ? t.collections.online : t.collections.none);
