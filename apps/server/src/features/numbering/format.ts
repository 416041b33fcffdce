/**
 * A running number's text: `{PREFIX}` `{YYYY}` `{YY}` `{MM}` `{DD}` `{N}` (N zero-padded), the
 * date in Malaysian time.
 */
export function formatRunningNumber(
  format: string,
  values: { prefix: string; number: number; zeroPadding: number; at: Date },
): string {
  const local = new Date(values.at.getTime() + 8 * 60 * 60 * 1000);
  const year = String(local.getUTCFullYear());
  const tokens: Record<string, string> = {
    PREFIX: values.prefix,
    YYYY: year,
    YY: year.slice(2),
    MM: String(local.getUTCMonth() + 1).padStart(2, '0'),
    DD: String(local.getUTCDate()).padStart(2, '0'),
    N: String(values.number).padStart(values.zeroPadding, '0'),
  };
  return format.replace(/\{(PREFIX|YYYY|YY|MM|DD|N)\}/g, (_, token: string) => tokens[token] ?? '');
}
