/** Words of the attachments panel on a report (the server's refusals come from the contract's attachmentMessages). */
export const attachmentText = {
  title: 'Photos and documents',
  lead: 'Only you and the portal’s administrators can see these images. The newest vehicle photo is shown with the report.',
  vehicleTab: 'Vehicle photos',
  miscTab: 'Other images',
  choose: 'Add images',
  chooseHint: (limit: string) => `JPEG, PNG or WebP, at most ${limit} bytes each.`,
  description: 'Description (optional)',
  upload: 'Upload',
  sending: (percent: number) => `Sending ${percent}%`,
  none: 'No images yet.',
  delete: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete image',
  open: (name: string) => `Open ${name}`,
  rejectedFiles: 'Not uploaded',
  bytes: (size: number) => `${size.toLocaleString('en-MY')} bytes`,
  noAnswer: 'The server could not be reached. Please try again.',
} as const;
