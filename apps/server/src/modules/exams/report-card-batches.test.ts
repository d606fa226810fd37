import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examMessages as say, reportCardMessages as words } from '@kaksha/contracts';
import type { ExamRemarkList, ReportCardDeliveries, ReportCardRun, ReportCardsSent } from '@kaksha/contracts';
import { caller, createTestApp, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account, TestApp } from '../../../test/harness.ts';
import { heldExam } from '../../../test/helpers/exams.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { readZip } from '../../lib/zip.ts';

/*
 * Report cards for a whole batch (issue 67): a teacher's remark printed instead of the drafted one;
 * a batch's cards made by the job runner into one ZIP with its progress; the cards emailed to
 * guardians through the notification service with a delivery report; another organisation sees none.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Ticks the job runner until the run is made (other organisations' daily runs may come first). */
async function madeRun(owner: Account, examId: number, runId: number) {
  const call = caller(t);
  const url = `/api/v1/exams/${examId}/report-card-runs/${runId}`;
  let run = (await call(owner, 'GET', url)).json() as ReportCardRun;
  for (let tick = 0; tick < 20 && (run.status === 'queued' || run.status === 'running'); tick++) {
    await t.jobs.tick();
    run = (await call(owner, 'GET', url)).json() as ReportCardRun;
  }
  return run;
}

function textOf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'report-cards-'));
  writeFileSync(join(dir, 'card.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', 'card.pdf', '-'], { cwd: dir, encoding: 'utf8' });
}

