import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { FUTURE_BIRTH_MESSAGE, MINOR_FREE_GRANT_MESSAGE } from '@core/rules/draft-rules';
import { emptyUserProfile } from '@core/answers/empty-records';
import type { UserProfile } from '@core/schemas/profile';
import { TOKEN_PRICE_MESSAGE, amountFormatError } from '@core/answers/price';
import type { Draft } from '@core/schemas/draft';
import { SESSION_KEYS } from '@web/lib/storage-keys';
import { STEP_TITLES } from './labels';
import { stepFromParams } from './state/use-step-history';
import { renderWizard, serveProfile } from './wizard-test-support';
import { loadStoredAnswerReaders } from './state/wizard-storage';

// The wizard's route loads these before it renders a tab that holds answers (routes/wizard.tsx).
beforeAll(loadStoredAnswerReaders);

/**
 * The answers of one step and their rules (legal review A5b, B3 v2, D12, D13, D17, H2-H6),
 * driven on the real wizard page as a visitor would: prices that are amounts, tax and payment
 * terms, a minor's legal representatives, the L7124-1 reference under 16, no exclusivity for an
 * image-only authorisation, the warnings that never block. The server is the profile only (the
 * wizard's answers live in session storage); the page's layout and axe scans are e2e/'s.
 */
const NNBSP = '\u202F';
const NBSP = '\u00A0';
const FREE_TEXT_PRICE = '1 500 € TTC';
const BOX = 'La personne photographiée ou filmée n’est pas l’auteur de l’œuvre';
const ADULT_BIRTH = '1990-04-12';

/** A birth date that makes the person `age` today (born on 1 January). */
const bornAged = (age: number) => `${new Date().getFullYear() - age}-01-01`;

/** The assignee's profile the dashboard would have stored: one person, so no choice opens. */
function personProfile() {
  const profile = emptyUserProfile();
  return {
    ...profile,
    physical_person: {
      ...profile.physical_person,
      gentille: 'Mme' as const,
      nom: 'Martin',
      prenom: 'Camille',
      adresse: '3 rue des Lilas',
      code_postal: '69001',
      ville: 'Lyon',
      is_configured: true,
    },
    version: 1,
  };
}

/** The company profile (e2e/wizard-helpers.ts COMPANY_PROFILE): one company, no choice opens. */
function companyProfile() {
  const profile = emptyUserProfile();
  return {
    ...profile,
    legal_entity: {
      ...profile.legal_entity,
      nom: 'Atelier Lumière',
      forme_juridique: 'SAS',
      capital: '5000 €',
      siren: '552100554',
      rcs_ville: 'Lyon',
      adresse: '10 quai Saint-Vincent',
      code_postal: '69001',
      ville: 'Lyon',
      representant_civilite: 'Mme' as const,
      representant_nom: 'Martin',
      representant_prenom: 'Camille',
      qualite_representant: 'présidente',
      is_configured: true,
    },
    version: 1,
  };
}

/** The profile the server answers with (the person's unless a test says otherwise). */
let profile: () => UserProfile & { version: number } = personProfile;

beforeEach(() => {
  sessionStorage.clear();
  profile = personProfile;
  serveProfile(() => profile());
});
afterEach(() => {
  // Unmounting writes the answers to session storage: emptied after it, for the next file.
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

let router: ReturnType<typeof createMemoryRouter>;

/** The wizard page at `path`, its answers read from session storage as on a page load. */
function open(path: string) {
  const initialStep = stepFromParams(new URLSearchParams(path.split('?')[1])) ?? undefined;
  router = renderWizard(path, initialStep);
}

/** A reload: the page hides (its answers written), then loads again at the same address. */
async function reload() {
  const { pathname, search } = router.state.location;
  window.dispatchEvent(new Event('pagehide'));
  cleanup();
  open(pathname + search);
  await screen.findByText(/^Étape \d\/6$/);
}

async function expectStep(n: number, title: string) {
  expect(await screen.findByText(`Étape ${n}/6`)).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
  // Each step's code loads apart from the wizard's first screen.
  await waitFor(() => expect(screen.queryByText('Chargement de l’étape…')).toBeNull());
}

const click = (element: HTMLElement) => fireEvent.click(element);
/** « Suivant », going on without the step's blank required answers (step 6 checks them). */
const next = () => {
  click(screen.getByRole('button', { name: 'Suivant' }));
  const goOn = screen.queryByRole('button', { name: 'Continuer sans ces réponses' });
  if (goOn) click(goOn);
};
const previous = () => click(screen.getByRole('button', { name: 'Précédent' }));
/** As Playwright's fill: the whole value at once. */
const fill = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });
const select = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
/** As pressing Tab out of the field. */
const leave = (element: HTMLElement) => fireEvent.blur(element);
const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });
const field = <T extends HTMLElement = HTMLInputElement>(label: string | RegExp) =>
  screen.getByLabelText<T>(label);

