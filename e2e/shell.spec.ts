import type { Page } from '@playwright/test';
import {
  expect,
  newAccount,
  openSignInModal,
  sessionEmail,
  signIn,
  signOut,
  signUp,
  test,
  TEST_PASSWORD,
  uniqueEmail,
} from './support/fixtures';
import { createAccountViaApi } from './support/accounts';

const PUBLIC_NAV = ['Accueil', 'Générateur', 'À propos'];
const SIGNED_IN_NAV = ['Contrats', 'Dashboard'];
/** On phones the account's own links sit in the menu (on desktop they are in the user menu). */
const signedInNav = (page: Page) =>
  isMobile(page) ? [...SIGNED_IN_NAV, 'Mon compte', 'Mes droits'] : SIGNED_IN_NAV;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The navigation links as a user sees them (the mobile menu is opened first under 768 px). */
async function navLinks(page: Page): Promise<string[]> {
  if (isMobile(page)) {
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.click();
    const names = await page
      .getByRole('navigation', { name: 'Navigation principale (mobile)' })
      .getByRole('link')
      .allInnerTexts();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    return names.map((name) => name.trim());
  }
  const names = await page
    .getByRole('navigation', { name: 'Navigation principale', exact: true })
    .getByRole('link')
    .allInnerTexts();
  return names.map((name) => name.trim());
}

test.describe('visitor', () => {
  test(
    'home renders the layout: Beta badge, visitor navigation, Connexion, footer',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Clausier, accueil' })).toContainText('Beta');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await navLinks(page)).toEqual(PUBLIC_NAV);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Clausier`);
      for (const [name, href] of [
        ['Mentions légales', '/legal'],
        ['Confidentialité', '/confidentialite'],
        ['Conditions d’utilisation', '/conditions-utilisation'],
        ['Versions', '/versions'],
        ['Plan du site', '/plan-site'],
      ] as const) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      // The skip link is the first stop of the keyboard and leads to <main> (keyboard: desktop).
      if (isMobile(page)) return;
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu' });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveAttribute('href', '#main');
    },
  );

  test('a modal dialog holds the page still behind it, under the strict CSP', async ({ page }) => {
    await page.goto('/');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await bodyOverflow()).toBe('visible');
    const dialog = await openSignInModal(page);
    // The lock is a <style> Radix writes: it applies only because it carries the page's nonce
    // (server/plugins/spa.ts); the fixture fails the test on any CSP violation in the console.
    await expect.poll(bodyOverflow).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(bodyOverflow).toBe('visible');
  });

  test('/temp-dashboard redirects to /dashboard', async ({ page }) => {
    await page.goto('/temp-dashboard');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  });

  test('an unknown path shows the French 404 page with a way home', async ({ page }) => {
    await page.goto('/cette-page-nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    // A title of its own, not the home's (RGAA 8.6), with the typographic apostrophe.
    await expect(page).toHaveTitle('Page introuvable — Clausier');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a deep link reload serves the app, not a server 404', async ({ page }) => {
    await page.goto('/versions');
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the sign-in modal validates in French and reports a wrong password', async ({
    page,
    a11y,
  }) => {
    await page.goto('/');
    const dialog = await openSignInModal(page);
    await a11y.scan('modale de connexion ouverte');
    await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
    await dialog.getByLabel('Nom').fill('Camille');
    await dialog.getByLabel('Adresse e-mail').fill(uniqueEmail());
    await dialog.getByLabel('Mot de passe').fill('court');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      dialog.getByText('Le mot de passe doit contenir au moins 12 caractères.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await a11y.scan('formulaire avec erreurs');
    // The server's password rule, said in French before anything is sent (dictionaries lazy-loaded).
    await dialog.getByLabel('Mot de passe').fill('password1234');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      dialog.getByText(/^Ce mot de passe est trop facile à deviner.*couramment utilisé/),
    ).toBeVisible();

    await dialog.getByRole('tab', { name: 'Se connecter' }).click();
    await dialog.getByLabel('Adresse e-mail').fill(uniqueEmail());
    await dialog.getByLabel('Mot de passe').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('account', () => {
  test(
    'sign up, sign out, sign in — navigation follows the sign-in state',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/');
      expect(await navLinks(page)).toEqual(PUBLIC_NAV);

      const account = await signUp(page, newAccount('Alex Dupont'));
      expect(await sessionEmail(page)).toBe(account.email);
      expect(await navLinks(page)).toEqual([...PUBLIC_NAV, ...signedInNav(page)]);

      // From a guarded page: home, signed out, and no sign-in window (the guard stays quiet).
      await page.goto('/contracts');
      await signOut(page);
      expect(await navLinks(page)).toEqual(PUBLIC_NAV);
      await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeHidden();

      await signIn(page, account);
      expect(await sessionEmail(page)).toBe(account.email);
      expect(await navLinks(page)).toEqual([...PUBLIC_NAV, ...signedInNav(page)]);
    },
  );

  test('the guard sends a visitor home, opens sign-in, then returns to the origin', async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request);
    await page.goto('/contracts?tri=recent');
    await expect(page).toHaveURL('/');
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await expect(dialog).toBeVisible();

    await signIn(page, account);
    await expect(page).toHaveURL('/contracts?tri=recent');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes Contrats' })).toBeVisible();
  });

  test('the guard remembers an editor link through sign-in, and a reload keeps the page', async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request);
    await page.goto('/editor/abc');
    await expect(page).toHaveURL('/');
    // The guard opens the (lazily loaded) sign-in modal itself: wait for it rather than race it.
    await signIn(page, account, { opened: true });
    await expect(page).toHaveURL('/editor/abc');

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Éditeur' })).toBeVisible();
    await expect(page).toHaveURL('/editor/abc');
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile project only (375 px)');

  test(
    'collapses under 768 px, opens with the same items, closes with Escape',
    { tag: '@mobile' },
    async ({ page, a11y }) => {
      await page.goto('/');
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale', exact: true }),
      ).toBeHidden();

      const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const close = page.getByRole('button', { name: 'Fermer le menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: 'Navigation principale (mobile)' });
      await expect(menu.getByRole('link', { name: 'Accueil' })).toBeFocused();
      await expect(menu.getByRole('button', { name: 'Connexion' })).toBeVisible();
      await a11y.scan('menu mobile ouvert');

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();

      // Sign-in from the menu: the menu closes under the dialog; Escape returns to the toggle.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await menu.getByRole('button', { name: 'Connexion' }).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Connexion' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await menu.getByRole('link', { name: 'À propos' }).click();
      await expect(page).toHaveURL('/about');
      await expect(menu).toBeHidden();
    },
  );
});
