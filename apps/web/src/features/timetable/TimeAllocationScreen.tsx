import { useState } from 'react';
import { Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { BatchTimetable, Slot, SlotResult } from '@kaksha/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tTimetable } from '../../lib/i18n/timetable.ts';
import { useCurrentBatches, useEndSlot, useTimetable } from './api/timetable.ts';
import { InstituteCalendar } from './components/InstituteCalendar.tsx';
import { SessionList } from './components/SessionList.tsx';
import { ToCoverPanel } from './components/ToCoverPanel.tsx';
import { SlotForm } from './components/SlotForm.tsx';
import { SlotList } from './components/SlotList.tsx';
import { plural } from '../../lib/i18n/plural.ts';
import { slotName } from './components/words.ts';
import { useMenuAccess } from '../../lib/access.ts';
import './mantine-styles.ts';

const s = tTimetable.allocation;

const VIEWS = ['batch', 'calendar', 'to-cover'] as const;
type View = (typeof VIEWS)[number];

/**
 * TimeAllocation, in three views (`&view=`): a batch's timetable — pick a batch (`&batch=`); its weekly
 * slots (add, edit, end) and its next classes —, the institute's calendar (the whole institute's, a
 * centre's or a room's day of every kind of booking), and the classes to cover (with leave and events
 * recorded there).
 */
export default function TimeAllocationScreen() {
  const [params, setParams] = useSearchParams();
  const { denied, canManage } = useMenuAccess('TimeAllocation');
  if (denied) return <NoAccess />;
  const asked = params.get('view') as View | null;
  const view: View = asked && VIEWS.includes(asked) ? asked : 'batch';
  const show = (value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value && value !== 'batch') copy.set('view', value);
        else copy.delete('view');
        return copy;
      },
      { replace: true },
    );
  const v = tTimetable.views;
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Tabs value={view} onChange={show} keepMounted={false}>
        <Tabs.List aria-label={v.label}>
          <Tabs.Tab value="batch">{v.batch}</Tabs.Tab>
          <Tabs.Tab value="calendar">{v.calendar}</Tabs.Tab>
          <Tabs.Tab value="to-cover">{v.toCover}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="batch" pt="lg">
          <BatchPanel canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="lg">
          <InstituteCalendar />
        </Tabs.Panel>
        <Tabs.Panel value="to-cover" pt="lg">
          <ToCoverPanel canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Pick a batch (`&batch=`); its weekly slots and its next classes. */
