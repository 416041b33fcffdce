/**
 * Makes, families and variants that sell in Malaysia, with indicative West Malaysia new
 * prices in RM, for the generator and the demo ISM ABI rows. Figures are realistic, not quotes.
 */
export type ChassisForm =
  | { kind: 'vin'; wmi: string; descriptor: string }
  | { kind: 'local'; prefix: string }
  | { kind: 'frame'; code: string };

export interface Variant {
  name: string;
  cc: number;
  transmission: 'Automatic' | 'Manual' | 'CVT' | 'DCT' | 'e-CVT';
  priceRm: number;
}

export interface Family {
  make: string;
  family: string;
  from: number;
  to?: number;
  /** Rough share of the cars on the road. */
  weight: number;
  diesel?: boolean;
  /** The chassis number form by year of manufacture, the first whose `until` is not passed. */
  chassis: readonly { until?: number; form: ChassisForm }[];
  variants: readonly Variant[];
}

const vin = (wmi: string, descriptor: string) => [{ form: { kind: 'vin', wmi, descriptor } as const }];
const local = (prefix: string) => [{ form: { kind: 'local', prefix } as const }];
const frame = (code: string) => [{ form: { kind: 'frame', code } as const }];
const v = (name: string, cc: number, transmission: Variant['transmission'], priceRm: number): Variant => ({
  name,
  cc,
  transmission,
  priceRm,
});

