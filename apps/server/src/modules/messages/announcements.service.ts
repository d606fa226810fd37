import { announcementMessages as say } from '@kaksha/contracts';
import type {
  Announcement,
  AnnouncementChoices,
  AnnouncementPage,
  announcementInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { AREA } from './channels.service.ts';
import type { Courier } from './courier.ts';
import { notify } from './notify.ts';
import type { Recipient } from './notify.ts';
import * as repo from './announcements.repository.ts';

type Input = z.output<typeof announcementInput>;

const KIND = { batch: 'Batch', class: 'Class', centre: 'Centre', students: 'Student' } as const;

/** "Batch JEE 9", "Batches JEE 9, JEE 11", "Students Asha, Ravi and 3 more", "Everyone". */
function labelOf(audience: Input['audience'], names: string[]): string {
  if (audience === 'everyone') return 'Everyone';
  const kind = KIND[audience];
  const plural = names.length === 1 ? kind : kind === 'Batch' ? 'Batches' : `${kind}s`;
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return `${plural} ${shown}${more}`.slice(0, 300);
}

/**
 * Sends an announcement: the audience checked to be the organisation's, its guardians and teachers
 * found (two statements), the announcement, one `notify` for everyone and the audit line, in one
 * transaction; the courier woken after. Nobody to tell is refused, saving nothing.
 */
export async function announce(
  db: Db,
  courier: Courier,
  caller: Caller,
  input: Input,
): Promise<Announcement> {
  const { organisationId, userId } = caller;
  const list = [...new Set(input.ids)];
  const id = await db.transaction(async (tx) => {
    let names: string[] = [];
    if (input.audience !== 'everyone') {
      const found = await repo.audienceNames(tx, organisationId, input.audience, list);
      if (found.length !== list.length) throw notFound(say.audienceNotFound);
      names = found.map((f) => f.name);
    }
    const [families, staff] = await Promise.all([
      input.to.includes('guardians') ? repo.guardiansOf(tx, organisationId, input.audience, list) : [],
      input.to.includes('teachers') ? repo.teachersOf(tx, organisationId, input.audience, list) : [],
    ]);
    const recipients: Recipient[] = [
      ...families.map((g) => ({
        ref: `guardian:${g.id}`,
        name: g.name,
        email: g.email || null,
        phone: g.mobile,
        whatsapp: g.whatsapp || null,
        channels: g.preferredChannel ? [g.preferredChannel as 'email' | 'sms' | 'whatsapp'] : null,
      })),
      ...staff.map((t) => ({
        ref: `teacher:${t.id}`,
        name: t.name,
        email: t.email || null,
        phone: t.mobile || null,
        whatsapp: t.whatsapp || null,
      })),
    ];
    if (recipients.length === 0) throw invalid(say.nobody, { ids: say.nobody });
    const audienceLabel = labelOf(input.audience, names);
    const saved = await repo.insertAnnouncement(tx, {
      organisationId,
      title: input.title,
      message: input.message,
      audience: input.audience,
      audienceLabel,
      recipients: input.to,
      people: recipients.length,
      createdBy: userId,
    });
    await notify(tx, {
      organisationId,
      event: 'announcement',
      recipients,
      data: { title: input.title, message: input.message },
      subjectRef: `announcement:${saved}`,
      createdBy: userId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'announce',
      area: AREA,
      entityId: saved,
      summary: { title: input.title, audience: audienceLabel, to: input.to, people: recipients.length },
    });
    return saved;
  });
  courier.wake();
  return (await repo.findAnnouncement(db, organisationId, id))!;
}

export async function announcementOf(db: Db, caller: Caller, id: number): Promise<Announcement> {
  const found = await repo.findAnnouncement(db, caller.organisationId, id);
  if (!found) throw notFound(say.notFound);
  return found;
}

export function listAnnouncements(
  db: Db,
  caller: Caller,
  query: { page: number; pageSize: number },
): Promise<AnnouncementPage> {
  return repo.listAnnouncements(db, caller.organisationId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

export function choices(db: Db, caller: Caller): Promise<AnnouncementChoices> {
  return repo.audienceChoices(db, caller.organisationId);
}
