/**
 * A prerendered page shows its form and buttons before the app runs. Until the app starts, what is typed (by a quick
 * user or a password manager) is kept, a form sent is held rather than sent by the browser (a reload that loses it),
 * and the last button pressed and whether the page was scrolled are remembered; once the app has taken the page
 * over, they are handed to it as if they happened then. From the moment the app starts, React itself replays what
 * happens while it hydrates.
 */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
let held: HTMLFormElement | null = null;
let pressed: HTMLButtonElement | null = null;
let scrolled = false;

function keepTyped(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
}

function holdSent(event: SubmitEvent) {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) held = event.target;
}

function keepScrolled() {
  scrolled = true;
}

function keepPressed(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A submit button sends its form, which is held instead.
  if (button && button.type !== 'submit') pressed = button;
}

/**
 * What a visitor does first when starting to use a page: a touch, a click, a key, a field taking focus or a value,
 * scrolling (a long page's Back to top is the app's).
 */
const FIRST_USE_EVENTS = ['pointerdown', 'click', 'keydown', 'focusin', 'input', 'submit', 'scroll'] as const;

/** Calls `begin` once, at the first sign that the visitor is using the page (after the input kept above is kept). */
export function onFirstUse(begin: () => void): void {
  const once = () => {
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, once, true);
    begin();
  };
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, once, { capture: true, passive: true });
}

export function keepEarlyInput(): void {
  document.addEventListener('input', keepTyped, true);
  document.addEventListener('submit', holdSent, true);
  document.addEventListener('click', keepPressed, true);
  document.addEventListener('scroll', keepScrolled, { capture: true, passive: true });
}

/** When the app starts rendering: from then on React sees the page's events. */
export function stopKeepingEarlyInput(): void {
  document.removeEventListener('input', keepTyped, true);
  document.removeEventListener('submit', holdSent, true);
  document.removeEventListener('click', keepPressed, true);
  document.removeEventListener('scroll', keepScrolled, true);
}

/** After the app's first commit: its fields take what was typed (as input events React sees), then the form is sent. */
export function handOverEarlyInput(): void {
  for (const [field, typedValue] of typed) {
    if (!field.isConnected) continue;
    // What the field shows now wins: a password manager's fill may have been hidden from scripts until the visitor's
    // first tap. Empty now, it keeps what was last typed, should starting the app have emptied it.
    const value = field.value || typedValue;
    // React compares a field's value with the one it last knew: emptied through React's own setter, then filled
    // through the prototype's (which React does not see), the field reads as changed when the input event comes.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  // What follows the page's scrolling (Back to top) learns where it is.
  if (scrolled) window.dispatchEvent(new Event('scroll'));
  const form = held;
  const button = pressed;
  held = null;
  pressed = null;
  scrolled = false;
  // A task later, so the form is sent with the values React has just taken.
  setTimeout(() => {
    if (form?.isConnected) form.requestSubmit();
    else if (button?.isConnected) button.click();
  });
}
