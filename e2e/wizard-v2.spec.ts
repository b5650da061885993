import type { Page } from '@playwright/test';
import { expect, test, type A11y } from './support/fixtures';
import {
  ADULT_BIRTH,
  expectNoSidewaysScroll,
  expectStep,
  openWizardAt,
  preview,
  saveProfile,
} from './wizard-helpers';
import { applyCessionType, setContractTypes, setGraphicWork } from '@core/rules/cession';
import { MINOR_FREE_GRANT_MESSAGE } from '@core/rules/draft-rules';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { emptyDraft } from '@core/answers/empty-records';
import type { Draft } from '@core/schemas/draft';
import { TOKEN_PRICE_MESSAGE } from '@core/answers/price';

/**
 * The screens of the wizard's rules in a real browser (legal review A5b, B3 v2, D12, D13, D17,
 * H2-H6): the prices refused or questioned, a minor's legal representatives, the L7124-1 section,
 * the warnings of steps 2, 4 and 5 and their summary at step 6, image only without exclusivity,
 * step 4 without a contract type. The rules themselves are driven in
 * web/features/wizard/wizard-answers.test.tsx; here each screen, loaded with its answers as a
 * reload would, must not scroll sideways and passes axe and the French spacing check. The screens
 * are shared among short tests of two or three screens, so that two workers run them side by side.
 */

/** A birth date that makes the person `age` today (born on 1 January). */
const bornAged = (age: number) => `${new Date().getFullYear() - age}-01-01`;

const paid = (types: Draft['type_contrat']) =>
  applyCessionType(setContractTypes(emptyDraft(), types), 'Onéreuse');
const adult = { gentille: 'Mme', prenom: 'Anne', nom: 'Roy', date_naissance: ADULT_BIRTH };

/**
 * The screen as it is now, its preview written: no sideways scroll (long select options, long
 * messages), axe.
 */
async function check(page: Page, a11y: A11y, name: string) {
  await expect(preview(page)).not.toBeEmpty();
  await expectNoSidewaysScroll(page, name);
  await a11y.scan(name);
}

// Each screen is scanned once, complete, by check(): the automatic scan after page.goto would read
// it a moment earlier (its preview still on its way, or before the bell that comes 3 s after the
// page loads), and axe would run twice on one screen.
test.use({ a11yAutoScan: false });

// A company: a free image authorisation for a brand is warned of (step 2, summed up at step 6).
// Every screen is seen with the same assignee.
test.beforeEach(async ({ page }) => {
  await saveProfile(page, { company: true });
});

