import { constants } from 'node:fs';
import { access } from 'node:fs/promises';

/** The Chromium the browser benches drive: Debian's, or CHROME_PATH. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** False, after saying what to do, when there is no Chromium to run. */
export async function chromiumIsThere() {
  try {
    await access(CHROMIUM, constants.X_OK);
    return true;
  } catch {
    console.error(
      `No Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROME_PATH to one. Nothing measured.`,
    );
    return false;
  }
}
