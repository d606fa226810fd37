/** The first message per top-level field of a failed zod parse (or of anything shaped like one). */
export function zodFieldErrors<F extends string>(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as F] = issue.message;
  }
  return out;
}
