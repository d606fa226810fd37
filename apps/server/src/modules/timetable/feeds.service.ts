import { teacherServerMessages } from '@kaksha/contracts';
import type { CalendarFeed } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { Vault } from '../../lib/vault.ts';
import { recordAudit } from '../audit/service.ts';
import { instituteFacts } from '../institute/service.ts';

import * as repo from './feeds.repository.ts';
import { holidaysIn, othersIn } from './bookings.repository.ts';
import type { BookingRow } from './bookings.repository.ts';
import { sessionsBetween } from './sessions.repository.ts';

const KIND_NAMES = { class: 'Class', demo: 'Demo class', exam: 'Exam', event: 'Event', leave: 'Leave' };
/** "Demo class: Physics", "Exam: Unit test 1 (Class 10 A)", "Leave", "Leave: Sick leave". */
function feedSummary(b: BookingRow): string {
  if (b.kind === 'demo') return `${KIND_NAMES.demo}: ${b.subjectName ?? ''}`;
  if (b.kind === 'exam' && b.batchName) return `${KIND_NAMES.exam}: ${b.title} (${b.batchName})`;
  return b.title === KIND_NAMES[b.kind] ? b.title : `${KIND_NAMES[b.kind]}: ${b.title}`;
}

/*
 * A teacher's timetable as an iCalendar feed (TeacherCalender → Subscribe): a calendar app fetches a
 * secret address now and then. The address is the only key, so it is long and random, found by its
 * hash, and can be reset (the old one stops working) or turned off.
 */

const PATH = '/api/v1/calendar-feeds/';
/** What the calendar app sees: a month behind (for looking back) and four months ahead. */
const DAYS_BEHIND = 31;
const DAYS_AHEAD = 124;

const contextOf = (teacherId: number) => `calendar-feed:${teacherId}`;

async function ownTeacher(db: Db, caller: Caller, teacherId: number) {
  const teacher = await repo.teacherOf(db, caller.organisationId, teacherId);
  if (!teacher) throw notFound(teacherServerMessages.teacherNotFound);
  return teacher;
}

export async function feedOf(db: Db, vault: Vault, caller: Caller, teacherId: number): Promise<CalendarFeed> {
  await ownTeacher(db, caller, teacherId);
  const sealed = await repo.sealedToken(db, teacherId);
  return { path: sealed ? `${PATH}${vault.decryptText(sealed, contextOf(teacherId))}.ics` : null };
}

/** Makes the teacher's feed address, or a new one in place of the old. */
export async function resetFeed(
  db: Db,
  vault: Vault,
  caller: Caller,
  teacherId: number,
): Promise<CalendarFeed> {
  const { organisationId, userId } = caller;
  await ownTeacher(db, caller, teacherId);
  const token = randomToken(24);
  await db.transaction(async (tx) => {
    await repo.saveFeed(tx, {
      teacherId,
      organisationId,
      tokenHash: sha256(token),
      tokenSealed: vault.encryptText(token, contextOf(teacherId)),
    });
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'calendar-feed',
      area: 'timetable',
      entityId: teacherId,
      summary: { teacherId },
      ip: caller.ip,
    });
  });
  return { path: `${PATH}${token}.ics` };
}

export async function stopFeed(db: Db, caller: Caller, teacherId: number): Promise<CalendarFeed> {
  const { organisationId, userId } = caller;
  await ownTeacher(db, caller, teacherId);
  await db.transaction(async (tx) => {
    if ((await repo.deleteFeed(tx, teacherId)).length === 0) return;
    await recordAudit(tx, {
      organisationId,
      userId,
      action: 'calendar-feed-off',
      area: 'timetable',
      entityId: teacherId,
      summary: { teacherId },
      ip: caller.ip,
    });
  });
  return { path: null };
}

/** The feed at a secret address, as iCalendar text; an unknown address is not found. */
export async function calendarText(db: Db, fileName: string, now = new Date()): Promise<string> {
  const feed = await repo.feedByHash(db, sha256(fileName.replace(/\.ics$/, '')));
  if (!feed) throw notFound('Calendar not found.');
  const institute = await instituteFacts(db, feed.organisationId);
  const window = {
    from: new Date(now.getTime() - DAYS_BEHIND * 86_400_000),
    to: new Date(now.getTime() + DAYS_AHEAD * 86_400_000),
  };
  const day = (instant: Date) => instant.toISOString().slice(0, 10);
  const [sessions, others, holidays] = await Promise.all([
    sessionsBetween(db, feed.organisationId, { teacherId: feed.teacherId }, window),
    // The one calendar's other kinds: demo classes, exams invigilated, meetings, leave (decision 068).
    othersIn(db, feed.organisationId, { ...window, teacherId: feed.teacherId }),
    // The holidays the teacher's calendar shows: the institute's and their centres'.
    holidaysIn(
      db,
      feed.organisationId,
      { ...window, teacherId: feed.teacherId },
      day(window.from),
      day(window.to),
    ),
  ]);
  // Loaded at the first feed a process serves, not at start (decision 043).
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({ name: `${feed.name} · ${institute.name}`, prodId: '//Kaksha//Timetable//EN' });
  for (const s of sessions) {
    const place = s.meetingLink || [s.roomName, s.centreName].filter(Boolean).join(', ');
    calendar.createEvent({
      id: `session-${s.id}@kaksha`,
      start: s.startsAt,
      end: s.endsAt,
      stamp: now,
      summary: s.subjectName ? `${s.batchName}: ${s.subjectName}` : s.batchName,
      location: place,
      url: s.meetingLink || null,
      description:
        s.status === 'cancelled'
          ? `Cancelled: ${s.cancelReason}`
          : s.toCover
            ? `To cover: ${s.toCover}`
            : null,
      status: s.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const b of others) {
    calendar.createEvent({
      id: `booking-${b.id}@kaksha`,
      start: new Date(b.startsAt),
      end: new Date(b.endsAt),
      stamp: now,
      summary: feedSummary(b),
      location: b.roomName ?? '',
      description: b.toCover ? 'To cover: you are on leave then.' : null,
      status: b.active ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    });
  }
  for (const h of holidays) {
    const whose = h.batchName ?? h.centreName;
    calendar.createEvent({
      id: `holiday-${h.id}@kaksha`,
      // Whole days: the last one included, so the event ends the morning after.
      start: new Date(`${h.fromDate}T00:00:00Z`),
      end: new Date(Date.parse(`${h.toDate}T00:00:00Z`) + 86_400_000),
      allDay: true,
      stamp: now,
      summary: `Holiday: ${h.name}${whose ? ` (${whose})` : ''}`,
    });
  }
  return calendar.toString();
}
