import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';

export interface TabItem {
  /** Stable key, also used in the element ids. */
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Prefix of the tab and panel ids; unique on the page. */
  idPrefix: string;
  /** The content of the selected tab's panel (only that one is rendered). */
  children: ReactNode;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * Tabs after the WAI-ARIA pattern with automatic activation: one tab stop for the list
 * (roving tabindex), arrow keys, Home and End move and select, the panel follows in the tab
 * order. Only the selected panel is rendered, so its content can load on demand.
 */
export function Tabs({
  label,
  items,
  selectedId,
  onSelect,
  idPrefix,
  children,
  className,
}: TabsProps) {
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // A list that scrolls sideways (a narrow screen) shows the selected tab, without moving the
  // page (focus scrolls a tab into view by itself; a selection from the address does not).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selectedId);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left) list.scrollLeft -= box.left - at.left;
    else if (at.right > box.right) list.scrollLeft += at.right - box.right;
  }, [selectedId]);

  const moveTo = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={cx('ui-tabs', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tabs__list">
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, item.id)}
              aria-selected={selected}
              // Only the rendered panel may be referenced.
              aria-controls={selected ? tabPanelId(idPrefix, item.id) : undefined}
              tabIndex={selected ? 0 : -1}
              className={cx('ui-tabs__tab', selected && 'ui-tabs__tab--selected')}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, selectedId)}
        aria-labelledby={tabId(idPrefix, selectedId)}
        tabIndex={0}
        className="ui-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
