import { describe, expect, it } from 'vitest';
import { AUTEUR } from '../answers/draft';
import {
  canonicalTerms,
  createReleaseBody,
  releaseTermsSchema,
  storedAnswersOfferRelease,
  termsOf,
} from './terms';
import {
  draftForParticipant,
  participantProblems,
  participantSchema,
  participantSigners,
  termsProblems,
} from './participant';
import { termLines } from './summary';
import { ADULT_MODEL, AUTHORISATION, MINOR_MODEL, PARENTS, TERMS_INPUT } from './release-fixtures';
import { dayFromIso } from '../rules/contract-date';

const NOW = new Date('2026-12-06T10:00:00Z');
const DAY = dayFromIso('2026-12-06')!;
const PHOTOGRAPHER = 'hugo@exemple.fr';
const terms = releaseTermsSchema.parse(TERMS_INPUT);
const paths = (problems: { path: string }[]) => problems.map((p) => p.path);

describe('the séance’s terms', () => {
  it('keep the wizard’s answers and drop whatever names the model', () => {
    const parsed = releaseTermsSchema.parse({
      ...TERMS_INPUT,
      auteur_type: 'Personne physique',
      auteur_info: { nom: 'Quelqu’un' },
      date_contrat: '2026-01-01',
    });
    expect(parsed).not.toHaveProperty('auteur_info');
    expect(parsed).not.toHaveProperty('date_contrat');
    expect(parsed.supports).toEqual(['site_internet', 'reseaux_sociaux']);
  });

  it('are an image authorisation whose beneficiary is the photographer, said in French', () => {
    const combined = releaseTermsSchema.safeParse({ ...TERMS_INPUT, type_contrat: [AUTEUR] });
    expect(combined.error?.issues[0]?.message).toMatch(/droit à l’image seule/);
    const creator = releaseTermsSchema.safeParse({ ...TERMS_INPUT, side: 'cedant' });
    expect(creator.error?.issues[0]?.message).toMatch(/bénéficiaire/);
    const bad = releaseTermsSchema.safeParse({ ...TERMS_INPUT, territoire: 'lune' });
    expect(bad.error?.issues[0]?.message).toBe('Territoire inconnu.');
  });

  it('hash the same whatever the order of their keys', () => {
    const reordered = releaseTermsSchema.parse(
      Object.fromEntries(Object.entries(TERMS_INPUT).reverse()),
    );
    expect(canonicalTerms(reordered)).toBe(canonicalTerms(terms));
    expect(
      canonicalTerms(
        termsOf({
          ...draftForParticipant(terms, participantSchema.parse({ model: ADULT_MODEL }), NOW),
        }),
      ),
    ).toBe(canonicalTerms(terms));
  });

  it('need every answer the contract needs beyond the model', () => {
    expect(termsProblems(terms, NOW)).toEqual([]);
    const unpaid = releaseTermsSchema.parse({ ...TERMS_INPUT, type_cession: 'Onéreuse' });
    expect(termsProblems(unpaid, NOW).join(' ')).toMatch(/obligatoire/);
  });

  it('are offered from a stored contract only when it is an image authorisation on the beneficiary’s side', () => {
    expect(storedAnswersOfferRelease(TERMS_INPUT)).toBe(true);
    // A draft that says no side is on the default one, the beneficiary's.
    expect(storedAnswersOfferRelease({ ...TERMS_INPUT, side: 'cessionnaire' })).toBe(true);
    expect(storedAnswersOfferRelease({ ...TERMS_INPUT, side: 'cedant' })).toBe(false);
    expect(storedAnswersOfferRelease({ ...TERMS_INPUT, type_contrat: [AUTEUR] })).toBe(false);
    expect(
      storedAnswersOfferRelease({
        ...TERMS_INPUT,
        type_contrat: [AUTEUR, ...TERMS_INPUT.type_contrat],
      }),
    ).toBe(false);
    for (const broken of [
      null,
      'texte',
      [],
      {},
      { type_contrat: 'Image' },
      { ...TERMS_INPUT, side: 'autre' },
    ])
      expect(storedAnswersOfferRelease(broken), JSON.stringify(broken)).toBe(false);
  });

  it('ask for the photographer’s consent on creation', () => {
    const body = createReleaseBody.safeParse({ title: 'Défilé', template: TERMS_INPUT });
    expect(body.error?.issues[0]?.message).toMatch(/Cochez la case/);
  });

  it('read in plain French with the « Pourquoi ? » notes', () => {
    const lines = termLines(terms);
    expect(lines.find((l) => l.key === 'beneficiary')?.value).toBe('M. Hugo Bernard');
    expect(lines.find((l) => l.key === 'duration')?.value).toBe('3\u00a0ans');
    expect(lines.find((l) => l.key === 'price')?.value).toBe('Gratuite');
    expect(lines.find((l) => l.key === 'supports')?.why).toMatch(/article 9 du Code civil/);
    expect(lines.some((l) => l.key === 'exchange')).toBe(false);
    const exchange = termLines(
      releaseTermsSchema.parse({ ...TERMS_INPUT, contexte_image: 'echange' }),
    );
    expect(exchange.some((l) => l.key === 'exchange')).toBe(true);
  });
});

