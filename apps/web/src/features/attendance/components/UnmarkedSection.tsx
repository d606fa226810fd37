import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UnmarkedPage } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { PageCount } from '../../../components/PageCount.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import { useUnmarked } from '../api/attendance.ts';

const s = tAttendance.unmarked;
type Row = UnmarkedPage['data'][number];

/** The coordinator's list: classes that ended this week with no register, each opened to be marked. */
export function UnmarkedSection({ onOpen }: { onOpen: (row: Row) => void }) {
  const [page, setPage] = useState(1);
  const list = useUnmarked(page);
  const formats = useFormats();
  return (
    <SectionCard id="attendance-unmarked" title={s.title} intro={s.intro}>
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.data?.total === 0 && <Text size="sm">{s.none}</Text>}
      {list.data && list.data.total > 0 && (
        <Stack gap="xs">
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.data.map((r) => {
              const name = r.subjectName ? `${r.batchName} ${r.subjectName}` : r.batchName;
              return (
                <Paper component="li" withBorder p="xs" key={r.sessionId}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm">
                      {fmt(s.item, {
                        batch: r.batchName,
                        subject: r.subjectName ?? '',
                        day: formats.calendarDate(r.day),
                        time: `${formats.time(r.startsAt)}–${formats.time(r.endsAt)}`,
                        teacher: r.teacherName ?? '',
                      })}
                    </Text>
                    <Button
                      size="xs"
                      onClick={() => onOpen(r)}
                      aria-label={fmt(s.mark, { name, day: formats.calendarDate(r.day) })}
                    >
                      {tAttendance.mark}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <PageCount
            page={page}
            pageSize={10}
            total={list.data.total}
            onPageChange={setPage}
            showing={s.showing}
            pagesLabel={s.pages}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
