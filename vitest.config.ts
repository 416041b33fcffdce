import { defineConfig } from 'vitest/config';

/**
 * The unit and component tests of every workspace, in one Vitest run (`npm test` runs it before the server's API
 * tests). A test sits beside the module it tests, as `name.test.ts`, or `name.test.tsx` for a component: only those
 * pay for a browser-like document (jsdom takes a second or more to start in each file).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // The server's pure rules (money arithmetic); its API is tested over HTTP by `node --test` in apps/server/test.
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'web components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // Typing key by key into a rendered form takes seconds on a busy machine, not the default five.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/testing/setup.ts', 'apps/web/src/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
