import type { NewClaim, NewIsmabiRow, NewStandardFeature, NewVehicle } from '../../db/vehicle-records.ts';
import {
  chassisFormFor,
  depreciatedSen,
  eastMalaysiaPriceSen,
  engineDescription,
  type Family,
  families,
  nvicFor,
  salesYears,
  standardFeatures,
  type Variant,
} from './catalogue.ts';
import { PlateIssuer } from './plates.ts';
import { permute, Random } from './random.ts';
import { buildVin, VIN_CHARACTERS } from './vin.ts';

export interface GenerateOptions {
  seed: number;
  vehicles: number;
  claims: number;
  /** The last day claims may fall on, `YYYY-MM-DD`; a fixed value keeps the output fixed. */
  today: string;
  /** Registration numbers the generator must not issue (the showcase vehicles'). */
  reservedPlates?: Iterable<string>;
}

/** One car, or two when a plate moved from one to the other, with their claims. */
export interface VehicleStory {
  vehicles: NewVehicle[];
  claims: NewClaim[];
}

export const MAX_VEHICLES = 10_000_000;
const MAX_CLAIMS_PER_VEHICLE = 40;
const FIRST_CLAIM_DAY = dayNumber('2003-01-01');
const PLATE_TRANSFER_CHANCE = 0.02;

const insurers = [
  { code: 'ALZ', name: 'Allianz General Insurance Company (Malaysia) Berhad', weight: 14 },
  { code: 'ETQ', name: 'Etiqa General Insurance Berhad', weight: 10 },
  { code: 'ETT', name: 'Etiqa General Takaful Berhad', weight: 8 },
  { code: 'ZUR', name: 'Zurich General Insurance Malaysia Berhad', weight: 8 },
  { code: 'TKI', name: 'Takaful Ikhlas General Berhad', weight: 6 },
  { code: 'TMI', name: 'Tokio Marine Insurans (Malaysia) Berhad', weight: 6 },
  { code: 'RHB', name: 'RHB Insurance Berhad', weight: 5 },
  { code: 'LON', name: 'Lonpac Insurance Bhd', weight: 5 },
  { code: 'BSI', name: 'Berjaya Sompo Insurance Berhad', weight: 7 },
  { code: 'LIB', name: 'Liberty General Insurance Berhad', weight: 7 },
  { code: 'AIG', name: 'AIG Malaysia Insurance Berhad', weight: 4 },
  { code: 'MSI', name: 'MSIG Insurance (Malaysia) Bhd', weight: 6 },
  { code: 'CHB', name: 'Chubb Insurance Malaysia Berhad', weight: 3 },
  { code: 'PNO', name: 'Pacific & Orient Insurance Co. Berhad', weight: 4 },
  { code: 'STM', name: 'Syarikat Takaful Malaysia Am Berhad', weight: 5 },
  { code: 'GEN', name: 'Generali Insurance Malaysia Berhad', weight: 4 },
] as const;

const bodyParts = [
  'FRONT BUMPER',
  'REAR BUMPER',
  'BONNET',
  'GRILLE',
  'RADIATOR',
  'CONDENSER',
  'RADIATOR SUPPORT',
  'HEADLAMP RH',
  'HEADLAMP LH',
  'FOG LAMP RH',
  'FOG LAMP LH',
  'TAIL LAMP RH',
  'TAIL LAMP LH',
  'FRONT FENDER RH',
  'FRONT FENDER LH',
  'FRONT DOOR RH',
  'FRONT DOOR LH',
  'REAR DOOR RH',
  'REAR DOOR LH',
  'SIDE MIRROR RH',
  'SIDE MIRROR LH',
  'QUARTER PANEL RH',
  'QUARTER PANEL LH',
  'BOOT LID',
  'ROOF PANEL',
  'REAR WINDSCREEN',
  'WINDSCREEN',
  'AIRBAG MODULE',
  'SUSPENSION ARM',
  'WHEEL RIM',
  'DRIVE SHAFT',
];
const floodParts = [
  'ENGINE',
  'ECU',
  'WIRING HARNESS',
  'INTERIOR CARPET',
  'SEATS',
  'STARTER MOTOR',
  'ALTERNATOR',
  'GEARBOX',
];

