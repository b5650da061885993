import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, preview, saveProfile, showPreview } from './wizard-helpers';
import { TOKEN_PRICE_MESSAGE, amountFormatError } from '@core/schemas/price';
import { FUTURE_BIRTH_MESSAGE, MINOR_FREE_GRANT_MESSAGE } from '@core/rules/draft-rules';

/**
 * The v2 answers the wizard collects (legal review A5b, B3 v2, D12, D13, D17, H2-H6): prices that
 * are amounts, tax and payment terms, a minor's legal representatives, the L7124-1 reference under
 * 16, no exclusivity for an image-only authorisation. Run at 1280 and 375 px.
 */
const NNBSP = '\u202F';
const NBSP = '\u00A0';
const FREE_TEXT_PRICE = '1 500 € TTC';
const BOX = 'La personne photographiée ou filmée n’est pas l’auteur de l’œuvre';

/** Screenshot of a new state, which must never scroll sideways (long select options at 375 px). */
async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `/tmp/w1-shots/${name}-${project}.png`, fullPage: true });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** A birth date that makes the person `age` today (born on 1 January). */
const bornAged = (age: number) => `${new Date().getFullYear() - age}-01-01`;

async function startWizard(page: Page, types: ('Auteur' | 'Image')[]) {
  await page.goto('/');
  await saveProfile(page, { person: true });
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');
  for (const type of types)
    await page.getByRole('checkbox', { name: new RegExp(`^${type}`) }).check();
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
}

