import type { Db } from '../../db/connection.ts';
import type { Job } from '../../platform/worker.ts';
import { drawBulkReports } from './reports.ts';
import { readUploadedFiles, runBulkChecks } from './service.ts';

/**
 * The bulk checks' work for the background worker, each bounded per round and asking for another round when more is
 * waiting: reading uploaded files, charging confirmed batches, drawing the PDFs of a zip asked for.
 */
export function bulkJobs(db: Db, publicUrl: string, poke: () => void): Job[] {
  return [
    () => readUploadedFiles(db, { poke }),
    () => runBulkChecks(db, { poke }),
    () => drawBulkReports(db, publicUrl, { poke }),
  ];
}
