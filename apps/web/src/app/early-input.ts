/**
 * A prerendered page shows its form before the app runs. What is typed into it meanwhile (by a quick user or a
 * password manager) is kept, and a form sent meanwhile is held rather than sent by the browser (a reload that loses
 * it); once the app has taken the page over, both are handed to it as if they had happened then.
 */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
let held: HTMLFormElement | null = null;

function keepTyped(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
}

function holdSent(event: SubmitEvent) {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) held = event.target;
}

export function keepEarlyInput(): void {
  document.addEventListener('input', keepTyped, true);
  document.addEventListener('submit', holdSent, true);
}

/** After the app's first commit: its fields take what was typed (as input events React sees), then the form is sent. */
export function handOverEarlyInput(): void {
  document.removeEventListener('input', keepTyped, true);
  document.removeEventListener('submit', holdSent, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React compares a field's value with the one it last knew: emptied through React's own setter, then filled
    // through the prototype's (which React does not see), the field reads as changed when the input event comes.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  const form = held;
  held = null;
  // A task later, so the form is sent with the values React has just taken.
  if (form?.isConnected) setTimeout(() => form.requestSubmit());
}
