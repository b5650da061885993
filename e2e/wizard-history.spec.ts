import { saveContractViaApi, signUpViaApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  MODEL_TO_COMPLETE,
  expectStep,
  fillPerson,
  next,
  saveProfile,
  walkToAuthorStep,
} from './wizard-helpers';

/**
 * A sturdy wizard: each step is a history entry, a badly formed answer keeps « Suivant » from
 * leaving its step, and the finalisation page saves as you type and asks before leaving unsaved
 * answers (docs/product.md §4 "Wizard", §2 "Contract finalization").
 */
test.describe('wizard history and validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await saveProfile(page, { person: true });
  });

  test(
    'Back and Forward move between steps; a reload keeps the step and the answers',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/wizard?fromDashboard=true');
      await expectStep(page, 1, 'Type de contrat');
      await page.getByRole('checkbox', { name: /^Auteur/ }).check();
      await next(page);
      await expectStep(page, 2, 'Mode de cession et droits');
      await expect(page).toHaveURL(/[?&]step=2\b/);
      await next(page);
      await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
      await expect(page).toHaveURL(/[?&]step=3\b/);
      await page.getByLabel('Nom (obligatoire)', { exact: true }).fill('Roy');

      // Back at step 3 shows step 2, not the page before the wizard; again, step 1.
      await page.goBack();
      await expectStep(page, 2, 'Mode de cession et droits');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Mode de cession et droits' }),
      ).toBeFocused();
      await page.goBack();
      await expectStep(page, 1, 'Type de contrat');
      await expect(page.getByRole('checkbox', { name: /^Auteur/ })).toBeChecked();
      await page.goForward();
      await expectStep(page, 2, 'Mode de cession et droits');
      await page.goForward();
      await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');

      await page.reload();
      await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
      await expect(page.getByLabel('Nom (obligatoire)', { exact: true })).toHaveValue('Roy');
      await page.goBack();
      await expectStep(page, 2, 'Mode de cession et droits');
    },
  );

  test('a birth date in the future keeps « Suivant » on its step, with the field focused and the reason announced', async ({
    page,
    a11y,
  }) => {
    await walkToAuthorStep(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    const birth = page.getByLabel('Date de naissance (obligatoire)');
    await birth.fill(`${new Date().getFullYear() + 1}-03-01`);
    await next(page);

    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(page).toHaveURL(/[?&]step=3\b/);
    await expect(birth).toBeFocused();
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await expect(birth).toHaveAccessibleDescription(
      /La date de naissance ne peut pas être dans le futur/,
    );
    const alert = page.getByRole('alert').filter({ hasText: 'à corriger' });
    await expect(alert).toContainText('La date de naissance ne peut pas être dans le futur.');
    await a11y.scan('étape 3 refusée');

    await birth.fill('1990-04-12');
    await expect(alert).toHaveCount(0);
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
  });

  test('blank required answers stop « Suivant » too: named, the first focused, and the user may go on', async ({
    page,
    a11y,
  }) => {
    await walkToAuthorStep(page);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    const alert = page.getByRole('alert').filter({ hasText: 'obligatoires manquent' });
    await expect(alert).toContainText('Date de naissance');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    await expect(focused).toHaveAccessibleDescription(/Réponse obligatoire/);
    await a11y.scan('étape 3, réponses obligatoires manquantes');
    await alert.getByRole('button', { name: 'Continuer sans ces réponses' }).click();
    await expectStep(page, 4, 'Description détaillée');
  });
});

test('the finalisation page saves as you type and asks before leaving unsaved answers', async ({
  page,
  a11y,
}) => {
  await signUpViaApi(page, 'autosave');
  const id = await saveContractViaApi(page, {
    title: 'Portraits salon',
    isDraft: false,
    fromStep6: true,
    contractData: MODEL_TO_COMPLETE,
  });
  await page.goto(`/wizard/finalize/${id}`);
  const model = page.getByRole('group', { name: 'Le modèle (personne représentée)' });
  await model.getByLabel('Prénom (modèle) (obligatoire)').fill('Zoé');
  const status = page.getByRole('status').filter({ hasText: /Enregistr|non enregistr/ });
  await expect(status).toHaveText(/^Enregistré$/);
  await a11y.scan('finalisation enregistrée');
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.modele_info).toMatchObject({ prenom: 'Zoé' });

  // A save held by a slow network: the page says so and asks before leaving.
  await page.route('**/api/contracts', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await model.getByLabel('Nom (modèle) (obligatoire)', { exact: true }).fill('Petit');
  await expect(status).toHaveText(/Modifications non enregistrées|Enregistrement…/);
  await page.getByRole('link', { name: 'Retour aux contrats' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await expect(dialog).toBeVisible();
  await a11y.scan('finalisation, départ retenu');
  await dialog.getByRole('button', { name: 'Rester' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/wizard/finalize/${id}`);
  await expect(status).toHaveText(/^Enregistré$/, { timeout: 10_000 });
  await page.unroute('**/api/contracts');
  const after = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(after.form_data.modele_info).toMatchObject({ prenom: 'Zoé', nom: 'Petit' });

  // Once saved, leaving asks nothing.
  await page.getByRole('link', { name: 'Retour aux contrats' }).click();
  await expect(page).toHaveURL('/contracts');
});