export const families: readonly Family[] = [
  {
    make: 'PERODUA',
    family: 'MYVI',
    from: 2005,
    weight: 14,
    chassis: local('M602'),
    variants: [
      v('1.3 G', 1329, 'Automatic', 46_500),
      v('1.5 H', 1496, 'Automatic', 53_500),
      v('1.5 AV', 1496, 'Automatic', 59_500),
    ],
  },
  {
    make: 'PERODUA',
    family: 'AXIA',
    from: 2014,
    weight: 10,
    chassis: local('B200'),
    variants: [
      v('1.0 E', 998, 'Manual', 22_000),
      v('1.0 G', 998, 'Automatic', 38_600),
      v('1.0 AV', 998, 'CVT', 49_500),
    ],
  },
  {
    make: 'PERODUA',
    family: 'BEZZA',
    from: 2016,
    weight: 7,
    chassis: local('B300'),
    variants: [
      v('1.0 G', 998, 'Automatic', 36_000),
      v('1.3 X', 1329, 'Automatic', 43_000),
      v('1.3 AV', 1329, 'Automatic', 50_000),
    ],
  },
  {
    make: 'PERODUA',
    family: 'ARUZ',
    from: 2019,
    weight: 3,
    chassis: local('F800'),
    variants: [v('1.5 X', 1495, 'Automatic', 72_000), v('1.5 AV', 1495, 'Automatic', 77_900)],
  },
  {
    make: 'PERODUA',
    family: 'ALZA',
    from: 2009,
    weight: 4,
    chassis: local('M500'),
    variants: [v('1.5 X', 1495, 'CVT', 62_500), v('1.5 H', 1495, 'CVT', 68_000), v('1.5 AV', 1495, 'CVT', 75_500)],
  },
  {
    make: 'PERODUA',
    family: 'ATIVA',
    from: 2021,
    weight: 2,
    chassis: local('A200'),
    variants: [v('1.0T X', 998, 'CVT', 62_500), v('1.0T AV', 998, 'CVT', 73_400)],
  },
  {
    make: 'PERODUA',
    family: 'KANCIL',
    from: 1995,
    to: 2009,
    weight: 2,
    chassis: local('L200'),
    variants: [v('660 EX', 659, 'Manual', 24_000), v('850 EZ', 847, 'Automatic', 28_000)],
  },
  {
    make: 'PERODUA',
    family: 'KENARI',
    from: 2000,
    to: 2009,
    weight: 1,
    chassis: local('L900'),
    variants: [v('1.0 GX', 989, 'Automatic', 35_000)],
  },
  {
    make: 'PERODUA',
    family: 'VIVA',
    from: 2007,
    to: 2014,
    weight: 2,
    chassis: local('L251'),
    variants: [v('850 EX', 847, 'Manual', 24_500), v('1.0 EZi', 989, 'Automatic', 36_500)],
  },
  {
    make: 'PROTON',
    family: 'SAGA',
    from: 1995,
    weight: 8,
    chassis: vin('PL1', 'BT3LN'),
    variants: [
      v('1.3 Standard', 1332, 'Manual', 34_990),
      v('1.3 Standard', 1332, 'Automatic', 37_990),
      v('1.3 Premium', 1332, 'Automatic', 41_990),
    ],
  },
  {
    make: 'PROTON',
    family: 'PERSONA',
    from: 2007,
    weight: 4,
    chassis: vin('PL1', 'BH6LN'),
    variants: [
      v('1.6 Standard', 1597, 'CVT', 47_800),
      v('1.6 Executive', 1597, 'CVT', 50_800),
      v('1.6 Premium', 1597, 'CVT', 55_800),
    ],
  },
  {
    make: 'PROTON',
    family: 'X50',
    from: 2020,
    weight: 4,
    chassis: vin('PL1', 'SX5TG'),
    variants: [
      v('1.5T Standard', 1477, 'DCT', 86_300),
      v('1.5T Executive', 1477, 'DCT', 93_200),
      v('1.5T Premium', 1477, 'DCT', 101_800),
      v('1.5 TGDi Flagship', 1477, 'DCT', 113_300),
    ],
  },
  {
    make: 'PROTON',
    family: 'X70',
    from: 2018,
    weight: 3,
    chassis: vin('PL1', 'SX7TG'),
    variants: [
      v('1.8 TGDi Standard 2WD', 1799, 'Automatic', 99_800),
      v('1.8 TGDi Premium 2WD', 1799, 'Automatic', 122_800),
      v('1.5 TGDi Premium X', 1477, 'DCT', 128_800),
    ],
  },
  {
    make: 'PROTON',
    family: 'IRIZ',
    from: 2014,
    weight: 3,
    chassis: vin('PL1', 'HZ3LN'),
    variants: [v('1.3 Standard', 1332, 'CVT', 42_800), v('1.6 Premium', 1597, 'CVT', 50_800)],
  },
  {
    make: 'PROTON',
    family: 'EXORA',
    from: 2009,
    to: 2019,
    weight: 2,
    chassis: vin('PL1', 'MP6LN'),
    variants: [v('1.6 CPS Executive', 1597, 'Automatic', 66_000), v('1.6 Turbo Premium', 1561, 'CVT', 75_000)],
  },
  {
    make: 'PROTON',
    family: 'WIRA',
    from: 1995,
    to: 2009,
    weight: 2,
    chassis: vin('PL1', 'C95LN'),
    variants: [v('1.5 GLi', 1468, 'Manual', 45_000), v('1.5 GLi', 1468, 'Automatic', 48_000)],
  },
  {
    make: 'PROTON',
    family: 'WAJA',
    from: 2000,
    to: 2011,
    weight: 1,
    chassis: vin('PL1', 'BW6LN'),
    variants: [v('1.6 Premium', 1597, 'Automatic', 58_000)],
  },
  {
    make: 'PROTON',
    family: 'PREVE',
    from: 2012,
    to: 2019,
    weight: 1,
    chassis: vin('PL1', 'BP6TC'),
    variants: [v('1.6 CFE Premium', 1561, 'CVT', 67_000)],
  },
  {
    make: 'PROTON',
    family: 'S70',
    from: 2023,
    weight: 2,
    chassis: vin('PL1', 'BS7TG'),
    variants: [v('1.5T Executive', 1477, 'DCT', 73_800), v('1.5T Flagship X', 1477, 'DCT', 94_800)],
  },
  {
    make: 'HONDA',
    family: 'CITY',
    from: 2003,
    weight: 5,
    chassis: vin('MRH', 'GM652'),
    variants: [
      v('1.5 S', 1497, 'CVT', 84_900),
      v('1.5 V', 1497, 'CVT', 91_900),
      v('1.5 RS e:HEV', 1498, 'e-CVT', 111_900),
    ],
  },
  {
    make: 'HONDA',
    family: 'CIVIC',
    from: 2003,
    weight: 3,
    chassis: vin('MRH', 'FE145'),
    variants: [
      v('1.5 TC', 1498, 'CVT', 135_900),
      v('1.5 TC-P', 1498, 'CVT', 143_900),
      v('2.0 RS e:HEV', 1993, 'e-CVT', 166_900),
    ],
  },
  {
    make: 'HONDA',
    family: 'HR-V',
    from: 2015,
    weight: 3,
    chassis: vin('MRH', 'RV552'),
    variants: [
      v('1.5 S', 1498, 'CVT', 114_900),
      v('1.5 V Turbo', 1498, 'CVT', 129_900),
      v('1.5 RS e:HEV', 1498, 'e-CVT', 139_900),
    ],
  },
  {
    make: 'HONDA',
    family: 'CR-V',
    from: 2003,
    weight: 2,
    chassis: vin('MRH', 'RW185'),
    variants: [v('1.5 TC', 1498, 'CVT', 161_900), v('2.0 e:HEV RS', 1993, 'e-CVT', 209_900)],
  },
  {
    make: 'HONDA',
    family: 'JAZZ',
    from: 2003,
    to: 2021,
    weight: 2,
    chassis: vin('MRH', 'GK552'),
    variants: [v('1.5 S', 1497, 'CVT', 74_800), v('1.5 V', 1497, 'CVT', 80_800)],
  },
  {
    make: 'HONDA',
    family: 'BR-V',
    from: 2017,
    weight: 1,
    chassis: vin('MRH', 'DG252'),
    variants: [v('1.5 E', 1498, 'CVT', 89_600), v('1.5 V', 1498, 'CVT', 98_600)],
  },
  {
    make: 'HONDA',
    family: 'ACCORD',
    from: 2003,
    weight: 1,
    chassis: vin('MRH', 'CV155'),
    variants: [v('2.0 VTi-L', 1997, 'Automatic', 174_000), v('1.5 TC-P', 1498, 'CVT', 189_900)],
  },
  {
    make: 'TOYOTA',
    family: 'VIOS',
    from: 2003,
    weight: 6,
    chassis: vin('MR0', 'BA3F2'),
    variants: [v('1.5 J', 1496, 'CVT', 87_500), v('1.5 E', 1496, 'CVT', 94_900), v('1.5 G', 1496, 'CVT', 103_700)],
  },
  {
    make: 'TOYOTA',
    family: 'COROLLA CROSS',
    from: 2020,
    weight: 2,
    chassis: vin('MR0', 'BA8CG'),
    variants: [v('1.8 V', 1798, 'CVT', 130_000), v('1.8 Hybrid', 1798, 'e-CVT', 137_000)],
  },
  {
    make: 'TOYOTA',
    family: 'HILUX',
    from: 2005,
    weight: 3,
    diesel: true,
    chassis: vin('MR0', 'HA3CD'),
    variants: [
      v('2.4 E 4x4', 2393, 'Manual', 100_880),
      v('2.4 V 4x4', 2393, 'Automatic', 131_880),
      v('2.8 Rogue', 2755, 'Automatic', 155_880),
    ],
  },
  {
    make: 'TOYOTA',
    family: 'CAMRY',
    from: 1995,
    weight: 2,
    chassis: [
      { until: 1996, form: { kind: 'frame', code: 'SV30' } },
      { until: 2001, form: { kind: 'frame', code: 'SXV20' } },
      { form: { kind: 'vin', wmi: 'JTN', descriptor: 'B3HK1' } },
    ],
    variants: [v('2.5 V', 2487, 'Automatic', 199_000), v('2.5 Hybrid', 2487, 'e-CVT', 211_000)],
  },
  {
    make: 'TOYOTA',
    family: 'INNOVA',
    from: 2005,
    weight: 1,
    chassis: vin('MR0', 'JA3GS'),
    variants: [v('2.0 G', 1998, 'Automatic', 124_000)],
  },
  {
    make: 'TOYOTA',
    family: 'YARIS',
    from: 2019,
    weight: 2,
    chassis: vin('MR0', 'KB3F5'),
    variants: [v('1.5 E', 1496, 'CVT', 77_000), v('1.5 G', 1496, 'CVT', 85_000)],
  },
  {
    make: 'TOYOTA',
    family: 'FORTUNER',
    from: 2005,
    weight: 1,
    diesel: true,
    chassis: vin('MR0', 'GA3GS'),
    variants: [v('2.8 VRZ 4x4', 2755, 'Automatic', 227_000)],
  },
  {
    make: 'TOYOTA',
    family: 'VELLFIRE',
    from: 2015,
    to: 2023,
    weight: 1,
    chassis: frame('AGH30'),
    variants: [v('2.5 Z G Edition', 2494, 'CVT', 383_000)],
  },
  {
    make: 'TOYOTA',
    family: 'ALPHARD',
    from: 2015,
    to: 2023,
    weight: 1,
    chassis: frame('AGH30W'),
    variants: [v('2.5 SC', 2494, 'CVT', 438_000)],
  },
  {
    make: 'TOYOTA',
    family: 'HARRIER',
    from: 2014,
    to: 2020,
    weight: 1,
    chassis: frame('ZSU60'),
    variants: [v('2.0 Premium', 1986, 'CVT', 250_000)],
  },
  {
    make: 'NISSAN',
    family: 'ALMERA',
    from: 2012,
    weight: 3,
    chassis: vin('MNT', 'BAAN1'),
    variants: [v('1.5 E', 1498, 'CVT', 66_000), v('1.0 VL Turbo', 999, 'CVT', 91_000)],
  },
  {
    make: 'NISSAN',
    family: 'NAVARA',
    from: 2008,
    weight: 2,
    diesel: true,
    chassis: vin('MNT', 'CS4D2'),
    variants: [v('2.5 SE 4x4', 2488, 'Manual', 93_000), v('2.5 VL 4x4', 2488, 'Automatic', 134_000)],
  },
  {
    make: 'NISSAN',
    family: 'SERENA',
    from: 2008,
    weight: 1,
    chassis: vin('JN1', 'TC27S'),
    variants: [v('2.0 S-Hybrid Highway Star', 1997, 'CVT', 160_000)],
  },
  {
    make: 'NISSAN',
    family: 'X-TRAIL',
    from: 2003,
    weight: 1,
    chassis: vin('JN1', 'TT32A'),
    variants: [v('2.0 2WD', 1997, 'CVT', 143_000), v('2.5 4WD', 2488, 'CVT', 160_000)],
  },
  {
    make: 'NISSAN',
    family: 'GRAND LIVINA',
    from: 2008,
    to: 2019,
    weight: 1,
    chassis: vin('MNT', 'BL10A'),
    variants: [v('1.6 Comfort', 1598, 'Automatic', 80_000)],
  },
  {
    make: 'MAZDA',
    family: 'CX-5',
    from: 2013,
    weight: 2,
    chassis: vin('JMZ', 'KF2W7'),
    variants: [v('2.0 Mid', 1998, 'Automatic', 145_000), v('2.5 Turbo High', 2488, 'Automatic', 185_000)],
  },
  {
    make: 'MAZDA',
    family: 'MAZDA 3',
    from: 2014,
    weight: 1,
    chassis: vin('JMZ', 'BP2S7'),
    variants: [v('1.5 Sedan', 1496, 'Automatic', 130_000), v('2.0 High Plus', 1998, 'Automatic', 166_000)],
  },
  {
    make: 'MAZDA',
    family: 'CX-30',
    from: 2020,
    weight: 1,
    chassis: vin('JMZ', 'DM2W7'),
    variants: [v('2.0 High', 1998, 'Automatic', 155_000)],
  },
  {
    make: 'MITSUBISHI',
    family: 'TRITON',
    from: 2006,
    weight: 2,
    diesel: true,
    chassis: vin('MMB', 'JNKL3'),
    variants: [v('2.5 Quest', 2477, 'Manual', 82_000), v('2.4 VGT Adventure X', 2442, 'Automatic', 135_000)],
  },
  {
    make: 'MITSUBISHI',
    family: 'XPANDER',
    from: 2020,
    weight: 1,
    chassis: vin('MMB', 'XNP1W'),
    variants: [v('1.5 AT', 1499, 'Automatic', 99_000)],
  },
  {
    make: 'ISUZU',
    family: 'D-MAX',
    from: 2003,
    weight: 2,
    diesel: true,
    chassis: vin('MPA', 'TFR86'),
    variants: [v('1.9 Ddi Standard 4x4', 1898, 'Manual', 91_000), v('3.0 Ddi X-Terrain', 2999, 'Automatic', 154_000)],
  },
  {
    make: 'FORD',
    family: 'RANGER',
    from: 2012,
    weight: 1,
    diesel: true,
    chassis: vin('MNC', 'LS4D2'),
    variants: [v('2.0 XLT+', 1996, 'Automatic', 145_000), v('2.0 Wildtrak Bi-Turbo', 1996, 'Automatic', 183_000)],
  },
  {
    make: 'MERCEDES-BENZ',
    family: 'C-CLASS',
    from: 2008,
    weight: 1,
    chassis: vin('WDD', '20504'),
    variants: [v('C200 Avantgarde', 1496, 'Automatic', 265_000), v('C300 AMG Line', 1999, 'Automatic', 330_000)],
  },
  {
    make: 'BMW',
    family: '3 SERIES',
    from: 2008,
    weight: 1,
    chassis: vin('WBA', '5R110'),
    variants: [v('320i Sport', 1998, 'Automatic', 245_000), v('330e M Sport', 1998, 'Automatic', 285_000)],
  },
];

