import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { FormNotice, failure } from '../../../components/FormNotice.tsx';
import { SessionCalendar } from '../../../components/calendar/SessionCalendar.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tTimetable } from '../../../lib/i18n/timetable.ts';
import type { CalendarOwner } from '../../../lib/queryKeys.ts';
import { useCentres, useRoomChoices } from '../api/timetable.ts';

const s = tTimetable.institute;
type Scope = 'institute' | 'centre' | 'room';

/**
 * The institute's day (or a centre's, or a room's): every class, demo class, exam, event and leave,
 * and the holidays, on the one calendar; it opens on today. The choice is kept in the URL
 * (`&scope=centre&of=3`).
 */
export function InstituteCalendar() {
  const [params, setParams] = useSearchParams();
  const centres = useCentres();
  const rooms = useRoomChoices();
  const scope = (
    ['centre', 'room'].includes(params.get('scope') ?? '') ? params.get('scope') : 'institute'
  ) as Scope;
  const of = Number(params.get('of')) || null;
  const set = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value) copy.set(key, value);
          else copy.delete(key);
        return copy;
      },
      { replace: true },
    );
  const choices =
    scope === 'centre'
      ? (centres.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
      : (rooms.data ?? []).map((r) => ({
          value: String(r.id),
          label: [r.name, centres.data?.find((c) => c.id === r.centreId)?.name].filter(Boolean).join(', '),
        }));
  const chosen = choices.find((c) => c.value === String(of));
  const owner: CalendarOwner | null =
    scope === 'institute' ? { kind: 'institute', id: 0 } : of ? { kind: scope, id: of } : null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={s.show}
          value={scope}
          onChange={(value) => set({ scope: value === 'institute' ? null : value, of: null })}
          data={(['institute', 'centre', 'room'] as const).map((value) => ({
            value,
            label: s.scopes[value],
          }))}
        />
        {scope !== 'institute' && (
          <Select
            label={scope === 'centre' ? s.centre : s.room}
            placeholder={scope === 'centre' ? s.pickCentre : s.pickRoom}
            searchable
            value={of ? String(of) : null}
            onChange={(value) => set({ of: value })}
            data={choices}
            w={{ base: '100%', sm: 280 }}
          />
        )}
      </Group>
      {(centres.isError || rooms.isError) && (
        <FormNotice message={failure(s.choicesFailed, centres.error ?? rooms.error)} />
      )}
      {owner && (
        <SessionCalendar
          key={`${owner.kind}-${owner.id}`}
          owner={owner}
          label={fmt(s.calendarOf, { name: owner.kind === 'institute' ? s.whole : (chosen?.label ?? '') })}
          // Classes are moved from a batch's or teacher's calendar, where they open in full.
          canManage={false}
          startOnDay
        />
      )}
    </Stack>
  );
}
