import { deskAdmissionInput, type DeskMode } from '@kaksha/contracts';
import type { FormErrors } from '@mantine/form';
import { zodResolver } from '../../../lib/form.ts';
import { rupeesToPaise } from '../../../lib/money.ts';
import { detailsInput, guardiansInput, type DetailsValues, type GuardianValues } from './values.ts';

/** The batch step: empty batch, no seat. `feePlan` null: the batch's first plan; NO_PLAN: none. */
export interface SeatValues {
  batchId: string | null;
  feePlan: string | null;
  couponCode: string;
}

/** The payment step: empty amount, no payment. */
export interface PaymentValues {
  amount: string;
  mode: DeskMode;
  receivedOn: string;
  reference: string;
  chequeNumber: string;
  chequeBank: string;
}

/** What "Admit, seat and collect" holds: the admission, then the steps that may be left empty. */
export type DeskValues = DetailsValues & {
  admissionDate: string;
  guardians: GuardianValues[];
  seat: SeatValues;
  payment: PaymentValues;
  sendReceipt: boolean;
};

export const NO_PLAN = 'none';

export const emptySteps = (today: string) => ({
  seat: { batchId: null, feePlan: null, couponCode: '' },
  payment: {
    amount: '',
    mode: 'cash' as DeskMode,
    receivedOn: today,
    reference: '',
    chequeNumber: '',
    chequeBank: '',
  },
  sendReceipt: true,
});

/** The one call's body: a step left empty is null (skipped). */
export function deskInput(values: DeskValues, enquiryId: number | undefined) {
  const { seat, payment } = values;
  return {
    student: {
      ...detailsInput(values),
      admissionDate: values.admissionDate || undefined,
      guardians: guardiansInput(values.guardians),
      enquiryId,
    },
    seat: seat.batchId
      ? {
          batchId: Number(seat.batchId),
          feePlanId:
            seat.feePlan === null ? undefined : seat.feePlan === NO_PLAN ? null : Number(seat.feePlan),
          couponCode: seat.couponCode,
        }
      : null,
    payment: payment.amount ? { ...payment, amount: rupeesToPaise(payment.amount) ?? -1 } : null,
    sendReceipt: Boolean(payment.amount) && values.sendReceipt,
  };
}

/** A path of the call (the contract's, or the server's field errors) as the form names its field. */
export const deskField = (path: string) =>
  path.replace(/^student\./, '').replace(/^seat\.feePlanId$/, 'seat.feePlan');

export const validateDesk =
  (enquiryId: () => number | undefined) =>
  (values: DeskValues): FormErrors => {
    const errors = zodResolver(deskAdmissionInput, (v: DeskValues) => deskInput(v, enquiryId()))(values);
    return Object.fromEntries(Object.entries(errors).map(([path, message]) => [deskField(path), message]));
  };
