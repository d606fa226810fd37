import type { FastifyReply } from 'fastify';
import { contentDisposition, detectContentFile } from './files.ts';

/** Sends an uploaded file: inline (PDF viewer, image) or as an attachment, never sniffed or scripted. */
export function sendContentFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; bytes: Buffer },
  download: boolean,
) {
  const inline = !download && detectContentFile(file.bytes)?.inline === true;
  return (
    reply
      .header('content-type', file.mimeType)
      .header('content-length', file.bytes.length)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      // Our own pages may frame it (the PDF viewer); nothing in it may run or load anything else.
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
      )
      .send(file.bytes)
  );
}
