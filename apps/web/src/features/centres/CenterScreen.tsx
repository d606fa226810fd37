import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Centre, CentreListQuery } from '@kaksha/contracts';
import { FormModal } from '../../components/FormModal.tsx';
import { failure, type FormMessage, FormNotice } from '../../components/FormNotice.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DangerButton } from '../../components/DangerButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { useListPage } from '../../components/useListPage.ts';
import { StatusPill } from '../../components/StatusPill.tsx';
import { isUnauthorized } from '../../lib/api.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { useCentres } from './api/listCentres.ts';
import { useSaveCentre } from './api/saveCentre.ts';
import { CentreForm } from './components/CentreForm.tsx';
import { centreStrings } from './strings.ts';
import classes from './components/centres.module.css';
import './mantine-styles.ts';

const s = centreStrings.list;
const PAGE_SIZE = 20;

/** The Center screen: the organisation's centres; search, pages, add, edit, (de)activate. */
export default function CenterScreen() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | 'true' | 'false'>('all');
  const [editing, setEditing] = useState<Centre | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Centre | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useListPage([search, status]);
  const query: CentreListQuery = {
    page,
    pageSize: PAGE_SIZE,
    sort: 'CentreName',
    q: search || undefined,
    active: status,
  };
  const centres = useCentres(query);
  const save = useSaveCentre();

  const setActive = (centre: Centre, active: boolean) => {
    setMessage(null);
    save.mutate(
      { id: centre.id, changes: { active } },
      {
        onSuccess: (saved) => {
          setConfirming(null);
          setMessage({
            tone: 'success',
            text: fmt(active ? s.activated : s.deactivated, { name: saved.CentreName }),
          });
        },
        onError: (error) => {
          setConfirming(null);
          if (isUnauthorized(error)) return;
          setMessage(failure(s.statusFailed, error));
        },
      },
    );
  };

  const badge = (centre: Centre) => (
    <StatusPill active={centre.active}>{centre.active ? s.active : s.inactive}</StatusPill>
  );
  const people = (centre: Centre) =>
    fmt(s.peopleCount, { teachers: centre.teacherCount, staff: centre.staffCount });
  const actions = (centre: Centre) => (
    <Group gap={6} wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        onClick={() => setEditing(centre)}
        aria-label={fmt(s.editFor, { name: centre.CentreName })}
      >
        {s.edit}
      </Button>
      {centre.active ? (
        <DangerButton
          size="xs"
          onClick={() => setConfirming(centre)}
          aria-label={fmt(s.deactivateFor, { name: centre.CentreName })}
        >
          {s.deactivate}
        </DangerButton>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setActive(centre, true)}
          aria-label={fmt(s.activateFor, { name: centre.CentreName })}
        >
          {s.activate}
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={<Button onClick={() => setEditing('new')}>{s.add}</Button>}
      />

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
          <TextInput
            label={s.search}
            placeholder={s.searchHint}
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <NativeSelect
            label={s.status}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
            data={[
              { value: 'all', label: s.statusAll },
              { value: 'true', label: s.statusActive },
              { value: 'false', label: s.statusInactive },
            ]}
          />
        </SimpleGrid>
      </Paper>

      <FormNotice message={message} />
      <ResponsiveTable
        label={s.table}
        data={centres.data}
        loading={centres.isPending}
        failed={centres.isError}
        emptyText={search || status !== 'all' ? s.empty : s.emptyNone}
        rowKey={(centre) => centre.id}
        columns={[
          { header: s.code, cell: (centre) => centre.CentreCode, onCard: true },
          { header: s.name, cell: (centre) => centre.CentreName, rowHeader: true },
          {
            header: s.address,
            cell: (centre) => <div className={classes.address}>{centre.address || s.none}</div>,
            onCard: (centre) => centre.address || s.none,
          },
          { header: s.phone, cell: (centre) => centre.phone || s.none, onCard: true },
          { header: s.people, cell: people, onCard: true },
          { header: s.status, cell: badge },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (centre) => centre.CentreName, badge, actions }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        strings={s}
      />

      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing && editing !== 'new'
            ? fmt(centreStrings.form.editTitle, { name: editing.CentreName })
            : centreStrings.form.addTitle
        }
      >
        {editing !== null && (
          <CentreForm
            key={editing === 'new' ? 'new' : editing.id}
            centre={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(_saved, text) => {
              setEditing(null);
              setMessage({ tone: 'success', text });
            }}
          />
        )}
      </FormModal>

      <ConfirmDialog
        opened={confirming !== null}
        title={s.deactivate}
        question={confirming && fmt(s.confirmDeactivate, { name: confirming.CentreName })}
        confirmLabel={s.deactivate}
        cancelLabel={s.cancel}
        busy={save.isPending}
        onConfirm={() => confirming && setActive(confirming, false)}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
