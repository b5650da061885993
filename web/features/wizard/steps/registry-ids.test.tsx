import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { applicableDraftFields, applies } from '@core/fields/applicable';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import { expandLists } from '@core/fields/list-fields';
import type { FieldSpec, StepNumber } from '@core/fields/types';
import { checkReadiness, missingFields } from '@core/rules/readiness';
import { AUTEUR, IMAGE, SUPPORTS } from '@core/answers/draft';
import { emptyDraft } from '@core/answers/empty-records';
import { draftSchema, type Draft } from '@core/schemas/draft';
import { fieldDomId } from '@web/components/registry-field/field-id';
import { focusField } from '../finalize/field-dom';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { StepType } from './step-1-type';
import { StepCession } from './step-2-cession';
import { FieldRegistry } from './step-fields';
import { StepAuthor } from './step-3-author';
import { StepDescriptions } from './step-4-descriptions';
import { StepSupports } from './step-5-supports';

afterEach(cleanup);

const TODAY = new Date();
const yearsAgo = (n: number) => `${TODAY.getFullYear() - n}-01-15`;

/** A wizard on the real reducer, at the given draft (the steps read draft, update, setPrice, goTo). */
function Harness({
  draft,
  step,
  registry = DRAFT_FIELDS,
}: {
  draft: Draft;
  step: StepNumber;
  registry?: readonly FieldSpec[];
}) {
  return (
    <FieldRegistry.Provider value={registry}>
      <Step draft={draft} step={step} />
    </FieldRegistry.Provider>
  );
}

function Step({ draft, step }: { draft: Draft; step: StepNumber }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => ({
    ...initialWizardState(),
    draft,
    step,
  }));
  const wizard = {
    ...state,
    update: (change) => dispatch({ type: 'update', change }),
    setPrice: (field, raw) => dispatch({ type: 'setPrice', field, raw }),
    goTo: (to) => dispatch({ type: 'goTo', step: to }),
    setProjectDescription: (text) => dispatch({ type: 'setProjectDescription', text }),
  } as WizardApi;
  if (step === 1) return <StepType wizard={wizard} />;
  if (step === 2) return <StepCession wizard={wizard} />;
  if (step === 3) return <StepAuthor wizard={wizard} signedIn={false} />;
  if (step === 4) return <StepDescriptions wizard={wizard} />;
  return <StepSupports wizard={wizard} />;
}

const parent = { gentille: '', nom: '', prenom: '', adresse: '', code_postal: '', ville: '' };
/** Drafts that between them make every field readiness checks apply. */
const SCENARIOS: Record<string, Draft> = {
  'a blank draft': emptyDraft(),
  'paid combined, minor author and minor distinct model (both parents)': draftSchema.parse({
    type_contrat: [AUTEUR, IMAGE],
    type_cession: 'Onéreuse',
    // The named choices, whose names are then asked (and checked).
    mention_auteur: 'pseudonyme',
    gestion_collective: 'autre',
    auteur_type: 'Personne physique',
    auteur_info: {
      date_naissance: yearsAgo(15),
      autorite_parentale: 'conjointe',
      parent1: parent,
      parent2: parent,
    },
    modele_distinct: true,
    modele_info: {
      date_naissance: yearsAgo(10),
      autorite_parentale: 'conjointe',
      parent1: parent,
      parent2: parent,
    },
  }),
  'paid combined, company author': draftSchema.parse({
    type_contrat: [AUTEUR, IMAGE],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne morale',
    auteur_info: { nom: '', forme_juridique: '' },
  }),
  // A film's producer and a price for each support (LEGAL J10).
  'paid author only, a film on every support': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    nature_oeuvre: 'audiovisuelle',
    supports: [...SUPPORTS],
  }),
  // The legal rule: a percentage, its base and a minimum guarantee (LEGAL J2); a drawn logo's
  // original is checked against the droit de suite (LEGAL J11).
  'paid author only, a logo paid a share of receipts': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    mode_remuneration: 'proportionnelle',
    nature_oeuvre: 'logo',
    oeuvre_graphique: true,
  }),
  // A company abroad is identified by its own register (LEGAL J17).
  'paid author only, company established abroad': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne morale',
    auteur_info: { nom: '', forme_juridique: '', pays: 'Belgique' },
  }),
  // The situations of LEGAL J9 and J12: a consumer taking a licence (mediator, use, withdrawal).
  'paid author only, consumer assignee, licence': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    entreprise_info: { type: 'physical_person', nom: 'Bernard', prenom: 'Hugo' },
    cessionnaire_consommateur: true,
    nature_contrat: 'licence',
  }),
  // A creator drafting for her client (core/rules/sides.ts): the assignee is typed at step 3, a
  // person here, a company below.
  'a creator, her client a natural person': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    side: 'cedant',
    entreprise_info: { type: 'physical_person' },
  }),
  'a creator, her client a company': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    side: 'cedant',
    entreprise_info: { type: 'legal_entity' },
  }),
  // LEGAL J13: two co-authors, each identified and each with a share of the price.
  'paid author only, two co-authors': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    coauteurs: [{}, {}],
  }),
  // LEGAL J22: a paid image authorisation, exclusive in a sector (its sector and price asked).
  'paid image only, exclusive in a sector': draftSchema.parse({
    type_contrat: [IMAGE],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    exclusivite_image: true,
  }),
};

