import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile, MODEL_TO_COMPLETE } from './wizard-helpers';
import { saveContractViaApi, signUpViaApi } from './support/accounts';

/**
 * Step 6 lists exactly what is missing, each
 * with a « Compléter » that leads to it; nothing is ticked that was not checked; no download
 * without an assignee; the finalisation page can fill every missing field (the distinct model).
 */
const checklist = (page: Page) => page.getByRole('list', { name: 'Vérification du contrat' });
const line = (page: Page, label: RegExp) =>
  checklist(page).locator(':scope > li').filter({ hasText: label });
const download = (page: Page) => page.getByRole('button', { name: 'Télécharger le PDF' });

/** A free author's contract, ready, whose author gave no birthplace or nationality. */
const READY_WITH_BLANKS = {
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_type: 'Personne physique',
  type_cession: 'Gratuite',
  auteur_info: {
    gentille: 'Mme',
    prenom: 'Léa',
    nom: 'Durand',
    date_naissance: '1990-04-12',
    adresse: '3 rue des Lilas',
    code_postal: '69001',
    ville: 'Lyon',
  },
  description_oeuvre: 'Affiche du festival 2026.',
  entreprise_info: {
    type: 'legal_entity',
    nom: 'Atelier Lumière',
    forme_juridique: 'SAS',
    capital: '10 000 €',
    rcs_ville: 'Lyon',
    siren: '123456789',
    adresse: '1 place Bellecour',
    code_postal: '69002',
    ville: 'Lyon',
    representant_civilite: 'M.',
    representant_nom: 'Martin',
    representant_prenom: 'Jean',
    qualite_representant: 'Président',
  },
};

async function toStep6(page: Page, from: number) {
  for (let step = from; step < 6; step += 1) await next(page);
  await expectStep(page, 6, 'Finalisation');
}

