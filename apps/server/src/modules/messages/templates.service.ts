import { MESSAGE_CHANNELS, MESSAGE_EVENT_KEYS, MESSAGE_LANGUAGES, templateProblem } from '@kaksha/contracts';
import type {
  MessageChannel,
  MessageEvent,
  MessageLanguage,
  MessageTemplate,
  templateInput,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';

import type { Caller } from '../../lib/caller.ts';
import { AREA } from './channels.service.ts';
import { wordingOf } from './notify.ts';
import * as repo from './repository.ts';
import type { TemplateRow } from './repository.ts';

interface TemplateKey {
  event: MessageEvent;
  channel: MessageChannel;
  language: MessageLanguage;
}

function toView(own: TemplateRow[], key: TemplateKey): MessageTemplate {
  const wording = wordingOf(own, key.event, key.channel, key.language);
  const custom = own.some(
    (t) => t.event === key.event && t.channel === key.channel && t.language === key.language,
  );
  return {
    ...key,
    subject: key.channel === 'email' ? wording.subject : '',
    body: wording.body,
    enabled: wording.enabled,
    whatsappTemplate: wording.whatsappTemplate,
    dltTemplateId: wording.dltTemplateId,
    custom,
  };
}

/** Every event on every channel in every language: the organisation's wording, or the default. */
export async function listTemplates(db: Db, organisationId: number): Promise<MessageTemplate[]> {
  const own = await repo.readTemplates(db, organisationId);
  return MESSAGE_EVENT_KEYS.flatMap((event) =>
    MESSAGE_CHANNELS.flatMap((channel) =>
      MESSAGE_LANGUAGES.map((language) => toView(own, { event, channel, language })),
    ),
  );
}

export async function saveTemplate(
  db: Db,
  caller: Caller,
  key: TemplateKey,
  input: z.output<typeof templateInput>,
): Promise<MessageTemplate> {
  const errors: Record<string, string> = {};
  const bodyProblem = templateProblem(key.event, input.body);
  if (bodyProblem) errors.body = bodyProblem;
  const subjectProblem = key.channel === 'email' ? templateProblem(key.event, input.subject) : null;
  if (subjectProblem) errors.subject = subjectProblem;
  if (key.channel === 'email' && !input.subject) errors.subject = 'Please write a subject.';
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0]!, errors);

  const organisationId = caller.organisationId;
  const saved = await db.transaction(async (tx) => {
    const row = await repo.saveTemplate(tx, {
      organisationId,
      ...key,
      subject: key.channel === 'email' ? input.subject : '',
      body: input.body,
      enabled: input.enabled,
      whatsappTemplate: key.channel === 'whatsapp' ? input.whatsappTemplate : '',
      dltTemplateId: key.channel === 'sms' ? input.dltTemplateId : '',
    });
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: 'update',
      area: AREA,
      entityId: `template:${key.event}:${key.channel}:${key.language}`,
      summary: { subject: row.subject, body: row.body, enabled: row.enabled },
      ip: caller.ip,
    });
    return row;
  });
  return toView([saved], key);
}

/** Back to Kaksha's wording. */
export async function resetTemplate(db: Db, caller: Caller, key: TemplateKey): Promise<MessageTemplate> {
  const organisationId = caller.organisationId;
  await db.transaction(async (tx) => {
    const removed = await repo.deleteTemplate(tx, { organisationId, ...key });
    if (removed.length === 0) throw notFound('This message already has the default wording.');
    await recordAudit(tx, {
      organisationId,
      userId: caller.userId,
      action: 'delete',
      area: AREA,
      entityId: `template:${key.event}:${key.channel}:${key.language}`,
      ip: caller.ip,
    });
  });
  return toView([], key);
}
