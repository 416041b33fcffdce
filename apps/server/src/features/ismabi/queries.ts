import type { Kysely } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

/** ISM ABI rows matching the search (NVIC, make, family), by make, family and NVIC. */
export async function ismabiPage(db: Q, filter: { q: string | undefined; page: number; rows: number }) {
  const base = db.selectFrom('ismabi_data').$if(filter.q !== undefined, (query) => {
    const pattern = likePattern(filter.q ?? '');
    return query.where((eb) =>
      eb.or([eb('nvic', 'ilike', pattern), eb('make', 'ilike', pattern), eb('family', 'ilike', pattern)]),
    );
  });
  const sorted = base
    .select(['id', 'nvic', 'make', 'family', 'variant', 'em_new_price_sen', 'wm_new_price_sen', 'updated_at'])
    .orderBy('make')
    .orderBy('family')
    .orderBy('nvic');
  const [items, total] = await Promise.all([onePage(sorted, filter.page, filter.rows).execute(), countRows(base)]);
  return { items, total };
}

export interface StoredFile {
  name: string;
  size: number;
  type: 'csv' | 'xlsx';
  content: Buffer;
}

/** An upload waiting for its import job: the import and its files (in the caller's transaction, with the job). */
export async function insertImport(
  trx: Q,
  upload: { kind: string; actorId: number; language: string; files: readonly StoredFile[] },
) {
  const { id } = await trx
    .insertInto('ismabi_imports')
    .values({ kind: upload.kind, actor_id: upload.actorId, language: upload.language })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ismabi_import_files')
    .values(upload.files.map((file, position) => ({ import_id: id, position, ...file })))
    .execute();
  return id;
}

export const importById = (db: Q, id: number) =>
  db.selectFrom('ismabi_imports').selectAll().where('id', '=', id).executeTakeFirst();

export const importFiles = (db: Q, id: number) =>
  db
    .selectFrom('ismabi_import_files')
    .select(['position', 'name', 'size', 'type', 'content'])
    .where('import_id', '=', id)
    .orderBy('position')
    .execute();

/** Only the names and sizes, for the job's progress. */
export const importFileNames = (db: Q, id: number) =>
  db
    .selectFrom('ismabi_import_files')
    .select(['name', 'size'])
    .where('import_id', '=', id)
    .orderBy('position')
    .execute();

export const setImportProgress = (
  db: Q,
  id: number,
  progress: { status: 'checking' | 'writing'; rowsChecked: number },
) =>
  db
    .updateTable('ismabi_imports')
    .set({ status: progress.status, rows_checked: progress.rowsChecked })
    .where('id', '=', id)
    .execute();

/** The outcome, and the files' bytes gone: they were only kept for the job. */
export async function finishImport(db: Q, id: number, status: 'done' | 'failed', outcome: unknown) {
  await db
    .updateTable('ismabi_imports')
    .set({ status, outcome: outcome === null ? null : JSON.stringify(outcome), finished_at: new Date() })
    .where('id', '=', id)
    .execute();
  await db.updateTable('ismabi_import_files').set({ content: null }).where('import_id', '=', id).execute();
}
