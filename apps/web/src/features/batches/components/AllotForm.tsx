import { useState, type FormEvent } from 'react';
import { MultiSelect, Select, Stack, Text, TextInput, type ComboboxParsedItem } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  allotStudentsInput,
  type AllotmentCandidates,
  type AllotmentResult,
  type Seats,
} from '@kaksha/contracts';
import { DateField } from '../../../components/DateField.tsx';
import { type FormMessage } from '../../../components/FormNotice.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { useAllotStudents, useAllotmentCandidates, useBatchFeePlans } from '../api/batches.ts';
import { allotPreview } from './allotmentWords.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';

const f = tBatches.allotForm;

interface Values {
  studentIds: string[];
  fromDate: string;
  /** A plan's id, NO_PLAN, or null: not touched, so the batch's first plan (the server's default). */
  feePlan: string | null;
  /** A SpecialCoupon for those seated now; empty: none. */
  couponCode: string;
}
const NO_PLAN = 'none';
const toInput = (v: Values) => ({
  studentIds: v.studentIds.map(Number),
  fromDate: v.fromDate,
  feePlanId: v.feePlan === null ? undefined : v.feePlan === NO_PLAN ? null : Number(v.feePlan),
  couponCode: v.couponCode,
});

type Candidate = AllotmentCandidates['data'][number];
type Choice = { value: string; label: string; sameClass: boolean; className: string | null };
// The label (a pill once picked) stays short; the dropdown adds the class under it.
const choiceOf = (c: Candidate): Choice => ({
  value: String(c.id),
  label: `${c.name} · ${c.admissionNumber}`,
  sameClass: c.sameClass,
  className: c.className,
});

/** The choices grouped by the batch's class first; no groups when nobody is of its class. */
function grouped(choices: Choice[]) {
  const plain = (list: Choice[]) => list.map(({ value, label }) => ({ value, label }));
  const same = choices.filter((c) => c.sameClass);
  if (same.length === 0) return plain(choices);
  const others = choices.filter((c) => !c.sameClass);
  return [
    { group: f.sameClass, items: plain(same) },
    ...(others.length ? [{ group: f.others, items: plain(others) }] : []),
  ];
}

/** The dropdown without those already picked (they show as pills), and without groups left empty. */
function unpicked(options: ComboboxParsedItem[], picked: string[]): ComboboxParsedItem[] {
  return options.flatMap((option): ComboboxParsedItem[] => {
    if (!('group' in option)) return picked.includes(option.value) ? [] : [option];
    const items = option.items.filter((item) => !picked.includes(item.value));
    return items.length ? [{ ...option, items }] : [];
  });
}

/**
 * Allots students from a day: picked from those the server finds as the user types, with what the
 * free seats will do to them said before saving.
 */
export function AllotForm({
  batchId,
  seats,
  today,
  onDone,
  onCancel,
  student,
}: {
  batchId: number;
  seats: Seats;
  today: string;
  /** The student to seat, picked already (the profile's "Seat in a batch", issue 65). */
  student?: { id: number; name: string };
  onDone: (result: AllotmentResult) => void;
  onCancel: () => void;
}) {
  const allot = useAllotStudents();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const candidates = useAllotmentCandidates(batchId, q);
  const formats = useFormats();
  const plans = useBatchFeePlans(batchId);
  const planChoices = (plans.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${formats.money(p.total)}`,
  }));
  const firstPlan = planChoices[0]?.value ?? null;
  // Picked students stay named when a later search no longer lists them.
  const [known, setKnown] = useState<Record<string, Choice>>(() =>
    student
      ? {
          [student.id]: { value: String(student.id), label: student.name, sameClass: false, className: null },
        }
      : {},
  );
  const form = useForm<Values>({
    initialValues: {
      studentIds: student ? [String(student.id)] : [],
      fromDate: today,
      feePlan: null,
      couponCode: '',
    },
    validate: zodResolver(allotStudentsInput, toInput),
  });
  const found = (candidates.data?.data ?? []).map(choiceOf);
  const picked = form.values.studentIds;
  const unlisted = picked.filter((id) => !found.some((c) => c.value === id)).flatMap((id) => known[id] ?? []);
  const choices = [...found, ...unlisted];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) =>
      allot.mutate(
        { batchId, allotment: allotStudentsInput.parse(toInput(values)) },
        {
          onSuccess: onDone,
          onError: showFailure(form, setProblem, f.failed),
        },
      ),
    )(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MultiSelect
          label={f.students}
          placeholder={picked.length ? undefined : f.studentsHint}
          required
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has searched already (by name and admission number).
          filter={({ options }) => unpicked(options, picked)}
          nothingFoundMessage={candidates.isSuccess ? f.noneFound : undefined}
          data={grouped(choices)}
          renderOption={({ option }) => {
            const klass = choices.find((c) => c.value === option.value)?.className;
            return (
              <div>
                <Text size="sm">{option.label}</Text>
                {klass && (
                  <Text size="xs" c="dimmed">
                    {klass}
                  </Text>
                )}
              </div>
            );
          }}
          {...form.getInputProps('studentIds')}
          description={candidates.data?.more ? fmt(f.more, { n: candidates.data.data.length }) : undefined}
          error={
            form.errors.studentIds ??
            (candidates.isError ? `${f.candidatesFailed} ${errorMessage(candidates.error)}` : undefined)
          }
          onChange={(ids) => {
            setKnown((before) => ({ ...before, ...Object.fromEntries(choices.map((c) => [c.value, c])) }));
            form.setFieldValue('studentIds', ids);
          }}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <DateField label={f.from} required {...form.getInputProps('fromDate')} maw={220} />
        {(planChoices.length > 0 || plans.isError) && (
          <Select
            label={f.feePlan}
            description={f.feePlanHint}
            data={[...planChoices, { value: NO_PLAN, label: f.noFeePlan }]}
            value={form.values.feePlan ?? firstPlan}
            onChange={(value) => form.setFieldValue('feePlan', value)}
            allowDeselect={false}
            error={
              form.errors.feePlanId ??
              (plans.isError ? `${f.feePlansFailed} ${errorMessage(plans.error)}` : undefined)
            }
            comboboxProps={{ withinPortal: true }}
            maw={420}
          />
        )}
        {planChoices.length > 0 && form.values.feePlan !== NO_PLAN && (
          <TextInput
            label={f.coupon}
            description={f.couponHint}
            maxLength={20}
            autoComplete="off"
            maw={260}
            {...form.getInputProps('couponCode')}
            onChange={(e) => form.setFieldValue('couponCode', e.currentTarget.value.toUpperCase())}
          />
        )}
        <Text size="sm" fw={600} aria-live="polite">
          {allotPreview(picked.length, seats)}
        </Text>
        <FormActions problem={problem} words={f} busy={allot.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
