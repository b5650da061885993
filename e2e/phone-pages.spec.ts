import type { Page } from '@playwright/test';
import { expect, SAME_ORIGIN, test } from './support/fixtures';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

/**
 * The screens whose own tests run at 1280 px only, seen once at 375 px so that the accessibility
 * and line-break checks (e2e/support/fixtures.ts: on every URL visited and each `a11y.scan`) read
 * them as a phone lays them out: the site's pages, the home page's two dialogs, the dashboard's
 * error and conflict, the finalisation page and the deletion confirmations. The state each needs
 * is made through the API; what each screen does is the subject of its own spec.
 */
test.skip(
  ({ isMobile }) => !isMobile,
  'the desktop project reaches each of these screens in its own spec',
);

const draftData = {
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  type_cession: 'Onéreuse',
  auteur_info: { nom: 'Durand', prenom: 'Camille' },
  forfait_motifs: ['sans_recettes'],
  description_oeuvre: 'Une affiche de festival',
  entreprise_info: { type: 'legal_entity', nom: 'Atelier Lumière', forme_juridique: 'SAS' },
};

const profileForm = (page: Page) => page.locator('#profile-config-form');
const saveProfile = (page: Page) =>
  profileForm(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();

test(
  'at 375 px: site pages, home dialogs, dashboard error and conflict, finalisation, deletions',
  { tag: '@mobile' },
  async ({ page, a11y }) => {
    test.slow(); // about a dozen screens, each checked once
    for (const [path, title] of [
      ['/about', /À propos/],
      ['/versions', /Historique des versions/],
      ['/plan-site', /Plan du site/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    }

    await page.goto('/');
    await page.getByRole('button', { name: 'Donner mon avis' }).click();
    const feedback = page.getByRole('dialog', { name: 'Donner mon avis' });
    await expect(feedback).toBeVisible();
    await a11y.scan('feedback modal');
    await page.keyboard.press('Escape');
    await expect(feedback).toBeHidden();
    await page.getByRole('button', { name: 'Informations importantes' }).click();
    const info = page.getByRole('dialog', { name: 'Informations importantes' });
    await expect(info).toBeVisible();
    await a11y.scan('info modal');
    await info.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(info).toBeHidden();

    await signUpViaApi(page, 'telephone');

    // The dashboard: a profile that cannot be loaded, a save refused, a save that meets another's.
    await page.route('**/api/user-profile', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/dashboard');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Impossible de charger votre profil' }),
    ).toBeVisible({ timeout: 15_000 });
    await a11y.scan('tableau de bord, profil illisible');
    await page.unroute('**/api/user-profile');
    await page.reload();
    await profileForm(page).getByLabel('Nom', { exact: true }).fill('Bernard');
    await page.route('**/api/user-profile', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: '' })
        : route.continue(),
    );
    await saveProfile(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Une erreur est survenue lors de l’enregistrement' }),
    ).toBeVisible();
    await a11y.scan('tableau de bord, enregistrement refusé');
    await page.unroute('**/api/user-profile');
    // Another tab saves first: this page's version is now stale.
    const current = (await (await page.request.get('/api/user-profile')).json()) as Record<
      string,
      unknown
    >;
    const { clients: _clients, ...profile } = current;
    const other = {
      ...profile,
      physical_person: { ...(profile.physical_person as object), nom: 'Autre-Onglet' },
    };
    expect(
      (await page.request.post('/api/user-profile', { headers: SAME_ORIGIN, data: other })).ok(),
    ).toBe(true);
    await saveProfile(page);
    await expect(page.getByRole('status').filter({ hasText: 'modifiées ailleurs' })).toBeVisible();
    await a11y.scan('tableau de bord, conflit de version');

    // The finalisation page of a contract whose fields are missing.
    const toFinalise = await saveContractViaApi(page, {
      title: 'Affiche festival',
      contractData: draftData,
      fromStep6: true,
    });
    await page.goto(`/wizard/finalize/${toFinalise}`);
    await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeDisabled();

    // Deleting a contract (its card's menu), then the account.
    const toDelete = await saveContractViaApi(page, {
      title: 'À supprimer',
      contractData: draftData,
    });
    await page.goto('/contracts');
    await page
      .locator(`[data-contract-id="${toDelete}"]`)
      .getByRole('button', { name: /^Autres actions pour/ })
      .click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const deletion = page.getByRole('dialog', { name: 'Supprimer le contrat' });
    await expect(deletion).toContainText('Cette action est irréversible.');
    await a11y.scan('delete dialog');
    await deletion.getByRole('button', { name: 'Annuler' }).click();

    await page.goto('/compte');
    await page
      .getByRole('region', { name: 'Supprimer mon compte' })
      .getByRole('button', { name: 'Supprimer mon compte' })
      .click();
    const account = page.getByRole('alertdialog', { name: 'Supprimer votre compte' });
    await expect(account.getByLabel('Mot de passe')).toBeFocused();
    await a11y.scan('dialogue de suppression');
    await account.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await account.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(account.getByText('Mot de passe incorrect.')).toBeVisible();
    await a11y.scan('dialogue de suppression, mot de passe refusé');
  },
);
