import { useFormats } from '../../lib/format.ts';
import { Group, Stack, Text } from '@mantine/core';
import {
  auditAreaName,
  auditEntityKind,
  auditRefKey,
  type AuditEntry,
  type AuditQuery,
} from '@kaksha/contracts';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { Notice } from '../../components/Notice.tsx';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { auditExportHref, useAudit, useAuditFacets } from './api/audit.ts';
import { summaryLines } from './components/summary.ts';
import classes from './components/audit.module.css';
import './mantine-styles.ts';
import { tAudit } from '../../lib/i18n/audit.ts';

const s = tAudit;

const PAGE_SIZE = 50;
/** Dates are the browser's calendar days; the server reads them in this time zone. */
const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
})();

/** The AuditLog screen: sign-ins and changes, filtered by user, area, action and dates; CSV export. */
export default function AuditLogScreen() {
  const access = useMenuAccess('AuditLog');
  if (access.loading) return <Text role="status">{s.loading}</Text>;
  if (access.error) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  if (access.denied) return <NoAccess />;
  return <AuditLog />;
}

function AuditLog() {
  const facets = useAuditFacets();
  const when = useFormats().dateTime;
  const bar = useFilters({ userId: '', area: '', action: '', from: '', to: '' });
  const { userId, area, action, from, to } = bar.values;
  const paging = usePaging([userId, area, action, from, to], PAGE_SIZE);
  const datesWrong = Boolean(from && to && from > to);
  const filters = {
    userId: userId ? Number(userId) : undefined,
    area: area || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    tz: timeZone,
  };
  const query: AuditQuery = { page: paging.page, pageSize: PAGE_SIZE, ...filters };
  const entries = useAudit(query, !datesWrong);

  const data = entries.data;
  const names = data?.names ?? {};
  /** The line's own record by name where the page names it (a student, a batch…), else its id. */
  const record = (e: AuditEntry) => {
    if (!e.entityId) return null;
    const kind = auditEntityKind(e.area);
    return (kind && names[auditRefKey(kind, e.entityId)]) || `#${e.entityId}`;
  };
  const who = (e: AuditEntry) =>
    e.userName ? (
      <>
        <div>{e.userName}</div>
        <div className={classes.small}>{e.email && <EmailAddress email={e.email} />}</div>
      </>
    ) : (
      s.system
    );
  const details = (e: AuditEntry) => {
    const lines = summaryLines(e.summary, when, names);
    return lines.length === 0 ? (
      s.none
    ) : (
      <ul className={classes.details}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  };
  const actionBadge = (e: AuditEntry) => (
    <span
      className={`${classes.tag} ${e.action === 'refused' ? classes.tagDanger : e.action === 'delete' ? classes.tagWarning : ''}`}
    >
      {e.action}
    </span>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={
          <Stack gap={2} align="flex-start">
            <a className={classes.exportLink} href={auditExportHref(filters)} download>
              {s.export}
            </a>
            <Text size="xs" c="dimmed">
              {s.exportHint}
            </Text>
          </Stack>
        }
      />

      <FilterBar
        filters={bar}
        label={s.filters}
        columns={5}
        fields={[
          {
            kind: 'select',
            key: 'userId',
            label: s.user,
            native: true,
            data: [
              { value: '', label: s.userAll },
              ...(facets.data?.users.map((u) => ({
                value: String(u.id),
                label: `${u.userName} (${u.email})`,
              })) ?? []),
            ],
          },
          {
            kind: 'select',
            key: 'area',
            label: s.area,
            native: true,
            data: [
              { value: '', label: s.areaAll },
              ...(facets.data?.areas ?? []).map((value) => ({ value, label: auditAreaName(value) })),
            ],
          },
          {
            kind: 'select',
            key: 'action',
            label: s.action,
            native: true,
            data: [{ value: '', label: s.actionAll }, ...(facets.data?.actions ?? [])],
          },
          {
            kind: 'dates',
            from: 'from',
            to: 'to',
            fromLabel: s.from,
            toLabel: s.to,
            error: datesWrong ? s.datesOrder : undefined,
          },
        ]}
      />

      <ResponsiveTable
        label={s.table}
        data={data}
        // While the dates are the wrong way round the list waits for them: nothing is loading.
        loading={entries.isPending && !datesWrong}
        failed={entries.isError}
        errorDetail={errorMessage(entries.error)}
        emptyText={s.empty}
        rowKey={(e) => e.id}
        columns={[
          { header: s.time, cell: (e) => when(e.at), className: classes.nowrap },
          { header: s.user, cell: who, className: classes.whoCell },
          { header: s.action, cell: actionBadge },
          { header: s.area, cell: (e) => auditAreaName(e.area) },
          { header: s.record, cell: (e) => record(e) ?? s.none },
          { header: s.details, cell: details, className: classes.detailsCell },
          { header: s.ip, cell: (e) => e.ip ?? s.none, className: classes.small },
        ]}
        // An entry is a line of a log, not a record with fields: its card is a short summary.
        card={(e) => (
          <div className={classes.entry}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div>
                <strong>{auditAreaName(e.area)}</strong> {record(e) ?? ''}
                <div className={classes.small}>{when(e.at)}</div>
              </div>
              {actionBadge(e)}
            </Group>
            <div style={{ marginTop: 6 }}>{who(e)}</div>
            <div style={{ marginTop: 6 }}>{details(e)}</div>
          </div>
        )}
        {...paging}
        strings={s}
        striped
        scrollRegion
      />
    </Stack>
  );
}
