/**
 * What other features may use of checks: charging a check (by credit or postpaid) and finding the checks a user
 * holds. Everything else in this folder is the checks feature's own.
 */
export {
  accountOf,
  findCheck,
  heldBy,
  insertCheck,
  newestHeldReports,
  ownedReport,
  vehiclesHeld,
} from './queries.ts';
export { chargeCheck, paidReport, search } from './service.ts';
