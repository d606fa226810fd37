import { useState } from 'react';
import type { SentResult } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { tMessages } from '../../../lib/i18n/messages.ts';
import { plural } from '../../../lib/i18n/plural.ts';

const s = tFees.pending;

const channelNames = (channels: readonly SentResult['reached'][number][]) =>
  channels.map((c) => tMessages.channels[c]).join(', ');

/**
 * What a sending did, as the delivery log says it (issue 65): the channels it left on, and each
 * channel it did not leave on with why — "Not sent by SMS: not sent: channel not set up." reads badly,
 * so the log's "not sent: " is dropped.
 */
export function deliveryLines(result: SentResult): { reached: string | null; notSent: string[] } {
  const why = new Map<string, string>();
  for (const m of result.notSent) why.set(m.channel, m.reason.replace(/^not sent: /, ''));
  return {
    reached: result.reached.length ? channelNames(result.reached) : null,
    notSent: [...why].map(([channel, reason]) =>
      fmt(tCollections.receipt.send.notSent, {
        channel: tMessages.channels[channel as SentResult['reached'][number]],
        reason,
      }),
    ),
  };
}

/** "Reminded 12 families (24 messages); 3 skipped — nothing due or no guardian." */
export function reminderSummary(result: SentResult): string {
  const told = result.told
    ? fmt(s.reminded, {
        families: plural(result.told, s.families),
        messages: plural(result.messages, s.messages),
      })
    : s.remindedNone;
  const summary = `${[told, result.skipped ? fmt(s.skipped, { n: result.skipped }) : ''].filter(Boolean).join('; ')}.`;
  return [summary, ...deliveryLines(result).notSent].join(' ');
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
