import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseKey } from '../src/db/normalise.ts';
import { generateVehicleData, type VehicleStory } from '../src/demo/vehicles/generate.ts';
import { hasValidCheckDigit, vinCheckDigit } from '../src/demo/vehicles/vin.ts';
import { claimSeverity } from '../src/domain/severity.ts';
import { SHOWCASE, showcasePlates, showcaseVehicles } from '../src/domain/showcase.ts';

describe('search keys', () => {
  it('keeps only upper-case letters and digits', () => {
    assert.equal(normaliseKey('bmk-8821'), 'BMK8821');
    assert.equal(normaliseKey('  wxy 1234 '), 'WXY1234');
    assert.equal(normaliseKey('SAB 1234 a'), 'SAB1234A');
    assert.equal(normaliseKey('Putrajaya 8'), 'PUTRAJAYA8');
    assert.equal(normaliseKey('sv30-0169266'), 'SV300169266');
    assert.equal(normaliseKey('pm2l252s002107437'), 'PM2L252S002107437');
    assert.equal(normaliseKey(' -/. '), '');
  });
});

describe('claim severity (estimate authorised ÷ sum insured, whole per cent rounded half up)', () => {
  const sumInsured = 10_000_00; // RM 10,000.00
  const bandOf = (estimateSen: number) => claimSeverity(estimateSen, sumInsured);

  it('is LOW up to 5 %, and under 1 % too', () => {
    assert.equal(bandOf(0), 'LOW');
    assert.equal(bandOf(49_00), 'LOW'); // 0.49 %
    assert.equal(bandOf(100_00), 'LOW'); // 1 %
    assert.equal(bandOf(549_99), 'LOW'); // 5.4999 % rounds to 5
  });

  it('is MEDIUM from 5.5 % (rounds to 6) to 15 %', () => {
    assert.equal(bandOf(550_00), 'MEDIUM');
    assert.equal(bandOf(1_500_00), 'MEDIUM');
    assert.equal(bandOf(1_549_99), 'MEDIUM');
  });

  it('is HIGH from 15.5 % to 30 %', () => {
    assert.equal(bandOf(1_550_00), 'HIGH');
    assert.equal(bandOf(3_000_00), 'HIGH');
    assert.equal(bandOf(3_049_99), 'HIGH');
  });

  it('is SEVERE from 30.5 % up, a total loss included', () => {
    assert.equal(bandOf(3_050_00), 'SEVERE');
    assert.equal(bandOf(sumInsured), 'SEVERE');
  });

  it('rounds half up exactly, for small and very large amounts', () => {
    assert.equal(claimSeverity(1, 200), 'LOW'); // 0.5 % rounds up to 1
    assert.equal(claimSeverity(11, 200), 'MEDIUM'); // 5.5 %
    assert.equal(claimSeverity(31, 200), 'HIGH'); // 15.5 %
    assert.equal(claimSeverity(61, 200), 'SEVERE'); // 30.5 %
    assert.equal(claimSeverity(4_950_000_000_00, 90_000_000_000_00), 'MEDIUM'); // 5.5 % of RM 90 billion
    assert.equal(claimSeverity(4_949_999_999_99, 90_000_000_000_00), 'LOW');
  });

  it('refuses a sum insured that is not a positive whole number of sen', () => {
    assert.throws(() => claimSeverity(100, 0), RangeError);
    assert.throws(() => claimSeverity(100, -5), RangeError);
    assert.throws(() => claimSeverity(10.5, 1000), RangeError);
  });
});

describe('VIN check digit', () => {
  it('matches published examples', () => {
    assert.equal(vinCheckDigit('1M8GDM9AXKP042788'), 'X');
    assert.equal(vinCheckDigit('11111111111111111'), '1');
    assert.equal(hasValidCheckDigit('1HGCM82633A004352'), true);
    assert.equal(hasValidCheckDigit('1HGCM82623A004352'), false);
  });
});

const today = '2025-06-30';
const generate = (vehicles: number, claims: number, seed = 7) => [
  ...generateVehicleData({ seed, vehicles, claims, today, reservedPlates: showcasePlates }),
];
const vehiclesOf = (stories: VehicleStory[]) => stories.flatMap((story) => story.vehicles);
const claimsOf = (stories: VehicleStory[]) => stories.flatMap((story) => story.claims);

