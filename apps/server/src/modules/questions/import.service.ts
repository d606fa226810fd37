import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  OPTION_LETTERS,
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TYPES,
  importMessages,
  questionImportMessages as say,
  questionInput,
} from '@kaksha/contracts';
import type { QuestionImportResult, QuestionImportRow } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { papa, readTable, TableRefused } from '../../lib/table-file.ts';
import { recordCallerAudit } from '../audit/service.ts';
import * as repo from './repository.ts';
import { AREA, rowOf } from './service.ts';

// Questions from a CSV (or workbook) file, read within decision 066's bounds, checked row by row and
// saved all or none, as the students' import is (the same check/save modes and words).

type Column = (typeof QUESTION_IMPORT_COLUMNS)[number];
type Cells = Record<Column, string>;
const REQUIRED: Column[] = [
  'Board',
  'Class',
  'Subject',
  'Chapter',
  'Bloom level',
  'Type',
  'Question',
  'Marks',
];
const OPTION_COLUMNS = OPTION_LETTERS.map((l) => `Option ${l}` as Column);

/** The template: the header and two example rows (an MCQ and a short answer). */
export async function template(): Promise<string> {
  const row = (values: Partial<Cells>) => QUESTION_IMPORT_COLUMNS.map((c) => values[c] ?? '');
  const place = {
    Board: 'CBSE',
    Class: 'Class 10',
    Subject: 'Science',
    Chapter: 'Light – Reflection and Refraction',
  };
  return `\uFEFF${(await papa()).unparse([
    QUESTION_IMPORT_COLUMNS as unknown as string[],
    row({
      ...place,
      'Bloom level': 'Remember',
      Type: 'MCQ',
      Question: 'The unit of the power of a lens is',
      'Option A': 'metre',
      'Option B': 'dioptre',
      'Option C': 'watt',
      'Option D': 'joule',
      Answer: 'B',
      Marks: '1',
      Difficulty: 'easy',
    }),
    row({
      ...place,
      'Bloom level': 'Apply',
      Type: 'Numerical',
      Question: 'A concave mirror has a focal length of 15 cm. Where is the image of an object 30 cm away?',
      Answer: '30 cm in front of the mirror',
      Marks: '3',
      Difficulty: 'medium',
    }),
  ])}\r\n`;
}

const REFUSALS: Record<TableRefused['reason'], string> = {
  type: importMessages.fileType,
  'too-large': say.unpacksTooLarge,
  'too-many': say.tooMany,
  busy: importMessages.busy,
};

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The file's rows keyed by the template's column names (headers matched without case or spaces). */
async function readSheet(bytes: Buffer): Promise<Cells[]> {
  const table = await readTable(bytes, { maxRows: QUESTION_IMPORT_MAX_ROWS }).catch((err: unknown) => {
    if (!(err instanceof TableRefused)) throw err;
    const message = REFUSALS[err.reason];
    if (err.reason === 'busy') throw new AppError('UNAVAILABLE', message);
    throw invalid(message, { file: message });
  });
  const [header = [], ...rows] = table;
  const positions = new Map(header.map((h, i) => [key(String(h)), i]));
  const missing = REQUIRED.filter((c) => !positions.has(key(c)));
  if (missing.length)
    throw invalid(importMessages.missingColumns(missing), { file: importMessages.missingColumns(missing) });
  if (rows.length === 0) throw invalid(importMessages.empty, { file: importMessages.empty });
  return rows.map(
    (cells) =>
      Object.fromEntries(
        QUESTION_IMPORT_COLUMNS.map((c) => {
          const at = positions.get(key(c));
          return [c, at === undefined ? '' : String(cells[at] ?? '').trim()];
        }),
      ) as Cells,
  );
}

/** A word of a closed list, matched without case (Analyze is Analyse; Multiple choice is MCQ). */
function oneOf<T extends string>(value: string, allowed: readonly T[], also: Record<string, T> = {}) {
  const v = key(value);
  return allowed.find((a) => key(a) === v) ?? also[v];
}
const TYPE_WORDS: Record<string, (typeof QUESTION_TYPES)[number]> = {
  multiplechoice: 'mcq',
  shortanswer: 'short',
  longanswer: 'long',
  numeric: 'numerical',
};

/** A contract path → the file's column, for the errors. */
function columnOf(path: (string | number | symbol)[]): Column | null {
  const [field, index] = path;
  if (field === 'options') return typeof index === 'number' ? OPTION_COLUMNS[index]! : 'Option A';
  const columns: Record<string, Column> = {
    text: 'Question',
    correctOption: 'Answer',
    answer: 'Answer',
    marks: 'Marks',
    bloom: 'Bloom level',
    type: 'Type',
    difficulty: 'Difficulty',
  };
  return columns[String(field)] ?? null;
}

/**
 * Checks every row — its place on the learning tree (board, class and subject by code or name, the
 * chapter and topic by name), its level, type, options and answer, marks and difficulty — and saves
 * all of them or none: in `save` mode a file with any problem saves nothing (422, in the students'
 * import's words); a clean one is one insert and one audit line.
 */
