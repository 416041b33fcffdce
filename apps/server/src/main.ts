import { ConfigError, loadConfig } from './config.ts';
import { demoAccounts } from './demo/seed.ts';
import { lockDataDir } from './platform/data-lock.ts';
import { createServer } from './server.ts';

async function main() {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const server = await createServer(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.app.listen({ port: config.port, host: config.host });
  if (config.demo) printDemoBanner(config.publicUrl, Boolean(config.smtpUrl));
}

function printDemoBanner(publicUrl: string, smtp: boolean) {
  const lines = [
    '',
    `  Portal: ${publicUrl}`,
    ...(smtp ? [] : [`  Demo mailbox (verification and reset mails): ${publicUrl}/dev/mail`]),
    '  Demo accounts:',
    ...demoAccounts.map((account) => `    ${account.label.padEnd(18)} ${account.email.padEnd(26)} ${account.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
