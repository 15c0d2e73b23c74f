import { buildApp } from './app.ts';
import { openConfiguredDatabase, resolveJwtSecret, shouldSeedDemo } from './bootstrap.ts';
import { ConfigError, loadConfig, mailLinksBase } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startPlannerStatistics } from './db/maintenance.ts';
import { startServerBackups } from './modules/backup/backup.server.ts';
import { purgeExpiredAuthRecords, startAuthCleanup } from './modules/auth/auth-cleanup.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoAccountOnce } from './modules/demo/demo.seed.ts';
import { purgePasswordResetRecords } from './modules/auth/password-reset.service.ts';
import { startServerDigest } from './modules/digest/digest.server.ts';
import { startServerMail } from './modules/mail/mail.server.ts';
import { createServices } from './services.ts';
import { createWorkPool } from './workers/pool.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database: opened.database,
    jwtSecret: resolveJwtSecret(config),
    // The worker threads start with the server, not beside its first upload (decision 018).
    services: { work: createWorkPool() },
  });

  if (shouldSeedDemo(config, opened.fresh) && (await seedDemoAccountOnce(opened.database.db))) {
    app.log.info(
      `Cuenta de demostración creada: usuario "${DEMO_USERNAME}", contraseña "${DEMO_PASSWORD}"`,
    );
    console.log(
      `\n  Cuenta de demostración creada → usuario: ${DEMO_USERNAME}  contraseña: ${DEMO_PASSWORD}\n`,
    );
  }

  // Figures stored under older costing rules are re-costed before the first request reads them.
  const services = createServices(opened.database.db);
  const recosted = await services.costing.recostStaleFigures();
  if (recosted > 0) {
    app.log.info({ owners: recosted }, 'recipes re-costed under the current costing rules');
  }

  const stopAuthCleanup = startAuthCleanup(
    async () => {
      await purgeExpiredAuthRecords(opened.database.db, new Date());
      await purgePasswordResetRecords(opened.database.db, new Date());
    },
    { onError: (error) => app.log.error({ err: error }, 'auth cleanup failed') },
  );

  // PGlite has no autovacuum: keep the planner's statistics fresh ourselves (PostgreSQL does it).
  const stopPlannerStatistics =
    config.database.kind === 'pglite'
      ? startPlannerStatistics(opened.database.db, {
          onError: (error) => app.log.error({ err: error }, 'analyze failed'),
        })
      : () => undefined;

  // Started before listening: a failure here (socket) stops start-up instead of going unnoticed.
  const backups = await startServerBackups(config, opened.database, app.log);

  // The outbox is sent by every instance's loop; each mail is claimed by one of them. Each tick
  // first turns password reset requests into links and mails (decision 035).
  const passwordResetMailer = services.passwordResetMailer(mailLinksBase(config));
  const mail = startServerMail(
    config,
    opened.database.db,
    () => new Date(),
    {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (details, message) => app.log.error(details, message),
    },
    [() => passwordResetMailer.queuePendingMails()],
  );

  // The weekly digest: from Monday 08:00 (Madrid), each account's once, whichever instance.
  const digest = services.digest(mailLinksBase(config), (error, ownerId) => {
    app.log.error({ err: error, ownerId }, 'weekly digest not worked out for this account');
  });
  const stopDigest = startServerDigest(config, digest, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopAuthCleanup();
    stopPlannerStatistics();
    try {
      await app.close();
      await stopDigest();
      await mail.stop();
      // A backup in progress finishes before the database closes.
      await backups.stop();
      await opened.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'pglite' ? `PGlite (${config.database.dataDir ?? ''})` : 'PostgreSQL';
  console.log(
    `  Costeo escuchando en http://${config.host}:${config.port}  ·  base de datos: ${where}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
