import { describe, expect, it } from 'vitest';
import type { Draft } from '../schemas/draft';
import { AUTEUR, IMAGE } from '../answers/draft';
import { FORMAT_MESSAGES } from '../fields/formats';
import { FREE_TEXT_MESSAGES } from '../fields/free-text-rules';
import {
  ASSIGNEE_COMPANY,
  ASSIGNEE_PERSON,
  BIRTH,
  FATHER,
  MOTHER,
  PERSON,
  TODAY,
  build,
  makeDraft,
  plain,
} from '../templates/test-drafts';
import { draftRuleIssues } from './draft-rules';
import { checkReadiness, missingFields } from './readiness';

/**
 * Answers that a « ready » contract must not print because they
 * undid the template's own safeguards — a blank birth date switching off every rule for minors, a
 * catch-all destination, a pending request printed as an obtained authorisation, « Non » to
 * modelling with an advertising support, a delivery date before the contract, an assignee without
 * a first name or a legal form.
 */
const problemOf = (draft: Draft, key: string) =>
  missingFields(draft, TODAY).find((field) => field.key === key);

const CHILD = {
  ...PERSON,
  prenom: 'Zoé',
  date_naissance: BIRTH.age10,
  autorite_parentale: 'conjointe',
  parent1: MOTHER,
  parent2: FATHER,
};
const imageOfChild = (input: Record<string, unknown> = {}) =>
  makeDraft({
    type_contrat: [IMAGE],
    type_cession: 'Gratuite',
    remuneration: '',
    description_image: 'Trois photographies prises à la fête de l’école le 3 juin 2026',
    auteur_info: CHILD,
    ...input,
  });

describe('the birth date decides who is a minor, so it is required (B3, A7 v2)', () => {
  it('of the author, the image-only person and the distinct model', () => {
    const noBirth = { ...PERSON, date_naissance: '' };
    expect(
      problemOf(makeDraft({ auteur_info: noBirth }), 'auteur_info.date_naissance'),
    ).toMatchObject({
      problem: 'missing',
      step: 3,
      item: 'parties',
    });
    expect(
      problemOf(
        makeDraft({ type_contrat: [IMAGE], description_image: 'Portraits', auteur_info: noBirth }),
        'auteur_info.date_naissance',
      ),
    ).toBeDefined();
    expect(
      problemOf(
        makeDraft({
          type_contrat: [AUTEUR, IMAGE],
          description_image: 'Portraits',
          modele_distinct: true,
          modele_info: noBirth,
        }),
        'modele_info.date_naissance',
      ),
    ).toBeDefined();
  });
  it('not of a company author', () => {
    const draft = makeDraft({
      auteur_type: 'Personne morale',
      auteur_info: { nom: 'Studio Lumière', forme_juridique: 'SAS' },
    });
    expect(checkReadiness(draft, TODAY).ready).toBe(true);
  });
});

describe('the assignee is a whole party (D14 v2)', () => {
  it('a person needs a first name, a company its legal form', () => {
    const person = makeDraft({ entreprise_info: { ...ASSIGNEE_PERSON, prenom: ' ' } });
    expect(problemOf(person, 'entreprise_info')).toMatchObject({
      problem: 'invalid',
      message: 'Prénom\u00a0: champ obligatoire.',
    });
    const company = makeDraft({ entreprise_info: { ...ASSIGNEE_COMPANY, forme_juridique: '' } });
    expect(problemOf(company, 'entreprise_info')?.message).toBe(
      'Forme juridique\u00a0: champ obligatoire.',
    );
    expect(checkReadiness(makeDraft({ entreprise_info: ASSIGNEE_PERSON }), TODAY).ready).toBe(true);
  });
});

describe('free text the contract prints verbatim (D4, D5, D13)', () => {
  it('refuses a catch-all destination, and the contract is not ready', () => {
    for (const destination of [
      'tous usages, sans limitation, sur tous supports connus ou inconnus',
      'Toutes exploitations',
      'la promotion, par tous moyens',
    ]) {
      const draft = makeDraft({ destination });
      expect(problemOf(draft, 'destination')?.message, destination).toBe(
        FREE_TEXT_MESSAGES.catchAllDestination,
      );
      // The server refuses it too (it reads the same rules).
      expect(draftRuleIssues(draft, TODAY).map((i) => i.path.join('.'))).toContain('destination');
    }
    expect(
      problemOf(
        makeDraft({ destination: 'Illustrer le site et la plaquette de la société' }),
        'destination',
      ),
    ).toBeUndefined();
  });
  it('refuses a global grant of future works, not one identified work', () => {
    for (const description_oeuvre of [
      'Toutes les illustrations que l’auteur réalisera pour le Cessionnaire en 2027',
      'Ses œuvres futures',
      'les photographies à venir du studio',
    ])
      expect(problemOf(makeDraft({ description_oeuvre }), 'description_oeuvre')?.message).toBe(
        FREE_TEXT_MESSAGES.futureWorks,
      );
    expect(
      problemOf(
        makeDraft({ description_oeuvre: 'Le logo de la société ACME, en couleurs' }),
        'description_oeuvre',
      ),
    ).toBeUndefined();
  });
  it('refuses « à définir » and a price where the contract prints the text', () => {
    expect(
      problemOf(makeDraft({ livraison_format: 'à définir' }), 'livraison_format')?.message,
    ).toBe(FREE_TEXT_MESSAGES.placeholder);
    expect(
      problemOf(makeDraft({ livraison_format: 'JPEG, payable 200 € en sus' }), 'livraison_format')
        ?.message,
    ).toBe(FREE_TEXT_MESSAGES.priceInText);
    expect(problemOf(makeDraft({ lieu_signature: 'A préciser' }), 'lieu_signature')?.message).toBe(
      FREE_TEXT_MESSAGES.placeholder,
    );
    expect(
      problemOf(
        makeDraft({ livraison_format: 'JPEG 300 dpi et fichiers PSD' }),
        'livraison_format',
      ),
    ).toBeUndefined();
  });
});

