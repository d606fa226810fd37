import { MESSAGE_EVENTS, channelName } from '@kaksha/contracts';
import type { MessageEvent, TimelineEntry } from '@kaksha/contracts';
import type { Executor } from '../../db/client.ts';
import { messagesAbout } from '../messages/service.ts';
import { historyOf } from './service.ts';

/**
 * One record's timeline, newest first: the staff's changes to it (audit lines of `area` about
 * `entityId`) and the messages sent about it (`subjectRef`, e.g. `student:7`). Each area says in
 * words what its actions mean (`describe`).
 */
export async function timelineOf(
  db: Executor,
  organisationId: number,
  record: { area: string; entityId: number; subjectRef: string },
  describe: (action: string, summary: Record<string, unknown> | null) => string,
): Promise<TimelineEntry[]> {
  const [changes, sent] = await Promise.all([
    historyOf(db, organisationId, record.area, record.entityId),
    messagesAbout(db, organisationId, record.subjectRef),
  ]);
  const entries: TimelineEntry[] = [
    ...changes.map((c) => ({
      at: c.at.toISOString(),
      kind: 'audit' as const,
      action: c.action,
      by: c.userName,
      detail: describe(c.action, c.summary),
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
