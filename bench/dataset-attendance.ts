/**
 * Attendance for the load benchmark (issue 66), set-based like the rest of dataset.ts: the big and
 * small organisations' students seated in their batch (20 a batch, by admission order), a register
 * for every class of the dataset's year with a mark per seated student — 260 classes × 20 students
 * × 1,000 batches, ~5.2 million marks for the big organisation (the half of the year still to come
 * included, to reach the size), ~52,000 for the small one — one in twelve absent, one in twenty late.
 * And one batch of 60 (the big organisation's first 60 students again) with a class today at 00:00,
 * begun, whose register the save is measured on.
 */
export const SAVE_BATCH = 'Batch of 60';

/**
 * Opt-in until it has been measured through once (it adds ~5.2 million rows to the dataset): only a
 * run that names it, BENCH_LOAD_ONLY=attendance (alone or with others), makes these rows and runs the
 * area (bench/load-attendance.ts).
 */
export const attendanceWanted = () =>
  (process.env.BENCH_LOAD_ONLY ?? '').split(',').some((name) => name.trim() === 'attendance');

/** `bigOrganisation`: SQL that gives the big organisation's id. */
export function attendanceStatements(bigOrganisation: string): string[] {
  if (!attendanceWanted()) return [];
  const bench = `(select organisation_id from organisations o join batches b on b.organisation_id = o.id
    where b.code = 'BB1')`;
  return [
    `insert into batch_students (organisation_id, batch_id, student_id, status, from_date)
       select b.organisation_id, b.id, s.id, 'allotted', current_date - 200
       from (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from batches where code like 'BB%') b
       join (select id, organisation_id, row_number() over (partition by organisation_id order by id) as n
             from students where organisation_id in ${bench}) s
         on s.organisation_id = b.organisation_id and (s.n - 1) / 20 + 1 = b.n`,
    `insert into attendance_registers (organisation_id, session_id, batch_id, day, held_by_teacher_id, held_as)
       select cs.organisation_id, cs.id, cs.batch_id, cs.day, cs.teacher_id, 'teacher'
       from class_sessions cs join batches b on b.id = cs.batch_id and b.code like 'BB%'`,
    `insert into attendance_marks (register_id, student_id, organisation_id, batch_id, day, code, late_minutes)
       select r.id, bs.student_id, r.organisation_id, r.batch_id, r.day,
              case when (bs.student_id + r.id) % 12 = 0 then 'A' when (bs.student_id + r.id) % 20 = 1 then 'L' else 'P' end,
              case when (bs.student_id + r.id) % 12 <> 0 and (bs.student_id + r.id) % 20 = 1 then 10 end
       from attendance_registers r join batch_students bs on bs.batch_id = r.batch_id`,
    // The batch of 60 and its class today (00:00–00:05 in the institute's zone), taught by batch 1's teacher.
    `insert into batches (organisation_id, code, name, centre_id, capacity, starts_on, ends_on, status)
       select b.organisation_id, 'BA60', '${SAVE_BATCH}', b.centre_id, 80, current_date - 200, current_date + 182, 'active'
       from batches b where b.code = 'BB1' and b.organisation_id = ${bigOrganisation}`,
    `insert into batch_students (organisation_id, batch_id, student_id, status, from_date)
       select b.organisation_id, b.id, s.id, 'allotted', current_date - 200
       from batches b join lateral (select id from students where organisation_id = b.organisation_id
                                    order by id limit 60) s on true
       where b.code = 'BA60'`,
    `insert into class_sessions (organisation_id, batch_id, day, starts_at, ends_at, teacher_id)
       select b.organisation_id, b.id, (now() at time zone 'Asia/Kolkata')::date,
              ((now() at time zone 'Asia/Kolkata')::date + time '00:00') at time zone 'Asia/Kolkata',
              ((now() at time zone 'Asia/Kolkata')::date + time '00:05') at time zone 'Asia/Kolkata',
              (select cs.teacher_id from class_sessions cs join batches b1 on b1.id = cs.batch_id
               where b1.organisation_id = b.organisation_id and b1.code = 'BB1' limit 1)
       from batches b where b.code = 'BA60'`,
  ];
}
