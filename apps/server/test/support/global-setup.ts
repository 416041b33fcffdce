import { prepareTemplate } from './database.ts';

export async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) await prepareTemplate();
}
