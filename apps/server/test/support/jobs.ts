import { sql } from 'kysely';
import type { TestServer } from './harness.ts';

/**
 * A job's waiting runs whose input holds `input`, started now rather than at their time: a test cannot wait the
 * minutes or hours a run waits, as it ages the rows the run looks at instead. pg-boss's workers find them at their
 * next poll (every 2 seconds).
 */
export async function startWaitingRunsNow(server: TestServer, job: string, input: Record<string, unknown>) {
  await sql`update pgboss.job set start_after = now()
    where name = ${job} and state in ('created', 'retry') and data @> ${JSON.stringify(input)}::jsonb`.execute(
    server.db,
  );
}

/** When a job's next waiting run whose input holds `input` starts, if one waits. */
export async function nextWaitingRun(server: TestServer, job: string, input: Record<string, unknown>) {
  const { rows } = await sql<{ start_after: Date }>`select start_after from pgboss.job
    where name = ${job} and state in ('created', 'retry') and data @> ${JSON.stringify(input)}::jsonb
    order by start_after limit 1`.execute(server.db);
  return rows[0]?.start_after;
}