/** The contract preview. */
const preview = () => screen.getByTestId('contract-preview');
/** The preview once its text is built (it loads apart from the wizard). */
async function builtPreview() {
  await waitFor(() => expect(preview().querySelector('h3')).not.toBeNull());
  return preview();
}
/** Text with its spaces as Playwright compares it: any run of white space (no-break ones too) is one. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');
/** Whether the page shows this text (Playwright's getByText, white space compared as it does). */
const shows = (text: string | RegExp) =>
  typeof text === 'string'
    ? spaced(document.body.textContent).includes(spaced(text))
    : text.test(spaced(document.body.textContent));

async function startWizard(types: ('Auteur' | 'Image')[]) {
  open('/wizard?fromDashboard=true');
  await expectStep(1, 'Type de contrat');
  for (const type of types) click(checkbox(new RegExp(`^${type}`)));
  next();
  await expectStep(2, 'Mode de cession et droits');
}

/** Step 3, natural person (e2e/wizard-helpers.ts fillPerson). */
function fillPerson(person: { civ: 'M.' | 'Mme'; prenom: string; nom: string; ville?: string }) {
  select(field('Civilité (obligatoire)'), person.civ);
  fill(field('Prénom (obligatoire)'), person.prenom);
  fill(field('Nom (obligatoire)'), person.nom);
  fill(field('Date de naissance (obligatoire)'), ADULT_BIRTH);
  if (person.ville) fill(field('Ville'), person.ville);
}

/** Disabled as Playwright's toBeDisabled sees it: the attribute, or aria-disabled. */
const disabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';

const stored = () =>
  JSON.parse(sessionStorage.getItem(SESSION_KEYS.tempContractData) ?? '{}') as Draft;

