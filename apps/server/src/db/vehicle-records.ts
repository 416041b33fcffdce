/**
 * Rows as the importer and the generator make them. Search keys are not here: the writer
 * derives them with normaliseKey, so a key never disagrees with the number it indexes.
 * Money is whole sen; dates are `YYYY-MM-DD`.
 */
export interface NewVehicle {
  registrationNo: string;
  chassisNo: string;
  nvic: string | null;
  make: string;
  family: string;
  variant: string | null;
  yearOfManufacture: number;
  transmission: string | null;
  engineCc: number | null;
  engine: string | null;
  sumInsuredSen: number | null;
}

export interface NewClaim {
  insurer: string;
  claimNo: string;
  chassisNo: string;
  registrationNo: string;
  accidentLossDate: string;
  estimateAuthorisedSen: number;
  sumInsuredSen: number;
  claimTypeDesc: string;
  accidentLossType: string | null;
  typeOfLoss: string | null;
  policyStatus: string | null;
  vehMileage: number | null;
  noOfParts: number | null;
  sameAccidentsCount: number | null;
  parts: string | null;
  yearOfManufacture: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
}

export interface NewIsmabiRow {
  nvic: string;
  make: string;
  family: string;
  variant: string | null;
  yearOfManufacture: number | null;
  transmission: string | null;
  engineCc: number | null;
  emNewPriceSen: number | null;
  wmNewPriceSen: number | null;
  marketValueSen: number | null;
}

export interface NewStandardFeature {
  nvic: string;
  description: string;
  position: number;
}
