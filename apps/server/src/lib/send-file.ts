import type { FastifyReply } from 'fastify';

/**
 * Sends stored bytes: typed as decided from the bytes, never sniffed, never cached, unable to run or
 * load anything. KYC files go out as attachments; a photo or logo inline (for <img>).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { bytes: Buffer; type: string; fileName?: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', file.type)
    .header('content-length', file.bytes.length)
    .header(
      'content-disposition',
      file.fileName
        ? `${disposition}; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`
        : disposition,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
