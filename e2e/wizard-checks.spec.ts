import type { Page } from '@playwright/test';
import { TEST_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';

/**
 * Issue 11 « A wizard that checks and explains »: step 6 lists exactly what is missing, each
 * with a « Compléter » that leads to it; nothing is ticked that was not checked; no download
 * without an assignee; the finalisation page can fill every missing field (the distinct model).
 */
const checklist = (page: Page) => page.getByRole('list', { name: 'Vérification du contrat' });
const line = (page: Page, label: RegExp) => checklist(page).locator(':scope > li').filter({ hasText: label });
const download = (page: Page) => page.getByRole('button', { name: 'Télécharger le PDF' });

async function toStep6(page: Page, from: number) {
  for (let step = from; step < 6; step += 1) await next(page);
  await expectStep(page, 6, 'Finalisation');
}

test('step 6 names each missing field, « Compléter » leads to it, download waits until ready', async ({ page, a11y }) => {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await next(page);
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
  await toStep6(page, 3);

  // Exactly two things are missing: the description (step 4) and the price (step 5).
  await expect(checklist(page).getByRole('button', { name: /^Compléter/ })).toHaveCount(2);
  await expect(line(page, /Description de l’œuvre ou des images/)).toContainText('Description de l’œuvre (étape 4)');
  await expect(line(page, /Prix \(cession onéreuse\)/)).toContainText('Prix (en euros) (étape 5)');
  for (const ok of [/Type de contrat sélectionné/, /Identité de l’auteur/, /Cessionnaire/]) await expect(line(page, ok)).toContainText('complet');
  await expect(download(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: "Revenir à l'étape 5" })).toHaveCount(0);
  await a11y.scan('étape 6 incomplète');
  await page.screenshot({ path: test.info().outputPath('step6-missing.png'), fullPage: true });

  await checklist(page).getByRole('button', { name: 'Compléter : Description de l’œuvre (étape 4)' }).click();
  await expectStep(page, 4, 'Description détaillée');
  await expect(page.getByLabel("Description de l'œuvre")).toBeFocused();
  await page.getByLabel("Description de l'œuvre").fill('Affiche du festival 2026.');
  await toStep6(page, 4);

  await checklist(page).getByRole('button', { name: 'Compléter : Prix (en euros) (étape 5)' }).click();
  await expectStep(page, 5, 'Supports et rémunération');
  await page.getByLabel(/rémunération \(en euros\)|Prix/).first().fill('1500');
  await toStep6(page, 5);
  await expect(checklist(page).getByRole('button', { name: /^Compléter/ })).toHaveCount(0);
  await expect(download(page)).toBeEnabled();
});

test('no line is ticked that was not checked: no type, free grant', async ({ page }) => {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await toStep6(page, 1);
  await expect(line(page, /Type de contrat sélectionné/)).toContainText('à compléter');
  await expect(line(page, /Identité de l’auteur/)).toContainText('à compléter');
  // Nothing to check yet for descriptions or a price: the lines are not shown, let alone ticked.
  await expect(checklist(page)).not.toContainText('Description');
  await expect(checklist(page)).not.toContainText('Prix');
  // The first missing answer is in step 1, and that is where the button leads.
  await page.getByRole('button', { name: /^Aller à l'étape 1/ }).click();
  await expectStep(page, 1, 'Type de contrat');
});

test('cancelling « Configuration du profil requise »: told why, no download, a way to configure', async ({ page, a11y }) => {
  await page.goto('/wizard?fromDashboard=true');
  const modal = page.getByRole('dialog', { name: 'Configuration du profil requise' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Aucun profil de cessionnaire n’est configuré/)).toBeVisible();

  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await next(page);
  await fillPerson(page, { civ: 'M.', prenom: 'Jean', nom: 'Roy' });
  await next(page);
  await page.getByLabel("Description de l'œuvre").fill('Un logo.');
  await toStep6(page, 4);

  const assignee = line(page, /Cessionnaire \(votre profil\)/);
  await expect(assignee).toContainText('à compléter');
  await expect(assignee).toContainText('Aucun cessionnaire : configurez votre profil');
  await expect(download(page)).toBeDisabled();
  await a11y.scan('étape 6 sans cessionnaire');
  await page.screenshot({ path: test.info().outputPath('step6-no-assignee.png'), fullPage: true });
  await assignee.getByRole('link', { name: 'Configurer mon profil' }).click();
  await expect(page).toHaveURL(/\/dashboard\?redirectTo=wizard/);
});

test('the finalisation page shows the distinct model’s missing fields; completing them enables the download', async ({ page, a11y }) => {
  const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: { email: uniqueEmail('checks'), password: TEST_PASSWORD, name: 'Camille Martin' },
  });
  expect(signUp.ok()).toBe(true);
  const saved = await page.request.post('/api/contracts', {
    data: {
      title: 'Portraits salon',
      isDraft: false,
      fromStep6: true,
      contractData: {
        type_contrat: ["Image (droit à l'image)"],
        auteur_type: 'Personne physique',
        modele_distinct: true,
        description_image: 'Portraits pris au salon le 12 mars 2026.',
        entreprise_info: { type: 'legal_entity', nom: 'Atelier Lumière', forme_juridique: 'SAS', code_postal: '69001', ville: 'Lyon' },
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { id } = (await saved.json()) as { id: string };

  await page.goto(`/wizard/finalize/${id}`);
  const model = page.getByRole('group', { name: 'Le modèle (personne représentée)' });
  await expect(model).toBeVisible();
  await expect(download(page)).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('finalize-model.png'), fullPage: true });
  await checklist(page).getByRole('button', { name: /^Compléter : Nom \(modèle\)/ }).click();
  await expect(model.getByLabel('Nom (modèle) (obligatoire)', { exact: true })).toBeFocused();
  await model.getByLabel('Civilité (modèle) (obligatoire)').selectOption('Mme');
  await model.getByLabel('Prénom (modèle) (obligatoire)').fill('Zoé');
  await model.getByLabel('Nom (modèle) (obligatoire)', { exact: true }).fill('Petit');
  await a11y.scan('finalisation, modèle complété');
  await expect(download(page)).toBeEnabled();
  const file = page.waitForEvent('download');
  await download(page).click();
  expect((await file).suggestedFilename()).toBe('Portraits salon.pdf');
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.modele_info).toMatchObject({ gentille: 'Mme', prenom: 'Zoé', nom: 'Petit' });
});
