import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isLoopbackHost } from '../../lib/loopback-host.ts';
import { createMailSender, startMailLoop, type MailProducer } from './mail.service.ts';
import {
  createFolderTransport,
  createSmtpTransport,
  type MailTransport,
} from './mail.transport.ts';

export interface MailLog {
  info(message: string): void;
  warn(message: string): void;
  error(details: object, message: string): void;
}

/**
 * What the server runs for mail: the loop that sends the outbox through SMTP, or, without SMTP on
 * the embedded database, into `DATA_DIR/outbox/`. A production server without SMTP says so. The
 * `producers` (other modules' mail work) run at the start of each tick.
 */
export function startServerMail(
  config: AppConfig,
  db: Db,
  now: () => Date,
  log: MailLog,
  producers: readonly MailProducer[] = [],
): { stop(): Promise<void> } {
  const { mail } = config;
  const production = config.database.kind === 'postgres' || !isLoopbackHost(config.host);
  if (!mail.smtpUrl && production) {
    log.warn(
      'SMTP_URL no está configurado: no se enviará ningún correo (restablecer la contraseña, verificar la dirección, resumen semanal).',
    );
  }
  let transport: MailTransport;
  if (mail.smtpUrl) transport = createSmtpTransport(mail.smtpUrl, mail.from);
  else if (mail.outboxDir) {
    log.info(
      `Sin SMTP_URL: los correos se guardan en ${mail.outboxDir} y se muestran en el registro.`,
    );
    transport = createFolderTransport(mail.outboxDir, mail.from, (line) => log.info(line));
  } else return { stop: async () => undefined };

  const sender = createMailSender({
    db,
    transport,
    now,
    producers,
    onError: (error, mailId) => log.error({ err: error, mailId }, 'mail not sent; will retry'),
  });
  let ticks = 0;
  const stopLoop = startMailLoop(
    async () => {
      await sender.tick();
      // Once an hour or so (every 360 ticks of 10 s), old sent mails go.
      if (ticks++ % 360 === 0) await sender.purge();
    },
    { onError: (error) => log.error({ err: error }, 'mail loop failed') },
  );
  return {
    async stop() {
      await stopLoop();
      transport.close();
    },
  };
}