test('step 5: a token price refused with its way out, an exclusive copyright questioned, a destination no support covers; the way out taken', async ({
  page,
  a11y,
}) => {
  // A token price with its way out, an exclusive copyright questioned for its low price and for
  // outlasting the image licence, a destination no support covers, tax and payment.
  await openWizardAt(
    page,
    5,
    {
      ...paid([AUTEUR, IMAGE]),
      exclusivite: true,
      auteur_info: { ...emptyDraft().auteur_info, ...adult },
      destination: 'affichage dans le métro et diffusion télévisée',
      remuneration: '20',
      tva_regime: 'franchise',
      modalites_paiement: 'signature',
    } as Draft,
    { remuneration: '20', remuneration_image: '3' },
  );
  await expectStep(page, 5, 'Supports et rémunération');
  await expect(page.getByText(TOKEN_PRICE_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer en cession gratuite' })).toBeVisible();
  await expect(page.getByText(/^Un prix de 20\s€ pour une cession exclusive/)).toBeVisible();
  await expect(page.getByText(/La destination mentionne un moyen de diffusion/)).toBeVisible();
  await expect(page.getByText(/La cession exclusive des droits d’auteur court/)).toBeVisible();
  await expect(page.getByLabel('TVA', { exact: true })).toHaveValue('franchise');
  await check(page, a11y, 'étape 5 : prix refusé, avertissements');
  // The way out taken: the price section gives way to a note saying what changed.
  await page.getByRole('button', { name: 'Passer en cession gratuite' }).click();
  await expect(page.getByText(/La cession est maintenant gratuite/)).toBeVisible();
  await check(page, a11y, 'étape 5 : passée en cession gratuite');
});

/**
 * A minor author giving for free, and a model under 16 whose images serve no modelling although
 * an advertising support is ticked (refused on the question).
 */
const child = {
  ...setContractTypes(emptyDraft(), [AUTEUR, IMAGE]),
  auteur_info: { ...emptyDraft().auteur_info, ...adult, date_naissance: bornAged(14) },
  modele_distinct: true,
  modele_info: {
    ...emptyDraft().modele_info,
    gentille: 'M.',
    prenom: 'Hugo',
    nom: 'Roy',
    date_naissance: bornAged(12),
  },
  activite_mannequin: 'non',
  supports: [...emptyDraft().supports, 'affichage'],
} as Draft;

test('a minor author and a model under 16: their legal representatives and the L7124-1 section at step 3, the advertising support refused at step 5', async ({
  page,
  a11y,
}) => {
  await openWizardAt(page, 3, child);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await expect(page.getByRole('group', { name: 'Représentants légaux de l’auteur' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Représentants légaux du modèle' })).toBeVisible();
  await expect(page.getByText(MINOR_FREE_GRANT_MESSAGE)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="l7124-title"]')).toContainText(
    'le contrat interdit alors au bénéficiaire toute utilisation publicitaire des images',
  );
  await check(page, a11y, 'étape 3 : mineurs, L7124-1');
  // Step 5 of the same answers: the advertising support refused where it is ticked.
  await openWizardAt(page, 5, child);
  await expectStep(page, 5, 'Supports et rémunération');
  await expect(
    page.locator('[aria-live]').filter({ hasText: 'Image d’un enfant et publicité' }),
  ).toContainText('Vous indiquez que l’image de l’enfant ne sert pas');
  await check(page, a11y, 'étape 5 : enfant et publicité');
});

test('step 4: software warned of, with the work’s credit, original, delivery, collective management and video; without a contract type, the way back to step 1', async ({
  page,
  a11y,
}) => {
  await openWizardAt(page, 4, {
    ...setGraphicWork(paid([AUTEUR, IMAGE]), true),
    auteur_info: { ...emptyDraft().auteur_info, ...adult },
    description_oeuvre: 'Logiciel « Gestionnaire de tournois », code source et exécutable',
    mention_auteur: 'pseudonyme',
    pseudonyme: 'Annie R.',
    original: 'remis',
    livraison_format: 'JPEG 300 dpi',
    livraison_date: '2026-09-01',
    gestion_collective: 'autre',
    gestion_collective_autre: 'SOFIA',
    image_video: true,
  } as Draft);
  await expectStep(page, 4, 'Description détaillée');
  await expect(page.getByText(/^La description mentionne un logiciel\./)).toBeVisible();
  await expect(page.getByLabel('Pseudonyme (obligatoire)')).toHaveValue('Annie R.');
  await expect(
    page.getByLabel('Nom de la société de gestion collective (obligatoire)'),
  ).toHaveValue('SOFIA');
  await check(page, a11y, 'étape 4 : logiciel, options de l’œuvre');

  // Without a contract type: the way back to step 1.
  await openWizardAt(page, 4, emptyDraft());
  await expectStep(page, 4, 'Description détaillée');
  await expect(
    page.getByText('Veuillez retourner à l’étape 1 et sélectionner au moins un type de contrat.'),
  ).toBeVisible();
  await check(page, a11y, 'étape 4 sans type de contrat');
});

/** A free image authorisation for a company: warned of at step 2, summed up at step 6. */
const unpaid = {
  ...setContractTypes(emptyDraft(), [IMAGE]),
  auteur_info: { ...emptyDraft().auteur_info, ...adult, ville: 'Lyon' },
  description_image: 'Portraits pris au salon le 12 mars 2026.',
} as Draft;

test('image only: no exclusivity at step 2, and why; a free image authorisation for a company warned of at step 2 and summed up at step 6', async ({
  page,
  a11y,
}) => {
  await openWizardAt(page, 2, paid([IMAGE]));
  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(
    page.getByText(
      /Pas d’exclusivité des droits d’auteur pour une autorisation de droit à l’image/,
    ),
  ).toBeVisible();
  await check(page, a11y, 'étape 2 : image seule');

  await openWizardAt(page, 2, unpaid);
  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(page.getByText(/requalifiée en contrat de travail de mannequin/)).toBeVisible();
  await check(page, a11y, 'avertissement étape 2');
  await openWizardAt(page, 6, unpaid);
  await expectStep(page, 6, 'Finalisation');
  await expect(
    page.getByRole('region', { name: 'Points à vérifier avant de signer' }),
  ).toContainText('Poser sans rémunération pour une marque (étape 2)');
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
  await check(page, a11y, 'points à vérifier');
});
