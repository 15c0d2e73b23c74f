import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as it leaves the outbox. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Where replies go; null: the sender. */
  replyTo?: string | null;
  /** Files attached, bytes as base64 (none for the account mails). */
  attachments?: readonly { filename: string; content_type: string; content_base64: string }[];
}

/** What nodemailer is handed for a mail: the same for SMTP and the folder. */
function messageOf(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments && mail.attachments.length > 0
      ? {
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.content_type,
            content: Buffer.from(file.content_base64, 'base64'),
          })),
        }
      : {}),
  };
}

/** Where mails go: an SMTP server, or (a local install without one) a folder and the log. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Through any SMTP server (`smtp://` or `smtps://user:pass@host:port`), with nodemailer. */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  options: { timeoutMs?: number } = {},
): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  // The URL's options, plus timeouts so a silent server never holds a send for minutes.
  Object.assign(transporter.options, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(from, mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * No SMTP server on a local install: each mail is written to `dir` (one `.eml` file, readable by
 * any mail program) and announced in the log, so a reset link can still be followed.
 */
export function createFolderTransport(
  dir: string,
  from: string,
  log: (line: string) => void,
): MailTransport {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      const message = await buildRawMessage(from, mail);
      await writeFile(file, message, { mode: 0o600 });
      log(`Correo para ${mail.to} («${mail.subject}») guardado en ${file}:\n${mail.text}`);
    },
    close: () => undefined,
  };
}

/** The RFC 5322 text of a mail, built by nodemailer's own stream transport. */
async function buildRawMessage(from: string, mail: OutgoingMail): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transporter.sendMail(messageOf(from, mail));
  return info.message as Buffer;
}
