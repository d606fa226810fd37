import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AuditEntry, AuditQuery } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useAuditFacets } from './api/getAuditFacets.ts';
import { useMyAccess } from './api/getMyAccess.ts';
import { auditExportHref, useAudit } from './api/listAudit.ts';
import { summaryLines } from './components/summary.ts';
import { auditStrings as s } from './strings.ts';
import classes from './components/audit.module.css';
import './mantine-styles.ts';

const PAGE_SIZE = 50;
/** Dates are the browser's calendar days; the server reads them in this time zone. */
const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
})();

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

/** The AuditLog screen: sign-ins and changes, filtered by user, area, action and dates; CSV export. */
export default function AuditLogScreen() {
  const access = useMyAccess();
  if (access.isPending) return <Text role="status">{s.loading}</Text>;
  if (access.isError) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  if (!access.data.menus.AuditLog) {
    return (
      <Stack gap="xs" py="xl" role="alert">
        <Title order={2}>{s.refused.title}</Title>
        <Text>{s.refused.text}</Text>
      </Stack>
    );
  }
  return <AuditLog />;
}

function AuditLog() {
  const wide = useMediaQuery('(min-width: 62em)');
  const facets = useAuditFacets();
  const [userId, setUserId] = useState('');
  const [area, setArea] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A new search or filter starts again at page 1.
  const filterKey = JSON.stringify([userId, area, action, from, to]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (n: number) => setPaging({ key: filterKey, page: n });
  const datesWrong = Boolean(from && to && from > to);
  const filters = {
    userId: userId ? Number(userId) : undefined,
    area: area || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    tz: timeZone,
  };
  const query: AuditQuery = { page, pageSize: PAGE_SIZE, ...filters };
  const entries = useAudit(query, !datesWrong);

  const clear = () => {
    setUserId('');
    setArea('');
    setAction('');
    setFrom('');
    setTo('');
  };

  const data = entries.data;
  const first = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(page * PAGE_SIZE, data.total) : 0;
  const who = (e: AuditEntry) =>
    e.userName ? (
      <>
        <div>{e.userName}</div>
        <div className={classes.small}>{e.email}</div>
      </>
    ) : (
      s.system
    );
  const details = (e: AuditEntry) => {
    const lines = summaryLines(e.summary);
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
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{s.title}</Title>
          <Text c="dimmed" size="sm">
            {s.intro}
          </Text>
        </div>
        <Stack gap={2} align="flex-start">
          <a className={classes.exportLink} href={auditExportHref(filters)} download>
            {s.export}
          </a>
          <Text size="xs" c="dimmed">
            {s.exportHint}
          </Text>
        </Stack>
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={s.filters}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <NativeSelect
            label={s.user}
            value={userId}
            onChange={(e) => setUserId(e.currentTarget.value)}
            data={[
              { value: '', label: s.userAll },
              ...(facets.data?.users.map((u) => ({
                value: String(u.id),
                label: `${u.userName} (${u.email})`,
              })) ?? []),
            ]}
          />
          <NativeSelect
            label={s.area}
            value={area}
            onChange={(e) => setArea(e.currentTarget.value)}
            data={[{ value: '', label: s.areaAll }, ...(facets.data?.areas ?? [])]}
          />
          <NativeSelect
            label={s.action}
            value={action}
            onChange={(e) => setAction(e.currentTarget.value)}
            data={[{ value: '', label: s.actionAll }, ...(facets.data?.actions ?? [])]}
          />
          <TextInput
            label={s.from}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            label={s.to}
            type="date"
            value={to}
            min={from || undefined}
            error={datesWrong ? s.datesOrder : undefined}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="xs" onClick={clear}>
            {s.clear}
          </Button>
        </Group>
      </Paper>

      {entries.isPending && !datesWrong && <Text role="status">{s.loading}</Text>}
      {entries.isError && (
        <Notice tone="error">
          {s.loadFailed}
          <div>{errorMessage(entries.error)}</div>
        </Notice>
      )}
      {data && data.total === 0 && <p className={classes.empty}>{s.empty}</p>}
      {data && data.total > 0 && (
        <>
          {wide ? (
            <Paper
              withBorder
              radius="lg"
              className={classes.tableWrap}
              // It may scroll sideways on narrower screens: reachable by keyboard.
              tabIndex={0}
              role="region"
              aria-label={s.table}
            >
              <Table verticalSpacing="xs" striped aria-label={s.table}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{s.time}</Table.Th>
                    <Table.Th scope="col">{s.user}</Table.Th>
                    <Table.Th scope="col">{s.action}</Table.Th>
                    <Table.Th scope="col">{s.area}</Table.Th>
                    <Table.Th scope="col">{s.record}</Table.Th>
                    <Table.Th scope="col">{s.details}</Table.Th>
                    <Table.Th scope="col">{s.ip}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td className={classes.nowrap}>{when(e.at)}</Table.Td>
                      <Table.Td className={classes.whoCell}>{who(e)}</Table.Td>
                      <Table.Td>{actionBadge(e)}</Table.Td>
                      <Table.Td>{e.area}</Table.Td>
                      <Table.Td>{e.entityId ?? s.none}</Table.Td>
                      <Table.Td className={classes.detailsCell}>{details(e)}</Table.Td>
                      <Table.Td className={classes.small}>{e.ip ?? s.none}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ) : (
            <ul className={classes.cards} aria-label={s.table}>
              {data.data.map((e) => (
                <li key={e.id} className={classes.card}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <div>
                      <strong>{e.area}</strong> {e.entityId ? `#${e.entityId}` : ''}
                      <div className={classes.small}>{when(e.at)}</div>
                    </div>
                    {actionBadge(e)}
                  </Group>
                  <div style={{ marginTop: 6 }}>{who(e)}</div>
                  <div style={{ marginTop: 6 }}>{details(e)}</div>
                </li>
              ))}
            </ul>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" role="status">
              {fmt(data.totalCapped ? s.showingCapped : s.showing, {
                from: first,
                to: last,
                total: data.total.toLocaleString('en-IN'),
              })}
            </Text>
            {data.total > PAGE_SIZE && (
              <nav aria-label={s.pages}>
                <Pagination
                  total={Math.ceil(data.total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
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
        </>
      )}
    </Stack>
  );
}
