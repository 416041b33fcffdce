import type { Language } from '../i18n/languages.ts';
import { z } from '../zod.ts';
import { searchHelpTexts } from './texts.ts';

export { searchHelpTexts } from './texts.ts';

/** A hint never blocks a search: it tells the user what may be wrong with what was typed. Codes are stable. */
export const searchHintCodes = ['VIN_CHECK_DIGIT_MISMATCH'] as const;
export type SearchHintCode = (typeof searchHintCodes)[number];

export const searchHint = z.object({ Code: z.enum(searchHintCodes), Message: z.string() });
export type SearchHint = z.infer<typeof searchHint>;

/** A hint's sentence in a language. */
export const searchHintText = (language: Language, code: SearchHintCode): string => searchHelpTexts.of(language)(code);

/** ISO 3779 transliteration: letters to values (I, O and Q are never used in a VIN). */
// biome-ignore format: the table reads as the standard prints it
const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
  '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit (position 9) a 17-character VIN should have: '0'–'9' or 'X' (remainder 10). Null when the
 * text is not 17 characters or holds a character a VIN cannot (I, O, Q, anything but letters and digits).
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = VIN_VALUES[vin.charAt(i)];
    if (value === undefined) return null;
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * A VIN made for North America: its first character, the WMI's region, is 1–5. Only there is the 9th character a
 * mandatory check digit; elsewhere (Malaysia's own chassis numbers among them) it is whatever the maker chose.
 */
const isNorthAmericanVin = (vin: string): boolean => /^[1-5]/.test(vin);

/**
 * A chassis number (a normalised search key: upper case, no spaces or dashes) that looks like a North American
 * VIN, 17 characters a VIN may hold, but whose 9th character is not its check digit. Only a hint, and never for a
 * VIN from elsewhere, whose 9th character need not be a check digit.
 */
export function vinCheckDigitMismatch(chassisKey: string): boolean {
  const expected = vinCheckDigit(chassisKey);
  return expected !== null && isNorthAmericanVin(chassisKey) && chassisKey.charAt(8) !== expected;
}

/** The hints for a search's chassis number key (empty for a plate or a chassis number with nothing to say). */
export function chassisHints(chassisKey: string): SearchHintCode[] {
  return vinCheckDigitMismatch(chassisKey) ? ['VIN_CHECK_DIGIT_MISMATCH'] : [];
}

/** Characters commonly typed for one another on a plate. */
// biome-ignore format: pairs read side by side
const PLATE_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0', '0': 'O', I: '1', '1': 'I', S: '5', '5': 'S', Z: '2', '2': 'Z', B: '8', '8': 'B',
};

/** At most this many variants of one plate are looked up. */
export const PLATE_VARIANTS_MAX = 32;
/** At most this many suggestions are answered. */
export const PLATE_SUGGESTIONS_MAX = 5;

/**
 * Plates a normalised plate may have been meant as, from common typos (O/0, I/1, S/5, Z/2, B/8): fewest
 * changes first (every single swap, then pairs, …), left to right, without the plate itself, at most `max`.
 */
export function plateTypoVariants(plateKey: string, max = PLATE_VARIANTS_MAX): string[] {
  const positions = [...plateKey].flatMap((char, i) => (PLATE_LOOKALIKES[char] ? [i] : []));
  const variants: string[] = [];
  // Sets of positions to swap, by size: combinations of 1, then of 2, … of the swappable positions.
  const combine = (size: number, from: number, chosen: number[]): boolean => {
    if (chosen.length === size) {
      const chars = [...plateKey];
      for (const i of chosen) chars[i] = PLATE_LOOKALIKES[chars[i] ?? ''] ?? chars[i] ?? '';
      variants.push(chars.join(''));
      return variants.length < max;
    }
    for (let k = from; k < positions.length; k++) {
      if (!combine(size, k + 1, [...chosen, positions[k] ?? 0])) return false;
    }
    return true;
  };
  for (let size = 1; size <= positions.length; size++) {
    if (!combine(size, 0, [])) break;
  }
  return variants;
}
