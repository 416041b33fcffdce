import type { NewClaim, NewIsmabiRow, NewVehicle } from '../db/vehicle-records.ts';

/**
 * The showcase: a small fixed set of vehicles and claims, declared once here. The demo seeds them into the database
 * beside its generated vehicles; the dealer API's test keys answer from them alone, whatever the database holds. The
 * vehicles the demo, the test keys and the tests rely on:
 * - WXY 1234: insured, no claims at all;
 * - BMK 8821 (chassis PM2L252S002107437): three claims, one of them SEVERE;
 * - JQP 4455: its current car has no claims, but the car that held the plate before it has a
 *   claim under JQP 4455 (an accident on a different VIN with the same registration number);
 * - ZZZ 9999 is in no data (Z plates are military; the generator never issues one).
 */
export const SHOWCASE = {
  noClaims: 'WXY 1234',
  severe: 'BMK 8821',
  severeChassis: 'PM2L252S002107437',
  movedPlate: 'JQP 4455',
  movedPlateOldCarNow: 'JRB 3307',
  notFound: 'ZZZ 9999',
} as const;

export const showcaseVehicles: readonly NewVehicle[] = [
  {
    registrationNo: SHOWCASE.noClaims,
    chassisNo: 'PL1SX5TF6NM104522',
    nvic: 'PRO22CD',
    make: 'PROTON',
    family: 'X50',
    variant: '1.5 TGDi Flagship',
    yearOfManufacture: 2022,
    transmission: 'DCT',
    engineCc: 1477,
    engine: '1.5L turbo petrol',
    sumInsuredSen: 8_950_000,
  },
  {
    registrationNo: SHOWCASE.severe,
    chassisNo: SHOWCASE.severeChassis,
    nvic: 'PER12JB',
    make: 'PERODUA',
    family: 'VIVA',
    variant: '1.0 EZi',
    yearOfManufacture: 2012,
    transmission: 'Automatic',
    engineCc: 989,
    engine: '1.0L petrol',
    sumInsuredSen: 1_200_000,
  },
  {
    registrationNo: SHOWCASE.movedPlate,
    chassisNo: 'MRHGM6530LL203318',
    nvic: 'HON20AB',
    make: 'HONDA',
    family: 'CITY',
    variant: '1.5 V',
    yearOfManufacture: 2020,
    transmission: 'CVT',
    engineCc: 1497,
    engine: '1.5L petrol',
    sumInsuredSen: 6_250_000,
  },
  {
    registrationNo: SHOWCASE.movedPlateOldCarNow,
    chassisNo: 'MR0BA3F348J047791',
    nvic: 'TOY08AB',
    make: 'TOYOTA',
    family: 'VIOS',
    variant: '1.5 E',
    yearOfManufacture: 2008,
    transmission: 'CVT',
    engineCc: 1496,
    engine: '1.5L petrol',
    sumInsuredSen: 2_600_000,
  },
];

const [, viva, , vios] = showcaseVehicles as [NewVehicle, NewVehicle, NewVehicle, NewVehicle];

const claimOf = (vehicle: NewVehicle) => ({
  chassisNo: vehicle.chassisNo,
  yearOfManufacture: vehicle.yearOfManufacture,
  make: vehicle.make,
  model: vehicle.family,
  trim: vehicle.variant,
  policyStatus: 'EXPIRED',
});

