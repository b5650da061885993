import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { CHILD_AUTHORISATION_MESSAGE } from '@core/rules/child-authorisation';
import { READINESS_MESSAGE } from '@core/rules/readiness';
import { signUpViaApi } from './support/accounts';
import { expect, test, type A11y } from './support/fixtures';
import {
  ADULT_BIRTH,
  expectNoSidewaysScroll,
  expectStep,
  fillPerson,
  next,
  openWizardAt,
  preview,
  saveProfile,
  showPreview,
} from './wizard-helpers';
import { applyCessionType, setContractTypes } from '@core/rules/cession';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import { emptyDraft } from '@core/answers/empty-records';
import type { Draft } from '@core/schemas/draft';

/**
 * A legal v3 situation through the wizard, on a desk and on a phone (docs/legal-review.md section
 * J). A logo assigned exclusively to a company: the contract drafts the logo's own article —
 * filing as a trademark, design and domain name — with no droit de suite for a logo that exists
 * only as files. A couple buying their wedding photos for themselves: the consumer's questions
 * at step 3, the mediator required, the contract's consumer article and no court imposed. A
 * fifteen-year-old photographed for a catalogue: her parents and the prefect's authorisation asked
 * at step 3, no file without the authorisation, then the child model's sentences in the preview
 * and in the PDF. Two co-authors of a comic: each asked at step 3 with a share, each a party.
 *
 * Each situation is walked through the six steps once, on a desk: what is asked, what the contract
 * says. On a phone, what the width changes: each screen the walk scans, opened at its step with
 * the walk's answers, fits 375 px and passes axe, and the preview is collapsed below the form until
 * it is opened, then says what it says on a desk.
 */
const DESK = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/**
 * Steps 1 and 2 of a paid contract — a copyright assignment, or an image authorisation — for the
 * profile given; stops on step 2.
 */
async function startPaidContract(
  page: Page,
  profile: { person?: boolean; company?: boolean },
  type: 'Auteur' | 'Image' = 'Auteur',
) {
  await saveProfile(page, profile);
  await page.goto('/wizard?fromDashboard=true');
  await expectStep(page, 1, 'Type de contrat');
  await page.getByRole('checkbox', { name: new RegExp(`^${type}`) }).check();
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

/** Steps 4 and 5 when the walk only describes the work and pays a flat fee; stops on step 6. */
async function describeAndPayFlatFee(
  page: Page,
  description: string,
  price: string,
  ground: RegExp,
) {
  await expectStep(page, 4, 'Description détaillée');
  await page.getByLabel('Description de l’œuvre').fill(description);
  await next(page);
  await expectStep(page, 5, 'Supports et rémunération');
  await payFlatFee(page, price, ground);
  await next(page);
}

/**
 * Step 6 of a child model's contract without the prefect's authorisation: why, and no file;
 * returns the checklist.
 */
async function expectNoFileWithoutAuthorisation(page: Page) {
  await expectStep(page, 6, 'Finalisation');
  await expect(page.getByText(READINESS_MESSAGE)).toBeVisible();
  await expect(page.getByText(CHILD_AUTHORISATION_MESSAGE)).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Vérification du contrat' });
  await expect(checklist).toContainText(
    'Référence de l’autorisation (préfet ou agence agréée) (étape 3)',
  );
  await expect(checklist).toContainText('Date de l’autorisation (étape 3)');
  for (const name of ['Télécharger le PDF', 'Télécharger le Word', 'Valider le contrat'])
    await expect(page.getByRole('button', { name })).toBeDisabled();
  return checklist;
}

/** Step 6 with nothing left to answer, the preview shown (collapsed on a phone). */
async function expectReadyPreview(page: Page) {
  await expectStep(page, 6, 'Finalisation');
  await expect(
    page.getByText('Veuillez compléter toutes les informations obligatoires'),
  ).toBeHidden();
  await showPreview(page);
}

/** A birth date that makes the person `age` today (born on 1 January). */
const bornAged = (age: number) => `${new Date().getFullYear() - age}-01-01`;

/** An ISO day `days` before today: an authorisation already issued. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Text compared without its layout: spaces of every width, line ends, hyphens (a PDF line may break
 * at « L7124-1 » or hyphenate a word) and the apostrophe's two forms.
 */
const squash = (text: string) => text.replace(/[\s\u00ad-]+/g, '').replace(/\u2019/g, "'");

/** The downloaded PDF's text, read back with poppler's pdftotext. */
const pdfText = (path: string) => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });

