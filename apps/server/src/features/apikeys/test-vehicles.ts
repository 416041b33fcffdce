import { normaliseKey } from '../../db/normalise.ts';
import type { NewClaim, NewVehicle } from '../../db/vehicle-records.ts';
import { type ClaimRow, type Report, reportOf, type Vehicle } from '../../domain/report/report.ts';
import { showcaseClaims, showcaseVehicles, testValuations } from '../../domain/showcase.ts';

/**
 * What a test key answers: the showcase vehicles only (domain/showcase.ts), read from that fixed list and never from
 * the database, so a test key behaves the same on a laptop's demo data and on production data.
 */

/** The showcase's records take no database row; these stand in for the ids and times a row would carry. */
const NO_ROW = { id: 0, created_at: new Date(0), updated_at: new Date(0) };

const vehicleRow = (vehicle: NewVehicle): Vehicle => ({
  ...NO_ROW,
  registration_no: vehicle.registrationNo,
  registration_no_key: normaliseKey(vehicle.registrationNo),
  chassis_no: vehicle.chassisNo,
  chassis_no_key: normaliseKey(vehicle.chassisNo),
  nvic: vehicle.nvic,
  make: vehicle.make,
  family: vehicle.family,
  variant: vehicle.variant,
  year_of_manufacture: vehicle.yearOfManufacture,
  transmission: vehicle.transmission,
  engine_cc: vehicle.engineCc,
  engine: vehicle.engine,
  sum_insured_sen: vehicle.sumInsuredSen,
});

const claimRow = (claim: NewClaim): ClaimRow => ({
  id: 0,
  insurer: claim.insurer,
  claim_no: claim.claimNo,
  chassis_no: claim.chassisNo,
  chassis_no_key: normaliseKey(claim.chassisNo),
  registration_no: claim.registrationNo,
  registration_no_key: normaliseKey(claim.registrationNo),
  accident_loss_date: claim.accidentLossDate,
  estimate_authorised_sen: claim.estimateAuthorisedSen,
  sum_insured_sen: claim.sumInsuredSen,
  claim_type_desc: claim.claimTypeDesc,
  accident_loss_type: claim.accidentLossType,
  type_of_loss: claim.typeOfLoss,
  policy_status: claim.policyStatus,
  veh_mileage: claim.vehMileage,
  no_of_parts: claim.noOfParts,
  same_accidents_count: claim.sameAccidentsCount,
  parts: claim.parts,
  year_of_manufacture: claim.yearOfManufacture,
  make: claim.make,
  model: claim.model,
  trim: claim.trim,
});

const testVehicles = showcaseVehicles.map(vehicleRow);
const testClaims = showcaseClaims
  .map(claimRow)
  .sort((a, b) => a.accident_loss_date.localeCompare(b.accident_loss_date));

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
