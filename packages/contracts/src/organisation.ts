import { z } from 'zod';

/** The organisation's own settings the spec reads: POST /api/video/{SUCode} (Payroll). */
export const videoResponse = z.object({ videoURL: z.string().nullable() });
