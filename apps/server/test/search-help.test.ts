import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  normaliseSearchKey,
  PLATE_VARIANTS_MAX,
  plateTypoVariants,
  type SearchHint,
  searchHintText,
  vinCheckDigit,
  vinCheckDigitMismatch,
} from '@portal/contract';
import { SHOWCASE } from '../src/domain/showcase.ts';
import { demo, individual, server, useTestServer } from './support/harness.ts';

describe('the VIN check digit (ISO 3779)', () => {
  it('accepts known good VINs, their check digit X or a number', () => {
    assert.equal(vinCheckDigit('1M8GDM9AXKP042788'), 'X');
    assert.equal(vinCheckDigitMismatch('1M8GDM9AXKP042788'), false);
    assert.equal(vinCheckDigit('11111111111111111'), '1');
    assert.equal(vinCheckDigitMismatch('11111111111111111'), false);
    assert.equal(vinCheckDigitMismatch('1HGCM82633A004352'), false);
  });

  it('flags a VIN whose 9th character is not its check digit', () => {
    assert.equal(vinCheckDigitMismatch('1M8GDM9A1KP042788'), true);
    // One character mistyped elsewhere changes the check digit too.
    assert.equal(vinCheckDigitMismatch('1M8GDM9AXKP042789'), true);
  });

  it('says nothing of what cannot be an ISO VIN: another length, or I, O, Q', () => {
    assert.equal(vinCheckDigit('1M8GDM9AXKP04278'), null);
    assert.equal(vinCheckDigitMismatch('1M8GDM9AXKP04278'), false);
    assert.equal(vinCheckDigitMismatch('1M8GDM9AXKP0427888'), false);
    assert.equal(vinCheckDigitMismatch('1M8GDM9AXKPO42788'), false);
    assert.equal(vinCheckDigitMismatch(''), false);
  });
});

describe('plate typo variants', () => {
  it('swaps O/0, I/1, S/5, Z/2, B/8, single swaps first, never the plate itself', () => {
    const variants = plateTypoVariants('8MK8821');
    assert.deepEqual(variants.slice(0, 5), ['BMK8821', '8MKB821', '8MK8B21', '8MK88Z1', '8MK882I']);
    assert.ok(!variants.includes('8MK8821'));
    assert.equal(new Set(variants).size, variants.length);
    assert.deepEqual(plateTypoVariants('WXY'), []);
    assert.deepEqual(plateTypoVariants('O'), ['0']);
    assert.deepEqual(plateTypoVariants('S1'), ['51', 'SI', '5I']);
  });

  it('stops at a cap however many characters could be mistyped', () => {
    assert.equal(plateTypoVariants('S0IZB10S2O1B8').length, PLATE_VARIANTS_MAX);
    assert.equal(plateTypoVariants('S0IZB10S2O1B8', 4).length, 4);
  });
});

describe('search help over HTTP', () => {
  useTestServer({ login: ['individual'], ledgerChecked: 'after each test' });

  type Search = {
    Unikey: string;
    IsFound: boolean;
    Hints: SearchHint[];
    PlateSuggestions: string[];
  };
  const search = (query: string, token?: string, language?: string) =>
    server.call<Search>('GET', `/api/Check/SearchItem?${query}`, {
      ...(token ? { token } : {}),
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const checkOf = (unikey: string) =>
    server.db.selectFrom('checks').selectAll().where('unikey', '=', unikey).executeTakeFirstOrThrow();
  const showcasePlate = normaliseSearchKey(SHOWCASE.severe);

  it('answers a mistyped plate not found, suggests the plate in the records, and charges nothing', async () => {
    const credit = await server.creditBalance(demo.individual.username);
    const transactions = await server.countRows('transactions');
    const payments = await server.countRows('payments');
    const answer = await search('vehicleNo=8MK 8821', individual);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.IsFound, false);
    assert.deepEqual(answer.body.PlateSuggestions, [showcasePlate]);
    assert.deepEqual(answer.body.Hints, []);
    const check = await checkOf(answer.body.Unikey);
    assert.equal(check.is_found, false);
    assert.equal(check.status, 'unpaid');
    assert.equal(check.charged_credit, null);
    assert.equal(check.charged_sen, null);
    assert.equal(await server.creditBalance(demo.individual.username), credit);
    assert.equal(await server.countRows('transactions'), transactions);
    assert.equal(await server.countRows('payments'), payments);
  });

  it('suggests to a guest too, and searching the suggestion finds the vehicle', async () => {
    const missed = await search('vehicleNo=BMK882I');
    assert.equal(missed.body.IsFound, false);
    assert.deepEqual(missed.body.PlateSuggestions, [showcasePlate]);
    const found = await search(`vehicleNo=${missed.body.PlateSuggestions[0]}`);
    assert.equal(found.body.IsFound, true);
    assert.deepEqual(found.body.PlateSuggestions, []);
  });

  it('suggests nothing for a plate with no near plate in the records, nor for a found one', async () => {
    assert.deepEqual((await search(`vehicleNo=${normaliseSearchKey(SHOWCASE.notFound)}`)).body.PlateSuggestions, []);
    assert.deepEqual((await search(`vehicleNo=${showcasePlate}`)).body.PlateSuggestions, []);
  });

  it('hints at a North American VIN with a bad check digit, and still searches', async () => {
    const answer = await search('vehChassisNo=1hgcm82633a004353', individual);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.IsFound, false);
    assert.deepEqual(answer.body.Hints, [
      { Code: 'VIN_CHECK_DIGIT_MISMATCH', Message: searchHintText('en', 'VIN_CHECK_DIGIT_MISMATCH') },
    ]);
    assert.equal((await checkOf(answer.body.Unikey)).is_found, false);
  });

  it("gives no hint for a local chassis number whose 9th character is the maker's own", async () => {
    assert.notEqual(vinCheckDigit(SHOWCASE.severeChassis), SHOWCASE.severeChassis[8], 'no check digit in it');
    const answer = await search(`vehChassisNo=${SHOWCASE.severeChassis.toLowerCase()}`, individual);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.IsFound, true);
    assert.deepEqual(answer.body.Hints, []);
    assert.deepEqual(answer.body.PlateSuggestions, []);
    assert.equal((await checkOf(answer.body.Unikey)).status, 'unpaid');
  });

  it("says the hint in the request's language", async () => {
    const answer = await search('vehChassisNo=1M8GDM9A1KP042788', undefined, 'ms');
    assert.equal(answer.body.IsFound, false);
    assert.equal(answer.body.Hints[0]?.Code, 'VIN_CHECK_DIGIT_MISMATCH');
    assert.equal(answer.body.Hints[0]?.Message, searchHintText('ms', 'VIN_CHECK_DIGIT_MISMATCH'));
    assert.notEqual(searchHintText('ms', 'VIN_CHECK_DIGIT_MISMATCH'), searchHintText('en', 'VIN_CHECK_DIGIT_MISMATCH'));
  });

  it('gives no hint for a good VIN, a short chassis number or a plate', async () => {
    assert.deepEqual((await search('vehChassisNo=1M8GDM9AXKP042788')).body.Hints, []);
    assert.deepEqual((await search('vehChassisNo=PM2L252S00210743')).body.Hints, []);
    assert.deepEqual((await search('vehicleNo=1M8GDM9A1KP')).body.Hints, []);
  });
});
