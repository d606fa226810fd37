import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  organisationId?: number | null;
}

/**
 * Mail is written to the outbox inside the transaction that causes it, then delivered after commit.
 * Without SMTP_URL it stays in the outbox and is logged, so a local trial works offline.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async enqueue(tx: Executor, mail: OutgoingMail): Promise<number> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        organisationId: mail.organisationId ?? null,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Never throws: a failed delivery is recorded on the outbox row and retried later. */
  async deliver(id: number): Promise<void> {
    const [mail] = await this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .catch((err: unknown) => {
        // The database went away: the row stays unsent and the retry timer picks it up.
        this.log.warn({ err, mailId: id }, 'mail not delivered: outbox unreadable');
        return [];
      });
    if (!mail || mail.sentAt) return;
    if (!this.transport) {
      this.log.info(
        { mailId: id, to: mail.toAddress },
        `mail kept in outbox (no SMTP_URL): ${mail.subject}\n${mail.bodyText}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
      });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      this.log.warn({ err, mailId: id }, 'mail delivery failed; will retry');
      await this.db
        .update(mailOutbox)
        .set({ attempts: mail.attempts + 1, lastError: String(err) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  /** Retries unsent mail (up to 5 attempts each); called on a timer by the server. */
  async retryPending(): Promise<void> {
    if (!this.transport) return;
    const pending = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, 5)))
      .limit(50);
    for (const { id } of pending) await this.deliver(id);
  }

  close(): void {
    this.transport?.close();
  }
}
