import type { Transporter } from 'nodemailer';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  organisationId?: number | null;
}

export interface MailPolicy {
  /** How long a claim lasts. Longer than one send can take, which the SMTP time-outs bound. */
  claimMs: number;
  /** The wait after a first failure; it doubles after each further failure, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a mail is given up: it stays in the outbox, unsent, and an error is logged. */
  maxAttempts: number;
  /** Mails one `retryPending` call sends at most. */
  batch: number;
  /** Nodemailer's time-outs (ms). Each bounds one wait, so together they bound one send. */
  smtp: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
}

/** One attempt, then after 1, 2, 4, 8, 16, 32 and 60 minutes: about two hours before giving up. */
export const DEFAULT_MAIL_POLICY: MailPolicy = {
  claimMs: 5 * 60_000,
  backoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 8,
  batch: 50,
  smtp: { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
};

/** The wait before the next attempt after `attempts` attempts failed. */
export function backoffAfter(
  attempts: number,
  policy: Pick<MailPolicy, 'backoffMs' | 'maxBackoffMs'>,
): number {
  return Math.min(policy.backoffMs * 2 ** Math.max(attempts - 1, 0), policy.maxBackoffMs);
}

interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
  /** Attempts including this one: with the id, it names this claim. */
  attempts: number;
}

/** `now() + ms`, in the database's clock, which every node shares. */
const fromNow = (ms: number) => sql`now() + ${ms}::float8 * interval '1 millisecond'`;

/**
 * Mail is written to the outbox inside the transaction that causes it, then delivered after commit
 * (`deliver`), and unsent mail is retried on a timer (`retryPending`). Several nodes may share the
 * outbox: a node claims a row atomically before sending it (FOR UPDATE SKIP LOCKED, then
 * `claimed_until`), so no two nodes send the same mail. Without SMTP_URL mail stays in the outbox and
 * is logged, so a local trial works offline.
 */
