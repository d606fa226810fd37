import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A guardian and the ways to reach them. */
export interface GuardianContact {
  guardian_id: number;
  guardian_name: string;
  mobile: string;
  whatsapp: string | null;
  email: string | null;
  preferred_channel: string | null;
}

/** A student's primary guardian and what to tell them about one due (or all fallen due). */
export interface Family extends GuardianContact {
  student_id: number;
  student_name: string;
  due_id: number;
  due_on: string;
  amount: number;
}

/**
 * For each of the students who owes, the primary guardian to tell and what to tell them: everything
 * fallen due by `today`, or — when nothing has — the next due; `dueId` names the oldest of those
 * dues, so a reminder is sent once a day per due.
 */
export function familiesOwing(tx: Executor, organisationId: number, studentIds: number[], today: string) {
  return rowsOf<Family>(
    tx,
    sql`with owing as (
          select d.student_id, min(d.due_on) as first_on from dues d
          where d.organisation_id = ${organisationId} and d.student_id = any(${sql.param(studentIds)}::int[])
            and d.balance > 0
          group by d.student_id
        ), told as (
          select o.student_id, greatest(o.first_on, ${today}::date) as upto, o.first_on from owing o
        )
        select s.id as student_id, s.name as student_name, g.id as guardian_id, g.name as guardian_name,
          g.mobile, g.whatsapp, g.email, g.preferred_channel,
          (select min(d.id) from dues d where d.student_id = t.student_id and d.due_on = t.first_on
             and d.balance > 0) as due_id,
          t.first_on::text as due_on,
          (select sum(d.amount - d.concession + d.fine - d.paid)::int from dues d
             where d.student_id = t.student_id and d.due_on <= t.upto) as amount
        from told t
        join students s on s.id = t.student_id
        join student_guardians sg on sg.student_id = s.id and sg.is_primary
        join guardians g on g.id = sg.guardian_id
        order by s.id`,
  );
}

/** The student's primary guardian, to send a receipt to. */
export function primaryGuardianOf(tx: Executor, studentId: number) {
  return rowsOf<GuardianContact>(
    tx,
    sql`select g.id as guardian_id, g.name as guardian_name, g.mobile, g.whatsapp, g.email, g.preferred_channel
        from student_guardians sg join guardians g on g.id = sg.guardian_id
        where sg.student_id = ${studentId} and sg.is_primary limit 1`,
  );
}

/**
 * The instalments whose plan reminds families on `day` (so many days from their due date) and that
 * are still unpaid, each with the student's primary guardian: what the daily job tells.
 */
export function duesToRemind(tx: Executor, organisationId: number, day: string) {
  return rowsOf<Family>(
    tx,
    sql`select s.id as student_id, s.name as student_name, g.id as guardian_id, g.name as guardian_name,
          g.mobile, g.whatsapp, g.email, g.preferred_channel, i.due_id, i.due_on::text as due_on, i.amount
        from (
          select d.student_id, min(d.id) as due_id, min(d.due_on) as due_on,
            sum(d.amount - d.concession + d.fine - d.paid)::int as amount
          from dues d
          join fee_billings b on b.id = d.billing_id
          join fee_plans p on p.id = b.plan_id
          where d.organisation_id = ${organisationId}
            and (${day}::date - d.due_on) = any(p.reminder_days)
          group by d.student_id, d.billing_id, d.instalment
          having sum(d.amount - d.concession + d.fine - d.paid) > 0
        ) i
        join students s on s.id = i.student_id and s.status = 'active'
        join student_guardians sg on sg.student_id = s.id and sg.is_primary
        join guardians g on g.id = sg.guardian_id
        order by s.id, i.due_on`,
  );
}
