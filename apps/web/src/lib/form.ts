import type { FormErrors } from '@mantine/form';
import { isApiClientError } from './api.ts';

/** What a failed zod parse carries (the contracts' schemas are zod 4; anything shaped like it will do). */
interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A contract schema as a form needs it: something with zod's safeParse. */
interface SafeParser {
  safeParse(data: unknown): { success: true } | { success: false; error: Issues };
}

/**
 * The first message per field of a failed zod parse (or of anything shaped like one), keyed by its
 * path as @mantine/form names nested fields: `name`, `guardians.0.mobile`.
 */
export function zodFieldErrors<F extends string>(error: Issues): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0 || issue.path.some((part) => typeof part === 'symbol')) continue;
    const key = issue.path.join('.') as F;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * A @mantine/form `validate` from a contract's zod schema: the form's values (made into the schema's
 * input by `toInput` where they differ, e.g. ids kept as strings by checkboxes) are parsed, and each
 * top-level field shows the first message of its issues. The server runs the same schema.
 */
export function zodResolver<V>(
  schema: SafeParser,
  toInput: (values: V) => unknown = (values) => values,
): (values: V) => FormErrors {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? {} : zodFieldErrors(parsed.error);
  };
}

/**
 * A failed call's `fieldErrors`, for `form.setErrors`: keyed by the server's path ('name',
 * 'experienceData.0.ToDate'), or by what `key` makes of it. Nothing for any other failure.
 */
export function serverFieldErrors(
  error: unknown,
  key: (path: string) => string = (path) => path,
): Record<string, string> {
  if (!isApiClientError(error)) return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) out[key(path)] ??= message;
  return out;
}

/**
 * A field's warning under it (unusual but possible: an age of 2, an instalment due years ago), read
 * out when it appears, in a dark orange that keeps 7:1 against white (Mantine's orange.9 did not
 * reach 4.5:1 at the description's size; axe, issue 65).
 */
export const warningColour = '#9a3412';
export const warningDescription = { c: warningColour, role: 'status' } as const;
