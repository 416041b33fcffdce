import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  demo,
  individual,
  server,
  startTestServer,
  useTestServer,
  webBuild,
  webBuildMissing,
  withTestServer,
} from './support/harness.ts';
import { buyBuyerPack } from './support/payments.ts';

const TOKEN = 'operator-metrics-token-of-the-tests';
const opsDir = path.resolve(import.meta.dirname, '../../../ops');
const alertRules = path.join(opsDir, 'prometheus', 'alerts.yml');
const dashboard = path.join(opsDir, 'grafana', 'portal.json');

/** A program of the machine's PATH (Debian's `prometheus` package brings both), or undefined. */
function program(name: string) {
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
  return found;
}
const prometheusBinary = program('prometheus');
const promtool = program('promtool');
const noPrometheus = prometheusBinary
  ? false
  : 'prometheus is not installed (Debian: apt-get install prometheus; CI installs it)';

const scrape = (token?: string) => server.call('GET', '/metrics', token ? { token } : {});

/** Every label value of the exposition (`name{label="value",…} number`). */
function labelValues(exposition: string) {
  return [...exposition.matchAll(/\{([^}]*)\}/g)].flatMap(([, labels]) =>
    [...(labels ?? '').matchAll(/="((?:[^"\\]|\\.)*)"/g)].map(([, value]) => value ?? ''),
  );
}

/** The metric families named in PromQL expressions (the portal's own, and the process's). */
const familiesIn = (expression: string) => expression.match(/\b(?:portal|process|nodejs)_[a-z_]+\b/g) ?? [];

/** A family of the exposition, a histogram's `_bucket`, `_sum` and `_count` included. */
const exposes = (exposition: string, name: string) =>
  [name, name.replace(/_(bucket|sum|count)$/, '')].some((family) => exposition.includes(`# TYPE ${family} `));

describe('/metrics with METRICS_TOKEN', () => {
  useTestServer({ env: { METRICS_TOKEN: TOKEN }, login: ['individual'] });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    assert.equal((await scrape()).status, 401);
    assert.equal((await scrape('operator-metrics-token-of-the-test')).status, 401);
    assert.equal((await scrape(`${TOKEN}x`)).status, 401);
    assert.equal((await scrape(individual)).status, 401, 'a user’s session is not the operator’s token');
  });

  it('answers the text format with the request, database, job, business and process families', async () => {
    await server.get('/healthz');
    await server.buyCheck('BMK8821', individual);
    const answer = await scrape(TOKEN);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    const text = String(answer.body);
    for (const family of [
      'portal_http_request_duration_seconds',
      'portal_db_query_duration_seconds',
      'portal_db_errors_total',
      'portal_db_pool_max',
      'portal_db_pool_size',
      'portal_db_pool_idle',
      'portal_db_pool_waiting',
      'portal_ready',
      'portal_job_waiting',
      'portal_job_oldest_waiting_seconds',
      'portal_job_runs_total',
      'portal_checks_sold_total',
      'portal_credit_spent_total',
      'portal_refunds_due',
      'portal_ssr_render_duration_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
    ]) {
      assert.ok(exposes(text, family), `${family} is exposed`);
    }
    assert.match(
      text,
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1$/m,
    );
    assert.match(text, /^portal_checks_sold_total\{payment_type="credit"\} 1$/m);
    assert.match(text, /^portal_credit_spent_total [1-9]\d*$/m);
    assert.match(text, /^portal_ready 1$/m);
    assert.match(text, /^portal_refunds_due \d+$/m, 'the refunds owed are read at the scrape');
    assert.match(text, /^portal_job_waiting\{job_name="mail-delivery"\} \d+$/m);
  });

  it('counts the runs of the worker’s jobs', async () => {
    // A mail queued: its delivery run is counted once the worker has taken it (bounded, a few of its polls).
    assert.equal((await server.post('/oauth/Reset', { Email: demo.individual.username })).status, 200);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (/^portal_job_runs_total\{job_name="mail-delivery"\} [1-9]\d*$/m.test(String((await scrape(TOKEN)).body)))
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail('no run of mail-delivery counted');
  });

  it('counts a top-up paid on the sandbox, its credit, a forged callback and refused logins', async () => {
    await buyBuyerPack(server, individual, { paymentName: 'Nur Aisyah', paymentEmail: 'aisyah@demo.carsemak.my' });
    const forged = await server.call('POST', '/api/Payment/Callback/sandbox', {
      form: { id: 'sbx0', x_signature: '0' },
    });
    assert.notEqual(forged.status, 200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await server.post('/oauth/token', { username: 'stranger@example.com', password: `wrong-${attempt}` });
    }

    const text = String((await scrape(TOKEN)).body);
    assert.match(text, /^portal_payments_total\{gateway="sandbox",outcome="completed"\} 1$/m);
    assert.match(text, /^portal_credit_sold_total 5$/m, 'the Buyer pack’s 5 credits');
    assert.match(text, /^portal_payment_callbacks_total\{gateway="sandbox",result="forged"\} 1$/m);
    assert.match(text, /^portal_login_throttle_refusals_total\{code="LOGIN_ATTEMPTS_EXCEEDED"\} 1$/m);
  });

  it('puts no plate, e-mail, share token or API key of a request into any label', async () => {
    const plate = 'QAZ9137';
    const email = 'secret.person@example.com';
    const shareToken = 'sharetokenAbCdEf0123456789xyz';
    const apiKey = 'ck_live_Zx9Yw8Vu7Ts6Rq5Po4Nm3';
    await server.get(`/api/Check/SearchItem?vehicleNo=${plate}&email=${encodeURIComponent(email)}`, individual);
    await server.post('/oauth/token', { username: email, password: `pw-${apiKey}` });
    await server.get(`/api/Share/Report/${shareToken}`);
    await server.call('POST', '/api/v1/checks', {
      body: { registrationNo: plate },
      headers: { authorization: `Bearer ${apiKey}` },
    });
    await server.get(`/api/${plate}/${encodeURIComponent(email)}/${apiKey}`);
    await server.get(`/check/check/${shareToken}?plate=${plate}`);
    await server.call('DELETE', `/${shareToken}`);

    const text = String((await scrape(TOKEN)).body);
    const secrets = [plate, email, shareToken, apiKey].map((secret) => secret.toLowerCase());
    const leaks = labelValues(text).filter((value) => secrets.some((secret) => value.toLowerCase().includes(secret)));
    assert.deepEqual(leaks, []);
    assert.match(text, /route="\/api\/Share\/Report\/:token"/, 'a route is named by its pattern');
    assert.match(text, /route="\(unmatched\)"/, 'an address no route matched has one label');
  });
});

