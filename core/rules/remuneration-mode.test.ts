/**
 * LEGAL J2, J10, J11: what readiness asks and what the server refuses about how the author is paid
 * (each refusal a French reason on the field to change).
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR } from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { COMPANY, TODAY, TYPES, makeDraft } from '../templates/test-drafts';
import { checkReadiness } from './readiness';
import { draftRuleIssues } from './draft-rules';
import {
  ADVERTISING_PROPORTIONAL_MESSAGE,
  RESALE_RIGHT_MESSAGE,
  NO_RECEIPTS_FALSE_MESSAGE,
} from './remuneration-mode';

const keysOf = (input: Record<string, unknown>) =>
  checkReadiness(makeDraft(input), TODAY).missing.map((m) => [m.key, m.problem, m.message]);
const issuesOf = (input: Record<string, unknown>) =>
  draftRuleIssues(makeDraft(input), TODAY).map((i) => [i.path.join('.'), i.message]);

const FILM = {
  nature_oeuvre: 'audiovisuelle',
  producteur: 'cessionnaire',
  supports: ['site_internet', 'television'],
  remuneration_par_support: { site_internet: '500', television: '1000' },
};

describe('readiness of the remuneration answers', () => {
  it.each([
    { name: 'the fixture (one true ground)', input: {}, missing: [] },
    {
      name: 'a flat fee without a ground',
      input: { forfait_motifs: [] },
      missing: [['forfait_motifs', 'missing']],
    },
    {
      name: 'a company assignor is not asked the L131-4 grounds',
      input: { forfait_motifs: [], auteur_type: 'Personne morale', auteur_info: COMPANY },
      missing: [],
    },
    {
      name: 'a free grant asks no ground',
      input: { forfait_motifs: [], type_cession: 'Gratuite' },
      missing: [],
    },
    {
      name: 'a share of receipts asks its rate and base, not a price',
      input: { mode_remuneration: 'proportionnelle', remuneration: '' },
      missing: [
        ['taux_proportionnel', 'missing'],
        ['assiette', 'missing'],
      ],
    },
    {
      name: 'a complete share of receipts',
      input: {
        mode_remuneration: 'proportionnelle',
        taux_proportionnel: '8',
        assiette: 'recettes_ht',
        remuneration: '',
      },
      missing: [],
    },
    {
      name: 'a combined contract paid a share still prices the image',
      input: {
        type_contrat: [...TYPES.combined],
        oeuvre_represente_modele: 'non',
        mode_remuneration: 'proportionnelle',
        taux_proportionnel: '8',
        assiette: 'recettes_ht',
        remuneration: '',
        remuneration_image: '',
      },
      missing: [['remuneration_image', 'missing']],
    },
    {
      name: 'a film asks who produces it and a price per ticked support',
      input: { ...FILM, producteur: '', remuneration_par_support: {} },
      missing: [
        ['producteur', 'missing'],
        ['remuneration_par_support.site_internet', 'missing'],
        ['remuneration_par_support.television', 'missing'],
      ],
    },
    { name: 'a complete film', input: FILM, missing: [] },
  ])('$name', ({ input, missing }) => {
    expect(keysOf(input).map(([key, problem]) => [key, problem])).toEqual(missing);
  });
});

describe('refusals: a false ground, an inexpressible combination', () => {
  it('« nothing sold » while the contract sells copies: refused on forfait_motifs', () => {
    const input = { forfait_motifs: ['sans_recettes'], droits_cedes: ['distribution'] };
    expect(issuesOf(input)).toContainEqual(['forfait_motifs', NO_RECEIPTS_FALSE_MESSAGE]);
    expect(keysOf(input)).toContainEqual(['forfait_motifs', 'invalid', NO_RECEIPTS_FALSE_MESSAGE]);
    expect(
      issuesOf({ forfait_motifs: ['sans_recettes'], supports: ['emballages'] }),
    ).toContainEqual(['forfait_motifs', NO_RECEIPTS_FALSE_MESSAGE]);
  });

  it('the per-support prices must add up to the price', () => {
    const input = { ...FILM, remuneration: '2000' };
    const issue = issuesOf(input).find(
      ([path]) => path === 'remuneration_par_support.site_internet',
    );
    expect(issue?.[1]).toBe(
      'Les prix par support font 1\u202f500\u00a0€ alors que le prix total est de 2\u202f000\u00a0€\u00a0: leur somme doit être égale au prix, que le contrat répartit par mode d’exploitation (article L132-25 du CPI).',
    );
    expect(issuesOf(FILM)).toEqual([]);
  });

  it('an advertising film paid a percentage: refused on mode_remuneration', () => {
    const input = {
      ...FILM,
      oeuvre_publicitaire: true,
      mode_remuneration: 'proportionnelle',
      taux_proportionnel: '5',
      assiette: 'recettes_ht',
    };
    expect(issuesOf(input)).toContainEqual(['mode_remuneration', ADVERTISING_PROPORTIONAL_MESSAGE]);
  });

  it('the droit de suite ticked for a logo that exists only as files: refused on original', () => {
    const input = { nature_oeuvre: 'logo', oeuvre_graphique: true, droits_cedes: ['suite'] };
    expect(issuesOf(input)).toContainEqual(['original', RESALE_RIGHT_MESSAGE]);
    expect(issuesOf({ ...input, original: 'conserve' })).toEqual([]);
  });

  it('the droit de suite ticked for any graphic work that exists only as files: refused too', () => {
    const input = {
      nature_oeuvre: 'illustration',
      oeuvre_graphique: true,
      droits_cedes: ['suite'],
    };
    expect(issuesOf(input)).toContainEqual(['original', RESALE_RIGHT_MESSAGE]);
    expect(issuesOf({ ...input, original: 'remis' })).toEqual([]);
  });

  it.each([
    ['taux_proportionnel', '0'],
    ['taux_proportionnel', '120'],
    ['taux_proportionnel', 'huit'],
    ['mode_remuneration', 'mixte'],
    ['forfait_motifs', ['parce que']],
    ['remuneration_par_support', { radio: '100' }],
    ['remuneration_par_support', { site_internet: 'abc' }],
  ])('the schema refuses %s = %j', (key, value) => {
    const result = draftSchema.safeParse({ auteur_type: 'Personne physique', [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(key);
  });

  it('a stale token price is not read once the copyright is paid a share of receipts', () => {
    const input = {
      auteur_type: 'Personne physique',
      type_contrat: [AUTEUR],
      type_cession: 'Onéreuse',
      remuneration: '5',
    };
    expect(draftSchema.safeParse(input).success).toBe(false);
    expect(draftSchema.safeParse({ ...input, mode_remuneration: 'proportionnelle' }).success).toBe(
      true,
    );
  });

  it('the schema reads « 7,5 % » as a rate', () => {
    const draft = draftSchema.parse({
      auteur_type: 'Personne physique',
      taux_proportionnel: '7,5 %',
    });
    expect(draft.taux_proportionnel).toBe('7,5 %');
  });
});
