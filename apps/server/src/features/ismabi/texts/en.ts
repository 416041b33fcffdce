/** The upload's outcome, per file and in all (the rows' rejection reasons are the importer's, in English). */
export const en = {
  imported: '{{name}}: imported {{rows}} rows.',
  notImported: '{{name}}: nothing was written. Correct the rejected rows and upload the whole file again.',
  someNotImported: 'Some files were not imported: correct the rejected rows and upload them again.',
} as const;
