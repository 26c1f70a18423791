import { useCallback, useEffect, useState } from 'react';
import { fetchFlagshipSessions, type FlagshipSession } from './flagship-sessions';

/**
 * The flagship's dates for the form: `loading` first, then `ready` with the sessions (empty:
 * no dates, the sign-up is only stored) or `failed` (treated like no dates, said differently).
 */
export type FlagshipSessionsState =
  { kind: 'loading' } | { kind: 'ready'; sessions: FlagshipSession[] } | { kind: 'failed' };

export function useFlagshipSessions(): [FlagshipSessionsState, () => void] {
  const [state, setState] = useState<FlagshipSessionsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    fetchFlagshipSessions().then(
      (sessions) => live && setState({ kind: 'ready', sessions }),
      (error: unknown) => {
        console.error('[workshop] The dates could not be loaded.', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [state, reload];
}
