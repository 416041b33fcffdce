import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { clientRoutePatterns, isClientRoute } from '@portal/contract';

const webFeatures = fileURLToPath(new URL('../../web/src/features/', import.meta.url));

/** Every `path: '…'` the web app's route modules declare (the catch-all `*` is the not-found page itself). */
async function webRoutePaths() {
  const paths: string[] = [];
  for (const feature of await readdir(webFeatures)) {
    const source = await readFile(path.join(webFeatures, feature, 'routes.tsx'), 'utf8').catch(() => '');
    for (const match of source.matchAll(/path: '([^']+)'/g)) if (match[1] !== '*') paths.push(match[1] ?? '');
  }
  return paths;
}

it('knows every page of the web app, so that none of them answers 404', async () => {
  const paths = await webRoutePaths();
  assert.ok(paths.length > 20);
  assert.deepEqual(
    paths.filter((route) => !(clientRoutePatterns as readonly string[]).includes(route)),
    [],
    'add these to packages/contract/src/client-routes.ts',
  );
});

it('matches pages case-insensitively, with their parameters, and nothing else', () => {
  const cases: [string, boolean][] = [
    ['/home', true],
    ['/check/check/8f14e45f', true],
    ['/check/check/', false],
    ['/check/check/a/b', false],
    ['/settings/credits/', true],
    ['/.env', false],
  ];
  for (const [route, isPage] of cases) assert.equal(isClientRoute(route), isPage, route);
});