describe('pages drawn by the server', { skip: webBuildMissing }, () => {
  it('are counted and timed by outcome, under one route label whatever their address', async () => {
    const portal = await startTestServer({ METRICS_TOKEN: TOKEN }, { webBuild });
    try {
      assert.equal((await portal.get('/')).status, 200);
      assert.equal((await portal.get('/share/not-a-share-token-QAZ9137')).status, 200);
      assert.equal((await portal.get('/no/such/page/QAZ9137')).status, 404);
      const text = String((await portal.call('GET', '/metrics', { token: TOKEN })).body);
      assert.match(text, /^portal_ssr_render_duration_seconds_count\{outcome="rendered"\} 3$/m);
      assert.match(
        text,
        /^portal_http_request_duration_seconds_count\{method="GET",route="\(page\)",status="200"\} 2$/m,
      );
      assert.match(
        text,
        /^portal_http_request_duration_seconds_count\{method="GET",route="\(page\)",status="404"\} 1$/m,
      );
      assert.doesNotMatch(text, /QAZ9137|not-a-share-token/i);
    } finally {
      await portal.close();
    }
  });
});

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('stop the server at start, naming each, when they are bad', () => {
    assert.throws(
      () => loadConfig({ METRICS_TOKEN: 'short', METRICS_PORT: 'ninety' }),
      (error: Error) =>
        error instanceof ConfigError &&
        /METRICS_TOKEN: must be at least 16 characters/.test(error.message) &&
        /METRICS_PORT:/.test(error.message),
    );
    assert.deepEqual(loadConfig({}).metrics, { token: undefined, port: undefined }, 'off by default');
  });
});

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  it('does not exist', async () => {
    await withTestServer({}, async (plain) => {
      const answer = await plain.call('GET', '/metrics', { token: TOKEN });
      assert.equal(answer.status, 404);
      assert.equal(plain.metricsAddress, undefined, 'no metrics listener either');
    });
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on loopback without a token, and nothing on the public port; counts rate-limit refusals', async () => {
    await withTestServer({ METRICS_PORT: '0', RATE_LIMITS: 'true' }, async (portal) => {
      const address = portal.metricsAddress;
      assert.ok(address, 'a metrics listener');
      assert.equal(address.address, '127.0.0.1');
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      assert.equal(answer.status, 200);
      assert.match(await answer.text(), /# TYPE portal_db_pool_size gauge/);
      assert.equal((await fetch(`http://127.0.0.1:${address.port}/healthz`)).status, 404);
      assert.equal((await portal.get('/metrics')).status, 404);

      for (let search = 0; search < 31; search += 1) await portal.get('/api/Check/SearchItem?vehicleNo=QAZ9137');
      const text = await (await fetch(`http://127.0.0.1:${address.port}/metrics`)).text();
      assert.match(text, /^portal_rate_limit_refusals_total\{route="\/api\/Check\/SearchItem"\} 1$/m);
    });
  });
});

