import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { myinvoisSandbox } from '../../src/features/einvoices/sandbox.ts';

/**
 * LHDN's MyInvois as the portal's own sandbox serves it, on a server of its own: the portal under test reaches it over
 * HTTP exactly as it would reach LHDN. `answerFirst` adds a test's own hooks ahead of the sandbox's routes.
 */
export function myinvoisOnItsOwnPort(answerFirst?: (sandbox: FastifyInstance) => void) {
  const sandbox = Fastify();
  answerFirst?.(sandbox);
  myinvoisSandbox(sandbox, '');
  after(() => sandbox.close());
  let url = '';
  return {
    /** The sandbox's address, once `portalEnv` has started it. */
    url: () => url,
    /** Starts the sandbox; the portal's variables to reach it, SST charged, the jobs left to the tests to run. */
    async portalEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
      await sandbox.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
      return {
        RUN_WORKER: 'false',
        EINVOICE: 'myinvois',
        MYINVOIS_API_URL: url,
        MYINVOIS_PORTAL_URL: `${url}/portal`,
        MYINVOIS_CLIENT_ID: 'portal-test',
        MYINVOIS_CLIENT_SECRET: 'secret',
        SELLER_SST_NO: 'W10-1808-32000001',
        ...extra,
      };
    },
  };
}
