import { useState } from 'react';
import type { SentResult } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { plural } from '../../../lib/i18n/plural.ts';

const s = tFees.pending;

/** "Reminded 12 families (24 messages); 3 skipped — nothing due or no guardian." */
export function reminderSummary(result: SentResult): string {
  const told = result.told
    ? fmt(s.reminded, {
        families: plural(result.told, s.families),
        messages: plural(result.messages, s.messages),
      })
    : s.remindedNone;
  return `${[told, result.skipped ? fmt(s.skipped, { n: result.skipped }) : ''].filter(Boolean).join('; ')}.`;
}

/**
 * The students chosen on Pending Fees, by id. Kept across pages (staff may choose on several), and
 * kept with the filters they were chosen under, as useListPage keeps the page: a new filter starts
 * with nobody chosen, so that nobody it hides is reminded unseen.
 */
export function useChosen(filters: readonly unknown[]) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>(() => ({
    key,
    ids: new Set(),
  }));
  const chosen = state.key === key ? state.ids : new Set<number>();
  const change = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setState({ key, ids: next });
  };
  return {
    ids: [...chosen],
    has: (id: number) => chosen.has(id),
    change,
    clear: () => setState({ key, ids: new Set() }),
  };
}

export type Chosen = ReturnType<typeof useChosen>;
