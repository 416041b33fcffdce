import { z } from 'zod';
import { normaliseKey, tidyDisplay } from '../db/normalise.ts';
import type { Cell } from './read-rows.ts';

/**
 * Zod fields for import rows. Every message names the column in plain words, so a report line
 * reads like `line 14: chassis number is required`.
 */
type Parsed<T> = { value: T } | { error: string };
type Parse<T> = (text: string) => Parsed<T>;

const ok = <T>(value: T): Parsed<T> => ({ value });
const fail = (error: string): Parsed<never> => ({ error });

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Text of a cell, or undefined when it is empty. A spreadsheet date in a text column reads as YYYY-MM-DD. */
function textOf(cell: Cell) {
  if (cell instanceof Date) return isoDate(cell);
  const text = cell?.trim();
  return text ? text : undefined;
}

function cellField<T, Empty>(parse: Parse<T>, whenEmpty: () => Parsed<Empty>) {
  return z.custom<Cell>().transform((cell, context): T | Empty => {
    const text = textOf(cell);
    const parsed = text === undefined ? whenEmpty() : parse(text);
    if ('error' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  });
}

const required = <T>(label: string, parse: Parse<T>) => cellField(parse, () => fail(`${label} is required`));
const optional = <T>(parse: Parse<T>) => cellField(parse, () => ok(null));

const plainText =
  (label: string, max: number): Parse<string> =>
  (text) =>
    text.length > max ? fail(`${label} must be at most ${max} characters`) : ok(text);

const upperText = (label: string, max: number): Parse<string> => {
  const check = plainText(label, max);
  return (text) => check(tidyDisplay(text));
};

function vehicleNumber(label: string, max: number, minKeyLength: number): Parse<string> {
  return (text) => {
    const display = tidyDisplay(text);
    if (!/^[A-Z0-9][A-Z0-9 -]*$/.test(display))
      return fail(`${label} may hold only letters, digits, spaces and hyphens`);
    if (display.length > max) return fail(`${label} must be at most ${max} characters`);
    if (normaliseKey(display).length < minKeyLength) {
      return fail(`${label} must have at least ${minKeyLength} letters and digits`);
    }
    return ok(display);
  };
}

const nvic: Parse<string> = (text) => {
  const value = tidyDisplay(text);
  return /^[A-Z0-9-]{1,20}$/.test(value) ? ok(value) : fail('NVIC must be 1 to 20 letters and digits');
};

/** RM with up to 2 decimals (`45000`, `45,000.50`, `RM 45,000.50`) to whole sen, without floating point. */
const money =
  (label: string): Parse<number> =>
  (text) => {
    const match = /^(?:RM ?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i.exec(text.replace(/\s+/g, ' '));
    const ringgit = match?.[1]?.replaceAll(',', '');
    if (!match || !ringgit || ringgit.length > 12) return fail(`${label} must be an amount in RM such as 12500.00`);
    return ok(Number(ringgit) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
  };

const wholeNumber =
  (label: string, min: number, max: () => number): Parse<number> =>
  (text) => {
    const digits = text.replaceAll(',', '');
    const value = Number(digits);
    if (!/^\d+$/.test(digits) || value < min || value > max()) {
      return fail(`${label} must be a whole number from ${min} to ${max()}`);
    }
    return ok(value);
  };

const nextYear = () => new Date().getUTCFullYear() + 1;

/** A calendar date: `YYYY-MM-DD`, `DD/MM/YYYY` (as Malaysian forms write it) or a spreadsheet date cell. */
const calendarDate =
  (label: string): Parse<string> =>
  (text) => {
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
    const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    const [year, month, day] = (iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : []).map(
      Number,
    );
    const date = new Date(Date.UTC(year ?? Number.NaN, (month ?? 0) - 1, day));
    if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day || date.getUTCMonth() !== (month ?? 0) - 1) {
      return fail(`${label} must be a date such as 2021-12-19 or 19/12/2021`);
    }
    if (date.getTime() > Date.now()) return fail(`${label} must not be in the future`);
    if (date.getUTCFullYear() < 1980) return fail(`${label} must not be before 1980`);
    return ok(isoDate(date));
  };

export const field = {
  registration: (label = 'registration number') => required(label, vehicleNumber(label, 20, 2)),
  chassis: () => required('chassis number', vehicleNumber('chassis number', 30, 6)),
  nvic: () => required('NVIC', nvic),
  optionalNvic: () => optional(nvic),
  text: (label: string, max: number) => required(label, upperText(label, max)),
  optionalText: (label: string, max: number) => optional(upperText(label, max)),
  /** Kept as written: feature descriptions read better in their own case. */
  prose: (label: string, max: number) => required(label, plainText(label, max)),
  money: (label: string) => required(label, money(label)),
  optionalMoney: (label: string) => optional(money(label)),
  year: (label = 'year of manufacture') => required(label, wholeNumber(label, 1950, nextYear)),
  optionalYear: (label = 'year of manufacture') => optional(wholeNumber(label, 1950, nextYear)),
  count: (label: string, max: number) => optional(wholeNumber(label, 0, () => max)),
  engineCc: () => optional(wholeNumber('engine cc', 1, () => 20_000)),
  date: (label: string) => required(label, calendarDate(label)),
};
