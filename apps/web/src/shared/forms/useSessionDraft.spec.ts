import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionDrafts, useSessionDraft } from './useSessionDraft';

const EMPTY = { subject: '', message: '' };

afterEach(() => sessionStorage.clear());

describe('useSessionDraft', () => {
  it('keeps what is typed in this tab and brings it back', () => {
    const first = renderHook(() => useSessionDraft('ticket:u1', EMPTY));
    act(() => first.result.current[1]({ subject: 'Rechnung', message: '' }));
    first.unmount();
    const again = renderHook(() => useSessionDraft('ticket:u1', EMPTY));
    expect(again.result.current[0]).toEqual({ subject: 'Rechnung', message: '' });
  });

  it('takes only the known text fields from storage', () => {
    sessionStorage.setItem(
      'oiv-draft:ticket:u1',
      JSON.stringify({ subject: 'Hallo', message: 42, extra: 'x' }),
    );
    const { result } = renderHook(() => useSessionDraft('ticket:u1', EMPTY));
    expect(result.current[0]).toEqual({ subject: 'Hallo', message: '' });
  });

  it('ignores a broken entry', () => {
    sessionStorage.setItem('oiv-draft:ticket:u1', '{not json');
    const { result } = renderHook(() => useSessionDraft('ticket:u1', EMPTY));
    expect(result.current[0]).toEqual(EMPTY);
  });

  it('forgets the draft on clear() and when emptied', () => {
    const { result } = renderHook(() => useSessionDraft('ticket:u1', EMPTY));
    act(() => result.current[1]({ subject: 'a', message: 'b' }));
    expect(sessionStorage.getItem('oiv-draft:ticket:u1')).not.toBeNull();
    act(() => result.current[2]());
    expect(result.current[0]).toEqual(EMPTY);
    expect(sessionStorage.getItem('oiv-draft:ticket:u1')).toBeNull();
    act(() => result.current[1]({ subject: 'a', message: '' }));
    act(() => result.current[1](EMPTY));
    expect(sessionStorage.getItem('oiv-draft:ticket:u1')).toBeNull();
  });

  it('keeps nothing without a key', () => {
    const { result } = renderHook(() => useSessionDraft(null, EMPTY));
    act(() => result.current[1]({ subject: 'a', message: 'b' }));
    expect(sessionStorage.length).toBe(0);
  });

  it('clearSessionDrafts forgets every draft and nothing else', () => {
    sessionStorage.setItem('oiv-draft:a', '{}');
    sessionStorage.setItem('oiv-draft:b', '{}');
    sessionStorage.setItem('other', '1');
    clearSessionDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
