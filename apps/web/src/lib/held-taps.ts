/**
 * Taps made before React has taken the page over. The page is painted before its scripts run (entry.server.tsx), so on a
 * slow phone a person can tap Search, Pay or the menu while the app is still starting: that tap would do nothing, or
 * submit the form the browser's own way. A small inline script in the head holds such a tap (its default stopped) and
 * the app, once hydrated, makes it again.
 */

interface HeldTaps {
  /** The last control tapped, or the form whose Enter was pressed, before the app took over. */
  last?: Element;
  release(): void;
}

const HELD_TAPS_KEY = '__heldTaps';

/**
 * Runs in the page as written (its source goes into the head): holds clicks on links and buttons and form submits in
 * the capture phase, until `release`. Self-contained: it refers to nothing outside itself.
 */
function holdTaps(key: string) {
  const held: HeldTaps = {
    release() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
    },
  };
  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const control = event.type === 'submit' ? target : target?.closest('a[href], button, [role="button"], summary');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.last = control;
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  Object.assign(window, { [key]: held });
}

/** The inline script that holds early taps (root.tsx puts it first in the head, with the page's nonce). */
export const holdTapsScript = `(${holdTaps.toString()})(${JSON.stringify(HELD_TAPS_KEY)})`;

/** Once the app has taken the page over: stop holding taps and make the held one again, as the person made it. */
export function releaseHeldTaps() {
  const held = (window as unknown as Partial<Record<typeof HELD_TAPS_KEY, HeldTaps>>)[HELD_TAPS_KEY];
  if (!held) return;
  held.release();
  const { last } = held;
  held.last = undefined;
  if (!last?.isConnected) return;
  if (last instanceof HTMLFormElement) last.requestSubmit();
  else if (last instanceof HTMLElement) last.click();
}
