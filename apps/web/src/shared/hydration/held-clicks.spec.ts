import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './held-clicks';

function box(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('clicks held until the code has the markup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the click on a switch (its box stays as it was) and makes it again on release', async () => {
    const part = box('<label><input type="checkbox" role="switch" checked> Nur verfügbare</label>');
    const input = part.querySelector('input')!;
    let held = 0;
    const clicks = holdClicks(part, () => (held += 1));
    input.click();
    expect(held).toBe(1);
    expect(input.checked).toBe(true);
    const seen: boolean[] = [];
    input.addEventListener('change', () => seen.push(input.checked));
    clicks.release();
    await vi.waitFor(() => expect(seen).toEqual([false]));
    expect(input.checked).toBe(false);
  });

  it('drops a held click on a button that got disabled, and one that was stopped', async () => {
    const part = box('<button type="button">Senden</button>');
    const button = part.querySelector('button')!;
    const seen: string[] = [];
    let clicks = holdClicks(part);
    button.click();
    button.addEventListener('click', () => seen.push('click'));
    button.disabled = true;
    clicks.release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    button.disabled = false;
    clicks = holdClicks(part);
    button.click();
    clicks.stop();
    expect(seen).toEqual([]);
    // Stopped: clicks pass straight through.
    button.click();
    expect(seen).toEqual(['click']);
  });

  it('leaves a link to the browser', () => {
    const part = box('<a href="/academy"><span>Academy</span></a>');
    holdClicks(part);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    part.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
