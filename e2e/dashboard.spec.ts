import type { Page } from '@playwright/test';
import { expect, SAME_ORIGIN, sessionEmail, signUp, test } from './support/fixtures';

const SAVED = 'Vos informations ont été enregistrées avec succès.';
const RESET_DONE = 'Les informations ont été réinitialisées.';
const SAVE_RULE = 'Veuillez compléter au moins un profil (personne physique ou morale).';

const radio = (page: Page, name: 'Personne physique' | 'Personne morale') =>
  page.getByRole('radio', { name });
const form = (page: Page) => page.locator('#profile-config-form');
const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === 'string' });

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test(
  'a visitor sees the defaults, the save rule, saves, and the profile follows them at sign-up',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByText('Configurez les informations du cessionnaire')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Mon entreprise' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Mes clients' })).toBeVisible();
    await expect(page.locator('#profile-type-selection')).toBeVisible();

    // Nothing configured: the natural person is shown first, no « Configuré » badge.
    await expect(radio(page, 'Personne physique')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Configuré', { exact: true })).toHaveCount(0);
    await expect(field(page, 'Nationalité')).toHaveValue('Française');
    await expect(field(page, 'Date de naissance')).toHaveAttribute('type', 'date');
    await expect(field(page, 'Adresse e-mail')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Téléphone')).toHaveAttribute('type', 'tel');
    await expect(field(page, 'Civilité')).toHaveValue('');
    await shoot(page, 'dashboard-visitor');

    await radio(page, 'Personne morale').click();
    await expect(radio(page, 'Personne morale')).toHaveAttribute('aria-checked', 'true');
    await expect(radio(page, 'Personne morale')).toContainText('Sélectionné');
    // « 1000 € » is the example, never a capital stored for the user (LEGAL J5).
    await expect(field(page, 'Capital social')).toHaveValue('');
    await expect(field(page, 'Capital social')).toHaveAttribute('placeholder', '1000 €');
    await expect(field(page, 'Civilité du représentant')).toHaveValue('M.');
    await field(page, 'Numéro SIREN ou SIRET').fill('123456788');
    await expect(form(page)).toContainText('ce numéro SIREN semble erroné');
    await field(page, 'Numéro SIREN ou SIRET').fill('');

    // No profile has a name: the save is refused with the docs/product.md §5 message.
    await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SAVE_RULE })).toBeVisible();

    // Keyboard: the radio group moves with the arrow keys.
    await radio(page, 'Personne morale').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radio(page, 'Personne physique')).toHaveAttribute('aria-checked', 'true');

    await field(page, 'Civilité').selectOption('Mme');
    await field(page, 'Nom').fill('Durand');
    await field(page, 'Prénom').fill('Alice');
    await field(page, 'Date de naissance').fill('1990-04-12');
    await field(page, 'Adresse').fill('12 rue des Lilas');
    await field(page, 'Code postal').fill('75011');
    await field(page, 'Ville').fill('Paris');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const saved = page.getByRole('status').filter({ hasText: SAVED });
    await expect(saved).toBeVisible();
    await expect(radio(page, 'Personne physique')).toContainText('Configuré');
    await shoot(page, 'dashboard-saved');
    // docs/product.md §9: the success message is cleared after 3 s.
    await expect(saved).toBeHidden({ timeout: 5_000 });

    // Kept under the visitor's anonymous session.
    await page.reload();
    await expect(field(page, 'Nom')).toHaveValue('Durand');
    await expect(field(page, 'Date de naissance')).toHaveValue('1990-04-12');
    expect(await sessionEmail(page)).toBeNull();

    // Signing up moves the visitor's profile to the account.
    await signUp(page);
    await page.reload();
    await expect(field(page, 'Nom')).toHaveValue('Durand');
    await expect(field(page, 'Civilité')).toHaveValue('Mme');
    await expect(radio(page, 'Personne physique')).toContainText('Configuré');
    expect(await sessionEmail(page)).not.toBeNull();
  },
);

