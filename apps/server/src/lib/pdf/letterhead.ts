import type { PdfWriter } from './document.ts';
import { drawText } from './text.ts';

/** The institute as it heads its documents (`letterhead` in modules/institute/service.ts). */
export interface Letterhead {
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  gstin?: string | null;
  logo?: { bytes: Uint8Array; type: string } | null;
}

/** What the document is, at the top right: its title, then lines such as its number and date. */
export interface DocumentHeading {
  title: string;
  lines: string[];
  /** In red under the lines, e.g. CANCELLED. */
  alert?: string;
}

const LOGO = 60;
const RED = '#b00020';

/**
 * The first page's head: the logo (PNG or JPEG), the institute's name, address, contacts and GSTIN on
 * the left; the heading on the right; a line under both.
 */
export function drawLetterhead(writer: PdfWriter, head: Letterhead, heading: DocumentHeading) {
  const { doc, left, top } = writer;
  const headingWidth = Math.min(175, writer.width * 0.38);
  // A5 (340 points between the margins): smaller names, so the institute's fits on one or two lines.
  const sizes = writer.width < 450 ? { name: 13, title: 12 } : { name: 16, title: 14 };
  const headingLeft = writer.right - headingWidth;
  const logo = head.logo && /png|jpe?g/.test(head.logo.type) ? head.logo : null;
  const textLeft = logo ? left + LOGO + 10 : left;
  const textWidth = headingLeft - 12 - textLeft;
  if (logo) doc.image(Buffer.from(logo.bytes), left, top, { fit: [LOGO, LOGO] });

  let y = top + 2;
  y += drawText(doc, head.name, textLeft, y, { width: textWidth, size: sizes.name, bold: true });
  const contacts = [head.phone, head.email, head.website].filter(Boolean).join(' · ');
  for (const line of [head.address, contacts, head.gstin ? `GSTIN ${head.gstin}` : ''])
    if (line) y += drawText(doc, line, textLeft, y, { width: textWidth, size: 9, color: '#333' });

  const right = { width: headingWidth, align: 'right' as const };
  let headingY = top + 2;
  headingY += drawText(doc, heading.title, headingLeft, headingY, {
    ...right,
    size: sizes.title,
    bold: true,
  });
  for (const line of heading.lines) headingY += drawText(doc, line, headingLeft, headingY, right);
  if (heading.alert)
    headingY += drawText(doc, heading.alert, headingLeft, headingY, { ...right, bold: true, color: RED });

  writer.y = Math.max(y, headingY, logo ? top + LOGO : 0) + 12;
  writer.rule().gap(10);
}
