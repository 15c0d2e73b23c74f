import type { Db } from '../../db/client.ts';
import { createMailRepository, type NewMail } from './mail.repository.ts';
import type { MailTransport } from './mail.transport.ts';

// The module's public face: other modules build and queue mails through this file only.
export type { MailAttachment, NewMail } from './mail.repository.ts';
export { createSmtpTransport, type MailTransport } from './mail.transport.ts';
export { escapeHtml, htmlButton, htmlLayout, htmlParagraph } from './mail.templates.ts';

/** Retries of a mail the server refused (decision 031). */
export const MAIL_RETRY = {
  /** The first retry waits this long, then twice as long each time… */
  baseMs: 30_000,
  /** …up to this wait between attempts. */
  maxMs: 60 * 60 * 1000,
  /** After this many attempts (about two days) the mail is marked `failed`. */
  maxAttempts: 50,
  /** While an instance sends a mail no other one takes it; past this, it is taken again. */
  leaseMs: 5 * 60 * 1000,
  /** Mails sent per tick. */
  batch: 20,
  /** Sent and failed mails stay in the outbox this long. */
  keepMs: 30 * 24 * 60 * 60 * 1000,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(MAIL_RETRY.maxMs, MAIL_RETRY.baseMs * 2 ** exponent);
}

/** Queues mails: a request only writes a row, whatever the SMTP server is doing. */
export function createMailQueue(deps: { db: Db; now: () => Date }) {
  return {
    /** Queues `mail` (inside `tx` when given, so it commits with what caused it). */
    enqueue(mail: NewMail, tx: Db = deps.db): Promise<boolean> {
      return createMailRepository(tx).insert(mail, deps.now());
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

export interface TickResult {
  sent: number;
  failed: number;
}

/**
 * Work of another module that turns what it recorded into queued mails (a password reset request,
 * decision 035), handed in by the composition root; the mail module knows none of them.
 */
export type MailProducer = () => Promise<unknown>;

/**
 * Sends what is due. Every API instance may run it at once: each claims its own rows (`skip
 * locked`), so a mail goes out once. A failure is retried later with a growing wait.
 */
export function createMailSender(deps: {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  onError?: (error: unknown, mailId: number) => void;
  /** Run at the start of each tick, so what they queue leaves in the same tick. */
  producers?: readonly MailProducer[];
}) {
  const repository = createMailRepository(deps.db);
  return {
    async tick(): Promise<TickResult> {
      const producerErrors: unknown[] = [];
      for (const produce of deps.producers ?? []) {
        try {
          await produce();
        } catch (error) {
          producerErrors.push(error);
        }
      }
      const result: TickResult = { sent: 0, failed: 0 };
      const at = deps.now();
      const claimed = await repository.claimDue(
        at,
        new Date(at.getTime() + MAIL_RETRY.leaseMs),
        MAIL_RETRY.batch,
      );
      for (const mail of claimed) {
        try {
          await deps.transport.send(mail);
          await repository.markSent(mail.id, deps.now());
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          deps.onError?.(error, mail.id);
          const message = error instanceof Error ? error.message : String(error);
          const retryAt =
            mail.attempts >= MAIL_RETRY.maxAttempts
              ? null
              : new Date(deps.now().getTime() + retryDelayMs(mail.attempts));
          await repository.markFailed(mail.id, message, retryAt);
        }
      }
      // A failing producer never holds back the mails already queued; the loop logs its error.
      if (producerErrors.length === 1) throw producerErrors[0];
      if (producerErrors.length > 1)
        throw new AggregateError(producerErrors, 'mail producers failed');
      return result;
    },

    /** Deletes sent and given-up mails older than MAIL_RETRY.keepMs. */
    purge(): Promise<number> {
      return repository.deleteFinishedBefore(new Date(deps.now().getTime() - MAIL_RETRY.keepMs));
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;

export const MAIL_LOOP_INTERVAL_MS = 10_000;

/**
 * Runs `tick` every few seconds while the server lives, one at a time (a slow server never makes
 * two ticks overlap). Returns the function that stops it and waits for a tick in progress.
 */
export function startMailLoop(
  tick: () => Promise<unknown>,
  options: { onError: (error: unknown) => void; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? MAIL_LOOP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
