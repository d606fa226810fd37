import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalid } from './errors.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

/**
 * What a form may hold besides its file, so that a form costs what its file does and little more
 * (issue 64): busboy's own defaults let fifty fields of a megabyte each be held. The longest text a
 * form takes is 500 characters.
 */
export const FORM_LIMITS = { fieldSize: 16 * 1024, fields: 50, files: 2, parts: 60, headerPairs: 100 };
export const FORM_TOO_LARGE = 'This form holds more than it should: send its fields and one file only.';

/**
 * Reads a multipart form: its text fields (validated with `fields`) and at most one file from
 * `fileField`, refused when larger than `maxBytes`. Empty file parts count as no file. Anything else
 * in the form is drained and ignored, within FORM_LIMITS (a longer field, or more parts, is refused).
 * Nothing is written until the whole form has been read and checked.
 */
export async function readMultipart<T extends z.ZodType>(
  request: FastifyRequest,
  options: { fields: T; fileField: string; maxBytes: number; tooLargeMessage: string },
): Promise<{ data: z.infer<T>; file: UploadedFile | undefined }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA', 'Send this form as a multipart upload.');
  const values: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: options.maxBytes } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage, {
            [options.fileField]: options.tooLargeMessage,
          });
        }
        throw err;
      });
      if (part.fieldname === options.fileField && bytes.length > 0) {
        file = { fieldname: part.fieldname, filename: part.filename, bytes };
      }
    } else if (part.valueTruncated || part.fieldnameTruncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', FORM_TOO_LARGE);
    } else if (typeof part.value === 'string') {
      values[part.fieldname] = part.value;
    }
  }
  const parsed = options.fields.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
    throw invalid(parsed.error.issues[0]?.message ?? 'Invalid form.', fieldErrors);
  }
  return { data: parsed.data, file };
}
