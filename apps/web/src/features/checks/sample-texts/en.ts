/** The sample report's own sentences: only its page carries them, not every page that shows a check. */
export const en = {
  title: 'Sample report — not a real vehicle',
  text: 'This vehicle, its claims and its values are made up to show what a paid report holds. To read a real one, check a vehicle by its registration number or chassis number.',
  check: 'Check a vehicle',
  pageTitle: 'Sample report',
  mark: 'SAMPLE',
} as const;
