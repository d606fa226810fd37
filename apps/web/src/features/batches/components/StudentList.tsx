import { ActionIcon, Menu, Stack, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BatchStudent, BatchStudentPage, BatchStudentView } from '@kaksha/contracts';
import { ResponsiveTable, type Column } from '../../../components/ResponsiveTable.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { seatDates } from './allotmentWords.ts';
import classes from './allotment.module.css';

const s = tBatches.allotment;
export const PAGE_SIZE = 20;

export type SeatAction = 'transfer' | 'leave';

/** How a past row ended: "Transferred to JEE Evening", "Left", "Withdrawn". */
function endingOf(row: BatchStudent) {
  if (row.ending === 'transferred') return fmt(s.endings.transferred, { batch: row.transferredTo ?? s.none });
  return row.ending ? s.endings[row.ending] : s.none;
}

/**
 * One view of the batch's students (seated, waiting or past): the search, a page of rows (cards on a
 * phone) and, for those who may change seats, a menu per row. The screen holds the query, whose
 * answer also carries the seat counts it shows above.
 */
export function StudentList({
  view,
  list,
  q,
  onSearch,
  searching,
  page,
  onPageChange,
  canChange,
  onAction,
}: {
  view: BatchStudentView;
  list: UseQueryResult<BatchStudentPage>;
  q: string;
  onSearch: (q: string) => void;
  /** A search is in force (the debounced text), so an empty list says nothing matched. */
  searching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  canChange: boolean;
  onAction: (action: SeatAction, student: BatchStudent) => void;
}) {
  const formats = useFormats();
  const actions = (row: BatchStudent) =>
    canChange &&
    view !== 'past' && (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={fmt(s.actionsFor, { name: row.name })}>
            <span aria-hidden="true" className={classes.more}>
              ⋯
            </span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {view === 'allotted' ? (
            <>
              <Menu.Item onClick={() => onAction('transfer', row)}>{s.transfer}</Menu.Item>
              <Menu.Item onClick={() => onAction('leave', row)}>{s.remove}</Menu.Item>
            </>
          ) : (
            <Menu.Item onClick={() => onAction('leave', row)}>{s.withdraw}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );

  const columns: Column<BatchStudent>[] = [
    ...(view === 'waitlisted'
      ? [
          {
            header: s.position,
            cell: (r: BatchStudent) => formats.count(r.waitlistPosition ?? 0),
            onCard: true as const,
          },
        ]
      : []),
    { header: s.admissionNumber, cell: (r) => r.admissionNumber, className: classes.nowrap, onCard: true },
    { header: s.name, cell: (r) => r.name, rowHeader: true },
    { header: s.klass, cell: (r) => r.className ?? s.none, className: classes.nowrap, onCard: true },
    view === 'past'
      ? {
          header: s.dates,
          cell: (r) => seatDates(r.fromDate, r.toDate),
          className: classes.nowrap,
          onCard: true,
        }
      : {
          header: s.from,
          cell: (r) => (
            <>
              {formats.calendarDate(r.fromDate)}
              {r.waitlistedFrom && (
                <Text span size="sm" c="dimmed" display="block">
                  {fmt(s.waitedSince, { date: formats.calendarDate(r.waitlistedFrom) })}
                </Text>
              )}
            </>
          ),
          className: classes.nowrap,
          onCard: true,
        },
    ...(view === 'past'
      ? [
          { header: s.ended, cell: endingOf, onCard: true as const },
          { header: s.reason, cell: (r: BatchStudent) => r.reason || s.none, onCard: true as const },
        ]
      : []),
    ...(canChange && view !== 'past' ? [{ header: s.actions, cell: actions }] : []),
  ];

  return (
    <Stack gap="sm">
      <TextInput
        label={s.search}
        placeholder={s.searchHint}
        type="search"
        value={q}
        onChange={(e) => onSearch(e.currentTarget.value)}
        maw={360}
      />
      <ResponsiveTable
        label={s.tables[view]}
        list={list}
        errorDetail={list.isError ? errorMessage(list.error) : undefined}
        emptyText={searching ? s.noMatch : s.empty[view]}
        rowKey={(r) => `${r.studentId}-${r.fromDate}-${r.toDate ?? ''}`}
        columns={columns}
        // The menu beside the name, as the timetable's classes have it.
        card={{ title: (r) => r.name, badge: actions }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        strings={s}
      />
    </Stack>
  );
}
