import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/fixtures';

// Lazy files that cannot be fetched (a dropped connection, or a deployment that replaced them):
// every route and lazy piece answers in French with « Recharger la page », and after a
// deployment the page reloads once by itself. React Router's English screen is never reached.

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;
const ENGLISH = /Unexpected Application Error|Hey developer/;
const blockScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

async function clickNav(page: Page, name: string) {
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name, exact: true }).first().click();
}

test('the sign-in dialog cannot load: a French alert offers « Recharger la page », which brings it back', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await blockScripts(page);
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'La fenêtre de connexion n’a pas pu se charger.' });
  await expect(alert).toBeVisible();
  const reload = alert.getByRole('button', { name: 'Recharger la page' });
  await expect(reload).toBeFocused();
  await expect(page.getByText(ENGLISH)).toHaveCount(0);
  // The page around it still works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.scan('sign-in dialog failed to load');

  await page.unroute('**/assets/*.js');
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
});

const CANNOT_START = 'Clausier ne peut pas s’afficher.';

test.describe('the app cannot start', () => {
  // The automatic scan after goto waits for the app, which never comes here: scanned by hand.
  test.use({ a11yAutoScan: false });

  test('the app’s code cannot load at all: after 10 s the page says so in French, with a link that reloads', async ({
    page,
    a11y,
  }) => {
    await blockScripts(page);
    // A page the build does not prerender: a prerendered one shows its content without the code.
    await page.goto('/dashboard');
    const message = page.getByText(CANNOT_START);
    // Hidden while the app may still come: a normal start never shows it.
    await expect(message).toBeHidden();
    await expect(message).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(/Il a besoin de JavaScript et d’une connexion à Internet\s:/),
    ).toBeVisible();
    await a11y.scan('app cannot start');
    await page.unroute('**/assets/*.js');
    await page.getByRole('link', { name: 'rechargez la page' }).click();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(message).toBeHidden();
  });
});

test('with JavaScript turned off, the page says at once what it needs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByText(CANNOT_START)).toBeVisible({ timeout: 2_000 });
  await context.close();
});

test('a page whose file cannot load shows the French error page inside the layout', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await blockScripts(page);
  await clickNav(page, 'À propos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
  ).toBeVisible();
  await expect(page.getByText('Une partie de Clausier n’a pas pu se charger')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(ENGLISH)).toHaveCount(0);
});

test('after a deployment a failed page load reloads once by itself, never in a loop', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const html = await (await page.request.get('/')).text();
  // The old version's page files are gone until the page asks the server for its index.html,
  // which now names another entry script (a newer version): then the reload finds its files.
  let oldVersion = true;
  await page.route('**/assets/*.js', (route) => (oldVersion ? route.abort() : route.fallback()));
  await page.route('**/*', (route) => {
    if (
      route.request().resourceType() !== 'fetch' ||
      new URL(route.request().url()).pathname !== '/'
    )
      return route.fallback();
    oldVersion = false;
    return route.fulfill({
      contentType: 'text/html',
      body: html.replace(
        /src="\/assets\/index-[^"]+\.js"/,
        'src="/assets/index-nouvelle-version.js"',
      ),
    });
  });
  const reloaded = page.waitForEvent('load');
  await clickNav(page, 'À propos');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Clausier' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);

  // Failing again right after: no second reload, the error page and its button stay.
  await blockScripts(page);
  let loads = 0;
  page.on('load', () => loads++);
  const versionChecked = page.waitForRequest(
    (r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/',
  );
  await clickNav(page, 'Générateur');
  await versionChecked;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads).toBe(0);
  await expect(page.getByText(ENGLISH)).toHaveCount(0);
});
