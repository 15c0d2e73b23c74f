import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { startServerMail } from './mail.server.ts';

function collectingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
    error: (_details: object, message: string) => lines.push({ level: 'error', message }),
  };
}

// Without SMTP and without an outbox folder no loop starts, so the database is never touched.
const noDatabase = null as unknown as Db;

describe('startServerMail', () => {
  it('a production server without SMTP_URL says at start-up that no mail will be sent', async () => {
    for (const config of [
      testConfig({ database: { kind: 'postgres', url: 'postgres://db/costeo' } }),
      testConfig({ host: '0.0.0.0' }),
    ]) {
      const log = collectingLog();
      const mail = startServerMail(config, noDatabase, () => new Date(), log);
      await mail.stop();
      expect(log.lines).toEqual([
        {
          level: 'warn',
          message: expect.stringMatching(
            /^SMTP_URL no está configurado: no se enviará ningún correo/,
          ),
        },
      ]);
    }
  });

  it('a local install without SMTP_URL does not warn', async () => {
    const log = collectingLog();
    const mail = startServerMail(testConfig(), noDatabase, () => new Date(), log);
    await mail.stop();
    expect(log.lines).toEqual([]);
  });
});
