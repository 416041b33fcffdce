/**
 * The PDF's own words (the labels it shares with the screen are the contract's `report` texts) and the words of the
 * check history (`SearchedResult`). English is as the product wrote it.
 */
export const en = {
  title: '{{product}} vehicle accident history report',
  documentTitle: '{{product}} report {{reference}}',
  referenceLine: 'Reference ID: {{reference}}    Searched: {{searched}}    Printed: {{printed}}',
  verifyHeading: 'Verify this report',
  verifyText:
    'Scan the QR code, or open the address below and enter the fingerprint printed here, to see what was sold under reference {{reference}}. A printout whose figures differ from that page is not genuine.',
  fingerprint: 'Fingerprint: {{fingerprint}}',
  registrationNo: 'Registration number',
  accidentHistory: 'Accident history',
  sameAccidentsCount: 'Same accidents count',
  vehicleAtTheTime: 'Vehicle at the time',
  registrationAtTheTime: 'Registration at the time',
  noStandardEquipment: 'Not available for this variant.',
  disclaimerText:
    'Records come from insurance claims held by {{company}}: mainly from 2017 onwards, with accidents recorded from 2003 onward. The data may be incomplete.',
  /** Followed by the severity on the same line: the space (none after a Chinese colon) is part of the words. */
  worstSeverity: 'Worst severity: ',
  resultNotFound: 'Not found',
  resultAwaitingPayment: 'Awaiting payment',
  resultNoClaims: 'No claims recorded',
  resultClaims_one: '{{count}} claim',
  resultClaims_other: '{{count}} claims',
  resultElsewhere: '{{own}} ({{count}} on another VIN)',
  resultWrittenOff: '{{result}}, written off',
} as const;
