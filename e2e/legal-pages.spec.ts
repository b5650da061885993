import { expect, openSignInModal, test } from './support/fixtures';

// The legal pages (docs/product.md §2): /legal, /confidentialite, /conditions-utilisation. The
// e2e server sets no LEGAL_* variable, so every operator value shows « à compléter ».

const PAGES = [
  {
    path: '/legal',
    footer: 'Mentions légales',
    title: 'Mentions légales',
    sections: [
      'Éditeur du site',
      'Directeur de la publication',
      'Hébergeur',
      'Propriété intellectuelle',
      'Pas de conseil juridique',
      'Données personnelles',
    ],
    // Publisher (4), director (1), host (3).
    unset: 8,
  },
  {
    path: '/confidentialite',
    footer: 'Confidentialité',
    title: 'Politique de confidentialité',
    sections: [
      'Responsable du traitement',
      'Ce que nous traitons, et pourquoi',
      'Durées de conservation',
      'Qui reçoit vos données',
      'Transferts hors de l’Union européenne',
      'Cookies',
      'Vos droits',
      'Réclamation',
    ],
    // Controller (name, address, contact), the host among the recipients, the contact for rights.
    unset: 5,
  },
  {
    path: '/conditions-utilisation',
    footer: 'Conditions d’utilisation',
    title: 'Conditions d’utilisation',
    sections: [
      'Un service gratuit, en version bêta',
      'Des modèles types, pas un conseil juridique',
      'Votre responsabilité',
      'Votre compte',
      'Vos contenus restent les vôtres',
      'Utilisation acceptable',
      'Disponibilité',
      'Évolution des conditions',
      'Droit applicable',
    ],
    // The contact address.
    unset: 1,
  },
] as const;

for (const legal of PAGES) {
  test(`${legal.path}: one h1, its sections, « à compléter » for each unset value`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    const main = page.locator('#main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...legal.sections]);
    await expect(main.getByText('à compléter', { exact: true })).toHaveCount(legal.unset);
    await expect(main.getByText('à compléter', { exact: true }).first()).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(legal.title)).toHaveAttribute('aria-current', 'page');
  });
}

test('/legal: the absence of legal advice, and links to the two other pages', async ({ page }) => {
  await page.goto('/legal');
  const main = page.locator('#main');
  await expect(main).toContainText('ne donne pas de conseil juridique');
  await main.getByRole('link', { name: 'politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
});

test('/confidentialite: the retention of anonymous visitors is the server’s, with the sessions’ and the CNIL', async ({
  page,
}) => {
  const info = (await (await page.request.get('/api/legal-info')).json()) as {
    anonymousRetentionDays: number;
    sessionDays: number;
  };
  // No ANONYMOUS_RETENTION_DAYS in the e2e server's environment: the default.
  expect(info.anonymousRetentionDays).toBe(30);
  await page.goto('/confidentialite');
  await expect(page.getByTestId('legal-anonymousRetentionDays')).toHaveText(
    new RegExp(`^${info.anonymousRetentionDays}\\sjours$`),
  );
  await expect(page.getByTestId('legal-sessionDays').first()).toHaveText(
    new RegExp(`^${info.sessionDays}\\sjours$`),
  );
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
    'href',
    'https://www.cnil.fr',
  );
  for (const basis of ['6, paragraphe 1, b', '6, paragraphe 1, f'])
    await expect(main).toContainText(new RegExp(basis.replace(/ /g, '\\s')));
  await expect(main).toContainText('pas de bandeau de cookies');
});

test('the footer leads to each legal page', async ({ page }) => {
  await page.goto('/');
  for (const legal of PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: legal.footer }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
  }
});

test('the sign-up form links to both pages in a new tab, and stays filled in', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  const dialog = await openSignInModal(page);
  await dialog.getByRole('tab', { name: 'Créer un compte' }).click();
  await dialog.getByLabel('Nom').fill('Camille Martin');
  await expect(dialog).toContainText(
    'En créant un compte, vous acceptez les conditions d’utilisation',
  );
  const terms = dialog.getByRole('link', { name: 'conditions d’utilisation (nouvel onglet)' });
  const privacy = dialog.getByRole('link', {
    name: 'politique de confidentialité (nouvel onglet)',
  });
  await expect(terms).toHaveAttribute('href', '/conditions-utilisation');
  await expect(privacy).toHaveAttribute('href', '/confidentialite');
  for (const link of [terms, privacy]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  await a11y.scan('sign-up form');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
  await tab.close();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nom')).toHaveValue('Camille Martin');
});
