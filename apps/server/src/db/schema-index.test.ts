import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { schemaFiles, schemaFolder, schemaIndex } from './schema-index.ts';

describe('the schema index', () => {
  it('re-exports every table file of db/schema (npm run db:generate writes it)', () => {
    expect(fs.readFileSync(path.join(schemaFolder, 'index.ts'), 'utf8')).toBe(schemaIndex());
  });

  it("gives Drizzle's relational queries every table of every file", async () => {
    const tables: string[] = [];
    for (const file of schemaFiles()) {
      const tablesOfFile = Object.values(await import(path.join(schemaFolder, file))).filter((value) =>
        is(value, PgTable),
      );
      tables.push(...tablesOfFile.map((table) => getTableName(table as PgTable)));
    }
    expect(tables.length).toBeGreaterThan(60);
    const db = drizzle.mock({ schema });
    const queried = Object.values(db._.schema ?? {}).map((table) => table.dbName);
    expect(queried.sort()).toEqual(tables.sort());
    expect(Object.keys(db.query)).toHaveLength(tables.length);
  });
});
