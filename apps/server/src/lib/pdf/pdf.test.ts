/**
 * The PDF module drawn and looked at: a sample document (letterhead with a logo, ₹ amounts, a guardian
 * named in Devanagari, a table across two pages with its header repeated, a total in words, a QR code)
 * is rendered by poppler's pdftoppm at 60 dpi and compared with the pages kept in reference/.
 *
 * After a change meant to alter how documents look, look at the new pages, then keep them:
 *
 *   UPDATE_PDF_REFERENCE=1 npx vitest run --project server apps/server/src/lib/pdf/pdf.test.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatMoney, rupeesInWords } from '@kaksha/contracts';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED_PIXELS,
  againstReference,
  differingPixels,
  renderPages,
} from '../../../test/helpers/pdf-pages.ts';
import { createDocument, drawLetterhead, drawQr, drawTable } from './index.ts';
import type { PageSize } from './index.ts';

const REFERENCE = path.join(import.meta.dirname, 'reference');

/** A 48 px logo: a saffron disc on navy, drawn here so the sample needs no image file. */
function logo() {
  const png = new PNG({ width: 48, height: 48 });
  for (let y = 0; y < 48; y++)
    for (let x = 0; x < 48; x++) {
      const i = (y * 48 + x) * 4;
      const inDisc = (x - 24) ** 2 + (y - 24) ** 2 < 15 ** 2;
      png.data.set(inDisc ? [255, 153, 51, 255] : [20, 40, 90, 255], i);
    }
  return PNG.sync.write(png);
}

/** The sample: what a long fee statement would look like. `change` alters one amount. */
async function samplePdf({ size = 'A4', change = false }: { size?: PageSize; change?: boolean } = {}) {
  const writer = await createDocument({
    size,
    title: 'Fee statement',
    author: 'Sunrise Coaching Institute',
    createdAt: new Date('2026-04-01T04:30:00Z'),
  });
  drawLetterhead(
    writer,
    {
      name: 'Sunrise Coaching Institute',
      address: '12 MG Road, Indore 452001',
      phone: '+91 98260 12345',
      email: 'office@sunrise.example',
      gstin: '23AAPFU0939F1ZV',
      logo: { bytes: logo(), type: 'image/png' },
    },
    { title: 'FEE STATEMENT', lines: ['No. FS/2026-27/0042', 'Date 1 Apr 2026'], alert: 'DRAFT' },
  );
  writer.text('Student: Aarav Tripathi (ADM/2026-27/0007) · Indore centre');
  writer.text('Guardian: श्रीमती क्षमा त्रिपाठी (mother) · पिता: श्री राजेश त्रिपाठी').gap(8);
  const amounts = Array.from({ length: 38 }, (_, i) => 1_250_000 + i * 12_550);
  if (change) amounts[5]! += 100_000;
  drawTable(
    writer,
    [
      { title: 'Towards', share: 3 },
      { title: 'Due on', share: 1.2 },
      { title: 'Amount', share: 1.3, align: 'right' },
    ],
    [
      ...amounts.map((paise, i) => ({
        cells: [`Tuition instalment ${i + 1} · कक्षा १०`, `${(i % 28) + 1} Jun 2026`, formatMoney(paise)],
      })),
      {
        cells: ['Total', '', formatMoney(amounts.reduce((sum, paise) => sum + paise, 0))],
        bold: true,
        ruleAbove: true,
      },
    ],
  );
  writer.gap(6).text(rupeesInWords(amounts.reduce((sum, paise) => sum + paise, 0)), { bold: true });
  writer.gap(10).makeRoom(100);
  await drawQr(
    writer.doc,
    'upi://pay?pa=sunrise@okaxis&pn=Sunrise&am=12500.00&cu=INR',
    writer.left,
    writer.y,
    100,
  );
  writer.text('Scan to pay with any UPI app.', { x: writer.left + 110, size: 9 });
  return writer.finish();
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-'));
});
afterAll(() => rm(dir, { recursive: true }));

const render = (pdf: Buffer, name: string) => renderPages(pdf, dir, name);
const differing = (a: PNG, b: PNG) => differingPixels(a, b);

describe('a document drawn with lib/pdf', () => {
  it('looks as the kept reference pages do', async () => {
    const pages = await render(await samplePdf(), 'sample');
    expect(pages).toHaveLength(2);
    for (const [i, differ] of (await againstReference(pages, REFERENCE, 'sample')).entries())
      expect(differ, `page ${i + 1}`).toBeLessThanOrEqual(ALLOWED_PIXELS);
  });

  it('fails the comparison when one amount changes by a digit', async () => {
    const [first] = await render(await samplePdf(), 'same');
    const [changed] = await render(await samplePdf({ change: true }), 'changed');
    expect(differing(first!.png, changed!.png)).toBeGreaterThan(ALLOWED_PIXELS);
  });

  it('makes the same bytes from the same input, alone or beside another document', async () => {
    // The parsed fonts are shared by every document (fonts.ts): drawing two at once must not mix them.
    const alone = await samplePdf();
    const [first, second] = await Promise.all([samplePdf(), samplePdf({ size: 'A5' })]);
    expect(first!.equals(alone)).toBe(true);
    expect(second!.equals(await samplePdf({ size: 'A5' }))).toBe(true);
  });

  it('reads back as text: ₹, the Devanagari names, the header on both pages, page numbers', async () => {
    await writeFile(path.join(dir, 'text.pdf'), await samplePdf());
    const text = execFileSync('pdftotext', ['-layout', 'text.pdf', '-'], { cwd: dir, encoding: 'utf8' });
    expect(text).toContain('श्रीमती क्षमा त्रिपाठी');
    expect(text).toContain('श्री राजेश त्रिपाठी');
    expect(text).toContain('₹12,500.00');
    expect(text.match(/Towards\s+Due on\s+Amount/g)).toHaveLength(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });

  it('sets A4 and A5 pages', async () => {
    const sizeOf = async (size: PageSize) => {
      await writeFile(path.join(dir, `${size}.pdf`), await samplePdf({ size }));
      return /Page size:\s+([\d.]+ x [\d.]+)/.exec(
        execFileSync('pdfinfo', [`${size}.pdf`], { cwd: dir, encoding: 'utf8' }),
      )?.[1];
    };
    expect(await sizeOf('A4')).toBe('595.28 x 841.89');
    expect(await sizeOf('A5')).toBe('419.53 x 595.28');
  });
});
