import { menuCatalogue } from '@kaksha/contracts';
import type { CatalogueMenu } from '@kaksha/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { menus, organisations } from './schema/index.ts';
import { randomToken } from '../lib/crypto.ts';
import { createOrganisationWithOwner } from '../modules/account/service.ts';
import { seedDemoCurriculum } from '../modules/learning/seed.ts';
import { seedDemoTeachers } from '../modules/teachers/seed.ts';
import { seedDemoInstitute } from '../modules/institute/seed.ts';
import { seedDemoStudents } from '../modules/students/seed.ts';
import { seedDemoEnquiries } from '../modules/enquiries/seed.ts';
import { seedDemoBatches } from '../modules/batches/seed.ts';
import { seedDemoTimetable } from '../modules/timetable/seed.ts';
import { seedDemoAttendance } from '../modules/attendance/seed.ts';
import { seedDemoFees } from '../modules/fees/seed.ts';
import { seedDemoQuestions } from '../modules/questions/seed.ts';
import { seedDemoInventory } from '../modules/inventory/seed.ts';
import { seedDemoPayroll } from '../modules/payroll/seed.ts';
import { seedDemoExams } from '../modules/exams/seed.ts';

/** The catalogue flattened in display order, each child carrying its parent's code. */
export function flattenCatalogue(
  items: CatalogueMenu[] = menuCatalogue,
  parentCode = 0,
): (typeof menus.$inferInsert)[] {
  return items
    .flatMap((item) => [
      { code: item.code, name: item.name, parentCode, frmName: item.frmName, sortOrder: 0 },
      ...flattenCatalogue(item.children ?? [], item.code),
    ])
    .map((row, index) => ({ ...row, sortOrder: index }));
}

/** Keeps the menus table equal to the catalogue in code; idempotent, one statement. */
export async function syncMenus(db: Db): Promise<void> {
  await db
    .insert(menus)
    .values(flattenCatalogue())
    .onConflictDoUpdate({
      target: menus.code,
      set: {
        name: sql`excluded.name`,
        parentCode: sql`excluded.parent_code`,
        frmName: sql`excluded.frm_name`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export const DEMO_SU_CODE = 'DEMO01';

export interface SeedResult {
  seeded: boolean;
  email: string;
  /** Set only when the password was generated here, to be printed once. */
  generatedPassword?: string;
}

/** Serialises the first start's seeding across API nodes sharing one PostgreSQL (after the migration lock). */
const SEED_LOCK = 72_451_002;

/**
 * First start on an empty database: the demo institute, its owner, curriculum and teachers, in one
 * transaction, so a crash or an error half-way leaves nothing and the next start seeds again. Nodes
 * starting together take turns (an advisory lock): the first seeds, the others find it done.
 */
export async function seedDemo(db: Db, options: { email: string; password?: string }): Promise<SeedResult> {
  await syncMenus(db);
  const generatedPassword = options.password ? undefined : randomToken(12);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: organisations.id }).from(organisations).limit(1);
    if (existing) return false;
    // Each step's own transaction runs as a savepoint of this one.
    await createOrganisationWithOwner(tx, {
      suCode: DEMO_SU_CODE,
      organisationName: 'Demo Institute',
      email: options.email,
      password: options.password ?? generatedPassword!,
      userName: 'Demo Owner',
      mobile: '9876543210',
      whatsapp: '9876543210',
      payrollVideoUrl: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
    });
    await seedDemoCurriculum(tx, DEMO_SU_CODE);
    await seedDemoTeachers(tx, DEMO_SU_CODE);
    await seedDemoInstitute(tx, DEMO_SU_CODE);
    await seedDemoStudents(tx, DEMO_SU_CODE);
    await seedDemoEnquiries(tx, DEMO_SU_CODE);
    await seedDemoBatches(tx, DEMO_SU_CODE);
    await seedDemoTimetable(tx, DEMO_SU_CODE);
    await seedDemoAttendance(tx, DEMO_SU_CODE);
    await seedDemoFees(tx, DEMO_SU_CODE);
    await seedDemoQuestions(tx, DEMO_SU_CODE);
    await seedDemoInventory(tx, DEMO_SU_CODE);
    await seedDemoPayroll(tx, DEMO_SU_CODE);
    await seedDemoExams(tx, DEMO_SU_CODE);
    return true;
  });
  if (!seeded) return { seeded: false, email: options.email };
  return { seeded: true, email: options.email, generatedPassword };
}
