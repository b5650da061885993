import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { SAME_ORIGIN, expect, test } from './support/fixtures';
import { signUpViaApi } from './support/accounts';
import { expectStep, next, preview, showPreview } from './wizard-helpers';
import { CREATOR, CREATOR_CLIENT } from '@core/templates/test-drafts';

/**
 * A photographer drafts her own contract (core/rules/sides.ts): on the profile page she says she
 * is « l’auteur ou le modèle »; the wizard then takes her profile as the Cédant and her client,
 * picked from « Mes clients », as the Cessionnaire — in the preview and in the PDF.
 */
const PHOTOGRAPHER = { ...CREATOR, is_configured: true };
const VENUE = CREATOR_CLIENT;

function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

/** A new account whose profile is the photographer's, with `extra` (her side) in the save. */
async function signUpAsPhotographer(page: Page, tag: string, extra: { side?: string }) {
  await page.goto('/');
  await signUpViaApi(page, tag);
  const saved = await page.request.post('/api/user-profile', {
    headers: SAME_ORIGIN,
    data: {
      physical_person: PHOTOGRAPHER,
      selected_entity_type: 'physical_person',
      version: 0,
      ...extra,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** From step 1 to step 3, step 2's answers left as they are. */
async function throughStep2(page: Page) {
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
  await next(page);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
}

async function storedSide(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/user-profile')).json()) as { side: string }).side;
}

test(
  'a creator: her profile is the Cédant, her client the Cessionnaire, in the preview and the PDF',
  { tag: '@mobile' },
  async ({ page, a11y }) => {
    test.setTimeout(120_000);
    // Her profile is saved on the client's side: she says she is the author on the page below.
    await signUpAsPhotographer(page, 'createur', {});
    const client = await page.request.post('/api/clients', { headers: SAME_ORIGIN, data: VENUE });
    expect(client.status()).toBe(201);

    // The profile page asks the side first, in a radio group named by its visible label.
    await page.goto('/dashboard');
    const sides = page.getByRole('radiogroup', { name: 'Vous êtes :' });
    await expect(sides).toBeVisible();
    await expect(
      sides.getByRole('radio', { name: /le client \(vous recevez les droits\)/ }),
    ).toBeChecked();
    await a11y.scan('tableau de bord, le choix du côté');
    await sides
      .getByRole('radio', { name: /l’auteur ou le modèle \(vous cédez ou autorisez\)/ })
      .click();
    await expect(page.getByText(/la partie «\s?Cédant\s?» de vos contrats/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => storedSide(page)).toBe('cedant');
    // The client book speaks of her clients.
    await page.getByRole('tab', { name: 'Mes clients' }).click();
    await expect(
      page.getByText(/Enregistrez vos clients, à qui vous cédez vos droits/),
    ).toBeVisible();

    await page.goto('/wizard?fromDashboard=true');
    await expectStep(page, 1, 'Type de contrat');
    await expect(page.getByText(/Cédant \(vous\)\s?: Inès Lambert/)).toBeVisible();
    // Her « reportage photo » is her work: the analysis suggests the copyright contract.
    await page
      .getByLabel('Description du projet')
      .fill('Reportage photo du mariage de mes clients');
    await page.getByRole('button', { name: 'Analyser ma description' }).click();
    await expect(page.getByText(/Si vous êtes la personne photographiée ou filmée/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Auteur/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Image/ })).not.toBeChecked();
    await next(page);
    await expectStep(page, 2, 'Mode de cession et droits');
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await next(page);

    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    const mine = page.getByRole('group', { name: 'Pour ce contrat, je suis…' });
    await expect(mine.getByRole('radio', { name: /L’auteur ou le modèle/ })).toBeChecked();
    // Her own identity comes from her profile; her client is picked from « Mes clients ».
    await expect(page.getByLabel('Nom (obligatoire)', { exact: true })).toHaveValue('Lambert');
    await page
      .getByRole('region', { name: 'Choisir le cessionnaire dans mes clients' })
      .getByRole('button', { name: /Domaine des Tilleuls/ })
      .click();
    await expect(page.getByLabel('Dénomination sociale (cessionnaire) (obligatoire)')).toHaveValue(
      'Domaine des Tilleuls',
    );
    await a11y.scan('étape 3, une créatrice et son client');
    await next(page);

    await expectStep(page, 4, 'Description détaillée');
    await page
      .getByLabel('Description de l’œuvre')
      .fill('Reportage photographique du mariage du 12 juin 2026, 80 photographies JPEG.');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    // The flat fee's L131-4 ground is an answer (LEGAL J2): the photos are not sold.
    await page.getByRole('checkbox', { name: /^Rien de ce qui contient l’œuvre/ }).check();
    await page.getByLabel(/^Prix \(en euros\)/).fill('1200');
    await next(page);

    await expectStep(page, 6, 'Finalisation');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Cessionnaire (votre client)' }),
    ).toContainText(': complet');
    await showPreview(page);
    await expect(preview(page)).toContainText(/Inès Lambert[^]*«\s?le Cédant\s?»/);
    await expect(preview(page)).toContainText(/Domaine des Tilleuls[^]*«\s?le Cessionnaire\s?»/);
    await a11y.scan('étape 6, contrat d’une créatrice');

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    const text = pdfText(await (await download).path());
    expect(text).toMatch(
      /Mme Inès Lambert, née le 3 mai 1991[^]*ci-après dénommée «\s?le Cédant\s?»/,
    );
    expect(text).toMatch(
      /La société Domaine des Tilleuls[^]*ci-après dénommée «\s?le Cessionnaire\s?»/,
    );
    expect(text).toMatch(/Le Cédant\s?: Mme Inès Lambert/);
    expect(text).toMatch(/Le Cessionnaire\s?: la société Domaine des Tilleuls/);
  },
);

test(
  'a creator types her client at step 3 and saves it to « Mes clients »',
  { tag: '@mobile' },
  async ({ page, a11y }) => {
    test.setTimeout(90_000);
    await signUpAsPhotographer(page, 'createur-client', { side: 'cedant' });

    await page.goto('/wizard?fromDashboard=true');
    await expectStep(page, 1, 'Type de contrat');
    await page.getByRole('checkbox', { name: /^Auteur/ }).check();
    await throughStep2(page);

    // Her book is empty: she types her client, a natural person.
    await expect(
      page.getByRole('heading', { name: 'Le cessionnaire (votre client)' }),
    ).toBeVisible();
    const client = page.locator('main');
    await client.getByLabel('Nom (cessionnaire) (obligatoire)', { exact: true }).fill('Bernard');
    await client.getByLabel('Prénom (cessionnaire) (obligatoire)', { exact: true }).fill('Hugo');
    const save = client.getByRole('button', { name: 'Enregistrer ce client dans « Mes clients »' });
    // The book asks a civility the contract does not: said before anything is stored.
    await save.click();
    const refusal = client.getByRole('alert').filter({ hasText: 'Impossible d’enregistrer' });
    await expect(refusal).toHaveText(
      'Impossible d’enregistrer ce client dans vos clients. Veuillez remplir tous les champs obligatoires : Civilité.',
    );
    expect(await clientNames(page)).toEqual([]);
    await client.getByLabel(/^Civilité \(cessionnaire\)/).selectOption('M.');
    await save.click();
    await expect(
      client.getByRole('status').filter({ hasText: 'Le client a été ajouté à « Mes clients ».' }),
    ).toBeVisible();
    await expect(save).toBeHidden();
    await expect(refusal).toHaveCount(0);
    // It is offered in the picker of this very step, and stored once.
    await expect(
      page
        .getByRole('region', { name: 'Choisir le cessionnaire dans mes clients' })
        .getByRole('button', { name: /Hugo Bernard/ }),
    ).toBeVisible();
    expect(await clientNames(page)).toEqual(['Bernard']);
    await a11y.scan('étape 3, le client saisi enregistré');

    // « Mes clients » lists her client.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Mes clients' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Mes clients' }).getByText(/Hugo Bernard/),
    ).toBeVisible();
    await a11y.scan('Mes clients, le client enregistré depuis l’étape 3');
  },
);

async function clientNames(page: Page): Promise<string[]> {
  const answer = (await (await page.request.get('/api/clients')).json()) as {
    clients: { nom: string }[];
  };
  return answer.clients.map((c) => c.nom);
}

test(
  'a model drafting her own image authorisation is « Modèle (vous) », her client the bénéficiaire',
  { tag: '@mobile' },
  async ({ page, a11y }) => {
    test.setTimeout(90_000);
    await signUpAsPhotographer(page, 'createur-image', { side: 'cedant' });

    await page.goto('/wizard?fromDashboard=true');
    await expectStep(page, 1, 'Type de contrat');
    await page.getByRole('checkbox', { name: /^Image/ }).check();
    // As her contract will name her: an image authorisation alone has a Modèle, no Cédant.
    await expect(page.getByText(/Modèle \(vous\)\s?: Inès Lambert/)).toBeVisible();
    await throughStep2(page);
    await expect(
      page.getByRole('heading', { name: 'Le bénéficiaire (votre client)' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Le cessionnaire (votre client)' })).toHaveCount(
      0,
    );
    await page
      .locator('main')
      .getByLabel('Nom (bénéficiaire) (obligatoire)', { exact: true })
      .fill('Bernard');
    await a11y.scan('étape 3, une modèle et son client');
  },
);
