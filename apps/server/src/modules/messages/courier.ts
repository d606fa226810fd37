import type { FastifyBaseLogger } from 'fastify';
import { QUIET_CHANNELS, messageMessages } from '@kaksha/contracts';
import type { MessageChannel } from '@kaksha/contracts';
import type { Db } from '../../db/client.ts';
import { backoffAfter } from '../../lib/mailer.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Vault } from '../../lib/vault.ts';
import { instituteFacts } from '../institute/service.ts';
import { Attachments } from './attachments.ts';
import { openSecrets } from './channels.service.ts';
import { sendThrough } from './providers.ts';
import type { Attempt, Provider } from './providers.ts';
import { quietUntil } from './quiet-hours.ts';
import * as repo from './repository.ts';
import type { ClaimedMessage } from './repository.ts';

export interface MessagePolicy {
  /** How long a claim lasts: longer than one send can take (`timeoutMs`). */
  claimMs: number;
  /** The wait after a first failure; it doubles after each, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** Messages one pass sends at most (a node then waits for its next turn). */
  batch: number;
  /** How long a provider has to answer. */
  timeoutMs: number;
}
/** One try, then after ½, 1, 2, 4 and 8 minutes. */
export const DEFAULT_MESSAGE_POLICY: MessagePolicy = {
  claimMs: 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  maxAttempts: 6,
  batch: 100,
  timeoutMs: 15_000,
};

export interface CourierOptions {
  mailer: Mailer;
  vault: Vault;
  log: FastifyBaseLogger;
  /** MESSAGE_RATE_PER_MINUTE: attempts one organisation may start per minute. */
  ratePerMinute: number;
  /** MESSAGE_ALLOW_PRIVATE_URLS. */
  allowPrivate: boolean;
  policy?: Partial<MessagePolicy>;
}

/**
 * Delivers queued messages. Every node runs one on a timer and wakes it after a transaction that
 * queued messages; rows are claimed (SKIP LOCKED) so two nodes never take the same one, and a
 * message whose node died while sending is marked failed, not sent again (decision 022).
 */
