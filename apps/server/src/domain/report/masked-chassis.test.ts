import { describe, expect, it } from 'vitest';
import { maskedChassis } from './report.ts';

describe("another vehicle's chassis number on a report", () => {
  it("keeps a 17-character VIN's maker code and last four only", () => {
    expect(maskedChassis('MR0BA3F348J047791')).toBe('MR0••••••••••7791');
  });

  it('keeps only the last four of a short, older chassis number', () => {
    expect(maskedChassis('KE70123456')).toBe('••••••3456');
  });

  it('hides nothing more than there is', () => {
    expect(maskedChassis('1234')).toBe('1234');
  });
});
