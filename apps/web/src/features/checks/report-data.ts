import { type BasicInfo, type CheckResult, type Claim, claimsNewestFirst, type Severity } from '@portal/contract';

export const severityColor: Record<Severity, string> = {
  LOW: 'green',
  MEDIUM: 'yellow',
  HIGH: 'orange',
  SEVERE: 'red',
};

/** Badge fills: with autoContrast (theme luminanceThreshold) the light ones get dark text; red is darkened so white text reads at 5:1. */
export const severityBadgeColor: Record<Severity, string> = { ...severityColor, SEVERE: 'red.9' };

export interface ClaimGroup {
  chassis: string;
  /** Recorded on the chassis of the vehicle in the report (not on another VIN that held its plate). */
  isThisVehicle: boolean;
  claims: Claim[];
}

/** The server lists the searched car's chassis first; compared by key so a car without claims is told apart. */
export function claimGroups(result: CheckResult): ClaimGroup[] {
  const ownChassis = result.BasicInfo.VehChassis;
  return result.ClaimLists.filter((group) => group.Value.length > 0).map((group, index) => ({
    chassis: group.Key,
    isThisVehicle: ownChassis ? group.Key === ownChassis : index === 0,
    claims: claimsNewestFirst(group.Value),
  }));
}

/** The registration number the report is about: the one searched, or the one found for the chassis searched. */
export function registrationOf(info: BasicInfo): string | null {
  return info.VehicleRegistrationNo || info.AutoSearchVehRegNo || null;
}

/** Years since manufacture, counted from this year; null when the year is not known. */
export function vehicleAge(yearOfManufacture: number | null, now = new Date()): number | null {
  if (!yearOfManufacture) return null;
  return Math.max(0, now.getFullYear() - yearOfManufacture);
}
