import { fontName, loadFonts, registerFonts } from './fonts.ts';
import { drawText, textHeight } from './text.ts';
import type { TextBox, TextStyle } from './text.ts';

/** A4 and A5 for documents; A7 (74 × 105 mm) for a card. */
export type PageSize = 'A4' | 'A5' | 'A7';

export interface DocumentOptions {
  size: PageSize;
  title: string;
  author: string;
  /** When the document was made; fixed by tests so that the same input gives the same bytes. */
  createdAt?: Date;
  /** Points on every side: 40 unless given. */
  margin?: number;
}

export interface FlowText extends TextStyle {
  /** From the left margin unless given. */
  x?: number;
  /** To the right margin unless given. */
  width?: number;
  align?: TextBox['align'];
}

/**
 * A document being written top to bottom: `y` is where the next thing goes, and whatever does not fit
 * on the page starts the next one. Pages are numbered at the foot when there is more than one.
 */
export class PdfWriter {
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly ended: Promise<Buffer>,
  ) {
    this.y = doc.page.margins.top;
  }

  get left() {
    return this.doc.page.margins.left;
  }
  get right() {
    return this.doc.page.width - this.doc.page.margins.right;
  }
  get width() {
    return this.right - this.left;
  }
  get top() {
    return this.doc.page.margins.top;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  newPage() {
    this.doc.addPage();
    this.y = this.top;
    return this;
  }

  /** Starts a new page when less than `height` is left on this one; says whether it did. */
  makeRoom(height: number) {
    if (this.y + height <= this.bottom || this.y === this.top) return false;
    this.newPage();
    return true;
  }

  /** Text in the flow: wrapped to its width, moved whole to the next page when it does not fit. */
  text(text: string, style: FlowText = {}) {
    const x = style.x ?? this.left;
    const box: TextBox = { ...style, width: style.width ?? this.right - x };
    this.makeRoom(textHeight(this.doc, text, box));
    this.y += drawText(this.doc, text, x, this.y, box);
    return this;
  }

  /** Empty space below what was drawn last. */
  gap(points: number) {
    this.y += points;
    return this;
  }

  /** A thin line across the page at `y`. */
  rule(color = '#999', y = this.y) {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.75).strokeColor(color).stroke();
    return this;
  }

  /** Numbers the pages ("Page 1 of 2") when there are several, and gives the finished PDF. */
  finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    if (count > 1)
      for (let page = start; page < start + count; page++) {
        this.doc.switchToPage(page);
        const foot = this.doc.page.height - this.doc.page.margins.bottom + 14;
        drawText(this.doc, `Page ${page - start + 1} of ${count}`, this.left, foot, {
          width: this.width,
          align: 'right',
          size: 8,
          color: '#555',
        });
      }
    this.doc.end();
    return this.ended;
  }
}

/**
 * A new document with our fonts. pdfkit is loaded on the first document, not at start-up: with its
 * fonts and fontkit it takes a third of a second to load.
 */
export async function createDocument(options: DocumentOptions): Promise<PdfWriter> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin ?? 40,
    bufferPages: true,
    // Our Latin font from the start: pdfkit would otherwise read Helvetica's metrics for each document.
    font: fonts.get(fontName('latin', 'regular')) as string,
    info: {
      Title: options.title,
      Author: options.author,
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  registerFonts(doc, fonts);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return new PdfWriter(doc, ended);
}
