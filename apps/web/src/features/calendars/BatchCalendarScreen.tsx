import { Stack, Text } from '@mantine/core';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { fmt } from '../../lib/i18n/index.ts';
import { tCalendars } from '../../lib/i18n/calendars.ts';
import { BatchPicker, useBatchLabel } from './components/BatchPicker.tsx';
import { SessionCalendar } from '../../components/calendar/SessionCalendar.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { useUrlId } from './components/useUrlId.ts';
import './mantine-styles.ts';

const s = tCalendars.batch;

/** BatchCalender: pick a batch (`&batch=`); its classes by month, week, day or list. */
export default function BatchCalendarScreen() {
  const [batchId, setBatchId] = useUrlId('batch');
  const name = useBatchLabel(batchId);
  const { denied } = useMenuAccess('BatchCalender');
  // Moving a class is Time Allocation's to manage.
  const canMove = useMenuAccess('TimeAllocation').canManage;
  if (denied) return <NoAccess />;
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <BatchPicker value={batchId} onChange={setBatchId} label={s.batch} placeholder={s.pickBatch} />
      {batchId ? (
        <SessionCalendar
          key={batchId}
          owner={{ kind: 'batch', id: batchId }}
          label={fmt(s.calendarOf, { name })}
          canManage={canMove}
        />
      ) : (
        <Text c="dimmed">{s.pickFirst}</Text>
      )}
    </Stack>
  );
}
