import { lazy, Suspense } from 'react';
import { Box, Button, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useFilters } from '../../components/FilterBar.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { tEnquiries } from '../../lib/i18n/enquiries.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useEnquiryChoices, useEnquirySummary } from './api/enquiries.ts';
import { EnquiryBoard } from './components/EnquiryBoard.tsx';
import { EnquiryDrawer } from './components/EnquiryDrawer.tsx';
import { EnquiryList } from './components/EnquiryList.tsx';
import { Filters, filterQuery, noFilters } from './components/Filters.tsx';
import { SettingsPanel } from './components/SettingsPanel.tsx';
import { SummaryCounts } from './components/SummaryCounts.tsx';
import './mantine-styles.ts';

// The chart library loads only when the report is opened.
const FunnelReport = lazy(() => import('./components/FunnelReport.tsx'));

const s = tEnquiries.manage;
const TABS = ['list', 'board', 'funnel', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * ManageEnquiry: the counts the desk works from, the list and the board (same filters), the funnel
 * report and the settings, one tab each (in the URL); one enquiry opens beside them (`&enquiry=`).
 */
export default function ManageEnquiryScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'list';
  const opened = Number(params.get('enquiry')) || null;
  const filters = useFilters(noFilters, 'q');
  const query = filterQuery(filters.values);
  const choices = useEnquiryChoices().data;
  const summary = useEnquirySummary().data;
  const { denied, canManage } = useMenuAccess('ManageEnquiry');
  const canAdd = useMenuAccess('NewEnquiry').canManage;
  const canAdmit = useMenuAccess('NewStudentEnrollment').canManage;
  if (denied) return <NoAccess />;

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );
  const open = (id: number) => setParam({ enquiry: String(id) });

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={
          canAdd && (
            <Button component="a" href={screenHref('NewEnquiry')}>
              {s.add}
            </Button>
          )
        }
      />
      <SummaryCounts
        summary={summary}
        onShow={(followUp) => {
          filters.clear();
          filters.set('followUp', followUp);
          setParam({ tab: 'list' });
        }}
      />
      <Tabs value={tab} onChange={(next) => setParam({ tab: next ?? 'list' })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {s.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(tab === 'list' || tab === 'board') && (
          <Box mt="md">
            <Filters filters={filters} choices={choices} />
          </Box>
        )}
        <Tabs.Panel value="list" pt="md">
          <Stack gap="md">
            <EnquiryList query={query} filtered={filters.filtered} onOpen={open} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="md">
          <EnquiryBoard query={query} canManage={canManage} canAdmit={canAdmit} onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="funnel" pt="md">
          <Suspense fallback={<PageLoading />}>
            <FunnelReport />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsPanel canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
      <EnquiryDrawer
        id={opened}
        onClose={() => setParam({ enquiry: null })}
        canManage={canManage}
        canAdmit={canAdmit}
      />
    </Stack>
  );
}