describe('a participant', () => {
  it('an adult signs alone, beside the photographer', () => {
    const adult = participantSchema.parse({ model: ADULT_MODEL });
    expect(participantProblems(terms, adult, PHOTOGRAPHER, NOW)).toEqual([]);
    const signers = participantSigners(
      draftForParticipant(terms, adult, NOW),
      DAY,
      adult,
      PHOTOGRAPHER,
    );
    expect(signers.map((s) => [s.role, s.name, s.email])).toEqual([
      ['modele', 'Mme Léa Durand', 'lea@exemple.test'],
      ['cessionnaire', 'M. Hugo Bernard', PHOTOGRAPHER],
    ]);
  });

  it('is dated the day they join, in France', () => {
    const adult = participantSchema.parse({ model: ADULT_MODEL });
    expect(draftForParticipant(terms, adult, new Date('2026-12-06T23:30:00Z')).date_contrat).toBe(
      '2026-12-07',
    );
  });

  it('the wizard’s required fields and format rules, on the participant’s own paths', () => {
    const blank = participantSchema.parse({
      model: { ...ADULT_MODEL, nom: '', code_postal: '4400' },
    });
    const problems = participantProblems(terms, blank, PHOTOGRAPHER, NOW);
    expect(paths(problems)).toEqual(['model.nom', 'model.code_postal']);
    expect(problems[0]?.message).toBe('Nom\u00a0: champ obligatoire.');
  });

  it('leaves nothing the authorisation would print blank: birth place, nationality, address', () => {
    const {
      lieu_naissance: _,
      nationalite: __,
      adresse: ___,
      code_postal: ____,
      ville: _____,
      ...names
    } = ADULT_MODEL;
    const bare = participantSchema.parse({ model: names });
    const problems = participantProblems(terms, bare, PHOTOGRAPHER, NOW);
    expect(paths(problems)).toEqual([
      'model.lieu_naissance',
      'model.nationalite',
      'model.adresse',
      'model.ville',
    ]);
    expect(problems[1]?.message).toBe('Nationalité\u00a0: champ obligatoire.');
    // A postal code without the town is printed as given, not as a blank.
    const town = participantSchema.parse({ model: { ...ADULT_MODEL, ville: '' } });
    expect(participantProblems(terms, town, PHOTOGRAPHER, NOW)).toEqual([]);
  });

  it('says what is wrong with the identity and the address in one answer', () => {
    const both = participantSchema.parse({
      model: { ...ADULT_MODEL, nationalite: '', email: PHOTOGRAPHER },
    });
    expect(paths(participantProblems(terms, both, PHOTOGRAPHER, NOW))).toEqual([
      'model.nationalite',
      'model.email',
    ]);
  });

  it('keeps an adult’s contract free of parents and authorisation sent with it', () => {
    const adult = participantSchema.parse({
      model: ADULT_MODEL,
      parents: PARENTS,
      autorisation: AUTHORISATION,
    });
    const draft = draftForParticipant(terms, adult, NOW);
    const parentName = (d: typeof draft) =>
      (d.auteur_info as { parent1?: { nom: string } }).parent1?.nom ?? '';
    expect(parentName(draft)).toBe('');
    expect(draft.autorisation_prefectorale.reference).toBe('');
    const minor = participantSchema.parse({
      model: MINOR_MODEL,
      parents: PARENTS,
      autorisation: AUTHORISATION,
    });
    const child = draftForParticipant(terms, minor, NOW);
    expect(parentName(child)).toBe(PARENTS.parent1.nom);
    expect(child.autorisation_prefectorale.reference).toBe(AUTHORISATION.reference);
  });

  it('gives an address of their own, not the photographer’s', () => {
    const none = participantSchema.parse({ model: { ...ADULT_MODEL, email: '' } });
    expect(participantProblems(terms, none, PHOTOGRAPHER, NOW)[0]?.message).toMatch(
      /adresse e-mail/,
    );
    const photographer = participantSchema.parse({
      model: { ...ADULT_MODEL, email: 'Hugo+x@exemple.fr' },
    });
    expect(participantProblems(terms, photographer, PHOTOGRAPHER, NOW)[0]?.message).toMatch(
      /photographe/,
    );
  });

  it('a minor of fifteen: both holders of parental authority, each with an address, the authorisation, and her own opinion', () => {
    const alone = participantSchema.parse({ model: MINOR_MODEL });
    expect(paths(participantProblems(terms, alone, PHOTOGRAPHER, NOW))).toContain('parents');
    const noAuthorisation = participantSchema.parse({ model: MINOR_MODEL, parents: PARENTS });
    expect(paths(participantProblems(terms, noAuthorisation, PHOTOGRAPHER, NOW))).toEqual([
      'autorisation.reference',
      'autorisation.date',
    ]);
    const sameMail = participantSchema.parse({
      model: MINOR_MODEL,
      parents: { ...PARENTS, parent2: { ...PARENTS.parent2, email: 'claire@exemple.test' } },
      autorisation: AUTHORISATION,
    });
    expect(paths(participantProblems(terms, sameMail, PHOTOGRAPHER, NOW))).toEqual([
      'parents.parent2.email',
    ]);
    const ready = participantSchema.parse({
      model: MINOR_MODEL,
      parents: PARENTS,
      autorisation: AUTHORISATION,
    });
    expect(participantProblems(terms, ready, PHOTOGRAPHER, NOW)).toEqual([]);
    const signers = participantSigners(
      draftForParticipant(terms, ready, NOW),
      DAY,
      ready,
      PHOTOGRAPHER,
    );
    expect(signers.map((s) => [s.role, s.email])).toEqual([
      ['parent1', 'claire@exemple.test'],
      ['parent2', 'marc@exemple.test'],
      ['mineur', 'ines@exemple.test'],
      ['cessionnaire', PHOTOGRAPHER],
    ]);
  });

  it('one parent certifying sole authority signs alone', () => {
    const sole = participantSchema.parse({
      model: MINOR_MODEL,
      parents: { autorite_parentale: 'exclusive', parent1: PARENTS.parent1 },
      autorisation: AUTHORISATION,
    });
    expect(participantProblems(terms, sole, PHOTOGRAPHER, NOW)).toEqual([]);
    const roles = participantSigners(
      draftForParticipant(terms, sole, NOW),
      DAY,
      sole,
      PHOTOGRAPHER,
    ).map((s) => s.role);
    expect(roles).toEqual(['parent1', 'mineur', 'cessionnaire']);
  });

  it('a child under thirteen needs no address of her own; no authorisation without a modelling use', () => {
    const noModelling = releaseTermsSchema.parse({ ...TERMS_INPUT, activite_mannequin: 'non' });
    const child = participantSchema.parse({
      model: { ...MINOR_MODEL, date_naissance: '2018-01-01', email: '' },
      parents: PARENTS,
    });
    expect(participantProblems(noModelling, child, PHOTOGRAPHER, NOW)).toEqual([]);
    const roles = participantSigners(
      draftForParticipant(noModelling, child, NOW),
      DAY,
      child,
      PHOTOGRAPHER,
    ).map((s) => s.role);
    expect(roles).toEqual(['parent1', 'parent2', 'cessionnaire']);
  });
});