// Each test walks the wizard from step 1, its steps' code loaded as they open: seconds, not ms.
describe('wizard answers, step by step', { timeout: 30_000 }, () => {
  it('prices: free text and token prices refused with the server messages, kept after a reload; a valid one echoed in words and in the preview', async () => {
    await startWizard(['Auteur', 'Image']);
    click(radio(/^Onéreuse/));
    next();
    await expectStep(3, STEP_TITLES[2]);
    fillPerson({ civ: 'Mme', prenom: 'Anne', nom: 'Roy', ville: 'Lyon' });
    next();
    await expectStep(4, 'Description détaillée');
    fill(field(/Description de l’œuvre/), 'Série de 12 photographies du salon Tech Lyon 2026.');
    fill(field(/Description des images/), 'Portraits réalisés le 12 mars 2026 au salon.');
    next();
    await expectStep(5, 'Supports et rémunération');

    // legal review D12: the real media are on offer.
    for (const label of [
      'Presse (imprimée ou en ligne)',
      'Affichage extérieur (panneaux, transports)',
      'Télévision',
      'Emballages et étiquettes de produits',
    ])
      expect(checkbox(label)).toBeTruthy();
    click(checkbox('Télévision'));

    const price = () => field(/Prix de la cession des droits d’auteur/);
    fill(price(), FREE_TEXT_PRICE);
    leave(price());
    expect(shows(amountFormatError(FREE_TEXT_PRICE)!)).toBe(true);
    expect(price().getAttribute('aria-invalid')).toBe('true');
    const refused = await builtPreview();
    expect(spaced(refused.textContent)).not.toContain('TTC »');
    expect(spaced(refused.textContent)).not.toContain(FREE_TEXT_PRICE);

    // A reload keeps what was typed, with its error, and the draft stays without a price.
    await reload();
    await expectStep(5, 'Supports et rémunération');
    expect(price().value).toBe(FREE_TEXT_PRICE);
    expect(shows(amountFormatError(FREE_TEXT_PRICE)!)).toBe(true);
    expect(stored().remuneration).toBe('');

    fill(price(), '5');
    leave(price());
    expect(shows(TOKEN_PRICE_MESSAGE)).toBe(true);
    expect(screen.getByRole('button', { name: 'Passer en cession gratuite' })).toBeTruthy();

    fill(price(), '1500');
    expect(shows(`Le contrat indiquera : mille cinq cents euros (1${NNBSP}500${NBSP}€)`)).toBe(
      true,
    );
    expect(shows(TOKEN_PRICE_MESSAGE)).toBe(false);
    expect(price().getAttribute('aria-invalid')).not.toBe('true');

    const imagePrice = () => field(/Prix de l’autorisation de droit à l’image/);
    fill(imagePrice(), '3');
    leave(imagePrice());
    expect(shows(TOKEN_PRICE_MESSAGE)).toBe(true);
    fill(imagePrice(), '300');
    expect(shows(`Le contrat indiquera : trois cents euros (300${NBSP}€)`)).toBe(true);

    select(field<HTMLSelectElement>('TVA'), 'franchise');
    select(field<HTMLSelectElement>('Paiement'), 'signature');
    expect(field<HTMLSelectElement>('TVA').value).toBe('franchise');

    await waitFor(() => expect(spaced(preview().textContent)).toContain('mille cinq cents euros'));
    expect(spaced(preview().textContent)).toContain('trois cents euros');
    await reload();
    expect(price().value).toBe('1500');
    expect(field<HTMLSelectElement>('Paiement').value).toBe('signature');
  });

  it('a token price offers the switch to « Gratuite », which removes the price section and says so', async () => {
    await startWizard(['Auteur']);
    click(radio(/^Onéreuse/));
    next();
    await expectStep(3, STEP_TITLES[2]);
    next();
    await expectStep(4, 'Description détaillée');
    next();
    await expectStep(5, 'Supports et rémunération');
    const price = field(/^Prix \(en euros\)/);
    fill(price, '1');
    leave(price);
    click(screen.getByRole('button', { name: 'Passer en cession gratuite' }));
    expect(screen.queryByLabelText(/^Prix \(en euros\)/)).toBeNull();
    expect(shows(/La cession est maintenant gratuite/)).toBe(true);
  });

  it('minor author: legal representatives, one parent when authority is exclusive, free grant refused on steps 2 and 3, future birth date refused', async () => {
    await startWizard(['Auteur']);
    next();
    await expectStep(3, 'Informations sur l’auteur ou le modèle');
    const representatives = () =>
      screen.queryByRole('group', { name: 'Représentants légaux de l’auteur' });
    expect(representatives()).toBeNull();
    fill(field('Date de naissance (obligatoire)'), bornAged(14));
    const group = within(representatives()!);
    expect(group.getByRole('group', { name: 'Parent 1' })).toBeTruthy();
    expect(group.getByRole('group', { name: 'Parent 2' })).toBeTruthy();
    expect(shows(MINOR_FREE_GRANT_MESSAGE)).toBe(true);
    fill(
      within(group.getByRole('group', { name: 'Parent 2' })).getByLabelText('Nom (obligatoire)'),
      'Durand',
    );

    select(group.getByLabelText('Qui exerce l’autorité parentale ?'), 'exclusive');
    expect(group.queryByRole('group', { name: 'Parent 2' })).toBeNull();
    expect(
      group.getByRole('group', { name: 'Parent qui exerce l’autorité parentale' }),
    ).toBeTruthy();

    previous();
    await expectStep(2, 'Mode de cession et droits');
    expect(shows(MINOR_FREE_GRANT_MESSAGE)).toBe(true);
    click(screen.getByRole('button', { name: 'Passer en cession onéreuse' }));
    expect(radio(/^Onéreuse/).checked).toBe(true);
    expect(shows(MINOR_FREE_GRANT_MESSAGE)).toBe(false);
    next();
    await expectStep(3, 'Informations sur l’auteur ou le modèle');

    const birth = field('Date de naissance (obligatoire)');
    fill(birth, `${new Date().getFullYear() + 1}-03-01`);
    expect(shows(FUTURE_BIRTH_MESSAGE)).toBe(true);
    expect(field('Date de naissance (obligatoire)').getAttribute('aria-invalid')).toBe('true');
  });

  it('model under 16: the model form asks for the representatives and the L7124-1 authorisation reference', async () => {
    await startWizard(['Auteur', 'Image']);
    next();
    await expectStep(3, STEP_TITLES[2]);
    fillPerson({ civ: 'M.', prenom: 'Hugo', nom: 'Roy' });
    click(checkbox(BOX));
    const model = () =>
      within(screen.getByRole('group', { name: 'Le modèle (personne représentée)' }));
    const authorisation = () =>
      screen.queryByLabelText<HTMLInputElement>(
        /^Référence de l’autorisation \(préfet ou agence agréée\)/,
      );
    const section = () => document.querySelector('section[aria-labelledby="l7124-title"]');
    fill(model().getByLabelText('Date de naissance (obligatoire)'), bornAged(17));
    expect(model().getByRole('group', { name: 'Représentants légaux du modèle' })).toBeTruthy();
    expect(authorisation()).toBeNull();
    fill(model().getByLabelText('Date de naissance (obligatoire)'), bornAged(12));
    expect(authorisation()).not.toBeNull();
    // The field's own explanation (the preview's clause note cites L7124-1 too).
    expect(spaced(section()?.textContent)).toContain('article L7124-1 du Code du travail');
    fill(authorisation()!, 'Arrêté préfectoral n° 2026-123');
    await reload();
    await expectStep(3, STEP_TITLES[2]);
    expect(authorisation()?.value).toBe('Arrêté préfectoral n° 2026-123');

    // A school trip's photo is no modelling: « Non » drops the authorisation, the contract says
    // why and forbids advertising; an advertising support ticked at step 5 is flagged.
    const modelling = () =>
      field<HTMLSelectElement>(/L’image de l’enfant sert-elle une activité de mannequin/);
    expect(modelling().value).toBe('oui');
    select(modelling(), 'non');
    expect(authorisation()).toBeNull();
    expect(spaced(section()?.textContent)).toContain(
      'le contrat interdit alors au bénéficiaire toute utilisation publicitaire des images',
    );
    next();
    await expectStep(4, 'Description détaillée');
    next();
    await expectStep(5, 'Supports et rémunération');
    const warnings = () =>
      [...document.querySelectorAll('[aria-live]')].filter((el) =>
        el.textContent?.includes('Image d’un enfant et publicité'),
      );
    expect(warnings()).toHaveLength(0);
    click(checkbox('Affichage extérieur (panneaux, transports)'));
    expect(warnings().length).toBeGreaterThan(0);
    for (const warning of warnings())
      expect(spaced(warning.textContent)).toContain(
        'Vous indiquez que l’image de l’enfant ne sert pas',
      );
    click(checkbox('Affichage extérieur (panneaux, transports)'));
    expect(warnings()).toHaveLength(0);
    const text = await builtPreview();
    await waitFor(() =>
      expect(spaced(text.textContent)).toMatch(
        /les Images ne relèvent pas d.une activité de mannequin au sens de l.article L7123-2/,
      ),
    );
    expect(spaced(text.textContent)).not.toContain('condition suspensive');
  });

  it('image only: no exclusivity checkbox, with its explanation; unticking « Auteur » clears exclusivity and says so', async () => {
    await startWizard(['Auteur', 'Image']);
    click(radio(/^Onéreuse/));
    click(checkbox(/^Cession exclusive/));
    previous();
    await expectStep(1, 'Type de contrat');
    click(checkbox(/^Auteur/));
    expect(shows(/L’exclusivité a été retirée/)).toBe(true);
    next();
    await expectStep(2, 'Mode de cession et droits');
    expect(screen.queryAllByRole('checkbox', { name: /^Cession exclusive/ })).toHaveLength(0);
    expect(
      shows(/Pas d’exclusivité des droits d’auteur pour une autorisation de droit à l’image/),
    ).toBe(true);
    const text = await builtPreview();
    expect(spaced(text.textContent)).not.toMatch(/\bexclusive\b/);
  });

  it('work options on step 4: credit, original of a graphic work, delivery, collective management, video', async () => {
    await startWizard(['Auteur', 'Image']);
    click(checkbox(/graphique ou plastique/));
    next();
    await expectStep(3, STEP_TITLES[2]);
    fillPerson({ civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    next();
    await expectStep(4, 'Description détaillée');
    select(field('Nom à mentionner lors de l’exploitation'), 'pseudonyme');
    fill(field('Pseudonyme (obligatoire)'), 'Annie R.');
    select(field('L’original de l’œuvre'), 'remis');
    fill(field('Fichiers livrés'), 'JPEG 300 dpi');
    fill(field('Date de livraison'), '2026-09-01');
    select(field('L’auteur est-il membre d’une société de gestion collective ?'), 'autre');
    fill(field('Nom de la société de gestion collective (obligatoire)'), 'SOFIA');
    click(checkbox('Les prises de vues comprennent des vidéos (voix)'));
    await reload();
    await expectStep(4, 'Description détaillée');
    expect(field('Pseudonyme (obligatoire)').value).toBe('Annie R.');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Les prises de vues comprennent des vidéos (voix)',
      }).checked,
    ).toBe(true);
  });

  it('step 4 warns (without blocking) when the work is software, which these templates do not fit', async () => {
    await startWizard(['Auteur']);
    next();
    await expectStep(3, STEP_TITLES[2]);
    fillPerson({ civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    next();
    await expectStep(4, 'Description détaillée');
    const description = field(/Description de l’œuvre/);
    fill(description, 'Une affiche de festival');
    const warning = /^La description mentionne un logiciel\./;
    expect(screen.queryAllByText(warning)).toHaveLength(0);
    fill(description, 'Logiciel « Gestionnaire de tournois », code source et exécutable');
    expect(screen.getByText(warning)).toBeTruthy();
    expect(shows('Un modèle qui ne convient pas à cette œuvre')).toBe(true);
    // Announced once: the warning sits in one live region, with no role of its own inside it.
    expect(
      document.querySelectorAll('[aria-live] [role="status"], [role="status"] [role="status"]'),
    ).toHaveLength(0);
    // A warning only: the wizard goes on.
    next();
    await expectStep(5, 'Supports et rémunération');
  });

  it('step 5 warns (without blocking) when the destination names a medium no support covers, when an exclusive copyright outlasts the image licence, and when its price is low for what it buys', async () => {
    await startWizard(['Auteur', 'Image']);
    click(radio(/^Onéreuse/));
    click(checkbox('Cession exclusive'));
    next();
    await expectStep(3, STEP_TITLES[2]);
    fillPerson({ civ: 'Mme', prenom: 'Anne', nom: 'Roy' });
    next();
    await expectStep(4, 'Description détaillée');
    next();
    await expectStep(5, 'Supports et rémunération');
    // legal review D12: the lawyer's case — metro posters and television with website and Discord
    // only.
    fill(field(/^Destination/), 'affichage dans le métro et diffusion télévisée');
    const destination = () =>
      screen.queryByText(
        /La destination mentionne un moyen de diffusion qu’aucun support coché ne couvre/,
      );
    expect(spaced(destination()?.textContent)).toContain(
      '« Affichage extérieur (panneaux, transports) »',
    );
    expect(spaced(destination()?.textContent)).toContain('« Télévision »');
    // legal review C v2: exclusive copyright for the legal term, image licence for 5 years.
    expect(
      screen.getByText(/La cession exclusive des droits d’auteur court pour toute la durée légale/),
    ).toBeTruthy();
    // legal review A5b: a low price for an exclusive legal-term grant is questioned, not refused.
    const price = field(/Prix de la cession des droits d’auteur/);
    fill(price, '20');
    const lowPrice = () =>
      screen.queryByText(
        /^Un prix de 20\s€ pour une cession exclusive consentie pour toute la durée légale de protection peut être jugé dérisoire/,
      );
    expect(lowPrice()).not.toBeNull();
    expect(price.hasAttribute('aria-invalid')).toBe(false);
    fill(price, '1500');
    expect(lowPrice()).toBeNull();
    click(checkbox('Affichage extérieur (panneaux, transports)'));
    click(checkbox('Télévision'));
    expect(destination()).toBeNull();
  });
});

/**
 * Soft warnings (core/rules/draft-warnings.ts): shown under the answer they are about, summed up
 * at step 6 with « Revoir », and never blocking the contract.
 */
describe('wizard warnings', { timeout: 30_000 }, () => {
  it('a free image authorisation for a company warns of unpaid posing, at step 2 and at step 6, without blocking', async () => {
    profile = companyProfile;
    open('/wizard?fromDashboard=true');
    await expectStep(1, 'Type de contrat');
    click(checkbox(/^Image/));
    next();

    await expectStep(2, 'Mode de cession et droits');
    expect(radio(/^Gratuite/).checked).toBe(true);
    const unpaid = /requalifiée en contrat de travail de mannequin/;
    await waitFor(() => expect(shows(unpaid)).toBe(true));
    // Paid: the warning goes.
    click(radio(/^Onéreuse/));
    expect(shows(unpaid)).toBe(false);
    click(radio(/^Gratuite/));
    next();

    await expectStep(3, 'Informations sur l’auteur ou le modèle');
    fillPerson({ civ: 'Mme', prenom: 'Léa', nom: 'Garnier', ville: 'Lyon' });
    next();
    await expectStep(4, 'Description détaillée');
    fill(field(/Description des images/), 'Portraits pris au salon le 12 mars 2026.');
    next();
    await expectStep(5, 'Supports et rémunération');
    next();

    await expectStep(6, 'Finalisation');
    const summary = await screen.findByRole('region', {
      name: 'Points à vérifier avant de signer',
    });
    expect(spaced(summary.textContent)).toContain(
      'Poser sans rémunération pour une marque (étape 2)',
    );
    expect(spaced(summary.textContent)).toContain('L7123-3 et L7123-4 du Code du travail');
    // A warning does not block: the contract is ready.
    expect(shows('Veuillez compléter toutes les informations obligatoires')).toBe(false);
    expect(disabled(screen.getByRole('button', { name: 'Télécharger le PDF' }))).toBe(false);
    click(within(summary).getByRole('button', { name: /^Revoir/ }));
    await expectStep(2, 'Mode de cession et droits');
    expect(shows(unpaid)).toBe(true);
    await expectFocusInStep();
  });
});

/**
 * The way back from step 6 focuses the answer once its step shows it, from a timer of its own
 * (finalize/field-dom.ts), after the step change has focused the heading: waiting for the answer
 * itself — not any focus in the step, which the heading already gave — also keeps that timer
 * from firing after the file, when the next file of the worker may have no DOM.
 */
async function expectFocusInStep() {
  await waitFor(() => {
    const focused = document.activeElement;
    expect(document.querySelector('section[aria-labelledby="step-title"]')?.contains(focused)).toBe(
      true,
    );
    // A control, or the group of a choice (its fieldset, `field-…`), never the heading.
    expect(focused?.matches('input, select, textarea, [id^="field-"]')).toBe(true);
  });
}

/** Rules with a message (docs/product.md §5, §8) shown when they fail. */
describe('wizard validation messages', { timeout: 30_000 }, () => {
  it('step 2: rights only when Onéreuse, Gratuite clears them, droit de suite only for graphic works', async () => {
    await startWizard(['Auteur']);
    expect(screen.queryByRole('checkbox', { name: /^Distribution/ })).toBeNull();
    click(radio(/^Onéreuse/));
    click(checkbox(/^Distribution/));
    click(checkbox(/^Cession exclusive/));
    expect(screen.queryByRole('checkbox', { name: /^Droit de suite/ })).toBeNull();
    click(checkbox(/graphique ou plastique/));
    expect(checkbox(/^Droit de suite/)).toBeTruthy();
    expect(shows('L’auteur conserve toujours son droit de suite')).toBe(true);
    click(radio(/^Gratuite/));
    click(radio(/^Onéreuse/));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Distribution/ }).checked).toBe(
      false,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: /^Cession exclusive/ }).checked,
    ).toBe(false);
  });

  it('step 4 without a contract type, step 6 incomplete, then the way to the first missing answer', async () => {
    open('/wizard?fromDashboard=true');
    await expectStep(1, 'Type de contrat');
    for (const step of [2, 3, 4] as const) {
      next();
      await expectStep(step, STEP_TITLES[step - 1]!);
    }
    expect(
      shows('Veuillez retourner à l’étape 1 et sélectionner au moins un type de contrat.'),
    ).toBe(true);
    next();
    await expectStep(5, STEP_TITLES[4]);
    next();
    await expectStep(6, 'Finalisation');
    expect(
      shows(
        'Veuillez compléter toutes les informations obligatoires avant de générer votre contrat.',
      ),
    ).toBe(true);
    expect(screen.queryAllByRole('button', { name: 'Suivant' })).toHaveLength(0);
    for (const name of ['Télécharger le PDF', 'Accéder à l’éditeur', 'Valider le contrat'])
      expect(disabled(screen.getByRole('button', { name: new RegExp(name) }))).toBe(true);
    const checklist = within(screen.getByRole('list', { name: 'Vérification du contrat' }));
    expect(checklist.getAllByText(': à compléter', { exact: false })).toHaveLength(2);
    // The button leads to the first missing answer (step 1 here), not always to step 5.
    click(screen.getByRole('button', { name: /^Aller à l’étape 1/ }));
    await expectStep(1, 'Type de contrat');
    await expectFocusInStep();
  });
});
