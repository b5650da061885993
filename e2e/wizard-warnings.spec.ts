import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, saveProfile } from './wizard-helpers';

/**
 * Soft warnings (core/rules/draft-warnings.ts): shown under the answer they are about, summed up
 * at step 6 with « Revoir », and never blocking the contract.
 */
test('a free image authorisation for a company warns of unpaid posing, at step 2 and at step 6, without blocking', async ({
  page,
  a11y,
}) => {
  await page.goto('/');
  await saveProfile(page, { company: true });
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');
  await page.getByRole('checkbox', { name: /^Image/ }).check();
  await next(page);

  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(page.getByRole('radio', { name: /^Gratuite/ })).toBeChecked();
  await expect(page.getByText(/requalifiée en contrat de travail de mannequin/)).toBeVisible();
  await a11y.scan('avertissement étape 2');
  // Paid: the warning goes.
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await expect(page.getByText(/requalifiée en contrat de travail de mannequin/)).toBeHidden();
  await page.getByRole('radio', { name: /^Gratuite/ }).check();
  await next(page);

  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await fillPerson(page, { civ: 'Mme', prenom: 'Léa', nom: 'Garnier', ville: 'Lyon' });
  await next(page);
  await expectStep(page, 4, 'Description détaillée');
  await page.getByLabel(/Description des images/).fill('Portraits pris au salon le 12 mars 2026.');
  await next(page);
  await next(page);

  await expectStep(page, 6, 'Finalisation');
  const summary = page.getByRole('region', { name: 'Points à vérifier avant de signer' });
  await expect(summary).toContainText('Poser sans rémunération pour une marque (étape 2)');
  await expect(summary).toContainText('L7123-3 et L7123-4 du Code du travail');
  // A warning does not block: the contract is ready.
  await expect(
    page.getByText('Veuillez compléter toutes les informations obligatoires'),
  ).toBeHidden();
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
  await a11y.scan('points à vérifier');
  await summary.getByRole('button', { name: /^Revoir/ }).click();
  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(page.getByText(/requalifiée en contrat de travail de mannequin/)).toBeVisible();
});
