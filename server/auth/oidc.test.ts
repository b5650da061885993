import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES } from '@core/schemas/auth-messages';
import { ensureUser } from './ensure-user';
import { TestBrowser } from './testing/browser';
import { freePort } from './testing/free-port';
import { BACKENDS, createTestApp } from './test-support';

const CLIENT_ID = 'clausier-test';
const CLIENT_SECRET = 'clausier-test-client-secret-0123456789';

/** A real OpenID Provider (oidc-provider, dev interactions: any login, any password). */
async function startProvider(
  port: number,
  redirectUri: string,
): Promise<{ issuer: string; server: Server }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@example.fr`,
        email_verified: true,
        name: 'Alice Durand',
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, server };
}

describe.each(BACKENDS)('sign-in through a real OIDC provider (%s)', (backend) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let op: { issuer: string; server: Server };
  let appUrl: string;

  beforeAll(async () => {
    const opPort = await freePort();
    let appPort = await freePort();
    while (appPort === opPort) appPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;
    op = await startProvider(opPort, `${appUrl}/api/auth/callback/oidc`);
    t = await createTestApp(backend, {
      baseUrl: appUrl,
      oidc: {
        issuer: op.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        name: 'Test OIDC',
      },
    });
    t.app.post('/api/test-write', async (request, reply) => ({
      user: await ensureUser(request, reply),
    }));
    t.app.get('/api/test-me', async (request) => ({ user: request.user }));
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => op?.server.close(resolve));
  });

  it('offers the configured provider as a button', async () => {
    const response = await fetch(`${appUrl}/api/auth-providers`);
    expect(await response.json()).toEqual({
      providers: [{ id: 'oidc', label: 'Test OIDC' }],
      verifiesEmail: true,
    });
  });

  it('signs a visitor in with the provider, and their anonymous draft follows them', async () => {
    const browser = new TestBrowser();
    const json = { origin: appUrl, 'content-type': 'application/json' };

    // A visitor saves a draft: anonymous session, one contract.
    const write = await browser.request(`${appUrl}/api/test-write`, {
      method: 'POST',
      headers: { origin: appUrl },
    });
    const anonymousId = (await write.json()).user.id as string;
    const anonymousCookie = browser.cookies(appUrl);
    const contractId = randomUUID();
    const stamp = new Date().toISOString();
    await t.database.db
      .insertInto('contracts')
      .values({
        id: contractId,
        owner_id: anonymousId,
        title: 'Brouillon',
        is_draft: 1,
        from_step6: 0,
        form_data: '{}',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();

    // The sign-in button: better-auth answers the provider's authorization URL.
    const start = await browser.request(`${appUrl}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/contracts' }),
    });
    expect(start.status).toBe(200);
    const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    expect(url.startsWith(`${op.issuer}/auth?`)).toBe(true);

    // At the provider: log in, then consent; each answer redirects back to the authorization.
    let page = await browser.navigate(url);
    const prompts: string[] = [];
    for (let step = 0; step < 4 && page.url.startsWith(op.issuer); step++) {
      const html = await page.response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      prompts.push(prompt ?? '(aucun)');
      page = await browser.submitForm(
        page.url,
        html,
        prompt === 'login'
          ? { prompt: 'login', login: 'alice', password: 'peu-importe' }
          : { prompt: 'consent' },
      );
    }
    expect(prompts).toEqual(['login', 'consent']);
    // Back through /api/auth/callback/oidc to the callbackURL, with a session cookie.
    expect(page.url).toBe(`${appUrl}/contracts`);

    const session = await browser.request(`${appUrl}/api/auth/get-session`);
    const body = (await session.json()) as {
      user: { id: string; email: string; name: string; isAnonymous: boolean };
    };
    expect(body.user).toMatchObject({
      email: 'alice@example.fr',
      name: 'Alice Durand',
      isAnonymous: false,
    });

    const contract = await t.database.db
      .selectFrom('contracts')
      .select('owner_id')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract.owner_id).toBe(body.user.id);

    const old = await fetch(`${appUrl}/api/test-me`, { headers: { cookie: anonymousCookie } });
    expect((await old.json()).user).toBeNull();
  });

  it('sends a visitor who cancels at the provider home with an error code, signed out', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${appUrl}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { origin: appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'oidc', callbackURL: '/contracts' }),
    });
    const { url } = (await start.json()) as { url: string };
    const login = await browser.navigate(url);
    await login.response.body?.cancel();
    expect(login.url).toMatch(/\/interaction\//);

    const back = await browser.navigate(`${login.url}/abort`);
    const landed = new URL(back.url);
    expect(landed.origin + landed.pathname).toBe(`${appUrl}/`);
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(AUTH_ERROR_MESSAGES.access_denied).toBe('La connexion a été annulée.');

    const session = await browser.request(`${appUrl}/api/auth/get-session`);
    expect(await session.json()).toBeNull();
  });
});
