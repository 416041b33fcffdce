/**
 * Taps and typing made before React has taken the page over. The page is painted before its scripts run
 * (entry.server.tsx), so on a slow phone a person can type a plate and tap Search, Pay or the menu while the app is
 * still starting: the tap would do nothing, or submit the form the browser's own way, and React would draw the field
 * again with the empty value it starts with. A small inline script in the head holds such a tap (its default stopped)
 * and notes what was typed; the app, once hydrated, types it again and makes the tap.
 */

interface HeldTaps {
  /** The last control tapped, or the form whose Enter was pressed, before the app took over. */
  last?: Element;
  /** Each field typed in before the app took over, with what it held then. */
  typed: Map<Element, string>;
  release(): void;
}

const HELD_TAPS_KEY = '__heldTaps';

/**
 * Runs in the page as written (its source goes into the head): holds clicks on links and buttons and form submits in
 * the capture phase, until `release`. Self-contained: it refers to nothing outside itself.
 */
function holdTaps(key: string) {
  const held: HeldTaps = {
    typed: new Map(),
    release() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      document.removeEventListener('input', note, true);
    },
  };
  function note(event: Event) {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) held.typed.set(field, field.value);
  }
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
  document.addEventListener('input', note, true);
  Object.assign(window, { [key]: held });
}

/** The inline script that holds early taps (root.tsx puts it first in the head, with the page's nonce). */
export const holdTapsScript = `(${holdTaps.toString()})(${JSON.stringify(HELD_TAPS_KEY)})`;

/**
 * A field's value typed again so that React's onChange takes it. React notes a field's value when it hydrates it and
 * fires onChange only for an `input` event whose value differs from the one it noted; hydration keeps what the browser
 * shows, so it noted the early typing itself and would see no change. The field is emptied through React's own
 * `value` property (React notes the empty value), the typing is put back through the prototype's setter (which React
 * does not see) and announced with an `input` event.
 */
function typeAgain(field: Element, value: string) {
  if (!field.isConnected || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has taken the page over: stop holding, type again what was typed and make the held tap again, as the
 * person made them.
 */
export function releaseHeldTaps() {
  const held = (window as unknown as Partial<Record<typeof HELD_TAPS_KEY, HeldTaps>>)[HELD_TAPS_KEY];
  if (!held) return;
  held.release();
  for (const [field, value] of held.typed) typeAgain(field, value);
  held.typed.clear();
  const { last } = held;
  held.last = undefined;
  if (!last?.isConnected) return;
  if (last instanceof HTMLFormElement) last.requestSubmit();
  else if (last instanceof HTMLElement) last.click();
}
