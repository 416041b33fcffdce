import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_KEY } from './tests/demo-key.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys run many steps and an accessibility scan after each test; a loaded CI machine needs the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The installed app's service worker serves the pages it controls, out of the tests' page.route: only the offline
    // journey (tests/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Drawn with the baselines' fonts only, whatever else the machine has installed (fonts/fonts.conf).
      env: { ...process.env, FONTCONFIG_FILE: path.join(import.meta.dirname, 'fonts', 'fonts.conf') },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `${baseURL}/api/UserProfile`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      DEMO_KEY,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The journeys register more accounts from one address than a person would in ten minutes (10 at most); the
      // limits have API tests of their own (apps/server/test/rate-limit.test.ts). Login throttling stays on.
      RATE_LIMITS: 'false',
    },
  },
});