async function filesIn(zip: Buffer) {
  const files = new Map<string, Buffer[]>();
  await readZip(zip, { maxEntries: 1000, maxTotalBytes: 50_000_000, maxRatio: 100 }, (name, chunk) =>
    files.set(name, [...(files.get(name) ?? []), chunk]),
  );
  return new Map([...files].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

describe('report card remarks', () => {
  it('prints the teacher’s remark instead of the drafted one; blank brings the draft back', async () => {
    const { owner, exam, students, enter, call } = await heldExam(t, {
      'Class 8 A': ['Isha Paul', 'Jai Rana'],
    });
    expect((await enter(0, { 'Isha Paul': 91, 'Jai Rana': 40 })).statusCode).toBe(200);
    expect((await enter(1, { 'Isha Paul': 91, 'Jai Rana': 40 })).statusCode).toBe(200);
    const list = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/remarks`)).json() as ExamRemarkList;
    const isha = list.data.find((r) => r.name === 'Isha Paul')!;
    expect(isha.drafted).toContain('Isha has done outstanding work (91%).');
    expect(isha.remark).toBeNull();

    const url = `/api/v1/exams/${exam.id}/remarks/${students['Isha Paul']}`;
    const saved = await call(owner, 'PUT', url, { remark: '  A joy to teach; keep reading widely.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ remark: 'A joy to teach; keep reading widely.' });
    const after = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/remarks`)).json() as ExamRemarkList;
    expect(after.data.find((r) => r.name === 'Isha Paul')!.remark).toBe(
      'A joy to teach; keep reading widely.',
    );
    const card = textOf(
      (await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-cards/${students['Isha Paul']}`)).rawPayload,
    );
    expect(card).toContain('A joy to teach; keep reading widely.');
    expect(card).not.toContain('outstanding work');

    expect((await call(owner, 'PUT', url, { remark: '' })).json()).toEqual({ remark: null });
    const again = textOf(
      (await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-cards/${students['Isha Paul']}`)).rawPayload,
    );
    expect(again).toContain('Isha has done outstanding work (91%).');

    const tooLong = await call(owner, 'PUT', url, { remark: 'x'.repeat(601) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.remark).toBe(words.remarkTooLong);
  });

  it('keeps no remark for another organisation or a student outside the exam', async () => {
    const mine = await heldExam(t, { 'Class 8 B': ['Kavya Iyer'] }, { papers: 1 });
    const theirs = await heldExam(t, { 'Class 8 B': ['Lalit Sood'] }, { papers: 1 });
    const other = await registerAndLogin(t.app);
    const url = `/api/v1/exams/${mine.exam.id}/remarks/${mine.students['Kavya Iyer']}`;
    expect((await mine.call(other, 'PUT', url, { remark: 'Mine now' })).statusCode).toBe(404);
    const foreign = await mine.call(other, 'GET', `/api/v1/exams/${mine.exam.id}/remarks`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Kavya');
    const outsider = await mine.call(
      mine.owner,
      'PUT',
      `/api/v1/exams/${mine.exam.id}/remarks/${theirs.students['Lalit Sood']}`,
      { remark: 'Not ours' },
    );
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe(say.notInExamId);
  });
});

describe('a batch’s report cards as one ZIP', () => {
  it('is made by the job runner with its progress, a PDF per student of the batch chosen', async () => {
    const { owner, exam, batchIds, enter, call } = await heldExam(t, {
      'Class 7 A': ['Meher Ali', 'Nikhil Bose', 'Ojas Jain'],
      'Class 7 B': ['Pari Kapoor'],
    });
    expect((await enter(0, { 'Meher Ali': 70, 'Nikhil Bose': 'AB', 'Pari Kapoor': 55 })).statusCode).toBe(
      200,
    );
    const started = await call(owner, 'POST', `/api/v1/exams/${exam.id}/report-card-runs`, {
      batchId: batchIds[0],
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json() as ReportCardRun;
    expect(run).toMatchObject({ status: 'queued', batchName: 'Class 7 A', done: 0, fileName: null });
    // Not made yet: the ZIP is refused in words.
    const early = await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-card-runs/${run.id}/zip`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(words.runNotReady);

    const done = await madeRun(owner, exam.id, run.id);
    expect(done).toMatchObject({
      status: 'done',
      done: 3,
      total: 3,
      fileName: 'report-cards-Half-yearly-Class_7_A.zip',
    });
    const zip = await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-card-runs/${run.id}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(
      'attachment; filename="report-cards-Half-yearly-Class_7_A.zip"',
    );
    const files = await filesIn(zip.rawPayload);
    expect(files.size).toBe(3);
    const texts = [...files.values()].map(textOf);
    expect(texts.every((text) => text.includes('REPORT CARD'))).toBe(true);
    expect(texts.some((text) => text.includes('Meher Ali'))).toBe(true);
    expect(
      texts.some((text) => /Physics\s+100\s+33\s+Absent/.test(text) && text.includes('Nikhil Bose')),
    ).toBe(true);
    // Ojas has no marks: still a card, saying so.
    expect(
      texts.some((text) => text.includes('No marks have been entered for Ojas Jain in Half-yearly yet.')),
    ).toBe(true);
    expect(texts.some((text) => text.includes('Pari Kapoor'))).toBe(false);

    // The whole exam: four cards; the list shows both runs, newest first.
    const all = (
      await call(owner, 'POST', `/api/v1/exams/${exam.id}/report-card-runs`, { batchId: null })
    ).json() as ReportCardRun;
    expect((await madeRun(owner, exam.id, all.id)).status).toBe('done');
    const listed = (await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-card-runs`)).json();
    expect(listed.data.map((r: ReportCardRun) => [r.id, r.batchName, r.status, r.total])).toEqual([
      [all.id, null, 'done', 4],
      [run.id, 'Class 7 A', 'done', 3],
    ]);
    const whole = await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-card-runs/${all.id}/zip`);
    expect((await filesIn(whole.rawPayload)).size).toBe(4);
  });

  it('refuses a batch outside the exam, and shows another organisation nothing', async () => {
    const mine = await heldExam(t, { 'Class 6 A': ['Qadir Khan'] }, { papers: 1 });
    const theirs = await heldExam(t, { 'Class 6 A': ['Ria Menon'] }, { papers: 1 });
    const wrong = await mine.call(mine.owner, 'POST', `/api/v1/exams/${mine.exam.id}/report-card-runs`, {
      batchId: theirs.batchIds[0],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.batchId).toBe(words.batchNotInExam);
    const run = (
      await mine.call(mine.owner, 'POST', `/api/v1/exams/${mine.exam.id}/report-card-runs`, {})
    ).json() as ReportCardRun;
    expect((await madeRun(mine.owner, mine.exam.id, run.id)).status).toBe('done');
    for (const url of [
      `/api/v1/exams/${mine.exam.id}/report-card-runs`,
      `/api/v1/exams/${mine.exam.id}/report-card-runs/${run.id}`,
      `/api/v1/exams/${mine.exam.id}/report-card-runs/${run.id}/zip`,
    ]) {
      const res = await mine.call(theirs.owner, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Qadir');
    }
    // Their exam's path with our run: not found either.
    const crossed = await mine.call(
      theirs.owner,
      'GET',
      `/api/v1/exams/${theirs.exam.id}/report-card-runs/${run.id}/zip`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(
      (await mine.call(theirs.owner, 'POST', `/api/v1/exams/${mine.exam.id}/report-card-runs`, {}))
        .statusCode,
    ).toBe(404);
  });
});

describe('report cards sent to guardians', () => {
  it('emails each guardian with an address their student’s card, once a day, with a delivery report', async () => {
    const { owner, exam, students, enter, call } = await heldExam(t, {
      'Class 9 C': ['Sara Gill', 'Tanay Shah', 'Uma Rao'],
    });
    expect((await enter(0, { 'Sara Gill': 81, 'Tanay Shah': 64, 'Uma Rao': 45 })).statusCode).toBe(200);
    const stamp = Date.now();
    for (const name of ['Sara Gill', 'Tanay Shah'])
      await t.database.db
        .execute(sql`update guardians set email = ${`${name.split(' ')[0]!.toLowerCase()}.${stamp}@home.test`}
        where id in (select guardian_id from student_guardians where student_id = ${students[name]})`);
    const before = smtp.messages.length;
    const sent = await call(owner, 'POST', `/api/v1/exams/${exam.id}/report-cards/send`, { batchId: null });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ queued: 2, withoutEmail: ['Uma Rao'] } satisfies ReportCardsSent);
    await t.courier.deliverDue();
    const mail = await smtp.nextTo(`sara.${stamp}@home.test`, before);
    expect(mail.raw).toContain('Report card: Sara Gill, Half-yearly');
    expect(mail.raw).toMatch(/filename="?report-card-Half-yearly-/);
    expect(mail.raw).toContain('Content-Type: application/pdf');

    const report = (
      await call(owner, 'GET', `/api/v1/exams/${exam.id}/report-cards/deliveries`)
    ).json() as ReportCardDeliveries;
    expect(report.total).toBe(2);
    expect(report.counts).toEqual({ sent: 2 });
    expect(report.data.map((d) => [d.studentName, d.address, d.status]).sort()).toEqual([
      ['Sara Gill', `sara.${stamp}@home.test`, 'sent'],
      ['Tanay Shah', `tanay.${stamp}@home.test`, 'sent'],
    ]);
    // Asked again the same day: nothing more is written.
    const again = await call(owner, 'POST', `/api/v1/exams/${exam.id}/report-cards/send`, {});
    expect(again.json().queued).toBe(0);
    const [count] = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from messages where event = 'exam.report_card' and subject_ref like ${`card:${exam.id}-%`}`,
    );
    expect(count!.n).toBe(2);

    const other = await registerAndLogin(t.app);
    expect((await call(other, 'POST', `/api/v1/exams/${exam.id}/report-cards/send`, {})).statusCode).toBe(
      404,
    );
    const theirs = await call(other, 'GET', `/api/v1/exams/${exam.id}/report-cards/deliveries`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Sara');
  });

  it('says so when no guardian has an address, and sends nothing for an exam not yet held', async () => {
    const { owner, exam, call } = await heldExam(t, { 'Class 3': ['Vir Das'] }, { papers: 1 });
    const none = await call(owner, 'POST', `/api/v1/exams/${exam.id}/report-cards/send`, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(words.noneToSend);
    const draft = await call(owner, 'POST', '/api/v1/exams', {
      ...exam,
      name: 'Draft',
      batchIds: exam.batches.map((b) => b.id),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const early = await call(owner, 'POST', `/api/v1/exams/${draft.json().id}/report-cards/send`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(words.sendWhen);
  });
});
