import type { Db } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import {
  boards,
  chapters,
  classes,
  contentFiles,
  contents,
  subjects,
  topics,
} from '../../db/schema/index.ts';
import { simplePdf } from './pdf.ts';
import { BOOKS_10_TO_12 } from './seed-data/books-10-12.ts';
import { BOOKS_6_TO_9 } from './seed-data/books-6-9.ts';
import {
  CLASS_CODES,
  GENERAL_TOPICS,
  RICH,
  SIMULATIONS,
  SUBJECTS,
  TOPICS,
  VIDEO,
} from './seed-data/catalogue.ts';
import type { Book, ClassCode, SubjectCode } from './seed-data/catalogue.ts';

/**
 * The demo institute's curriculum: CBSE, classes 6–12, NCERT chapters of seven subjects, three topics
 * per chapter and content of every type (PDF and upper-case types too, as older data has them).
 * Called once, when the demo institute is created; a fixed number of set-based statements.
 */

const BOOKS: Book[] = [...BOOKS_6_TO_9, ...BOOKS_10_TO_12];

interface SeedContent {
  type: string;
  name: string;
  url: string | null;
  file?: { name: string; bytes: Buffer };
}

function contentFor(
  book: { classCode: ClassCode; subject: SubjectCode; book: string },
  chapterNo: number,
  chapterName: string,
  topicNo: number,
  topicName: string,
): SeedContent[] {
  const nn = String(chapterNo).padStart(2, '0');
  const textbook = `https://ncert.nic.in/textbook/pdf/${book.book}${nn}.pdf`;
  const exemplar = `https://ncert.nic.in/pdf/publication/exemplarproblem/${book.book}${nn}.pdf`;
  const sims = SIMULATIONS[book.subject] ?? [];
  const simulation = sims.length > 0 ? sims[(chapterNo + topicNo) % sims.length]! : null;
  if (!RICH.has(`${book.classCode}|${book.subject}`)) {
    if (topicNo === 1) return [{ type: 'Video', name: `${chapterName}: an introduction`, url: VIDEO }];
    if (topicNo === 2) {
      const items: SeedContent[] = [{ type: 'PDF', name: `NCERT textbook: ${chapterName}`, url: textbook }];
      if (simulation)
        items.push({ type: 'Simulation Video', name: `Explore: ${topicName}`, url: simulation });
      return items;
    }
    return [
      { type: chapterNo % 2 ? 'Worksheet' : 'WORKSHEET', name: `${chapterName} worksheet`, url: exemplar },
    ];
  }
  if (topicNo === 1) {
    return [
      { type: 'Video', name: `${topicName} (video lesson)`, url: VIDEO },
      {
        type: 'PPT',
        name: `${chapterName} – class slides`,
        url: null,
        file: {
          name: `${chapterName} slides.pdf`,
          bytes: simplePdf(`${chapterName}`, [
            `Class 10 - ${book.subject === 'MATH' ? 'Mathematics' : 'Science'} - Chapter ${chapterNo}`,
            `Topic: ${topicName}`,
            'Learning objectives, key terms and two worked examples.',
            'Use with the video lesson and the worksheet of this chapter.',
          ]),
        },
      },
    ];
  }
  if (topicNo === 2) {
    return [
      { type: 'Activity Video', name: `Classroom activity: ${topicName}`, url: VIDEO },
      ...(simulation
        ? [{ type: 'Simulation Video', name: `Simulation: ${topicName}`, url: simulation }]
        : []),
      { type: 'Activity Item', name: `Activity sheet: ${topicName}`, url: exemplar },
    ];
  }
  return [
    {
      type: chapterNo % 2 ? 'Worksheet' : 'WORKSHEET',
      name: `Practice worksheet: ${topicName}`,
      url: exemplar,
    },
    { type: chapterNo % 2 ? 'Assignment' : 'ASSIGNMENT', name: `Assignment: ${chapterName}`, url: exemplar },
    { type: 'PDF', name: `NCERT textbook: ${chapterName}`, url: textbook },
  ];
}