export class Mailer {
  private readonly smtpUrl: string | undefined;
  /**
   * Made at the first send: nodemailer takes ~0.1 s to load, which a start without mail need not
   * pay (decision 043).
   */
  private transport: Promise<Transporter> | undefined;
  private readonly policy: MailPolicy;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    policy: Partial<MailPolicy> = {},
  ) {
    this.policy = { ...DEFAULT_MAIL_POLICY, ...policy };
    this.smtpUrl = smtpUrl || undefined;
    if (!this.smtpUrl)
      log.warn(
        'SMTP_URL is not set: emails, one-time passwords and invitation links included, go to this log',
      );
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

  /**
   * Sends one mail now, if it is free: not sent, not claimed by another node, not waiting for a later
   * attempt and not given up. Never throws: a failed delivery is recorded on the row and retried later.
   */
  async deliver(id: number): Promise<void> {
    if (!this.smtpUrl) return this.keep(id);
    const claimed = await this.claim(1, id).catch((err: unknown) => {
      // The database went away: the row stays unsent and the retry timer picks it up.
      this.log.warn({ err, mailId: id }, 'mail not delivered: outbox unreadable');
      return [];
    });
    for (const mail of claimed) await this.send(mail);
  }

  /**
   * Sends due mail, claiming one row at a time, so that a claim only has to outlast one send. Called
   * on a timer by every node; returns how many were sent. Never throws.
   */
  async retryPending(): Promise<number> {
    if (!this.smtpUrl) return 0;
    let sent = 0;
    try {
      for (let i = 0; i < this.policy.batch; i++) {
        const [mail] = await this.claim(1);
        if (!mail) break;
        if (await this.send(mail)) sent++;
      }
    } catch (err) {
      this.log.warn({ err }, 'mail retry stopped: outbox unreadable');
    }
    return sent;
  }

  /** Whether mail can be sent (SMTP_URL is set). */
  get ready(): boolean {
    return this.smtpUrl !== undefined;
  }

  /**
   * Sends one mail now, outside the outbox: for a queue that claims and retries its own rows (the
   * Messages area). `fromName` replaces MAIL_FROM's name (the institute's). Throws what SMTP answered.
   */
  async sendNow(mail: {
    to: string;
    subject: string;
    text: string;
    fromName?: string;
    attachments?: { fileName: string; contentType: string; content: Buffer }[];
  }): Promise<void> {
    const transport = await this.transporter();
    const address = /<([^>]+)>/.exec(this.from)?.[1] ?? this.from;
    await transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address } : this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments?.map((f) => ({
        filename: f.fileName,
        contentType: f.contentType,
        content: f.content,
      })),
    });
  }

  close(): void {
    void this.transport?.then(
      (transport) => transport.close(),
      () => undefined, // never made: nothing to close
    );
  }

  /** The SMTP transport, made on first use. Throws when SMTP_URL is not set. */
  private transporter(): Promise<Transporter> {
    const url = this.smtpUrl;
    if (!url) return Promise.reject(new Error('SMTP_URL is not set'));
    // Time-outs in the URL's query string, if any, win over ours.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ ...this.policy.smtp, url }),
    );
    return this.transport;
  }

  /**
   * Claims up to `limit` free rows (only `id`, if given), in one statement: rows another transaction
   * is claiming are skipped, not waited for, and a row's conditions are checked again on its newest
   * version, so a row is claimed by one node at a time. Each claim counts as an attempt.
   */
  private claim(limit: number, id?: number): Promise<ClaimedMail[]> {
    const free = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          id === undefined ? undefined : eq(mailOutbox.id, id),
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, this.policy.maxAttempts),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ claimedUntil: fromNow(this.policy.claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, free))
      .returning({
        id: mailOutbox.id,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        bodyText: mailOutbox.bodyText,
        attempts: mailOutbox.attempts,
      });
  }

  /** Sends a claimed mail and records the outcome; true when the SMTP server accepted it. */
  private async send(mail: ClaimedMail): Promise<boolean> {
    try {
      const transport = await this.transporter();
      await transport.sendMail({
        from: this.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.bodyText,
      });
    } catch (err) {
      await this.recordFailure(mail, err);
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, claimedUntil: null })
      .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)))
      .catch((err: unknown) => {
        // The one way a mail can go twice: its claim expires and another node sends it again.
        this.log.error(
          { err, mailId: mail.id },
          'mail sent but not marked as sent; it will be sent again when its claim expires',
        );
      });
    return true;
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const waitMs = backoffAfter(mail.attempts, this.policy);
    // Only while the claim is still ours: had it expired and another node claimed the row (attempts
    // moved on) or sent it, freeing the row here would let a third node send it alongside.
    const recorded = await this.db
      .update(mailOutbox)
      .set({ claimedUntil: null, nextAttemptAt: fromNow(waitMs), lastError: String(error).slice(0, 2000) })
      .where(
        and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)),
      )
      .returning({ id: mailOutbox.id })
      .catch((err: unknown) => {
        this.log.warn({ err, mailId: mail.id }, 'mail failure not recorded; its claim will expire');
        return null;
      });
    if (recorded?.length === 0) {
      this.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed after its claim had expired');
    } else if (mail.attempts >= this.policy.maxAttempts) {
      this.log.error(
        { err: error, mailId: mail.id, attempts: mail.attempts },
        `mail given up after ${mail.attempts} attempts; it stays in the outbox`,
      );
    } else {
      this.log.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, retryInMs: waitMs },
        'mail delivery failed; will retry',
      );
    }
  }

  /** Without SMTP_URL: the mail stays in the outbox and is logged, so a local trial works offline. */
  private async keep(id: number): Promise<void> {
    const [mail] = await this.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .catch((err: unknown) => {
        this.log.warn({ err, mailId: id }, 'mail not logged: outbox unreadable');
        return [];
      });
    if (!mail || mail.sentAt) return;
    this.log.info(
      { mailId: id, to: mail.toAddress },
      `mail kept in outbox (no SMTP_URL): ${mail.subject}\n${mail.bodyText}`,
    );
  }
}
