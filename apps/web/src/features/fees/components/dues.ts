import type { Due } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';

/** Dues in the order the server gives them, grouped by a key and kept in first-seen order. */
export function groupBy<K>(dues: readonly Due[], key: (due: Due) => K): [K, Due[]][] {
  const groups = new Map<K, Due[]>();
  for (const due of dues) groups.set(key(due), [...(groups.get(key(due)) ?? []), due]);
  return [...groups];
}

export const instalmentName = (due: Due) =>
  due.label || fmt(tFees.statement.instalmentN, { n: due.instalment });

/**
 * What waiving an instalment's fine would take off, as the server works it out: on each due, the
 * part of its fine still unpaid (payments settle the fine last, so a due's balance up to its fine).
 */
export const waivableFine = (dues: readonly Due[]) =>
  dues.reduce((sum, due) => sum + Math.min(due.fine, due.balance), 0);

/** An instalment says something about its fine: it was waived, or a manager could waive it now. */
export const showsFine = (dues: readonly Due[], canManage: boolean) =>
  dues.some((due) => due.fineWaived) || (canManage && waivableFine(dues) > 0);
