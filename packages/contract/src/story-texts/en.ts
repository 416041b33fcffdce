/**
 * The report's readings of the claims (issue 42): the one-sentence summary, written off, mileage over time and what
 * to inspect. The summary's pieces are joined by `summaryJoin` into `summarySentence`.
 */
export const en = {
  summarySentence: '{{parts}}.',
  summaryJoin: '; ',
  summaryNoClaims: 'No claim recorded on this vehicle',
  summaryClaims_one: '{{count}} claim: {{severity}}',
  summaryClaims_other: '{{count}} claims, the worst: {{severity}}',
  summaryWrittenOff: 'WRITTEN OFF on {{date}}',
  summaryNotWrittenOff: 'no write-off recorded',
  summaryRollback: 'mileage went backwards',
  summaryUnusualUse: 'unusually heavy use',
  summaryMileageConsistent: 'mileage only went forward',
  summaryMileageMissing: 'no mileage recorded',
  writtenOffTitle: 'Written off',
  writtenOffText:
    'A claim on {{date}} records this car as {{reason}} ({{recorded}}). Ask the seller how it came back on the road, and have it inspected before paying.',
  reason: {
    TOTAL_LOSS: 'a total loss',
    BEYOND_REPAIR: 'beyond economical repair',
    THEFT_NOT_RECOVERED: 'stolen and not recovered',
  },
  mileageTitle: 'Mileage over time',
  mileageChartLabel: 'Mileage recorded at each claim',
  accidentDate: 'Accident date',
  mileageReading: 'Mileage',
  mileageNotRecorded: 'not recorded',
  mileageNoReadings: 'No claim recorded the mileage.',
  rollbackTitle: 'Mileage went backwards',
  rollbackReading: 'A reading below an earlier one',
  rollbackText:
    'The claim on {{toDate}} records {{toKm}}, less than the {{fromKm}} recorded on {{fromDate}}. The odometer may have been wound back or replaced: ask for the service records.',
  unusualUseTitle: 'Unusually heavy use',
  unusualUseText:
    'About {{km}} a year between {{fromDate}} and {{toDate}}, more than twice the Malaysian average of {{average}} a year (MIROS, 2013). Expect wear on the engine, gearbox, suspension and seats.',
  inspectTitle: 'What to inspect before you buy',
  inspectNone: 'No repaired part is recorded.',
  inspectRepaired: '{{parts}}: repaired after a {{severity}} claim on {{date}}.',
  area: {
    FRONT: 'Front',
    REAR: 'Rear',
    SIDES: 'Sides',
    UNDERBODY: 'Underbody, engine and wheels',
    STRUCTURE: 'Structure',
    AIRBAGS: 'Airbags',
    ELECTRICS: 'Electrics',
    INTERIOR: 'Interior',
    OTHER: 'Other parts',
  },
  advice: {
    FRONT: 'Look for uneven panel gaps, repainted bolts on the bonnet and fenders, and a bent radiator support.',
    REAR: 'Look for uneven boot-lid gaps, repainted bolts, and rust or water in the spare-wheel well.',
    SIDES:
      'Check that the doors close flush, the paint matches from panel to panel, and there is no overspray on the rubber seals.',
    UNDERBODY:
      'Look underneath for bent arms, fresh welds, oil leaks and uneven tyre wear; on a test drive, the engine and gearbox should run smoothly.',
    STRUCTURE:
      'Have the pillars, floor and chassis rails checked for welds, creases or filler: a bent structure is costly to put right.',
    AIRBAGS:
      'The airbag light must come on at start and then go out; check the seat belts and that the dashboard sits evenly.',
    ELECTRICS:
      'Have the car scanned for fault codes, and look for corroded connectors, water lines and a musty smell (signs of a flood).',
    INTERIOR: 'Lift the carpets: look for water stains, rust on the seat rails and a musty smell.',
    OTHER: 'Ask the seller for the repair invoices of these parts.',
  },
} as const;
