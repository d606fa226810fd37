import { afterAll, describe, expect, it } from 'vitest';
import { createDocument } from './document.ts';
import { widthOf, wrapText } from './text.ts';

const writer = await createDocument({ size: 'A4', title: 'wrapping', author: 'tests' });
afterAll(() => writer.finish());

describe('wrapText', () => {
  it('breaks at spaces, each line within the box, Hindi words measured in their own font', () => {
    const text = 'Guardian श्रीमती क्षमा त्रिपाठी paid the second instalment of ₹12,500.00 on time';
    const lines = wrapText(writer.doc, text, { width: 120 });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(widthOf(writer.doc, line)).toBeLessThanOrEqual(120);
  });

  it('cuts a word wider than the box between letters, never inside a letter and its signs', () => {
    const reference = 'UTR-551200987766554433221100';
    const lines = wrapText(writer.doc, `Ref. ${reference}`, { width: 60 });
    expect(lines[0]).toBe('Ref.');
    expect(lines.slice(1).join('')).toBe(reference);
    for (const line of lines) expect(widthOf(writer.doc, line)).toBeLessThanOrEqual(60);
    expect(wrapText(writer.doc, 'त्रिपाठीत्रिपाठी', { width: 30, size: 10 }).join('')).toBe('त्रिपाठीत्रिपाठी');
    expect(
      wrapText(writer.doc, 'त्रिपाठीत्रिपाठी', { width: 30 }).every((line) => !/^[\u093E-\u094D]/u.test(line)),
    ).toBe(true);
  });

  it('keeps the text’s own line breaks', () => {
    expect(wrapText(writer.doc, 'one\ntwo', { width: 400 })).toEqual(['one', 'two']);
  });
});
