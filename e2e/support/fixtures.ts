import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoBrokenFrenchSpacing } from './line-breaks';
import { expectNoSeriousA11yViolations } from './axe';
import { pageStateKey } from './page-state';

export { expect } from '@playwright/test';

export const TEST_PASSWORD = 'Clausier-e2e-motdepasse';

/**
 * The app's own origin. A browser sends it on every write; Playwright's API requests
 * (page.request.post/put/delete) do not, and the server refuses a write without it.
 */
export const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export const SAME_ORIGIN = { origin: APP_ORIGIN };

/** A fresh address per call, so tests never collide in the shared e2e database. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemple.fr`;
}

export type A11y = {
  /** Scans the page as it is now (an open dialog, a menu…) unless this state was scanned. */
  scan: (label?: string) => Promise<void>;
};

/** Page states (pageStateKey) axe already passed in this run, whichever test or worker reached them. */
type ScannedStates = { has(state: string): boolean; add(state: string): void };

type WorkerFixtures = {
  axeScannedStates: ScannedStates;
};

type Fixtures = {
  /** URLs and labelled states already scanned in the current test. */
  a11yScanned: Set<string>;
  /** Set `test.use({ a11yAutoScan: false })` to skip the automatic scans of a file. */
  a11yAutoScan: boolean;
  a11y: A11y;
  /**
   * The wizard welcome tutorial opens by itself on a first visit (docs/product.md §4). Tests start
   * with it already seen so it never covers the page; `test.use({ welcomeSeen: false })` to test
   * it.
   */
  welcomeSeen: boolean;
  /**
   * CSP violations a test provokes on purpose (hostile HTML parsed in an inert document still
   * reports its inline handlers): matching console errors do not fail it.
   */
  expectedCspViolations: RegExp | undefined;
};

/** Requests each test page has in flight, counted from its own events (trackRequests). */
const inFlight = new WeakMap<Page, number>();

