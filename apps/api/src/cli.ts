import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { registerRequestSchema } from '@costeo/domain/contracts/auth';
import { planCodeSchema } from '@costeo/domain/contracts/subscriptions';
import { configureSpanishZod } from '@costeo/domain/zod-es';
import { z } from 'zod';
import { openConfiguredDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { AppError } from './lib/app-error.ts';
import { importAccountCommand } from './modules/account/account.import-command.ts';
import { backupCommand, restoreCommand } from './modules/backup/backup.commands.ts';
import { BackupError } from './db/backup-format.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoAccountOnce } from './modules/demo/demo.seed.ts';
import { createServices } from './services.ts';

const USAGE = `Uso: npm run costeo -- <comando> [opciones]

Comandos:
  migrate                                  aplica las migraciones pendientes
  create-user --username U --password P [--email E] [--business "Nombre"]
                                           crea un usuario activo
  seed-demo                                crea la cuenta de demostración (demo / demo1234)
  set-plan --username U --plan free|pro|business
                                           cambia el plan al momento, sin factura (cortesía,
                                           pago cobrado fuera); no borra datos al bajar de plan
  export-account --username U [--out fichero.json]
                                           exporta todos los datos de la cuenta en JSON
                                           (sin --out, a la salida estándar)
  import-account --in fichero.json [--username U] [--password P]
                                           crea una cuenta NUEVA con los datos de un export-account
                                           (sin --password se genera una y se muestra)
  backup --out fichero.backup.gz           copia de seguridad de toda la base de datos
                                           (también con el servidor en marcha)
  restore --in fichero.backup.gz [--force] restaura una copia en una base de datos vacía
                                           (--force reemplaza los datos que haya)

La base de datos es la del entorno: DATABASE_URL (PostgreSQL) o DATA_DIR (PGlite, por defecto ./data).
Con PGlite, el servidor debe estar parado (el directorio de datos está bloqueado mientras se usa),
salvo para backup, que se la pide al servidor en marcha.`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const config = loadConfig();

  if (command === 'migrate') {
    const opened = await openConfiguredDatabase(config);
    const status = await opened.database.migrationStatus();
    await opened.close();
    return `Migraciones aplicadas: ${status.applied} (última: ${status.latest ?? 'ninguna'}).`;
  }

  if (command === 'create-user') {
    const { values } = parseArgs({
      args: rest,
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string', default: '' },
        business: { type: 'string', default: '' },
      },
    });
    // The same rules as POST /api/register/, with the email optional.
    const input = registerRequestSchema
      .extend({ email: z.union([z.literal(''), registerRequestSchema.shape.email]) })
      .safeParse({ ...values, business_name: values.business });
    if (!input.success) {
      throw new UsageError(
        input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
      );
    }
    const opened = await openConfiguredDatabase(config);
    try {
      const user = await createServices(opened.database.db).users.createUser(input.data);
      return `Usuario creado: ${user.username} (id ${user.id}).`;
    } finally {
      await opened.close();
    }
  }

  if (command === 'seed-demo') {
    const opened = await openConfiguredDatabase(config);
    try {
      const created = await seedDemoAccountOnce(opened.database.db);
      return created
        ? `Cuenta de demostración creada: ${DEMO_USERNAME} / ${DEMO_PASSWORD}`
        : `La cuenta de demostración ya existe (${DEMO_USERNAME}).`;
    } finally {
      await opened.close();
    }
  }

  if (command === 'backup' || command === 'restore') {
    const { values } = parseArgs({
      args: rest,
      options: {
        out: { type: 'string' },
        in: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
    if (command === 'backup') {
      if (!values.out) throw new UsageError(`Falta --out.\n\n${USAGE}`);
      return backupCommand(config, values.out);
    }
    if (!values.in) throw new UsageError(`Falta --in.\n\n${USAGE}`);
    return restoreCommand(config, values.in, values.force);
  }

  if (command === 'import-account') {
    const { values } = parseArgs({
      args: rest,
      options: {
        in: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
      },
    });
    if (!values.in) throw new UsageError(`Falta --in.\n\n${USAGE}`);
    return importAccountCommand(config, values.in, {
      username: values.username,
      password: values.password,
    });
  }

  if (command === 'set-plan' || command === 'export-account') {
    const { values } = parseArgs({
      args: rest,
      options: {
        username: { type: 'string' },
        plan: { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (!values.username) throw new UsageError(`Falta --username.\n\n${USAGE}`);
    const plan = planCodeSchema.safeParse(values.plan);
    if (command === 'set-plan' && !plan.success) {
      throw new UsageError(`--plan debe ser free, pro o business.\n\n${USAGE}`);
    }
    const opened = await openConfiguredDatabase(config);
    try {
      const services = createServices(opened.database.db);
      const user = await services.users.findForLogin(values.username);
      if (!user) throw new UsageError(`No existe el usuario ${values.username}.`);
      if (command === 'set-plan' && plan.success) {
        const subscription = await services.subscriptions.setPlan(user.id, plan.data);
        return `Plan de ${user.username}: ${subscription.plan.name}.`;
      }
      const document = JSON.stringify(await services.account.exportAccount(user.id), null, 2);
      if (!values.out) return document;
      // Owner-only: the file holds the whole business (prices, recipes, suppliers).
      await writeFile(values.out, `${document}\n`, { mode: 0o600 });
      return `Cuenta de ${user.username} exportada a ${values.out}.`;
    } finally {
      await opened.close();
    }
  }

  throw new UsageError(`Comando desconocido: ${command}\n\n${USAGE}`);
}

configureSpanishZod();
run(process.argv.slice(2))
  .then((message) => {
    console.log(message);
  })
  .catch((error: unknown) => {
    if (error instanceof AppError) {
      const lines = Object.entries(error.body).map(([field, messages]) =>
        field === 'detail'
          ? String(messages)
          : `${field}: ${([] as unknown[]).concat(messages).join(' ')}`,
      );
      console.error(lines.join('\n'));
    } else if (
      error instanceof UsageError ||
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  });
