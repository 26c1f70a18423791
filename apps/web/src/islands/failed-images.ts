/**
 * On an islands page nothing hydrates the content, so an image's React `onError` does not run.
 * An image that names its fallback (`data-fallback-text`, `data-fallback-class`; the team's
 * photos, TeamCard.tsx) is replaced by that box when it fails, as its component would.
 */
export function showFallbackOfFailedImages(root: Document = document): void {
  const swap = (target: EventTarget | null) => {
    if (!(target instanceof HTMLImageElement)) return;
    const text = target.getAttribute('data-fallback-text');
    if (text === null) return;
    const box = root.createElement('div');
    box.className = target.getAttribute('data-fallback-class') ?? '';
    box.textContent = text;
    target.replaceWith(box);
  };
  // `error` does not bubble: listened for on the way down.
  root.addEventListener('error', (event) => swap(event.target), true);
  // Those that failed before this script ran.
  for (const image of root.querySelectorAll('img[data-fallback-text]')) {
    if (image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0)
      swap(image);
  }
}