function trackRequests(page: Page) {
  inFlight.set(page, 0);
  const done = () => inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
  page.on('request', () => inFlight.set(page, (inFlight.get(page) ?? 0) + 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** How long no request may be in flight for the page to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until no request of the page has been in flight for QUIET_MS: the lazy route's code, the
 * data it asks for and the code that hydrates a prerendered page have come. Playwright's own
 * `networkidle` waits 500 ms of silence, half a second on every visit of a run that makes
 * hundreds. A page the fixture did not make (another context's) falls back on it.
 */
export async function waitForQuietNetwork(page: Page) {
  if (!inFlight.has(page)) return page.waitForLoadState('networkidle');
  let quietSince = Date.now();
  const deadline = quietSince + 15_000;
  while (Date.now() < deadline) {
    if ((inFlight.get(page) ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`Des requêtes sont encore en cours sur ${page.url()} après 15 s.`);
}

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in, a panel
 * sliding): axe read a half-faded dialog's text as too pale. Spinners and other endless ones are
 * left running; a page that keeps starting new ones is given up on after two seconds.
 */
export async function waitForAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const deadline = performance.now() + 2_000;
    for (let running = finite(); running.length > 0 && performance.now() < deadline;) {
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
      running = finite();
    }
  });
}

/** Waits until the SPA has rendered a route into <main>, the network is quiet and nothing moves. */
export async function waitForApp(page: Page) {
  await page.locator('#main').waitFor({ state: 'visible' });
  await waitForQuietNetwork(page);
  await waitForAnimations(page);
}

/**
 * Every test gets automatic accessibility checks (axe, WCAG 2.1 AA, serious/critical fail):
 * after each `page.goto` / `page.reload` and on the page the test ends on. Each distinct URL
 * is checked once per test; call `a11y.scan('label')` for states a URL does not capture
 * (open modal, open menu). The French-spacing check reads the text, so it runs on each of
 * them; axe runs once per page state (pageStateKey) in a run: the same screen reached again by
 * another test or worker, with other words in it, is not scanned again. Later screens get this by
 * importing `test` from here.
 *
 * Each test also acts as its own client IP (X-Forwarded-For, honoured with TRUST_PROXY=true in
 * playwright.config.ts) so the per-IP sign-in rate limit applies per simulated visitor.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  a11yAutoScan: [true, { option: true }],
  welcomeSeen: [true, { option: true }],
  expectedCspViolations: [undefined, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  },
  axeScannedStates: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(scannedStates(process.env.E2E_AXE_DIR));
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  a11yScanned: async ({}, use) => {
    await use(new Set<string>());
  },
  page: async (
    { page, a11yScanned, axeScannedStates, a11yAutoScan, welcomeSeen, expectedCspViolations },
    use,
    testInfo,
  ) => {
    // Same key as LOCAL_KEYS.welcomeTutorialVisited (web/lib/storage-keys.ts).
    if (welcomeSeen)
      await page.addInitScript(() => localStorage.setItem('hasVisitedWelcome', 'true'));
    // The strict CSP refuses anything inline the page did not vouch for: a violation means a part
    // of the page silently did not apply (the dialogs' scroll lock did, before its nonce).
    trackRequests(page);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error' || !/Content Security Policy/.test(text)) return;
      if (!expectedCspViolations?.test(text)) cspViolations.push(text);
    });
    const scan = () => scanOnce(page, { a11yScanned, axeScannedStates });
    if (a11yAutoScan) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForApp(page);
        await scan();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForApp(page);
        await scan();
        return response;
      };
    }
    await use(page);
    if (testInfo.status === 'passed')
      expect(cspViolations, 'violations de la CSP dans la console').toEqual([]);
    // The page the test ends on (reached by clicks, not goto) is checked too, if it passed.
    if (a11yAutoScan && testInfo.status === 'passed' && !page.isClosed()) {
      await waitForApp(page);
      await scan();
    }
  },
  a11y: async ({ page, a11yScanned, axeScannedStates }, use) => {
    await use({ scan: (label) => scanOnce(page, { a11yScanned, axeScannedStates }, label) });
  },
});

type Scanned = Pick<Fixtures, 'a11yScanned'> & WorkerFixtures;

/**
 * The states axe passed, shared by the run's workers through one empty file per state in the
 * directory playwright.config.ts makes (E2E_AXE_DIR): a screen the other worker scanned is not
 * scanned again. Without the directory (a spec run outside that config), this worker's own.
 */
function scannedStates(dir: string | undefined): ScannedStates {
  const seen = new Set<string>();
  return {
    has: (state) => seen.has(state) || (dir !== undefined && existsSync(join(dir, state))),
    add: (state) => {
      seen.add(state);
      if (dir) writeFileSync(join(dir, state), '');
    },
  };
}

/**
 * Checks unless this URL (or labelled state) was already checked in this test; axe only on a
 * page state no test of this worker has scanned (a state is recorded once it passed).
 */
async function scanOnce(page: Page, scanned: Scanned, label?: string) {
  const key = label ?? page.url();
  if (scanned.a11yScanned.has(key)) return;
  scanned.a11yScanned.add(key);
  const where = label ? `${page.url()} (${label})` : page.url();
  const state = await pageStateKey(page);
  if (!scanned.axeScannedStates.has(state)) {
    await waitForAnimations(page);
    await expectNoSeriousA11yViolations(page, { label: where });
    scanned.axeScannedStates.add(state);
  }
  await expectNoBrokenFrenchSpacing(page, where);
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;

/** Opens the sign-in modal from the header (or the mobile menu under 768 px). */
export async function openSignInModal(page: Page) {
  // A prerendered page's buttons are inert until React has hydrated it (its code loaded).
  await waitForQuietNetwork(page);
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export type Account = { name: string; email: string; password: string };

export function newAccount(name = 'Camille Martin'): Account {
  return { name, email: uniqueEmail(), password: TEST_PASSWORD };
}

/**
 * How the sign-in modal comes up: `opened` when the page opens it by itself (a visitor's « Télécharger
 * le PDF » saves the draft, then opens the lazily loaded modal): the helper waits for it instead of
 * guessing from an instant check, which raced the modal's loading on slow machines and then
 * clicked « Connexion » under the opening modal until the test timed out.
 */
export type SignInOpening = { opened?: boolean };

async function signInDialog(page: Page, { opened = false }: SignInOpening) {
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  if (!opened) return (await dialog.isVisible()) ? dialog : openSignInModal(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** Signs up through the modal (opening it unless it already is) and waits for the session. */
export async function signUp(
  page: Page,
  account: Account = newAccount(),
  opening: SignInOpening = {},
) {
  const dialog = await signInDialog(page, opening);
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  await dialog.getByLabel('Nom').fill(account.name);
  await dialog.getByLabel('Adresse e-mail').fill(account.email);
  await dialog.getByLabel('Mot de passe').fill(account.password);
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
  return account;
}

/** Signs in through the modal (opening it unless it already is) and waits for the session. */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  opening: SignInOpening = {},
) {
  const dialog = await signInDialog(page, opening);
  await dialog.getByRole('tab', { name: 'Se connecter' }).click();
  await dialog.getByLabel('Adresse e-mail').fill(account.email);
  await dialog.getByLabel('Mot de passe').fill(account.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
}

/** Signs out through the user menu (desktop) or the mobile menu. */
export async function signOut(page: Page) {
  if (isDesktop(page)) {
    await page.getByRole('button', { name: /^Compte :/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  } else {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  }
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);
}

/** The server's view of the browser's session: the signed-in user's e-mail, or null. */
export async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/auth/get-session');
  const body = (await response.json()) as {
    user?: { email?: string; isAnonymous?: boolean };
  } | null;
  return body?.user && !body.user.isAnonymous ? (body.user.email ?? null) : null;
}

async function expectSignedIn(page: Page) {
  await expect.poll(() => sessionEmail(page)).not.toBeNull();
  if (isDesktop(page)) await expect(page.getByRole('button', { name: /^Compte :/ })).toBeVisible();
}

async function expectSignedOut(page: Page) {
  await expect.poll(() => sessionEmail(page)).toBeNull();
  if (isDesktop(page))
    await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
}
