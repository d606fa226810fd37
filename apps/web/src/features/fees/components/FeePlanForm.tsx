import { Checkbox, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { feePlanInput, type FeePlan } from '@kaksha/contracts';

import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { plural } from '../../../lib/i18n/plural.ts';
import { useChoices, useCurrentBatches } from '../api/choices.ts';
import { useSaveFeePlan } from '../api/feePlans.ts';
import { useFormProblem } from '../../../components/formProblem.ts';
import { FineFields, ReminderDays } from './FineFields.tsx';
import { PlanHeads } from './PlanHeads.tsx';
import { PlanInstalments } from './PlanInstalments.tsx';
import { toInput, validatePlan, valuesOf, type PlanValues } from './planValues.ts';
import { FormActions } from '../../../components/FormActions.tsx';

const s = tFees.planForm;
export type PlanForm = UseFormReturnType<PlanValues>;

/**
 * Add (plan null) or edit a fee plan: what it is for, its heads, the instalments that share their
 * total, the late fine and the bounce charge. The sum is checked as it is typed and again by the
 * contract (the server runs the same one).
 */
export function FeePlanForm({
  plan,
  onCancel,
  onDone,
}: {
  plan: FeePlan | null;
  onCancel: () => void;
  onDone: (plan: FeePlan, text: string) => void;
}) {
  const save = useSaveFeePlan();
  const form = useForm<PlanValues>({
    initialValues: valuesOf(plan),
    clearInputErrorOnChange: false,
    validate: validatePlan,
  });
  const { problem, onError, whenValid } = useFormProblem(form, s.failed);

  const submit = whenValid((values) =>
    save.mutate(
      { id: plan?.id ?? null, plan: feePlanInput.parse(toInput(values)) },
      {
        onSuccess: (saved) => onDone(saved, fmt(s.saved, { name: saved.name })),
        onError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {plan && plan.studentsBilled > 0 && (
          <Notice tone="info" role="none">
            {fmt(s.billedNotice, { students: plural(plan.studentsBilled, s.students) })}
          </Notice>
        )}
        <TextInput
          label={s.name}
          placeholder={s.nameHint}
          required
          maxLength={80}
          autoComplete="off"
          {...form.getInputProps('name')}
          data-autofocus
        />
        <PlanTarget form={form} plan={plan} />
        <PlanHeads form={form} plan={plan} />
        <PlanInstalments form={form} plan={plan} />
        <FineFields form={form} />
        <ReminderDays form={form} />
        {plan && <Checkbox label={s.active} {...form.getInputProps('active', { type: 'checkbox' })} />}
        <FormActions
          problem={problem}
          words={{ save: s.save, cancel: tFees.cancel }}
          busy={save.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** One batch, or a class (every batch of it). The contract names a missing one under batchId. */
function PlanTarget({ form, plan }: { form: PlanForm; plan: FeePlan | null }) {
  const batches = useCurrentBatches();
  const classes = useChoices().data?.classes ?? [];
  const batchOptions = [...(batches.data ?? [])];
  // A plan's batch may be closed by now, so not among the current ones: offer it all the same.
  if (plan?.batchId && plan.batchName && !batchOptions.some((o) => o.value === String(plan.batchId)))
    batchOptions.push({ value: String(plan.batchId), label: plan.batchName });
  const missing = form.errors.batchId;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Radio.Group label={s.scope} {...form.getInputProps('scope')}>
        <Stack gap={6} mt={6}>
          {(['batch', 'class'] as const).map((value) => (
            <Radio key={value} value={value} label={s.scopes[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {form.values.scope === 'batch' ? (
        <Select
          label={s.batch}
          placeholder={s.pick}
          required
          searchable
          data={batchOptions}
          {...form.getInputProps('batchId')}
          error={missing ?? (batches.isError ? tFees.batchesFailed : undefined)}
        />
      ) : (
        <Select
          label={s.klass}
          placeholder={s.pick}
          required
          searchable
          data={classes}
          {...form.getInputProps('classId')}
          error={form.errors.classId ?? missing}
        />
      )}
    </SimpleGrid>
  );
}
