import { normaliseKey } from '../../db/normalise.ts';
import { claimRow, type Report, reportOf, type Vehicle, vehicleRow } from '../../domain/report/report.ts';
import { showcaseClaims, showcaseVehicles, testValuations } from '../../domain/showcase.ts';

/**
 * What a test key answers: the showcase vehicles only (domain/showcase.ts), read from that fixed list and never from
 * the database, so a test key behaves the same on a laptop's demo data and on production data.
 */

const testVehicles = showcaseVehicles.map(vehicleRow);
const testClaims = showcaseClaims
  .map(claimRow)
  .sort((a, b) => a.accident_loss_date.localeCompare(b.accident_loss_date));

/** Every test vehicle by plate and chassis number, as the refusal of any other names them. */
export const testVehicleNames = testVehicles
  .map((vehicle) => `${vehicle.registration_no} (${vehicle.chassis_no})`)
  .join(', ');

/** The showcase vehicle a search names (a plate names the car that holds it now), if any. */
export function testVehicle(byVehicle: boolean, searchKey: string) {
  const key = normaliseKey(searchKey);
  return testVehicles.find((vehicle) => (byVehicle ? vehicle.registration_no_key : vehicle.chassis_no_key) === key);
}

/** A showcase vehicle's report as a paid check would freeze it, from the fixed claims and valuation. */
export function testReport(
  vehicle: Vehicle,
  check: { searchKey: string; byVehicle: boolean; createdAt: Date; referenceNo: string },
): Report {
  const registrationKey = check.byVehicle ? normaliseKey(check.searchKey) : undefined;
  const claimRows = testClaims.filter(
    (claim) => claim.chassis_no_key === vehicle.chassis_no_key || claim.registration_no_key === registrationKey,
  );
  const valuation = testValuations.find((row) => row.nvic === vehicle.nvic);
  return reportOf(
    {
      vehicle,
      claimRows,
      valuation: valuation && {
        market_value_sen: valuation.marketValueSen,
        em_new_price_sen: valuation.emNewPriceSen,
        wm_new_price_sen: valuation.wmNewPriceSen,
      },
      features: valuation?.standardFeatures ?? [],
    },
    check,
  );
}
