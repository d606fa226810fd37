import { and, eq } from 'drizzle-orm';
import type { MessageLanguage } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { guardians, instituteSettings, studentGuardians, students } from '../../db/schema/index.ts';

/**
 * The language a student's family reads (decision 096): the main guardian's, else the institute's
 * message language, else English. One statement.
 */
export async function familyLanguage(
  db: Executor,
  organisationId: number,
  studentId: number,
): Promise<MessageLanguage> {
  const [row] = await db
    .select({ guardian: guardians.language, institute: instituteSettings.messageLanguage })
    .from(students)
    .leftJoin(
      studentGuardians,
      and(eq(studentGuardians.studentId, students.id), eq(studentGuardians.primary, true)),
    )
    .leftJoin(guardians, eq(guardians.id, studentGuardians.guardianId))
    .leftJoin(instituteSettings, eq(instituteSettings.organisationId, students.organisationId))
    .where(and(eq(students.id, studentId), eq(students.organisationId, organisationId)));
  const language = row?.guardian ?? row?.institute;
  return language === 'hi' ? 'hi' : 'en';
}
