import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADULT_BIRTH, expectStep, saveProfile } from './wizard-helpers';
import { applyCessionType, setContractTypes, setGraphicWork } from '@core/rules/cession';
import { MINOR_FREE_GRANT_MESSAGE } from '@core/rules/draft-rules';
import { AUTEUR, IMAGE, emptyDraft, type Draft } from '@core/schemas/draft';
import { TOKEN_PRICE_MESSAGE } from '@core/schemas/price';

/**
 * The screens of the wizard's rules in a real browser (legal review A5b, B3 v2, D12, D13, D17,
 * H2-H6): the prices refused or questioned, a minor's legal representatives, the L7124-1 section,
 * the warnings of steps 2, 4 and 5 and their summary at step 6, image only without exclusivity,
 * step 4 without a contract type. The rules themselves are driven in
 * web/features/wizard/wizard-answers.test.tsx; here each screen, loaded with its answers as a
 * reload would, must not scroll sideways and passes axe and the French spacing check.
 */

/** A birth date that makes the person `age` today (born on 1 January). */
const bornAged = (age: number) => `${new Date().getFullYear() - age}-01-01`;

const paid = (types: Draft['type_contrat']) =>
  applyCessionType(setContractTypes(emptyDraft(), types), 'Onéreuse');
const adult = { gentille: 'Mme', prenom: 'Anne', nom: 'Roy', date_naissance: ADULT_BIRTH };

/**
 * Opens the wizard at `step` with these answers, as a reload of that step would. The answers wait
 * under a key of their own until the next page starts (seed, below): the wizard being left writes
 * its own answers to session storage as it goes (on page hide).
 */
async function openAt(
  page: Page,
  step: number,
  draft: Draft,
  priceInputs: Record<string, string> = {},
) {
  const answers = JSON.stringify({ draft, progress: { step, priceInputs } });
  await page.evaluate((value) => sessionStorage.setItem('e2eAnswers', value), answers);
  await page.goto(`/wizard?fromDashboard=true&step=${step}`);
}

/** Before the app of each new page: the answers openAt left, in the wizard's storage keys. */
function seed() {
  const waiting = sessionStorage.getItem('e2eAnswers');
  if (!waiting) return;
  const { draft, progress } = JSON.parse(waiting) as { draft: unknown; progress: unknown };
  sessionStorage.setItem('tempContractData', JSON.stringify(draft));
  sessionStorage.setItem('wizardProgress', JSON.stringify(progress));
  sessionStorage.removeItem('e2eAnswers');
}

/** The screen as it is now: no sideways scroll (long select options, long messages), axe. */
async function check(page: Page, a11y: { scan: (label: string) => Promise<void> }, name: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    name,
  ).toBeLessThanOrEqual(0);
  await a11y.scan(name);
}

test('wizard rules: each screen with its refusals and warnings fits the window and passes axe', async ({
  page,
  a11y,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(seed);
  await page.goto('/');
  // A company: a free image authorisation for a brand is warned of (step 2, summed up at step 6).
  await saveProfile(page, { company: true });

  // Step 5: a token price with its way out, an exclusive copyright questioned for its low price
  // and for outlasting the image licence, a destination no support covers, tax and payment.
  await openAt(
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

  // Step 3: a minor author giving for free, and a model under 16 whose images serve no
  // modelling although an advertising support is ticked (refused on the question).
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
  await openAt(page, 3, child);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await expect(page.getByRole('group', { name: 'Représentants légaux de l’auteur' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Représentants légaux du modèle' })).toBeVisible();
  await expect(page.getByText(MINOR_FREE_GRANT_MESSAGE)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="l7124-title"]')).toContainText(
    'le contrat interdit alors au bénéficiaire toute utilisation publicitaire des images',
  );
  await check(page, a11y, 'étape 3 : mineurs, L7124-1');
  // Step 5 of the same answers: the advertising support refused where it is ticked.
  await openAt(page, 5, child);
  await expectStep(page, 5, 'Supports et rémunération');
  await expect(
    page.locator('[aria-live]').filter({ hasText: 'Image d’un enfant et publicité' }),
  ).toContainText('Vous indiquez que l’image de l’enfant ne sert pas');
  await check(page, a11y, 'étape 5 : enfant et publicité');

  // Step 4: software warned of, with the work's credit, original, delivery, collective
  // management and video.
  await openAt(page, 4, {
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

  // Step 2, image only: no exclusivity, and why.
  await openAt(page, 2, paid([IMAGE]));
  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(
    page.getByText(
      /Pas d’exclusivité des droits d’auteur pour une autorisation de droit à l’image/,
    ),
  ).toBeVisible();
  await check(page, a11y, 'étape 2 : image seule');

  // Step 4 without a contract type: the way back to step 1.
  await openAt(page, 4, emptyDraft());
  await expectStep(page, 4, 'Description détaillée');
  await expect(
    page.getByText('Veuillez retourner à l’étape 1 et sélectionner au moins un type de contrat.'),
  ).toBeVisible();
  await check(page, a11y, 'étape 4 sans type de contrat');

  // A free image authorisation for a company: warned of at step 2, summed up at step 6.
  const unpaid = {
    ...setContractTypes(emptyDraft(), [IMAGE]),
    auteur_info: { ...emptyDraft().auteur_info, ...adult, ville: 'Lyon' },
    description_image: 'Portraits pris au salon le 12 mars 2026.',
  } as Draft;
  await openAt(page, 2, unpaid);
  await expectStep(page, 2, 'Mode de cession et droits');
  await expect(page.getByText(/requalifiée en contrat de travail de mannequin/)).toBeVisible();
  await check(page, a11y, 'avertissement étape 2');
  await openAt(page, 6, unpaid);
  await expectStep(page, 6, 'Finalisation');
  await expect(
    page.getByRole('region', { name: 'Points à vérifier avant de signer' }),
  ).toContainText('Poser sans rémunération pour une marque (étape 2)');
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
  await check(page, a11y, 'points à vérifier');
});
