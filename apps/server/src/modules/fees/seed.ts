import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { rowsOf } from '../../db/rows.ts';
import { billSeats } from './billing.service.ts';
import { seedDemoCollections } from './collections.seed.ts';

/**
 * The demo institute's fees: four heads (tuition and exam under 18 % GST), one plan per batch of
 * admission + tuition + material + exam fees in four quarterly instalments from the batch's start
 * (so dues fall in every ageing bucket), and every seated student billed on their batch's plan the
 * way allotment bills (billSeats), then a term of collections. Needs the demo batches.
 */
export async function seedDemoFees(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  await tx.execute(sql`
    insert into fee_heads (organisation_id, name, sac_code, gst_rate)
    values (${organisationId}::int, 'Admission fee', '', null),
           (${organisationId}::int, 'Tuition fee', '999293', 18),
           (${organisationId}::int, 'Study material', '', 0),
           (${organisationId}::int, 'Exam fee', '999293', 18)`);
  // Tuition by the batch's seats (smaller batches cost more): ₹36,000, ₹42,000 or ₹48,000 a term.
  await tx.execute(sql`
    insert into fee_plans (organisation_id, name, batch_id, fine_kind, fine_amount, fine_grace_days, fine_cap,
                           bounce_charge)
    select ${organisationId}::int, b.name || ' (' || b.code || ') fees', b.id, 'daily', 2000, 7, 50000, 50000
    from batches b where b.organisation_id = ${organisationId} and b.status <> 'closed'`);
  await tx.execute(sql`
    insert into fee_plan_heads (plan_id, position, head_id, amount)
    select p.id, h.position, h.id,
           case h.name when 'Admission fee' then 500000 when 'Study material' then 300000 when 'Exam fee' then 200000
             else (case b.capacity when 40 then 3600000 when 30 then 4200000 else 4800000 end) end
    from fee_plans p join batches b on b.id = p.batch_id
    join (select id, name, row_number() over (order by id) - 1 as position from fee_heads
          where organisation_id = ${organisationId}) h on true
    where p.organisation_id = ${organisationId}`);
  // Four instalments, each a quarter (the last takes the paise left), due every second month.
  await tx.execute(sql`
    insert into fee_plan_instalments (plan_id, number, label, due_on, amount)
    select p.id, n, 'Instalment ' || n, (b.starts_on + (n - 1) * interval '2 months')::date + 9,
           case when n < 4 then t.total / 4 else t.total - 3 * (t.total / 4) end
    from fee_plans p join batches b on b.id = p.batch_id
    join lateral (select sum(amount)::int as total from fee_plan_heads where plan_id = p.id) t on true,
         generate_series(1, 4) n
    where p.organisation_id = ${organisationId}`);
  const seats = await rowsOf<{
    batch_id: number;
    class_id: number | null;
    plan_id: number;
    student_id: number;
    from_date: string;
  }>(
    tx,
    sql`
    select bs.batch_id, b.class_id, p.id as plan_id, bs.student_id, bs.from_date::text as from_date
    from batch_students bs join batches b on b.id = bs.batch_id join fee_plans p on p.batch_id = b.id
    where bs.organisation_id = ${organisationId} and bs.status = 'allotted' and bs.to_date is null
    order by bs.batch_id, bs.student_id`,
  );
  const byBatch = new Map<
    number,
    { classId: number | null; planId: number; seats: { studentId: number; fromDate: string }[] }
  >();
  for (const row of seats) {
    const entry = byBatch.get(row.batch_id) ?? { classId: row.class_id, planId: row.plan_id, seats: [] };
    entry.seats.push({ studentId: row.student_id, fromDate: row.from_date });
    byBatch.set(row.batch_id, entry);
  }
  // Billed by the seed, not by a member of staff.
  const biller = { organisationId, userId: null };
  for (const [batchId, { classId, planId, seats: list }] of byBatch)
    await billSeats(tx, biller, { id: batchId, classId }, planId, list);
  // The waitlist is billed on the plan when it is seated.
  await tx.execute(sql`
    update batch_students bs set fee_plan_id = p.id
    from fee_plans p where p.batch_id = bs.batch_id and bs.organisation_id = ${organisationId} and bs.to_date is null`);
  await seedDemoCollections(tx, organisationId);
}