describe('generated data', () => {
  const stories = generate(3_000, 9_000);
  const vehicles = vehiclesOf(stories);
  const claims = claimsOf(stories);

  it('is the same for the same seed and different for another', () => {
    assert.deepEqual(generate(500, 1_500), generate(500, 1_500));
    assert.notDeepEqual(vehiclesOf(generate(50, 0, 1)), vehiclesOf(generate(50, 0, 2)));
  });

  it('makes exactly the vehicles and claims asked for, some vehicles with none and some with several', () => {
    assert.equal(vehicles.length, 3_000);
    assert.equal(claims.length, 9_000);
    const perChassis = new Map<string, number>();
    for (const claim of claims) perChassis.set(claim.chassisNo, (perChassis.get(claim.chassisNo) ?? 0) + 1);
    const withNone = vehicles.filter((vehicle) => !perChassis.has(vehicle.chassisNo)).length;
    assert.ok(withNone > 600 && withNone < 2_000, `${withNone} vehicles without claims`);
    assert.ok(Math.max(...perChassis.values()) >= 8);
  });

  it('issues Malaysian plate forms, each plate once, never a Z (military) or showcase plate', () => {
    const forms = {
      peninsular: /^[A-HJ-NP-Y]{1,3} [1-9]\d{0,3}$/,
      sabah: /^S[A-HJ-NP-Y]{2} [1-9]\d{0,3} [A-HJ-NP-Y]$/,
      special: /^(PUTRAJAYA|PATRIOT|MALAYSIA|G1M|1M4U|VIP) [1-9]\d{0,3}$/,
    };
    const plates = vehicles.map((vehicle) => vehicle.registrationNo);
    for (const plate of plates) {
      assert.ok(
        Object.values(forms).some((form) => form.test(plate)),
        `${plate} is not a Malaysian plate form`,
      );
    }
    for (const form of Object.values(forms))
      assert.ok(
        plates.some((plate) => form.test(plate)),
        String(form),
      );
    assert.ok(
      plates.some((plate) => /^[A-Z]{2,3} \d{1,2}$/.test(plate)),
      'short numbers such as VBC 7 occur',
    );
    assert.equal(new Set(plates.map(normaliseKey)).size, plates.length);
    assert.ok(!plates.some((plate) => plate.startsWith('Z')));
    const reserved = new Set(showcasePlates.map(normaliseKey));
    assert.ok(!plates.some((plate) => reserved.has(normaliseKey(plate))));
  });

  it('gives 17-character VINs a valid check digit, beside local and imported chassis numbers', () => {
    const chassis = vehicles.map((vehicle) => vehicle.chassisNo);
    const vins = chassis.filter((number) => number.length === 17 && !number.startsWith('PM2'));
    const local = chassis.filter((number) => /^PM2[A-Z0-9]{4}S00\d{7}$/.test(number));
    const imported = chassis.filter((number) => /^[A-Z0-9]{3,6}-\d{7}$/.test(number));
    assert.ok(vins.length > 1_000 && local.length > 500 && imported.length > 10);
    assert.equal(vins.length + local.length + imported.length, chassis.length);
    for (const vin of vins) assert.ok(hasValidCheckDigit(vin), `${vin} has a wrong check digit`);
    assert.equal(new Set(chassis.map(normaliseKey)).size, chassis.length);
  });

  it('uses makes and families sold in Malaysia', () => {
    const names = new Set(vehicles.map((vehicle) => `${vehicle.make} ${vehicle.family}`));
    for (const name of ['PERODUA MYVI', 'PERODUA AXIA', 'PROTON SAGA', 'HONDA CITY', 'TOYOTA VIOS']) {
      assert.ok(names.has(name), name);
    }
  });

  it('dates claims from 2003 to the given day, in whole sen with a sum insured', () => {
    for (const claim of claims) {
      assert.ok(claim.accidentLossDate >= '2003-01-01' && claim.accidentLossDate <= today, claim.accidentLossDate);
      assert.ok(Number.isSafeInteger(claim.estimateAuthorisedSen) && claim.estimateAuthorisedSen >= 0);
      assert.ok(Number.isSafeInteger(claim.sumInsuredSen) && claim.sumInsuredSen > 0);
    }
    const severities = new Set(claims.map((claim) => claimSeverity(claim.estimateAuthorisedSen, claim.sumInsuredSen)));
    assert.deepEqual([...severities].sort(), ['HIGH', 'LOW', 'MEDIUM', 'SEVERE']);
  });

  it('moves some plates to another chassis: a claim under a plate that another car now carries', () => {
    const holderOf = new Map(vehicles.map((vehicle) => [normaliseKey(vehicle.registrationNo), vehicle.chassisNo]));
    const moved = claims.filter((claim) => {
      const holder = holderOf.get(normaliseKey(claim.registrationNo));
      return holder !== undefined && holder !== claim.chassisNo;
    });
    assert.ok(moved.length > 0);
  });
});

describe('showcase vehicles', () => {
  it('are the documented plates, and ZZZ 9999 is not among them', () => {
    const plates = showcaseVehicles.map((vehicle) => vehicle.registrationNo);
    assert.ok(plates.includes('WXY 1234') && plates.includes('BMK 8821') && plates.includes('JQP 4455'));
    assert.ok(!plates.includes(SHOWCASE.notFound));
  });
});
