import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  CONFIGURATION_DOC,
  configurationDoc,
  DECISIONS,
  DECISIONS_INDEX,
  decisionsIndex,
  readDecisions,
} from './docs.ts';

const ROOT = new URL('../', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');
const README = new URL('README.md', ROOT);

/** README.md, every document under docs/ and every decision, by their path from the repository's root. */
function documents(): Map<string, string> {
  const docs = new Map([['README.md', read(README)]]);
  for (const folder of ['docs/', 'docs/decisions/']) {
    for (const file of readdirSync(new URL(folder, ROOT)).filter((name) => name.endsWith('.md'))) {
      docs.set(folder + file, read(new URL(folder + file, ROOT)));
    }
  }
  return docs;
}

describe('the documents written from what they describe', () => {
  it('docs/configuration.md names every variable the server reads, as apps/server/src/config.ts declares it', () => {
    assert.equal(read(CONFIGURATION_DOC), configurationDoc(), 'run `npm run docs` and commit docs/configuration.md');
  });

  it("the decisions' index lists every decision file with its title and status", () => {
    assert.equal(read(DECISIONS_INDEX), decisionsIndex(), 'run `npm run docs` and commit docs/decisions/README.md');
  });
});

describe('decisions', () => {
  const decisions = readDecisions();

  it('are numbered one after another, each file under its own number', () => {
    assert.deepEqual(
      decisions.map(({ number }) => Number(number)),
      decisions.map((_, index) => index + 1),
    );
    for (const { file, number } of decisions) assert.ok(file.startsWith(`${number}-`), `${file} is titled ${number}`);
  });

  it('each says its status, context, decision and consequences in at most 120 lines', () => {
    for (const { file, status } of decisions) {
      const text = read(new URL(file, DECISIONS));
      assert.match(status, /^(accepted|superseded by \[\d{4}\. .+\]\(\d{4}-.+\.md\))/, `${file}'s status`);
      for (const heading of ['## Context', '## Decision', '## Consequences']) {
        assert.ok(text.includes(`\n${heading}\n`), `${file} has no "${heading}"`);
      }
      assert.ok(text.split('\n').length <= 120, `${file} is over 120 lines`);
    }
  });
});

describe('code that cites a decision', () => {
  it('cites a decision file that exists', () => {
    const cited = execFileSync(
      'git',
      ['grep', '-ohE', 'docs/decisions/[0-9]{4}-[a-z0-9-]+\\.md', '--', '*.ts', '*.tsx'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    for (const path of new Set(cited.split('\n').filter(Boolean))) {
      assert.ok(existsSync(new URL(path, ROOT)), `${path} is cited but does not exist`);
    }
  });
});

describe('README.md and docs/', () => {
  const docs = documents();

  it('the README is read in ten minutes: at most 300 lines', () => {
    assert.ok(read(README).split('\n').length <= 300);
  });

  it('every link to a file of the repository leads to one', () => {
    for (const [path, text] of docs) {
      const prose = text.replaceAll(/`[^`\n]*`/g, '');
      for (const [, target = ''] of prose.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = new URL(target, new URL(path, ROOT));
        assert.ok(existsSync(resolved), `${path} links to ${target}, which does not exist`);
      }
    }
  });

  it("every path they name in code type (a recipe's files, a module) exists", () => {
    const folders = /^`((?:apps|packages|docs|e2e|bench|tools|ops)\/[\w./[\]{}-]+?)`$/;
    // What the build writes (apps/web/build) is named before it exists.
    const built = read(new URL('.gitignore', ROOT))
      .split('\n')
      .filter((line) => line.includes('/') && !line.includes('*'));
    for (const [path, text] of docs) {
      for (const [code = ''] of text.matchAll(/`[^`\n]+`/g)) {
        const named = code.match(folders)?.[1];
        if (!named || /[{}[\]]|\.\.\.|…|<|\*/.test(named) || built.some((folder) => named.startsWith(folder))) continue;
        assert.ok(existsSync(fileURLToPath(new URL(named, ROOT))), `${path} names ${named}, which does not exist`);
      }
    }
  });
});
