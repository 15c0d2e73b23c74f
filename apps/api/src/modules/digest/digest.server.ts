import type { AppConfig } from '../../config.ts';
import { startMailLoop } from '../mail/mail.service.ts';
import type { DigestService } from './digest.service.ts';

/** How often the server looks for digests due (a batch of accounts each time). */
export const DIGEST_LOOP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The weekly digest's loop (issue 22, decision 032): every instance runs it; each account's digest
 * is claimed by one of them. Only when mail goes somewhere (SMTP, or the local outbox folder): a
 * production server without SMTP queues nothing it would never send.
 */
export function startServerDigest(
  config: AppConfig,
  digest: DigestService,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  if (!config.mail.smtpUrl && !config.mail.outboxDir) return async () => undefined;
  return startMailLoop(
    async () => {
      // Batch after batch while accounts are due, then wait for the next turn.
      for (;;) {
        const { done } = await digest.runDue();
        if (done === 0) return;
      }
    },
    {
      intervalMs: DIGEST_LOOP_INTERVAL_MS,
      onError: (error) => log.error({ err: error }, 'weekly digest failed'),
    },
  );
}