const CHILD_REFERENCE = 'Arrêté préfectoral n° 2026-045';
/** What LEGAL J16 requires of a paid authorisation for a model of fifteen (child-model.test.ts). */
const CHILD_SENTENCES = [
  // The contract stands on the authorisation, printed with its reference.
  `Référence de l'autorisation préfectorale ou de l'agrément de l'agence de mannequins : ${CHILD_REFERENCE}, délivré le`,
  // From thirteen, the child's opinion goes to the authority, not « en signant ».
  "son avis favorable écrit est requis (article L7124-2 du Code du travail) : il est donné par écrit à l'autorité qui délivre l'autorisation, et ne résulte pas de la signature du présent contrat.",
  // Erasure: RGPD art. 17 alone.
  "il peut en demander l'effacement (article 17 du RGPD)",
  // Paid, withdrawn early: refunded pro rata.
  'la part des sommes déjà versées qui correspond à cette période est restituée au Bénéficiaire',
  // The employment contract at the models' minimum, a separate document.
  "La pose de l'enfant comme mannequin fait l'objet d'un contrat de travail écrit, distinct du présent contrat",
  'convention collective nationale des mannequins (IDCC 2397)',
  "Le présent contrat, qui autorise l'exploitation des Images, n'en tient pas lieu.",
];
const CHILD_FORBIDDEN = [
  'en signant',
  'condition suspensive',
  '78-17',
  'article 17, paragraphe 1, f',
];

async function expectChildSentences(text: string, where: string) {
  const squashed = squash(text);
  for (const sentence of CHILD_SENTENCES)
    expect(squashed, `${where} : ${sentence}`).toContain(squash(sentence));
  for (const phrase of CHILD_FORBIDDEN)
    expect(squashed, `${where} : ${phrase}`).not.toContain(squash(phrase));
}