export class Courier {
  readonly policy: MessagePolicy;
  /** How the files emails carry are made; each area registers its own kinds (`receipt`). */
  readonly attachments = new Attachments();
  private running: Promise<number> | null = null;
  private again = false;
  /** A pass is due to start on the next turn of the event loop (`wake`). */
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly options: CourierOptions,
  ) {
    this.policy = { ...DEFAULT_MESSAGE_POLICY, ...options.policy };
  }

  /** Delivers soon, off the caller's request; several wakes during a pass make one more pass. */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.deliverDue();
    });
  }

  /**
   * Resolves once no pass is running or about to start: the app waits for it before the database
   * closes, and a test that counts a request's statements before it starts counting.
   */
  async settled(): Promise<void> {
    while (this.running || this.scheduled)
      await (this.running ?? new Promise<void>((resolve) => setImmediate(resolve)));
  }

  /** One pass: due messages up to `batch`. Never throws; returns how many were sent. */
  deliverDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
    this.running = pass;
    return pass;
  }

  /** Tries one message now (a test message the staff member is waiting for). Never throws. */
  async deliverOne(id: number): Promise<void> {
    const [claim] = await this.claim(id);
    if (claim) await this.attempt(claim, new Map());
  }

  private claim(id?: number): Promise<ClaimedMessage[]> {
    return repo
      .claimDue(this.db, {
        limit: 1,
        claimMs: this.policy.claimMs,
        ratePerMinute: this.options.ratePerMinute,
        id,
      })
      .catch((err: unknown) => {
        this.options.log.warn({ err }, 'messages not claimed: the database did not answer');
        return [];
      });
  }

  private async pass(): Promise<number> {
    let sent = 0;
    try {
      const failed = await repo.failInterrupted(this.db, messageMessages.interrupted);
      if (failed) this.options.log.warn({ failed }, 'messages interrupted while sending were marked failed');
      // What a pass has looked up once: providers and time zones per organisation.
      const lookups = new Map<string, Promise<unknown>>();
      for (let i = 0; i < this.policy.batch; i++) {
        const [claim] = await this.claim();
        if (!claim) break;
        if (await this.attempt(claim, lookups)) sent++;
      }
    } catch (err) {
      this.options.log.warn({ err }, 'message delivery stopped: the database did not answer');
    }
    return sent;
  }

  private lookup<T>(lookups: Map<string, Promise<unknown>>, key: string, read: () => Promise<T>): Promise<T> {
    if (!lookups.has(key)) lookups.set(key, read());
    return lookups.get(key) as Promise<T>;
  }

  /** Sends a claimed message and records the outcome; true when a provider took it. */
  private async attempt(claim: ClaimedMessage, lookups: Map<string, Promise<unknown>>): Promise<boolean> {
    const channel = claim.channel as MessageChannel;
    let outcome: Attempt;
    try {
      if (QUIET_CHANNELS.includes(channel) && !claim.payload.ignoreQuietHours) {
        const { timeZone } = await this.lookup(lookups, `zone:${claim.organisationId}`, () =>
          instituteFacts(this.db, claim.organisationId),
        );
        const until = quietUntil(new Date(), timeZone);
        if (until) {
          await repo.finishAttempt(this.db, claim, {
            status: 'held',
            reason: messageMessages.quietHours,
            retryInMs: until.getTime() - Date.now(),
            countAttempt: false,
          });
          return false;
        }
      }
      outcome = channel === 'email' ? await this.sendEmail(claim) : await this.sendToProvider(claim, lookups);
    } catch (err) {
      outcome = { ok: false, retry: true, reason: String(err) };
    }
    return this.record(claim, outcome);
  }

  private async sendEmail(claim: ClaimedMessage): Promise<Attempt> {
    const { mailer } = this.options;
    if (!mailer.ready) {
      this.options.log.info(
        { messageId: claim.id, to: claim.address },
        `message not sent (no SMTP_URL): ${claim.subject}\n${claim.body}`,
      );
      return { ok: false, retry: false, reason: messageMessages.mailNotSetUp };
    }
    // Made now, not when queued: the file is the record as it stands when the email leaves.
    const file = claim.attachment
      ? await this.attachments.make(claim.organisationId, claim.attachment)
      : null;
    if (claim.attachment && !file) return { ok: false, retry: false, reason: messageMessages.attachmentGone };
    try {
      await mailer.sendNow({
        to: claim.address,
        subject: claim.subject,
        text: claim.body,
        fromName: (claim.payload.fromName as string | undefined) ?? undefined,
        attachments: file ? [file] : undefined,
      });
      return { ok: true, providerId: null };
    } catch (err) {
      // 5xx: the mail server refused it for good (no such mailbox); anything else may pass later.
      const code = (err as { responseCode?: number }).responseCode ?? 0;
      return {
        ok: false,
        retry: code < 500,
        reason: `the mail server answered: ${String(err).slice(0, 300)}`,
      };
    }
  }

  private async sendToProvider(
    claim: ClaimedMessage,
    lookups: Map<string, Promise<unknown>>,
  ): Promise<Attempt> {
    const provider = await this.lookup(
      lookups,
      `provider:${claim.organisationId}:${claim.channel}`,
      async () => {
        const row = await repo.readChannel(this.db, claim.organisationId, claim.channel);
        if (!row || !row.enabled) return null;
        return {
          provider: row.provider,
          settings: row.settings,
          secrets: openSecrets(this.options.vault, row),
        } satisfies Provider;
      },
    );
    if (!provider) return { ok: false, retry: false, reason: messageMessages.channelNotSetUp };
    return sendThrough(provider, claim, {
      timeoutMs: this.policy.timeoutMs,
      allowPrivate: this.options.allowPrivate,
    });
  }

  private async record(claim: ClaimedMessage, outcome: Attempt): Promise<boolean> {
    const { log } = this.options;
    let status: 'sent' | 'failed' | 'not_sent' | 'queued';
    const write = () => {
      if (outcome.ok) {
        status = 'sent';
        return repo.finishAttempt(this.db, claim, { status, providerId: outcome.providerId });
      }
      const giveUp = !outcome.retry || claim.attempts >= this.policy.maxAttempts;
      if (giveUp) {
        status = outcome.reason.startsWith('not sent:') ? 'not_sent' : 'failed';
        const reason =
          outcome.retry && claim.attempts > 1
            ? `gave up after ${claim.attempts} attempts: ${outcome.reason}`
            : outcome.reason;
        return repo.finishAttempt(this.db, claim, { status, reason });
      }
      status = 'queued';
      return repo.finishAttempt(this.db, claim, {
        status,
        reason: outcome.reason,
        retryInMs: backoffAfter(claim.attempts, this.policy),
        countAttempt: true,
      });
    };
    const recorded = await write().catch((err: unknown) => {
      log.error({ err, messageId: claim.id }, 'message outcome not recorded; its claim will expire');
      return true;
    });
    if (!recorded) log.warn({ messageId: claim.id }, 'message outcome came after its claim expired');
    if (!outcome.ok)
      log.warn(
        { messageId: claim.id, attempts: claim.attempts, reason: outcome.reason },
        `message ${status!}`,
      );
    return outcome.ok;
  }
}
