import { sql } from 'drizzle-orm';
import type { AssessmentStructure } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { assessmentComponents, assessmentStructures } from '../../db/schema/index.ts';

// Assessment structures and their components (db/schema/exams.ts, decision 093).

export interface NewStructure {
  name: string;
  builtIn: string | null;
  components: Omit<typeof assessmentComponents.$inferInsert, 'structureId' | 'position'>[];
}

/** Inserts a structure and its components; a ready-made one already there is left (returns undefined). */
export async function insertStructure(tx: Executor, organisationId: number, structure: NewStructure) {
  const insert = tx
    .insert(assessmentStructures)
    .values({ organisationId, name: structure.name, builtIn: structure.builtIn });
  const [made] = await (structure.builtIn ? insert.onConflictDoNothing() : insert).returning({
    id: assessmentStructures.id,
  });
  if (!made) return undefined;
  await tx
    .insert(assessmentComponents)
    .values(structure.components.map((c, position) => ({ ...c, position, structureId: made.id })));
  return made.id;
}

/** Which ready-made structures the organisation has (by key). */
export async function builtInStructureKeys(db: Executor, organisationId: number) {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`select built_in as key from ${assessmentStructures}
        where organisation_id = ${organisationId} and built_in is not null`,
  );
  return new Set(rows.map((r) => r.key));
}

/** The organisation's structures (or one) with their components in order: one statement. */
export function structuresOf(db: Executor, organisationId: number, id?: number) {
  return rowsOf<AssessmentStructure>(
    db,
    sql`select s.id, s.name, s.built_in is not null as "builtIn",
          coalesce((select sum(c.weight)::float8 from ${assessmentComponents} c where c.structure_id = s.id), 0)
            as total,
          coalesce((select json_agg(json_build_object('position', c.position, 'name', c.name,
                      'weight', c.weight::float8, 'attempts', c.attempts, 'best', c.best,
                      'outOf', c.out_of::float8, 'fromPaper', c.from_paper, 'absentCounts', c.absent_counts)
                      order by c.position)
                    from ${assessmentComponents} c where c.structure_id = s.id), '[]') as components
        from ${assessmentStructures} s
        where s.organisation_id = ${organisationId} ${id ? sql`and s.id = ${id}` : sql``}
        order by s.built_in is null, s.name, s.id`,
  );
}
