import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  admissionInput,
  formatMobile,
  impossibleAdmissionDates,
  importMessages,
  parseIndianDate,
} from '@kaksha/contracts';
import type { ImportResult, ImportRow } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { numberScope, reserveInSequence } from '../../db/sequences.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { papa, readTable, TableRefused } from '../../lib/table-file.ts';
import { recordCallerAudit } from '../audit/service.ts';
import { instituteFacts } from '../institute/service.ts';

import type { Caller } from '../../lib/caller.ts';
import { formatNumber } from '@kaksha/contracts';
import * as repo from './repository.ts';
import * as bulk from './import.repository.ts';
import { AREA } from './service.ts';

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number];
type Sheet = Record<Column, string>[];
const REQUIRED: Column[] = ['Name', 'Centre', 'Guardian name', 'Guardian mobile'];

/** The template staff fill in: the header and one example row. */
export async function template(): Promise<string> {
  const example = [
    'Aarav Sharma',
    '15/08/2012',
    'male',
    'Class 7',
    'CBSE',
    'Kendriya Vidyalaya',
    '12, MG Road, Pune',
    'PUN',
    '',
    'Meera Sharma',
    'mother',
    '98765 43210',
    'meera@example.com',
  ];
  return `\uFEFF${(await papa()).unparse([STUDENT_IMPORT_COLUMNS as unknown as string[], example])}\r\n`;
}

const REFUSALS: Record<TableRefused['reason'], string> = {
  type: importMessages.fileType,
  'too-large': importMessages.unpacksTooLarge,
  'too-many': importMessages.tooMany,
  busy: importMessages.busy,
};

/** The file's rows keyed by the template's column names (headers matched without case or spaces). */
async function readSheet(bytes: Buffer): Promise<Sheet> {
  const table = await readTable(bytes, { maxRows: STUDENT_IMPORT_MAX_ROWS }).catch((err: unknown) => {
    if (!(err instanceof TableRefused)) throw err;
    const message = REFUSALS[err.reason];
    if (err.reason === 'busy') throw new AppError('UNAVAILABLE', message);
    throw invalid(message, { file: message });
  });
  const [header = [], ...rows] = table;
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const positions = new Map(header.map((h, i) => [key(String(h)), i]));
  const missing = REQUIRED.filter((c) => !positions.has(key(c)));
  if (missing.length)
    throw invalid(importMessages.missingColumns(missing), { file: importMessages.missingColumns(missing) });
  if (rows.length === 0) throw invalid(importMessages.empty, { file: importMessages.empty });
  return rows.map(
    (cells) =>
      Object.fromEntries(
        STUDENT_IMPORT_COLUMNS.map((c) => {
          const at = positions.get(key(c));
          return [c, at === undefined ? '' : String(cells[at] ?? '').trim()];
        }),
      ) as Record<Column, string>,
  );
}

/** A path in admissionInput → the file's column, for error messages. */
const COLUMN_OF: Record<string, Column> = {
  name: 'Name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  classId: 'Class',
  boardId: 'Board',
  school: 'School',
  address: 'Address',
  centreId: 'Centre',
  admissionDate: 'Admission date',
  'guardians.0.name': 'Guardian name',
  'guardians.0.relation': 'Guardian relation',
  'guardians.0.mobile': 'Guardian mobile',
  'guardians.0.email': 'Guardian email',
};

/**
 * Checks every row of the file — each is an admission as the form would send it, with class, board
 * and centre named as staff write them — and saves all of them or none: in `save` mode a file with
 * any problem saves nothing, and a file without one is saved in a fixed number of statements
 * (numbers reserved per scope, students, guardians and links each inserted at once). Imported
 * students get no welcome message: they are usually already with the institute.
 */
