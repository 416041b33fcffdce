import { vinCheckDigit } from '@portal/contract';

/** What a scan looks for: a plate (the vehicle number) or a chassis number. */
export type ScanKind = 'plate' | 'chassis';

/** What OCR reads for one character where the format wants a letter, and where it wants a digit. */
// biome-ignore format: pairs read side by side
const AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'D', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B',
};
// biome-ignore format: pairs read side by side
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0', D: '0', Q: '0', U: '0', I: '1', L: '1', T: '7', Z: '2', S: '5', G: '6', B: '8', A: '4',
};

const isLetter = (char: string) => char >= 'A' && char <= 'Z';
const isDigit = (char: string) => char >= '0' && char <= '9';

/** The character as the format needs it (a letter or a digit) and whether that took a change; null when it cannot. */
function asKind(char: string, letter: boolean): { char: string; changed: boolean } | null {
  if (letter ? isLetter(char) : isDigit(char)) return { char, changed: false };
  const swapped = (letter ? AS_LETTER : AS_DIGIT)[char];
  return swapped ? { char: swapped, changed: true } : null;
}

/** Few plates carry a letter after the number: one read as such must fit better than a change of a lookalike. */
const SUFFIX_COST = 1.5;

/**
 * The plate `text` (letters and digits only) can be, with the fewest lookalike changes: one to three letters, one to
 * four digits (the first never 0), an optional letter; null when no split fits.
 */
function bestPlate(text: string): { plate: string; changes: number; cost: number } | null {
  let best: { plate: string; changes: number; cost: number } | null = null;
  for (let prefix = 1; prefix <= 3; prefix++) {
    for (const suffix of [0, 1]) {
      const digits = text.length - prefix - suffix;
      if (digits < 1 || digits > 4) continue;
      const chars = [...text].map((char, i) => asKind(char, i < prefix || i >= prefix + digits));
      if (chars.some((char) => char === null) || chars[prefix]?.char === '0') continue;
      const changes = chars.filter((char) => char?.changed).length;
      const cost = changes + suffix * SUFFIX_COST;
      if (!best || cost < best.cost) best = { plate: chars.map((char) => char?.char).join(''), changes, cost };
    }
  }
  return best;
}

/** Each line OCR read, in upper case, holding only letters, digits and the spaces between them. */
const linesOf = (text: string) =>
  text
    .toUpperCase()
    .split('\n')
    .map((line) => line.replace(/[^A-Z0-9 ]/g, ' ').trim())
    .filter(Boolean);

/**
 * A Malaysian plate in what OCR read (`BMK 8821`, `8MK 882I` → `BMK8821`), as the search key (no spaces); null
 * when no line reads as one. A line's words are tried joined first, then the last two or three words, then the first
 * two (the state's name or a dealer's frame often sits beside the number).
 */
export function plateFromText(text: string): string | null {
  for (const line of linesOf(text)) {
    const words = line.split(/\s+/);
    for (const part of [words, words.slice(-2), words.slice(-3), words.slice(0, 2)]) {
      const found = bestPlate(part.join(''));
      // More than two lookalikes changed is a guess rather than a reading.
      if (found && found.changes <= 2) return found.plate;
    }
  }
  return null;
}

/** The three characters a VIN never holds, as OCR and stamping confuse them with digits. */
const VIN_NEVER: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/** Letters OCR reads for digits, as the last four characters of a VIN (always digits) take them back. */
// biome-ignore format: pairs read side by side
const VIN_DIGIT: Readonly<Record<string, string>> = { S: '5', B: '8', Z: '2', G: '6', D: '0' };

/** The last four characters of a VIN are digits (ISO 3779): a lookalike letter there is read as its digit. */
const serialAsDigits = (window: string) =>
  window.slice(0, 13) + [...window.slice(13)].map((char) => VIN_DIGIT[char] ?? char).join('');

const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{13}[0-9]{4}$/;

/** Every 17-character stretch of `text` shaped as a VIN, those whose check digit holds first. */
function vinsIn(texts: readonly string[]): string[] {
  const windows = texts.flatMap((text) => {
    const cleaned = [...text].map((char) => VIN_NEVER[char] ?? char).join('');
    return Array.from({ length: Math.max(0, cleaned.length - 16) }, (_, start) =>
      serialAsDigits(cleaned.slice(start, start + 17)),
    );
  });
  const shaped = windows.filter((window) => VIN_SHAPE.test(window));
  return [...shaped.filter((vin) => vinCheckDigit(vin) === vin.charAt(8)), ...shaped];
}

/**
 * A chassis number (an ISO VIN) in what OCR or a barcode read: 17 characters without I, O or Q (read as 1 and 0),
 * the last four digits (S, B, Z, G, D there read as 5, 8, 2, 6, 0; a plate's label read as letters never fits).
 * A word of exactly 17 characters is taken first, then a stretch of a longer word (a barcode's leading `I` of an
 * imported car), then of a line whose words OCR split; within each, one whose check digit holds. Null when nothing
 * fits.
 */
export function vinFromText(text: string): string | null {
  const lines = linesOf(text);
  const words = lines.flatMap((line) => line.split(/\s+/));
  const tiers = [
    words.filter((word) => word.length === 17),
    words.filter((word) => word.length > 17),
    lines.map((line) => line.replace(/\s/g, '')),
  ];
  for (const tier of tiers) {
    const [vin] = vinsIn(tier);
    if (vin) return vin;
  }
  return null;
}

/** What a scan of this kind found in `text`, as the search form takes it; null when nothing. */
export const keyFromText = (kind: ScanKind, text: string) =>
  kind === 'plate' ? plateFromText(text) : vinFromText(text);
