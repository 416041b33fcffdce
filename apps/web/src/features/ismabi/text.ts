/** Words of the ISMABI Upload screen (the server's refusals come from the contract's ismabiMessages). */
export const ismabiText = {
  title: 'ISMABI Upload',
  description:
    'Upload the ISM ABI valuation files: ISMData (new prices and market values per NVIC) and ISMDataStandardFeature (standard equipment per NVIC). Reports paid from now on use the new values; reports already paid stay as they were sold.',
  uploadTitle: 'Upload files',
  kindLabel: 'File type',
  filesLabel: 'Files',
  filesPlaceholder: 'Choose .xlsx or .csv files',
  filesHint: (limit: string) =>
    `Several files at once, each at most ${limit} bytes. Each file is imported whole or not at all.`,
  upload: 'Upload',
  sending: (percent: number) => `Sending ${percent}%`,
  importing: 'Importing…',
  rejectedFiles: 'Not uploaded',
  rejectedRows: 'Rejected rows',
  line: 'Line',
  reason: 'Reason',
  seconds: (seconds: number) => `${seconds.toLocaleString('en-MY')} s`,
  noAnswer: 'The server could not be reached. Please try again.',
  listTitle: 'ISM ABI data',
  searchPlaceholder: 'Search NVIC, make or family',
  bytes: (size: number) => `${size.toLocaleString('en-MY')} bytes`,
  columns: {
    nvic: 'NVIC',
    make: 'MAKE',
    family: 'FAMILY',
    em: 'EMNEWPR',
    wm: 'WMNEWPR',
    created: 'CreatedDate',
  },
} as const;
