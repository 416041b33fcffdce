import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { runIsmabiImport } from './service.ts';

/**
 * An ISM ABI upload's import, queued with the upload's row. A worker that died mid-import leaves its transaction rolled
 * back and pg-boss runs the job again; a run that failed is recorded as failed, and a later try finds it finished.
 */
export const ismabiImport = defineJob({
  name: 'ismabi-import',
  input: z.object({ importId: z.number().int().positive() }),
  handle: ({ importId }, { db }) => runIsmabiImport(db, importId),
  retry: { limit: 2, delaySeconds: 10, backoff: true },
});
