import { execFileSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The resolution reference pages are kept at: A4 is 496 × 702 pixels. */
export const DPI = 60;
/**
 * How different a page may be and still pass: 8 pixels of 348,192 (A4 at 60 dpi), each differing by
 * more than pixelmatch's colour distance 0.1, anti-aliased edges counted. The same PDF renders to the
 * same pixels with the same poppler (0 differ, run after run); the 8 absorb a rounding of another
 * build. One digit of one amount changed differs by 16 (pdf.test.ts keeps that true).
 */
export const PIXEL_THRESHOLD = 0.1;
export const ALLOWED_PIXELS = 8;

/** The pages of a PDF as PNGs, in order, rendered by poppler's pdftoppm in `dir`. */
export async function renderPages(pdf: Buffer, dir: string, name: string) {
  await writeFile(path.join(dir, `${name}.pdf`), pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', `${name}.pdf`, name], { cwd: dir });
  const files = (await readdir(dir)).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).sort();
  return Promise.all(
    files.map(async (f) => {
      const bytes = await readFile(path.join(dir, f));
      return { bytes, png: PNG.sync.read(bytes) };
    }),
  );
}

/** Pixels that differ between two pages of the same size (a size apart: every pixel). */
export function differingPixels(a: PNG, b: PNG) {
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: true,
  });
}

/**
 * Pixels each page differs by from the page kept as `<reference>/<name>-<n>.png`; with
 * UPDATE_PDF_REFERENCE set, keeps the new pages first (after looking at them).
 */
export async function againstReference(
  pages: { bytes: Buffer; png: PNG }[],
  reference: string,
  name: string,
) {
  if (process.env.UPDATE_PDF_REFERENCE)
    await Promise.all(
      pages.map((page, i) => writeFile(path.join(reference, `${name}-${i + 1}.png`), page.bytes)),
    );
  return Promise.all(
    pages.map(async (page, i) =>
      differingPixels(page.png, PNG.sync.read(await readFile(path.join(reference, `${name}-${i + 1}.png`)))),
    ),
  );
}
