import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the stand-in accepted: envelope recipients and the raw RFC 5322 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port: the mail transport under
 * test speaks the real protocol to it. `refusing` makes it answer 451 to every recipient.
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) {
        const error = Object.assign(new Error('Servidor ocupado, inténtalo más tarde'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a quoted-printable body part (what nodemailer sends for accented text). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}
