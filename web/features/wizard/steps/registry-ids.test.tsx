import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { applicableDraftFields } from '@core/fields/applicable';
import { DRAFT_FIELDS } from '@core/fields/draft-fields';
import type { StepNumber } from '@core/fields/types';
import { missingFields } from '@core/rules/readiness';
import { AUTEUR, IMAGE, draftSchema, emptyDraft, type Draft } from '@core/schemas/draft';
import { fieldDomId } from '../../../components/registry-field/field-id';
import { focusField } from '../finalize/field-dom';
import { initialWizardState, wizardReducer } from '../state/wizard-state';
import type { WizardApi } from '../state/use-wizard';
import { StepType } from './step-1-type';
import { StepAuthor } from './step-3-author';
import { StepDescriptions } from './step-4-descriptions';
import { StepSupports } from './step-5-supports';

afterEach(cleanup);

const TODAY = new Date();
const yearsAgo = (n: number) => `${TODAY.getFullYear() - n}-01-15`;

/** A wizard on the real reducer, at the given draft (the steps read draft, update, setPrice, goTo). */
function Harness({ draft, step }: { draft: Draft; step: StepNumber }) {
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
          expect(['INPUT', 'SELECT', 'TEXTAREA'], spec.key).toContain(input!.tagName);
          // « Compléter » on the checklist: focusField lands on that very input.
          focusField({ key: spec.key, label: spec.label, group: spec.group });
          expect(document.activeElement, spec.key).toBe(input);
        }
        cleanup();
      }
    });
  }

  it('the scenarios cover every field of the registry readiness can ever require or refuse', () => {
    const covered = new Set(
      Object.values(SCENARIOS).flatMap((draft) => reportable(draft).map((spec) => spec.key)),
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