describe('a child model under 16 (B3 v2, D12)', () => {
  it('« Non » to modelling with an advertising support ticked is refused', () => {
    const draft = imageOfChild({
      activite_mannequin: 'non',
      supports: ['reseaux_sociaux', 'affichage'],
    });
    const problem = problemOf(draft, 'activite_mannequin');
    expect(problem?.message).toContain(
      'le support «\u202fAffichage extérieur (panneaux, transports)\u202f» est coché',
    );
    expect(problem?.step).toBe(3);
    expect(draftRuleIssues(draft, TODAY).map((i) => i.path.join('.'))).toContain(
      'activite_mannequin',
    );
    // Either way out clears it.
    expect(
      problemOf({ ...draft, activite_mannequin: 'oui' }, 'activite_mannequin'),
    ).toBeUndefined();
    expect(
      problemOf({ ...draft, supports: ['reseaux_sociaux'] }, 'activite_mannequin'),
    ).toBeUndefined();
  });
  it('the same answers for a model of 16 or more are not asked, so never block', () => {
    const draft = imageOfChild({
      auteur_info: { ...CHILD, date_naissance: BIRTH.age17 },
      activite_mannequin: 'non',
      supports: ['affichage'],
    });
    expect(problemOf(draft, 'activite_mannequin')).toBeUndefined();
  });
  it('the authorisation reference must name one obtained, not a pending request', () => {
    const KEY = 'autorisation_prefectorale.reference';
    const withReference = (reference: string, more: Record<string, unknown> = {}) =>
      imageOfChild({ autorisation_prefectorale: { reference, date: '2026-03-02' }, ...more });
    for (const reference of ['demande déposée en préfecture, en cours', 'en attente', 'oui'])
      expect(problemOf(withReference(reference), KEY)?.message, reference).toBe(
        FREE_TEXT_MESSAGES.pendingAuthorisation,
      );
    expect(problemOf(withReference('arrêté préfectoral n° 2026-123'), KEY)).toBeUndefined();
    // A stale reference after « Non » is neither printed nor checked.
    expect(
      problemOf(withReference('en cours', { activite_mannequin: 'non' }), KEY),
    ).toBeUndefined();
  });
});

describe('the delivery date is read against the contract’s day', () => {
  it('not before it, not ten years after it', () => {
    const past = makeDraft({ date_contrat: '2026-11-21', livraison_date: '2020-01-01' });
    expect(problemOf(past, 'livraison_date')?.message).toBe(FORMAT_MESSAGES.pastDelivery);
    expect(draftRuleIssues(past, TODAY)).toContainEqual({
      path: ['livraison_date'],
      message: FORMAT_MESSAGES.pastDelivery,
    });
    const far = makeDraft({ date_contrat: '2026-11-21', livraison_date: '2040-01-01' });
    expect(problemOf(far, 'livraison_date')?.message).toBe(FORMAT_MESSAGES.farDelivery);
    expect(
      problemOf(
        makeDraft({ date_contrat: '2026-11-21', livraison_date: '2026-12-15' }),
        'livraison_date',
      ),
    ).toBeUndefined();
  });
});

describe('wording of the same read', () => {
  const text = (draft: Draft) => plain(build(draft));
  it('one parent holding authority alone is written to in the singular', () => {
    const alone = text(
      imageOfChild({
        auteur_info: { ...CHILD, autorite_parentale: 'exclusive', parent2: {} },
      }),
    );
    expect(alone).toContain(
      "Les notifications destinées à une Partie mineure sont adressées à chaque titulaire de l'autorité parentale qui la représente.",
    );
  });
  it('two instalments for images the beneficiary already holds still fall due', () => {
    const paid = text(
      makeDraft({
        type_contrat: [IMAGE],
        description_image: 'Portraits',
        remuneration: '600',
        modalites_paiement: 'deux_versements',
      }),
    );
    expect(paid).toContain(
      "pour moitié à la signature du présent contrat et pour moitié à la remise des Images au Bénéficiaire ou, s'il les détient déjà, trente jours après la signature",
    );
  });
  it('the condition precedent also covers images taken before the contract', () => {
    expect(text(imageOfChild())).toContain(
      'qui doit précéder toute prise de vues et, pour les Images déjà réalisées, toute exploitation.',
    );
  });
});
