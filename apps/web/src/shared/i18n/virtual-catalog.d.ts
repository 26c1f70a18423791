// Catalog chunks served by vite/i18n-catalog-plugin.ts.
declare module 'virtual:i18n-catalog/*' {
  const messages: Record<string, string>;
  export default messages;
}
