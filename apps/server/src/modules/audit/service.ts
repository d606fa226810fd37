import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  organisationId: number | null;
  userId: number | null;
  action: string;
  area: string;
  entityId?: string | number | null;
  summary?: Record<string, unknown>;
  ip?: string | null;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organisationId: entry.organisationId,
    userId: entry.userId,
    action: entry.action,
    area: entry.area,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    ip: entry.ip ?? null,
  });
}
