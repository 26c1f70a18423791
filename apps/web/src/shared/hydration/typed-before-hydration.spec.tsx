import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateOnFirstInteraction } from './first-interaction';
import { ReadySignal } from './ReadySignal';

function Search() {
  const [text, setText] = useState('');
  return (
    <>
      <input aria-label="Suche" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

describe('a field typed into before React takes the page over', () => {
  it('keeps what was typed, and React knows it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Search />);
    document.body.append(root);
    const field = root.querySelector('input')!;
    const hydrated = new Promise<void>((resolve) => {
      hydrateOnFirstInteraction([
        {
          element: root,
          hydrate: () =>
            new Promise<void>((ready) => {
              act(() => {
                hydrateRoot(
                  root,
                  <>
                    <Search />
                    <ReadySignal onReady={ready} />
                  </>,
                );
              });
            }).then(() => void setTimeout(resolve, 0)),
        },
      ]);
    });

    // Typed before React: the focus starts taking over, the text is in the field only.
    field.value = 'Design';
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    await act(() => hydrated);
    expect(field.value).toBe('Design');
    // React's state has it: it renders it.
    expect(root.querySelector('output')?.textContent).toBe('Design');
    root.remove();
  });
});
