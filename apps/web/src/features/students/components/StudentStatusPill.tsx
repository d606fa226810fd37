import type { StudentStatus } from '@kaksha/contracts';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { tStudents } from '../../../lib/i18n/students.ts';

/** Active in green, on hold in blue (waiting), left and alumni in grey. */
export function StudentStatusPill({ status }: { status: StudentStatus }) {
  return (
    <StatusPill active={status === 'active'} pending={status === 'on_hold'}>
      {tStudents.statuses[status]}
    </StatusPill>
  );
}
