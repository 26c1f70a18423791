import { describe, expect, it } from 'vitest';
import { showFallbackOfFailedImages } from './failed-images';

describe('failed images on an islands page', () => {
  it('become the box their component shows, only where the image names one', () => {
    document.body.innerHTML =
      '<img id="photo" src="/media/gone" data-fallback-class="team-card__photo team-card__photo--missing" data-fallback-text="No image">' +
      '<img id="other" src="/media/gone-too">';
    showFallbackOfFailedImages(document);
    document.getElementById('photo')?.dispatchEvent(new Event('error'));
    document.getElementById('other')?.dispatchEvent(new Event('error'));

    const box = document.querySelector('div.team-card__photo--missing');
    expect(box?.className).toBe('team-card__photo team-card__photo--missing');
    expect(box?.textContent).toBe('No image');
    expect(document.getElementById('photo')).toBeNull();
    expect(document.getElementById('other')).not.toBeNull();
  });
});
