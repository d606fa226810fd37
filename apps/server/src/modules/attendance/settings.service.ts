import { attendanceMessages as say } from '@kaksha/contracts';
import type { AttendanceSettings, attendanceSettingsBody } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './repository.ts';

/** The organisation's codes and numbers (defaults until saved). */
export async function settingsOf(db: Executor, organisationId: number): Promise<AttendanceSettings> {
  const [settings, codes] = await Promise.all([
    repo.readSettings(db, organisationId),
    repo.readCodes(db, organisationId),
  ]);
  return { ...settings, codes };
}

export const getSettings = (db: Db, caller: Caller) => settingsOf(db, caller.organisationId);

export async function saveSettings(
  db: Db,
  caller: Caller,
  body: z.output<typeof attendanceSettingsBody>,
): Promise<AttendanceSettings> {
  const { organisationId } = caller;
  return db.transaction(async (tx) => {
    if (body.coordinatorUserId && !(await repo.isOwnUser(tx, organisationId, body.coordinatorUserId)))
      throw invalid('Please choose one of your users.', {
        coordinatorUserId: 'Please choose one of your users.',
      });
    await repo.ensureCodes(tx, organisationId);
    const used = await repo.usedCodesLeft(
      tx,
      organisationId,
      body.codes.map((c) => c.code),
    );
    if (used.length)
      throw new AppError('VALIDATION', say.codeInUse(used.join(', ')), {
        codes: say.codeInUse(used.join(', ')),
      });
    const before = await settingsOf(tx, organisationId);
    await repo.replaceCodes(tx, organisationId, body.codes);
    await repo.saveSettings(tx, organisationId, body);
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: 'attendance',
      entityId: 'settings',
      summary: { before, after: body },
    });
    return settingsOf(tx, organisationId);
  });
}
