import { BUILT_IN_STRUCTURES, assessmentMessages as say, assessmentStructureInput } from '@kaksha/contracts';
import type { AssessmentStructure, AssessmentStructureList } from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './structures.repository.ts';

// Assessment structures (decision 093): CBSE VI–VIII's ready-made for every organisation, made the
// first time it needs one (as the grading scales are), and the organisation's own.

const READY = BUILT_IN_STRUCTURES.map(({ key, input }) => ({
  key,
  structure: assessmentStructureInput.parse(input),
}));

/** Makes whichever ready-made structures the organisation lacks. */
export async function ensureBuiltInStructures(tx: Executor, organisationId: number): Promise<void> {
  const have = await repo.builtInStructureKeys(tx, organisationId);
  for (const { key, structure } of READY)
    if (!have.has(key)) await repo.insertStructure(tx, organisationId, { ...structure, builtIn: key });
}

export async function listStructures(db: Db, caller: Caller): Promise<AssessmentStructureList> {
  const { organisationId } = caller;
  if ((await repo.builtInStructureKeys(db, organisationId)).size < READY.length)
    await db.transaction((tx) => ensureBuiltInStructures(tx, organisationId));
  return { data: await repo.structuresOf(db, organisationId) };
}

export async function createStructure(
  db: Db,
  caller: Caller,
  input: z.output<typeof assessmentStructureInput>,
): Promise<AssessmentStructure> {
  const { organisationId } = caller;
  const id = await db
    .transaction(async (tx) => {
      const made = await repo.insertStructure(tx, organisationId, { ...input, builtIn: null });
      await recordCallerAudit(tx, caller, {
        action: 'structure-create',
        area: 'exams',
        entityId: made,
        summary: input,
      });
      return made!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', say.taken, { name: say.taken });
      throw err;
    });
  const [structure] = await repo.structuresOf(db, organisationId, id);
  return structure!;
}
