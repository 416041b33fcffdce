import { listeningAddresses, startPortalProcess } from './portal-process.ts';

export interface ServerProcess {
  url: string;
  /** kill -9: the process dies at once, mid-request, as in a crash or an OOM kill. */
  crash(): Promise<void>;
  /** SIGTERM, as a service manager stops it. */
  stop(): Promise<void>;
}

/**
 * A demo portal in its own process (no worker, no rate limits) over the database `env` names (DATABASE_URL, or
 * DATA_DIR's embedded one, which outlives the process so that a restart finds it); answers once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const portal = await startPortalProcess({
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO: 'true',
    RATE_LIMITS: 'false',
    RUN_WORKER: 'false',
    ...env,
  });
  await portal.waitForLog('portal started');
  const [address] = listeningAddresses(portal.logLines());
  if (!address) throw new Error('the server did not say where it listens');
  return {
    url: address.origin,
    crash: () => portal.crash(),
    stop: async () => {
      await portal.stop();
    },
  };
}
