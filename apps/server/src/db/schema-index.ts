/**
 * Writes db/schema/index.ts: every table file in db/schema/ re-exported, in name order (columns.ts and
 * plain-columns.ts, the shared column makers, aside). `npm run db:generate` runs it before drizzle-kit, so a new area's
 * schema file joins the runtime schema (Drizzle's relational queries, the `Db` type) and the migrations
 * with no line written by hand; schema-index.test.ts fails while the index is behind the folder.
 *
 *   tsx apps/server/src/db/schema-index.ts     (or `npm run db:generate`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');
const NOT_TABLES = new Set(['index.ts', 'columns.ts', 'plain-columns.ts']);

/** The table files of db/schema/, as the index lists them. */
export const schemaFiles = (): string[] =>
  fs
    .readdirSync(schemaFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_TABLES.has(file))
    .sort();

/** What db/schema/index.ts says for the files there now. */
export const schemaIndex = (): string =>
  [
    '// Written by `npm run db:generate` (db/schema-index.ts): every table file of this folder, one an area.',
    '// Drizzle (the runtime schema) and drizzle-kit (the migrations) read the tables from here.',
    ...schemaFiles().map((file) => `export * from './${file}';`),
    '',
  ].join('\n');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = path.join(schemaFolder, 'index.ts');
  const text = schemaIndex();
  if (fs.readFileSync(index, 'utf8') !== text) fs.writeFileSync(index, text);
}
