import { z } from 'zod';
import { idParam, pageFields, pageOf } from './common.ts';

/**
 * Announcements (issue 65): one message to a batch, a class, a centre, everyone, or chosen students,
 * for their guardians and teachers, through the notification service (the Messages area), with its
 * delivery report. Students have no address of their own in Kaksha: their guardians are told.
 */

export const ANNOUNCEMENT_AUDIENCES = ['batch', 'class', 'centre', 'everyone', 'students'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_PEOPLE = ['guardians', 'teachers'] as const;
export type AnnouncementPeople = (typeof ANNOUNCEMENT_PEOPLE)[number];
/** At most this many chosen students in one announcement (a page of the list, and more). */
export const ANNOUNCEMENT_MAX_IDS = 500;

export const announcementMessages = {
  chooseWhom: 'Choose who it goes to: guardians, teachers or both.',
  chooseAudience: 'Choose the batch, class, centre or students it is for.',
  title: 'Give it a title.',
  message: 'Write the message.',
  notFound: 'Announcement not found.',
  noStudentsForTeachers:
    'Teachers are told of a batch, a class, a centre or everyone, not of chosen students.',
  audienceNotFound: 'Some of those are not yours: choose again.',
  nobody: 'Nobody is in that audience yet: nothing was sent.',
} as const;

export const announcementInput = z
  .object({
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    /** The batches, classes or centres (by audience), or the students; none for everyone. */
    ids: z.array(idParam).max(ANNOUNCEMENT_MAX_IDS).default([]),
    to: z.array(z.enum(ANNOUNCEMENT_PEOPLE)).min(1, announcementMessages.chooseWhom),
    title: z
      .string()
      .trim()
      .min(1, announcementMessages.title)
      .max(120, 'A title can be at most 120 characters.'),
    message: z
      .string()
      .trim()
      .min(1, announcementMessages.message)
      .max(1000, 'A message can be at most 1,000 characters.'),
  })
  .refine((v) => v.audience === 'everyone' || v.ids.length > 0, {
    path: ['ids'],
    message: announcementMessages.chooseAudience,
  })
  .refine((v) => v.audience !== 'students' || !v.to.includes('teachers'), {
    path: ['to'],
    message: announcementMessages.noStudentsForTeachers,
  });
export type AnnouncementInput = z.input<typeof announcementInput>;

/** How its messages stand now: each message counted once, by channel and status. */
export const announcementCounts = z.object({
  /** People it was for (each guardian or teacher once). */
  people: z.number().int(),
  /** Messages handed to a provider (sent or delivered). */
  sent: z.number().int(),
  /** Still to go: queued, held for quiet hours, or being sent. */
  waiting: z.number().int(),
  failed: z.number().int(),
  /** Not sent because the channel (SMS or WhatsApp) is not set up. */
  notSetUp: z.number().int(),
  /** People no channel reaches (no email, no number), or not sent for another reason. */
  notSent: z.number().int(),
});
export type AnnouncementCounts = z.infer<typeof announcementCounts>;

export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** What it was for, as people read it: "Batch JEE 2027 Morning", "Everyone". */
  audienceLabel: z.string(),
  to: z.array(z.enum(ANNOUNCEMENT_PEOPLE)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  counts: announcementCounts,
  /** The delivery log's filter for its messages, one line per recipient and channel. */
  about: z.string(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementPage = pageOf(announcement);
export type AnnouncementPage = z.infer<typeof announcementPage>;
export const announcementListQuery = z.object({ ...pageFields });

const choice = z.object({ id: z.number().int(), name: z.string() });
/** What an announcement may be for: the active batches, the classes, the active centres, by name. */
export const announcementChoices = z.object({
  batches: z.array(choice),
  classes: z.array(choice),
  centres: z.array(choice),
});
export type AnnouncementChoices = z.infer<typeof announcementChoices>;
