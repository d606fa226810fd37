import { Fragment, type Key, type ReactNode } from 'react';
import { Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { formatCount } from '@kaksha/contracts';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { fmt } from '../lib/i18n/index.ts';
import { Notice } from './Notice.tsx';
import { useWide } from './useWide.ts';
import records from './records.module.css';
import classes from './ResponsiveTable.module.css';

export interface Column<T> {
  header: string;
  /** What the table's column header shows instead of `header` (a select-all checkbox). */
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row: a row header, so screen readers announce it with every cell. */
  rowHeader?: boolean;
  className?: string;
  /**
   * A labelled field of the phone card (labelled with the header): `true` shows the cell, a function
   * shows something else. Left out for what the card shows elsewhere (title, badge, actions).
   */
  onCard?: true | ((row: T) => ReactNode);
}

/** A phone card: the title (a heading, so cards can be browsed by heading), the fields, the actions. */
export interface CardParts<T> {
  title: (row: T) => ReactNode;
  /** Beside the title, such as a status. */
  badge?: (row: T) => ReactNode;
  /** Before everything else, such as a photo. */
  media?: (row: T) => ReactNode;
  /** Between the title and the fields. */
  intro?: (row: T) => ReactNode;
  actions?: (row: T) => ReactNode;
}

export interface ListStrings {
  loading: string;
  loadFailed: string;
  /** With {from}, {to} and {total}. */
  showing: string;
  /** Names the navigation landmark around the page buttons. */
  pages: string;
  previousPage: string;
  nextPage: string;
  /** With {n}. */
  pageN: string;
}

/** A list page; `totalCapped` (more match than the server counts) shows the total as "10,000+". */
export interface ListPage<T> {
  data: readonly T[];
  total: number;
  totalCapped?: boolean;
}

/**
 * Where the rows come from: the list's query as it stands (its page, whether it is still pending, and
 * whether it failed), or the same three spelled out for a list that is not one query.
 */
type RowSource<T> =
  | { list: { data: ListPage<T> | undefined; isPending: boolean; isError: boolean } }
  | {
      /** The page of rows and the number of all matches; undefined until the first answer. */
      data: ListPage<T> | undefined;
      loading: boolean;
      /** The list could not be loaded: an alert says `strings.loadFailed`, then `errorDetail` if given. */
      failed: boolean;
    };

export type ResponsiveTableProps<T> = RowSource<T> & TableParts<T>;

interface TableParts<T> {
  /** Names the table (and the list of cards) for assistive technology. */
  label: string;
  /** Why it failed, such as the server's message. */
  errorDetail?: string;
  emptyText: string;
  rowKey: (row: T) => Key;
  columns: readonly Column<T>[];
  /** The parts of a standard card, or the whole inside of a card that is not a labelled record. */
  card: CardParts<T> | ((row: T) => ReactNode);
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  strings: ListStrings;
  /** Denser striped rows, for a log read line by line, instead of highlighting the row under the pointer. */
  striped?: boolean;
  /** Makes the table's frame a focusable region, so that keyboard users can scroll a table wider than the screen. */
  scrollRegion?: boolean;
}

/**
 * A paged list: a table on desktop, a list of cards on phones (where a table would scroll sideways),
 * with its loading, error and empty states and the pagination footer.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { errorDetail, emptyText, strings } = props;
  const { data, loading, failed } =
    'list' in props
      ? { data: props.list.data, loading: props.list.isPending, failed: props.list.isError }
      : props;
  const wide = useWide();
  return (
    <>
      {loading && <Text role="status">{strings.loading}</Text>}
      {failed && (
        <Notice tone="error">
          {strings.loadFailed}
          {errorDetail && <div>{errorDetail}</div>}
        </Notice>
      )}
      {data && data.total === 0 && <p className={classes.empty}>{emptyText}</p>}
      {data && data.total > 0 && (
        <>
          {wide ? <RowTable {...props} rows={data.data} /> : <RowCards {...props} rows={data.data} />}
          <ListFooter
            total={data.total}
            totalCapped={data.totalCapped}
            page={props.page}
            pageSize={props.pageSize}
            onPageChange={props.onPageChange}
            strings={strings}
          />
        </>
      )}
    </>
  );
}

type RowsProps<T> = TableParts<T> & { rows: readonly T[] };

function RowTable<T>({ label, rows, rowKey, columns, striped, scrollRegion }: RowsProps<T>) {
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.tableWrap}
      tabIndex={scrollRegion ? 0 : undefined}
      role={scrollRegion ? 'region' : undefined}
      aria-label={scrollRegion ? label : undefined}
    >
      <Table
        verticalSpacing={striped ? 'xs' : 'sm'}
        striped={striped}
        highlightOnHover={!striped}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" className={classes.columnHeader}>
                {column.headerCell ?? column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <Table.Th key={column.header} scope="row" className={column.className}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function RowCards<T>({ label, rows, rowKey, columns, card }: RowsProps<T>) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes.card}>
          {typeof card === 'function' ? card(row) : <RecordCard row={row} parts={card} columns={columns} />}
        </li>
      ))}
    </ul>
  );
}

function RecordCard<T>({
  row,
  parts,
  columns,
}: {
  row: T;
  parts: CardParts<T>;
  columns: readonly Column<T>[];
}) {
  const title = <h3 className={classes.cardTitle}>{parts.title(row)}</h3>;
  const fields = columns.filter((column) => column.onCard);
  const main = (
    <>
      {parts.badge ? (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          {title}
          {parts.badge(row)}
        </Group>
      ) : (
        title
      )}
      {parts.intro?.(row)}
      {fields.length > 0 && (
        <dl className={`${records.fields} ${classes.cardFields}`}>
          {fields.map((column) => (
            <Fragment key={column.header}>
              <dt>{column.header}</dt>
              <dd>{column.onCard === true ? column.cell(row) : column.onCard?.(row)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
  return (
    <>
      {parts.media ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {parts.media(row)}
          <div className={classes.cardMain}>{main}</div>
        </Group>
      ) : (
        main
      )}
      {parts.actions && <div className={classes.cardActions}>{parts.actions(row)}</div>}
    </>
  );
}

function ListFooter({
  total,
  totalCapped,
  page,
  pageSize,
  onPageChange,
  strings: s,
}: Pick<TableParts<unknown>, 'page' | 'pageSize' | 'onPageChange' | 'strings'> & {
  total: number;
  totalCapped?: boolean;
}) {
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" role="status">
        {fmt(s.showing, { from, to, total: formatCount(total, totalCapped) })}
      </Text>
      {total > pageSize && (
        <nav aria-label={s.pages}>
          <Pagination
            total={Math.ceil(total / pageSize)}
            value={page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? s.previousPage : control === 'next' ? s.nextPage : control,
            })}
            getItemProps={(n) => ({ 'aria-label': fmt(s.pageN, { n }) })}
          />
        </nav>
      )}
    </Group>
  );
}
