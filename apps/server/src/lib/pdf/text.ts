import { ASCENT, LINE_SPACING, fontName } from './fonts.ts';
import type { Weight } from './fonts.ts';
import { scriptRuns } from './scripts.ts';

export interface TextStyle {
  /** Points; 10 unless given. */
  size?: number;
  bold?: boolean;
  color?: string;
}

export interface TextBox extends TextStyle {
  width: number;
  align?: 'left' | 'right' | 'center';
}

const DEFAULT_SIZE = 10;
const sizeOf = (style: TextStyle) => style.size ?? DEFAULT_SIZE;
const weightOf = (style: TextStyle): Weight => (style.bold ? 'bold' : 'regular');

/** The height of one line of text at this size. */
export const lineHeight = (style: TextStyle = {}) => sizeOf(style) * LINE_SPACING;

/** The width of text set in its fonts, shaped (conjuncts are narrower than their letters). */
export function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}) {
  let width = 0;
  for (const run of scriptRuns(text))
    width += doc
      .font(fontName(run.script, weightOf(style)))
      .fontSize(sizeOf(style))
      .widthOfString(run.text);
  return width;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word wider than the box cut between letters (a letter with its signs stays whole) into lines. */
function cutWord(doc: PDFKit.PDFDocument, word: string, box: TextBox): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && widthOf(doc, piece + segment, box) > box.width) {
      pieces.push(piece);
      piece = segment;
    } else piece += segment;
  }
  return [...pieces, piece];
}

/**
 * The lines text takes in a box: broken at spaces (and at its own line breaks), each line as wide as
 * fits; a word wider than the box (a long reference in a narrow column) is cut between letters.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, box: TextBox): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const longer = line ? `${line} ${word}` : word;
      if (widthOf(doc, longer, box) <= box.width) line = longer;
      else {
        if (line) lines.push(line);
        const pieces = widthOf(doc, word, box) > box.width ? cutWord(doc, word, box) : [word];
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1)!;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** How tall text is in a box (what `drawText` will take). */
export const textHeight = (doc: PDFKit.PDFDocument, text: string, box: TextBox) =>
  wrapText(doc, text, box).length * lineHeight(box);

/**
 * Draws one line from x on a baseline, run by run, each in its script's font. A Devanagari run is
 * marked with its own text (ActualText): shaping reorders glyphs (ि is drawn before the consonant it
 * follows), and without the mark a reader or a search would get the letters in drawn order.
 */
function drawLine(doc: PDFKit.PDFDocument, line: string, x: number, baseline: number, style: TextStyle) {
  let cursor = x;
  for (const run of scriptRuns(line)) {
    doc
      .font(fontName(run.script, weightOf(style)))
      .fontSize(sizeOf(style))
      .fillColor(style.color ?? '#000');
    const marked = run.script === 'devanagari';
    if (marked) doc.markContent('Span', { actual: run.text });
    doc.text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (marked) endMark(doc);
    cursor += doc.widthOfString(run.text);
  }
}

/**
 * Closes a Devanagari run's mark under the transformation and font its glyphs had (pdfkit sets both
 * for each piece of text and restores them after). poppler (pdftotext) places the marked text by the
 * state in force at its end: without this it lands upside down on the page, several lines away.
 */
function endMark(doc: PDFKit.PDFDocument) {
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  const { _font: font, _fontSize: size } = doc as unknown as { _font: { id: string }; _fontSize: number };
  doc.addContent(`/${font.id} ${size} Tf`);
  doc.endMarkedContent();
  doc.restore();
}

/** Draws text in a box whose top left is (x, y); returns the height it took. Never adds a page. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, box: TextBox) {
  const lines = wrapText(doc, text, box);
  const size = sizeOf(box);
  lines.forEach((line, i) => {
    const slack = box.width - widthOf(doc, line, box);
    const left = box.align === 'right' ? x + slack : box.align === 'center' ? x + slack / 2 : x;
    drawLine(doc, line, left, y + i * lineHeight(box) + ASCENT * size, box);
  });
  return lines.length * lineHeight(box);
}
