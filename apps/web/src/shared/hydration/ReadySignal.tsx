import { useEffect } from 'react';

/**
 * Renders nothing; its effect runs after the first commit of the tree it is in, when the
 * tree's handlers are attached (a server's markup taken over, see first-interaction.ts).
 */
export function ReadySignal({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