/** Share of the sum insured, in tenths of a per cent, of each severity band. */
const bands = [
  { weight: 50, from: 5, to: 54 },
  { weight: 28, from: 55, to: 154 },
  { weight: 14, from: 155, to: 304 },
  { weight: 8, from: 305, to: 750 },
];

interface ClaimKind {
  type: string;
  weight: number;
  lossTypes: readonly string[];
  parts: readonly string[];
  bands: typeof bands;
  vehiclesInAccident: number;
}

const claimKinds: readonly ClaimKind[] = [
  {
    type: 'OWN DAMAGE',
    weight: 50,
    lossTypes: ['COLLISION', 'SELF ACCIDENT', 'HIT AND RUN', 'SKIDDED'],
    parts: bodyParts,
    bands,
    vehiclesInAccident: 1,
  },
  {
    type: 'KNOCK FOR KNOCK',
    weight: 16,
    lossTypes: ['COLLISION', 'REAR-END COLLISION'],
    parts: bodyParts,
    bands,
    vehiclesInAccident: 2,
  },
  {
    type: 'THIRD PARTY PROPERTY DAMAGE',
    weight: 14,
    lossTypes: ['COLLISION'],
    parts: bodyParts,
    bands,
    vehiclesInAccident: 2,
  },
  {
    type: 'WINDSCREEN',
    weight: 12,
    lossTypes: ['WINDSCREEN DAMAGE'],
    parts: ['WINDSCREEN'],
    bands: [{ weight: 1, from: 8, to: 45 }],
    vehiclesInAccident: 1,
  },
  {
    type: 'SPECIAL PERILS',
    weight: 5,
    lossTypes: ['FLOOD', 'STORM', 'LANDSLIDE'],
    parts: floodParts,
    bands: [{ weight: 1, from: 100, to: 700 }],
    vehiclesInAccident: 1,
  },
  {
    type: 'THEFT',
    weight: 1,
    lossTypes: ['THEFT'],
    parts: [],
    bands: [{ weight: 1, from: 1000, to: 1000 }],
    vehiclesInAccident: 1,
  },
];