test.describe('bureau', () => {
  test.use({ viewport: DESK });

  test("a logo for a start-up (bureau): its nature asked at step 4, the flat fee's ground at step 5, the filing article in the contract", async ({
    page,
    a11y,
  }) => {
    test.slow();
    await startPaidContract(page, { company: true });
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
    await a11y.scan('logo, étape 4 (bureau)');
    await next(page);

    await expectStep(page, 5, 'Supports et rémunération');
    await payFlatFee(page, '1800', /^L’œuvre n’est pas l’élément principal/);
    await next(page);

    await expectReadyPreview(page);
    await expect(preview(page)).toContainText('Marque, dessin et modèle, nom de domaine');
    await expect(preview(page)).toContainText('logo ou élément d’identité visuelle');
    await expect(preview(page)).not.toContainText(/droit de suite/i);
    await a11y.scan('logo, étape 6 (bureau)');
  });

  test("wedding photos for a couple (bureau): the consumer's answers at step 3, the mediator required, the consumer's article in the contract", async ({
    page,
    a11y,
  }) => {
    test.slow();
    await startPaidContract(page, { person: true });
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
    await a11y.scan('consommateur, étape 3 (bureau)');
    await next(page);

    await describeAndPayFlatFee(
      page,
      'Reportage photographique du mariage du 12 septembre 2026.',
      '1200',
      /^Rien de ce qui contient l’œuvre/,
    );

    await expectReadyPreview(page);
    await expect(preview(page)).toContainText('Dispositions propres au consommateur');
    await expect(preview(page)).toContainText('CM2C, www.cm2c.net');
    await expect(preview(page)).toContainText('article L221-28, 13°');
    await expect(preview(page)).toContainText('Le présent contrat ne désigne aucune juridiction');
  });
  test("a catalogue model of fifteen (bureau): her parents and the prefect's authorisation at step 3, no file without it, then the child model's sentences in the preview and the PDF", async ({
    page,
    a11y,
  }) => {
    test.slow();
    await signUpViaApi(page, 'enfant-mannequin');
    await startPaidContract(page, { company: true }, 'Image');
    await next(page);

    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await fillPerson(page, {
      civ: 'Mme',
      prenom: 'Zoé',
      nom: 'Lefèvre',
      ville: 'Lille',
      birth: bornAged(15),
    });
    const parents = page.getByRole('group', { name: 'Représentants légaux du modèle' });
    await expect(parents).toBeVisible();
    for (const [parent, prenom] of [
      ['Parent 1', 'Claire'],
      ['Parent 2', 'Marc'],
    ] as const) {
      const form = parents.getByRole('group', { name: parent });
      await form.getByLabel('Prénom (obligatoire)').fill(prenom);
      await form.getByLabel('Nom (obligatoire)', { exact: true }).fill('Lefèvre');
      await form.getByLabel('Adresse (obligatoire)').fill('4 rue Nationale');
      await form.getByLabel('Code postal (obligatoire)').fill('59000');
      await form.getByLabel('Ville (obligatoire)').fill('Lille');
    }
    const l7124 = page.locator('section[aria-labelledby="l7124-title"]');
    await expect(l7124).toContainText('article L7124-1 du Code du travail');
    await expect(
      page.getByLabel(/L’image de l’enfant sert-elle une activité de mannequin/),
    ).toHaveValue('oui');
    const reference = page.getByLabel(/Référence de l’autorisation \(préfet ou agence agréée\)/);
    const issued = page.getByLabel(/Date de l’autorisation/);
    await expect(reference).toBeVisible();
    await expect(issued).toBeVisible();
    await a11y.scan('enfant mannequin, étape 3 (bureau)');
    await next(page);

    await expectStep(page, 4, 'Description détaillée');
    await page
      .getByLabel(/Description des images/)
      .fill('Douze photographies pour le catalogue printemps, prises le 2 mars 2026.');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await page.getByRole('checkbox', { name: 'Supports imprimés' }).check();
    await page
      .getByLabel(/Prix \(en euros\)/)
      .first()
      .fill('600');
    await next(page);

    // Without the authorisation: no file, and step 6 says why.
    const checklist = await expectNoFileWithoutAuthorisation(page);
    await a11y.scan('enfant mannequin sans autorisation, étape 6 (bureau)');

    // « Compléter » leads to the reference; both answers given, the contract is ready.
    await checklist
      .getByRole('button', { name: /^Compléter : Référence de l’autorisation/ })
      .click();
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(reference).toBeFocused();
    await reference.fill(CHILD_REFERENCE);
    await issued.fill(daysAgo(40));
    await next(page);
    await next(page);
    await next(page);
    await expectReadyPreview(page);
    await expect(page.getByText(CHILD_AUTHORISATION_MESSAGE)).toBeHidden();
    // The preview renders its new answers a moment after it is shown (on a phone, after its toggle).
    await expect(preview(page)).toContainText(CHILD_REFERENCE);
    await expectChildSentences(await preview(page).innerText(), 'aperçu');

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    const file = await download;
    await expect(page.getByText('Le PDF a été généré avec succès !')).toBeVisible();
    await expectChildSentences(pdfText(await file.path()), 'PDF');
  });

  test('two co-authors of a comic (bureau): each identified with a share at step 3, each a party who signs', async ({
    page,
    a11y,
  }) => {
    test.slow();
    await startPaidContract(page, { company: true });
    await next(page);

    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await fillPerson(page, { civ: 'Mme', prenom: 'Inès', nom: 'Morel', ville: 'Nantes' });
    await page.getByRole('button', { name: 'Ajouter un coauteur' }).click();
    const coauthor = page.getByRole('group', { name: 'Coauteur 1' });
    await expect(coauthor.getByLabel('Civilité (obligatoire)')).toBeFocused();
    await coauthor.getByLabel('Civilité (obligatoire)').selectOption('M.');
    await coauthor.getByLabel('Prénom (obligatoire)').fill('Marc');
    await coauthor.getByLabel('Nom (obligatoire)', { exact: true }).fill('Petit');
    await coauthor.getByLabel('Date de naissance (obligatoire)').fill('1988-03-09');
    await coauthor.getByLabel('Part de la rémunération (%) (obligatoire)').fill('40');
    await expect(coauthor).toContainText('l’auteur principal reçoit le reste, soit 60');
    await a11y.scan('coauteurs, étape 3 (bureau)');
    await page.screenshot({
      path: test.info().outputPath('coauteurs-etape-3.png'),
      fullPage: true,
    });
    await next(page);

    await describeAndPayFlatFee(
      page,
      'Huit planches de bande dessinée pour le magazine de la société.',
      '2000',
      /^Rien de ce qui contient l’œuvre/,
    );

    await expectReadyPreview(page);
    await expect(preview(page)).toContainText('Œuvre de collaboration');
    await expect(preview(page)).toContainText('Marc Petit : 40 % (soit 800 €)');
    await expect(preview(page)).toContainText('Le Cédant (coauteur) : M. Marc Petit');
    await a11y.scan('coauteurs, étape 6 (bureau)');
  });
});

/**
 * The answers the walks above give, up to step 5: a phone opens the screen it checks at its step
 * with them, as a reload would, instead of walking there again.
 */
const paid = (type: Draft['type_contrat'][number]) =>
  applyCessionType(setContractTypes(emptyDraft(), [type]), 'Onéreuse');
