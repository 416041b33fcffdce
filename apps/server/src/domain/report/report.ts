import { type BasicInfo, type CheckResult, type Claim, formatPlate, frozenReport } from '@portal/contract';
import type { Kysely } from 'kysely';
import { normaliseKey } from '../../db/normalise.ts';
import type { DB } from '../../db/schema.ts';
import type { NewClaim, NewVehicle } from '../../db/vehicle-records.ts';
import { claimSeverity } from '../severity.ts';
import { findClaims, findIsmabiRow, findStandardFeatures, type findVehicleByChassis } from '../vehicles/queries.ts';
import { storyOf } from './story.ts';

type Q = Kysely<DB>;
export type Vehicle = NonNullable<Awaited<ReturnType<typeof findVehicleByChassis>>>;
export type ClaimRow = Awaited<ReturnType<typeof findClaims>>[number];

/** The part of a check result that is frozen when the check is paid. */
export type Report = Pick<CheckResult, 'BasicInfo' | 'ClaimLists' | 'ABIInfo' | 'Notices' | 'Story'>;

/**
 * Another vehicle's chassis number as a report shows it (walk N-37): the maker's code and the last four, enough to see
 * that it is not the car in front of the buyer, not enough to identify that other car.
 */
export function maskedChassis(chassis: string) {
  const kept = chassis.length >= 11 ? 3 : 0;
  const hidden = Math.max(chassis.length - kept - 4, 0);
  return chassis.slice(0, kept) + '•'.repeat(hidden) + chassis.slice(kept + hidden);
}

function toClaim(row: ClaimRow, chassis: string): Claim {
  return {
    AccidentLossDate: row.accident_loss_date,
    EstimateAuthorized: row.estimate_authorised_sen,
    ClaimTypeDesc: row.claim_type_desc,
    AccidentLossType: row.accident_loss_type,
    VehMileage: row.veh_mileage,
    NoOfParts: row.no_of_parts,
    SameAccidentsCount: row.same_accidents_count,
    Severity: claimSeverity(row.estimate_authorised_sen, row.sum_insured_sen),
    Parts: row.parts,
    YearOfManufacture: row.year_of_manufacture,
    VehMakeDesc: row.make,
    VehModelDesc: row.model,
    VehicleTrim: row.trim,
    VIN: chassis,
    VehChassis: chassis,
    VehicleRegistrationNo: row.registration_no,
    PolicyStatus: row.policy_status,
    TypeOfLoss: row.type_of_loss,
    Insurer: row.insurer,
  };
}

/** Claims grouped by the chassis they were recorded on, the searched car's chassis first, another's masked. */
function groupClaims(rows: ClaimRow[], ownChassisKey: string) {
  const groups = new Map<string, { key: string; claims: Claim[] }>();
  for (const row of rows) {
    const chassis = row.chassis_no_key === ownChassisKey ? row.chassis_no : maskedChassis(row.chassis_no);
    const group = groups.get(row.chassis_no_key) ?? { key: chassis, claims: [] };
    group.claims.push(toClaim(row, chassis));
    groups.set(row.chassis_no_key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(b === ownChassisKey) - Number(a === ownChassisKey))
    .map(([, group]) => ({ Key: group.key, Value: group.claims }));
}

export function basicInfo(
  vehicle: Vehicle | undefined,
  check: { searchKey: string; byVehicle: boolean; createdAt: Date; referenceNo: string | null },
): BasicInfo {
  return {
    VehicleRegistrationNo: vehicle?.registration_no ?? (check.byVehicle ? formatPlate(check.searchKey) : ''),
    ImageUrl: null,
    IsFound: vehicle !== undefined,
    IsSearchByVehicle: check.byVehicle,
    CreatedDate: check.createdAt.toISOString(),
    ReferenceID: check.referenceNo,
    Make: vehicle?.make ?? null,
    Family: vehicle?.family ?? null,
    Variant: vehicle?.variant ?? null,
    YearOfManufacture: vehicle?.year_of_manufacture ?? null,
    Transmission: vehicle?.transmission ?? null,
    VIN: vehicle?.chassis_no ?? (check.byVehicle ? null : check.searchKey),
    VehChassis: vehicle?.chassis_no ?? (check.byVehicle ? null : check.searchKey),
    AutoSearchVehRegNo: check.byVehicle ? null : (vehicle?.registration_no ?? null),
    Engine: vehicle?.engine ?? (vehicle?.engine_cc ? `${vehicle.engine_cc} cc` : null),
    MarketValue: null,
    NewNetSellingPrice: null,
    NewCarPrice: null,
  };
}

/** Reads everything a full report shows, from the data as it is now (then frozen by the caller). */
export async function buildReport(db: Q, vehicle: Vehicle, check: ReportFacts): Promise<Report> {
  const claimRows = await findClaims(db, {
    chassisKey: vehicle.chassis_no_key,
    ...(check.byVehicle ? { registrationKey: check.searchKey } : {}),
  });
  const valuation = vehicle.nvic ? await findIsmabiRow(db, vehicle.nvic) : undefined;
  const features = vehicle.nvic ? await findStandardFeatures(db, vehicle.nvic) : [];
  return reportOf({ vehicle, claimRows, valuation, features }, check);
}

type ReportFacts = { searchKey: string; byVehicle: boolean; createdAt: Date; referenceNo: string };
type Valuation = Pick<
  NonNullable<Awaited<ReturnType<typeof findIsmabiRow>>>,
  'market_value_sen' | 'em_new_price_sen' | 'wm_new_price_sen'
>;

/** A full report from the records read for it: the vehicle, its claims (by chassis and by plate), its valuation. */
export function reportOf(
  data: { vehicle: Vehicle; claimRows: ClaimRow[]; valuation: Valuation | undefined; features: readonly string[] },
  check: ReportFacts,
): Report {
  const { vehicle, claimRows, valuation, features } = data;
  const own = claimRows.filter((row) => row.chassis_no_key === vehicle.chassis_no_key);
  // Checked against the contract once, here, so the frozen report can be answered as stored.
  return frozenReport.parse({
    BasicInfo: {
      ...basicInfo(vehicle, check),
      MarketValue: valuation?.market_value_sen ?? null,
      NewNetSellingPrice: valuation?.em_new_price_sen ?? null,
      NewCarPrice: valuation?.wm_new_price_sen ?? null,
    },
    ClaimLists: groupClaims(claimRows, vehicle.chassis_no_key),
    ABIInfo: { StandardFeature: features.map((description) => ({ Description: description })) },
    Notices: {
      NoAccidentRecorded: own.length === 0,
      SameRegistrationOtherVin: claimRows.some((row) => row.chassis_no_key !== vehicle.chassis_no_key),
      ClaimsUnderOtherRegistration: own.some((row) => row.registration_no_key !== vehicle.registration_no_key),
    },
    Story: storyOf(own.map((row) => toClaim(row, row.chassis_no))),
  });
}

/**
 * Records declared in code (the showcase's for the API's test keys, the sample report's) take no database row: these
 * stand in for the ids and times a row would carry, so that they go through `reportOf` as rows read for a paid check.
 */
const NO_ROW = { id: 0, created_at: new Date(0), updated_at: new Date(0) };

export const vehicleRow = (vehicle: NewVehicle): Vehicle => ({
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

export const claimRow = (claim: NewClaim): ClaimRow => ({
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
