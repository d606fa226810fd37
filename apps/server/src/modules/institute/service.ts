import { formatNumber, toPortalLanguage } from '@kaksha/contracts';
import type {
  InstituteBrand,
  InstituteSettings,
  InstituteSettingsBody,
  MessageLanguage,
  OnboardingStep,
} from '@kaksha/contracts';
import type { z } from 'zod';
import type { instituteSettingsBody } from '@kaksha/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { auditChanges, recordCallerAudit } from '../audit/service.ts';

import { dayIn, wallClock } from '../../lib/zoned-time.ts';
import * as account from '../account/service.ts';
import * as repo from './repository.ts';
import { nextInSequence } from '../../db/sequences.ts';

const AREA = 'institute';

/** Today's calendar date in the institute's time zone (a receipt issued at 1 am IST is dated today). */
export function todayIn(timeZone: string, now = new Date()): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(now, timeZone);
  return { year, month, day };
}

const logoUrlOf = (stored: repo.StoredSettings) =>
  stored.hasLogo ? `/api/v1/institute/logo?v=${stored.updatedAt.getTime()}` : null;

async function stored(db: Db, organisationId: number): Promise<repo.StoredSettings> {
  const row = await repo.readSettings(db, organisationId);
  if (!row) throw notFound('Institute not found.');
  return row;
}

/** The settings as shown; the number previews read the real next numbers (`next`), else the first. */
function toView(
  row: repo.StoredSettings,
  next: { receipt: number; admission: number } = { receipt: 1, admission: 1 },
): InstituteSettings {
  const today = todayIn(row.timeZone);
  const example = (format: string, seq: number) => formatNumber(format, seq, today, row);
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    gstin: row.gstin,
    pan: row.pan,
    upiId: row.upiId,
    timeZone: row.timeZone,
    academicYearStartMonth: row.academicYearStartMonth,
    financialYearStartMonth: row.financialYearStartMonth,
    receiptNumberFormat: row.receiptNumberFormat,
    admissionNumberFormat: row.admissionNumberFormat,
    currency: row.currency as InstituteSettings['currency'],
    messageLanguage: row.messageLanguage as InstituteSettings['messageLanguage'],
    portalLanguage: toPortalLanguage(row.portalLanguage),
    logoUrl: logoUrlOf(row),
    receiptNumberExample: example(row.receiptNumberFormat, next.receipt),
    admissionNumberExample: example(row.admissionNumberFormat, next.admission),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What messages, numbers and documents need of an institute: name, zone, language, numbering. */
export async function instituteFacts(db: Executor, organisationId: number) {
  const row = await repo.readFacts(db, organisationId);
  if (!row) throw notFound('Institute not found.');
  return {
    name: row.name,
    timeZone: row.timeZone,
    messageLanguage: row.messageLanguage as MessageLanguage,
    admissionNumberFormat: row.admissionNumberFormat,
    receiptNumberFormat: row.receiptNumberFormat,
    academicYearStartMonth: row.academicYearStartMonth,
    financialYearStartMonth: row.financialYearStartMonth,
    booksClosedUpTo: row.booksClosedUpTo,
    backdateDays: row.backdateDays,
    receiptLinkDays: row.receiptLinkDays,
    /** Empty when the institute is not registered for GST (its receipts then charge none). */
    gstin: row.gstin,
  };
}
export type InstituteFacts = Awaited<ReturnType<typeof instituteFacts>>;

/** The institute's time zone. */
export const zoneOf = async (db: Executor, organisationId: number) =>
  (await instituteFacts(db, organisationId)).timeZone;

/** Today's calendar date (YYYY-MM-DD) in the institute's zone. */
export const todayOf = async (db: Executor, organisationId: number, now = new Date()) =>
  dayIn(now, await zoneOf(db, organisationId));

export async function getSettings(db: Db, caller: Caller): Promise<InstituteSettings> {
  const row = await stored(db, caller.organisationId);
  const today = todayIn(row.timeZone);
  const next = (format: string) => nextInSequence(db, caller.organisationId, format, today, row);
  const [receipt, admission] = await Promise.all([
    next(row.receiptNumberFormat),
    next(row.admissionNumberFormat),
  ]);
  return toView(row, { receipt, admission });
}

/** Saves every setting; saving also confirms the name and the academic year (two onboarding steps). */
export async function updateSettings(
  db: Db,
  caller: Caller,
  body: z.output<typeof instituteSettingsBody>,
): Promise<InstituteSettings> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    const before = toView((await repo.readSettings(tx, organisationId))!);
    const { name, ...settings } = body;
    const now = new Date();
    await repo.writeSettings(tx, organisationId, {
      ...settings,
      nameConfirmedAt: now,
      academicYearConfirmedAt: now,
    });
    if (name !== before.name) await repo.renameOrganisation(tx, organisationId, name);
    const was = before as unknown as Record<string, unknown>;
    await auditChanges(tx, caller, was, body as Partial<InstituteSettingsBody>, {
      action: 'update',
      area: AREA,
    });
  });
  repo.forgetFacts(db, organisationId);
  return getSettings(db, caller);
}

export async function setLogo(db: Db, caller: Caller, logo: { bytes: Buffer; type: string } | null) {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await repo.writeSettings(tx, organisationId, { logo: logo?.bytes ?? null, logoType: logo?.type ?? null });
    await recordCallerAudit(tx, caller, {
      action: logo ? 'update' : 'delete',
      area: AREA,
      summary: { logo: logo ? `${logo.type}, ${logo.bytes.length} bytes` : null },
    });
  });
  return getSettings(db, caller);
}

/** What a document the institute issues (a receipt) prints at its head, and its UPI ID. */
export async function letterhead(db: Executor, organisationId: number) {
  const [row, logo] = await Promise.all([
    repo.readSettings(db, organisationId),
    repo.readLogo(db, organisationId),
  ]);
  if (!row) throw notFound('Institute not found.');
  const { name, address, phone, email, website, gstin, upiId } = row;
  return { name, address, phone, email, website, gstin, upiId, logo };
}

export async function logoOf(db: Db, caller: Caller) {
  const logo = await repo.readLogo(db, caller.organisationId);
  if (!logo) throw notFound('No logo has been set.');
  return logo;
}

/** The name and logo every screen shows, the caller's portal language, and what first-run setup still has open. */
export async function brand(db: Db, caller: Caller): Promise<InstituteBrand> {
  const [row, ownLanguage] = await Promise.all([
    stored(db, caller.organisationId),
    account.languageOf(db, caller.userId),
  ]);
  const open: [OnboardingStep, boolean][] = [
    ['name', row.nameConfirmed],
    ['logo', row.hasLogo],
    ['centre', row.hasCentre],
    ['academicYear', row.academicYearConfirmed],
  ];
  return {
    name: row.name,
    logoUrl: logoUrlOf(row),
    timeZone: row.timeZone,
    gstRegistered: row.gstin !== '',
    language: ownLanguage ?? toPortalLanguage(row.portalLanguage),
    onboarding: {
      dismissed: row.onboardingDismissed,
      left: open.filter(([, done]) => !done).map(([step]) => step),
    },
  };
}

/** The owner finished or skipped first-run setup: it stops opening by itself. */
export async function dismissOnboarding(db: Db, caller: Caller): Promise<InstituteBrand> {
  const { organisationId } = caller;
  await db.transaction(async (tx) => {
    await repo.writeSettings(tx, organisationId, { onboardingDismissedAt: new Date() });
    await recordCallerAudit(tx, caller, {
      action: 'update',
      area: AREA,
      summary: { onboarding: 'closed' },
    });
  });
  return brand(db, caller);
}
