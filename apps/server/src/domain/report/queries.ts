/** The paid report's statements that several features share: which browsers may open a guest-bought report. */
import type { Db } from '../../db/connection.ts';

/** This browser (its report-device hash) may open this guest-bought check from now on; again changes nothing. */
export const grantReportDevice = (db: Db, checkId: number, deviceHash: string) =>
  db
    .insertInto('report_devices')
    .values({ check_id: checkId, device_hash: deviceHash })
    .onConflict((conflict) => conflict.doNothing())
    .execute();

/** Whether the browser with this report-device hash may open this check. */
export async function deviceHoldsCheck(db: Db, checkId: number, deviceHash: string) {
  const row = await db
    .selectFrom('report_devices')
    .select('check_id')
    .where('check_id', '=', checkId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return row !== undefined;
}
