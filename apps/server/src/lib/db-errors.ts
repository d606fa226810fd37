/** What a database error means, whichever driver (PGlite, node-postgres) and wrapper (drizzle) raised it. */

/** The SQLSTATE of an error or of the error it wraps (drizzle wraps the driver's in `cause`). */
export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the row (two writers raced for one email, code or name). */
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
/** A foreign key refused the change (a row still refers to the one being removed). */
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
/** An exclusion constraint refused the row: the timetable's clash rule, when two nodes raced. */
export const isExclusionViolation = (err: unknown) => pgCode(err) === '23P01';
/**
 * PostgreSQL rolled the transaction back so that another could go on: it was chosen as a deadlock's
 * victim (40P01), or could not be serialised beside another (40001). Nothing of it was kept, and the
 * same transaction run again normally succeeds.
 */
export const isRolledBackForAnother = (err: unknown) => {
  const code = pgCode(err);
  return code === '40P01' || code === '40001';
};
