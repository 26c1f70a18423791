import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnFirstInteraction } from './first-interaction';

function island(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('islands that wait for the visitor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing until the visitor does something, then every waiting island once', async () => {
    const header = island('<button>Menü</button>');
    const banner = island('<button>Ablehnen</button>');
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateOnFirstInteraction([
      { element: header, hydrate },
      { element: banner, hydrate },
    ]);
    await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();

    // The browser's own pointer event at the pointer's unchanged place is nobody.
    const at = { clientX: 5, clientY: 5, bubbles: true };
    window.dispatchEvent(new PointerEvent('pointermove', at));
    window.dispatchEvent(new PointerEvent('pointermove', at));
    await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(hydrate).toHaveBeenCalledTimes(2);
  });

  it('holds a click that comes before the island is ready and gives it to the island after', async () => {
    const banner = island('<button type="button">Ablehnen</button>');
    const button = banner.querySelector('button')!;
    let finish = () => {};
    const hydrate = () => new Promise<void>((resolve) => (finish = resolve));
    hydrateOnFirstInteraction([{ element: banner, hydrate }]);
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    finish();
    await vi.waitFor(() => expect(seen).toEqual(['click']));
    // Ready: later clicks pass straight through.
    button.click();
    expect(seen).toEqual(['click', 'click']);
  });

  it('lets clicks through once an island failed to load', async () => {
    const banner = island('<button type="button">Ablehnen</button>');
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ready } = hydrateOnFirstInteraction([
      { element: banner, hydrate: () => Promise.reject(new Error('offline')) },
    ]);
    await ready(banner);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    banner.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(failed).toHaveBeenCalled();
    failed.mockRestore();
  });

  it('leaves a link to the browser', () => {
    const header = island('<a href="/leistungen"><span>Leistungen</span></a>');
    hydrateOnFirstInteraction([{ element: header, hydrate: () => new Promise<void>(() => {}) }]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    header.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
