/** The bulk result workbook: its sheet, headers and each row's status. */
export const en = {
  sheet: 'Bulk checks',
  searchKey: 'Plate or chassis number',
  status: 'Status',
  reference: 'Reference ID',
  claims: 'Number of claims',
  worstSeverity: 'Worst severity',
  writtenOff: 'Written off',
  mileage: 'Mileage',
  link: 'Report',
  statusCharged: 'Checked',
  statusOwned: 'Already owned',
  statusNotFound: 'Not found',
  statusInvalid: 'Invalid',
  statusDuplicate: 'Duplicate',
  statusRefused: 'Credit insufficient!',
} as const;
