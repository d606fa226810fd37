import { studentMessages } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import { createDocument, drawQr, drawText } from '../../lib/pdf/index.ts';
import { batchesOfStudent } from '../batches/allotments.service.ts';
import { letterhead } from '../institute/service.ts';
import { photoOf } from '../students/documents.service.ts';
import { CARD_PREFIX, cardCodeOf, profile } from '../students/service.ts';

const PHOTO = 78;
const QR = 74;
const picture = (file: { bytes: Uint8Array; type: string } | null | undefined) =>
  file && /png|jpe?g/.test(file.type) ? Buffer.from(file.bytes) : null;

/**
 * The student's ID card, A7 (74 × 105 mm): the institute's logo and name, the photo, the name,
 * admission number, centre and current batches, and a QR code of the card's random code
 * (`kaksha-card:<code>`, students' `studentByCard` resolves it) — never the student's id.
 */
export async function idCardPdf(db: Db, caller: Caller, id: number) {
  const student = await profile(db, caller, id);
  const [head, code, batches, photo] = await Promise.all([
    letterhead(db, caller.organisationId),
    cardCodeOf(db, caller.organisationId, id),
    batchesOfStudent(db, caller, id),
    student.photoUrl ? photoOf(db, caller, id).catch(() => null) : null,
  ]);
  if (!code) throw notFound(studentMessages.notFound);
  const writer = await createDocument({
    size: 'A7',
    margin: 12,
    title: `ID card: ${student.name}`,
    author: head.name,
  });
  const { doc, left, width } = writer;
  const logo = picture(head.logo);
  if (logo) doc.image(logo, left, writer.y, { fit: [22, 22] });
  writer.text(head.name, { x: logo ? left + 28 : left, size: 10, bold: true });
  writer.gap(4).rule('#3b3bc4').gap(8);
  const top = writer.y;
  const face = picture(photo);
  if (face) doc.image(face, left, top, { fit: [PHOTO, PHOTO] });
  else {
    doc.rect(left, top, PHOTO, PHOTO).lineWidth(0.75).strokeColor('#999').stroke();
    drawText(doc, 'Photo', left, top + PHOTO / 2 - 5, {
      width: PHOTO,
      align: 'center',
      size: 8,
      color: '#777',
    });
  }
  await drawQr(doc, `${CARD_PREFIX}${code}`, left + width - QR, top + 2, QR);
  writer.y = top + PHOTO + 8;
  writer.text(student.name, { size: 12, bold: true });
  writer.text(`Admission no. ${student.admissionNumber}`, { size: 8.5 });
  const current = batches.data.filter((b) => b.toDate === null && b.status === 'allotted');
  if (current.length) writer.text(`Batch: ${current.map((b) => b.name).join(', ')}`, { size: 8.5 });
  writer.text(`Centre: ${student.centreName}`, { size: 8.5, color: '#444' });
  return {
    pdf: await writer.finish(),
    fileName: `id-card-${student.admissionNumber.replace(/\W+/g, '-')}.pdf`,
  };
}
