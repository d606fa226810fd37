import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { readZip, ZipRefused } from './zip.ts';
import type { ZipLimits } from './zip.ts';

/**
 * An uploaded table — a CSV file or an Excel workbook — read as rows of text, with the work bounded
 * before it is done (decision 066): a CSV is parsed only as far as the row limit; a workbook is
 * inspected (lib/zip.ts) and its sheets counted as they unpack, stopping at the limits, before ExcelJS
 * (which builds the whole workbook in memory) is given a byte, in a worker thread with a heap and a
 * time limit of its own; and one table is read at a time in a process, the rest waiting their turn. Refusals are a `TableRefused` whose reason the caller words.
 */
export class TableRefused extends Error {
  constructor(readonly reason: 'type' | 'too-large' | 'too-many' | 'busy') {
    super(`table refused: ${reason}`);
  }
}

export interface TableLimits {
  /** Rows after the header. */
  maxRows: number;
}

/** A workbook's bounds. A real 2,000-row import is about 140 KB, unpacking to 1.5 MB and 26,000 cells. */
export const WORKBOOK_LIMITS: ZipLimits & { maxCells: number; maxRowElements: number } = {
  maxEntries: 200,
  maxTotalBytes: 16 * 1024 * 1024,
  maxRatio: 100,
  /** Cells in all sheets, empty ones included: ExcelJS keeps an object for each. */
  maxCells: 100_000,
  /** Rows in all sheets, formatted empty ones included. */
  maxRowElements: 50_000,
};

/**
 * Runs work one piece at a time, in the order it came; with `maxWaiting` pieces already in line (the
 * running one counted), the next is refused as busy rather than held.
 */
export function oneAtATime(maxWaiting: number) {
  let last: Promise<unknown> = Promise.resolve();
  let inLine = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (inLine >= maxWaiting) throw new TableRefused('busy');
    inLine++;
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      inLine--;
    }
  };
}

/** One table at a time in a process: ExcelJS's work is on the event loop, and its memory adds up. */
const inTurn = oneAtATime(20);

/** The header then the rows (empty rows skipped), each cell as the text it shows. */
export async function readTable(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  return inTurn(async () => {
    const table = isZip(bytes) ? await readWorkbook(bytes, limits) : await readCsv(bytes, limits);
    if (table.length - 1 > limits.maxRows) throw new TableRefused('too-many');
    return table;
  });
}

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004';

/** papaparse, loaded at the first CSV a process reads or writes rather than at start (decision 043). */
export const papa = () => import('papaparse').then((m) => m.default);

async function readCsv(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new TableRefused('type');
  // The header, the rows allowed and one more to tell a file over the limit: the rest is never parsed.
  return (await papa()).parse<string[]>(text, { skipEmptyLines: 'greedy', preview: limits.maxRows + 2 }).data;
}

async function readWorkbook(bytes: Buffer, limits: TableLimits): Promise<string[][]> {
  await countSheets(bytes, limits);
  return inWorker(bytes);
}

/**
 * ExcelJS in a worker thread: the workbook is built there (a 2,000-row file held the event loop for
 * most of a second), in a heap of its own whose limit ends the worker, not the process, and within a
 * time limit. The worker is code in a string so that it runs the same from the sources and from the
 * bundle (decision 043); ExcelJS is found from here.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
(async () => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(workerData.bytes);
  } catch {
    parentPort.postMessage({ refused: 'type' });
    return;
  }
  const table = [];
  const sheet = workbook.worksheets[0];
  if (sheet) sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const value = cell.value;
      // A date typed into Excel is a Date: keep it as the calendar day it shows.
      cells[col - 1] = value instanceof Date ? value.toISOString().slice(0, 10)
        : cell.text === undefined ? '' : String(cell.text);
    });
    table.push(Array.from(cells, (c) => c ?? ''));
  });
  parentPort.postMessage({ table });
})();
`;

/** The worker's heap and time: a workbook within WORKBOOK_LIMITS needs a small part of either. */
export const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, timeoutMs: 30_000 };

function inWorker(bytes: Buffer): Promise<string[][]> {
  const exceljs = createRequire(import.meta.url).resolve('exceljs');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { exceljs, bytes: new Uint8Array(bytes) },
    resourceLimits: {
      maxOldGenerationSizeMb: WORKER_LIMITS.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: WORKER_LIMITS.maxYoungGenerationSizeMb,
    },
  });
  return new Promise<string[][]>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new TableRefused('too-large'));
      void worker.terminate();
    }, WORKER_LIMITS.timeoutMs);
    worker.once('message', (answer: { table?: string[][]; refused?: 'type' }) => {
      if (answer.table) resolve(answer.table);
      else reject(new TableRefused(answer.refused ?? 'type'));
    });
    worker.once('error', (err: Error & { code?: string }) =>
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TableRefused('too-large') : err),
    );
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new TableRefused('too-large'));
    });
  });
}

/** The entries ExcelJS reads as sheets (its own pattern, which is not anchored). */
const SHEET = /xl\/worksheets\/sheet\d+\.xml/i;
/** The start of a row, a cell, or a value (`v`, an inline string `is`, a formula `f`), with any prefix. */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c|v|is|f)[\s/>]/g;
/** A tag name with its prefix is shorter than this: a `<` further from a chunk's end is a whole tag. */
const TAG_REACH = 64;

/**
 * Unpacks the workbook once, counting each sheet's rows with a value, and all sheets' rows and cells,
 * and stops at the first limit passed. Tags are found by their bytes (a `<` in text is always escaped
 * in XML), so the counts can only be high, never low: a file they pass is one ExcelJS can hold.
 */
async function countSheets(bytes: Buffer, limits: TableLimits) {
  let sheet = '';
  let carry = '';
  let rowHasValue = false;
  let valueRows = 0;
  let rows = 0;
  let cells = 0;
  const endRow = () => {
    if (rowHasValue) valueRows++;
    rowHasValue = false;
    // The header and the rows allowed; one more is a file over the limit.
    if (valueRows > limits.maxRows + 1) throw new TableRefused('too-many');
  };
  try {
    await readZip(bytes, WORKBOOK_LIMITS, (name, chunk) => {
      if (!SHEET.test(name)) return;
      if (name !== sheet) {
        endRow();
        sheet = name;
        carry = '';
        valueRows = 0;
      }
      const text = carry + chunk.toString('latin1');
      const open = text.lastIndexOf('<');
      carry = open >= 0 && text.length - open < TAG_REACH ? text.slice(open) : '';
      for (const [, tag] of text.slice(0, text.length - carry.length).matchAll(TAG)) {
        if (tag === 'row') {
          endRow();
          rows++;
        } else if (tag === 'c') cells++;
        else rowHasValue = true;
      }
      if (rows > WORKBOOK_LIMITS.maxRowElements || cells > WORKBOOK_LIMITS.maxCells)
        throw new TableRefused('too-large');
    });
  } catch (err) {
    if (err instanceof ZipRefused) throw new TableRefused(err.reason === 'too-large' ? 'too-large' : 'type');
    throw err;
  }
  endRow();
}
