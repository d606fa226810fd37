import type { UseFormReturnType } from '@mantine/form';
import { PaymentModeFields } from '../../../components/PaymentModeFields.tsx';
import { tCollections } from '../../../lib/i18n/collections.ts';
import { tFees } from '../../../lib/i18n/fees.ts';
import type { CollectValues } from './collectValues.ts';

/** The payment mode's words at the desk: the collect form's labels and the statement's mode names. */
export const modeWords = { ...tCollections.collect, modes: tFees.receipts.modes };

/** How it was paid, and the details that mode needs: UPI and bank a reference, a cheque its number and bank. */
export function ModeFields({ form }: { form: UseFormReturnType<CollectValues> }) {
  return <PaymentModeFields form={form} mode={form.getValues().mode} words={modeWords} />;
}
