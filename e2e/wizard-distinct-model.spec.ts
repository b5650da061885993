import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { createAccountViaApi } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';
import { expectStep, fillPerson, next, preview, saveProfile, showPreview } from './wizard-helpers';

/**
 * legal review C: the person photographed is not the author. Step 3's box adds the model's own
 * form; the contract then has three parties (combined) or the model alone as grantor (Image only).
 */
const BOX = 'La personne photographiée ou filmée n’est pas l’auteur de l’œuvre';
const MODEL_FORM = 'Le modèle (personne représentée)';
const AUTHOR_LINE = 'Informations sur l’auteur ou le modèle';
/** The step-6 checklist line of the parties (built from readiness's list). */
const PARTIES_LINE = 'Identité de l’auteur, du modèle et de leurs représentants';

const modelForm = (page: Page) => page.getByRole('group', { name: MODEL_FORM });

async function fillModel(form: Locator) {
  await form.getByLabel('Civilité (obligatoire)').selectOption('Mme');
  await form.getByLabel('Prénom (obligatoire)').fill('Zoé');
  await form.getByLabel('Nom (obligatoire)', { exact: true }).fill('Petit');
  await form.getByLabel('Date de naissance').fill('1996-04-02');
  await form.getByLabel('Lieu de naissance').fill('Nantes');
  await form.getByLabel('Ville', { exact: true }).fill('Nantes');
}

async function startWizard(page: Page, types: ('Auteur' | 'Image')[]) {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');
  for (const type of types)
    await page.getByRole('checkbox', { name: new RegExp(`^${type}`) }).check();
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
  await next(page);
  await expectStep(page, 3, AUTHOR_LINE);
}

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test.describe('wizard: a model who is not the author', () => {
  test('combined contract: author and model both fill in, three parties in the preview and in the PDF', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const account = await createAccountViaApi(request);
    await startWizard(page, ['Auteur', 'Image']);
    await expect(modelForm(page)).toBeHidden();
    await fillPerson(page, { civ: 'M.', prenom: 'Hugo', nom: 'Roy', ville: 'Lyon' });
    await page.getByRole('checkbox', { name: BOX }).check();
    await expect(
      page.getByText('Elle signera sa propre autorisation de droit à l’image.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Qui est l’auteur ?' })).toBeVisible();
    await fillModel(modelForm(page));
    await expect(modelForm(page).getByText(/Modèle mineur/)).toBeHidden();
    await page.screenshot({
      path: `/tmp/wiz-dm-shots/step3-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // Stored like every answer: a reload keeps the box and the model.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: BOX })).toBeChecked();
    await expect(modelForm(page).getByLabel('Nom (obligatoire)', { exact: true })).toHaveValue(
      'Petit',
    );
    await next(page);

    await expectStep(page, 4, 'Description détaillée');
    await page
      .getByLabel('Description de l’œuvre')
      .fill('Série de 12 photographies du salon Tech Lyon 2026.');
    await page
      .getByLabel(/Description des images/)
      .fill('Portraits réalisés le 12 mars 2026 au salon.');
    await page.getByLabel(/L’œuvre représente-t-elle le modèle/).selectOption('oui');
    await next(page);
    await next(page);
    await expectStep(page, 6, 'Finalisation');
    await expect(page.getByRole('listitem').filter({ hasText: PARTIES_LINE })).toContainText(
      ': complet',
    );
    await expect(
      page.getByText('Veuillez compléter toutes les informations obligatoires'),
    ).toBeHidden();

    await showPreview(page);
    await expect(preview(page)).toContainText(/Roy/i);
    await expect(preview(page)).toContainText(/Petit/i);
    await expect(preview(page)).toContainText('« le Modèle »');
    await expect(preview(page)).toContainText('de troisième part');

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    await signIn(page, account, { opened: true });
    const text = pdfText(await (await download).path());
    expect(text).toMatch(/Roy/i);
    expect(text).toMatch(/Petit/i);
    expect(text).toContain('« le Modèle »');
  });

  test('Image only: the box replaces the author form by the model form, and the checklist needs only the model', async ({
    page,
    a11y,
  }) => {
    await startWizard(page, ['Image']);
    await expect(page.getByRole('group', { name: 'Qui est le modèle ?' })).toBeVisible();
    await page.getByRole('checkbox', { name: BOX }).check();
    await expect(page.getByRole('group', { name: 'Qui est le modèle ?' })).toBeHidden();
    await expect(
      page.getByText('les informations de l’auteur ne sont pas demandées'),
    ).toBeVisible();
    await expect(page.getByLabel('Nom (obligatoire)', { exact: true })).toHaveCount(1);
    await a11y.scan('étape 3, image seule, modèle distinct');
    await next(page);
    await page.getByLabel(/Description des images/).fill('Portraits du 12 mars 2026.');
    await next(page);
    await next(page);

    // The model is still empty: the checklist line sends back to step 3.
    await expectStep(page, 6, 'Finalisation');
    await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeDisabled();
    await page.getByRole('button', { name: 'Compléter : Civilité (modèle) (étape 3)' }).click();
    await expectStep(page, 3, AUTHOR_LINE);
    await fillModel(modelForm(page));
    await next(page);
    await next(page);
    await next(page);

    // Ready with the author form never filled in.
    await expectStep(page, 6, 'Finalisation');
    await expect(page.getByRole('listitem').filter({ hasText: PARTIES_LINE })).toContainText(
      ': complet',
    );
    await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
    await showPreview(page);
    await expect(preview(page)).toContainText(/Petit/i);
    await expect(preview(page)).toContainText('Zoé');
  });
});
