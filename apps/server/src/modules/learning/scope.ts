import { ORDER_CHANGED } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { JsonText } from '../../db/page.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import type { Lookup, Resolved, Scope, ScopeCodes } from './repository.ts';
import type { ChapterManagerLists } from './remembered.ts';

/**
 * What the learning services share: where a call points (the caller's board, class and subject, and
 * a chapter and topic in them), how a new order is checked, and how a change is audited.
 */

/** Rules the service applies that depend on settings. */
export interface LearningRules {
  /** Lower-case provider strings a Simulation Video URL may not contain. */
  simulationBlocklist: readonly string[];
}

/** Chapter and topic codes are the rows' ids as text; anything else matches nothing. */
export function parseCode(code: string | undefined): number | null {
  return code && /^\d{1,9}$/.test(code) ? Number(code) : null;
}

export const fileUrl = (fileId: number) => `/api/v1/content-files/${fileId}`;

export interface Located extends Scope {
  chapterId: number | null;
  topicId: number | null;
}

/** What a call names besides its board, class and subject: a chapter and a topic, by code. */
interface Need {
  chapterCode?: string;
  topicCode?: string;
}

function lookupOf(caller: Caller, codes: ScopeCodes, need: Need): Lookup {
  return {
    organisationId: caller.organisationId,
    ...codes,
    chapterId: need.chapterCode !== undefined ? parseCode(need.chapterCode) : null,
    topicId: need.topicCode !== undefined ? parseCode(need.topicCode) : null,
  };
}

/** Says which of the board, class, subject, chapter and topic a call names was not found. */
function mustBeFound(found: Resolved, codes: ScopeCodes, need: Need): Located {
  if (found.boardId === null) throw notFound(`Board ${codes.boardCode} not found.`);
  if (found.classId === null) throw notFound(`Class ${codes.classCode} not found.`);
  if (found.subjectId === null) throw notFound(`Subject ${codes.subjectCode} not found.`);
  if (need.chapterCode !== undefined && found.chapterId === null) throw notFound('Chapter not found.');
  if (need.topicCode !== undefined && found.topicId === null) throw notFound('Topic not found.');
  return found as Located;
}

/**
 * Finds the caller's board, class and subject (and chapter and topic when given) or says which is
 * missing; another organisation's codes and ids are simply not found.
 */
export async function locate(
  db: Executor,
  caller: Caller,
  codes: ScopeCodes,
  need: Need = {},
): Promise<Located> {
  return mustBeFound(await repo.resolve(db, lookupOf(caller, codes, need)), codes, need);
}

/**
 * A read that finds where it points and writes its answer in one statement (`repo.chapterDetails`,
 * `repo.topicDetails`): its JSON, once `locate`'s checks pass — from this node's memory of it while
 * nothing in the organisation's curriculum has changed (`ChapterManagerLists`).
 */
export async function readAt<T>(
  db: Db,
  lists: ChapterManagerLists,
  caller: Caller,
  codes: ScopeCodes,
  need: Need,
  read: (db: Db, lookup: Lookup) => Promise<{ found: Resolved; json: JsonText<T> }>,
): Promise<JsonText<T>> {
  // Everything the answer depends on: the list, the organisation and the codes as the call gave them.
  const key = JSON.stringify([read.name, caller.organisationId, codes, need.chapterCode, need.topicCode]);
  const list = await lists.remembered(key, async () => {
    const { found, json } = await read(db, lookupOf(caller, codes, need));
    mustBeFound(found, codes, need);
    return { organisationId: caller.organisationId, json };
  });
  return list!.json as JsonText<T>;
}

export const scopeOf = (found: Scope): Scope => ({
  boardId: found.boardId,
  classId: found.classId,
  subjectId: found.subjectId,
});

export const codesOf = (body: { boardCode: string; classCode: string; subjectCode: string }): ScopeCodes => ({
  boardCode: body.boardCode,
  classCode: body.classCode,
  subjectCode: body.subjectCode,
});

/**
 * The topic a call about its content names, found (or the call's not-found error) and locked, so that
 * its serial numbers stay as read until the transaction ends: its id.
 */
export async function lockTopicOf(
  tx: Executor,
  caller: Caller,
  body: ScopeCodes & { chapterCode: string; topicCode: string },
): Promise<number> {
  const found = await locate(tx, caller, codesOf(body), {
    chapterCode: body.chapterCode,
    topicCode: body.topicCode,
  });
  await repo.lockTopic(tx, found.topicId!);
  return found.topicId!;
}

export function audit(
  tx: Executor,
  caller: Caller,
  action: string,
  area: string,
  entityId: string | number,
  summary: Record<string, unknown>,
  ip?: string,
) {
  return recordAudit(tx, {
    organisationId: caller.organisationId,
    userId: caller.userId,
    action,
    area,
    entityId,
    summary,
    ip,
  });
}

/** The ids of `current` in the order `wanted` names them; anything else means the list changed. */
export function orderedIds(wanted: string[], current: { id: number }[]): number[] {
  const ids = wanted.map(parseCode);
  const known = new Set(current.map((row) => row.id));
  const unique = new Set(ids);
  if (
    ids.length !== current.length ||
    unique.size !== ids.length ||
    ids.some((id) => id === null || !known.has(id))
  )
    throw new AppError('CONFLICT', ORDER_CHANGED);
  return ids as number[];
}
