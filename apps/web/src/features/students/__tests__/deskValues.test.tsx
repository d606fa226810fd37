import { describe, expect, it } from 'vitest';
import { deskField, deskInput, emptySteps, validateDesk, type DeskValues } from '../components/deskValues.ts';
import { detailsOf, newGuardian } from '../components/values.ts';

const walkIn = (more: Partial<DeskValues> = {}): DeskValues => ({
  ...detailsOf(null),
  name: 'Tara Joshi',
  centreId: '4',
  admissionDate: '',
  guardians: [{ ...newGuardian(true), relation: 'father', name: 'Vikram Joshi', mobile: '9822012345' }],
  ...emptySteps('2026-12-07'),
  ...more,
});

describe('admit, seat and collect: the form', () => {
  it('skips the batch and the payment left empty, and sends no receipt without a payment', () => {
    const input = deskInput(walkIn(), undefined);
    expect(input).toMatchObject({ seat: null, payment: null, sendReceipt: false });
    expect(input.student).toMatchObject({ name: 'Tara Joshi', centreId: 4 });
  });

  it('takes the batch with its first plan unless another (or none) is chosen, and the amount in paise', () => {
    const values = walkIn({
      seat: { batchId: '9', feePlan: null, couponCode: 'SIBLING' },
      payment: { ...emptySteps('2026-12-07').payment, amount: '5,400.50' },
    });
    expect(deskInput(values, 3)).toMatchObject({
      student: { enquiryId: 3 },
      seat: { batchId: 9, feePlanId: undefined, couponCode: 'SIBLING' },
      payment: { amount: 540_050, mode: 'cash', receivedOn: '2026-12-07' },
      sendReceipt: true,
    });
    expect(deskInput({ ...values, seat: { ...values.seat, feePlan: 'none' } }, 3).seat?.feePlanId).toBeNull();
  });

  it('names each problem by the form’s own field, the student’s without a prefix', () => {
    expect(deskField('student.guardians.0.relation')).toBe('guardians.0.relation');
    expect(deskField('seat.feePlanId')).toBe('seat.feePlan');
    expect(deskField('payment.reference')).toBe('payment.reference');
    const errors = validateDesk(() => undefined)(
      walkIn({ name: '', payment: { ...emptySteps('2026-12-07').payment, amount: '100', mode: 'upi' } }),
    );
    expect(errors).toMatchObject({
      name: 'Please enter the student’s name.',
      'payment.reference': expect.any(String),
    });
  });
});
