import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { expect, SAME_ORIGIN, test } from './support/fixtures';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
const ADDED = 'Client ajouté avec succès.';
const UPDATED = 'Client mis à jour avec succès.';
const NONE_YET = 'Aucun client n’a été ajouté pour le moment.';
const NO_MATCH = 'Aucun client ne correspond à votre recherche.';

const panel = (page: Page) => page.getByRole('tabpanel', { name: 'Mes clients' });
const search = (page: Page) => panel(page).getByLabel('Rechercher un client');
const list = (page: Page) => panel(page).getByRole('list', { name: 'Clients' });

async function openClients(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Mes clients' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Mes clients' })).toBeVisible();
}

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

async function addPerson(page: Page, civility: string, last: string, first: string) {
  await panel(page).getByRole('button', { name: 'Ajouter un client' }).click();
  await panel(page).getByLabel('Civilité').selectOption(civility);
  await panel(page).getByLabel(/^Nom/).fill(last);
  await panel(page)
    .getByLabel(/^Prénom/)
    .fill(first);
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: ADDED })).toBeVisible();
}

test('clients: add (both types), required fields, search, edit, delete, refresh', async ({
  page,
  a11y,
}) => {
  // A long journey (two client kinds, edit, delete, refresh) with five axe scans: ~28 s alone,
  // more on a loaded CI.
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await openClients(page);
  await expect(panel(page)).toContainText(NONE_YET);
  await expect(search(page)).toHaveAttribute('placeholder', 'Rechercher un client…');

  // A natural person needs civility, last name and first name.
  await panel(page).getByRole('button', { name: 'Ajouter un client' }).click();
  await expect(panel(page).getByRole('radio', { name: 'Personne physique' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await panel(page).getByLabel(/^Nom/).fill('Dupont');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible();
  await expect(panel(page).getByLabel('Civilité')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page).getByLabel('Civilité')).toBeFocused();
  await shoot(page, 'client-form-required');
  await a11y.scan('client form with errors');
  await panel(page).getByLabel('Civilité').selectOption('M.');
  await panel(page)
    .getByLabel(/^Prénom/)
    .fill('Jean');
  await panel(page).getByLabel('Date de naissance').fill('1985-02-03');
  await panel(page).getByLabel('Adresse e-mail').fill('jean.dupont@exemple.fr');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: ADDED })).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('Jean Dupont');

  // A legal entity needs its name and legal form (keyboard: the type toggle moves with arrows).
  await panel(page).getByRole('button', { name: 'Ajouter un client' }).click();
  await panel(page).getByRole('radio', { name: 'Personne physique' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByRole('radio', { name: 'Personne morale' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(panel(page).getByLabel('Capital social')).toHaveValue('');
  await expect(panel(page).getByLabel('Capital social')).toHaveAttribute('placeholder', '1000 €');
  await panel(page)
    .getByLabel(/^Dénomination sociale/)
    .fill('ACME Productions');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible();
  await panel(page)
    .getByLabel(/^Forme juridique/)
    .fill('SARL');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: ADDED })).toBeVisible();
  await addPerson(page, 'Mme', 'Éléonore', 'Marie');
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await shoot(page, 'clients-list');

  // Search: case-insensitive on « first last » for persons and on the name for companies.
  await search(page).fill('JEAN dup');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('Jean Dupont');
  await search(page).fill('acme');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('ACME Productions');
  await search(page).fill('zzz');
  await expect(panel(page)).toContainText(NO_MATCH);
  await search(page).fill('');
  await expect(list(page).getByRole('listitem')).toHaveCount(3);

  // Edit: the form opens filled (focus on its heading: the pressed button is gone); the list
  // reloads after the save.
  await panel(page).getByRole('button', { name: 'Modifier Jean Dupont' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Modifier le client' })).toBeFocused();
  await expect(panel(page).getByLabel(/^Nom/)).toHaveValue('Dupont');
  await expect(panel(page).getByLabel('Date de naissance')).toHaveValue('1985-02-03');
  await panel(page).getByLabel('Ville').fill('Lyon');
  await panel(page).getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(list(page).getByRole('listitem').filter({ hasText: 'Jean Dupont' })).toContainText(
    'Lyon',
  );

  // Delete: the exact confirmation; cancel keeps, confirm removes.
  await panel(page).getByRole('button', { name: 'Supprimer ACME Productions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmer la suppression' });
  await expect(dialog).toContainText(
    'Êtes-vous sûr de vouloir supprimer ce client ? Cette action ne peut pas être annulée.',
  );
  await a11y.scan('delete confirmation');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await panel(page).getByRole('button', { name: 'Supprimer ACME Productions' }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  // The row and its button are gone: focus on the list's heading, never <body>.
  await expect(panel(page).getByRole('heading', { name: 'Mes clients' })).toBeFocused();
  await expect(list(page)).not.toContainText('ACME');

  // « Actualiser » shows a client added elsewhere (another tab, same session).
  const created = await page.request.post('/api/clients', {
    headers: SAME_ORIGIN,
    data: { type: 'legal_entity', nom: 'Autre Onglet SAS', forme_juridique: 'SAS' },
  });
  expect(created.status()).toBe(201);
  await panel(page).getByRole('button', { name: 'Actualiser' }).click();
  await expect(list(page)).toContainText('Autre Onglet SAS');
});

test('clients: load, save and delete failures say so and keep the typed values', async ({
  page,
}) => {
  await page.route('**/api/clients', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  await openClients(page);
  await expect(
    panel(page)
      .getByRole('alert')
      .filter({ hasText: 'Impossible de charger la liste des clients.' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/clients');
  await panel(page).getByRole('button', { name: 'Réessayer' }).click();
  await expect(panel(page)).toContainText(NONE_YET);

  // A visitor can keep an address book too (it follows them at sign-up).
  await page.route('**/api/clients', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, body: '' })
      : route.fallback(),
  );
  await panel(page).getByRole('button', { name: 'Ajouter un client' }).click();
  await panel(page).getByLabel('Civilité').selectOption('Mlle');
  await panel(page).getByLabel(/^Nom/).fill('Petit');
  await panel(page)
    .getByLabel(/^Prénom/)
    .fill('Zoé');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(
    panel(page)
      .getByRole('alert')
      .filter({ hasText: 'Une erreur est survenue lors de l’enregistrement du client.' }),
  ).toBeVisible();
  await expect(panel(page).getByLabel(/^Nom/)).toHaveValue('Petit');
  await page.unroute('**/api/clients');
  await panel(page).getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: ADDED })).toBeVisible();

  // A long address book: deleting its last client fails, and says so where the reader is.
  for (let i = 10; i < 22; i++) {
    const created = await page.request.post('/api/clients', {
      headers: SAME_ORIGIN,
      data: { type: 'legal_entity', nom: `Atelier ${i}`, forme_juridique: 'SAS' },
    });
    expect(created.status()).toBe(201);
  }
  await panel(page).getByRole('button', { name: 'Actualiser' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(13);
  await expect(list(page).getByRole('listitem').last()).toContainText('Atelier 21');
  await page.route('**/api/clients/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  await panel(page).getByRole('button', { name: 'Supprimer Atelier 21' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirmer la suppression' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  const failure = panel(page)
    .getByRole('alert')
    .filter({ hasText: 'Impossible de supprimer ce client.' });
  await expect(failure).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(failure).toBeInViewport();
  // The row is still there, and so is the focus: on its « Supprimer », not the list's heading.
  await expect(panel(page).getByRole('button', { name: 'Supprimer Atelier 21' })).toBeFocused();
  await expect(list(page)).toContainText('Atelier 21');
});

test('a client added while the profile form has unsaved edits does not make their save a conflict', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const profileForm = page.locator('#profile-config-form');
  await profileForm.getByLabel('Nom', { exact: true }).fill('Durand');
  // The address book moves the profile's version (the server refuses a stale whole-profile
  // write); the form's own fields did not change elsewhere, so its save goes through.
  await page.getByRole('tab', { name: 'Mes clients' }).click();
  await addPerson(page, 'Mme', 'Lemoine', 'Iris');
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  await expect(profileForm.getByLabel('Nom', { exact: true })).toHaveValue('Durand');
  await profileForm.getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Vos informations ont été enregistrées avec succès.' })
      .first(),
  ).toBeVisible();
  const stored = (await (await page.request.get('/api/user-profile')).json()) as {
    physical_person: { nom: string };
    clients: { nom: string }[];
  };
  expect(stored.physical_person.nom).toBe('Durand');
  expect(stored.clients.map((c) => c.nom)).toEqual(['Lemoine']);
});

test('a client changed in another tab: the save says so; keep the typed values or reload the other version', async ({
  page,
}) => {
  await openClients(page);
  await addPerson(page, 'Mme', 'Lemoine', 'Iris');
  type Stored = { id: string; version: number; nom: string; prenom: string } & Record<
    string,
    unknown
  >;
  const conflict = panel(page)
    .getByRole('status')
    .filter({ hasText: 'Ce client a changé ailleurs' });
  const firstName = panel(page).getByLabel(/^Prénom/);
  /**
   * Opens the client, lets another tab (same session, so the same owner) rename it, types a first
   * name and saves: the save is refused as stale.
   */
  const saveAfterRenameElsewhere = async (shown: string, nom: string, typed: string) => {
    await panel(page)
      .getByRole('button', { name: `Modifier ${shown}` })
      .click();
    const { clients } = (await (await page.request.get('/api/clients')).json()) as {
      clients: Stored[];
    };
    const { id, ...client } = clients[0]!;
    const answer = await page.request.put(`/api/clients/${encodeURIComponent(id)}`, {
      headers: SAME_ORIGIN,
      data: { ...client, nom },
    });
    expect(answer.ok()).toBe(true);
    await firstName.fill(typed);
    await panel(page).getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(conflict).toBeVisible();
    await expect(firstName).toHaveValue(typed);
  };

  // « Garder mes modifications »: the typed values stay and the next save replaces the other.
  await saveAfterRenameElsewhere('Iris Lemoine', 'Autre-Onglet', 'Inès');
  await conflict.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(conflict).toBeHidden();
  await expect(firstName).toHaveValue('Inès');
  await panel(page).getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(list(page)).toContainText('Inès Lemoine');
  await expect(list(page)).not.toContainText('Autre-Onglet');

  // « Recharger »: the form shows the stored version, the typed value is dropped.
  await saveAfterRenameElsewhere('Inès Lemoine', 'Troisième', 'Jeanne');
  await conflict.getByRole('button', { name: 'Recharger' }).click();
  await expect(conflict).toBeHidden();
  await expect(panel(page).getByLabel(/^Nom/)).toHaveValue('Troisième');
  await expect(panel(page).getByLabel(/^Prénom/)).toHaveValue('Inès');
});
