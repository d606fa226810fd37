/**
 * The chapter manager at scale: POST /api/chapter-details and /api/topic-details on a subject of the demo
 * institute with 200 chapters × 30 topics (6,000 topics, one content item each), as req/s and a ratio to
 * /api/v1/ping measured on the same server moments before, and to the limit: the same bytes served from
 * memory (bench/memory-server.ts) at the same connections (issue 12: within 4× of it on PostgreSQL). That these calls run a constant number of
 * statements whatever the counts is proven by apps/server/src/modules/learning/queries.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPgliteDir } from './pglite.ts';

export const BENCH_CHAPTERS = 200;
export const BENCH_TOPICS = 30;
const CODE = 'BENCH';
const EMAIL = 'owner@demo.kaksha.local';
const PASSWORD = 'bench-owner-secret';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const MEMORY_PORT = 3331;

/** Set-based: five statements, whatever the counts. Idempotent for the board, class and subject. */
const SEED = `
  insert into boards (organisation_id, code, name) select id, '${CODE}', 'Bench board' from organisations where su_code = 'DEMO01' on conflict do nothing;
  insert into classes (organisation_id, code, name) select id, '${CODE}', 'Bench class' from organisations where su_code = 'DEMO01' on conflict do nothing;
  insert into subjects (organisation_id, code, name) select id, '${CODE}', 'Bench subject' from organisations where su_code = 'DEMO01' on conflict do nothing;
  insert into chapters (organisation_id, board_id, class_id, subject_id, name, sl_no)
    select o.id, b.id, c.id, s.id, 'Chapter ' || g, g
    from organisations o
    join boards b on b.organisation_id = o.id and b.code = '${CODE}'
    join classes c on c.organisation_id = o.id and c.code = '${CODE}'
    join subjects s on s.organisation_id = o.id and s.code = '${CODE}',
    generate_series(1, ${BENCH_CHAPTERS}) g
    where o.su_code = 'DEMO01' and not exists (select 1 from chapters where subject_id = s.id);
  insert into topics (organisation_id, chapter_id, name, sl_no)
    select ch.organisation_id, ch.id, 'Topic ' || g, g
    from chapters ch join subjects s on s.id = ch.subject_id and s.code = '${CODE}', generate_series(1, ${BENCH_TOPICS}) g
    where not exists (select 1 from topics where chapter_id = ch.id);
  insert into contents (organisation_id, topic_id, sl_no, content_type, name, url)
    select t.organisation_id, t.id, 1, 'Video', 'Lesson', 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4'
    from topics t join chapters ch on ch.id = t.chapter_id join subjects s on s.id = ch.subject_id and s.code = '${CODE}'
    where not exists (select 1 from contents where topic_id = t.id);`;

/** Adds the bench subject to a migrated, demo-seeded database: the PGlite data directory (server stopped) or PostgreSQL. */
export async function seedLearningBench(target: { pgliteDir: string } | { databaseUrl: string }) {
  if ('pgliteDir' in target) {
    const db = openPgliteDir(target.pgliteDir);
    try {
      await db.exec(SEED);
    } finally {
      await db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(SEED);
    } finally {
      await client.end();
    }
  }
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: 10, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

export interface LearningResult {
  label: string;
  baseline: number;
  calls: {
    name: string;
    rps: number;
    ratio: number;
    p99: number;
    bytes: number;
    /** The same bytes from memory: req/s and p99. */
    memory: { rps: number; p99: number };
  }[];
}

/** Serves `bodies` (path → body) from memory in a process of its own while `use` runs. */
async function fromMemory<T>(bodies: Record<string, string>, use: (url: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-memory-'));
  fs.writeFileSync(path.join(dir, 'bodies.json'), JSON.stringify(bodies));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(MEMORY_PORT), BODIES: path.join(dir, 'bodies.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`memory server exited (${code})`)));
    });
    return await use(`http://127.0.0.1:${MEMORY_PORT}`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function learningRatios(label: string, url: string): Promise<LearningResult> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { cookie, 'content-type': 'application/json' };
  const subject = { suCode: 'DEMO01', boardCode: CODE, classCode: CODE, subjectCode: CODE };
  const post = (path: string, body: object) =>
    fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

  const list = (await (await post('/api/chapter-details', { ...subject, chapterCode: '' })).json()) as {
    chapters: { ChapterCode: string; TopicCount: number }[];
  };
  if (list.chapters.length !== BENCH_CHAPTERS || list.chapters[0]?.TopicCount !== BENCH_TOPICS)
    throw new Error(`bench subject not seeded: ${list.chapters.length} chapters`);
  const middle = list.chapters[BENCH_CHAPTERS / 2]!.ChapterCode;

  await load({ url: `${url}/api/v1/ping`, duration: 1 }); // warm-up
  const baseline = await load({ url: `${url}/api/v1/ping` });
  const measured: { name: string; path: string; body: object; result: autocannon.Result }[] = [];
  const bodies: Record<string, string> = {};
  for (const [name, path, body] of [
    ['chapter-details', '/api/chapter-details', { ...subject, chapterCode: '' }],
    ['topic-details', '/api/topic-details', { ...subject, chapterCode: middle }],
  ] as const) {
    bodies[path] = await (await post(path, body)).text();
    const result = await load({ url: `${url}${path}`, method: 'POST', headers, body: JSON.stringify(body) });
    measured.push({ name, path, body, result });
  }
  // The limit, with the API server idle: the same requests, answered with the same bytes from memory.
  const calls = await fromMemory(bodies, async (memoryUrl) => {
    const rows = [];
    for (const { name, path, body, result } of measured) {
      const memory = await load({
        url: `${memoryUrl}${path}`,
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      rows.push({
        name,
        rps: Math.round(result.requests.average),
        ratio: result.requests.average / baseline.requests.average,
        p99: result.latency.p99,
        bytes: bodies[path]!.length,
        memory: { rps: Math.round(memory.requests.average), p99: memory.latency.p99 },
      });
    }
    return rows;
  });
  return { label, baseline: Math.round(baseline.requests.average), calls };
}

export function learningLines(results: LearningResult[]): string[] {
  return results.flatMap((r) =>
    r.calls.map(
      (c) =>
        `${c.name} (${BENCH_CHAPTERS} chapters × ${BENCH_TOPICS} topics) on ${r.label}: ${c.rps} req/s vs baseline ` +
        `/api/v1/ping ${r.baseline} req/s = ${(c.ratio * 100).toFixed(0)}% of baseline (p99 ${c.p99} ms, ${(c.bytes / 1024).toFixed(1)} KB); ` +
        `the same bytes from memory ${c.memory.rps} req/s (p99 ${c.memory.p99} ms): ${(c.memory.rps / Math.max(c.rps, 1)).toFixed(1)}× the call` +
        `${r.label === 'PostgreSQL' ? (c.memory.rps <= 4 * c.rps ? ' (within 4×)' : ' (OVER 4×)') : ''}`,
    ),
  );
}
