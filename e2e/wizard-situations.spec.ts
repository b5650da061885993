import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectStep, fillPerson, next, preview, saveProfile, showPreview } from './wizard-helpers';

/**
 * A legal v3 situation through the wizard, on a desk and on a phone (docs/legal-review.md section
 * J). A logo assigned exclusively to a company: the contract drafts the logo's own article —
 * filing as a trademark, design and domain name — with no droit de suite for a logo that exists
 * only as files. A couple buying their wedding photos for themselves: the consumer's questions
 * at step 3, the mediator required, the contract's consumer article and no court imposed.
 */
const VIEWPORTS = [
  ['bureau', { width: 1280, height: 800 }],
  ['téléphone', { width: 375, height: 812 }],
] as const;

/** Steps 1 and 2 of a paid copyright assignment, for the profile given; stops on step 2. */
async function startPaidAuthorContract(
  page: Page,
  profile: { person?: boolean; company?: boolean },
) {
  await page.goto('/');
  await saveProfile(page, profile);
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await expectStep(page, 2, 'Mode de cession et droits');
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
}

/** Step 5: the price and the flat fee's ground (LEGAL J2). */
async function payFlatFee(page: Page, price: string, ground: RegExp) {
  await page
    .getByLabel(/rémunération \(en euros\)|Prix/)
    .first()
    .fill(price);
  await page.getByRole('checkbox', { name: ground }).check();
}

/** Step 6 with nothing left to answer, the preview shown (collapsed on a phone). */
async function expectReadyPreview(page: Page) {
  await expectStep(page, 6, 'Finalisation');
  await expect(
    page.getByText('Veuillez compléter toutes les informations obligatoires'),
  ).toBeHidden();
  await showPreview(page);
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`a logo for a start-up (${device}): its nature asked at step 4, the flat fee's ground at step 5, the filing article in the contract`, async ({
      page,
      a11y,
    }) => {
      test.slow();
      await startPaidAuthorContract(page, { company: true });
      await page.getByRole('checkbox', { name: /^Cession exclusive/ }).check();
      await next(page);

      await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
      await fillPerson(page, { civ: 'Mme', prenom: 'Inès', nom: 'Morel', ville: 'Nantes' });
      await next(page);

      await expectStep(page, 4, 'Description détaillée');
      await page.getByLabel('Nature de l’œuvre').selectOption('logo');
      await page.getByLabel('Titre ou sujet de l’œuvre').fill('Logo « Pollen »');
      await page
        .getByLabel('Description de l’œuvre')
        .fill('Logo de la société Pollen : symbole et logotype.');
      await a11y.scan(`logo, étape 4 (${device})`);
      await next(page);

      await expectStep(page, 5, 'Supports et rémunération');
      await payFlatFee(page, '1800', /^L’œuvre n’est pas l’élément principal/);
      await next(page);

      await expectReadyPreview(page);
      await expect(preview(page)).toContainText('Marque, dessin et modèle, nom de domaine');
      await expect(preview(page)).toContainText('logo ou élément d’identité visuelle');
      await expect(preview(page)).not.toContainText(/droit de suite/i);
      await a11y.scan(`logo, étape 6 (${device})`);
    });

    test(`wedding photos for a couple (${device}): the consumer's answers at step 3, the mediator required, the consumer's article in the contract`, async ({
      page,
      a11y,
    }) => {
      test.slow();
      await startPaidAuthorContract(page, { person: true });
      await next(page);

      await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
      await fillPerson(page, { civ: 'M.', prenom: 'Paul', nom: 'Lambert', ville: 'Lyon' });
      const consumer = page.getByRole('checkbox', {
        name: /^Vous achetez ces droits en particulier/,
      });
      await consumer.check();
      await page.getByLabel('Droit de rétractation').selectOption('livraison_immediate');
      await page
        .getByLabel('Médiateur de la consommation de l’auteur (nom et site internet) (obligatoire)')
        .fill('CM2C, www.cm2c.net');
      await a11y.scan(`consommateur, étape 3 (${device})`);
      await next(page);

      await expectStep(page, 4, 'Description détaillée');
      await page
        .getByLabel('Description de l’œuvre')
        .fill('Reportage photographique du mariage du 12 septembre 2026.');
      await next(page);
      await expectStep(page, 5, 'Supports et rémunération');
      await payFlatFee(page, '1200', /^Rien de ce qui contient l’œuvre/);
      await next(page);

      await expectReadyPreview(page);
      await expect(preview(page)).toContainText('Dispositions propres au consommateur');
      await expect(preview(page)).toContainText('CM2C, www.cm2c.net');
      await expect(preview(page)).toContainText('article L221-28, 13°');
      await expect(preview(page)).toContainText('Le présent contrat ne désigne aucune juridiction');
    });
  });
}
