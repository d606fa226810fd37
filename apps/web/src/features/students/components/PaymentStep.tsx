import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/DateField.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PaymentModeFields } from '../../../components/PaymentModeFields.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import type { DeskValues } from './deskValues.ts';

const s = tStudents.desk;
const c = tCollections.collect;
const modeWords = { ...c, modes: tFees.receipts.modes };

/** The payment step: how much, how (with the reference a mode needs), when; and whether to send the receipt. */
export function PaymentStep({
  form,
  today,
  planTotal,
}: {
  form: UseFormReturnType<DeskValues>;
  today: string;
  planTotal: number | null;
}) {
  const formats = useFormats();
  const { payment } = form.getValues();
  return (
    <SectionCard
      id="desk-payment"
      title={s.payTitle}
      intro={
        <>
          {s.payIntro}
          {planTotal !== null && ` ${fmt(s.planTotal, { total: formats.money(planTotal) })}`}
        </>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MoneyInput label={c.amount} {...form.getInputProps('payment.amount')} />
          <DateField label={c.receivedOn} maxDate={today} {...form.getInputProps('payment.receivedOn')} />
        </SimpleGrid>
        {payment.amount && (
          <>
            <PaymentModeFields form={form} mode={payment.mode} path="payment." words={modeWords} />
            <Checkbox label={s.sendReceipt} {...form.getInputProps('sendReceipt', { type: 'checkbox' })} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
