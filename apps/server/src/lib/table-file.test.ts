import { describe, expect, it } from 'vitest';
import { bombWorkbook, entry, sheetXml, workbook, zipOf } from '../../test/helpers/zip.ts';
import { oneAtATime, readTable, TableRefused, WORKBOOK_LIMITS, WORKER_LIMITS } from './table-file.ts';

/**
 * The table reader's bounds, on files made here: each refusal comes before the work it would take,
 * and what is inside the bounds still reads (decision 066).
 */
const limits = { maxRows: 2000 };
const reasonOf = (work: Promise<unknown>) =>
  work.then(
    () => 'read',
    (err: unknown) => (err instanceof TableRefused ? err.reason : `threw ${String(err)}`),
  );
const rows = (n: number, width = 2) =>
  Array.from({ length: n }, (_, r) => Array.from({ length: width }, (_, c) => `r${r}c${c}`));
const sheet = (cells: (string | { s: number })[][]) => entry('xl/worksheets/sheet1.xml', sheetXml(cells));

describe('reading an uploaded table', () => {
  it('reads a workbook and a CSV within the bounds, the limit itself included', async () => {
    const book = workbook(sheet([['Name', 'Centre'], ...rows(2000)]));
    const table = await readTable(book, limits);
    expect(table).toHaveLength(2001);
    expect(table[2000]).toEqual(['r1999c0', 'r1999c1']);
    const csv = Buffer.from(['Name,Centre', ...rows(2000).map((r) => r.join(','))].join('\r\n'));
    expect(await readTable(csv, limits)).toHaveLength(2001);
  });

  it('refuses a zip bomb from its directory: one cell that unpacks to 1 GB', async () => {
    const bomb = bombWorkbook(['Name'], 1024 ** 3);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(await reasonOf(readTable(bomb, limits))).toBe('too-large');
  });

  it('refuses a smaller bomb by its ratio, and one that lies about its size when it passes the lie', async () => {
    // 4 MB under the total, but packed a thousand to one.
    expect(await reasonOf(readTable(bombWorkbook(['Name'], 4 * 1024 ** 2), limits))).toBe('too-large');
    // 64 MB that says it is 1 KB: unpacking stops at the 1,025th byte.
    expect(await reasonOf(readTable(bombWorkbook(['Name'], 64 * 1024 ** 2, 1024), limits))).toBe('type');
  });

  it('stops counting a sheet at the row limit: 300,000 small rows are refused as too many', async () => {
    const book = workbook(sheet(Array.from({ length: 300_000 }, () => [{ s: 0 }])));
    expect(await reasonOf(readTable(book, limits))).toBe('too-many');
    // 2,001 rows of students and a header: one too many.
    expect(await reasonOf(readTable(workbook(sheet([['Name'], ...rows(2001, 1)])), limits))).toBe('too-many');
  });

  it('refuses more cells, or more rows, than a list of students could need', async () => {
    const wide = workbook(sheet(rows(1000, WORKBOOK_LIMITS.maxCells / 1000 + 1)));
    expect(await reasonOf(readTable(wide, limits))).toBe('too-large');
    const empty = `<row r="1"/>`.repeat(WORKBOOK_LIMITS.maxRowElements + 1);
    const formatted = entry(
      'xl/worksheets/sheet1.xml',
      sheetXml([]).replace('<sheetData></sheetData>', `<sheetData>${empty}</sheetData>`),
    );
    expect(await reasonOf(readTable(workbook(formatted), limits))).toBe('too-large');
  });

  it('counts the sheets ExcelJS reads wherever they sit, and prefixed tags too', async () => {
    const prefixed = sheetXml([['Name'], ...rows(2001, 1)])
      .replace(/<(\/?)(worksheet|sheetData|row|c|is|t)\b/g, '<$1x:$2')
      .replace('xmlns=', 'xmlns:x=');
    const book = zipOf([entry('junk/xl/worksheets/sheet7.xml', prefixed)]);
    expect(await reasonOf(readTable(book, limits))).toBe('too-many');
  });

  it('refuses what is not a workbook it can read as the wrong type', async () => {
    expect(await reasonOf(readTable(Buffer.from('PK\u0003\u0004 not really a zip'), limits))).toBe('type');
    expect(await reasonOf(readTable(Buffer.from('Name\u0000,Centre'), limits))).toBe('type');
  });

  it('reads one table at a time, in order, and refuses past the line’s length as busy', async () => {
    const turn = oneAtATime(2);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = turn(async () => {
      order.push('first starts');
      await held;
      order.push('first ends');
    });
    const second = turn(async () => {
      order.push('second');
    });
    expect(await reasonOf(turn(async () => undefined))).toBe('busy');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
    // A failure does not hold the line.
    await expect(turn(async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(await reasonOf(turn(async () => undefined))).toBe('read');
  });
});

describe('the worker that builds a workbook', () => {
  it('ends itself, not the process, when a workbook inside the counts still needs too much memory', async () => {
    const book = workbook(sheet([['Name', 'Centre'], ...rows(2000)]));
    const kept = { ...WORKER_LIMITS };
    Object.assign(WORKER_LIMITS, { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 });
    try {
      expect(await reasonOf(readTable(book, limits))).toBe('too-large');
    } finally {
      Object.assign(WORKER_LIMITS, kept);
    }
    expect(await readTable(book, limits)).toHaveLength(2001);
  });

  it('is ended when it runs past its time', async () => {
    const book = workbook(sheet([['Name', 'Centre'], ...rows(10)]));
    const kept = WORKER_LIMITS.timeoutMs;
    WORKER_LIMITS.timeoutMs = 1;
    try {
      expect(await reasonOf(readTable(book, limits))).toBe('too-large');
    } finally {
      WORKER_LIMITS.timeoutMs = kept;
    }
  });
});
