import { sql } from 'drizzle-orm';
import {
  GATE_REPEAT_MINUTES,
  LIST_COUNT_CAP,
  gateMessages as say,
  type Arrival,
  type ArrivalPage,
  type ArrivalResult,
  type ArrivalSource,
  type arrivalBody,
  type arrivalQuery,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { cappedPage } from '../../db/page.ts';
import { rowsOf } from '../../db/rows.ts';
import { attendanceArrivals } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { todayOf, zoneOf } from '../institute/service.ts';
import { CARD_PREFIX } from '../students/service.ts';

/*
 * The gate (issue 66, decision 091). A scanned ID card names its student by the card's random code
 * (96 random bits, kept on the student: a number edited on a card names no one); the typed admission
 * number is the fallback. A student who has left, a card of another institute and a code no student
 * has are refused in words; a second arrival within GATE_REPEAT_MINUTES is answered with the first.
 */

interface GateStudent {
  id: number;
  organisationId: number;
  name: string;
  status: string;
  centreId: number;
}

const CODE = /^[A-Za-z0-9_-]{8,32}$/;

/** The student a scanned card or typed number names, refused in words when it names none of ours. */
async function studentAtGate(db: Executor, organisationId: number, body: z.output<typeof arrivalBody>) {
  const columns = sql`id, organisation_id as "organisationId", name, status, centre_id as "centreId"`;
  if (body.admissionNumber !== undefined) {
    const [row] = await rowsOf<GateStudent>(
      db,
      sql`select ${columns} from students
      where organisation_id = ${organisationId} and admission_number = ${body.admissionNumber}`,
    );
    if (!row) throw notFound(say.noSuchNumber(body.admissionNumber));
    return row;
  }
  const scanned = body.card ?? '';
  const code = scanned.startsWith(CARD_PREFIX) ? scanned.slice(CARD_PREFIX.length) : '';
  if (!CODE.test(code)) throw invalid(say.unknownCard, { card: say.unknownCard });
  // One statement: ours first; another institute's card is told apart from a forged one.
  const [row] = await rowsOf<GateStudent>(
    db,
    sql`select ${columns} from students where card_code = ${code}
    order by (organisation_id = ${organisationId}) desc limit 1`,
  );
  if (!row) throw invalid(say.unknownCard, { card: say.unknownCard });
  if (row.organisationId !== organisationId)
    throw invalid(say.otherOrganisation, { card: say.otherOrganisation });
  return row;
}

const arrivalColumns = sql`a.id, a.student_id as "studentId", st.name as "studentName",
  st.admission_number as "admissionNumber", c.centre_name as "centreName", a.arrived_at as "arrivedAt",
  a.day::text as day, a.source, u.user_name as "recordedBy"`;
const arrivalFrom = sql`${attendanceArrivals} a join students st on st.id = a.student_id
  join centres c on c.id = a.centre_id left join users u on u.id = a.recorded_by`;
const shaped = (row: Arrival): Arrival => ({ ...row, arrivedAt: new Date(row.arrivedAt).toISOString() });

async function arrivalById(db: Executor, id: number) {
  const [row] = await rowsOf<Arrival>(
    db,
    sql`select ${arrivalColumns} from ${arrivalFrom} where a.id = ${id}`,
  );
  return shaped(row!);
}

/**
 * Records a student's arrival at the gate now — or, when they were recorded within the last
 * GATE_REPEAT_MINUTES, answers that arrival as a repeat. The student's row is locked, so two gates
 * scanning one card at once record it once.
 */
export async function recordArrival(
  db: Db,
  caller: Caller,
  body: z.output<typeof arrivalBody>,
  now = new Date(),
): Promise<ArrivalResult> {
  const { organisationId } = caller;
  const zone = await zoneOf(db, organisationId);
  const source: ArrivalSource = body.card !== undefined ? 'scan' : 'typed';
  return db.transaction(async (tx) => {
    const student = await studentAtGate(tx, organisationId, body);
    if (student.status === 'left' || student.status === 'alumni')
      throw invalid(say.left(student.name, student.status));
    await tx.execute(sql`select 1 from students where id = ${student.id} for update`);
    const since = new Date(now.getTime() - GATE_REPEAT_MINUTES * 60_000);
    const [recent] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from ${attendanceArrivals} where student_id = ${student.id}
        and arrived_at > ${since.toISOString()} and arrived_at <= ${now.toISOString()}
      order by arrived_at desc limit 1`,
    );
    if (recent) return { arrival: await arrivalById(tx, recent.id), repeat: true };
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${attendanceArrivals} (organisation_id, student_id, centre_id, arrived_at, day, source, recorded_by)
      values (${organisationId}, ${student.id}, ${student.centreId}, ${now.toISOString()}, ${dayIn(now, zone)},
        ${source}, ${caller.userId})
      returning id`,
    );
    return { arrival: await arrivalById(tx, row!.id), repeat: false };
  });
}

/** A day's arrivals (today unless asked), latest first, a page at a time; one statement. */
export async function arrivals(
  db: Db,
  caller: Caller,
  query: z.output<typeof arrivalQuery>,
): Promise<ArrivalPage> {
  const day = query.day ?? (await todayOf(db, caller.organisationId));
  const where = sql`a.organisation_id = ${caller.organisationId} and a.day = ${day}`;
  const rows = await rowsOf<Arrival & { total: number }>(
    db,
    sql`select ${arrivalColumns},
      (select count(*) from (select 1 from ${attendanceArrivals} a where ${where} limit ${LIST_COUNT_CAP + 1}) m)::int as total
    from ${arrivalFrom} where ${where}
    order by a.arrived_at desc, a.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const page = cappedPage(rows);
  return { ...page, data: page.data.map(shaped) };
}
