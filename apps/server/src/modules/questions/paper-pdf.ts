import { OPTION_LETTERS } from '@kaksha/contracts';
import type { PaperQuestion, QuestionPaper } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { createDocument, drawLetterhead, drawText, textHeight } from '../../lib/pdf/index.ts';
import type { PdfWriter } from '../../lib/pdf/index.ts';
import { letterhead } from '../institute/service.ts';
import { getPaper } from './papers.service.ts';

// A question paper and its answer key as PDFs (lib/pdf, A4): the institute's letterhead, then the
// questions numbered in the paper's order, each with its marks at the right.

const BLOOM_WORDS: Record<PaperQuestion['bloom'], string> = {
  remember: 'Remember',
  understand: 'Understand',
  apply: 'Apply',
  analyse: 'Analyse',
  evaluate: 'Evaluate',
  create: 'Create',
};
const DIFFICULTY_WORDS: Record<PaperQuestion['difficulty'], string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
const marksWord = (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`;
const NUMBER_WIDTH = 24;
const MARKS_WIDTH = 60;

/** "1." at the left, the text beside it, "[2 marks]" at the right; kept whole on a page. */
function numbered(writer: PdfWriter, n: number, text: string, right: string, below: string[]) {
  const { doc, left } = writer;
  const width = writer.width - NUMBER_WIDTH - MARKS_WIDTH;
  const x = left + NUMBER_WIDTH;
  const height =
    textHeight(doc, text, { width }) + below.reduce((h, line) => h + textHeight(doc, line, { width }) + 2, 0);
  writer.makeRoom(height);
  const top = writer.y;
  drawText(doc, `${n}.`, left, top, { width: NUMBER_WIDTH, bold: true });
  drawText(doc, right, writer.right - MARKS_WIDTH, top, {
    width: MARKS_WIDTH,
    align: 'right',
    size: 9,
    color: '#333',
  });
  writer.y = top + drawText(doc, text, x, top, { width });
  for (const line of below) writer.y += 2 + drawText(doc, line, x, writer.y + 2, { width, size: 9.5 });
  writer.gap(9);
}

async function start(
  db: Executor,
  caller: Pick<Caller, 'organisationId'>,
  id: number,
  kind: 'paper' | 'key',
) {
  const paper = await getPaper(db, caller, id);
  const head = await letterhead(db, caller.organisationId);
  const title = kind === 'paper' ? paper.name : `${paper.name} — answer key`;
  const writer = await createDocument({ size: 'A4', title, author: head.name });
  drawLetterhead(writer, head, {
    title: kind === 'paper' ? 'QUESTION PAPER' : 'ANSWER KEY',
    lines: [paper.name, paper.batchName, `Maximum marks: ${paper.totalMarks}`],
  });
  return { paper, writer };
}

const fileName = (paper: QuestionPaper, kind: string) =>
  `${paper.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'paper'}-${kind}.pdf`;

/** The paper as the students get it: instructions, then each question with its options. */
export async function questionPaperPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const { paper, writer } = await start(db, caller, id, 'paper');
  writer
    .text(
      `Answer all ${paper.questions.length} questions. The marks for each question are shown at its right.`,
      {
        size: 9.5,
        color: '#333',
      },
    )
    .gap(10);
  paper.questions.forEach((q, i) => {
    const options = q.options.map((o, j) => `(${OPTION_LETTERS[j]!.toLowerCase()}) ${o}`);
    numbered(writer, i + 1, q.text, `[${marksWord(q.marks)}]`, options);
  });
  writer.gap(6).text('— End of the paper —', { align: 'center', size: 9, color: '#555' });
  return { pdf: await writer.finish(), fileName: fileName(paper, 'paper') };
}

/** The key for the staff: each question's answer, its level and chapter. */
export async function answerKeyPdf(db: Executor, caller: Pick<Caller, 'organisationId'>, id: number) {
  const { paper, writer } = await start(db, caller, id, 'key');
  paper.questions.forEach((q, i) => {
    const answer =
      q.type === 'mcq'
        ? `(${OPTION_LETTERS[q.correctOption ?? 0]!.toLowerCase()}) ${q.options[q.correctOption ?? 0] ?? ''}`
        : q.answer || '—';
    const below = [
      q.type === 'long' ? `Marking points: ${answer}` : `Answer: ${answer}`,
      ...(q.type === 'mcq' && q.answer ? [q.answer] : []),
      `${BLOOM_WORDS[q.bloom]} · ${q.chapterName}${q.topicName ? ` › ${q.topicName}` : ''} · ${DIFFICULTY_WORDS[q.difficulty]}`,
    ];
    numbered(writer, i + 1, q.text, `[${marksWord(q.marks)}]`, below);
  });
  return { pdf: await writer.finish(), fileName: fileName(paper, 'answer-key') };
}
