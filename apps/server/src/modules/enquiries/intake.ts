import { enquiryMessages } from '@kaksha/contracts';
import type { enquiryInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { refuseUnknown } from '../../lib/errors.ts';
import { notify } from '../messages/notify.ts';
import type { Notification } from '../messages/notify.ts';
import * as repo from './repository.ts';

/** What the front desk records; the public form sends the same fields but the owner and follow-up. */
export type NewEnquiry = z.output<typeof enquiryInput>;
type Refs = Parameters<typeof repo.ownRefs>[2];

/** Refuses another organisation's ids (or a departed staff member) as not found, naming the fields. */
export async function checkRefs(db: Executor, organisationId: number, ids: Refs) {
  const own = await repo.ownRefs(db, organisationId, ids);
  const errors: Record<string, string> = {};
  if (ids.centreId && !own.centreId) errors.centreId = 'Please choose one of your centres.';
  if (ids.classId && !own.classId) errors.classId = 'Please choose one of your classes.';
  if (ids.boardId && !own.boardId) errors.boardId = 'Please choose one of your boards.';
  if (ids.ownerId && !own.ownerId) errors.ownerId = enquiryMessages.ownerNotFound;
  if (ids.subjectIds?.length && own.subjects !== new Set(ids.subjectIds).size)
    errors.subjectIds = enquiryMessages.subjectNotFound;
  refuseUnknown(errors);
}

/** The thank-you to whoever enquired, on their channel (Messages → templates: "Enquiry received"). */
export function thank(
  tx: Executor,
  organisationId: number,
  id: number,
  e: Pick<NewEnquiry, 'studentName' | 'guardianName' | 'mobile' | 'email'>,
  userId: number | null,
  held?: Pick<Notification, 'holdFor' | 'institute'>,
) {
  return notify(tx, {
    organisationId,
    event: 'enquiry.received',
    recipients: [
      {
        ref: `enquiry:${id}`,
        name: e.guardianName || e.studentName,
        email: e.email || null,
        phone: e.mobile,
        whatsapp: null,
        channels: null,
      },
    ],
    data: { studentName: e.studentName },
    subjectRef: `enquiry:${id}`,
    createdBy: userId,
    ...held,
  });
}
