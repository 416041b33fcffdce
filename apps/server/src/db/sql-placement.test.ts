import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Every SQL statement of the server stands in a query module (docs/architecture.md, Server): a feature's or a domain
 * module's `queries.ts` (or `platform/queries.ts`, `demo/queries.ts`…), db/ itself (connection, migrations, bulk
 * loads), or a test. A service, a route or a job calls those modules' named functions. This test reads the sources
 * and names each Kysely builder call or `sql` template that stands anywhere else.
 */

const SOURCE = new URL('../', import.meta.url);

/** Where a builder call belongs. */
const isQueryModule = (path: string) =>
  path.endsWith('/queries.ts') || path.startsWith('db/') || path.endsWith('.test.ts');

/**
 * A statement begun from a connection or transaction (`db.selectFrom(…)`, a CTE's `db.with('name', …)`), a raw
 * statement, or a `sql` template or helper: what only a query module writes.
 */
const builderCall = new RegExp(
  [
    String.raw`\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery|withRecursive)\(`,
    String.raw`\.with\(\s*['"]`,
    String.raw`\bsql\s*(<[^\x60;]*?>)?\s*\x60`,
    String.raw`\bsql\.(raw|ref|id|lit|table|join|val)\(`,
    String.raw`\bCompiledQuery\.raw\(`,
  ].join('|'),
);

/** The line without its comment: a comment may name a builder call. */
function codeOf(line: string) {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

interface BuilderCall {
  path: string;
  line: number;
  text: string;
}

function builderCalls(): BuilderCall[] {
  const paths = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts'))
    .sort();
  return paths.flatMap((path) =>
    readFileSync(new URL(path, SOURCE), 'utf8')
      .split('\n')
      .flatMap((line, index) => (builderCall.test(codeOf(line)) ? [{ path, line: index + 1, text: line.trim() }] : [])),
  );
}

const calls = builderCalls();

describe('SQL stands only in query modules', () => {
  it('finds the builder calls it looks for', () => {
    // The scan itself is checked: a pattern that no longer matches would let every file pass.
    expect(calls.some((call) => call.path === 'platform/queries.ts')).toBe(true);
  });

  it('finds no builder call outside queries.ts, db/ and the tests', () => {
    const misplaced = calls
      .filter((call) => !isQueryModule(call.path))
      .map((call) => `apps/server/src/${call.path}:${call.line}: ${call.text}`);
    expect(misplaced, 'move each into its feature or domain module’s queries.ts').toEqual([]);
  });
});
