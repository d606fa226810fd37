import { z } from 'zod';
import { MISSING_PARAMETERS } from './constants.ts';

/** Field rules the learning contracts share; not exported from the package. */

/** A code or id sent as a string or a number; missing or empty is the spec's missing-parameters message. */
export const param = (max = 40) =>
  z
    .union([z.string(), z.number()], { error: MISSING_PARAMETERS })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, MISSING_PARAMETERS).max(max, MISSING_PARAMETERS));
/** Board, class and subject codes are stored upper-case; any case finds them. */
export const codeParam = () => param(20).transform((v) => v.toUpperCase());
export const optionalText = (max: number) => z.string().max(max).optional();
export const slNo = z.coerce
  .number({ error: MISSING_PARAMETERS })
  .int(MISSING_PARAMETERS)
  .positive(MISSING_PARAMETERS)
  .max(1_000_000);