const author = (person: Partial<Draft['auteur_info']>) => ({
  ...emptyDraft().auteur_info,
  date_naissance: ADULT_BIRTH,
  ...person,
});
const LOGO = {
  ...paid(AUTEUR),
  exclusivite: true,
  auteur_info: author({ gentille: 'Mme', prenom: 'Inès', nom: 'Morel', ville: 'Nantes' }),
  nature_oeuvre: 'logo',
  titre_oeuvre: 'Logo « Pollen »',
  description_oeuvre: 'Logo de la société Pollen : symbole et logotype.',
  remuneration: '1800',
  forfait_motifs: ['element_accessoire'],
} as Draft;
const WEDDING = {
  ...paid(AUTEUR),
  auteur_info: author({ gentille: 'M.', prenom: 'Paul', nom: 'Lambert', ville: 'Lyon' }),
  cessionnaire_consommateur: true,
  retractation: 'livraison_immediate',
  mediateur_consommation: 'CM2C, www.cm2c.net',
  description_oeuvre: 'Reportage photographique du mariage du 12 septembre 2026.',
  remuneration: '1200',
  forfait_motifs: ['sans_recettes'],
} as Draft;
const parent = (prenom: string) => ({
  gentille: '' as const,
  prenom,
  nom: 'Lefèvre',
  adresse: '4 rue Nationale',
  code_postal: '59000',
  ville: 'Lille',
});
/** The model of fifteen, her authorisation not yet given. */
const CHILD_MODEL = {
  ...paid(IMAGE),
  auteur_info: author({
    gentille: 'Mme',
    prenom: 'Zoé',
    nom: 'Lefèvre',
    ville: 'Lille',
    date_naissance: bornAged(15),
    parent1: parent('Claire'),
    parent2: parent('Marc'),
  }),
  description_image: 'Douze photographies pour le catalogue printemps, prises le 2 mars 2026.',
  supports: [...emptyDraft().supports, 'supports_imprimes'],
  remuneration: '600',
} as Draft;
/** The comic's first author, before her co-author is added at step 3. */
const COMIC = {
  ...paid(AUTEUR),
  auteur_info: author({ gentille: 'Mme', prenom: 'Inès', nom: 'Morel', ville: 'Nantes' }),
  description_oeuvre: 'Huit planches de bande dessinée pour le magazine de la société.',
  remuneration: '2000',
  forfait_motifs: ['sans_recettes'],
} as Draft;

/** A phone's screen as it is now: nothing wider than 375 px, axe. */
async function checkPhone(page: Page, a11y: A11y, name: string) {
  await expectNoSidewaysScroll(page, name);
  await a11y.scan(name);
}

/** Step 6 with nothing left to answer, its preview collapsed below the form until it is opened. */
async function expectCollapsedPreview(page: Page) {
  await expectStep(page, 6, 'Finalisation');
  await expect(
    page.getByText('Veuillez compléter toutes les informations obligatoires'),
  ).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Afficher l’aperçu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(preview(page)).toBeHidden();
  await toggle.click();
  await expect(preview(page)).toBeVisible();
}

