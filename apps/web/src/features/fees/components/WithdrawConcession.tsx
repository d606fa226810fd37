import { withdrawConcessionInput, type Concession } from '@kaksha/contracts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useWithdrawConcession } from '../api/concessions.ts';
import { ReasonForm } from './ReasonForm.tsx';

const s = tFees.withdraw;

/**
 * Withdraws a concession, with the reason (kept on the statement and in the audit log): the dues
 * owe again exactly what it took off. Shown under the concession it withdraws.
 */
export function WithdrawConcession({
  concession,
  name,
  onCancel,
  onDone,
}: {
  concession: Concession;
  /** How the concession is named to a screen reader ("Scholarship on Robotics club"). */
  name: string;
  onCancel: () => void;
  onDone: (text: string) => void;
}) {
  const withdraw = useWithdrawConcession();
  return (
    <ReasonForm
      title={fmt(s.title, { name })}
      label={s.reason}
      save={s.save}
      failed={s.failed}
      schema={withdrawConcessionInput}
      maxLength={300}
      busy={withdraw.isPending}
      run={(reason, onError) =>
        withdraw.mutate(
          { id: concession.id, reason },
          { onSuccess: () => onDone(fmt(s.done, { name })), onError },
        )
      }
      onCancel={onCancel}
    />
  );
}
