import assert from 'node:assert/strict';
import { it } from 'node:test';
import { normaliseKey } from '../src/db/normalise.ts';
import { countVehicleData } from '../src/db/vehicle-data.ts';
import { seedVehicleDemo } from '../src/demo/vehicles/demo.ts';
import { claimSeverity } from '../src/domain/severity.ts';
import {
  findClaims,
  findStandardFeatures,
  findVehicleByChassis,
  newestVehicleByRegistration,
} from '../src/domain/vehicles/queries.ts';
import { server, useTestServer } from './support/harness.ts';

useTestServer({ env: { RUN_WORKER: 'false' } });

/** What a check on a registration number would find: the car holding it, and every claim under it or on the car. */
async function lookUp(plate: string) {
  const registrationKey = normaliseKey(plate);
  const vehicle = await newestVehicleByRegistration(server.db, registrationKey);
  const claims = vehicle ? await findClaims(server.db, { chassisKey: vehicle.chassis_no_key, registrationKey }) : [];
  return { vehicle, claims };
}

it('holds WXY 1234 with no claims, and its standard equipment', async () => {
  const { vehicle, claims } = await lookUp('wxy-1234');
  assert.equal(vehicle?.registration_no, 'WXY 1234');
  assert.equal(vehicle?.make, 'PROTON');
  assert.deepEqual(claims, []);
  assert.ok(vehicle?.nvic);
  assert.ok((await findStandardFeatures(server.db, vehicle.nvic)).includes('Dual front SRS airbags'));
});

it('holds BMK 8821 on chassis PM2L252S002107437 with three claims, one SEVERE', async () => {
  const { vehicle, claims } = await lookUp('BMK 8821');
  assert.equal(vehicle?.chassis_no, 'PM2L252S002107437');
  assert.deepEqual(
    claims.map((claim) => [
      claim.accident_loss_date,
      claimSeverity(claim.estimate_authorised_sen, claim.sum_insured_sen),
    ]),
    [
      ['2014-06-11', 'MEDIUM'],
      ['2018-11-02', 'LOW'],
      ['2021-12-19', 'SEVERE'],
    ],
  );
  assert.ok(await findVehicleByChassis(server.db, normaliseKey('pm2l252s002107437')));
});

it('holds JQP 4455 with a claim under the same plate on a different VIN', async () => {
  const { vehicle, claims } = await lookUp('JQP 4455');
  assert.ok(vehicle);
  const elsewhere = claims.filter((claim) => claim.chassis_no_key !== vehicle.chassis_no_key);
  assert.equal(elsewhere.length, 1);
  assert.equal(elsewhere[0]?.registration_no, 'JQP 4455');
  assert.equal(claims.length, elsewhere.length, 'the current car has no claims of its own');
});

it('does not hold ZZZ 9999', async () => {
  assert.equal(await newestVehicleByRegistration(server.db, 'ZZZ9999'), undefined);
  assert.deepEqual(await findClaims(server.db, { registrationKey: 'ZZZ9999' }), []);
});

it('holds a few hundred generated vehicles with claims and ISM ABI data, and seeding again adds nothing', async () => {
  const counts = await countVehicleData(server.db);
  assert.ok(counts.vehicles >= 300 && counts.vehicles < 1_000, `${counts.vehicles} vehicles`);
  assert.ok(counts.claims >= 600, `${counts.claims} claims`);
  assert.ok(counts.ismabiRows > 500 && counts.standardFeatures > counts.ismabiRows);
  await seedVehicleDemo(server.db);
  assert.deepEqual(await countVehicleData(server.db), counts);
});
