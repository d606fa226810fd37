import { eq } from 'drizzle-orm';
import { payrollMessages, type PayrollVideo, type PayrollVideoBody } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { forbidden } from '../../lib/errors.ts';
import { isWebUrl } from '../../lib/urls.ts';
import { recordCallerAudit } from '../audit/service.ts';

/** The organisation's payroll video; anything but an http(s) URL counts as none. */
export async function payrollVideo(db: Db, caller: Caller): Promise<string | null> {
  const [row] = await db
    .select({ url: organisations.payrollVideoUrl })
    .from(organisations)
    .where(eq(organisations.id, caller.organisationId));
  const url = row?.url ?? null;
  return url && isWebUrl(url) ? url : null;
}

/** What the PayrollVideo screen shows: the video (or none) and, to the owner, the form to set it. */
export async function videoScreen(db: Db, caller: Caller): Promise<PayrollVideo> {
  return { videoURL: await payrollVideo(db, caller), canSet: caller.access.owner };
}

/** The owner sets the video (a manager of the menu who is not the owner is refused in words). */
export async function setVideo(db: Db, caller: Caller, body: PayrollVideoBody): Promise<PayrollVideo> {
  if (!caller.access.owner) throw forbidden(payrollMessages.ownerOnly);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: organisations.payrollVideoUrl })
      .from(organisations)
      .where(eq(organisations.id, caller.organisationId))
      .for('update');
    await tx
      .update(organisations)
      .set({ payrollVideoUrl: body.videoURL })
      .where(eq(organisations.id, caller.organisationId));
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'payroll',
      entityId: caller.organisationId,
      summary: { before: { videoURL: before?.url ?? null }, after: { videoURL: body.videoURL } },
    });
  });
  return videoScreen(db, caller);
}
