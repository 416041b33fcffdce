/** The public verification page of a paid report, and the box on the report that points to it. */
export const en = {
  pageTitle: 'Verify a report',
  kicker: '{{product}} report verification',
  genuineTitle: 'This reference belongs to a genuine report',
  genuine: 'Report {{reference}} was sold on {{date}}. These are its figures as they were when it was sold.',
  referenceId: 'Reference ID',
  soldOn: 'Date sold',
  registrationNo: 'Registration number',
  chassisNo: 'Chassis number',
  vehicle: 'Make / model / year',
  claimCount: 'Number of claims',
  worstSeverity: 'Worst severity',
  noClaims: 'No accident recorded',
  writtenOff: 'Written off',
  writtenOffYes: 'Yes: a claim records it as written off',
  writtenOffNo: 'No write-off recorded',
  writtenOffNotRead: 'Not read: the report was sold before write-offs were read',
  fingerprint: 'Fingerprint',
  fingerprintValue: 'Fingerprint: {{fingerprint}}',
  fullFingerprint: 'Full fingerprint (SHA-256 of the report as it was sold)',
  compareTitle: 'How to compare with the printout',
  compareSteps:
    'Check that the printout shows the same reference, registration number, chassis number, vehicle, number of claims and worst severity as this page, and that the fingerprint printed under its QR code starts with the same characters.',
  notGenuine: 'A printout whose figures differ from this page is not genuine.',
  notFoundTitle: 'Not verified',
  notFound:
    'No paid report has the reference {{reference}}. Check the reference printed on the report: a report that cannot be verified here is not genuine.',
  errorTitle: 'Error',
  existsTitle: 'A report with this reference exists',
  exists:
    'Report {{reference}} was sold on {{date}}. To see its figures, scan the QR code on the report, or enter the fingerprint printed under it.',
  fingerprintLabel: 'Fingerprint from the printout',
  fingerprintHint: 'The 16 characters printed under the QR code, with or without spaces.',
  fingerprintExample: '3f9a 1c07 88be 42d0',
  fingerprintInvalid: 'Enter at least the 16 characters printed under the QR code: digits 0 to 9 and letters a to f.',
  verifyButton: 'Verify',
  mismatchTitle: 'Does not match',
  fingerprintMismatch:
    'This fingerprint does not match report {{reference}}. Check that you typed it as printed: a printout whose fingerprint does not match is not genuine.',
  tokenMismatch:
    'This link does not open the figures of report {{reference}}. Enter the fingerprint printed on the report instead.',
  panelTitle: 'Verify this report',
  panelText:
    'Scan the QR code, or open {{address}} and enter the fingerprint below, to see what was sold under this reference. A printout whose figures differ from that page is not genuine.',
  qrAlt: 'QR code to the verification page of report {{reference}}',
  openVerification: 'Open the verification page',
} as const;
