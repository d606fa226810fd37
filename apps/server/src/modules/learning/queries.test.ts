import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appPerFile, as, countQueries, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import { makeSubject } from '../../../test/helpers/learning.ts';
import type { Subject } from '../../../test/helpers/learning.ts';

const t = appPerFile();

/** A subject with `chapters` chapters × `topicsPer` topics × 2 content items, made in four statements. */
async function bigSubject(owner: Account, chapters: number, topicsPer: number) {
  const subject = await makeSubject(t.app, owner, 'Q');
  const db = t.database.db;
  await db.execute(sql`insert into chapters (organisation_id, board_id, class_id, subject_id, name, sl_no)
    select b.organisation_id, b.id, c.id, s.id, 'Chapter ' || g, g
    from boards b join classes c on c.organisation_id = b.organisation_id join subjects s on s.organisation_id = b.organisation_id,
         generate_series(1, ${chapters}) g
    where b.code = ${subject.boardCode} and c.code = ${subject.classCode} and s.code = ${subject.subjectCode}
      and b.organisation_id = (select organisation_id from users where id = ${owner.userId})`);
  const scope = sql`select ch.id, ch.organisation_id from chapters ch join boards b on b.id = ch.board_id
    where b.code = ${subject.boardCode} and b.organisation_id = (select organisation_id from users where id = ${owner.userId})`;
  await db.execute(sql`insert into topics (organisation_id, chapter_id, name, sl_no)
    select ch.organisation_id, ch.id, 'Topic ' || g, g from (${scope}) ch, generate_series(1, ${topicsPer}) g`);
  await db.execute(sql`insert into contents (organisation_id, topic_id, sl_no, content_type, name, url)
    select t.organisation_id, t.id, g, case g when 1 then 'Video' else 'Worksheet' end, 'Item ' || g, 'https://example.org/' || t.id || '/' || g
    from topics t, generate_series(1, 2) g where t.chapter_id in (select id from (${scope}) s)`);
  const [first] = await rowsOf<{ chapter: number; topic: number }>(
    t.database,
    sql`select ch.id as chapter, (select min(id) from topics where chapter_id = ch.id) as topic
        from (${scope}) ch order by ch.id limit 1`,
  );
  return { subject, chapterCode: String(first!.chapter), topicCode: String(first!.topic) };
}

async function queriesFor(owner: Account, url: string, payload: object, method: 'POST' | 'GET' = 'POST') {
  const run = () => t.app.inject(as(owner, method === 'POST' ? { method, url, payload } : { method, url }));
  expect((await run()).statusCode).toBe(200); // warm-up (session touch, caches)
  // What a read costs when this node does not hold the answer (decision 041).
  t.chapterManagerLists.clear();
  const { result, queries } = await countQueries(t.database, run);
  expect(result.statusCode).toBe(200);
  return { queries, body: result.json() };
}

describe('the chapter manager reads in a constant number of statements', () => {
  it('whatever the number of chapters, topics and content items', async () => {
    const owner = await registerAndLogin(t.app);
    const small = await bigSubject(owner, 5, 3);
    const large = await bigSubject(owner, 200, 30);
    const calls: [
      string,
      (s: { subject: Subject; chapterCode: string; topicCode: string }) => object,
      string?,
    ][] = [
      ['/api/chapter-details', (s) => ({ ...s.subject, suCode: owner.suCode, chapterCode: '' })],
      ['/api/topic-details', (s) => ({ ...s.subject, suCode: owner.suCode, chapterCode: s.chapterCode })],
      [
        '/api/studycontent',
        (s) => ({
          suCode: owner.suCode,
          BoardCode: s.subject.boardCode,
          ClassCode: s.subject.classCode,
          SubjectCode: s.subject.subjectCode,
          ChapterCode: s.chapterCode,
          TopicCode: s.topicCode,
        }),
      ],
      [
        '/api/get-content-buttons',
        (s) => ({ ...s.subject, chapterCode: s.chapterCode, topicCode: s.topicCode }),
      ],
    ];
    const counts: Record<string, [number, number]> = {};
    for (const [url, body] of calls) {
      const a = await queriesFor(owner, url, body(small));
      const b = await queriesFor(owner, url, body(large));
      counts[url] = [a.queries, b.queries];
    }
    const view = (s: typeof small) =>
      `/api/v1/learning/lms/topics?boardCode=${s.subject.boardCode}&classCode=${s.subject.classCode}&subjectCode=${s.subject.subjectCode}&chapterCode=${s.chapterCode}`;
    counts['lms topics'] = [
      (await queriesFor(owner, view(small), {}, 'GET')).queries,
      (await queriesFor(owner, view(large), {}, 'GET')).queries,
    ];
    const catalogue = '/api/v1/learning/lms/catalogue';
    counts['lms catalogue'] = [(await queriesFor(owner, catalogue, {}, 'GET')).queries, 0];
    await bigSubject(owner, 50, 2);
    counts['lms catalogue']![1] = (await queriesFor(owner, catalogue, {}, 'GET')).queries;

    if (process.env.SHOW_QUERY_COUNTS) console.log(counts);
    for (const [url, [few, many]] of Object.entries(counts)) {
      expect(many, url).toBe(few);
      // Session and menu check, then at most two statements of its own.
      expect(many, url).toBeLessThanOrEqual(5);
    }
    // The chapter manager's two lists find where they point and write their answer in one statement.
    expect(counts['/api/chapter-details']).toEqual([1, 1]);
    expect(counts['/api/topic-details']).toEqual([1, 1]);
    const big = await queriesFor(owner, '/api/chapter-details', {
      ...large.subject,
      suCode: owner.suCode,
      chapterCode: '',
    });
    expect(big.body.chapters).toHaveLength(200);
    expect(big.body.chapters[199]).toMatchObject({ ChapterSlNo: 200, TopicCount: 30 });
    const topics = await queriesFor(owner, '/api/topic-details', {
      ...large.subject,
      suCode: owner.suCode,
      chapterCode: large.chapterCode,
    });
    expect(topics.body.topics).toHaveLength(30);
    expect(topics.body.topics[0].ContentCount).toBe(2);
  });
});
