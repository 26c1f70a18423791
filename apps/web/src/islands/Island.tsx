import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, type IslandName } from './island-names';

/**
 * Marks a part of the layout as an island: on a marketing page (islands.tsx) only the markup
 * inside hydrates, as a React root of its own; in the app it is a box without layout
 * (`display: contents`, app.css) around the same component.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div className="app-island" {...{ [ISLAND_ATTRIBUTE]: name }}>
      {children}
    </div>
  );
}
