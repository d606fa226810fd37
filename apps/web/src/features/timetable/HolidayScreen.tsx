import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Holiday } from '@kaksha/contracts';
import { RowActions } from '../../components/RowActions.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordConfirmDialog, RecordFormModal } from '../../components/RecordDialogs.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { errorMessage } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tTimetable } from '../../lib/i18n/timetable.ts';
import { useDeleteHoliday, useHolidays } from './api/timetable.ts';
import { HolidayForm } from './components/HolidayForm.tsx';
import { plural } from '../../lib/i18n/plural.ts';
import { dayRange } from './components/words.ts';
import { useMenuAccess } from '../../lib/access.ts';
import './mantine-styles.ts';

const s = tTimetable.holidays;

/** Holiday: the holidays touching a year (`&year=`), each with the classes it cancelled; add and delete. */
export default function HolidayScreen() {
  const [params, setParams] = useSearchParams();
  const formats = useFormats();
  const thisYear = Number(formats.dayOf(new Date()).slice(0, 4));
  const asked = Number(params.get('year'));
  const year = asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const list = useHolidays(year);
  const screen = useRecordScreen<Holiday>();
  const remove = useDeleteHoliday();
  const { denied, canManage } = useMenuAccess('Holiday');
  if (denied) return <NoAccess />;
  const showYear = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('year', String(next));
        return copy;
      },
      { replace: true },
    );

  const rows = list.data?.data;
  const scope = (h: Holiday) => h.batchName ?? h.centreName ?? s.wholeInstitute;
  const actions = (h: Holiday) => (
    <RowActions
      record={h.name}
      actions={[
        {
          label: s.remove,
          name: fmt(s.removeFor, { name: h.name }),
          onClick: () => screen.askConfirm(h),
          tone: 'danger',
        },
      ]}
    />
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={canManage && <Button onClick={screen.startAdd}>{s.add}</Button>}
      />
      <Group gap="xs" role="group" aria-label={s.year}>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => showYear(year - 1)}
          disabled={year <= 2000}
          aria-label={s.previousYear}
        >
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <Text fw={700} size="lg" miw="3.5em" ta="center" aria-live="polite">
          {year}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => showYear(year + 1)}
          disabled={year >= 2100}
          aria-label={s.nextYear}
        >
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={fmt(s.table, { year })}
        data={rows && { data: rows, total: rows.length }}
        loading={list.isPending}
        failed={list.isError}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={fmt(s.empty, { year })}
        rowKey={(h) => h.id}
        columns={[
          { header: s.name, cell: (h) => h.name, rowHeader: true },
          { header: s.days, cell: (h) => dayRange(h.fromDate, h.toDate), onCard: true },
          { header: s.scope, cell: scope, onCard: true },
          { header: s.cancelled, cell: (h) => formats.count(h.cancelled), onCard: true },
          ...(canManage ? [{ header: tTimetable.list.actions, cell: actions }] : []),
        ]}
        card={{ title: (h) => h.name, actions: canManage ? actions : undefined }}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => undefined}
        strings={{ ...tTimetable.list, loadFailed: s.loadFailed, pages: s.pages }}
      />
      <RecordFormModal screen={screen} title={() => tTimetable.holidayForm.title}>
        {() => (
          <HolidayForm
            onCancel={screen.close}
            onDone={(result) => {
              const classes = plural(result.holiday.cancelled, tTimetable.classes);
              const hf = tTimetable.holidayForm;
              screen.saved(
                result,
                result.notified > 0
                  ? fmt(hf.addedAndTold, {
                      name: result.holiday.name,
                      classes,
                      families: plural(result.notified, tTimetable.families),
                    })
                  : fmt(hf.added, { name: result.holiday.name, classes }),
              );
              // Show the year the new holiday starts in, where the list will have it.
              showYear(Number(result.holiday.fromDate.slice(0, 4)));
            }}
          />
        )}
      </RecordFormModal>
      <RecordConfirmDialog
        screen={screen}
        title={s.removeTitle}
        question={(h) => (
          <>
            <strong>{fmt(s.removeQuestion, { name: h.name })}</strong>{' '}
            {h.cancelled > 0 ? plural(h.cancelled, s.removeDetails) : s.removeNothing}
          </>
        )}
        confirmLabel={s.remove}
        cancelLabel={tTimetable.list.cancel}
        busy={remove.isPending}
        onConfirm={(h) =>
          screen.act(remove, h, {
            done: (gone) =>
              fmt(s.removed, { name: gone.name, classes: plural(gone.restored, tTimetable.classes) }),
            failed: s.removeFailed,
          })
        }
      />
    </Stack>
  );
}
