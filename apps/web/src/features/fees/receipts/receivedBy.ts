import { tCollections } from '../../../lib/i18n/collections.ts';

/** Who took the money: the cashier, or for a payment made online, the family themselves. */
export const receivedBy = (receipt: { cashier: string | null; mode: string }) =>
  receipt.cashier ?? (receipt.mode === 'online' ? tCollections.online : tCollections.none);
