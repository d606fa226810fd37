import zlib from 'node:zlib';
import { packZip } from '../../src/lib/zip.ts';

/**
 * Zip files made in the test, hostile ones included, so that no binary is committed. `zipOf` writes a
 * plain zip (deflated entries, a central directory); `workbook` a minimal .xlsx that ExcelJS opens,
 * whose first sheet is the rows given; `bomb` a workbook whose one shared string unpacks to `bytes`
 * (1 GB in about 1 MB, made in a second: one deflated megabyte, ended by a full flush so that it
 * stands alone, repeated).
 */
export interface ZipEntry {
  name: string;
  /** The deflated bytes, with the size and checksum of what they unpack to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** What the directory says it unpacks to (a lie, when it differs from `size`). */
  declaredSize?: number;
}

export const entry = (name: string, text: string | Buffer): ZipEntry => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes) };
};

export const zipOf = (entries: ZipEntry[]): Buffer =>
  packZip(
    entries.map((e) => ({
      name: e.name,
      data: e.deflated,
      method: 8 as const,
      crc: e.crc,
      size: e.size,
      declaredSize: e.declaredSize,
    })),
  );

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A column's letters: 0 → A, 26 → AA. */
const letters = (n: number): string =>
  (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(65 + (n % 26));

/** A sheet's XML: each row's cells as inline strings, or the shared string they name (`{ s: n }`). */
export function sheetXml(rows: (string | { s: number })[][]): string {
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((cell, c) =>
            typeof cell === 'string'
              ? `<c r="${letters(c)}${r + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`
              : `<c r="${letters(c)}${r + 1}" t="s"><v>${cell.s}</v></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** A minimal workbook: the parts ExcelJS needs, a first sheet, and any further entries. */
export function workbook(sheet: ZipEntry, more: ZipEntry[] = []): Buffer {
  return zipOf([
    entry(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    entry(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    sheet,
    ...more,
  ]);
}

/**
 * A shared-strings part whose one string is `bytes` of the letter a: the XML around it, and the
 * middle made by repeating one independently deflated megabyte.
 */
export function bombStrings(bytes: number): ZipEntry {
  const head = Buffer.from(`${XML}<sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>`);
  const tail = Buffer.from('</t></si></sst>');
  const mb = 1024 * 1024;
  const chunk = Buffer.alloc(mb, 'a');
  const repeats = Math.floor(bytes / mb);
  const deflate = (b: Buffer, flush: number) => zlib.deflateRawSync(b, { finishFlush: flush });
  const parts = [deflate(head, zlib.constants.Z_FULL_FLUSH)];
  const block = deflate(chunk, zlib.constants.Z_FULL_FLUSH);
  let crc = zlib.crc32(head);
  for (let i = 0; i < repeats; i++) {
    parts.push(block);
    crc = zlib.crc32(chunk, crc);
  }
  parts.push(deflate(tail, zlib.constants.Z_FINISH));
  crc = zlib.crc32(tail, crc);
  return {
    name: 'xl/sharedStrings.xml',
    deflated: Buffer.concat(parts),
    size: head.length + repeats * mb + tail.length,
    crc,
  };
}

/** A workbook whose header row is the import's columns and whose one cell holds a `bytes`-long string. */
export function bombWorkbook(header: readonly string[], bytes: number, declaredSize?: number): Buffer {
  const strings = bombStrings(bytes);
  return workbook(entry('xl/worksheets/sheet1.xml', sheetXml([[...header], [{ s: 0 }]])), [
    { ...strings, declaredSize },
  ]);
}