function dayNumber(isoDate: string) {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

const isoDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

function chassisNumber(family: Family, year: number, index: number) {
  const form = chassisFormFor(family, year);
  if (form.kind === 'vin') {
    const position = permute(index, VIN_CHARACTERS.length * 1_000_000, 0x1f0e);
    const plant = VIN_CHARACTERS[Math.floor(position / 1_000_000)]!;
    return buildVin(form.wmi, form.descriptor, year, plant, String(position % 1_000_000).padStart(6, '0'));
  }
  const serial = String(permute(index, 10_000_000, 0x2c3d)).padStart(7, '0');
  return form.kind === 'local' ? `PM2${form.prefix}S00${serial}` : `${form.code}-${serial}`;
}

/**
 * How many claims each vehicle gets: about 45 % none, the rest a geometric spread, then
 * nudged one claim at a time until the total is exactly the number asked for.
 */
function claimCounts(random: Random, vehicles: number, claims: number) {
  const counts = new Uint8Array(vehicles);
  if (vehicles === 0) return counts;
  const mean = claims / vehicles;
  const none = mean >= 1.2 ? 0.45 : Math.max(0, 1 - mean / 1.2);
  const positiveMean = none < 1 ? mean / (1 - none) : 1;
  const ratio = 1 - 1 / positiveMean;
  let total = 0;
  for (let index = 0; index < vehicles; index += 1) {
    if (random.chance(none)) continue;
    const extra = ratio > 0 ? Math.floor(Math.log(1 - random.next()) / Math.log(ratio)) : 0;
    counts[index] = Math.min(1 + extra, MAX_CLAIMS_PER_VEHICLE);
    total += counts[index]!;
  }
  while (total < claims) {
    const index = random.int(vehicles);
    if (counts[index]! < MAX_CLAIMS_PER_VEHICLE) {
      counts[index]! += 1;
      total += 1;
    }
  }
  while (total > claims) {
    const index = random.int(vehicles);
    if (counts[index]! > 0) {
      counts[index]! -= 1;
      total -= 1;
    }
  }
  return counts;
}

interface Car {
  record: NewVehicle;
  family: Family;
  variant: Variant;
  firstDay: number;
}

/**
 * Deterministic, realistic Malaysian insured vehicles and claims: the same options give the
 * same rows, in the same order. Streams, so a million vehicles never sit in memory.
 */
export function* generateVehicleData(options: GenerateOptions): Generator<VehicleStory> {
  if (!Number.isInteger(options.vehicles) || options.vehicles < 0 || options.vehicles > MAX_VEHICLES) {
    throw new RangeError(`vehicles must be a whole number from 0 to ${MAX_VEHICLES}`);
  }
  if (
    !Number.isInteger(options.claims) ||
    options.claims < 0 ||
    options.claims > options.vehicles * MAX_CLAIMS_PER_VEHICLE
  ) {
    throw new RangeError(`claims must be a whole number from 0 to ${MAX_CLAIMS_PER_VEHICLE} per vehicle`);
  }
  const random = new Random(options.seed);
  const counts = claimCounts(new Random(options.seed ^ 0x5eed), options.vehicles, options.claims);
  const plates = new PlateIssuer(options.reservedPlates ?? []);
  const today = dayNumber(options.today);
  const thisYear = yearOf(today);
  let claimSequence = 0;

  const makeCar = (index: number, years: { first: number; last: number }): Car => {
    const candidates = families.filter((family) => {
      const sold = salesYears(family, thisYear);
      return sold.first <= years.last && sold.last >= years.first && sold.first <= sold.last;
    });
    const family = random.weighted(candidates, (candidate) => candidate.weight);
    const sold = salesYears(family, thisYear);
    const first = Math.max(sold.first, years.first);
    const last = Math.min(sold.last, years.last);
    const year = last - Math.floor((last - first + 1) * random.next() ** 1.5);
    const variant = random.pick(family.variants);
    const record: NewVehicle = {
      registrationNo: plates.next(random.next()),
      chassisNo: chassisNumber(family, year, index),
      ...modelOf(family, variant, year),
      engine: engineDescription(family, variant),
      sumInsuredSen: depreciatedSen(variant.priceRm * 100, thisYear - year),
    };
    const firstDay = Math.min(today, Math.max(FIRST_CLAIM_DAY, dayNumber(`${year}-01-01`) + random.int(300)));
    return { record, family, variant, firstDay };
  };

  const makeClaims = (car: Car, count: number, from: number, plateOn: (day: number) => string) => {
    const days = Array.from({ length: count }, () => from + random.int(today - from + 1)).sort((a, b) => a - b);
    return days.map((day) => {
      claimSequence += 1;
      return makeClaim(car, day, plateOn(day), claimSequence);
    });
  };

  const makeClaim = (car: Car, day: number, registrationNo: string, sequence: number): NewClaim => {
    const insurer = random.weighted(insurers, (candidate) => candidate.weight);
    const kind = random.weighted(claimKinds, (candidate) => candidate.weight);
    const band = random.weighted(kind.bands, (candidate) => candidate.weight);
    const tenthsOfPercent = random.between(band.from, band.to);
    const claimYear = yearOf(day);
    const sumInsuredSen = depreciatedSen(car.variant.priceRm * 100, claimYear - car.record.yearOfManufacture);
    const estimateAuthorisedSen = Math.round((sumInsuredSen * tenthsOfPercent) / 1000) + random.int(100);
    const parts = pickParts(kind, tenthsOfPercent);
    const ageDays = Math.max(30, day - dayNumber(`${car.record.yearOfManufacture}-01-01`));
    return {
      insurer: insurer.name,
      claimNo: `${insurer.code}-${claimYear}-${String(sequence).padStart(8, '0')}`,
      chassisNo: car.record.chassisNo,
      registrationNo,
      accidentLossDate: isoDate(day),
      estimateAuthorisedSen: Math.min(estimateAuthorisedSen, sumInsuredSen),
      sumInsuredSen,
      claimTypeDesc: kind.type,
      accidentLossType: random.pick(kind.lossTypes),
      typeOfLoss: tenthsOfPercent >= 600 ? 'TOTAL LOSS' : 'PARTIAL LOSS',
      policyStatus: policyStatus(today - day),
      vehMileage: ageDays * random.between(30, 70),
      noOfParts: parts.length,
      sameAccidentsCount: kind.vehiclesInAccident + (random.chance(0.15) ? 1 : 0),
      parts: parts.length ? parts.join(', ') : null,
      yearOfManufacture: car.record.yearOfManufacture,
      make: car.record.make,
      model: car.record.family,
      trim: car.record.variant,
    };
  };

  const pickParts = (kind: ClaimKind, tenthsOfPercent: number) => {
    const wanted = Math.min(kind.parts.length, 1 + Math.floor(tenthsOfPercent / 25) + random.int(3));
    const pool = [...kind.parts];
    const chosen: string[] = [];
    while (chosen.length < wanted) chosen.push(pool.splice(random.int(pool.length), 1)[0]!);
    return chosen;
  };

  const policyStatus = (daysAgo: number) => {
    if (random.chance(0.02)) return 'CANCELLED';
    return daysAgo < 365 ? 'ACTIVE' : 'EXPIRED';
  };

  for (let index = 0; index < options.vehicles; index += 1) {
    const pair = index + 1 < options.vehicles && thisYear - 1995 >= 8 && random.chance(PLATE_TRANSFER_CHANCE);
    if (!pair) {
      const car = makeCar(index, { first: 1995, last: thisYear });
      const plate = car.record.registrationNo;
      yield { vehicles: [car.record], claims: makeClaims(car, counts[index]!, car.firstDay, () => plate) };
      continue;
    }
    // The owner kept the plate for the new car: the old car took a new number on that day.
    const oldCar = makeCar(index, { first: 1995, last: thisYear - 6 });
    const newCar = makeCar(index + 1, { first: oldCar.record.yearOfManufacture + 3, last: thisYear });
    const keptPlate = oldCar.record.registrationNo;
    oldCar.record.registrationNo = newCar.record.registrationNo;
    newCar.record.registrationNo = keptPlate;
    const transferDay = Math.max(newCar.firstDay, oldCar.firstDay + 1);
    newCar.firstDay = transferDay;
    const oldPlate = oldCar.record.registrationNo;
    yield {
      vehicles: [oldCar.record, newCar.record],
      claims: [
        ...makeClaims(oldCar, counts[index]!, oldCar.firstDay, (day) => (day < transferDay ? keptPlate : oldPlate)),
        ...makeClaims(newCar, counts[index + 1]!, Math.min(transferDay, today), () => keptPlate),
      ],
    };
    index += 1;
  }
}

/** What a vehicle record and an ISM ABI row say alike of a catalogue variant of one year. */
const modelOf = (family: Family, variant: Variant, year: number) => ({
  nvic: nvicFor(family, variant, year),
  make: family.make,
  family: family.family,
  variant: variant.name,
  yearOfManufacture: year,
  transmission: variant.transmission,
  engineCc: variant.cc,
});

/** ISM ABI valuation rows and standard features for every catalogue variant and year. */
export function* generateIsmabiCatalogue(
  today: string,
): Generator<{ row: NewIsmabiRow; features: NewStandardFeature[] }> {
  const thisYear = yearOf(dayNumber(today));
  for (const family of families) {
    const { first, last } = salesYears(family, thisYear);
    for (const variant of family.variants) {
      for (let year = first; year <= last; year += 1) {
        const model = modelOf(family, variant, year);
        const westSen = variant.priceRm * 100;
        yield {
          row: {
            ...model,
            wmNewPriceSen: westSen,
            emNewPriceSen: eastMalaysiaPriceSen(westSen),
            marketValueSen: depreciatedSen(westSen, thisYear - year),
          },
          features: standardFeatures(variant).map((description, position) => ({
            nvic: model.nvic,
            description,
            position: position + 1,
          })),
        };
      }
    }
  }
}