export function chassisFormFor(family: Family, year: number): ChassisForm {
  const entry = family.chassis.find((candidate) => candidate.until === undefined || year <= candidate.until);
  return (entry ?? family.chassis[family.chassis.length - 1]!).form;
}

const isTurbo = (variant: Variant) => /TURBO|TGDI|\dT\b|\bTC\b/i.test(variant.name);
const isHybrid = (variant: Variant) => /HYBRID|E:HEV/i.test(variant.name);

/** Engine as a policy shows it, e.g. `1.5L turbo petrol`. */
export function engineDescription(family: Family, variant: Variant) {
  const litres = (Math.round(variant.cc / 100) / 10).toFixed(1);
  const fuel = family.diesel ? 'diesel' : isHybrid(variant) ? 'petrol hybrid' : 'petrol';
  return `${litres}L ${isTurbo(variant) ? 'turbo ' : ''}${fuel}`;
}

/** Years a family was sold, within [1995, lastYear]. */
export function salesYears(family: Family, lastYear: number) {
  const first = Math.max(family.from, 1995);
  const last = Math.min(family.to ?? lastYear, lastYear);
  return { first, last };
}

/** ISM-ABI-style NVIC: make, two-digit year, family letter, variant letter, e.g. `PER19AC`. */
export function nvicFor(family: Family, variant: Variant, year: number) {
  const familyIndex = families.filter((candidate) => candidate.make === family.make).indexOf(family);
  const variantIndex = family.variants.indexOf(variant);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return `${family.make.slice(0, 3)}${String(year % 100).padStart(2, '0')}${letters[familyIndex]}${letters[variantIndex]}`;
}

