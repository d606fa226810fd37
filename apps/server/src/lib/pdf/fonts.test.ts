import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createDocument } from './document.ts';
import { drawText } from './text.ts';

/** The text pdftotext reads back from a one-line document drawn in the given weight. */
async function textOf(line: string, bold: boolean) {
  const writer = await createDocument({ size: 'A4', title: 'fonts', author: 'tests' });
  drawText(writer.doc, line, writer.left, writer.top, { width: writer.width, bold });
  const pdf = await writer.finish();
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).trim();
}

describe('fonts shared by every document', () => {
  // The parsed fonts are kept for the whole process. fontkit makes a glyph once and keeps it with the
  // characters it was made for; a subset that embeds '…' or '·' makes the full stop as their part,
  // for no character, and every later document then wrote '409.00' with no text for its dots
  // (pdftotext read '409 00'; a receipt's total and a report card, one after the other, in CI).
  it('keep each glyph’s character whatever an earlier document drew first', async () => {
    expect(await textOf('Class 10 · Maths … Kabir', true)).toBe('Class 10 · Maths … Kabir');
    expect(await textOf('Total ₹409.00', true)).toBe('Total ₹409.00');
    expect(await textOf('Paid · … ₹12.50', false)).toBe('Paid · … ₹12.50');
    expect(await textOf('Balance ₹0.50.', false)).toBe('Balance ₹0.50.');
  });
});
