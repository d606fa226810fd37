import { deskMessages as say } from '@kaksha/contracts';
import type { DeskAdmission, deskAdmissionInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { allotIn } from '../batches/allotments.service.ts';
import { mayWriteClosedBooks } from '../institute/books.service.ts';
import { holds } from '../menus/service.ts';
import type { Courier } from '../messages/courier.ts';
import { receiptOf, recordPayment } from '../fees/payments.service.ts';
import { tellReceipt } from '../fees/reminders.service.ts';
import { admitIn } from '../students/service.ts';

type Input = z.output<typeof deskAdmissionInput>;

/**
 * A step's refusal with its field errors under the step's name (`seat.couponCode`), so the one form
 * shows each beside its field; the message is the step's own words.
 */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof AppError) || !err.fieldErrors) throw err;
    const fields = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [`${name}.${k}`, v]));
    throw new AppError(err.code, err.message, fields);
  }
}

/** The steps the caller's menus allow, refused in words before anything is written. */
function refuseSteps(caller: Caller, input: Input) {
  if (input.seat && !holds(caller, 'StudentAlotment', 'manage')) throw forbidden(say.mayNotSeat);
  if (input.payment && !holds(caller, 'PaidFees', 'manage') && !holds(caller, 'PendingFees', 'manage'))
    throw forbidden(say.mayNotCollect);
  if (input.sendReceipt && !input.payment)
    throw new AppError('VALIDATION', say.nothingToSend, { sendReceipt: say.nothingToSend });
}

/**
 * Admit, seat and collect: the student (students' `admitIn`), a seat billed on the plan with the
 * coupon (batches' `allotIn`), the first payment (fees' `recordPayment`) and the receipt sent
 * (`tellReceipt`), each by its own area's rules, in one transaction: a refusal at any step leaves
 * no student, seat, due or receipt behind.
 */
export async function admitSeatCollect(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: Input,
  origin: string,
): Promise<DeskAdmission> {
  refuseSteps(caller, input);
  const { organisationId, userId } = caller;
  const result = await db.transaction(async (tx) => {
    const student = await step('student', () => admitIn(tx, caller, input.student));
    const seat = input.seat
      ? await step('seat', () =>
          allotIn(tx, caller, input.seat!.batchId, {
            studentIds: [student.id],
            fromDate: input.seat!.fromDate ?? student.admissionDate,
            feePlanId: input.seat!.feePlanId,
            couponCode: input.seat!.couponCode,
          }),
        )
      : null;
    const receiptId = input.payment
      ? await step('payment', () =>
          recordPayment(
            tx,
            { organisationId, userId, ip: caller.ip, mayOverride: mayWriteClosedBooks(caller) },
            student.id,
            input.payment!,
          ),
        )
      : null;
    const receipt = receiptId ? await receiptOf(tx, caller, receiptId) : null;
    const sent =
      receipt && input.sendReceipt ? await tellReceipt(tx, organisationId, receipt, userId, origin) : null;
    const { id, name, admissionNumber } = student;
    return { student: { id, name, admissionNumber }, seat, receipt, sent };
  });
  courier.wake();
  return result;
}