function BatchPanel({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batch')) || null;
  const batches = useCurrentBatches();
  const timetable = useTimetable(batchId);
  const choose = (id: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('batch', id);
        else copy.delete('batch');
        return copy;
      },
      { replace: true },
    );
  const options = (batches.data?.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.name} (${b.code})`,
  }));
  // A batch opened by its link may be closed, so not among the current ones: offer it all the same.
  const opened = timetable.data?.batch;
  if (opened && !options.some((o) => o.value === String(opened.id)))
    options.push({ value: String(opened.id), label: opened.name });
  return (
    <Stack gap="lg">
      <Select
        label={s.batch}
        placeholder={s.pickBatch}
        searchable
        value={batchId ? String(batchId) : null}
        onChange={choose}
        data={options}
        maw={420}
      />
      {batches.isError && <FormNotice message={failure(s.batchesFailed, batches.error)} />}
      {!batchId && <Text c="dimmed">{s.pickFirst}</Text>}
      {batchId && timetable.isPending && <Text role="status">{tTimetable.list.loading}</Text>}
      {timetable.isError && (
        <FormNotice message={{ tone: 'error', text: s.loadFailed, detail: errorMessage(timetable.error) }} />
      )}
      {timetable.data && (
        <BatchTimetableView
          key={timetable.data.batch.id}
          timetable={timetable.data}
          canManage={canManage && timetable.data.batch.status !== 'closed'}
        />
      )}
    </Stack>
  );
}

function BatchTimetableView({ timetable, canManage }: { timetable: BatchTimetable; canManage: boolean }) {
  const formats = useFormats();
  const today = formats.dayOf(new Date());
  const { batch } = timetable;
  const end = useEndSlot();
  // The slot form: a new slot (null) or the one being edited; kept while the modal fades out.
  const [editing, setEditing] = useState<{ slot: Slot | null; open: boolean; opening: number }>({
    slot: null,
    open: false,
    opening: 0,
  });
  const [ending, setEnding] = useState<Slot | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const sl = tTimetable.slots;
  const open = (slot: Slot | null) => setEditing((e) => ({ slot, open: true, opening: e.opening + 1 }));
  const close = () => setEditing((e) => ({ ...e, open: false }));

  const saved = (result: SlotResult) => {
    const name = slotName(result.slot);
    const classes = plural(result.created, tTimetable.classes);
    const doneText = editing.slot
      ? result.removed === result.created
        ? fmt(sl.updated, { slot: name, classes })
        : fmt(sl.updatedUneven, {
            slot: name,
            removed: plural(result.removed, tTimetable.classes),
            created: formats.count(result.created),
          })
      : fmt(sl.added, { slot: name, classes });
    const text =
      result.holidays.length > 0
        ? fmt(sl.withHolidays, { done: doneText, holidays: plural(result.holidays.length, sl.onHolidays) })
        : fmt(sl.plain, { done: doneText });
    close();
    setNotice({ tone: 'success', text, detail: result.warnings.join(' ') || undefined });
  };
  const endSlot = (slot: Slot) => {
    setNotice(null);
    end.mutate(slot.id, {
      onSuccess: ({ removed }) => {
        setEnding(null);
        setNotice({
          tone: 'success',
          text: fmt(sl.endDone, { slot: slotName(slot), classes: plural(removed, tTimetable.classes) }),
        });
      },
      onError: (error) => {
        setEnding(null);
        if (!isUnauthorized(error)) setNotice(failure(sl.endFailed, error));
      },
    });
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text size="sm">
          {batch.endsOn
            ? fmt(s.runs, {
                from: formats.calendarDate(batch.startsOn),
                to: formats.calendarDate(batch.endsOn),
              })
            : fmt(s.runsOpen, { from: formats.calendarDate(batch.startsOn) })}
        </Text>
        {batch.status === 'closed' && <Text size="sm">{s.closed}</Text>}
      </Stack>
      <section aria-labelledby="timetable-slots">
        <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
          <Title order={3} size="h4" id="timetable-slots">
            {sl.heading}
          </Title>
          {canManage && <Button onClick={() => open(null)}>{sl.add}</Button>}
        </Group>
        <Stack gap="sm">
          <FormNotice message={notice} />
          <SlotList
            slots={timetable.slots}
            today={today}
            canManage={canManage}
            onEdit={open}
            onEnd={setEnding}
          />
        </Stack>
      </section>
      <SessionList timetable={timetable} today={today} canManage={canManage} />
      <FormModal
        opened={editing.open}
        onClose={close}
        title={
          editing.slot
            ? fmt(tTimetable.slotForm.editTitle, { slot: slotName(editing.slot) })
            : tTimetable.slotForm.addTitle
        }
      >
        {editing.open && (
          <SlotForm
            key={editing.opening}
            timetable={timetable}
            slot={editing.slot}
            today={today}
            onDone={saved}
            onCancel={close}
          />
        )}
      </FormModal>
      <ConfirmDialog
        opened={ending !== null}
        title={sl.endTitle}
        question={ending && fmt(sl.endQuestion, { slot: slotName(ending) })}
        details={ending && fmt(sl.endDetails, { classes: plural(ending.upcoming, tTimetable.classes) })}
        confirmLabel={sl.endConfirm}
        cancelLabel={tTimetable.list.cancel}
        busy={end.isPending}
        onConfirm={() => ending && endSlot(ending)}
        onCancel={() => setEnding(null)}
      />
    </Stack>
  );
}
