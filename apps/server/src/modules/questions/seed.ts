import { sql } from 'drizzle-orm';
import type { BloomLevel, Difficulty, QuestionType } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { rowsOf } from '../../db/rows.ts';
import { boards, chapters, classes, questions, subjects, topics } from '../../db/schema/index.ts';

/**
 * The demo institute's question bank: for every chapter of CBSE class 10 Mathematics and Science, a
 * question at each of Bloom's six levels and more at the lower ones (about 330 in all), written from
 * the chapter's and its sections' names, the same on every seed (the choices of an MCQ are the
 * chapter's real sections and its siblings, placed by the chapter's number). Two statements. Needs
 * the demo curriculum.
 */

/** Topics the curriculum seed gives a chapter whose sections it does not name: not worth a question. */
const GENERAL = new Set(['Introduction', 'Key Concepts and Worked Examples', 'Exercises and Revision']);

interface Place {
  id: number;
  name: string;
  subject: string;
  topics: { id: number; name: string }[];
}
interface Seeded {
  chapterId: number;
  topicId: number | null;
  bloom: BloomLevel;
  type: QuestionType;
  text: string;
  options: string[];
  correctOption: number | null;
  answer: string;
  marks: number;
  difficulty: Difficulty;
}

/** Four choices, the right one at position `at`. */
function choices(right: string, wrong: string[], at: number) {
  const options = [...new Set(wrong.filter((w) => w !== right))].slice(0, 3);
  options.splice(at % (options.length + 1), 0, right);
  return { options, correctOption: options.indexOf(right) };
}

export function questionsFor(chapter: Place, siblings: Place[], n: number): Seeded[] {
  const at = (bloom: BloomLevel, type: QuestionType, marks: number, difficulty: Difficulty) => ({
    chapterId: chapter.id,
    bloom,
    type,
    marks,
    difficulty,
    options: [] as string[],
    correctOption: null as number | null,
  });
  const others = siblings.filter((s) => s.id !== chapter.id);
  const sections = chapter.topics.filter((tp) => !GENERAL.has(tp.name));
  const named = sections.length > 0 ? sections : [{ id: null, name: chapter.name }];
  const out: Seeded[] = [];
  named.forEach((tp, i) => {
    const place = { topicId: tp.id };
    // Which chapter a section is in: asked only of a real section (a chapter's own name gives it away).
    if (tp.id !== null)
      out.push({
        ...at('remember', 'mcq', 1, 'easy'),
        ...place,
        text: `In which chapter of class 10 ${chapter.subject} is “${tp.name}” studied?`,
        ...choices(chapter.name, others.map((o) => o.name).slice((n + i) % 3), n + i),
        answer: '',
      });
    const what = tp.id !== null ? `“${tp.name}”` : `the chapter “${tp.name}”`;
    out.push(
      {
        ...at('remember', 'short', 1, 'easy'),
        ...place,
        text:
          tp.id !== null
            ? `State in one sentence what “${tp.name}” means.`
            : `State in one sentence what ${what} is about.`,
        answer: `A one-line definition of ${tp.name}, in the words of the chapter “${chapter.name}”.`,
      },
      {
        ...at('understand', 'short', 2, i % 2 === 0 ? 'easy' : 'medium'),
        ...place,
        text: `Explain ${tp.id !== null ? what : `the main idea of ${what}`} in your own words, with one example.`,
        answer: `An explanation of ${tp.name} (1 mark) and a correct example (1 mark).`,
      },
      {
        ...at('apply', 'short', 3, 'medium'),
        ...place,
        text: `Use what you know of ${what} to solve a problem of your own choosing. Show each step.`,
        answer: `A problem that needs ${tp.name} (1 mark), correct working (1 mark), the right result (1 mark).`,
      },
    );
  });
  const sectionNames = chapter.topics.map((tp) => tp.name).filter((name) => !GENERAL.has(name));
  const [first, second] = [
    named[0]!.name,
    named[1]?.name ?? others[n % Math.max(others.length, 1)]?.name ?? 'the previous chapter',
  ];
  if (sectionNames.length > 0)
    out.push({
      ...at('remember', 'mcq', 1, 'easy'),
      topicId: null,
      text: `Which of these is a section of the chapter “${chapter.name}”?`,
      ...choices(
        sectionNames[n % sectionNames.length]!,
        others
          .flatMap((o) => o.topics.map((tp) => tp.name).filter((name) => !GENERAL.has(name)))
          .concat(others.map((o) => o.name))
          .slice(n % 4),
        n,
      ),
      answer: '',
    });
  out.push(
    {
      ...at('understand', 'mcq', 1, 'medium'),
      topicId: null,
      text: `“${chapter.name}” comes in which subject of class 10?`,
      ...choices(
        chapter.subject,
        ['English', 'Social Science', chapter.subject === 'Science' ? 'Mathematics' : 'Science'],
        n + 1,
      ),
      answer: '',
    },
    {
      ...at('analyse', 'long', 4, 'hard'),
      topicId: named[0]!.id,
      text: `Compare “${first}” with “${second}”: how are they alike, and how do they differ?`,
      answer: 'Two likenesses (1 mark each) and two differences (1 mark each), each with a reason.',
    },
    {
      ...at('evaluate', 'long', 5, 'hard'),
      topicId: null,
      // A chapter whose sections are not named is weighed against everyday life, not against itself.
      text:
        sections.length > 0
          ? `“${first} is the most useful idea of the chapter ${chapter.name}.” Do you agree? Give reasons for your view.`
          : `“What we learn in ${chapter.name} matters in everyday life.” Do you agree? Give reasons for your view.`,
      answer:
        'A clear position (1 mark), three reasons drawn from the chapter (3 marks), a conclusion (1 mark).',
    },
    {
      ...at('create', 'long', 5, n % 2 === 0 ? 'medium' : 'hard'),
      topicId: null,
      text: `Design a short activity, model or poster that teaches “${chapter.name}” to a class 8 student.`,
      answer:
        'The idea shown correctly (2 marks), steps or materials (2 marks), how a student learns from it (1 mark).',
    },
  );
  return out;
}

export async function seedDemoQuestions(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const places = await rowsOf<Place>(
    tx,
    sql`select ch.id, ch.name, su.name as subject,
          coalesce((select json_agg(json_build_object('id', tp.id, 'name', tp.name) order by tp.sl_no)
                    from ${topics} tp where tp.chapter_id = ch.id), '[]') as topics
        from ${chapters} ch
        join ${boards} bo on bo.id = ch.board_id and bo.code = 'CBSE'
        join ${classes} cl on cl.id = ch.class_id and cl.code = 'C10'
        join ${subjects} su on su.id = ch.subject_id and su.code in ('MATH', 'SCI')
        where ch.organisation_id = ${organisationId}
        order by su.code, ch.sl_no`,
  );
  const rows = places.flatMap((chapter, n) =>
    questionsFor(
      chapter,
      places.filter((p) => p.subject === chapter.subject),
      n,
    ).map((q) => ({
      ...q,
      organisationId,
    })),
  );
  if (rows.length > 0) await tx.insert(questions).values(rows);
}
