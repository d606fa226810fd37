import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { waiveFineInput, type Due } from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useWaiveFine } from '../api/dues.ts';
import { waivableFine } from './dues.ts';
import { ReasonForm } from './ReasonForm.tsx';

const s = tFees.statement;
const w = tFees.waiveFine;

/**
 * Under an instalment (render it when `showsFine`): "Fine waived" once it is, else at manage level
 * a button that asks why and waives what of its late fine is unpaid. The server puts the fine on one
 * due of the instalment but waives the whole instalment's, so any of its dues names it.
 */
export function InstalmentFine({ dues, name, canManage }: { dues: Due[]; name: string; canManage: boolean }) {
  const formats = useFormats();
  const waive = useWaiveFine();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const waived = dues.some((due) => due.fineWaived);
  const amount = waivableFine(dues);

  return (
    <div>
      {waived && (
        <Text size="sm" fw={600}>
          {s.fineWaived}
        </Text>
      )}
      <FormNotice message={notice} />
      {!waived && canManage && amount > 0 && !asking && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            setNotice(null);
            setAsking(true);
          }}
          aria-label={fmt(s.waiveFineFor, { name })}
        >
          {s.waiveFine}
        </Button>
      )}
      {asking && (
        <ReasonForm
          title={fmt(w.title, { name })}
          label={w.reason}
          save={w.save}
          failed={w.failed}
          schema={waiveFineInput}
          maxLength={200}
          busy={waive.isPending}
          run={(reason, onError) =>
            waive.mutate(
              { dueId: dues[0]!.id, reason },
              {
                onSuccess: () => {
                  setAsking(false);
                  setNotice({ tone: 'success', text: fmt(w.done, { name, amount: formats.money(amount) }) });
                },
                onError,
              },
            )
          }
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
