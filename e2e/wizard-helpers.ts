import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN, waitForApp } from './support/fixtures';

/** The assignee profile the signed-in tests store through the API (what the dashboard saves). */
export const PERSON_PROFILE = {
  gentille: 'Mme',
  nom: 'Martin',
  prenom: 'Camille',
  adresse: '3 rue des Lilas',
  code_postal: '69001',
  ville: 'Lyon',
  is_configured: true,
};
export const COMPANY_PROFILE = {
  nom: 'Atelier Lumière',
  forme_juridique: 'SAS',
  capital: '5000 €',
  siren: '552100554',
  rcs_ville: 'Lyon',
  adresse: '10 quai Saint-Vincent',
  code_postal: '69001',
  ville: 'Lyon',
  representant_civilite: 'Mme',
  representant_nom: 'Martin',
  representant_prenom: 'Camille',
  qualite_representant: 'présidente',
  is_configured: true,
};

/**
 * Stores the profile for the page's session (anonymous or signed in), as the dashboard would:
 * with the version it read (0 when none is stored), since a profile that followed a visitor
 * to their account can only be overwritten knowingly (428 without it).
 */
export async function saveProfile(page: Page, profile: { person?: boolean; company?: boolean }) {
  const { version } = (await (await page.request.get('/api/user-profile')).json()) as {
    version: number;
  };
  const response = await page.request.post('/api/user-profile', {
    headers: SAME_ORIGIN,
    data: {
      physical_person: profile.person ? PERSON_PROFILE : {},
      legal_entity: profile.company ? COMPANY_PROFILE : {},
      selected_entity_type: '',
      version,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An image-only contract whose distinct model is still to be named (the finalisation page asks for it). */
export const MODEL_TO_COMPLETE = {
  type_contrat: ["Image (droit à l'image)"],
  auteur_type: 'Personne physique',
  modele_distinct: true,
  description_image: 'Portraits pris au salon le 12 mars 2026.',
  entreprise_info: {
    type: 'legal_entity',
    nom: 'Atelier Lumière',
    forme_juridique: 'SAS',
    code_postal: '69001',
    ville: 'Lyon',
  },
};

export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
export const preview = (page: Page) => page.getByTestId('contract-preview');
/**
 * « Suivant ». Blank required answers stop it with « Continuer sans ces réponses » (docs/product.md
 * §4): these walks go on without them, as a user who answers later may.
 */
export async function next(page: Page) {
  const progress = page.getByText(/^Étape \d\/6/);
  const from = Number(/\d/.exec((await progress.textContent()) ?? '')?.[0]);
  const reached = page.getByText(`Étape ${from + 1}/6`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  const goOn = page.getByRole('button', { name: 'Continuer sans ces réponses' });
  const corrected = page.getByRole('alert').filter({ hasText: 'à corriger' });
  // The next step, the notice of its blank answers, or an answer to correct: wait for one; go on
  // past blanks only.
  await expect(goOn.or(reached).or(corrected).first()).toBeVisible();
  if (await goOn.isVisible()) await goOn.click();
  if (await corrected.isVisible()) return;
  // Something else may keep the step (a client that could not be saved): the test checks it.
  const arrived = await reached.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  // Arriving, the wizard brings its top into view and focuses the step's heading: a click sent
  // before that scroll lands where the button was.
  if (arrived) await expect(page.locator('#step-title')).toBeFocused();
}

/** From the wizard's entry to step 3 of a copyright contract, walked as a user does. */
export async function walkToAuthorStep(page: Page) {
  await page.goto('/wizard?fromDashboard=true');
  await page.getByRole('checkbox', { name: /^Auteur/ }).check();
  await next(page);
  await next(page);
  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
}

/** Under 1024 px the preview is collapsed below the form: open it. */
export async function showPreview(page: Page) {
  const toggle = page.getByRole('button', { name: /^Afficher/ });
  if (await toggle.isVisible()) await toggle.click();
}

export async function expectStep(page: Page, n: number, title: string) {
  await expect(page.getByText(`Étape ${n}/6`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** An adult's birth date, for the forms and fixtures that do not test ages. */
export const ADULT_BIRTH = '1990-04-12';

/**
 * Step 3, natural person: civility, first and last name, birth date (required: it tells a minor;
 * an adult's unless given) (+ optional city).
 */
export async function fillPerson(
  page: Page,
  person: { civ: 'M.' | 'Mme'; prenom: string; nom: string; ville?: string; birth?: string },
) {
  await page.getByLabel('Civilité (obligatoire)').selectOption(person.civ);
  await page.getByLabel('Prénom (obligatoire)').fill(person.prenom);
  await page.getByLabel('Nom (obligatoire)', { exact: true }).fill(person.nom);
  await page.getByLabel('Date de naissance (obligatoire)').fill(person.birth ?? ADULT_BIRTH);
  if (person.ville) await page.getByLabel('Ville', { exact: true }).fill(person.ville);
}

/**
 * Drives steps 1 to 5 for a paid combined contract (Auteur + Image) and stops on step 6.
 * Used by the journeys; the validation spec drives each rule on its own.
 */
export async function completeSteps1to5(
  page: Page,
  opts: {
    person: { civ: 'M.' | 'Mme'; prenom: string; nom: string; ville?: string };
    price: string;
    imagePrice?: string;
  },
) {
  await expectStep(page, 1, 'Type de contrat');
  await page
    .getByLabel('Description du projet')
    .fill(
      "Photos d'un photographe où figure une personne, pour notre site et nos réseaux sociaux.",
    );
  await page.getByRole('button', { name: 'Analyser ma description' }).click();
  await expect(page.getByText('Suggestion')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Auteur/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Image/ })).toBeChecked();
  await next(page);

  await expectStep(page, 2, 'Mode de cession et droits');
  await page.getByRole('radio', { name: /^Onéreuse/ }).check();
  await page.getByRole('checkbox', { name: /^Adaptation/ }).check();
  await next(page);

  await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
  await fillPerson(page, opts.person);
  await next(page);

  await expectStep(page, 4, 'Description détaillée');
  await page
    .getByLabel('Description de l’œuvre')
    .fill('Série de 12 photographies du salon Tech Lyon 2026.');
  await page
    .getByLabel(/Description des images/)
    .fill('Portraits réalisés le 12 mars 2026 au salon.');
  // A combined contract says whether the work depicts the model: readiness asks it.
  await page.getByLabel(/L’œuvre représente-t-elle le modèle/).selectOption('oui');
  await next(page);

  await expectStep(page, 5, 'Supports et rémunération');
  await page.getByRole('checkbox', { name: 'Réseaux sociaux' }).check();
  // The flat fee's L131-4 ground is an answer (LEGAL J2): the photos are not sold.
  await page.getByRole('checkbox', { name: /^Rien de ce qui contient l’œuvre/ }).check();
  await page.getByLabel(/Prix de la cession des droits d’auteur/).fill(opts.price);
  // A paid combined contract has its own image price (legal review C): readiness requires both.
  await page.getByLabel(/Prix de l’autorisation de droit à l’image/).fill(opts.imagePrice ?? '300');
  await next(page);
  await expectStep(page, 6, 'Finalisation');
}

/**
 * Opens the wizard at `step` with these answers, as a reload of that step would: a test reaches
 * the screen it checks without walking the steps before it. The answers are written to the
 * wizard's session keys before the page's own code runs, on this visit only: a later visit or
 * reload keeps what the wizard wrote since (the page being left writes its answers on page hide).
 */
export async function openWizardAt(
  page: Page,
  step: number,
  draft: object,
  priceInputs: Record<string, string> = {},
) {
  const answers = {
    id: randomUUID(),
    draft: JSON.stringify(draft),
    progress: JSON.stringify({ step, priceInputs }),
  };
  await page.addInitScript((seed) => {
    const seeded = JSON.parse(sessionStorage.getItem('e2eSeeded') ?? '[]') as string[];
    if (seeded.includes(seed.id)) return;
    sessionStorage.setItem('tempContractData', seed.draft);
    sessionStorage.setItem('wizardProgress', seed.progress);
    sessionStorage.setItem('e2eSeeded', JSON.stringify([...seeded, seed.id]));
  }, answers);
  await page.goto(`/wizard?fromDashboard=true&step=${step}`);
  await waitForApp(page);
}

/** The page as it is now does not scroll sideways (long select options, long messages). */
export async function expectNoSidewaysScroll(page: Page, name: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    name,
  ).toBeLessThanOrEqual(0);
}
