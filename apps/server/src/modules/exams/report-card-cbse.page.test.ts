/**
 * The CBSE two-term report card drawn and looked at (decision 093): a fixed card — two terms of the
 * CBSE VI–VIII structure for two subjects (an absent periodic test, an exempt notebook), the overall
 * grade, the co-scholastic areas, attendance per term — rendered by pdftoppm at 60 dpi and compared
 * with the page kept in reference/. After a change meant to alter the card, look at the new page, then:
 *
 *   UPDATE_PDF_REFERENCE=1 npx vitest run apps/server/src/modules/exams/report-card-cbse.page.test.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentResult, StudentResult } from '@kaksha/contracts';
import { createDocument } from '../../lib/pdf/index.ts';
import { drawCbseCard } from './report-card-cbse.ts';
import type { CardTerm } from './report-card-cbse.ts';

const REFERENCE = path.join(import.meta.dirname, 'reference');
const ALLOWED_PIXELS = 8;

const part = (
  name: string,
  weight: number,
  marks: number | null,
  status: ComponentResult['status'] = 'present',
) => ({
  name,
  weight,
  status,
  marks,
  attempts: [],
});
const cell = (
  paperId: number,
  marks: number,
  outOf: number,
  grade: string,
  components: ComponentResult[],
) => ({
  paperId,
  status: 'present' as const,
  marks,
  grade,
  passed: true,
  outOf,
  components,
});
const student = (total: number, outOf: number, papers: StudentResult['papers']): StudentResult => ({
  studentId: 1,
  name: 'Anu Mehta',
  admissionNumber: 'ADM/2026-27/0001',
  batchName: 'Class 7 A',
  total,
  outOf,
  percent: Math.round((10000 * total) / outOf) / 100,
  grade: null,
  gradePoint: null,
  remark: null,
  passed: true,
  rank: 1,
  papers,
});
const papers = [
  { subjectName: 'English', maxMarks: 80, passingMarks: 26 },
  { subjectName: 'Mathematics', maxMarks: 80, passingMarks: 26 },
] as CardTerm['exam']['papers'];
const term = (name: string, from: string, to: string, result: StudentResult, present: number): CardTerm => ({
  exam: { name, papers, status: 'published' },
  term: { from, to },
  results: new Map([[1, result]]),
  attendance: new Map([
    [
      1,
      {
        studentId: 1,
        marked: 100,
        present,
        absent: 100 - present,
        half: 0,
        percent: present,
        recentPercent: present,
      },
    ],
  ]),
});
const termOne = student(176.5, 195, [
  cell(1, 89.5, 100, 'A2', [
    part('Periodic test', 10, 8.5),
    part('Notebook', 5, 4),
    part('Subject enrichment', 5, 5),
    part('Half-yearly/annual exam', 80, 72),
  ]),
  cell(2, 87, 95, 'A1', [
    part('Periodic test', 10, 3.5),
    part('Notebook', 5, null, 'exempt'),
    part('Subject enrichment', 5, 3.5),
    part('Half-yearly/annual exam', 80, 80),
  ]),
]);
const termTwo = student(161, 200, [
  cell(1, 78, 100, 'B1', [
    part('Periodic test', 10, 9),
    part('Notebook', 5, 5),
    part('Subject enrichment', 5, 4),
    part('Half-yearly/annual exam', 80, 60),
  ]),
  cell(2, 83, 100, 'A2', [
    part('Periodic test', 10, 7),
    part('Notebook', 5, 5),
    part('Subject enrichment', 5, 5),
    part('Half-yearly/annual exam', 80, 66),
  ]),
]);

async function cardPdf() {
  const writer = await createDocument({
    size: 'A4',
    title: 'Report card',
    author: 'Sunrise Public School',
    createdAt: new Date('2027-03-20T04:30:00Z'),
  });
  drawCbseCard(
    writer,
    {
      head: { name: 'Sunrise Public School', address: '12 MG Road, Indore 452001', phone: '+91 98260 12345' },
      terms: [
        term('Half-yearly', '2026-04-01', '2026-09-30', termOne, 92),
        term('Annual', '2026-10-01', '2027-03-10', termTwo, 88),
      ],
      gradeOf: (p) => (p >= 91 ? 'A1' : p >= 81 ? 'A2' : p >= 71 ? 'B1' : 'B2'),
      ending: (w) => w.text('Remarks', { bold: true }).text('Anu works steadily; keep up the reading.'),
    },
    termTwo,
  );
  return writer.finish();
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cbse-page-'));
});
afterAll(() => rm(dir, { recursive: true }));

describe('the CBSE two-term card', () => {
  it('looks as the kept reference page does', async () => {
    await writeFile(path.join(dir, 'card.pdf'), await cardPdf());
    execFileSync('pdftoppm', ['-r', '60', '-png', '-singlefile', 'card.pdf', 'card'], { cwd: dir });
    const bytes = await readFile(path.join(dir, 'card.png'));
    const kept = path.join(REFERENCE, 'cbse-card.png');
    if (process.env.UPDATE_PDF_REFERENCE) await writeFile(kept, bytes);
    const page = PNG.sync.read(bytes);
    const reference = PNG.sync.read(await readFile(kept));
    expect([page.width, page.height]).toEqual([reference.width, reference.height]);
    const differ = pixelmatch(page.data, reference.data, undefined, page.width, page.height, {
      threshold: 0.1,
      includeAA: true,
    });
    expect(differ).toBeLessThanOrEqual(ALLOWED_PIXELS);
  });
});
