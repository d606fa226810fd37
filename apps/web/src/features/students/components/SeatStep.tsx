import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { errorMessage } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { useCentreBatches, useSeatPlans } from '../api/desk.ts';
import { NO_PLAN, type DeskValues } from './deskValues.ts';

const s = tStudents.desk;

/** The batch step: a current batch of the chosen centre, its fee plan (the first unless changed) and a coupon. */
export function SeatStep({ form }: { form: UseFormReturnType<DeskValues> }) {
  const formats = useFormats();
  const { centreId, seat } = form.getValues();
  const batches = useCentreBatches(centreId ? Number(centreId) : null);
  const plans = useSeatPlans(seat.batchId ? Number(seat.batchId) : null);
  const batchChoices = (batches.data?.data ?? []).map((b) => ({
    value: String(b.id),
    label: b.className ? fmt(s.batchLine, { name: b.name, klass: b.className }) : b.name,
  }));
  const planChoices = (plans.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} · ${formats.money(p.total)}`,
  }));
  const plan = seat.feePlan ?? planChoices[0]?.value ?? null;
  const hint = !centreId
    ? s.chooseCentreFirst
    : batches.isSuccess && batchChoices.length === 0
      ? s.noBatches
      : undefined;
  return (
    <SectionCard id="desk-seat" title={s.seatTitle} intro={s.seatIntro}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={s.batch}
            placeholder={s.chooseBatch}
            description={hint}
            data={batchChoices}
            disabled={!centreId}
            clearable
            searchable
            {...form.getInputProps('seat.batchId')}
            onChange={(value) => {
              form.setFieldValue('seat.batchId', value);
              form.setFieldValue('seat.feePlan', null);
            }}
            error={
              form.errors['seat.batchId'] ??
              (batches.isError ? `${s.batchesFailed} ${errorMessage(batches.error)}` : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
          {seat.batchId && planChoices.length > 0 && (
            <Select
              label={s.feePlan}
              data={[...planChoices, { value: NO_PLAN, label: s.noFeePlan }]}
              value={plan}
              onChange={(value) => form.setFieldValue('seat.feePlan', value)}
              allowDeselect={false}
              error={form.errors['seat.feePlan']}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </SimpleGrid>
        {seat.batchId && planChoices.length > 0 && plan !== NO_PLAN && (
          <TextInput
            label={s.coupon}
            maxLength={20}
            autoComplete="off"
            maw={260}
            {...form.getInputProps('seat.couponCode')}
            onChange={(e) => form.setFieldValue('seat.couponCode', e.currentTarget.value.toUpperCase())}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

/** The chosen plan's total, for the payment step's hint (null: no seat or no plan). */
export function useChosenPlanTotal(values: DeskValues): number | null {
  const plans = useSeatPlans(values.seat.batchId ? Number(values.seat.batchId) : null);
  if (!values.seat.batchId || values.seat.feePlan === NO_PLAN) return null;
  const list = plans.data?.data ?? [];
  const chosen = values.seat.feePlan ? list.find((p) => String(p.id) === values.seat.feePlan) : list[0];
  return chosen?.total ?? null;
}
