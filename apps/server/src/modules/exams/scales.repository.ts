import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { gradingBands, gradingScales } from '../../db/schema/index.ts';

// Grading scales and their bands (db/schema/exams.ts).

export interface BandRow {
  fromPercent: number;
  grade: string;
  gradePoint: number | null;
  remark: string;
}
export interface NewScale {
  name: string;
  kind: string;
  builtIn: string | null;
  bands: BandRow[];
}

/** Inserts a scale and its bands; a ready-made one already there is left as it is (returns undefined). */
export async function insertScale(tx: Executor, organisationId: number, scale: NewScale) {
  const insert = tx
    .insert(gradingScales)
    .values({ organisationId, name: scale.name, kind: scale.kind, builtIn: scale.builtIn });
  // Only a ready-made scale passes over a conflict; the organisation's own is refused by it (409).
  const [made] = await (scale.builtIn ? insert.onConflictDoNothing() : insert).returning({
    id: gradingScales.id,
  });
  if (!made) return undefined;
  await tx.insert(gradingBands).values(scale.bands.map((band) => ({ ...band, scaleId: made.id })));
  return made.id;
}

/** Which ready-made scales the organisation has (by key). */
export async function builtInKeys(db: Executor, organisationId: number) {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select built_in as key from ${gradingScales}
        where organisation_id = ${organisationId} and built_in is not null`,
  );
  return new Set(rows.map((r) => r.key));
}

/** The organisation's scales with their bands, highest band first: one statement. */
export function scalesOf(db: Executor, organisationId: number, id?: number) {
  return rowsOf<{
    id: number;
    name: string;
    kind: 'scholastic' | 'co_scholastic';
    builtIn: boolean;
    bands: BandRow[];
  }>(
    db,
    sql`select s.id, s.name, s.kind, s.built_in is not null as "builtIn",
          coalesce((select json_agg(json_build_object('fromPercent', b.from_percent::float8, 'grade', b.grade,
                      'gradePoint', b.grade_point::float8, 'remark', b.remark) order by b.from_percent desc)
                    from ${gradingBands} b where b.scale_id = s.id), '[]') as bands
        from ${gradingScales} s
        where s.organisation_id = ${organisationId} ${id ? sql`and s.id = ${id}` : sql``}
        order by s.built_in is null, s.name, s.id`,
  );
}
