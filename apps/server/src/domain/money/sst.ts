/**
 * Service tax inside a price. Every price the portal shows and takes includes SST (what a buyer sees is what they
 * pay, as Malaysian price-indication rules ask of prices shown to consumers); a tax invoice shows the tax apart.
 * Each line's tax is rounded half up to the sen on its own and a document's tax is the sum of its lines, so the
 * totals of an invoice, its PDF and its e-invoice agree to the sen (MyInvois checks that the lines add up).
 */
export type SstSplit = { excludingSen: number; taxSen: number; includingSen: number };

export function splitSst(includingSen: number, ratePercent: number): SstSplit {
  if (!Number.isInteger(includingSen)) throw new Error(`An amount in sen must be whole, got ${includingSen}`);
  const sign = includingSen < 0 ? -1 : 1;
  const whole = Math.abs(includingSen);
  // Integer arithmetic on basis points: 8% of a price including 8% is price × 800 / 10800, rounded half up.
  const rateBasisPoints = Math.round(ratePercent * 100);
  const taxSen = Math.floor(
    (whole * rateBasisPoints * 2 + (10_000 + rateBasisPoints)) / (2 * (10_000 + rateBasisPoints)),
  );
  return { excludingSen: sign * (whole - taxSen), taxSen: sign * taxSen, includingSen };
}

/** A document's totals from its lines' own splits: tax and the amount before tax are sums of the lines'. */
export function sumSst(lines: readonly SstSplit[]): SstSplit {
  return lines.reduce(
    (total, line) => ({
      excludingSen: total.excludingSen + line.excludingSen,
      taxSen: total.taxSen + line.taxSen,
      includingSen: total.includingSen + line.includingSen,
    }),
    { excludingSen: 0, taxSen: 0, includingSen: 0 },
  );
}
