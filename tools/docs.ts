/**
 * The documents written from what they describe, so they cannot drift: docs/configuration.md from the server's
 * environment schema (apps/server/src/config.ts declares each variable's default and meaning beside its rule), and
 * the decisions' index from the decision files' own titles and statuses. `npm run docs` writes both;
 * tools/docs.test.ts fails when either file is not what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { environment, settings } from '../apps/server/src/config.ts';

export const CONFIGURATION_DOC = new URL('../docs/configuration.md', import.meta.url);
export const DECISIONS = new URL('../docs/decisions/', import.meta.url);
export const DECISIONS_INDEX = new URL('README.md', DECISIONS);

function defaultOf(schema: z.ZodType, shownDefault: string | undefined): string {
  if (shownDefault !== undefined) return shownDefault;
  if (schema instanceof z.ZodDefault) return `\`${String(schema.def.defaultValue)}\``;
  return 'unset';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function configurationDoc(): string {
  const rows = Object.entries(environment.shape).map(([name, schema]) => {
    const setting = settings.get(schema);
    if (!setting) throw new Error(`${name} has no meaning in apps/server/src/config.ts`);
    return `| \`${name}\` | ${cell(defaultOf(schema, setting.shownDefault))} | ${cell(setting.meaning)} |`;
  });
  return `# Configuration

<!-- Written by \`npm run docs:config\` from apps/server/src/config.ts: edit the schema there, not this file. -->

Environment variables, all optional in a demo. The server checks them at start and stops with a message naming each
bad one (a secret's value is never printed). A demo is the embedded database without \`DEMO=false\`; outside one the
server refuses to start without \`PAYMENT_GATEWAY\`, \`SMTP_URL\` and \`PUBLIC_URL\`.

| variable | default | meaning |
|---|---|---|
${rows.join('\n')}

Read by libraries, not by the schema: \`NODE_ENV\` (React's build for the pages the server draws; \`production\` once the
web build is loaded), and OpenTelemetry's standard variables such as \`OTEL_EXPORTER_OTLP_HEADERS\` and
\`OTEL_TRACES_SAMPLER\` ([operations.md](operations.md)). The tests' variables are in the README; the benchmarks' in
[benchmarks.md](benchmarks.md).
`;
}

/** A decision file as the index lists it. */
export interface Decision {
  file: string;
  number: string;
  title: string;
  status: string;
}

export function readDecisions(): Decision[] {
  return readdirSync(DECISIONS)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, DECISIONS), 'utf8');
      const [, number = '', title = ''] = text.match(/^# (\d{4})\. (.+)$/m) ?? [];
      const [, status = ''] = text.match(/^Status: (.+)$/m) ?? [];
      return { file, number, title, status };
    });
}

export function decisionsIndex(): string {
  const lines = readDecisions().map(({ file, number, title, status }) => {
    const successor = status.match(/^superseded by \[(\d{4})/)?.[1];
    const note = successor
      ? `, superseded by ${successor}`
      : status.includes('superseded')
        ? ', partly superseded'
        : '';
    return `- [${number}. ${title}](${file})${note}`;
  });
  return `# Decisions

<!-- Written by \`npm run docs\` from the files' own titles and statuses. -->

The choices the specification and DESIGN.md leave open, and where we depart from DESIGN.md, one file each: its
status, context, decision and consequences. A new decision takes the next number; one that replaces another marks the
old one \`Status: superseded by [NNNN. Title](NNNN-file.md)\`. Measurements are in [benchmarks.md](../benchmarks.md);
the longer texts these were cut from, with their measurement logs, are in git history (\`git show 607f357:docs/decisions.md\`).

${lines.join('\n')}
`;
}

if (import.meta.main) {
  writeFileSync(CONFIGURATION_DOC, configurationDoc());
  writeFileSync(DECISIONS_INDEX, decisionsIndex());
}
