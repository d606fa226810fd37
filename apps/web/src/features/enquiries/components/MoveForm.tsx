import { useState, type FormEvent } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { ENQUIRY_MOVES, type EnquiryStage } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useEnquiryChoices, useMoveEnquiry } from '../api/enquiries.ts';

const s = tEnquiries.detail;

/**
 * Moves an enquiry to a stage the server allows from where it is (ENQUIRY_MOVES); lost asks which of
 * the institute's reasons. Used in the detail drawer and when a card is dropped on Lost.
 */
export function MoveForm({
  enquiry,
  initialStage = null,
  onMoved,
}: {
  enquiry: { id: number; studentName: string; stage: EnquiryStage };
  initialStage?: EnquiryStage | null;
  onMoved?: (message: string) => void;
}) {
  const reasons = useEnquiryChoices().data?.lostReasons ?? [];
  const moveEnquiry = useMoveEnquiry();
  const [stage, setStage] = useState<string | null>(initialStage);
  const [reason, setReason] = useState<string | null>(null);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const moves = ENQUIRY_MOVES[enquiry.stage];
  if (moves.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stage) return;
    setProblem(null);
    moveEnquiry.mutate(
      { id: enquiry.id, move: { stage: stage as EnquiryStage, lostReason: reason ?? '' } },
      {
        onSuccess: (saved) => {
          setStage(null);
          setReason(null);
          onMoved?.(
            fmt(tEnquiries.board.moved, { name: saved.studentName, stage: tEnquiries.stages[saved.stage] }),
          );
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setProblem(failure(tEnquiries.board.failed, error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={s.moveTo}
          placeholder={s.moveTo}
          value={stage}
          onChange={setStage}
          data={moves.map((m) => ({ value: m, label: tEnquiries.stages[m] }))}
          w={200}
        />
        {stage === 'lost' && (
          <Select
            label={s.lostReason}
            placeholder={s.chooseReason}
            required
            value={reason}
            onChange={setReason}
            data={reasons}
            w={240}
          />
        )}
        <Button
          type="submit"
          variant="light"
          loading={moveEnquiry.isPending}
          disabled={!stage || (stage === 'lost' && !reason)}
        >
          {s.moveSave}
        </Button>
      </Group>
      <FormNotice message={problem} />
    </form>
  );
}
