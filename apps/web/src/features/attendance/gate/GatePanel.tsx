import { useCallback, useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Arrival, ArrivalBody } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { studentColumn } from '../components/studentColumn.tsx';
import { useArrivals, useRecordArrival } from '../api/gate.ts';
import { CameraScanner } from './CameraScanner.tsx';

const s = tAttendance.gate;

/**
 * The gate (decision 091): the camera reads a student's ID card and records their arrival (the
 * admission number typed when a card is forgotten); what happened is said at once, and the day's
 * arrivals are listed below, latest first.
 */
export default function GatePanel() {
  const formats = useFormats();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const arrivals = useArrivals('', page);
  const record = useRecordArrival();
  const { mutate } = record;

  const send = useCallback(
    (body: ArrivalBody, done?: () => void) =>
      mutate(body, {
        onSuccess: ({ arrival, repeat }) => {
          const values = {
            name: arrival.studentName,
            number: arrival.admissionNumber,
            time: formats.time(arrival.arrivedAt),
          };
          setNotice(
            repeat
              ? { tone: 'info', text: fmt(s.repeat, values) }
              : { tone: 'success', text: fmt(s.recorded, values) },
          );
          done?.();
        },
        onError: (error) => setNotice(failure(s.refused, error)),
      }),
    [mutate, formats],
  );
  const onScan = useCallback((card: string) => send({ card }), [send]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) send({ admissionNumber: typed.trim() }, () => setTyped(''));
  };

  const columns: Column<Arrival>[] = [
    { header: s.time, cell: (a) => formats.time(a.arrivedAt), onCard: true },
    studentColumn(s.student),
    { header: s.centre, cell: (a) => a.centreName, onCard: true },
    { header: s.how, cell: (a) => s.sources[a.source], onCard: true },
    { header: s.by, cell: (a) => a.recordedBy ?? '—' },
  ];

  return (
    <Stack gap="md">
      <SectionCard id="attendance-gate" title={s.title} intro={s.intro}>
        <Stack gap="md">
          <CameraScanner onScan={onScan} />
          <form onSubmit={submit}>
            <Group align="end" gap="sm">
              <TextInput
                label={s.typed}
                description={s.typedHint}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                maw={260}
                autoComplete="off"
              />
              <Button type="submit" variant="default" loading={record.isPending}>
                {s.record}
              </Button>
            </Group>
          </form>
          <FormNotice message={notice} />
        </Stack>
      </SectionCard>
      <SectionCard id="attendance-arrivals" title={s.today}>
        <ResponsiveTable
          label={s.today}
          columns={columns}
          rowKey={(a) => String(a.id)}
          list={{ data: arrivals.data, isPending: arrivals.isPending, isError: arrivals.isError }}
          page={page}
          pageSize={20}
          onPageChange={setPage}
          card={{ title: (a) => a.studentName }}
          emptyText={s.none}
          strings={s.list}
        />
      </SectionCard>
    </Stack>
  );
}
