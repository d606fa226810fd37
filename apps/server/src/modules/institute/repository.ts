import { eq, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { centres, INSTITUTE_DEFAULTS, instituteSettings, organisations } from '../../db/schema/index.ts';

/** Settings columns that staff edit (everything but the name, the logo and the onboarding marks). */
export type EditableSettings = Omit<
  typeof instituteSettings.$inferInsert,
  | 'organisationId'
  | 'logo'
  | 'logoType'
  | 'nameConfirmedAt'
  | 'academicYearConfirmedAt'
  | 'onboardingDismissedAt'
  | 'updatedAt'
>;

const s = instituteSettings;
const d = INSTITUTE_DEFAULTS;
/** The settings every area reads on each call (zone, language, numbering), with their defaults. */
const factColumns = {
  name: organisations.name,
  timeZone: sql<string>`coalesce(${s.timeZone}, ${d.timeZone})`,
  academicYearStartMonth: sql<number>`coalesce(${s.academicYearStartMonth}, ${d.academicYearStartMonth})::int`,
  financialYearStartMonth: sql<number>`coalesce(${s.financialYearStartMonth}, ${d.financialYearStartMonth})::int`,
  receiptNumberFormat: sql<string>`coalesce(${s.receiptNumberFormat}, ${d.receiptNumberFormat})`,
  admissionNumberFormat: sql<string>`coalesce(${s.admissionNumberFormat}, ${d.admissionNumberFormat})`,
  messageLanguage: sql<string>`coalesce(${s.messageLanguage}, ${d.messageLanguage})`,
  booksClosedUpTo: s.booksClosedUpTo,
  backdateDays: sql<number>`coalesce(${s.backdateDays}, ${d.backdateDays})::int`,
  receiptLinkDays: sql<number>`coalesce(${s.receiptLinkDays}, ${d.receiptLinkDays})::int`,
  gstin: sql<string>`coalesce(${s.gstin}, '')`,
};

/**
 * The organisation's name and settings in one read; an organisation that never saved settings reads
 * the columns' defaults (the row is made by its first write).
 */
export async function readSettings(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      ...factColumns,
      address: sql<string>`coalesce(${s.address}, '')`,
      phone: sql<string>`coalesce(${s.phone}, '')`,
      email: sql<string>`coalesce(${s.email}, '')`,
      website: sql<string>`coalesce(${s.website}, '')`,
      pan: sql<string>`coalesce(${s.pan}, '')`,
      upiId: sql<string>`coalesce(${s.upiId}, '')`,
      currency: sql<string>`coalesce(${s.currency}, ${d.currency})`,
      portalLanguage: s.portalLanguage,
      hasLogo: sql<boolean>`${s.logo} is not null`,
      nameConfirmed: sql<boolean>`${s.nameConfirmedAt} is not null`,
      academicYearConfirmed: sql<boolean>`${s.academicYearConfirmedAt} is not null`,
      onboardingDismissed: sql<boolean>`${s.onboardingDismissedAt} is not null`,
      hasCentre: sql<boolean>`exists (select 1 from ${centres} where ${centres.organisationId} = ${organisations.id})`,
      updatedAt: sql<Date>`coalesce(${s.updatedAt}, ${organisations.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(organisations)
    .leftJoin(s, eq(s.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId));
  return row;
}

export type StoredSettings = NonNullable<Awaited<ReturnType<typeof readSettings>>>;

function factsQuery(db: Executor, organisationId: number | Placeholder) {
  return db
    .select(factColumns)
    .from(organisations)
    .leftJoin(instituteSettings, eq(instituteSettings.organisationId, organisations.id))
    .where(eq(organisations.id, organisationId));
}

type Facts = Awaited<ReturnType<typeof factsQuery>>[number];

/** How long a node answers an institute's facts from memory outside a transaction. */
export const FACTS_MEMORY_MS = 1_000;
const rememberedFacts = new WeakMap<Executor, Map<number, { facts: Facts; readAt: number }>>();

/**
 * The institute's facts: read by most list and write calls of the operations areas (their "today"),
 * so outside a transaction they are one prepared statement, built once (db/prepared.ts), and a node
 * remembers the answer for FACTS_MEMORY_MS, as the guard remembers a session (decision 013): a
 * screen's burst of calls reads them once. `forgetFacts` drops them here when the settings change;
 * another API node sees the change within that second. Inside a transaction (numbering a receipt,
 * an admission) they are always read, on the transaction, which on PGlite holds the only connection.
 */
export async function readFacts(db: Executor, organisationId: number, now = Date.now()) {
  if (db instanceof PgTransaction) return (await factsQuery(db, organisationId))[0];
  let known = rememberedFacts.get(db);
  if (!known) rememberedFacts.set(db, (known = new Map()));
  const remembered = known.get(organisationId);
  if (remembered && now - remembered.readAt < FACTS_MEMORY_MS) return remembered.facts;
  const query = prepared(db, 'institute-facts', (name) =>
    factsQuery(db, sql.placeholder('organisationId')).prepare(name()),
  );
  const [facts] = await query.execute({ organisationId });
  if (facts) known.set(organisationId, { facts, readAt: now });
  return facts;
}

/** After a change to the institute's settings or name: this node reads its facts again. */
export function forgetFacts(db: Executor, organisationId: number) {
  rememberedFacts.get(db)?.delete(organisationId);
}

/** Writes part of the settings row, making it on the first write. */
export async function writeSettings(
  db: Executor,
  organisationId: number,
  values: Partial<Omit<typeof instituteSettings.$inferInsert, 'organisationId'>>,
) {
  const row = { ...values, updatedAt: new Date() };
  await db
    .insert(instituteSettings)
    .values({ organisationId, ...row })
    .onConflictDoUpdate({ target: instituteSettings.organisationId, set: row });
}

export async function renameOrganisation(db: Executor, organisationId: number, name: string) {
  await db.update(organisations).set({ name }).where(eq(organisations.id, organisationId));
}

export async function readLogo(db: Executor, organisationId: number) {
  const [row] = await db
    .select({ bytes: instituteSettings.logo, type: instituteSettings.logoType })
    .from(instituteSettings)
    .where(eq(instituteSettings.organisationId, organisationId));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
}
