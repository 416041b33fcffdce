import type { Language } from '@portal/contract';
import type { Db } from '../../db/connection.ts';

export const setLanguage = (db: Db, userId: number, language: Language) =>
  db.updateTable('users').set({ language }).where('id', '=', userId).execute();