/** Claim numbers carry an S, which generated ones never do, so the two never collide. */
export const showcaseClaims: readonly NewClaim[] = [
  {
    ...claimOf(viva),
    insurer: 'Etiqa General Insurance Berhad',
    claimNo: 'ETQ-2014-S0000101',
    registrationNo: SHOWCASE.severe,
    accidentLossDate: '2014-06-11',
    estimateAuthorisedSen: 185_000,
    sumInsuredSen: 2_800_000,
    claimTypeDesc: 'OWN DAMAGE',
    accidentLossType: 'COLLISION',
    typeOfLoss: 'PARTIAL LOSS',
    vehMileage: 41_250,
    noOfParts: 3,
    sameAccidentsCount: 1,
    parts: 'FRONT BUMPER, HEADLAMP LH, FRONT FENDER LH',
  },
  {
    ...claimOf(viva),
    insurer: 'Allianz General Insurance Company (Malaysia) Berhad',
    claimNo: 'ALZ-2018-S0000102',
    registrationNo: SHOWCASE.severe,
    accidentLossDate: '2018-11-02',
    estimateAuthorisedSen: 95_040,
    sumInsuredSen: 2_100_000,
    claimTypeDesc: 'KNOCK FOR KNOCK',
    accidentLossType: 'REAR-END COLLISION',
    typeOfLoss: 'PARTIAL LOSS',
    vehMileage: 98_730,
    noOfParts: 2,
    sameAccidentsCount: 2,
    parts: 'REAR BUMPER, BOOT LID',
  },
  {
    ...claimOf(viva),
    insurer: 'Allianz General Insurance Company (Malaysia) Berhad',
    claimNo: 'ALZ-2021-S0000103',
    registrationNo: SHOWCASE.severe,
    accidentLossDate: '2021-12-19',
    estimateAuthorisedSen: 987_000,
    sumInsuredSen: 1_700_000,
    claimTypeDesc: 'SPECIAL PERILS',
    accidentLossType: 'FLOOD',
    typeOfLoss: 'PARTIAL LOSS',
    vehMileage: 131_480,
    noOfParts: 5,
    sameAccidentsCount: 1,
    parts: 'ENGINE, ECU, WIRING HARNESS, INTERIOR CARPET, SEATS',
  },
  {
    ...claimOf(vios),
    insurer: 'Zurich General Insurance Malaysia Berhad',
    claimNo: 'ZUR-2016-S0000104',
    registrationNo: SHOWCASE.movedPlate,
    accidentLossDate: '2016-03-22',
    estimateAuthorisedSen: 342_000,
    sumInsuredSen: 4_800_000,
    claimTypeDesc: 'OWN DAMAGE',
    accidentLossType: 'SELF ACCIDENT',
    typeOfLoss: 'PARTIAL LOSS',
    vehMileage: 152_300,
    noOfParts: 4,
    sameAccidentsCount: 1,
    parts: 'FRONT BUMPER, BONNET, RADIATOR, GRILLE',
  },
  {
    ...claimOf(vios),
    insurer: 'Takaful Ikhlas General Berhad',
    claimNo: 'TKI-2022-S0000105',
    registrationNo: SHOWCASE.movedPlateOldCarNow,
    accidentLossDate: '2022-08-09',
    estimateAuthorisedSen: 78_000,
    sumInsuredSen: 3_300_000,
    claimTypeDesc: 'WINDSCREEN',
    accidentLossType: 'WINDSCREEN DAMAGE',
    typeOfLoss: 'PARTIAL LOSS',
    vehMileage: 201_900,
    noOfParts: 1,
    sameAccidentsCount: 1,
    parts: 'WINDSCREEN',
  },
];

/** Plates the generator must leave alone so the showcase stories stay true. */
export const showcasePlates = [...showcaseVehicles.map((vehicle) => vehicle.registrationNo), SHOWCASE.notFound];

const airbagsToLocking = [
  'Dual front SRS airbags',
  'ABS with EBD',
  'ISOFIX child seat anchors',
  'Power windows',
  'Central locking',
];
const fullEquipment = [
  ...airbagsToLocking,
  'Vehicle Stability Control',
  'Hill Start Assist',
  'Reverse camera',
  'Keyless entry',
  'Push start button',
  'Alloy wheels',
  'Touchscreen head unit with Apple CarPlay and Android Auto',
  'Advanced Safety Assist (autonomous emergency braking)',
  'LED headlamps',
  'Cruise control',
];

type TestValuation = Pick<NewIsmabiRow, 'nvic' | 'emNewPriceSen' | 'wmNewPriceSen' | 'marketValueSen'> & {
  standardFeatures: readonly string[];
};

/**
 * The valuation and standard equipment a test key's report shows for each showcase vehicle, fixed (the demo's ISM ABI
 * catalogue values the same NVICs by the day it was generated).
 */
export const testValuations: readonly TestValuation[] = [
  {
    nvic: 'PRO22CD',
    wmNewPriceSen: 11_330_000,
    emNewPriceSen: 11_560_000,
    marketValueSen: 7_360_000,
    standardFeatures: fullEquipment,
  },
  {
    nvic: 'PER12JB',
    wmNewPriceSen: 3_650_000,
    emNewPriceSen: 3_720_000,
    marketValueSen: 1_110_000,
    standardFeatures: airbagsToLocking,
  },
  {
    nvic: 'HON20AB',
    wmNewPriceSen: 9_190_000,
    emNewPriceSen: 9_370_000,
    marketValueSen: 5_010_000,
    standardFeatures: fullEquipment,
  },
  {
    nvic: 'TOY08AB',
    wmNewPriceSen: 9_490_000,
    emNewPriceSen: 9_680_000,
    marketValueSen: 2_610_000,
    standardFeatures: fullEquipment,
  },
];