export async function seedDemoCurriculum(db: Db, suCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const organisationId = await demoOrganisationId(tx, suCode);

    const boardRows = await tx
      .insert(boards)
      .values([
        { organisationId, code: 'CBSE', name: 'Central Board of Secondary Education' },
        { organisationId, code: 'ICSE', name: 'Indian Certificate of Secondary Education' },
      ])
      .returning({ id: boards.id, code: boards.code });
    const classRows = await tx
      .insert(classes)
      .values(CLASS_CODES.map((code) => ({ organisationId, code, name: `Class ${Number(code.slice(1))}` })))
      .returning({ id: classes.id, code: classes.code });
    const subjectRows = await tx
      .insert(subjects)
      .values(SUBJECTS.map((s) => ({ organisationId, ...s })))
      .returning({ id: subjects.id, code: subjects.code });
    const idOf = (rows: { id: number; code: string }[], code: string) =>
      rows.find((r) => r.code === code)!.id;
    const cbse = idOf(boardRows, 'CBSE');

    const chapterDefs = BOOKS.flatMap((book) =>
      book.chapters.map((name, i) => ({ book, name, slNo: i + 1 })),
    );
    const chapterRows = await tx
      .insert(chapters)
      .values(
        chapterDefs.map((c) => ({
          organisationId,
          boardId: cbse,
          classId: idOf(classRows, c.book.classCode),
          subjectId: idOf(subjectRows, c.book.subject),
          name: c.name,
          slNo: c.slNo,
          isDefault: c.slNo === 1,
        })),
      )
      .returning({
        id: chapters.id,
        classId: chapters.classId,
        subjectId: chapters.subjectId,
        slNo: chapters.slNo,
      });
    // Rows are matched by their natural keys, not by the order RETURNING happens to use.
    const chapterId = new Map(chapterRows.map((r) => [`${r.classId}|${r.subjectId}|${r.slNo}`, r.id]));

    const topicDefs = chapterDefs.flatMap((c) =>
      (TOPICS[c.name] && RICH.has(`${c.book.classCode}|${c.book.subject}`)
        ? TOPICS[c.name]!
        : GENERAL_TOPICS
      ).map((name, j) => ({
        chapter: c,
        chapterId: chapterId.get(
          `${idOf(classRows, c.book.classCode)}|${idOf(subjectRows, c.book.subject)}|${c.slNo}`,
        )!,
        name,
        slNo: j + 1,
      })),
    );
    const topicRows = await tx
      .insert(topics)
      .values(topicDefs.map((t) => ({ organisationId, chapterId: t.chapterId, name: t.name, slNo: t.slNo })))
      .returning({ id: topics.id, chapterId: topics.chapterId, slNo: topics.slNo });
    const topicId = new Map(topicRows.map((r) => [`${r.chapterId}|${r.slNo}`, r.id]));

    const contentDefs = topicDefs.flatMap((t) =>
      contentFor(t.chapter.book, t.chapter.slNo, t.chapter.name, t.slNo, t.name).map((item, j) => ({
        ...item,
        topicId: topicId.get(`${t.chapterId}|${t.slNo}`)!,
        slNo: j + 1,
      })),
    );
    const contentRows = await tx
      .insert(contents)
      .values(
        contentDefs.map((c) => ({
          organisationId,
          topicId: c.topicId,
          slNo: c.slNo,
          contentType: c.type,
          name: c.name,
          url: c.url,
        })),
      )
      .returning({ id: contents.id, topicId: contents.topicId, slNo: contents.slNo });
    const contentId = new Map(contentRows.map((r) => [`${r.topicId}|${r.slNo}`, r.id]));

    const files = contentDefs.flatMap((c) =>
      c.file
        ? [
            {
              organisationId,
              contentId: contentId.get(`${c.topicId}|${c.slNo}`)!,
              fileName: c.file.name,
              mimeType: 'application/pdf',
              size: c.file.bytes.length,
              bytes: c.file.bytes,
            },
          ]
        : [],
    );
    if (files.length > 0) await tx.insert(contentFiles).values(files);
  });
}
