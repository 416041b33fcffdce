import type { Db } from '../../db/connection.ts';

export const activeReferrers = (db: Db) =>
  db
    .selectFrom('referrers')
    .select(['code as id', 'name as label'])
    .where('active', '=', true)
    .orderBy('code')
    .execute();

export const companyOptions = (db: Db) =>
  db.selectFrom('companies').select(['id', 'name as label']).orderBy('name').execute();