test('step 6 names each missing field, « Compléter » leads to it, download waits until ready', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await next(page);
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
  await toStep6(page, 3);

  // Exactly three things are missing: the description (step 4), the price and the flat fee's
  // ground (step 5, LEGAL J2).
  await expect(checklist(page).getByRole('button', { name: /^Compléter/ })).toHaveCount(3);
  await expect(line(page, /Description de l’œuvre ou des images/)).toContainText(
    'Description de l’œuvre (étape 4)',
  );
  await expect(line(page, /Prix \(cession onéreuse\)/)).toContainText('Prix (en euros) (étape 5)');
  for (const ok of [/Type de contrat sélectionné/, /Identité de l’auteur/, /Cessionnaire/])
    await expect(line(page, ok)).toContainText('complet');
  await expect(download(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Revenir à l’étape 5' })).toHaveCount(0);
  await a11y.scan('étape 6 incomplète');
  await page.screenshot({ path: test.info().outputPath('step6-missing.png'), fullPage: true });

  // Each step is a file of its own: « Compléter » must wait for it. Step 4's file is held here
  // (across a reload, which keeps step 6) until the click has landed on the step's heading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/step-4-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own navigation: the fixture's reload would wait for the network to go idle.
  await page.mainFrame().goto(page.url(), { waitUntil: 'domcontentloaded' });
  await expectStep(page, 6, 'Finalisation');
  await checklist(page)
    .getByRole('button', { name: 'Compléter : Description de l’œuvre (étape 4)' })
    .click();
  await expect(page.getByText('Étape 4/6')).toBeVisible();
  await expect(page.locator('#step-title')).toBeFocused();
  await expect(page.getByLabel('Description de l’œuvre')).toHaveCount(0);
  release();
  await expectStep(page, 4, 'Description détaillée');
  await expect(page.getByLabel('Description de l’œuvre')).toBeFocused();
  await page.getByLabel('Description de l’œuvre').fill('Affiche du festival 2026.');
  await toStep6(page, 4);

  await checklist(page)
    .getByRole('button', { name: 'Compléter : Prix (en euros) (étape 5)' })
    .click();
  await expectStep(page, 5, 'Supports et rémunération');
  await page
    .getByLabel(/rémunération \(en euros\)|Prix/)
    .first()
    .fill('1500');
  await page.getByRole('checkbox', { name: /^Rien de ce qui contient l’œuvre/ }).check();
  await toStep6(page, 5);
  await expect(checklist(page).getByRole('button', { name: /^Compléter/ })).toHaveCount(0);
  await expect(download(page)).toBeEnabled();

  // Ready, yet the author's optional details will print « ____ »: listed, each leading to its field.
  const blanks = page.getByRole('list', { name: 'Laissé en blanc dans le contrat' });
  // (The birth date is required: it tells a minor, so it is never left blank.)
  for (const label of ['Lieu de naissance', 'Nationalité', 'Adresse'])
    await expect(blanks).toContainText(`${label} (auteur) (étape 3)`);
  await expect(blanks).not.toContainText('Date de naissance (auteur)');
  await a11y.scan('étape 6 prête, détails laissés en blanc');
  await blanks.getByRole('button', { name: 'Compléter : Nationalité (auteur) (étape 3)' }).click();
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await expect(page.locator('#field-auteur_info-nationalite')).toBeFocused();
  await page.locator('#field-auteur_info-nationalite').fill('française');
  // Back to step 6 in one click, not three « Suivant ».
  await page.getByRole('button', { name: 'Retour à la finalisation' }).click();
  await expectStep(page, 6, 'Finalisation');
  await expect(page.getByRole('button', { name: 'Retour à la finalisation' })).toHaveCount(0);
  await expect(blanks).not.toContainText('Nationalité');
  await expect(blanks).toContainText('Lieu de naissance (auteur) (étape 3)');
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
  await page.getByRole('button', { name: /^Aller à l’étape 1/ }).click();
  await expectStep(page, 1, 'Type de contrat');
});

test('cancelling « Configuration du profil requise »: told why, no download, a way to configure', async ({
  page,
  a11y,
}) => {
  await page.goto('/wizard?fromDashboard=true');
  const modal = page.getByRole('dialog', { name: 'Configuration du profil requise' });
  await expect(modal).toBeVisible();
  // The focus starts on the way forward, not on « Aide » (first in the footer's reading order).
  await expect(modal.getByRole('link', { name: 'Configurer mon profil' })).toBeFocused();
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Aucun profil de cessionnaire n’est configuré/)).toBeVisible();

  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await next(page);
  await fillPerson(page, { civ: 'M.', prenom: 'Jean', nom: 'Roy' });
  await next(page);
  await page.getByLabel('Description de l’œuvre').fill('Un logo.');
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

test('the finalisation page shows the distinct model’s missing fields; completing them enables the download', async ({
  page,
  a11y,
}) => {
  await signUpViaApi(page, 'checks');
  const id = await saveContractViaApi(page, {
    title: 'Portraits salon',
    isDraft: false,
    fromStep6: true,
    contractData: MODEL_TO_COMPLETE,
  });

  await page.goto(`/wizard/finalize/${id}`);
  const model = page.getByRole('group', { name: 'Le modèle (personne représentée)' });
  await expect(model).toBeVisible();
  await expect(download(page)).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('finalize-model.png'), fullPage: true });
  await checklist(page)
    .getByRole('button', { name: /^Compléter : Nom \(modèle\)/ })
    .click();
  await expect(model.getByLabel('Nom (modèle) (obligatoire)', { exact: true })).toBeFocused();
  await model.getByLabel('Civilité (modèle) (obligatoire)').selectOption('Mme');
  await model.getByLabel('Prénom (modèle) (obligatoire)').fill('Zoé');
  await model.getByLabel('Nom (modèle) (obligatoire)', { exact: true }).fill('Petit');
  await expect(download(page)).toBeDisabled();
  await model.getByLabel('Date de naissance (modèle) (obligatoire)').fill('1990-04-12');
  await a11y.scan('finalisation, modèle complété');
  await expect(download(page)).toBeEnabled();
  const file = page.waitForEvent('download');
  await download(page).click();
  expect((await file).suggestedFilename()).toBe('Portraits salon.pdf');
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.modele_info).toMatchObject({
    gentille: 'Mme',
    prenom: 'Zoé',
    nom: 'Petit',
  });
});

