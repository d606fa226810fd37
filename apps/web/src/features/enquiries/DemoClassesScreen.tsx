import { useState } from 'react';
import { Anchor, Button, SegmentedControl, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { DemoClassRow } from '@kaksha/contracts';
import { FormModal } from '../../components/FormModal.tsx';
import { FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { useListPage } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tEnquiries } from '../../lib/i18n/enquiries.ts';
import { useDemoClasses } from './api/enquiries.ts';
import { classTime, demoStatusNow } from './components/classTime.ts';
import { DemoClassDrawer } from './components/DemoClassDrawer.tsx';
import { ScheduleDemoForm } from './components/ScheduleDemoForm.tsx';
import './mantine-styles.ts';

const s = tEnquiries.demo;
const PAGE_SIZE = 20;

/** DemoClassManagementSystem: upcoming and past demo classes; schedule one; open one (`&demo=`). */
export default function DemoClassesScreen() {
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('demo')) || null;
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [page, setPage] = useListPage([when]);
  const [scheduling, setScheduling] = useState(false);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const list = useDemoClasses({ when, page, pageSize: PAGE_SIZE });
  const formats = useFormats();
  const { denied, canManage } = useMenuAccess('DemoClassManagementSystem');
  if (denied) return <NoAccess />;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (id === null) copy.delete('demo');
        else copy.set('demo', String(id));
        return copy;
      },
      { replace: true },
    );

  const whenCell = (row: DemoClassRow) => classTime(formats, row.startsAt, row.endsAt);
  const badge = (row: DemoClassRow) => {
    const status = demoStatusNow(row);
    return <StatusPill active={status === 'scheduled'}>{s.statuses[status]}</StatusPill>;
  };
  const action = (row: DemoClassRow) => (
    <RowActions
      record={row.subjectName}
      actions={[
        {
          label: s.list.open,
          name: fmt(s.list.openFor, { subject: row.subjectName, when: whenCell(row) }),
          onClick: () => open(row.id),
        },
      ]}
    />
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={canManage && <Button onClick={() => setScheduling(true)}>{s.schedule}</Button>}
      />
      <FormNotice message={notice} />
      <SegmentedControl
        value={when}
        onChange={(v) => setWhen(v as 'upcoming' | 'past')}
        data={[
          { value: 'upcoming', label: s.list.upcoming },
          { value: 'past', label: s.list.past },
        ]}
        w="fit-content"
        aria-label={s.list.when}
      />
      <ResponsiveTable
        label={s.list.table}
        data={list.data}
        loading={list.isPending}
        failed={list.isError}
        emptyText={when === 'upcoming' ? s.list.emptyUpcoming : s.list.emptyPast}
        rowKey={(row) => row.id}
        columns={[
          {
            header: s.list.subject,
            cell: (row) => (
              <Anchor component="button" type="button" onClick={() => open(row.id)}>
                {row.subjectName}
              </Anchor>
            ),
            rowHeader: true,
          },
          { header: s.list.when, cell: whenCell, onCard: true },
          { header: s.list.teacher, cell: (row) => row.teacherName, onCard: true },
          { header: s.list.place, cell: (row) => row.centreName ?? s.list.online, onCard: true },
          {
            header: s.list.places,
            cell: (row) =>
              fmt(s.list.placesValue, {
                invited: row.invited,
                capacity: row.capacity,
                attended: row.attended,
              }),
            onCard: true,
          },
          { header: s.list.status, cell: badge },
          { header: s.list.actions, cell: action },
        ]}
        card={{ title: (row) => row.subjectName, badge, actions: action }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        strings={s.list}
      />
      <FormModal opened={scheduling} onClose={() => setScheduling(false)} title={s.schedule}>
        <ScheduleDemoForm
          onCancel={() => setScheduling(false)}
          onDone={(demo) => {
            setScheduling(false);
            setNotice({ tone: 'success', text: fmt(s.scheduled, { subject: demo.subjectName }) });
            open(demo.id);
          }}
        />
      </FormModal>
      <DemoClassDrawer id={opened} onClose={() => open(null)} canManage={canManage} />
    </Stack>
  );
}
