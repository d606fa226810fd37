import { describe, expect, it } from 'vitest';
import { defineArea } from './area.ts';
import type { JobParts } from './area.ts';
import { registerDocuments } from './documents.ts';
import { allJobs } from './jobs.ts';
import { defineJob } from './lib/jobs/definitions.ts';
import type { AnyJob } from './lib/jobs/runner.ts';
import { Attachments } from './modules/messages/attachments.ts';
import { fees } from './modules/fees/index.ts';

/** What an area's plugin declares reaches the job runner and the courier, each under the area's name. */
const areaWith = (name: string, more: Partial<Parameters<typeof defineArea>[0]>) =>
  defineArea({ name, tags: [{ name, description: name }], routes: async () => undefined, ...more });

const job = (name: string) =>
  defineJob({
    name,
    title: name,
    scope: 'installation',
    schedule: { everySeconds: 60 },
    run: async () => {},
  });

describe('an area plugin', () => {
  it('runs jobs named after its area, and refuses a job named after another', () => {
    const parts = { database: { db: {} }, log: console } as unknown as Omit<JobParts, 'folded'>;
    const own = areaWith('attendance', { jobs: () => [job('attendance.alerts') as AnyJob] });
    expect(allJobs([own], parts).map((j) => j.name)).toContain('attendance.alerts');
    const stray = areaWith('exams', { jobs: () => [job('fees.results') as AnyJob] });
    expect(() => allJobs([stray], parts)).toThrow(
      "The exams area's job fees.results must be named exams.<what>",
    );
  });

  it('gives the courier the documents it makes, and refuses a kind two areas declare', async () => {
    const attachments = new Attachments();
    const card = { fileName: 'card.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') };
    const exams = areaWith('exams', { documents: () => ({ 'report-card': async () => card }) });
    registerDocuments([fees, exams], { db: {} as never }, attachments);
    expect(await attachments.make(1, 'report-card:7')).toBe(card);
    expect(() => attachments.make(1, 'payslip:7')).toThrow(
      'no attachment maker is registered for “payslip:7”',
    );
    const again = areaWith('payroll', { documents: () => ({ receipt: async () => null }) });
    expect(() => registerDocuments([again], { db: {} as never }, attachments)).toThrow(
      'Two attachment makers are registered for “receipt”',
    );
  });
});
