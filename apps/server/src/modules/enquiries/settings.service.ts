import { DEFAULT_LOST_REASONS, WEBSITE_REPLIES_PER_DAY } from '@kaksha/contracts';
import type { EnquirySettings, enquirySettingsInput } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { randomToken } from '../../lib/crypto.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { AREA } from './service.ts';

// The area's settings: reasons an enquiry is lost, and the public form's address.

export async function settings(db: Executor, caller: Caller): Promise<EnquirySettings> {
  const row = await repo.findSettings(db, caller.organisationId);
  return {
    lostReasons: row?.lostReasons ?? DEFAULT_LOST_REASONS,
    formPath: row?.formKey ? `/enquire/${row.formKey}` : null,
    websiteRepliesPerDay: row?.websiteRepliesPerDay ?? WEBSITE_REPLIES_PER_DAY.default,
  };
}

export async function saveSettings(db: Db, caller: Caller, input: z.output<typeof enquirySettingsInput>) {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, organisationId);
    await repo.saveSettings(tx, organisationId, {
      lostReasons: input.lostReasons,
      formKey: before?.formKey ?? null,
      ...(input.websiteRepliesPerDay !== undefined && { websiteRepliesPerDay: input.websiteRepliesPerDay }),
    });
    await recordCallerAudit(tx, caller, {
      action: 'settings',
      area: AREA,
      entityId: null,
      summary: input,
    });
  });
  return settings(db, caller);
}

/** Opens the public form at a fresh address (an old link stops working) or closes it. */
export async function setForm(db: Db, caller: Caller, open: boolean) {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, organisationId);
    await repo.saveSettings(tx, organisationId, {
      lostReasons: before?.lostReasons ?? DEFAULT_LOST_REASONS,
      formKey: open ? randomToken(18) : null,
    });
    await recordCallerAudit(tx, caller, {
      action: open ? 'form-open' : 'form-close',
      area: AREA,
    });
  });
  return settings(db, caller);
}
