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
import { instituteFacts } from '../institute/service.ts';
import { dayIn } from '../../lib/zoned-time.ts';

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
 * nowhere, so a bot learns nothing; the route's rate limit stops floods. Anyone can type anyone's
 * number and address into the form, so the thank-you spends the institute's credits only on people
 * who asked (decision 070): texts wait for the desk (who resends them from the delivery log once the
 * enquiry is genuine); an email goes at once to the day's first `websiteRepliesPerDay` enquiries, one
 * per address a day, counted in the database with the institute's form locked, so exact on every node.
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
    const perDay = await repo.lockWebsiteDay(tx, organisationId);
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
    const institute = await instituteFacts(tx, organisationId);
    const email = fields.email?.trim().toLowerCase() || null;
    const day = { day: dayIn(new Date(), institute.timeZone), timeZone: institute.timeZone };
    const today = await repo.websiteDay(tx, organisationId, day, created!.id, email);
    const emailHeld =
      today.received > perDay
        ? enquiryMessages.heldOverDay(perDay)
        : today.sameEmail > 0
          ? enquiryMessages.heldRepeat
          : null;
    await thank(tx, organisationId, created!.id, fields, null, {
      institute,
      holdFor: (channel) => (channel === 'email' ? emailHeld : enquiryMessages.heldText),
    });
  });
  courier.wake();
  return { message: enquiryMessages.received };
}
