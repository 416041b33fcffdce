import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e5f6fb',
  '#d2eaf2',
  '#a6d3e4',
  '#75bbd6',
  '#4ea7ca',
  '#359bc3',
  '#2595c0',
  '#1281a9',
  '#0a6f8f',
  '#00627f',
];

interface ThemeWords {
  closeButtonLabel: string;
  /** A date field's clear button (×), which has no text of its own. */
  clearDateLabel: string;
  calendarMonth: string;
}

/**
 * The portal's theme; the close buttons of dialogs and notices and the clear buttons of date fields are named in the
 * reader's language, and the date pickers head their months in its order (a dayjs format).
 */
export const themeWith = ({ closeButtonLabel, clearDateLabel, calendarMonth }: ThemeWords) =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 8, dark: 6 },
    // autoContrast (the severity badges) puts dark text on fills lighter than this: green.8 and orange.8 read at
    // 3.5:1 with white but 6:1 with dark text; red.9 keeps white at 5.5:1.
    luminanceThreshold: 0.2,
    colors: { brand },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
      Button: { defaultProps: { radius: 'md' } },
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': closeButtonLabel } },
        styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
      },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeButtonLabel } } },
      // By name, so the first page does not load @mantine/dates for it.
      MonthLevel: { defaultProps: { monthLabelFormat: calendarMonth } },
      DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': clearDateLabel } } },
    },
  });

// Text needs 4.5:1. Mantine's dimmed grey (#868e96) is 3.3:1 on white and its placeholder grey (#adb5bd) 2:1:
// dimmed becomes gray.7 (#495057, 8:1), placeholders #6b7280 (4.8:1, still lighter than a typed value).
// Light badges, alerts and buttons write shade 9 on shade 1, as low as 2.7:1 (yellow); 30% darker reads at 5:1 or more.
// A field's error (its message, and the value it colours) is red.6 in Mantine, 3.6:1 on white: red.9 reads at 5.8:1.
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
    '--mantine-color-placeholder': '#6b7280',
    ...Object.fromEntries(
      Object.entries(mantineTheme.colors).map(([color, shades]) => [
        `--mantine-color-${color}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