export async function importQuestions(
  db: Db,
  caller: Caller,
  bytes: Buffer,
  mode: 'check' | 'save',
): Promise<QuestionImportResult> {
  const { organisationId } = caller;
  const sheet = await readSheet(bytes);
  const places = new Map<string, Awaited<ReturnType<typeof repo.chapterPlaces>>[number]>();
  for (const ch of await repo.chapterPlaces(db, organisationId))
    for (const b of ch.board)
      for (const c of ch.class)
        for (const s of ch.subject) places.set([b, c, s, ch.name].map((x) => x.toLowerCase()).join('|'), ch);
  const seen = new Map<string, number>();

  const checked = sheet.map((cells, i) => {
    const line = i + 2;
    const errors: string[] = [];
    const where = [cells.Board, cells.Class, cells.Subject, cells.Chapter];
    const chapter = places.get(where.map((x) => x.toLowerCase()).join('|'));
    if (!chapter && where.every(Boolean)) errors.push(say.chapterNotFound(where.join(' › ')));
    const topic = cells.Topic
      ? chapter?.topics.find((tp) => tp.name.toLowerCase() === cells.Topic.toLowerCase())
      : undefined;
    if (chapter && cells.Topic && !topic) errors.push(say.topicNotFound(cells.Topic));
    const bloom = oneOf(cells['Bloom level'], BLOOM_LEVELS, { analyze: 'analyse' });
    if (!bloom && cells['Bloom level'])
      errors.push(
        say.notOneOf('Bloom level', cells['Bloom level'], [
          'Remember',
          'Understand',
          'Apply',
          'Analyse',
          'Evaluate',
          'Create',
        ]),
      );
    const type = oneOf(cells.Type, QUESTION_TYPES, TYPE_WORDS);
    if (!type && cells.Type)
      errors.push(say.notOneOf('Type', cells.Type, ['MCQ', 'Short', 'Long', 'Numerical']));
    const difficulty = cells.Difficulty ? oneOf(cells.Difficulty, DIFFICULTIES) : 'medium';
    if (!difficulty) errors.push(say.notOneOf('Difficulty', cells.Difficulty, DIFFICULTIES));
    const filled = OPTION_COLUMNS.map((c) => cells[c]);
    const options = filled.slice(0, filled.findLastIndex(Boolean) + 1);
    let correctOption: number | null = null;
    if (type === 'mcq' && options.length > 0) {
      const letters = OPTION_LETTERS.slice(0, options.length);
      correctOption = letters.findIndex((l) => l === cells.Answer.toUpperCase());
      if (correctOption < 0) {
        errors.push(say.answerLetter(letters.join(', ')));
        correctOption = null;
      }
    }
    const parsed = questionInput.safeParse({
      chapterId: chapter?.id ?? 1,
      topicId: topic?.id ?? null,
      bloom: bloom ?? 'remember',
      type: type ?? 'long',
      text: cells.Question,
      options,
      correctOption: correctOption ?? (type === 'mcq' && errors.length > 0 ? 0 : null),
      answer: type === 'mcq' ? '' : cells.Answer,
      marks: cells.Marks,
      difficulty: difficulty ?? 'medium',
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = columnOf(issue.path);
        if (column === 'Answer' && type === 'mcq' && errors.some((e) => e.startsWith('Answer:'))) continue;
        errors.push(column ? `${column}: ${issue.message}` : issue.message);
      }
    for (const column of REQUIRED)
      if (!cells[column] && !errors.some((e) => e.startsWith(`${column}:`)))
        errors.push(
          `${column}: ${column === 'Question' ? 'please write the question.' : 'please fill this in.'}`,
        );
    if (chapter && cells.Question) {
      const same = `${chapter.id}|${cells.Question.toLowerCase()}`;
      const first = seen.get(same);
      if (first) errors.push(say.sameAs(first));
      else seen.set(same, line);
    }
    const order = (error: string) => {
      const at = QUESTION_IMPORT_COLUMNS.findIndex((c) => error.startsWith(`${c}:`));
      return at < 0 ? QUESTION_IMPORT_COLUMNS.length : at;
    };
    errors.sort((a, b) => order(a) - order(b));
    const view: QuestionImportRow = {
      line,
      chapter: chapter?.name ?? cells.Chapter,
      bloom: cells['Bloom level'],
      type: cells.Type,
      text: cells.Question,
      marks: cells.Marks,
      errors: [...new Set(errors)],
    };
    return { view, input: parsed.success && errors.length === 0 ? parsed.data : null };
  });

  const invalidRows = checked.filter((r) => r.view.errors.length > 0).length;
  const result: QuestionImportResult = {
    rows: checked.map((r) => r.view),
    valid: checked.length - invalidRows,
    invalid: invalidRows,
    saved: false,
  };
  if (mode === 'check') return result;
  if (invalidRows > 0) throw new AppError('VALIDATION', importMessages.notSaved(invalidRows));
  await db.transaction(async (tx) => {
    await repo.insertQuestions(
      tx,
      checked.map((r) => ({ ...rowOf(r.input!), organisationId, createdBy: caller.userId })),
    );
    await recordCallerAudit(tx, caller, {
      action: 'question-import',
      area: AREA,
      summary: { count: checked.length },
    });
  });
  return { ...result, saved: true };
}