test.describe('wizard v2 answers', () => {
  test('prices: free text and token prices refused with the server messages, kept after a reload; a valid one echoed in words and in the preview', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await startWizard(page, ['Auteur', 'Image']);
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await next(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Roy', ville: 'Lyon' });
    await next(page);
    await page
      .getByLabel('Description de l’œuvre')
      .fill('Série de 12 photographies du salon Tech Lyon 2026.');
    await page
      .getByLabel(/Description des images/)
      .fill('Portraits réalisés le 12 mars 2026 au salon.');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');

    // legal review D12: the real media are on offer.
    for (const label of [
      'Presse (imprimée ou en ligne)',
      'Affichage extérieur (panneaux, transports)',
      'Télévision',
      'Emballages et étiquettes de produits',
    ])
      await expect(page.getByRole('checkbox', { name: label })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Télévision' }).check();

    const price = page.getByLabel(/Prix de la cession des droits d’auteur/);
    await price.fill(FREE_TEXT_PRICE);
    await price.press('Tab');
    await expect(page.getByText(amountFormatError(FREE_TEXT_PRICE)!)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await showPreview(page);
    await expect(preview(page)).not.toContainText('TTC »');
    await expect(preview(page)).not.toContainText(FREE_TEXT_PRICE);
    await shot(page, 'price-invalid', testInfo.project.name);

    // A reload keeps what was typed, with its error, and the draft stays without a price.
    await page.reload();
    await expect(price).toHaveValue(FREE_TEXT_PRICE);
    await expect(page.getByText(amountFormatError(FREE_TEXT_PRICE)!)).toBeVisible();

    await price.fill('5');
    await price.press('Tab');
    await expect(page.getByText(TOKEN_PRICE_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passer en cession gratuite' })).toBeVisible();
    await shot(page, 'price-token', testInfo.project.name);

    await price.fill('1500');
    await expect(
      page.getByText(`Le contrat indiquera : mille cinq cents euros (1${NNBSP}500${NBSP}€)`),
    ).toBeVisible();
    await expect(page.getByText(TOKEN_PRICE_MESSAGE)).toBeHidden();
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');

    const imagePrice = page.getByLabel(/Prix de l’autorisation de droit à l’image/);
    await imagePrice.fill('3');
    await imagePrice.press('Tab');
    await expect(page.getByText(TOKEN_PRICE_MESSAGE)).toBeVisible();
    await imagePrice.fill('300');
    await expect(
      page.getByText(`Le contrat indiquera : trois cents euros (300${NBSP}€)`),
    ).toBeVisible();

    await page.getByLabel('TVA', { exact: true }).selectOption('franchise');
    await page.getByLabel('Paiement', { exact: true }).selectOption('signature');
    await expect(page.getByLabel('TVA', { exact: true })).toHaveValue('franchise');
    await shot(page, 'price-valid', testInfo.project.name);

    await showPreview(page);
    await expect(preview(page)).toContainText('mille cinq cents euros');
    await expect(preview(page)).toContainText('trois cents euros');
    await page.reload();
    await expect(price).toHaveValue('1500');
    await expect(page.getByLabel('Paiement', { exact: true })).toHaveValue('signature');
  });

  test('a token price offers the switch to « Gratuite », which removes the price section and says so', async ({
    page,
  }) => {
    await startWizard(page, ['Auteur']);
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await next(page);
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    const price = page.getByLabel(/^Prix \(en euros\)/);
    await price.fill('1');
    await price.press('Tab');
    await page.getByRole('button', { name: 'Passer en cession gratuite' }).click();
    await expect(price).toBeHidden();
    await expect(page.getByText(/La cession est maintenant gratuite/)).toBeVisible();
  });

  test('minor author: legal representatives, one parent when authority is exclusive, free grant refused on steps 2 and 3, future birth date refused', async ({
    page,
  }, testInfo) => {
    await startWizard(page, ['Auteur']);
    await next(page);
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    const representatives = page.getByRole('group', { name: 'Représentants légaux de l’auteur' });
    await expect(representatives).toBeHidden();
    await page.getByLabel('Date de naissance').fill(bornAged(14));
    await expect(representatives).toBeVisible();
    await expect(representatives.getByRole('group', { name: 'Parent 1' })).toBeVisible();
    await expect(representatives.getByRole('group', { name: 'Parent 2' })).toBeVisible();
    await expect(page.getByText(MINOR_FREE_GRANT_MESSAGE)).toBeVisible();
    await representatives
      .getByRole('group', { name: 'Parent 2' })
      .getByLabel('Nom (obligatoire)', { exact: true })
      .fill('Durand');
    await shot(page, 'minor-author', testInfo.project.name);

    await representatives.getByLabel('Qui exerce l’autorité parentale ?').selectOption('exclusive');
    await expect(representatives.getByRole('group', { name: 'Parent 2' })).toBeHidden();
    await expect(
      representatives.getByRole('group', { name: 'Parent qui exerce l’autorité parentale' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 2, 'Mode de cession et droits');
    await expect(page.getByText(MINOR_FREE_GRANT_MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Passer en cession onéreuse' }).click();
    await expect(page.getByRole('radio', { name: /^Onéreuse/ })).toBeChecked();
    await expect(page.getByText(MINOR_FREE_GRANT_MESSAGE)).toBeHidden();
    await next(page);

    await page.getByLabel('Date de naissance').fill(`${new Date().getFullYear() + 1}-03-01`);
    await expect(page.getByText(FUTURE_BIRTH_MESSAGE)).toBeVisible();
    await expect(page.getByLabel('Date de naissance')).toHaveAttribute('aria-invalid', 'true');
  });

  test('model under 16: the model form asks for the representatives and the L7124-1 authorisation reference', async ({
    page,
  }, testInfo) => {
    await startWizard(page, ['Auteur', 'Image']);
    await next(page);
    await fillPerson(page, { civ: 'M.', prenom: 'Hugo', nom: 'Roy' });
    await page.getByRole('checkbox', { name: BOX }).check();
    const model = page.getByRole('group', { name: 'Le modèle (personne représentée)' });
    const authorisation = page.getByLabel('Référence de l’autorisation (préfet ou agence agréée)');
    await model.getByLabel('Date de naissance').fill(bornAged(17));
    await expect(
      model.getByRole('group', { name: 'Représentants légaux du modèle' }),
    ).toBeVisible();
    await expect(authorisation).toBeHidden();
    await model.getByLabel('Date de naissance').fill(bornAged(12));
    await expect(authorisation).toBeVisible();
    // The field's own explanation (the preview's clause note cites L7124-1 too).
    await expect(page.locator('section[aria-labelledby="l7124-title"]')).toContainText(
      'article L7124-1 du Code du travail',
    );
    await authorisation.fill('Arrêté préfectoral n° 2026-123');
    await shot(page, 'model-under-16', testInfo.project.name);
    await page.reload();
    await expect(authorisation).toHaveValue('Arrêté préfectoral n° 2026-123');

    // A school trip's photo is no modelling: « Non » drops the authorisation, the contract says
    // why and forbids advertising; an advertising support ticked at step 5 is flagged.
    const modelling = page.getByLabel(/L’image de l’enfant sert-elle une activité de mannequin/);
    await expect(modelling).toHaveValue('oui');
    await modelling.selectOption('non');
    await expect(authorisation).toBeHidden();
    await expect(page.locator('section[aria-labelledby="l7124-title"]')).toContainText(
      'le contrat interdit alors au bénéficiaire toute utilisation publicitaire des images',
    );
    await shot(page, 'model-under-16-no-modelling', testInfo.project.name);
    await next(page);
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    const warning = page
      .locator('[aria-live]')
      .filter({ hasText: 'Image d’un enfant et publicité' });
    await expect(warning).toHaveCount(0);
    await page
      .getByRole('checkbox', { name: 'Affichage extérieur (panneaux, transports)' })
      .check();
    await expect(warning).toContainText('Vous indiquez que l’image de l’enfant ne sert pas');
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/w1-shots/child-advertising-${testInfo.project.name}.png` });
    await page
      .getByRole('checkbox', { name: 'Affichage extérieur (panneaux, transports)' })
      .uncheck();
    await expect(warning).toHaveCount(0);
    await showPreview(page);
    await expect(preview(page)).toContainText(
      /les Images ne relèvent pas d.une activité de mannequin au sens de l.article L7123-2/,
    );
    await expect(preview(page)).not.toContainText('condition suspensive');
  });

  test('image only: no exclusivity checkbox, with its explanation; unticking « Auteur » clears exclusivity and says so', async ({
    page,
  }, testInfo) => {
    await startWizard(page, ['Auteur', 'Image']);
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await page.getByRole('checkbox', { name: /^Cession exclusive/ }).check();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expectStep(page, 1, 'Type de contrat');
    await page.getByRole('checkbox', { name: /^Auteur/ }).uncheck();
    await expect(page.getByText(/L’exclusivité a été retirée/)).toBeVisible();
    await next(page);
    await expectStep(page, 2, 'Mode de cession et droits');
    await expect(page.getByRole('checkbox', { name: /^Cession exclusive/ })).toHaveCount(0);
    await expect(
      page.getByText(
        /Pas d’exclusivité des droits d’auteur pour une autorisation de droit à l’image/,
      ),
    ).toBeVisible();
    await shot(page, 'image-only-exclusivity', testInfo.project.name);
    await showPreview(page);
    await expect(preview(page)).not.toContainText(/\bexclusive\b/);
  });

  test('work options on step 4: credit, original of a graphic work, delivery, collective management, video', async ({
    page,
  }, testInfo) => {
    await startWizard(page, ['Auteur', 'Image']);
    await page.getByRole('checkbox', { name: /graphique ou plastique/ }).check();
    await next(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    await page.getByLabel('Nom à mentionner lors de l’exploitation').selectOption('pseudonyme');
    await page.getByLabel('Pseudonyme (obligatoire)').fill('Annie R.');
    await page.getByLabel('L’original de l’œuvre').selectOption('remis');
    await page.getByLabel('Fichiers livrés').fill('JPEG 300 dpi');
    await page.getByLabel('Date de livraison').fill('2026-09-01');
    await page
      .getByLabel('L’auteur est-il membre d’une société de gestion collective ?')
      .selectOption('autre');
    await page.getByLabel('Nom de la société de gestion collective (obligatoire)').fill('SOFIA');
    await page
      .getByRole('checkbox', { name: 'Les prises de vues comprennent des vidéos (voix)' })
      .check();
    await shot(page, 'work-options', testInfo.project.name);
    await page.reload();
    await expect(page.getByLabel('Pseudonyme (obligatoire)')).toHaveValue('Annie R.');
    await expect(
      page.getByRole('checkbox', { name: 'Les prises de vues comprennent des vidéos (voix)' }),
    ).toBeChecked();
  });

  test('step 4 warns (without blocking) when the work is software, which these templates do not fit', async ({
    page,
  }) => {
    await startWizard(page, ['Auteur']);
    await next(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    const description = page.getByLabel('Description de l’œuvre');
    await description.fill('Une affiche de festival');
    const warning = page.getByText(/^La description mentionne un logiciel\./);
    await expect(warning).toHaveCount(0);
    await description.fill('Logiciel « Gestionnaire de tournois », code source et exécutable');
    await expect(warning).toBeVisible();
    await expect(page.getByText('Un modèle qui ne convient pas à cette œuvre')).toBeVisible();
    // Announced once: the warning sits in one live region, with no role of its own inside it.
    await expect(
      page.locator('[aria-live] [role="status"], [role="status"] [role="status"]'),
    ).toHaveCount(0);
    // A warning only: the wizard goes on.
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
  });

  test('step 5 warns (without blocking) when the destination names a medium no support covers, when an exclusive copyright outlasts the image licence, and when its price is low for what it buys', async ({
    page,
  }, testInfo) => {
    await startWizard(page, ['Auteur', 'Image']);
    await page.getByRole('radio', { name: /^Onéreuse/ }).check();
    await page.getByRole('checkbox', { name: 'Cession exclusive' }).check();
    await next(page);
    await fillPerson(page, { civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    await next(page);
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    // legal review D12: the lawyer's case — metro posters and television with website and Discord
    // only.
    await page.getByLabel(/^Destination/).fill('affichage dans le métro et diffusion télévisée');
    const destination = page.getByText(
      /La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre/,
    );
    await expect(destination).toContainText('« Affichage extérieur (panneaux, transports) »');
    await expect(destination).toContainText('« Télévision »');
    // legal review C v2: exclusive copyright for the legal term, image licence for 5 years.
    await expect(
      page.getByText(/La cession exclusive des droits d’auteur court pour toute la durée légale/),
    ).toBeVisible();
    // legal review A5b: a low price for an exclusive legal-term grant is questioned, not refused.
    const price = page.getByLabel(/Prix de la cession des droits d’auteur/);
    await price.fill('20');
    const lowPrice = page.getByText(
      /^Un prix de 20\s€ pour une cession exclusive consentie pour toute la durée légale de protection peut être jugé dérisoire/,
    );
    await expect(lowPrice).toBeVisible();
    await expect(price).not.toHaveAttribute('aria-invalid');
    await shot(page, 'scope-warnings', testInfo.project.name);
    await price.fill('1500');
    await expect(lowPrice).toBeHidden();
    await page
      .getByRole('checkbox', { name: 'Affichage extérieur (panneaux, transports)' })
      .check();
    await page.getByRole('checkbox', { name: 'Télévision' }).check();
    await expect(destination).toBeHidden();
  });
});