/** A port free on loopback right now, for the Prometheus of the test. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface QueryAnswer {
  status: string;
  errorType?: string;
  error?: string;
  data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

describe('a real Prometheus scraping the portal', { skip: noPrometheus }, () => {
  useTestServer({ env: { METRICS_TOKEN: TOKEN } });
  let prometheus: ChildProcess | undefined;
  let folder = '';
  let apiUrl = '';
  let output = '';

  const query = async (expression: string): Promise<QueryAnswer> => {
    const answer = await fetch(`${apiUrl}/api/v1/query?query=${encodeURIComponent(expression)}`);
    return (await answer.json()) as QueryAnswer;
  };
  /** The single value of a query, once it has one (bounded: Prometheus scrapes every second). */
  async function sampled(expression: string, until: (value: number) => boolean = () => true) {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const sample = prometheus?.exitCode === null ? (await query(expression).catch(() => undefined))?.data : undefined;
      const value = sample?.result[0]?.value[1];
      if (value !== undefined && until(Number(value))) return Number(value);
      if (prometheus?.exitCode !== null) throw new Error(`prometheus stopped:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no value for ${expression}; prometheus said:\n${output}`);
  }

  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portal-prometheus-'));
    const target = new URL(server.baseUrl).host;
    await writeFile(
      path.join(folder, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        '  - job_name: portal',
        '    scrape_interval: 1s',
        `    authorization: { type: Bearer, credentials: ${JSON.stringify(TOKEN)} }`,
        `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    // Called before Prometheus starts, so its first scrape already counts all of them.
    for (let call = 0; call < 7; call += 1) assert.equal((await server.get('/healthz')).status, 200);
    prometheus = spawn(
      prometheusBinary as string,
      [
        `--config.file=${path.join(folder, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(folder, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    prometheus.stderr?.on('data', (chunk) => {
      output += chunk;
    });
  });

  after(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const stopped = new Promise((resolve) => prometheus?.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await stopped;
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('finds the request count of a route called and the pool figures', async () => {
    assert.equal(await sampled('up{job="portal"}', (up) => up === 1), 1, 'the scrape with the token succeeds');
    const healthz = 'sum(portal_http_request_duration_seconds_count{job="portal",method="GET",route="/healthz"})';
    assert.equal(await sampled(healthz), 7);

    const poolMax = await sampled('portal_db_pool_max{job="portal"}');
    // The PostgreSQL test databases get a pool of 20 (test/support/database.ts); PGlite is one connection.
    assert.equal(poolMax, process.env.TEST_DATABASE_URL ? 20 : 1);
    const open = await sampled('portal_db_pool_size{job="portal"}');
    assert.ok(open >= 1 && open <= poolMax, `open connections ${open} within 1..${poolMax}`);
    const idle = await sampled('portal_db_pool_idle{job="portal"}');
    assert.ok(idle >= 0 && idle <= open, `idle connections ${idle} within 0..${open}`);
    assert.equal(await sampled('portal_db_pool_waiting{job="portal"}'), 0, 'nobody waits on an idle portal');
    assert.equal(await sampled('portal_ready{job="portal"}'), 1);
  });

  it('accepts every expression of the Grafana dashboard, all naming families the portal exposes', async () => {
    const board = JSON.parse(await readFile(dashboard, 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const exposition = String((await scrape(TOKEN)).body);
    const expressions = board.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
    );
    assert.ok(expressions.length >= 10, 'the dashboard has its panels');
    await sampled('up{job="portal"}', (up) => up === 1);
    for (const { panel, expr } of expressions) {
      // Grafana's own interval variable, as it fills it in.
      const answer = await query(expr.replaceAll('$__rate_interval', '1m'));
      assert.equal(answer.status, 'success', `${panel}: ${expr}: ${answer.error}`);
      for (const family of familiesIn(expr)) assert.ok(exposes(exposition, family), `${panel}: ${family} exists`);
    }
  });

  it('knows every family the alert rules name', async () => {
    const exposition = String((await scrape(TOKEN)).body);
    const families = familiesIn(await readFile(alertRules, 'utf8'));
    assert.ok(families.length > 0);
    for (const family of families) assert.ok(exposes(exposition, family), `${family} exists`);
  });
});

describe('the alert rules', () => {
  it('pass promtool check rules', {
    skip: promtool ? false : 'promtool is not installed (Debian package prometheus)',
  }, async () => {
    const { stdout } = await promisify(execFile)(promtool as string, ['check', 'rules', alertRules]);
    assert.match(stdout, /SUCCESS: \d+ rules found/);
  });
});
