/**
 * Just enough of a browser for an OAuth round trip in a test: one cookie jar per origin,
 * redirects followed by hand (so every Set-Cookie on the way is kept), forms posted as
 * application/x-www-form-urlencoded.
 */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(origin: string) {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  cookies(origin: string): string {
    return [...this.jar(origin)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(origin: string, response: Response) {
    const jar = this.jar(origin);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** One request, no redirect followed; the origin's cookies sent and updated. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const { origin } = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookies(origin);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(origin, response);
    return response;
  }

  /** A navigation: the request, then every redirect as a GET, until a page answers. */
  async navigate(
    url: string,
    init: RequestInit = {},
  ): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
      if (hops > 20) throw new Error('Trop de redirections.');
      const location = response.headers.get('location');
      if (!location) break;
      await response.body?.cancel();
      current = new URL(location, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /** Submits a page's (first) form with the given fields, as a navigation. */
  async submitForm(pageUrl: string, html: string, fields: Record<string, string>) {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('Aucun formulaire dans la page.');
    return this.navigate(new URL(action.replaceAll('&amp;', '&'), pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}
