/** The partner sites of the Services tab (opened in a new tab). */
export const EXTERNAL_SERVICES = [
  { key: 'ideas', url: 'https://ideen.open-innovation-values.de' },
  { key: 'ai', url: 'https://ki.open-innovation-values.de' },
] as const;
