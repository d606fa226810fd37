import type {
  CurriculumItem,
  CurriculumKind,
  CurriculumOptions,
  curriculumBody,
  curriculumListQuery,
  curriculumUpdateBody,
} from '@kaksha/contracts';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { preparedWriteWithAudit, recordAudit } from '../audit/service.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import * as repo from './repository.ts';

const label: Record<CurriculumKind, { one: string; title: string }> = {
  board: { one: 'board', title: 'Board' },
  class: { one: 'class', title: 'Class' },
  subject: { one: 'subject', title: 'Subject' },
};

const codeTaken = (kind: CurriculumKind, code: string) => {
  const message = `A ${label[kind].one} with the code ${code} already exists. Please choose another code.`;
  return new AppError('CONFLICT', message, { code: message });
};
const hasChapters = (kind: CurriculumKind, code: string, chapterCount: number) =>
  new AppError(
    'CONFLICT',
    chapterCount > 0
      ? `${label[kind].title} ${code} has ${chapterCount} chapter${chapterCount === 1 ? '' : 's'}. Delete those chapters first, then delete the ${label[kind].one}.`
      : `${label[kind].title} ${code} still has chapters. Delete those chapters first, then delete the ${label[kind].one}.`,
  );
const missing = (kind: CurriculumKind) => notFound(`${label[kind].title} not found.`);

const toItem = (row: NonNullable<Awaited<ReturnType<typeof repo.findById>>>): CurriculumItem => ({
  id: row.id,
  code: row.code,
  name: row.name,
  chapterCount: row.chapterCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function list(
  db: Db,
  caller: Caller,
  kind: CurriculumKind,
  query: z.output<typeof curriculumListQuery>,
) {
  return repo.list(db, kind, caller.organisationId, query);
}

export async function get(db: Executor, caller: Caller, kind: CurriculumKind, id: number) {
  const row = await repo.findById(db, kind, caller.organisationId, id);
  if (!row) throw missing(kind);
  return toItem(row);
}

export async function create(
  db: Db,
  caller: Caller,
  kind: CurriculumKind,
  input: z.output<typeof curriculumBody>,
  ip?: string,
) {
  try {
    const insert = preparedWriteWithAudit(
      db,
      `curriculum-create:${kind}`,
      () =>
        repo.insert(db, kind, {
          organisationId: sql.placeholder('organisationId'),
          code: sql.placeholder('code'),
          name: sql.placeholder('name'),
        }),
      { action: 'create', area: kind, entityColumn: 'code' },
    );
    const [row] = await insert(
      { organisationId: caller.organisationId, ...input },
      { organisationId: caller.organisationId, userId: caller.userId, summary: { ...input }, ip },
    );
    // A new board, class or subject has no chapters yet.
    return toItem({ ...row!, chapterCount: 0 });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(kind, input.code);
    throw err;
  }
}

export async function update(
  db: Db,
  caller: Caller,
  kind: CurriculumKind,
  id: number,
  input: z.output<typeof curriculumUpdateBody>,
  ip?: string,
) {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.findById(tx, kind, caller.organisationId, id);
      if (!before || !(await repo.update(tx, kind, caller.organisationId, id, input))) throw missing(kind);
      await recordAudit(tx, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'update',
        area: kind,
        entityId: input.code ?? before.code,
        summary: { before: { code: before.code, name: before.name }, after: { ...input } },
        ip,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err) && input.code) throw codeTaken(kind, input.code);
    throw err;
  }
  return get(db, caller, kind, id);
}

/** Refused while chapters hang from it: deleting would orphan them. */
export async function remove(db: Db, caller: Caller, kind: CurriculumKind, id: number, ip?: string) {
  const before = await repo.findById(db, kind, caller.organisationId, id);
  if (!before) throw missing(kind);
  if (before.chapterCount > 0) throw hasChapters(kind, before.code, before.chapterCount);
  try {
    await db.transaction(async (tx) => {
      const row = await repo.remove(tx, kind, caller.organisationId, id);
      if (!row) throw missing(kind);
      await recordAudit(tx, {
        organisationId: caller.organisationId,
        userId: caller.userId,
        action: 'delete',
        area: kind,
        entityId: row.code,
        summary: { code: row.code, name: row.name },
        ip,
      });
    });
  } catch (err) {
    // A chapter added between the check and the delete: the foreign key refuses, with the same message.
    if (isForeignKeyViolation(err)) throw hasChapters(kind, before.code, 0);
    throw err;
  }
}

export async function options(db: Executor, caller: Caller): Promise<CurriculumOptions> {
  const rows = await repo.options(db, caller.organisationId);
  const of = (kind: CurriculumKind) =>
    rows.filter((r) => r.kind === kind).map(({ code, name }) => ({ code, name }));
  return { boards: of('board'), classes: of('class'), subjects: of('subject') };
}