/** Every field readiness can report for this draft: a required one, or one with a format rule. */
const reportable = (draft: Draft) =>
  applicableDraftFields(draft, TODAY)
    .filter(({ spec, required }) => required || spec.format)
    .map(({ spec }) => spec);

describe('every field readiness can report has an input with its registry id in its step', () => {
  for (const [name, draft] of Object.entries(SCENARIOS)) {
    it(name, () => {
      const specs = reportable(draft);
      // The assignee is the profile (its own action), every other field belongs to a step.
      for (const spec of specs)
        expect(
          spec.step ?? (spec.key === 'entreprise_info' ? 'profile' : undefined),
          spec.key,
        ).toBeDefined();
      const steps = [...new Set(specs.flatMap((spec) => (spec.step ? [spec.step] : [])))];
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        render(<Harness draft={draft} step={step} />);
        for (const spec of specs.filter((s) => s.step === step)) {
          const input = document.getElementById(fieldDomId(spec.key));
          expect(input, `${spec.key} (étape ${step})`).not.toBeNull();
          // A list of choices (`multi`) is its focusable fieldset, whose legend names it.
          expect(['INPUT', 'SELECT', 'TEXTAREA', 'FIELDSET'], spec.key).toContain(input!.tagName);
          // « Compléter » on the checklist: focusField lands on that very input.
          focusField({ key: spec.key, label: spec.label, group: spec.group });
          expect(document.activeElement, spec.key).toBe(input);
        }
        cleanup();
      }
    });
  }

  it('the scenarios cover every field of the registry readiness can ever require or refuse', () => {
    // A list's field is covered by any item's (`coauteurs.0.nom` covers `coauteurs.*.nom`).
    const declared = (key: string) => key.replace(/\.\d+\./, '.*.');
    const covered = new Set(
      Object.values(SCENARIOS).flatMap((draft) =>
        reportable(draft).map((spec) => declared(spec.key)),
      ),
    );
    const everReportable = DRAFT_FIELDS.filter((spec) => spec.item || spec.format).map(
      (spec) => spec.key,
    );
    expect(everReportable.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('the ids are the ones a real missing list names', () => {
    const missing = missingFields(
      SCENARIOS['paid combined, minor author and minor distinct model (both parents)']!,
      TODAY,
    );
    expect(missing.map((field) => field.key)).toEqual(
      expect.arrayContaining([
        'remuneration',
        'modele_info.nom',
        'auteur_info.parent2.prenom',
        'description_oeuvre',
      ]),
    );
  });
});

/** More drafts, so that every `showIf` of the registry is seen both holding and not. */
const MORE: Record<string, Draft> = {
  'free image only, minor model under 16, both parents': draftSchema.parse({
    type_contrat: [IMAGE],
    type_cession: 'Gratuite',
    auteur_type: 'Personne physique',
    auteur_info: {
      date_naissance: yearsAgo(12),
      autorite_parentale: 'conjointe',
      parent1: parent,
      parent2: { ...parent, pays: 'Belgique' },
    },
    activite_mannequin: 'non',
  }),
  'paid image only, distinct model under 16 in a modelling use': draftSchema.parse({
    type_contrat: [IMAGE],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    modele_distinct: true,
    modele_info: { date_naissance: yearsAgo(9), autorite_parentale: 'conjointe' },
    activite_mannequin: 'oui',
  }),
  'paid author only, graphic work, minor author under exclusive authority': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    auteur_info: { date_naissance: yearsAgo(17), autorite_parentale: 'exclusive', parent1: parent },
    oeuvre_graphique: true,
    gestion_collective: 'autre',
  }),
  // The author's own VAT number, asked once the intra-EU reverse charge is chosen (LEGAL J17).
  'paid author only, natural person, intra-EU reverse charge': draftSchema.parse({
    type_contrat: [AUTEUR],
    type_cession: 'Onéreuse',
    auteur_type: 'Personne physique',
    tva_regime: 'autoliquidation_ue',
  }),
};

