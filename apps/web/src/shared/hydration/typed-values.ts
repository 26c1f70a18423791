/**
 * React takes a field over with whatever it holds, but its state still has the server's value:
 * a field that differs from its markup's value (typed into before React had it) is told to
 * React as a change, as a person's input would (the value set past React's tracker, then an
 * input event).
 */
export function handOverTypedValues(root: Element): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
    // React's tracker sees the markup's value first, so the typed one counts as a change.
    field.value = field.defaultValue;
    native?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
