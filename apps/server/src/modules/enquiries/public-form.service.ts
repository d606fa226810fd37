import { enquiryMessages } from '@kaksha/contracts';
import type { publicEnquiryInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { writeWithAudit } from '../audit/service.ts';
import type { Courier } from '../messages/courier.ts';
import * as repo from './repository.ts';
import { AREA } from './service.ts';
import { checkRefs, thank } from './intake.ts';

// The public enquiry form: the institute's website sends enquiries here without a session.

async function openForm(db: Executor, key: string) {
  const owner = await repo.formOwner(db, key);
  if (!owner) throw notFound(enquiryMessages.formNotFound);
  return owner;
}

export async function publicForm(db: Executor, key: string) {
  const owner = await openForm(db, key);
  const lists = await repo.choices(db, owner.organisationId);
  return { institute: owner.name, centres: lists.centres, classes: lists.classes };
}

/**
 * An enquiry from the institute's website. A filled honeypot is answered like a success and saved
 * nowhere, so a bot learns nothing; the route's rate limit stops floods.
 */
export async function receivePublic(
  db: Db,
  courier: Courier,
  key: string,
  input: z.output<typeof publicEnquiryInput>,
  ip?: string,
): Promise<{ message: string }> {
  const owner = await openForm(db, key);
  if (input.website) return { message: enquiryMessages.received };
  const { website: _honeypot, ...fields } = input;
  await db.transaction(async (tx) => {
    const { organisationId } = owner;
    await checkRefs(tx, organisationId, fields);
    const [created] = await writeWithAudit(
      tx,
      repo.insertEnquiry(tx, { ...fields, organisationId, source: 'website' }),
      {
        organisationId,
        userId: null,
        action: 'create',
        area: AREA,
        entityColumn: 'id',
        summary: { studentName: fields.studentName, source: 'website' },
        ip,
      },
    );
    await thank(tx, organisationId, created!.id, fields, null);
  });
  courier.wake();
  return { message: enquiryMessages.received };
}