/** Whether the step shows a field of this key: one with its registry id is in the page. */
const rendered = (key: string) => document.getElementById(fieldDomId(key)) !== null;

describe('each step shows a field exactly when its showIf holds', () => {
  for (const [name, draft] of Object.entries({ ...SCENARIOS, ...MORE })) {
    it(name, () => {
      for (const step of [1, 2, 3, 4, 5] as const) {
        render(<Harness draft={draft} step={step} />);
        const specs = expandLists(DRAFT_FIELDS, draft).filter((spec) => spec.step === step);
        // Two specs may share a key (the author's person or company form): one of them shows.
        for (const key of new Set(specs.map((spec) => spec.key))) {
          const applying = specs.some((spec) => spec.key === key && applies(spec, draft, TODAY));
          expect(rendered(key), `${key} (étape ${step})`).toBe(applying);
        }
        cleanup();
      }
    });
  }

  it('the drafts see every showIf of the registry both hold and fail', () => {
    const drafts = Object.values({ ...SCENARIOS, ...MORE });
    const conditional = DRAFT_FIELDS.filter((spec) => spec.step && spec.showIf);
    const seen = (spec: FieldSpec, holds: boolean) =>
      drafts.some((draft) => applies(spec, draft, TODAY) === holds);
    expect(conditional.filter((spec) => !seen(spec, true)).map((spec) => spec.key)).toEqual([]);
    expect(conditional.filter((spec) => !seen(spec, false)).map((spec) => spec.key)).toEqual([]);
  });
});

describe('a new answer is one declaration in the registry', () => {
  // A draft path no step asks (the contract's date), declared here only (docs/fields.md).
  const TRIAL: FieldSpec = {
    key: 'date_contrat',
    label: 'Réponse d’essai',
    kind: 'date',
    format: (value) => (value > '2100' ? 'Une date avant 2100.' : null),
    showIf: (root) => (root as Draft).image_video === true,
    requiredIf: (root) => (root as Draft).image_video === true,
    item: 'other',
    step: 4,
    group: 'Groupe d’essai',
  };
  const registry = [...DRAFT_FIELDS, TRIAL];
  const withVideo = (on: boolean) =>
    draftSchema.parse({
      type_contrat: [IMAGE],
      auteur_type: 'Personne physique',
      image_video: on,
      description_image: 'Portraits.',
    });

  it('its step renders it in its group, marked required, exactly when showIf holds', () => {
    render(<Harness draft={withVideo(true)} step={4} registry={registry} />);
    const section = screen.getByRole('heading', { name: 'Groupe d’essai' }).parentElement!;
    const input = within(section).getByLabelText(/Réponse d’essai/);
    expect(input.id).toBe(fieldDomId(TRIAL.key));
    expect(input.closest('div')?.textContent).toContain('(obligatoire)');
    cleanup();
    render(<Harness draft={withVideo(false)} step={4} registry={registry} />);
    expect(rendered(TRIAL.key)).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Groupe d’essai' })).toBeNull();
  });

  it('applicable fields and readiness see it, with its rule, exactly when showIf holds', () => {
    const keys = (draft: Draft) =>
      applicableDraftFields(draft, TODAY, registry).map(({ spec }) => spec.key);
    expect(keys(withVideo(true))).toContain(TRIAL.key);
    expect(keys(withVideo(false))).not.toContain(TRIAL.key);
    expect(missingFields(withVideo(true), TODAY, registry)).toContainEqual(
      expect.objectContaining({
        key: TRIAL.key,
        problem: 'missing',
        step: 4,
        group: 'Groupe d’essai',
      }),
    );
    const typed = { ...withVideo(true), date_contrat: '2200-01-01' };
    expect(missingFields(typed, TODAY, registry)).toContainEqual(
      expect.objectContaining({ key: TRIAL.key, problem: 'invalid' }),
    );
    expect(missingFields(withVideo(false), TODAY, registry).map((f) => f.key)).not.toContain(
      TRIAL.key,
    );
    expect(checkReadiness(withVideo(true), TODAY, registry).lines.map((l) => l.item)).toContain(
      'other',
    );
    // Without its declaration nothing knows it: the registry is the one place it is added.
    expect(missingFields(withVideo(true), TODAY).map((f) => f.key)).not.toContain(TRIAL.key);
  });
});
