import type { Area, DocumentParts } from './area.ts';
import type { Attachments } from './modules/messages/attachments.ts';

/**
 * Every document an area makes for messages (a receipt's PDF; report cards, hall tickets and payslips
 * the same way), as its plugin declares them (`documents` in modules/<area>/index.ts, decision 063),
 * given to the courier, which makes one when it sends the message that names it. A kind is one area's:
 * two areas declaring one refuse the start.
 */
export function registerDocuments(areas: Area[], parts: DocumentParts, attachments: Attachments): void {
  for (const area of areas) {
    for (const [kind, make] of Object.entries(area.documents?.(parts) ?? {}))
      attachments.register(kind, make);
  }
}
