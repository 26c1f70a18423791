import { useContext } from 'react';
import { LocaleContext, type LocaleContextValue } from './locale-context';

/** The shown language and a way to change it (the choice is remembered on this device). */
export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) {
    throw new Error('useLocale must be used inside <LocaleProvider>.');
  }
  return value;
}
