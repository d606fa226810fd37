import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appPerFile, caller, registerAndLogin, rowsOf } from '../../test/harness.ts';
import { makeBatch } from '../../test/helpers/batches.ts';
import { admitStudent } from '../../test/helpers/students.ts';
import { makeCentre, makeTeacher } from '../../test/helpers/teachers.ts';
import { naturalAsc } from './natural.ts';

const t = appPerFile();
const call = caller(t);
const names = (page: { data: { name: string }[] }) => page.data.map((row) => row.name);

describe('natural order (issue 65, bug 10)', () => {
  it('puts Class 2 before Class 10, RCP/9 before RCP/10, case aside, on this database', async () => {
    const values = ['Class 10', 'class 1', 'Class 2', 'RCP/10', 'RCP/9', 'Batch 007', 'x12345678901234'];
    const listed = sql.join(
      values.map((v) => sql`(${v})`),
      sql`, `,
    );
    const name = sql`n`;
    const rows = await rowsOf<{ n: string }>(
      t.database,
      sql`select n from (values ${listed}) as v(n) order by ${sql.join(naturalAsc(name), sql`, `)}`,
    );
    expect(rows.map((r) => r.n)).toEqual([
      'Batch 007',
      'class 1',
      'Class 2',
      'Class 10',
      'RCP/9',
      'RCP/10',
      'x12345678901234',
    ]);
  });

  it('orders the desk’s lists so: students, classes, batches, centres', async () => {
    const owner = await registerAndLogin(t.app);
    const centre = await makeCentre(t, owner, { CentreName: 'Hall 10' });
    await makeCentre(t, owner, { CentreName: 'Hall 9' });
    for (const name of ['Student 10', 'student 2', 'Student 1'])
      await admitStudent(t, owner, { name, centreId: centre.id });
    for (const [code, name] of [
      ['C10', 'Class 10'],
      ['C6', 'Class 6'],
      ['C2', 'Class 2'],
    ])
      expect((await call(owner, 'POST', '/api/v1/classes', { code, name })).statusCode).toBe(201);
    for (const name of ['JEE 11', 'JEE 9']) await makeBatch(t, owner, centre.id, { name });

    const students = (await call(owner, 'GET', '/api/v1/students?sort=name')).json();
    expect(names(students)).toEqual(['Student 1', 'student 2', 'Student 10']);
    const backwards = (await call(owner, 'GET', '/api/v1/students?sort=-name')).json();
    expect(names(backwards)).toEqual(['Student 10', 'student 2', 'Student 1']);
    expect(names((await call(owner, 'GET', '/api/v1/classes?sort=name')).json())).toEqual([
      'Class 2',
      'Class 6',
      'Class 10',
    ]);
    const choices = (await call(owner, 'GET', '/api/v1/students/choices')).json();
    expect(choices.classes.map((c: { name: string }) => c.name)).toEqual(['Class 2', 'Class 6', 'Class 10']);
    expect(
      choices.centres.map((c: { name: string }) => c.name).filter((n: string) => n.startsWith('Hall ')),
    ).toEqual(['Hall 9', 'Hall 10']);
    expect(names((await call(owner, 'GET', '/api/v1/batches')).json())).toEqual(['JEE 9', 'JEE 11']);
  });

  it('orders the teachers’ directory, the timetable’s and demo classes’ choices and roles so, the directory read from its index', async () => {
    const owner = await registerAndLogin(t.app);
    for (const name of ['Teacher 10', 'teacher 2', 'Teacher 1']) await makeTeacher(t, owner, { name });
    for (const name of ['Role 10', 'Role 9'])
      expect((await call(owner, 'POST', '/api/v1/roles', { name, grants: [] })).statusCode).toBe(201);
    const directory = (await call(owner, 'GET', '/api/v1/teachers?sort=name')).json();
    expect(names(directory)).toEqual(['Teacher 1', 'teacher 2', 'Teacher 10']);
    expect(names((await call(owner, 'GET', '/api/v1/teachers?sort=-name')).json())).toEqual([
      'Teacher 10',
      'teacher 2',
      'Teacher 1',
    ]);
    const demo = (await call(owner, 'GET', '/api/v1/demo-classes/choices')).json();
    expect(demo.teachers.map((c: { name: string }) => c.name)).toEqual([
      'Teacher 1',
      'teacher 2',
      'Teacher 10',
    ]);
    const roles = (await call(owner, 'GET', '/api/v1/roles')).json();
    expect(
      roles.data.map((r: { name: string }) => r.name).filter((n: string) => n.startsWith('Role ')),
    ).toEqual(['Role 9', 'Role 10']);
    // The directory's page by name is read in order from teachers_natural_name_idx, not sorted.
    await rowsOf(t.database, sql`set enable_seqscan = off`);
    const plan = await rowsOf<Record<string, string>>(
      t.database,
      sql`explain select id from teachers where organisation_id = 1
        order by ${sql.join(naturalAsc(sql`name`), sql`, `)}, id limit 20`,
    );
    await rowsOf(t.database, sql`set enable_seqscan = on`);
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('teachers_natural_name_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