test.describe('téléphone', () => {
  // Each screen is scanned where the walk scans it (checkPhone): the automatic scan after
  // page.goto would read the same screen a moment earlier, before the wizard's bell comes (3 s).
  test.use({ viewport: PHONE, a11yAutoScan: false });

  test('a logo for a start-up (téléphone): step 4 and the collapsed preview of step 6 fit 375 px, the filing article in it', async ({
    page,
    a11y,
  }) => {
    await saveProfile(page, { company: true });
    await openWizardAt(page, 4, LOGO, { remuneration: '1800' });
    await expectStep(page, 4, 'Description détaillée');
    await expect(page.getByLabel('Nature de l’œuvre')).toHaveValue('logo');
    await checkPhone(page, a11y, 'logo, étape 4 (téléphone)');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await next(page);

    await expectCollapsedPreview(page);
    await expect(preview(page)).toContainText('Marque, dessin et modèle, nom de domaine');
    await expect(preview(page)).toContainText('logo ou élément d’identité visuelle');
    await expect(preview(page)).not.toContainText(/droit de suite/i);
    await checkPhone(page, a11y, 'logo, étape 6 (téléphone)');
  });

  test('wedding photos for a couple (téléphone): the consumer’s answers at step 3 and the collapsed preview of step 6 fit 375 px, the consumer’s article in it', async ({
    page,
    a11y,
  }) => {
    await saveProfile(page, { person: true });
    await openWizardAt(page, 3, WEDDING, { remuneration: '1200' });
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(
      page.getByRole('checkbox', { name: /^Vous achetez ces droits en particulier/ }),
    ).toBeChecked();
    await checkPhone(page, a11y, 'consommateur, étape 3 (téléphone)');
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await next(page);

    await expectCollapsedPreview(page);
    await expect(preview(page)).toContainText('Dispositions propres au consommateur');
    await expect(preview(page)).toContainText('CM2C, www.cm2c.net');
    await expect(preview(page)).toContainText('article L221-28, 13°');
    await expect(preview(page)).toContainText('Le présent contrat ne désigne aucune juridiction');
    await checkPhone(page, a11y, 'consommateur, étape 6 (téléphone)');
  });

  test('a catalogue model of fifteen (téléphone): step 3 and step 6 without the authorisation fit 375 px, « Compléter » leads to it, then the child model’s sentences in the collapsed preview', async ({
    page,
    a11y,
  }) => {
    await signUpViaApi(page, 'enfant-mannequin');
    await saveProfile(page, { company: true });
    await openWizardAt(page, 3, CHILD_MODEL, { remuneration: '600' });
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(page.getByRole('group', { name: 'Représentants légaux du modèle' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="l7124-title"]')).toContainText(
      'article L7124-1 du Code du travail',
    );
    await expect(
      page.getByLabel(/L’image de l’enfant sert-elle une activité de mannequin/),
    ).toHaveValue('oui');
    const reference = page.getByLabel(/Référence de l’autorisation \(préfet ou agence agréée\)/);
    const issued = page.getByLabel(/Date de l’autorisation/);
    await expect(reference).toBeVisible();
    await expect(issued).toBeVisible();
    await checkPhone(page, a11y, 'enfant mannequin, étape 3 (téléphone)');
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await next(page);

    // Without the authorisation: no file, and step 6 says why.
    const checklist = await expectNoFileWithoutAuthorisation(page);
    await checkPhone(page, a11y, 'enfant mannequin sans autorisation, étape 6 (téléphone)');

    // « Compléter » leads to the reference, in view on a phone too.
    await checklist
      .getByRole('button', { name: /^Compléter : Référence de l’autorisation/ })
      .click();
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await expect(reference).toBeFocused();
    await expect(reference).toBeInViewport();
    await reference.fill(CHILD_REFERENCE);
    await issued.fill(daysAgo(40));
    await next(page);
    await next(page);
    await next(page);
    await expectCollapsedPreview(page);
    await expect(page.getByText(CHILD_AUTHORISATION_MESSAGE)).toBeHidden();
    // The preview renders its new answers a moment after its toggle.
    await expect(preview(page)).toContainText(CHILD_REFERENCE);
    await expectChildSentences(await preview(page).innerText(), 'aperçu (téléphone)');
    await checkPhone(page, a11y, 'enfant mannequin, étape 6 (téléphone)');
  });

  test('two co-authors of a comic (téléphone): the co-author added at step 3 and the collapsed preview of step 6 fit 375 px, each a party in it', async ({
    page,
    a11y,
  }) => {
    await saveProfile(page, { company: true });
    await openWizardAt(page, 3, COMIC, { remuneration: '2000' });
    await expectStep(page, 3, 'Informations sur l’auteur ou le modèle');
    await page.getByRole('button', { name: 'Ajouter un coauteur' }).click();
    const coauthor = page.getByRole('group', { name: 'Coauteur 1' });
    await expect(coauthor.getByLabel('Civilité (obligatoire)')).toBeFocused();
    await coauthor.getByLabel('Civilité (obligatoire)').selectOption('M.');
    await coauthor.getByLabel('Prénom (obligatoire)').fill('Marc');
    await coauthor.getByLabel('Nom (obligatoire)', { exact: true }).fill('Petit');
    await coauthor.getByLabel('Date de naissance (obligatoire)').fill('1988-03-09');
    await coauthor.getByLabel('Part de la rémunération (%) (obligatoire)').fill('40');
    await expect(coauthor).toContainText('l’auteur principal reçoit le reste, soit 60');
    await checkPhone(page, a11y, 'coauteurs, étape 3 (téléphone)');
    await page.screenshot({
      path: test.info().outputPath('coauteurs-etape-3.png'),
      fullPage: true,
    });
    await next(page);
    await expectStep(page, 4, 'Description détaillée');
    await next(page);
    await expectStep(page, 5, 'Supports et rémunération');
    await next(page);

    await expectCollapsedPreview(page);
    await expect(preview(page)).toContainText('Œuvre de collaboration');
    await expect(preview(page)).toContainText('Marc Petit : 40 % (soit 800 €)');
    await expect(preview(page)).toContainText('Le Cédant (coauteur) : M. Marc Petit');
    await checkPhone(page, a11y, 'coauteurs, étape 6 (téléphone)');
  });
});
