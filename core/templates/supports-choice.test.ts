/**
 * LEGAL J1 (docs/legal-review.md section J): every support, the website and Discord included, is
 * an answer — ticked by default for a new draft, printed only when ticked, in the scope and in the
 * exclusivity clause alike (L131-3 CPI and C. civ. 9 read strictly).
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTS } from '../answers/draft';
import { emptyDraft } from '../answers/empty-records';
import { parseStoredDraft } from '../schemas/stored-draft';
import { missingFields } from '../rules/readiness';
import { TYPES, TODAY, makeDraft, textOf } from './test-drafts';

const between = (text: string, from: string, to: string) =>
  text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));

describe('the website and Discord are ordinary supports', () => {
  it('a new draft has them ticked, and so has a wire draft that omits `supports`', () => {
    expect(emptyDraft().supports).toEqual(['site_internet', 'serveur_discord']);
    expect(makeDraft().supports).toEqual(['site_internet', 'serveur_discord']);
  });

  const cases = [
    { name: 'copyright, paid, exclusive', input: { exclusivite: true } },
    { name: 'copyright, free', input: { type_cession: 'Gratuite' } },
    { name: 'image only', input: { type_contrat: [...TYPES.image] } },
    {
      name: 'combined',
      input: { type_contrat: [...TYPES.combined], remuneration_image: '300', exclusivite: true },
    },
  ];
  it.each(cases)('$name: unticked, neither is printed anywhere', ({ input }) => {
    const text = textOf({ ...input, supports: ['reseaux_sociaux', 'albums_tirages_prives'] });
    expect(text).not.toMatch(/site internet|sites internet/);
    expect(text).not.toMatch(/Discord/);
    expect(text).toContain('les pages et comptes');
    expect(text).toContain('sans diffusion au public');
  });
  it.each(cases)('$name: ticked, both are printed as answers', ({ input }) => {
    const text = textOf({ ...input, supports: ['site_internet', 'serveur_discord'] });
    expect(text).toMatch(/– le site internet édité par le (Cessionnaire|Bénéficiaire)/);
    expect(text).toMatch(/– le serveur Discord administré par le (Cessionnaire|Bénéficiaire)/);
    expect(text).not.toContain('le cas échéant, le site');
  });
  it('the exclusivity clause lists only the ticked types of media', () => {
    const text = textOf({ exclusivite: true, supports: ['intranet', 'cinema'] });
    const clause = between(text, "L'exclusivité se définit", 'conserve la faculté');
    expect(clause).toContain('– les réseaux et outils de communication interne ;');
    expect(clause).toContain('– les salles de cinéma.');
    expect(clause).not.toContain('les sites internet');
    expect(clause).not.toContain('Discord');
  });
});

describe('the new supports are worded as real media', () => {
  const expected: Record<string, [string, string]> = {
    intranet: [
      "l'intranet et les outils de communication interne du Cessionnaire, accessibles à ses seuls salariés et collaborateurs",
      'les réseaux et outils de communication interne',
    ],
    enseignes_vehicules: [
      'les enseignes, vitrines et signalétiques des établissements du Cessionnaire et le marquage de ses véhicules',
      'les enseignes, vitrines, signalétiques et marquages de véhicules',
    ],
    produits_derives: [
      'les produits dérivés fabriqués par le Cessionnaire ou pour son compte',
      'les produits dérivés',
    ],
    noms_de_domaine: [
      'les noms de domaine réservés par le Cessionnaire ou pour son compte',
      'les noms de domaine',
    ],
    expositions_concours: [
      'les expositions, festivals et concours auxquels le Cessionnaire présente',
      'les expositions, festivals et concours',
    ],
    albums_tirages_prives: [
      "les albums et tirages destinés à l'usage privé du Cessionnaire et de ses proches, sans diffusion au public",
      'les albums et tirages à usage privé',
    ],
    television: ['diffusés par des services de télévision', 'la télévision'],
    cinema: ['la projection en salles de cinéma', 'les salles de cinéma'],
  };
  it.each(Object.entries(expected))('%s', (support, [scope, type]) => {
    const text = textOf({ supports: [support], exclusivite: true });
    expect(text).toContain(scope);
    expect(between(text, "L'exclusivité se définit", 'conserve la faculté')).toContain(type);
  });
  it('every wire value has a scope label (no blank, no « undefined »)', () => {
    const scope = between(textOf({ supports: [...SUPPORTS] }), 'les Supports »', 'Destination');
    expect(scope).not.toMatch(/undefined|____/);
    expect(scope.match(/^\s*– /gm)).toHaveLength(SUPPORTS.length);
  });
});

describe('no support ticked', () => {
  it('prints a blank rather than an invented channel, and readiness asks for one', () => {
    const draft = makeDraft({ supports: [] });
    expect(textOf({ supports: [] })).toMatch(/\(ci-après « les Supports »\) :\s+– ____\.\n/);
    const missing = missingFields(draft, TODAY).map((m) => m.key);
    expect(missing).toContain('supports');
    expect(missingFields(makeDraft(), TODAY).map((m) => m.key)).not.toContain('supports');
  });
});

describe('drafts stored before the website and Discord were answers keep them', () => {
  it('an unmarked stored draft gets both back, first, without doubles', () => {
    const old = { auteur_type: 'Personne physique', supports: ['presse'] };
    const parsed = parseStoredDraft(old);
    expect(parsed.success && parsed.data.supports).toEqual([
      'site_internet',
      'serveur_discord',
      'presse',
    ]);
    const none = parseStoredDraft({ auteur_type: 'Personne physique', supports: [] });
    expect(none.success && none.data.supports).toEqual(['site_internet', 'serveur_discord']);
  });
  it('a draft saved since keeps the user’s choice, the website unticked included', () => {
    const saved = makeDraft({ supports: ['presse'] });
    expect(saved.supports_explicites).toBe(true);
    const parsed = parseStoredDraft(JSON.parse(JSON.stringify(saved)));
    expect(parsed.success && parsed.data.supports).toEqual(['presse']);
  });
});

describe('a free grant for a private use only (albums and prints for the family)', () => {
  const albums = { type_cession: 'Gratuite', supports: ['albums_tirages_prives'] };
  it('the image part gives that use as its motive, not the beneficiary’s communication', () => {
    const text = textOf({ ...albums, type_contrat: [...TYPES.image] });
    expect(text).toContain(
      'consent la présente autorisation à titre gratuit, librement, pour le seul usage privé du Bénéficiaire et de ses proches, sans contrepartie financière.',
    );
    expect(text).not.toContain('participer à la communication');
  });
  it('the copyright part neither claims a public to reach nor asks for a link', () => {
    const text = textOf(albums);
    expect(text).toContain('pour le seul usage privé du Bénéficiaire et de ses proches');
    expect(text).not.toContain('faire connaître son travail');
    expect(text).not.toContain("d'un lien vers la page ou le site");
  });
  it('one public support brings the visibility motive and the link back', () => {
    const text = textOf({ ...albums, supports: ['albums_tirages_prives', 'site_internet'] });
    expect(text).toContain('afin de faire connaître son travail auprès du public du Bénéficiaire');
    expect(text).toContain("d'un lien vers la page ou le site");
  });
});

describe('a destination typed as a list', () => {
  it('reads as one sentence: lines joined by « ; », list marks dropped, no paragraph of its own', () => {
    const text = textOf({ destination: 'Communication interne\n\n- intranet\n- newsletter.' });
    expect(text).toMatch(
      /\(ci-après « la Destination »\) : Communication interne\s?; intranet\s?; newsletter\./u,
    );
    expect(text).not.toMatch(/^- intranet/mu);
  });
});
