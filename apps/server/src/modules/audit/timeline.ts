import { MESSAGE_EVENTS, channelName } from '@kaksha/contracts';
import type { MessageEvent, TimelineEntry } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import type { PartsRead } from '../../db/together.ts';
import { messagesAboutRead } from '../messages/service.ts';
import { entriesAboutRead } from './service.ts';

/** How many of a record's changes, and of the messages about it, its timeline shows. */
const TIMELINE_LIMIT = 50;

/**
 * The reads of one record's timeline, as parts of the record's one statement (`readTogether`,
 * db/together.ts): the staff's changes to it (audit lines of an area about an id) and the messages
 * sent about it (`subjectRef`, e.g. `student:7`). Their values: `timelineValues`.
 */
export const timelineParts = (d: Executor) => ({ changes: entriesAboutRead(d), sent: messagesAboutRead(d) });

export const timelineValues = (
  organisationId: number,
  record: { area: string; entityId: number; subjectRef: string },
) => ({
  organisationId,
  area: record.area,
  entityId: String(record.entityId),
  subjectRef: record.subjectRef,
  limit: TIMELINE_LIMIT,
});

/** One record's timeline, newest first, from what `timelineParts` read. Each area says in words what its actions mean (`describe`). */
export function timelineOf(
  { changes, sent }: PartsRead<ReturnType<typeof timelineParts>>,
  describe: (action: string, summary: Record<string, unknown> | null) => string,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...changes.map((c) => ({
      at: c.at.toISOString(),
      kind: 'audit' as const,
      action: c.action,
      by: c.userName,
      detail: describe(c.action, c.summary as Record<string, unknown> | null),
    })),
    ...sent.map((m) => ({
      at: m.createdAt.toISOString(),
      kind: 'message' as const,
      action: m.status,
      by: null,
      detail: `${MESSAGE_EVENTS[m.event as MessageEvent]?.label ?? m.event} to ${m.recipientName} by ${channelName(m.channel)}`,
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
