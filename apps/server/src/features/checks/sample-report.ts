import type { NewClaim, NewVehicle } from '../../db/vehicle-records.ts';
import { claimRow, type Report, reportOf, vehicleRow } from '../../domain/report/report.ts';

/**
 * The sample report (docs/decisions/0068-sample-report-and-scan-button-bytes.md): a made-up vehicle, its claims, valuation and equipment,
 * declared here and never stored, built by `reportOf` as a paid check's report is, so its severities come from the
 * same rule and its shape from the same schema. The plate, chassis number, reference and insurers say SAMPLE, so even a
 * cropped printout never passes for a real vehicle's report; no verification token is made for it.
 */
const vehicle: NewVehicle = {
  registrationNo: 'SAMPLE 1',
  chassisNo: 'SAMPLE00000000001',
  nvic: null,
  make: 'PERODUA',
  family: 'MYVI',
  variant: '1.5 AV',
  yearOfManufacture: 2019,
  transmission: 'Automatic',
  engineCc: 1496,
  engine: '1.5L petrol',
  sumInsuredSen: 4_300_000,
};

const onThisVehicle = {
  chassisNo: vehicle.chassisNo,
  registrationNo: vehicle.registrationNo,
  yearOfManufacture: vehicle.yearOfManufacture,
  make: vehicle.make,
  model: vehicle.family,
  trim: vehicle.variant,
};

/** One claim of each severity, oldest first (as the claims are read for a report). */
const claims: readonly NewClaim[] = [
  {
    ...onThisVehicle,
    insurer: 'Sample General Insurance Berhad',
    claimNo: 'SAMPLE-2020-0001',
    accidentLossDate: '2020-02-14',
    // 1.8 % of the sum insured: LOW.
    estimateAuthorisedSen: 95_000,
    sumInsuredSen: 5_200_000,
    claimTypeDesc: 'WINDSCREEN',
    accidentLossType: 'WINDSCREEN DAMAGE',
    typeOfLoss: 'PARTIAL LOSS',
    policyStatus: 'EXPIRED',
    vehMileage: 18_400,
    noOfParts: 1,
    sameAccidentsCount: 1,
    parts: 'WINDSCREEN',
  },
  {
    ...onThisVehicle,
    insurer: 'Sample General Insurance Berhad',
    claimNo: 'SAMPLE-2021-0002',
    accidentLossDate: '2021-09-03',
    // 8.75 %: MEDIUM.
    estimateAuthorisedSen: 420_000,
    sumInsuredSen: 4_800_000,
    claimTypeDesc: 'KNOCK FOR KNOCK',
    accidentLossType: 'REAR-END COLLISION',
    typeOfLoss: 'PARTIAL LOSS',
    policyStatus: 'EXPIRED',
    vehMileage: 39_200,
    noOfParts: 3,
    sameAccidentsCount: 2,
    parts: 'REAR BUMPER, BOOT LID, TAIL LAMP LH',
  },
  {
    ...onThisVehicle,
    insurer: 'Sample Takaful Berhad',
    claimNo: 'SAMPLE-2023-0003',
    accidentLossDate: '2023-05-22',
    // 21.8 %: HIGH.
    estimateAuthorisedSen: 980_000,
    sumInsuredSen: 4_500_000,
    claimTypeDesc: 'OWN DAMAGE',
    accidentLossType: 'COLLISION',
    typeOfLoss: 'PARTIAL LOSS',
    policyStatus: 'EXPIRED',
    vehMileage: 67_850,
    noOfParts: 6,
    sameAccidentsCount: 1,
    parts: 'FRONT BUMPER, BONNET, GRILLE, HEADLAMP RH, FRONT FENDER RH, RADIATOR',
  },
  {
    ...onThisVehicle,
    insurer: 'Sample Takaful Berhad',
    claimNo: 'SAMPLE-2025-0004',
    accidentLossDate: '2025-01-08',
    // 38.4 %: SEVERE.
    estimateAuthorisedSen: 1_650_000,
    sumInsuredSen: 4_300_000,
    claimTypeDesc: 'SPECIAL PERILS',
    accidentLossType: 'FLOOD',
    typeOfLoss: 'PARTIAL LOSS',
    policyStatus: 'ACTIVE',
    vehMileage: 84_300,
    noOfParts: 5,
    sameAccidentsCount: 1,
    parts: 'ENGINE, ECU, WIRING HARNESS, INTERIOR CARPET, SEATS',
  },
];

const valuation = { market_value_sen: 4_150_000, em_new_price_sen: 5_990_000, wm_new_price_sen: 5_890_000 };

const features = [
  'Dual front SRS airbags',
  'Side and curtain airbags',
  'ABS with EBD',
  'Vehicle Stability Control',
  'Advanced Safety Assist (autonomous emergency braking)',
  'ISOFIX child seat anchors',
  'Reverse camera',
  'Keyless entry',
  'Push start button',
  'LED headlamps',
  'Alloy wheels',
];

/** The sample's reference: a real one is a running number ("CHK…"), so no reference a check is given is this one. */
const SAMPLE_REFERENCE = 'SAMPLE-000000';

let built: Report | undefined;

/** The sample report, built once: it is the same for everyone, in every language (the page translates its words). */
export function sampleReport(): Report {
  built ??= reportOf(
    { vehicle: vehicleRow(vehicle), claimRows: claims.map(claimRow), valuation, features },
    {
      searchKey: 'SAMPLE1',
      byVehicle: true,
      createdAt: new Date('2026-01-15T02:30:00Z'),
      referenceNo: SAMPLE_REFERENCE,
    },
  );
  return built;
}
