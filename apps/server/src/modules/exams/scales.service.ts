import { BUILT_IN_SCALES, examMessages as say, gradingScaleInput } from '@kaksha/contracts';
import type { GradingScale, GradingScaleList } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './scales.repository.ts';

// Grading scales: the ready-made ones (CBSE, co-scholastic 3- and 5-point) for every organisation,
// made the first time it needs them (new and existing organisations alike), and its own.

const AREA = 'exams';
const READY = BUILT_IN_SCALES.map(({ key, input }) => ({ key, scale: gradingScaleInput.parse(input) }));

/** Makes whichever ready-made scales the organisation lacks (a second caller racing finds them made). */
export async function ensureBuiltInScales(tx: Executor, organisationId: number): Promise<void> {
  const have = await repo.builtInKeys(tx, organisationId);
  for (const { key, scale } of READY)
    if (!have.has(key)) await repo.insertScale(tx, organisationId, { ...scale, builtIn: key });
}

export async function listScales(db: Db, caller: Caller): Promise<GradingScaleList> {
  const { organisationId } = caller;
  if ((await repo.builtInKeys(db, organisationId)).size < READY.length)
    await db.transaction((tx) => ensureBuiltInScales(tx, organisationId));
  return { data: await repo.scalesOf(db, organisationId) };
}

export async function createScale(
  db: Db,
  caller: Caller,
  input: z.output<typeof gradingScaleInput>,
): Promise<GradingScale> {
  const { organisationId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const made = await repo.insertScale(tx, organisationId, { ...input, builtIn: null });
      await recordCallerAudit(tx, caller, {
        action: 'scale-create',
        area: AREA,
        entityId: made,
        summary: input,
      });
      return made!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', say.scaleTaken, { name: say.scaleTaken });
      throw err;
    });
  const [scale] = await repo.scalesOf(db, organisationId, id);
  return scale!;
}

/** One of the organisation's scales' name, or undefined. */
export async function scaleName(db: Executor, organisationId: number, id: number) {
  const [scale] = await repo.scalesOf(db, organisationId, id);
  return scale?.name;
}
