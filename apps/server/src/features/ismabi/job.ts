import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { importBacklog, unfinishedImports } from './queries.ts';
import { runIsmabiImport } from './service.ts';

/**
 * An ISM ABI upload's import. A worker that died mid-import leaves its transaction rolled back and the job is run
 * again by the queue; a run that failed is recorded as failed, and a later try finds it finished.
 */
export const ismabiImport = defineJob({
  name: 'ismabi-import',
  input: z.object({ importId: z.number().int().positive() }),
  handle: ({ importId }, { db }) => runIsmabiImport(db, importId),
  unfinished: async ({ db }) => (await unfinishedImports(db)).map(({ id }) => ({ importId: id })),
  backlog: importBacklog,
  retry: { limit: 2, delaySeconds: 10, backoff: true },
});