/** Share of the new price a car keeps at an age in years (per mille; no floating point money). */
const retainedPerMille = [1000, 880, 790, 715, 650, 595, 545, 500, 460, 425, 395, 370, 345, 325, 305, 290, 275];

export function depreciatedSen(newPriceSen: number, ageYears: number) {
  const perMille = retainedPerMille[Math.max(0, Math.min(ageYears, retainedPerMille.length - 1))]!;
  return roundToHundredRinggit((newPriceSen * perMille) / 1000);
}

const roundToHundredRinggit = (sen: number) => Math.round(sen / 10_000) * 10_000;

/** East Malaysia prices run a little above the West's (shipping); about 2 %, to RM 100. */
export const eastMalaysiaPriceSen = (westSen: number) => roundToHundredRinggit((westSen * 102) / 100);

/** Standard equipment by price: the dearer the car, the longer the list. */
const featureTiers: readonly { fromRm: number; features: readonly string[] }[] = [
  {
    fromRm: 0,
    features: [
      'Dual front SRS airbags',
      'ABS with EBD',
      'ISOFIX child seat anchors',
      'Power windows',
      'Central locking',
    ],
  },
  { fromRm: 40_000, features: ['Vehicle Stability Control', 'Hill Start Assist', 'Reverse camera', 'Keyless entry'] },
  {
    fromRm: 60_000,
    features: ['Push start button', 'Alloy wheels', 'Touchscreen head unit with Apple CarPlay and Android Auto'],
  },
  {
    fromRm: 90_000,
    features: ['Advanced Safety Assist (autonomous emergency braking)', 'LED headlamps', 'Cruise control'],
  },
  { fromRm: 130_000, features: ['Blind spot monitor', 'Dual-zone automatic climate control', 'Leather seats'] },
  { fromRm: 200_000, features: ['Power tailgate', '360-degree camera', 'Electric front seats with memory', 'Sunroof'] },
];

export function standardFeatures(variant: Variant) {
  return featureTiers.filter((tier) => variant.priceRm >= tier.fromRm).flatMap((tier) => tier.features);
}
