/**
 * What other features may use of checks: selling a check (by credit, postpaid or money) and finding the checks a user
 * holds. Everything else in this folder is the checks feature's own.
 */
export {
  accountOf,
  findCheck,
  heldBy,
  insertCheck,
  lockCheck,
  newestHeldReports,
  ownedReport,
  vehiclesHeld,
} from './queries.ts';
export { chargeCheck, ensureAffordable, paidReport, payCheckWithMoney, search } from './service.ts';