test('a save is acknowledged beside the button pressed; « Mes clients » has no second save button', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await field(page, 'Nom').fill('Durand');
  // Saved from the bottom of the long form: the answer is shown there, in view, not at the top.
  const bottomSave = form(page).getByRole('button', { name: 'Enregistrer mes informations' });
  await bottomSave.click();
  const saved = page.getByRole('status').filter({ hasText: SAVED });
  await expect(saved).toBeInViewport();
  await expect(bottomSave).toBeInViewport();
  await expect(form(page).getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  // The header bar's buttons act on the profile: the clients tab shows only the client form's.
  await page.getByRole('tab', { name: 'Mes clients' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Réinitialiser' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Mon entreprise' }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
});

test('a field the server refuses is named on the field and focused, not a generic error', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await field(page, 'Nom').fill('Durand');
  await field(page, 'Code postal').fill('4200');
  await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
  const postalCode = field(page, 'Code postal');
  await expect(postalCode).toBeFocused();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText(/Un code postal français compte 5 chiffres/)).toBeVisible();
  await expect(page.getByText('Veuillez corriger les champs signalés.').first()).toBeVisible();
  await expect(page.getByText('Une erreur est survenue lors de l’enregistrement.')).toHaveCount(0);
  // Corrected, it saves.
  await postalCode.fill('42000');
  await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED }).first()).toBeVisible();
});

test('reset asks for confirmation, restores the defaults and says so for 3 s', async ({ page }) => {
  await page.goto('/dashboard');
  await field(page, 'Nom').fill('Martin');
  await field(page, 'Nationalité').fill('Belge');

  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Réinitialiser le formulaire' });
  await expect(dialog).toContainText(
    'Êtes-vous sûr de vouloir réinitialiser toutes les informations du formulaire ?',
  );
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Nom')).toHaveValue('Martin');

  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Nom')).toHaveValue('');
  await expect(field(page, 'Nationalité')).toHaveValue('Française');
  const notice = page.getByRole('status').filter({ hasText: RESET_DONE });
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 5_000 });
});

test('redirectTo: « Enregistrer et continuer » saves, then goes to /wizard?fromDashboard=true after 1.5 s', async ({
  page,
}) => {
  await page.goto('/dashboard?redirectTo=wizard');
  await radio(page, 'Personne morale').click();
  await field(page, 'Dénomination sociale').fill('Studio Lumière');
  await field(page, 'Forme juridique').fill('SAS');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user-profile', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const button = form(page).getByRole('button', { name: 'Enregistrer et continuer' });
  await button.click();
  // While saving: the label changes and both header buttons are disabled.
  await expect(form(page).getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  // The wizard may drop fromDashboard from its URL once read: record every URL reached.
  const visited: { url: URL; at: number }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push({ url: new URL(frame.url()), at: Date.now() });
  });
  // The 1.5 s count from the save's answer: timed from when the answer reached the page, not from
  // when the test noticed the message (which lags by up to a poll interval on a loaded machine).
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/user-profile') && r.request().method() === 'POST',
  );
  release();
  await answered;
  const savedAt = Date.now();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect
    .poll(() =>
      visited.find(
        ({ url }) => url.pathname === '/wizard' && url.searchParams.get('fromDashboard') === 'true',
      ),
    )
    .toBeTruthy();
  const arrival = visited.find(({ url }) => url.pathname === '/wizard');
  expect((arrival?.at ?? 0) - savedAt).toBeGreaterThanOrEqual(1_200);
});

test('a failed save keeps the values; a 409 offers to reload the other version', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await field(page, 'Nom').fill('Bernard');
  await page.route('**/api/user-profile', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, body: '' })
      : route.continue(),
  );
  await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Une erreur est survenue lors de l’enregistrement. Veuillez réessayer.' }),
  ).toBeVisible();
  await expect(field(page, 'Nom')).toHaveValue('Bernard');
  await page.unroute('**/api/user-profile');

  // This first stored save starts the visitor's session: the app then reads its data again for
  // that identity (web/lib/auth.tsx), the profile included. That read must be over before the
  // other tab writes, or the page simply takes the other tab's version and nothing conflicts.
  let stored = false;
  const reread = page.waitForResponse((response) => {
    if (new URL(response.url()).pathname !== '/api/user-profile') return false;
    if (response.request().method() === 'POST') stored ||= response.ok();
    return stored && response.request().method() === 'GET';
  });
  await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await reread;

  // Another tab saves meanwhile (same session): this page's version is now stale.
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

  await field(page, 'Prénom').fill('Lucie');
  await form(page).getByRole('button', { name: 'Enregistrer mes informations' }).click();
  const conflict = page.getByRole('status').filter({ hasText: 'modifiées ailleurs' });
  await expect(conflict).toBeVisible();
  await expect(field(page, 'Prénom')).toHaveValue('Lucie');
  await conflict.getByRole('button', { name: 'Recharger' }).click();
  await expect(field(page, 'Nom')).toHaveValue('Autre-Onglet');
  await expect(conflict).toBeHidden();
});

test('a profile that cannot be loaded says so', async ({ page }) => {
  await page.route('**/api/user-profile', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Impossible de charger votre profil. Veuillez réessayer.' }),
  ).toBeVisible({
    timeout: 15_000,
  });
});
