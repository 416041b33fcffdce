/**
 * A small seeded generator (sfc32): the same seed gives the same sequence on every machine,
 * which Math.random cannot promise.
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    this.#a = 0x9e3779b9;
    this.#b = 0x243f6a88;
    this.#c = 0xb7e15162;
    this.#d = seed >>> 0;
    for (let warmUp = 0; warmUp < 15; warmUp += 1) this.next();
  }

  /** A float in [0, 1). */
  next() {
    this.#a >>>= 0;
    this.#b >>>= 0;
    this.#c >>>= 0;
    this.#d >>>= 0;
    let t = (this.#a + this.#b) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#d = (this.#d + 1) | 0;
    t = (t + this.#d) | 0;
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number in [0, below). */
  int(below: number) {
    return Math.floor(this.next() * below);
  }

  /** A whole number in [from, to]. */
  between(from: number, to: number) {
    return from + this.int(to - from + 1);
  }

  chance(probability: number) {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** An item chosen in proportion to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1]!;
  }
}

/**
 * A keyed shuffle of [0, size): distinct indexes give distinct, unordered-looking positions.
 * A four-round Feistel network over the next even power of two, walked until it lands in range.
 */
export function permute(index: number, size: number, key: number) {
  if (!Number.isInteger(index) || index < 0 || index >= size)
    throw new RangeError(`index ${index} outside [0, ${size})`);
  let bits = Math.max(2, Math.ceil(Math.log2(size)));
  if (bits % 2 === 1) bits += 1;
  const half = bits / 2;
  const mask = 2 ** half - 1;
  let position = index;
  do {
    let left = Math.floor(position / 2 ** half);
    let right = position & mask;
    for (let round = 0; round < 4; round += 1) {
      const mixed = Math.imul(right ^ key ^ Math.imul(round + 1, 0x9e3779b9), 0x85ebca6b);
      [left, right] = [right, (left ^ (mixed ^ (mixed >>> 13))) & mask];
    }
    position = left * 2 ** half + right;
  } while (position >= size);
  return position;
}
