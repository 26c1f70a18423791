/** The id of the `<main>` element: target of the skip link and of focus after navigation. */
export const MAIN_CONTENT_ID = 'main-content';

export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
