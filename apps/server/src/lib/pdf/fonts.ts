import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fontsFolder } from '../../paths.ts';
import type * as fontkit from 'fontkit';
import type { Script } from './scripts.ts';

export type Weight = 'regular' | 'bold';

/**
 * The fonts every document embeds (decision 061), files of the project under assets/fonts: Noto Sans
 * has Latin with ₹ (and Greek, Cyrillic); Noto Sans Devanagari has Hindi, Marathi and Sanskrit but no
 * Latin letters, so text is drawn run by run (scripts.ts).
 */
const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
};

/**
 * Vertical metrics of those files, in ems (their hhea tables): Noto Sans rises to 1.069 and falls to
 * 0.293; Noto Sans Devanagari rises to 0.896 and falls to 0.408. Every run of a line shares one
 * baseline, set by the taller ascent, so a Hindi name sits on the line of the English beside it.
 */
export const ASCENT = 1.069;
/** Line spacing in ems: the Latin ascent and the Devanagari descent (1.477), a little tighter. */
export const LINE_SPACING = 1.4;

/** The name a font is registered under in every document. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

/** A font fontkit has read, handed to pdfkit as it is (pdfkit 0.20 takes one; its types do not say so). */
type ParsedFont = PDFKit.Mixins.PDFFontSource;

let loading: Promise<Map<string, ParsedFont>> | undefined;

/**
 * Reads and parses the four files once (about 1.5 MB) and keeps them for every document. Parsed again
 * for each document, as pdfkit does with a file or its bytes, they made a small receipt take 250 ms
 * instead of 84 (side by side, on a busy machine): fontkit reads their shaping tables at the first line.
 */
export function loadFonts(): Promise<Map<string, ParsedFont>> {
  loading ??= (async () => {
    const fontkit = await import('fontkit');
    const fonts = Object.entries(FONT_FILES).flatMap(([script, weights]) =>
      Object.entries(weights).map(async ([weight, file]) => {
        const font = fontkit.create(await readFile(path.join(fontsFolder, file)));
        giveEveryGlyphItsCharacter(font as fontkit.Font);
        return [fontName(script as Script, weight as Weight), font as unknown as ParsedFont] as const;
      }),
    );
    return new Map(await Promise.all(fonts));
  })().catch((error: unknown) => {
    loading = undefined; // a missing file stays an error, but the next document tries again
    throw error;
  });
  return loading;
}

/**
 * fontkit keeps a glyph as it was first made, with the characters it was made for, and pdfkit writes
 * those as the glyph's text. A subset that embeds '…' or '·' makes the full stop as their part, for
 * no character; kept by the shared font, every later document's dots then had no text ('409 00' in
 * pdftotext, for copying and screen readers alike). Made first from the character map, each glyph
 * keeps its character. Once a font, a few milliseconds.
 */
function giveEveryGlyphItsCharacter(font: fontkit.Font) {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
}

export function registerFonts(doc: PDFKit.PDFDocument, fonts: Map<string, ParsedFont>) {
  for (const [name, font] of fonts) doc.registerFont(name, font);
}
