import { normaliseKey } from '../../db/normalise.ts';
import { permute } from './random.ts';

/** Letters Malaysian plates use after the prefix: no I, O or Q (they read as 1 and 0), no Z. */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
/** Peninsular state prefixes; S (Sabah), Q (Sarawak) and Z (military) have their own series. */
const PENINSULAR = 'WVBJPANMKRCTD';
const SPECIAL = ['PUTRAJAYA', 'PATRIOT', 'MALAYSIA', 'G1M', '1M4U', 'VIP'];
const NUMBERS = 9999;

interface PlateFormat {
  weight: number;
  size: number;
  render: (position: number) => string;
}

/** Splits a position into digits of mixed radices, last radix first. */
function digits(position: number, radices: readonly number[]) {
  const result: number[] = [];
  let rest = position;
  for (let index = radices.length - 1; index >= 0; index -= 1) {
    result[index] = rest % radices[index]!;
    rest = Math.floor(rest / radices[index]!);
  }
  return result;
}

const letter = (alphabet: string, index: number | undefined) => alphabet[index ?? 0]!;

const formats: readonly PlateFormat[] = [
  {
    weight: 78,
    size: PENINSULAR.length * LETTERS.length ** 2 * NUMBERS,
    render: (position) => {
      const [a, b, c, n] = digits(position, [PENINSULAR.length, LETTERS.length, LETTERS.length, NUMBERS]);
      return `${letter(PENINSULAR, a)}${letter(LETTERS, b)}${letter(LETTERS, c)} ${(n ?? 0) + 1}`;
    },
  },
  {
    weight: 8,
    size: PENINSULAR.length * LETTERS.length * NUMBERS,
    render: (position) => {
      const [a, b, n] = digits(position, [PENINSULAR.length, LETTERS.length, NUMBERS]);
      return `${letter(PENINSULAR, a)}${letter(LETTERS, b)} ${(n ?? 0) + 1}`;
    },
  },
  {
    weight: 6,
    size: LETTERS.length ** 3 * NUMBERS,
    render: (position) => {
      const [b, c, n, suffix] = digits(position, [LETTERS.length, LETTERS.length, NUMBERS, LETTERS.length]);
      return `S${letter(LETTERS, b)}${letter(LETTERS, c)} ${(n ?? 0) + 1} ${letter(LETTERS, suffix)}`;
    },
  },
  {
    weight: 6,
    size: LETTERS.length ** 2 * NUMBERS,
    render: (position) => {
      const [b, c, n] = digits(position, [LETTERS.length, LETTERS.length, NUMBERS]);
      return `Q${letter(LETTERS, b)}${letter(LETTERS, c)} ${(n ?? 0) + 1}`;
    },
  },
  {
    weight: 2,
    size: SPECIAL.length * NUMBERS,
    render: (position) => {
      const [word, n] = digits(position, [SPECIAL.length, NUMBERS]);
      return `${SPECIAL[word ?? 0]} ${(n ?? 0) + 1}`;
    },
  },
];

/**
 * Issues registration numbers of the Malaysian forms (`WXY 1234`, `WA 7`, `SAB 1234 A`,
 * `QKA 1234`, `PUTRAJAYA 8`), never the same one twice and never a reserved one.
 */
export class PlateIssuer {
  readonly #issued = formats.map(() => 0);
  readonly #reserved: ReadonlySet<string>;

  constructor(reserved: Iterable<string>) {
    this.#reserved = new Set([...reserved].map(normaliseKey));
  }

  next(roll: number): string {
    const wanted = this.#formatFor(roll);
    const index = this.#issued[wanted]! < formats[wanted]!.size ? wanted : 0;
    const format = formats[index]!;
    for (;;) {
      const count = this.#issued[index]!;
      if (count >= format.size) throw new Error('registration numbers exhausted');
      this.#issued[index] = count + 1;
      const plate = format.render(permute(count, format.size, index + 0x51));
      if (!this.#reserved.has(normaliseKey(plate))) return plate;
    }
  }

  #formatFor(roll: number) {
    const total = formats.reduce((sum, format) => sum + format.weight, 0);
    let rest = roll * total;
    for (const [index, format] of formats.entries()) {
      rest -= format.weight;
      if (rest < 0) return index;
    }
    return 0;
  }
}
