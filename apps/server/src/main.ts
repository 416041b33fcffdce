import { devMailEndpoints, endpointUrl } from '@portal/contract';
import closeWithGrace from 'close-with-grace';
import { type Config, loadConfig, StartRefusal } from './config.ts';
import { lockDataDir } from './db/data-lock.ts';
import { demoAccountsOf } from './demo/seed.ts';
import { createServer } from './server.ts';

/** How long in-flight requests and the worker's round get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const unlock = lockDataDir(config.dataDir);
    // Also on a forced exit at the deadline: the lock names a dead process otherwise, which the next start takes over.
    process.on('exit', unlock);
  }
  const server = await createServer(config);
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: server.app.log }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'stopping after an unexpected error');
    else server.app.log.info({ signal }, 'shutting down');
    await server.close();
  });

  await server.app.listen({ port: config.port, host: config.host });
  logStart(server.app.log, config);
  if (config.demo) printDemoBanner(config);
}

/**
 * What an operator needs to see at every start: which mode, which database, which gateway, and whether e-invoices
 * go to MyInvois and SST is charged (both off unless set, outside a demo).
 */
function logStart(log: Awaited<ReturnType<typeof createServer>>['app']['log'], config: Config) {
  log.info(
    {
      mode: config.demo ? 'demo' : 'production',
      database: config.databaseUrl ? 'postgres' : 'pglite',
      gateway: config.paymentGateway,
      einvoicing: config.einvoice ? `on (${config.einvoice.apiUrl})` : 'off',
      sst: config.sst.registered ? `on (${config.sst.ratePercent}%)` : 'off',
    },
    'portal started',
  );
  if (config.paymentGateway === 'sandbox' && !config.demo) {
    log.warn(
      'PAYMENT_GATEWAY=sandbox outside a demo: anyone can mark a payment paid on the sandbox page and receive credit. Use billplz for real money.',
    );
  }
}

function printDemoBanner({ publicUrl, smtpUrl, admin, demoKey }: Config) {
  const lines = [
    '',
    `  Portal: ${publicUrl}`,
    ...(smtpUrl
      ? []
      : [
          `  Demo mailbox (verification, reset and login-link mails; its key is yours alone): ${publicUrl}${endpointUrl(devMailEndpoints.inbox, { query: { key: demoKey } })}`,
        ]),
    '  Demo accounts:',
    ...demoAccountsOf(admin).map(
      (account) => `    ${account.label.padEnd(18)} ${account.email.padEnd(26)} ${account.password}`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof StartRefusal ? error.message : error);
  process.exit(1);
});
