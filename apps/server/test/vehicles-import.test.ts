import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { type Db, openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { countVehicleData } from '../src/db/vehicle-data.ts';
import {
  findClaims,
  findIsmabiRow,
  findStandardFeatures,
  findVehicleByChassis,
  newestVehicleByRegistration,
} from '../src/domain/vehicles/queries.ts';
import { describeReport, importFile } from '../src/imports/import.ts';
import type { MailQueue } from '../src/platform/mail-delivery.ts';
import { freshDatabase } from './support/database.ts';

let db: Db;
/** The queue a claims import mails the watchers of its vehicles with: none is watched here. */
const nobodyWatching: MailQueue = { enqueue: () => assert.fail('no vehicle is watched: nobody to mail') };
let dropDatabase: () => Promise<void>;
let folder: string;

before(async () => {
  const database = await freshDatabase();
  dropDatabase = database.drop;
  db = await openDatabase(database.target);
  await migrateToLatest(db);
  folder = await mkdtemp(path.join(tmpdir(), 'portal-import-'));
});
after(async () => {
  await db.destroy();
  await dropDatabase();
  await rm(folder, { recursive: true, force: true });
});

/** Imports a CSV file that must be refused whole: answers its report, having checked that nothing was written. */
async function refusedImport(kind: 'vehicles' | 'claims', name: string, lines: string[]) {
  const before = await countVehicleData(db);
  const report = await importFile(db, kind, await csvFile(name, lines), { jobs: nobodyWatching });
  assert.deepEqual(await countVehicleData(db), before, 'nothing written');
  return report;
}

async function csvFile(name: string, lines: string[]) {
  const file = path.join(folder, name);
  await writeFile(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

async function xlsxFile(name: string, rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const file = path.join(folder, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

const vehicleHeader =
  'RegistrationNo,ChassisNo,NVIC,Make,Family,Variant,YearOfManufacture,Transmission,EngineCC,Engine,SumInsured';

describe('vehicles file', () => {
  it('imports a good CSV with keys normalised and money in sen', async () => {
    const file = await csvFile('vehicles.csv', [
      vehicleHeader,
      'wqa 5521,PM2M602S001234567,PER19AC,Perodua,Myvi,1.5 AV,2019,Automatic,1496,1.5L petrol,"41,650.50"',
      'SAB 1234 A,SV30-0169266,,Toyota,Camry,,1994,Automatic,,,',
      'PUTRAJAYA 8,MRHGM6520LL203318,HON20AB,Honda,City,1.5 V,2020,CVT,1497,,RM 62500',
    ]);
    const report = await importFile(db, 'vehicles', file);
    assert.deepEqual(report, { accepted: 3, rejected: 0, rejections: [], written: true });

    const myvi = await newestVehicleByRegistration(db, 'WQA5521');
    assert.equal(myvi?.registration_no, 'WQA 5521');
    assert.equal(myvi?.chassis_no, 'PM2M602S001234567');
    assert.equal(myvi?.make, 'PERODUA');
    assert.equal(myvi?.sum_insured_sen, 4_165_050);
    const camry = await findVehicleByChassis(db, 'SV300169266');
    assert.equal(camry?.chassis_no, 'SV30-0169266');
    assert.equal(camry?.registration_no_key, 'SAB1234A');
    assert.equal(camry?.sum_insured_sen, null);
    const city = await findVehicleByChassis(db, 'MRHGM6520LL203318');
    assert.equal(city?.registration_no_key, 'PUTRAJAYA8');
    assert.equal(city?.sum_insured_sen, 6_250_000);
  });

  it('replaces a vehicle imported again with the same chassis number', async () => {
    const before = await countVehicleData(db);
    const file = await csvFile('renewal.csv', [
      vehicleHeader,
      'WQA 5521,pm2m602s001234567,PER19AC,PERODUA,MYVI,1.5 AV,2019,Automatic,1496,1.5L petrol,38000',
    ]);
    assert.equal((await importFile(db, 'vehicles', file)).written, true);
    assert.equal((await countVehicleData(db)).vehicles, before.vehicles);
    assert.equal((await findVehicleByChassis(db, 'PM2M602S001234567'))?.sum_insured_sen, 3_800_000);
  });

  it('imports a good XLSX, reading number cells, with the columns in another order', async () => {
    const file = await xlsxFile('vehicles.xlsx', [
      ['ChassisNo', 'RegistrationNo', 'Make', 'Family', 'YearOfManufacture', 'SumInsured', 'Variant'],
      ['PL1BT3LN3ES864197', 'JQA 1188', 'PROTON', 'SAGA', 2014, 18500.5, '1.3 Standard'],
      ['MR0HA3CD0H1234567', 'QKA 2201', 'TOYOTA', 'HILUX', 2017, 72000, null],
    ]);
    const report = await importFile(db, 'vehicles', file);
    assert.equal(describeReport(report).split('\n')[0], 'accepted 2, rejected 0');
    const saga = await findVehicleByChassis(db, 'PL1BT3LN3ES864197');
    assert.equal(saga?.registration_no, 'JQA 1188');
    assert.equal(saga?.year_of_manufacture, 2014);
    assert.equal(saga?.sum_insured_sen, 1_850_050);
    assert.equal((await findVehicleByChassis(db, 'MR0HA3CD0H1234567'))?.variant, null);
  });

  it('rejects a file with a bad row, names the line and the reason, and writes nothing', async () => {
    const report = await refusedImport('vehicles', 'bad.csv', [
      vehicleHeader,
      'WBB 1001,PM2B200S000000001,,PERODUA,AXIA,1.0 G,2016,Automatic,998,,22000',
      'WBB 1002,,,PERODUA,AXIA,1.0 G,2016,Automatic,998,,22000',
      '',
      'WBB 1003,PM2B200S000000003,,PERODUA,AXIA,1.0 G,2016,Automatic,998,,22000.555',
      'WBB 1004,PM2B200S000000001,,PERODUA,AXIA,1.0 G,2016,Automatic,998,,22000',
    ]);
    assert.equal(report.written, false);
    assert.equal(report.accepted, 1);
    assert.deepEqual(report.rejections, [
      { line: 3, reason: 'chassis number is required' },
      { line: 5, reason: 'sum insured must be an amount in RM such as 12500.00' },
      { line: 6, reason: 'same chassis number as line 2' },
    ]);
    assert.match(describeReport(report), /^accepted 1, rejected 3\nline 3: chassis number is required\n/);
    assert.equal(await findVehicleByChassis(db, 'PM2B200S000000001'), undefined);
  });

  it('rejects a file without a required column at its header line', async () => {
    const file = await csvFile('no-chassis.csv', [
      'RegistrationNo,Make,Family,YearOfManufacture',
      'WBB 1,PERODUA,AXIA,2016',
    ]);
    const report = await importFile(db, 'vehicles', file);
    assert.deepEqual(report.rejections, [{ line: 1, reason: 'missing column ChassisNo' }]);
    assert.equal(report.written, false);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    const file = await csvFile('vehicles.txt', [vehicleHeader]);
    await assert.rejects(importFile(db, 'vehicles', file), /only \.csv and \.xlsx/);
  });
});

describe('claims file', () => {
  const header =
    'Insurer,ClaimNo,ChassisNo,RegistrationNo,AccidentLossDate,EstimateAuthorized,SumInsured,ClaimTypeDesc,AccidentLossType,TypeOfLoss,PolicyStatus,VehMileage,NoOfParts,SameAccidentsCount,Parts';

  it('imports claims with dates in either form, findable by chassis or by the plate at the time', async () => {
    const file = await csvFile('claims.csv', [
      header,
      'Etiqa General Insurance Berhad,ETQ-1,PM2M602S001234567,WQA 5521,19/12/2021,"12,450.00",38000,OWN DAMAGE,FLOOD,PARTIAL LOSS,ACTIVE,"45,100",3,1,"ENGINE, ECU, SEATS"',
      'Etiqa General Insurance Berhad,ETQ-2,MR0BA3F348J047791,WQA 5521,2015-03-02,800,48000,WINDSCREEN,,,EXPIRED,,1,1,WINDSCREEN',
    ]);
    const report = await importFile(db, 'claims', file, { jobs: nobodyWatching });
    assert.equal(report.written, true, describeReport(report));
    const claims = await findClaims(db, { chassisKey: 'PM2M602S001234567', registrationKey: 'WQA5521' });
    assert.deepEqual(
      claims.map((claim) => [claim.accident_loss_date, claim.chassis_no, claim.estimate_authorised_sen]),
      [
        ['2015-03-02', 'MR0BA3F348J047791', 80_000],
        ['2021-12-19', 'PM2M602S001234567', 1_245_000],
      ],
    );
    assert.equal(claims[1]?.veh_mileage, 45_100);
    assert.equal(claims[1]?.parts, 'ENGINE, ECU, SEATS');
  });

  it('imports a claims XLSX whose accident dates are date cells', async () => {
    const file = await xlsxFile('claims.xlsx', [
      header.split(','),
      [
        'RHB Insurance Berhad',
        'RHB-9',
        'SV30-0169266',
        'SAB 1234 A',
        new Date(Date.UTC(2019, 6, 4)),
        2300.4,
        9000,
        'THEFT',
      ],
    ]);
    const report = await importFile(db, 'claims', file, { jobs: nobodyWatching });
    assert.equal(report.written, true, describeReport(report));
    const [claim] = await findClaims(db, { chassisKey: 'SV300169266' });
    assert.equal(claim?.accident_loss_date, '2019-07-04');
    assert.equal(claim?.estimate_authorised_sen, 230_040);
    assert.equal(claim?.registration_no_key, 'SAB1234A');
  });

  it('rejects impossible dates and amounts with their line numbers', async () => {
    const report = await refusedImport('claims', 'bad-claims.csv', [
      header,
      'Zurich General Insurance Malaysia Berhad,Z-1,PM2M602S001234567,WQA 5521,31/02/2022,100,38000,OWN DAMAGE,,,,,,,',
      'Zurich General Insurance Malaysia Berhad,Z-2,PM2M602S001234567,WQA 5521,2022-01-05,100,0,OWN DAMAGE,,,,,,,',
    ]);
    assert.deepEqual(report.rejections, [
      { line: 2, reason: 'accident date must be a date such as 2021-12-19 or 19/12/2021' },
      { line: 3, reason: 'sum insured must be more than RM 0' },
    ]);
  });
});

describe('ISM ABI files', () => {
  it('imports valuation rows and each NVIC’s standard features in file order, replacing the old list', async () => {
    const data = await xlsxFile('ismdata.xlsx', [
      ['NVIC', 'MAKE', 'FAMILY', 'VARIANT', 'YEAR', 'EMNEWPR', 'WMNEWPR', 'MARKETVALUE'],
      ['PER19AC', 'PERODUA', 'MYVI', '1.5 AV', 2019, 60700, 59500, '41,200.00'],
    ]);
    assert.equal((await importFile(db, 'ismdata', data)).written, true);
    const row = await findIsmabiRow(db, 'PER19AC');
    assert.equal(row?.em_new_price_sen, 6_070_000);
    assert.equal(row?.wm_new_price_sen, 5_950_000);
    assert.equal(row?.market_value_sen, 4_120_000);

    const first = await csvFile('features-1.csv', [
      'NVIC,Description',
      'PER19AC,Old feature',
      'PER19AC,Another old one',
    ]);
    assert.equal((await importFile(db, 'ismfeatures', first)).written, true);
    const second = await csvFile('features-2.csv', [
      'NVIC,Description',
      'PER19AC,Dual front SRS airbags',
      'PER19AC,Advanced Safety Assist (autonomous emergency braking)',
      'PER19AC,Push start button',
    ]);
    assert.equal((await importFile(db, 'ismfeatures', second)).written, true);
    assert.deepEqual(await findStandardFeatures(db, 'PER19AC'), [
      'Dual front SRS airbags',
      'Advanced Safety Assist (autonomous emergency braking)',
      'Push start button',
    ]);
  });
});
