import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormNotice } from '../../../components/FormNotice.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { useFormProblem } from '../../../components/formProblem.ts';

/** A contract's `{ reason }` input (withdrawing a concession, waiving a fine). */
type ReasonSchema = Parameters<typeof zodResolver>[0] & { parse(data: unknown): { reason: string } };

/**
 * An action on a statement that needs only a reason, kept with it and in the audit log: one field
 * under the thing it acts on, Cancel and a red button. `run` calls the server with the contract's
 * reason and hands its failure to `onError`, which shows it as every fees form does.
 */
export function ReasonForm({
  title,
  label,
  save,
  failed,
  schema,
  maxLength,
  busy,
  run,
  onCancel,
}: {
  /** Names the form for a screen reader ("Withdraw Scholarship on Robotics club"). */
  title: string;
  label: string;
  save: string;
  failed: string;
  schema: ReasonSchema;
  maxLength: number;
  busy: boolean;
  run: (reason: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(schema) });
  const { problem, onError, whenValid } = useFormProblem(form, failed);

  const submit = whenValid((values) => run(schema.parse(values).reason, onError));

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <TextInput
        label={label}
        required
        maxLength={maxLength}
        mt="xs"
        {...form.getInputProps('reason')}
        // It opens because the user asked for the action: the reason is what they type next.
        autoFocus
      />
      <FormNotice message={problem} />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={onCancel}>
          {tFees.cancel}
        </Button>
        <Button size="xs" type="submit" color="red.9" loading={busy}>
          {save}
        </Button>
      </Group>
    </form>
  );
}