export async function importStudents(
  db: Db,
  caller: Caller,
  bytes: Buffer,
  mode: 'check' | 'save',
): Promise<ImportResult> {
  const { organisationId, userId } = caller;
  const sheet = await readSheet(bytes);
  const [choices, institute] = await Promise.all([
    repo.choices(db, organisationId),
    instituteFacts(db, organisationId),
  ]);
  const byName = <T extends { name: string }>(list: T[], extra: (item: T) => string[] = () => []) =>
    new Map(list.flatMap((item) => [item.name, ...extra(item)].map((k) => [k.toLowerCase(), item] as const)));
  const centres = byName(choices.centres, (c) => [c.code]);
  const classes = byName(choices.classes);
  const boards = byName(choices.boards);
  const today = dayIn(new Date(), institute.timeZone);
  const seen = new Map<string, number>();

  const checked = sheet.map((cells, i) => {
    const line = i + 2;
    const errors: string[] = [];
    const lookup = <T>(map: Map<string, T>, column: Column) => {
      const value = cells[column];
      if (!value) return null;
      const found = map.get(value.toLowerCase());
      if (!found) errors.push(`${column}: “${value}” is not one of yours.`);
      return found ?? null;
    };
    const date = (column: Column) => {
      const value = cells[column];
      if (!value) return undefined;
      const day = parseIndianDate(value);
      if (!day) errors.push(`${column}: “${value}” is not a date like 24/11/2026.`);
      return day ?? undefined;
    };
    const centre = lookup(centres, 'Centre');
    const input = {
      name: cells.Name,
      dateOfBirth: date('Date of birth') ?? null,
      gender: cells.Gender.toLowerCase() || null,
      classId: lookup(classes, 'Class')?.id ?? null,
      boardId: lookup(boards, 'Board')?.id ?? null,
      school: cells.School,
      address: cells.Address,
      centreId: centre?.id ?? 0,
      admissionDate: date('Admission date'),
      guardians: [
        {
          relation: cells['Guardian relation'].toLowerCase() || 'guardian',
          name: cells['Guardian name'],
          mobile: cells['Guardian mobile'],
          email: cells['Guardian email'],
          primary: true,
        },
      ],
    };
    const parsed = admissionInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF[issue.path.join('.')];
        // A centre that is not ours is already said above.
        if (column === 'Centre' && !centre && cells.Centre) continue;
        errors.push(column ? `${column}: ${issue.message}` : issue.message);
      }
    }
    if (parsed.success) {
      // What the form refuses, the file may not bring (issue 65): a birth ahead, an admission months ahead.
      for (const [field, message] of Object.entries(impossibleAdmissionDates(parsed.data, today)))
        errors.push(`${COLUMN_OF[field]}: ${message}`);
      const family = `${parsed.data.name.toLowerCase()}|${parsed.data.guardians[0]!.mobile}`;
      const first = seen.get(family);
      if (first) errors.push(`The same student as line ${first}.`);
      else seen.set(family, line);
    }
    // In the file's column order, as the person will fix them.
    const order = (error: string) => {
      const at = STUDENT_IMPORT_COLUMNS.findIndex((c) => error.startsWith(`${c}:`));
      return at < 0 ? STUDENT_IMPORT_COLUMNS.length : at;
    };
    errors.sort((a, b) => order(a) - order(b));
    const view: ImportRow = {
      line,
      name: cells.Name,
      centre: centre?.name ?? cells.Centre,
      guardian: cells['Guardian name'],
      mobile: parsed.success ? formatMobile(parsed.data.guardians[0]!.mobile) : cells['Guardian mobile'],
      errors,
    };
    return {
      view,
      admission: parsed.success && errors.length === 0 ? parsed.data : null,
      centreCode: centre?.code,
    };
  });

  const invalidRows = checked.filter((r) => r.view.errors.length > 0).length;
  const result: ImportResult = {
    rows: checked.map((r) => r.view),
    valid: checked.length - invalidRows,
    invalid: invalidRows,
    saved: false,
    firstNumber: null,
    lastNumber: null,
  };
  if (mode === 'check') return result;
  if (invalidRows > 0) throw new AppError('VALIDATION', importMessages.notSaved(invalidRows));

  const numbers = await db.transaction(async (tx) => {
    const rows = checked.map((r) => {
      const admission = r.admission!;
      const admissionDate = admission.admissionDate ?? today;
      const [year, month] = admissionDate.split('-').map(Number) as [number, number];
      const context = { ...institute, centreCode: r.centreCode };
      return { admission, admissionDate, on: { year, month }, context };
    });
    // Numbers: one reservation per scope (per academic year and centre, as the format says).
    const scopes = new Map<string, { count: number; last: number }>();
    for (const row of rows) {
      const scope = numberScope(institute.admissionNumberFormat, row.on, row.context);
      scopes.set(scope, { count: (scopes.get(scope)?.count ?? 0) + 1, last: 0 });
    }
    for (const [scope, entry] of scopes)
      entry.last = await reserveInSequence(tx, organisationId, scope, entry.count);
    const numbered = rows.map((row) => {
      const entry = scopes.get(numberScope(institute.admissionNumberFormat, row.on, row.context))!;
      return formatNumber(institute.admissionNumberFormat, ++entry.last, row.on, row.context);
    });
    const created = await bulk.insertStudents(
      tx,
      rows.map(({ admission, admissionDate }, i) => {
        const { guardians: _g, enquiryId: _e, ...student } = admission;
        return {
          ...student,
          organisationId,
          admissionNumber: numbered[i]!,
          admissionDate,
          createdBy: userId,
        };
      }),
    );
    const idOf = new Map(created.map((c) => [c.admissionNumber, c.id]));
    await linkFamilies(
      tx,
      organisationId,
      rows.map((r, i) => ({ studentId: idOf.get(numbered[i]!)!, guardian: r.admission.guardians[0]! })),
    );
    await recordCallerAudit(tx, caller, {
      action: 'import',
      area: AREA,
      summary: { count: rows.length, first: numbered[0], last: numbered.at(-1) },
    });
    return numbered;
  });
  return { ...result, saved: true, firstNumber: numbers[0] ?? null, lastNumber: numbers.at(-1) ?? null };
}

/**
 * Each student's guardian: an existing guardian with the same mobile and name (a sibling's parent, or
 * a brother in the same file) is linked, not copied; the rest are created, all in three statements.
 */
async function linkFamilies(
  tx: Executor,
  organisationId: number,
  families: {
    studentId: number;
    guardian: { name: string; mobile: string; email: string; relation: string };
  }[],
) {
  const key = (g: { name: string; mobile: string }) => `${g.mobile}|${g.name.trim().toLowerCase()}`;
  const known = new Map(
    (
      await bulk.guardiansWithMobiles(tx, organisationId, [
        ...new Set(families.map((f) => f.guardian.mobile)),
      ])
    ).map((g) => [key(g), g.id]),
  );
  const fresh = [
    ...new Map(
      families.filter((f) => !known.has(key(f.guardian))).map((f) => [key(f.guardian), f.guardian]),
    ).values(),
  ];
  if (fresh.length) {
    await bulk.insertGuardians(
      tx,
      fresh.map((g) => ({ organisationId, name: g.name, mobile: g.mobile, email: g.email })),
    );
    // Read back by mobile and name rather than trust the order RETURNING gives.
    const mobiles = [...new Set(fresh.map((g) => g.mobile))];
    for (const g of await bulk.guardiansWithMobiles(tx, organisationId, mobiles)) known.set(key(g), g.id);
  }
  await bulk.linkGuardians(
    tx,
    families.map((f) => ({
      studentId: f.studentId,
      guardianId: known.get(key(f.guardian))!,
      relation: f.guardian.relation,
      primary: true,
      position: 0,
    })),
  );
}
