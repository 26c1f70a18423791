/**
 * An absolute http(s) address with a real host name (a dot and a top-level domain of letters)
 * or an IP address, written without spaces: what a video-call link must be. Both the server
 * and the form run this check.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (/^\[[0-9a-f:.]+\]$/i.test(host)) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host.split('.').every((n) => Number(n) <= 255);
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return (
    /^([a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i.test(tld) &&
    labels.every((label) => /^[a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]{0,62})$/i.test(label)) &&
    labels.every((label) => !label.endsWith('-'))
  );
}

/**
 * A link a person may leave out (a profile's LinkedIn, website, …): empty or blank, else an
 * http(s) address as `isHttpUrl` takes it (surrounding spaces ignored). The server's profile
 * input and the profile form both run it.
 */
export function isOptionalHttpUrl(value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || isHttpUrl(trimmed);
}
