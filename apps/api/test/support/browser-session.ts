/**
 * Follows redirects the way a browser does, keeping cookies per host, until a URL matches
 * `stop` (not requested) or a page answers without a redirect.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, Map<string, string>>();

  async follow(start: string, stop: (url: URL) => boolean, maxHops = 20): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: this.cookieHeader(url) },
      });
      this.remember(url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(
          `stopped at ${url.toString()} with ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
      url = new URL(location, url);
      if (stop(url)) return url;
    }
    throw new Error('too many redirects');
  }

  cookie(host: string, name: string): string | undefined {
    return this.cookies.get(host)?.get(name);
  }

  forget(host: string, name: string): void {
    this.cookies.get(host)?.delete(name);
  }

  private cookieHeader(url: URL): string {
    return [...(this.cookies.get(url.host) ?? new Map<string, string>()).entries()]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  }

  private remember(url: URL, setCookies: string[]): void {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair.trim().split('=');
      const expired =
        attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value.join('=') === '';
      if (expired) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    this.cookies.set(url.host, jar);
  }
}
