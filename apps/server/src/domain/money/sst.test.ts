import { describe, expect, it } from 'vitest';
import { splitSst, sumSst } from './sst.ts';

describe('splitSst', () => {
  it('takes 8% SST out of a price that includes it, to the sen', () => {
    expect(splitSst(2500, 8)).toEqual({ excludingSen: 2315, taxSen: 185, includingSen: 2500 });
    expect(splitSst(50_000, 8)).toEqual({ excludingSen: 46_296, taxSen: 3704, includingSen: 50_000 });
    expect(splitSst(10_800, 8)).toEqual({ excludingSen: 10_000, taxSen: 800, includingSen: 10_800 });
  });

  it('charges nothing when the seller is not registered', () => {
    expect(splitSst(2500, 0)).toEqual({ excludingSen: 2500, taxSen: 0, includingSen: 2500 });
  });

  it('mirrors a refund or reversal', () => {
    expect(splitSst(-2500, 8)).toEqual({ excludingSen: -2315, taxSen: -185, includingSen: -2500 });
  });

  it('rounds half a sen up', () => {
    // 1350 × 8 / 108 = 100.0, 27 × 8 / 108 = 2.0; 1 sen × 8/108 = 0.07 → 0; 7 sen → 0.52 → 1
    expect(splitSst(7, 8).taxSen).toBe(1);
    expect(splitSst(6, 8).taxSen).toBe(0);
  });

  it('refuses fractions of a sen', () => {
    expect(() => splitSst(10.5, 8)).toThrow(/whole/);
  });
});

describe('sumSst', () => {
  it('adds lines rounded one by one, so the document total equals the sum of its lines', () => {
    const lines = [splitSst(2500, 8), splitSst(2500, 8), splitSst(1000, 8)];
    expect(sumSst(lines)).toEqual({ excludingSen: 5556, taxSen: 444, includingSen: 6000 });
  });
});