test('the finalisation page lists what the contract leaves blank; « Compléter » opens that field in the page', async ({
  page,
  a11y,
}) => {
  await signUpViaApi(page, 'blanks');
  // Ready (the spec's minimum), with the author's birth date, birthplace and nationality unset.
  const id = await saveContractViaApi(page, {
    title: 'Affiche du festival',
    isDraft: false,
    fromStep6: true,
    contractData: READY_WITH_BLANKS,
  });
  await page.goto(`/wizard/finalize/${id}`);
  await expect(download(page)).toBeEnabled();
  const blanks = page.getByRole('list', { name: 'Laissé en blanc dans le contrat' });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Laissé en blanc dans le contrat' }),
  ).toBeVisible();
  await expect(blanks.getByRole('listitem')).toHaveText([
    /Lieu de naissance \(auteur\) \(étape 3\)/,
    /Nationalité \(auteur\) \(étape 3\)/,
  ]);
  // Nothing was missing: no field is open until asked for.
  await expect(page.locator('#field-auteur_info-lieu_naissance')).toHaveCount(0);
  await a11y.scan('finalisation, détails laissés en blanc');
  await page.screenshot({ path: test.info().outputPath('finalize-blanks.png'), fullPage: true });

  await blanks
    .getByRole('button', { name: 'Compléter : Lieu de naissance (auteur) (étape 3)' })
    .click();
  const birthplace = page.locator('#field-auteur_info-lieu_naissance');
  await expect(birthplace).toBeFocused();
  await expect(birthplace).toBeInViewport();
  await page.keyboard.type('Lyon');
  // Filled: its line leaves the list, its field stays open while the page is.
  await expect(blanks.getByRole('listitem')).toHaveCount(1);
  await expect(birthplace).toHaveValue('Lyon');
  await a11y.scan('finalisation, un détail complété');

  const file = page.waitForEvent('download');
  await download(page).click();
  expect((await file).suggestedFilename()).toBe('Affiche du festival.pdf');
  const stored = await (await page.request.get(`/api/contracts/${id}`)).json();
  expect(stored.form_data.auteur_info).toMatchObject({ lieu_naissance: 'Lyon' });
  expect(stored.form_data.auteur_info.nationalite ?? '').toBe('');
});

test('« Compléter » lands on the very input: price, the distinct model’s name, a parent, the description', async ({
  page,
  a11y,
}) => {
  // Walks to step 6 five times, with three accessibility scans: the longest journey of the suite.
  test.slow();
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await page.getByRole('checkbox', { name: /^Image/ }).check();
  await next(page);
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await next(page);
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Durand' });
  await page.getByRole('checkbox', { name: /n’est pas l’auteur de l’œuvre/ }).check();
  const model = page.getByRole('group', { name: 'Le modèle (personne représentée)' });
  await model.getByLabel('Date de naissance').fill(`${new Date().getFullYear() - 10}-01-15`);
  await expect(model.getByRole('group', { name: 'Représentants légaux du modèle' })).toBeVisible();
  await toStep6(page, 3);

  const fix = async (label: string, step: number, id: string) => {
    await checklist(page)
      .getByRole('button', {
        name: new RegExp(
          `^Compléter\\s*:\\s*${label.replace(/[()]/g, '\\$&')} \\(étape ${step}\\)$`,
        ),
      })
      .click();
    await expect(page.getByText(`Étape ${step}/6`)).toBeVisible();
    // The registry's id (derived from the field's key): exactly the input the checklist names.
    await expect(page.locator(`#${id}`)).toBeFocused();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  };
  await fix('Prix de la cession des droits d’auteur (en euros)', 5, 'field-remuneration');
  await a11y.scan('étape 5 après « Compléter »');
  await page.locator('#field-remuneration').fill('1500');
  await toStep6(page, 5);
  await fix('Nom (modèle)', 3, 'field-modele_info-nom');
  await toStep6(page, 3);
  await fix('Nom (parent 1 du modèle)', 3, 'field-modele_info-parent1-nom');
  await a11y.scan('étape 3 après « Compléter » (parent)');
  await toStep6(page, 3);
  await fix('Description de l’œuvre', 4, 'field-description_oeuvre');
  await toStep6(page, 4);
  await fix('Prix de l’autorisation de droit à l’image (en euros)', 5, 'field-remuneration_image');
});
