import { useState } from 'react';
import { Anchor, Button, Group, Select } from '@mantine/core';
import {
  ENQUIRY_STAGES,
  type EnquiryBoardQuery,
  type EnquiryListQuery,
  type EnquiryRow,
} from '@kaksha/contracts';
import { MobileNumber } from '../../../components/MobileNumber.tsx';
import { ResponsiveTable } from '../../../components/ResponsiveTable.tsx';
import { usePaging } from '../../../components/useListPage.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';

import { useEnquiries } from '../api/enquiries.ts';
import { NextFollowUp } from './NextFollowUp.tsx';
import { StagePill } from './StagePill.tsx';
import classes from './enquiries.module.css';
import { ExportButton } from '../../../components/ExportButton.tsx';

const s = tEnquiries.list;
const PAGE_SIZE = 20;

/** The list: a stage filter of its own (open by default), pages, CSV of exactly what is shown. */
export function EnquiryList({
  query,
  filtered,
  onOpen,
}: {
  query: EnquiryBoardQuery;
  filtered: boolean;
  onOpen: (id: number) => void;
}) {
  const [stage, setStage] = useState<string>('open');
  const paging = usePaging([JSON.stringify(query), stage], PAGE_SIZE);
  const full = { ...query, stage: stage as EnquiryListQuery['stage'] };
  const list = useEnquiries({ ...full, page: paging.page, pageSize: PAGE_SIZE });
  const formats = useFormats();

  const open = (row: EnquiryRow) => (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onOpen(row.id)}
      aria-label={fmt(s.openFor, { name: row.studentName })}
    >
      {s.open}
    </Button>
  );
  const contact = (row: EnquiryRow) => (
    <>
      {row.guardianName && <div>{row.guardianName}</div>}
      <div>
        <MobileNumber e164={row.mobile} />
      </div>
    </>
  );
  const badge = (row: EnquiryRow) => <StagePill stage={row.stage} reason={row.lostReason} />;

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={s.stage}
          allowDeselect={false}
          value={stage}
          onChange={(v) => setStage(v ?? 'open')}
          data={[
            { value: 'open', label: s.openStages },
            ...ENQUIRY_STAGES.map((v) => ({ value: v, label: tEnquiries.stages[v] })),
            { value: 'all', label: s.allStages },
          ]}
          w={260}
        />
        <ExportButton area="enquiries" filters={full} label={s.export} />
      </Group>
      <ResponsiveTable
        label={s.table}
        list={list}
        emptyText={filtered || stage !== 'open' ? s.empty : s.emptyNone}
        rowKey={(row) => row.id}
        columns={[
          {
            header: s.student,
            cell: (row) => (
              <Anchor component="button" type="button" onClick={() => onOpen(row.id)}>
                {row.studentName}
              </Anchor>
            ),
            rowHeader: true,
          },
          { header: s.contact, cell: contact, onCard: true },
          {
            header: s.interest,
            cell: (row) => [row.className, row.centreName].filter(Boolean).join(' · ') || s.none,
            onCard: true,
          },
          { header: s.source, cell: (row) => tEnquiries.sources[row.source], onCard: true },
          { header: s.owner, cell: (row) => row.ownerName ?? s.none, onCard: true },
          { header: s.next, cell: (row) => <NextFollowUp day={row.nextFollowUp} />, onCard: true },
          {
            header: s.received,
            cell: (row) => <span className={classes.nowrap}>{formats.date(row.createdAt)}</span>,
            onCard: true,
          },
          { header: s.stage, cell: badge },
          { header: s.actions, cell: open },
        ]}
        card={{ title: (row) => row.studentName, badge, actions: open }}
        {...paging}
        strings={s}
      />
    </>
  );
}
