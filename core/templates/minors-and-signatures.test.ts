/**
 * legal review v2 for minors, parties and signature pages (B3 v2, A7 v2, H2, D9, D14, D15, I): each
 * test quotes what the v1 templates printed and must never come back.
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { assemble } from './assemble';
import { buildContext } from './context';
import { article, p } from './model';
import { minorPayee } from './clauses/minors';
import { renderText } from '../document/render-text';
import {
  BIRTH,
  FATHER,
  MOTHER,
  PERSON,
  TODAY,
  build,
  makeDraft,
  plain,
  textOf,
} from './test-drafts';

const image = { type_contrat: [IMAGE] };
const combined = { type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' };
const free = { type_cession: 'Gratuite', remuneration: '' };
type Age = keyof typeof BIRTH;
const child = (age: Age, extra: Record<string, unknown> = {}) => ({
  auteur_info: {
    ...PERSON,
    date_naissance: BIRTH[age],
    parent1: MOTHER,
    parent2: FATHER,
    ...extra,
  },
});
const between = (text: string, from: string, to: string) =>
  text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
const minorArticle = (text: string) => between(text, 'MINEUR', 'ARTICLE');
const signaturePage = (text: string) => between(text, 'exemplaires originaux', 'Avertissement');
const TYPES = { auteur: {}, image, combined } as const;

describe('B3 v2 / H2: each holder of parental authority identified separately', () => {
  it.each(['auteur', 'image', 'combined'] as const)(
    '%s: both parents, each with their own address, never « ____ et ____, demeurant ____ »',
    (type) => {
      const text = textOf({ ...TYPES[type], ...child('age14') });
      expect(text).not.toContain('____ et ____, demeurant ____');
      expect(text).toContain(
        "représentée par les deux titulaires de l'autorité parentale, qui l'exercent en commun :\n\n" +
          '  – Mme Claire Durand, demeurant 12 rue des Lilas, 44000 Nantes ;\n' +
          '  – M. Marc Martin, demeurant 3 quai Saint-Antoine, 69002 Lyon,\n',
      );
      expect(signaturePage(text)).toContain(
        "Premier titulaire de l'autorité parentale : Mme Claire Durand",
      );
      expect(signaturePage(text)).toContain(
        "Second titulaire de l'autorité parentale : M. Marc Martin",
      );
    },
  );
  it('a blank only where the answer is missing: a missing second parent is not given the first one’s address', () => {
    const text = textOf({
      ...image,
      ...child('age10', {
        parent2: { gentille: '', nom: '', prenom: '', adresse: '', code_postal: '', ville: '' },
      }),
    });
    expect(text).toContain(
      '  – Mme Claire Durand, demeurant 12 rue des Lilas, 44000 Nantes ;\n  – ____, demeurant ____,\n',
    );
    expect(text).toContain("Second titulaire de l'autorité parentale : ____");
  });
  it('« exclusive »: one parent acts alone, says so, vouches for it, and alone signs for the child', () => {
    const text = textOf({ ...image, ...child('age10', { autorite_parentale: 'exclusive' }) });
    expect(text).toContain(
      "ci-après dénommée « le Modèle », représentée par Mme Claire Durand, demeurant 12 rue des Lilas, 44000 Nantes, qui exerce seule l'autorité parentale,",
    );
    expect(minorArticle(text)).toContain(
      "conclu pour son compte par Mme Claire Durand, qui exerce seule l'autorité parentale",
    );
    expect(minorArticle(text)).toContain(
      "Mme Claire Durand certifie exercer seule l'autorité parentale",
    );
    expect(text).not.toContain('Marc Martin');
    expect(text).not.toContain('deux titulaires');
    expect(signaturePage(text)).toContain("Titulaire de l'autorité parentale : Mme Claire Durand");
    expect(text).toContain('Fait en deux exemplaires originaux, un pour chaque Partie.');
    // A minor author: the sole parent is the sole legal administrator (C. civ. 382).
    expect(textOf({ ...child('age17', { autorite_parentale: 'exclusive' }) })).toContain(
      "en qualité d'administratrice légale de ses biens (article 382 du Code civil)",
    );
  });
  it('« exclusive »: every mention of the sole parent agrees with her (LEGAL F)', () => {
    const text = textOf({ ...child('age17', { autorite_parentale: 'exclusive' }) });
    expect(text).toContain(
      "à la titulaire de l'autorité parentale, administratrice légale de ses biens (article 382 du Code civil), sur le compte qu'elle désigne par écrit",
    );
    expect(text).not.toContain('au titulaire de');
    expect(text).not.toContain("le titulaire de l'autorité parentale");
    const father = { ...FATHER, adresse: '3 quai Saint-Antoine' };
    const byFather = textOf({
      ...child('age17', { autorite_parentale: 'exclusive', parent1: father }),
    });
    expect(byFather).toContain("au titulaire de l'autorité parentale, administrateur légal");
  });
  it('the child is involved according to maturity (371-1; 372-1 for the image)', () => {
    expect(minorArticle(textOf({ ...image, ...child('age10') }))).toContain(
      'selon son âge et son degré de maturité (articles 371-1 et 372-1 du Code civil).',
    );
    expect(minorArticle(textOf(child('age17')))).toContain(
      '(article 371-1 du Code civil) ; il signe également le présent contrat.',
    );
  });
});

describe('B3 v2: « A 15-year-old is not « Mme » »', () => {
  it.each(['age17', 'age14', 'age10'] as const)(
    '%s: no adult civility in the parties clause nor the signature page',
    (age) => {
      for (const type of ['auteur', 'image', 'combined'] as const) {
        const text = textOf({ ...TYPES[type], ...child(age) });
        expect(text).not.toContain('Mme Léa Durand');
        expect(text).toContain('Léa Durand, mineure, née le');
        expect(signaturePage(text)).toMatch(
          /: Léa Durand, mineure, représentée par les deux titulaires/,
        );
      }
      expect(textOf(image)).toContain('Mme Léa Durand, née le');
    },
  );
});

describe('legal review I: a minor who is both author and model', () => {
  it('« Le Cédant, également dénommé le Modèle, étant mineur… », never « Le Modèle étant mineur » (paid and free)', () => {
    const paid = minorArticle(textOf({ ...combined, ...child('age14') }));
    expect(paid).toContain(
      'Le Cédant, également dénommé le Modèle, étant mineur à la date de signature',
    );
    expect(paid).toContain(
      'Le Cédant, également dénommé le Modèle, a été associé à cette décision',
    );
    expect(paid).not.toContain('Le Modèle étant mineur');
    const gratis = minorArticle(textOf({ ...combined, ...free, ...child('age17') }));
    expect(gratis).toContain('Le Concédant, également dénommé le Modèle, étant mineur');
    expect(gratis).not.toContain('Le Modèle étant mineur');
  });
});

describe('B3 v2: L7124-1 applies « à quelque titre que ce soit », free uses included', () => {
  const cases = (['image', 'combined'] as const).flatMap((type) =>
    (['Gratuite', 'Onéreuse'] as const).flatMap((mode) =>
      (['age17', 'age14', 'age10'] as const).map((age) => ({ type, mode, age })),
    ),
  );
  it.each(cases)('%o', ({ type, mode, age }) => {
    const text = textOf({ ...TYPES[type], ...(mode === 'Gratuite' ? free : {}), ...child(age) });
    const under16 = age !== 'age17';
    // The v1 paragraph covered paid engagements only.
    expect(text).not.toContain("L'engagement rémunéré d'un enfant de moins de seize ans");
    expect(text.includes('à quelque titre que ce soit, y compris gratuitement')).toBe(under16);
    expect(
      text.includes('sous la condition suspensive de la délivrance de cette autorisation'),
    ).toBe(under16);
    expect(text.includes('articles L7124-1 et L7124-4 du Code du travail')).toBe(under16);
    const part =
      type === 'combined'
        ? 'la deuxième partie du présent contrat est conclue'
        : 'le présent contrat est conclu';
    if (under16) expect(text).toContain(`En conséquence, ${part} sous la condition suspensive`);
    expect(
      text.includes('avis favorable écrit est requis (article L7124-2 du Code du travail)'),
    ).toBe(age === 'age14');
    expect(text.includes('Caisse des dépôts et consignations')).toBe(
      under16 && mode === 'Onéreuse',
    );
    if (under16 && mode === 'Onéreuse')
      expect(text).toContain('ne sont versées ni au Modèle ni sur un compte désigné par lui');
  });
  it('the authorisation reference is printed when given, else a line to fill in by hand', () => {
    const given = textOf({
      ...image,
      ...free,
      ...child('age10'),
      autorisation_prefectorale: { reference: 'arrêté n° 2026-123', date: '2026-03-03' },
    });
    expect(given).toContain(
      "Référence de l'autorisation préfectorale ou de l'agrément de l'agence de mannequins : arrêté n° 2026-123, délivré le 3 mars 2026.",
    );
    // Given, the authorisation is stated as obtained before the shoot, not as a condition to come.
    expect(given).not.toContain('condition suspensive');
    expect(given).toContain(
      "En conséquence, le présent contrat est conclu au vu de cette autorisation ou de cet engagement, obtenu avant tout engagement de l'enfant, dont la référence et la date figurent ci-dessous.",
    );
    expect(given).toContain(
      'le Bénéficiaire cesserait toute exploitation des Images relevant de cette activité',
    );
    expect(textOf({ ...image, ...child('age10') })).toContain(
      'de la délivrance de cette autorisation ou de cet engagement, qui doit précéder toute prise de vues et, pour les Images déjà réalisées, toute exploitation.',
    );
    expect(textOf({ ...image, ...child('age10') })).toMatch(/agence de mannequins : _{20,}\./);
    expect(textOf({ ...child('age10') })).not.toContain('Référence de l');
    expect(textOf(image)).not.toContain('Référence de l');
  });
  it('the distinct model under 16 is covered, the minor author who is not depicted is not', () => {
    const text = textOf({
      ...combined,
      ...free,
      auteur_info: { ...PERSON, date_naissance: BIRTH.age14 },
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH.age10 },
    });
    expect(between(text, 'Modèle mineur', 'DONNÉES PERSONNELLES')).toContain(
      'la deuxième partie du présent contrat est conclue sous la condition suspensive',
    );
    expect(between(text, 'Cédant mineur', 'Modèle mineur')).not.toContain('L7124');
  });
});

describe('B3 v2: no modelling activity (a school trip, an event) — L7124-1 does not apply', () => {
  const none = { activite_mannequin: 'non' };
  const cases = (['image', 'combined'] as const).flatMap((type) =>
    (['Gratuite', 'Onéreuse'] as const).flatMap((mode) =>
      (['age14', 'age10'] as const).map((age) => ({ type, mode, age })),
    ),
  );
  it.each(cases)('%o', ({ type, mode, age }) => {
    const input = { ...TYPES[type], ...(mode === 'Gratuite' ? free : {}), ...child(age), ...none };
    const text = textOf(input);
    const minor = minorArticle(text);
    // No prefect's authorisation, no condition, no line for its reference, no pécule.
    expect(text).not.toContain('condition suspensive');
    expect(text).not.toContain('au vu de cette autorisation');
    expect(text).not.toContain('Référence de l');
    expect(text).not.toContain('Caisse des dépôts');
    expect(text).not.toContain('L7124-2');
    // The contract says why, and forbids the use that would need it.
    expect(minor).toContain(
      "Le Modèle ayant moins de seize ans, les Parties déclarent que les Images ne relèvent pas d'une activité de mannequin au sens de l'article L7123-2 du Code du travail",
    );
    expect(minor).toContain(
      "Le Bénéficiaire s'interdit toute utilisation des Images à cette fin : elle exigerait l'autorisation individuelle préalable de l'autorité administrative ou l'engagement de l'enfant par une agence de mannequins agréée (articles L7124-1 et L7124-4 du Code du travail), ainsi qu'une nouvelle autorisation écrite.",
    );
    // The child still takes part and, from thirteen, signs — as associated, not as an L7124-2 opinion.
    expect(minor).toMatch(/a été associée? à cette décision selon son âge/);
    if (age === 'age14') expect(signaturePage(text)).toMatch(/associée? à la décision\n/);
    // Paid: all of the child's pay goes to the legal administrators (no pécule without L7124-1).
    if (mode === 'Onéreuse')
      expect(text).toMatch(
        /versées aux titulaires de l'autorité parentale, administrateurs légaux/,
      );
  });
  it('the default destination leaves out « promotion », the advertising the contract then forbids', () => {
    for (const type of ['image', 'combined'] as const) {
      const text = textOf({ ...TYPES[type], ...child('age10'), ...none });
      expect(text).toContain(
        "l'information sur les activités du Bénéficiaire, à l'exclusion de toute publicité",
      );
      expect(text).not.toContain('la communication et la promotion des activités');
      // A destination the parties typed stays theirs (the wizard warns when it speaks of advertising).
      expect(
        textOf({
          ...TYPES[type],
          ...child('age10'),
          ...none,
          destination: 'le journal de l’école',
        }),
      ).toMatch(/la destination suivante \(ci-après « la Destination »\) : le journal de l.école/);
    }
    expect(textOf({ ...image, ...child('age10') })).toContain(
      'la communication et la promotion des activités du Bénéficiaire',
    );
    expect(textOf({ ...image, ...child('age17'), ...none })).toContain(
      'la communication et la promotion des activités du Bénéficiaire',
    );
  });
  it('« oui » (the default, and any stored draft without the answer) keeps the L7124-1 regime', () => {
    for (const answer of [{}, { activite_mannequin: 'oui' }]) {
      const text = textOf({ ...image, ...free, ...child('age10'), ...answer });
      expect(text).toContain('sous la condition suspensive de la délivrance de cette autorisation');
      expect(text).not.toContain('ne relèvent pas');
    }
  });
  it('the answer changes nothing for a model aged 16 or more, nor for an adult', () => {
    for (const who of [child('age17'), {}]) {
      const yes = textOf({ ...image, ...who });
      expect(textOf({ ...image, ...who, ...none })).toBe(yes);
    }
  });
  it('a distinct model under 16: the minor author who is not depicted gets neither paragraph', () => {
    const text = textOf({
      ...combined,
      ...none,
      auteur_info: { ...PERSON, date_naissance: BIRTH.age14 },
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH.age10 },
    });
    expect(between(text, 'Modèle mineur', 'DONNÉES PERSONNELLES')).toContain(
      'les Images ne relèvent pas',
    );
    expect(between(text, 'Cédant mineur', 'Modèle mineur')).not.toMatch(/L7124|mannequin/);
    expect(text).not.toContain('Caisse des dépôts');
  });
});

describe('B3 v2 / H2: a minor’s pay never goes to an account « désigné par le Modèle »', () => {
  const ctx = (input: Record<string, unknown>) => buildContext(makeDraft(input), TODAY);
  const words = (input: Record<string, unknown>, part: 'auteur' | 'image') => {
    const payee = minorPayee(ctx(input), part);
    if (!payee) return null;
    return renderText(
      assemble('x', [
        article('minor', 'Mineur'),
        p('Elle est payable par virement ', ...payee, '.'),
      ]),
    );
  };
  it('minorPayee: Caisse des dépôts and parents under 16 (image), the legal administrators otherwise', () => {
    expect(words({ ...image, ...child('age14') }, 'image')).toContain(
      'par virement selon la répartition prévue à l’article 1 entre la Caisse des dépôts et consignations et les titulaires de l’autorité parentale.',
    );
    expect(words({ ...image, ...child('age17') }, 'image')).toContain(
      'par virement aux titulaires de l’autorité parentale, administrateurs légaux de ses biens (article 382 du Code civil), sur le compte qu’ils désignent par écrit, conformément à l’article 1.',
    );
    expect(words({ ...child('age10') }, 'auteur')).toContain(
      'aux titulaires de l’autorité parentale',
    );
    // The sole parent of the fixtures is the mother: « à la titulaire » (LEGAL F).
    expect(words({ ...child('age10', { autorite_parentale: 'exclusive' }) }, 'auteur')).toContain(
      'à la titulaire de l’autorité parentale',
    );
    for (const input of [
      { ...image, ...child('age14') },
      { ...combined, ...child('age17') },
    ])
      for (const part of ['auteur', 'image'] as const)
        expect(words(input, part) ?? '').not.toMatch(/désigné par écrit par le (Modèle|Cédant)/);
    expect(words(image, 'image')).toBeNull();
    expect(words({}, 'auteur')).toBeNull();
    expect(words({ ...combined, ...child('age14') }, 'auteur')).toContain('aux titulaires');
  });
  it('the minors article routes the copyright price of a minor author to the legal administrators', () => {
    const text = minorArticle(textOf(child('age17')));
    expect(text).toContain(
      "Les sommes dues au Cédant au titre du présent contrat sont versées aux titulaires de l'autorité parentale, administrateurs légaux de ses biens (article 382 du Code civil), sur le compte qu'ils désignent par écrit, et non sur un compte désigné par le Cédant",
    );
    expect(minorArticle(textOf({ ...free, ...image, ...child('age17') }))).not.toContain(
      'Les sommes dues',
    );
  });
});

// Art. 17.1.f and loi 78-17 art. 51 concern online services offered to children (RGPD art. 8),
// not a shoot: the sentence cites art. 17 alone (docs/legal-review.md, section J, child model).
describe('H2: the minor’s right to erasure (RGPD art. 17)', () => {
  it('is stated for every minor party, and for no adult', () => {
    for (const input of [
      child('age17'),
      { ...image, ...child('age10') },
      { ...combined, ...free, ...child('age14') },
    ])
      expect(minorArticle(textOf(input))).toContain(
        "il peut en demander l'effacement (article 17 du RGPD), le fait qu'elles aient été collectées alors qu'il était enfant étant pris en compte : il peut exercer ce droit lui-même, y compris après sa majorité",
      );
    for (const input of [image, { ...image, ...child('age10') }]) {
      expect(textOf(input)).not.toContain('article 17, paragraphe 1, f');
      expect(textOf(input)).not.toContain('78-17');
    }
  });
});

describe('D15 v2: a signature page a person can sign', () => {
  const scenarios = [
    { name: 'adult author, company assignee', input: {}, signers: 2 },
    { name: 'image, minor 10', input: { ...image, ...child('age10') }, signers: 3 },
    { name: 'combined, minor 14', input: { ...combined, ...child('age14') }, signers: 4 },
    {
      name: 'exclusive authority, minor 14',
      input: { ...image, ...child('age14', { autorite_parentale: 'exclusive' }) },
      signers: 3,
    },
    {
      name: 'three parties, minor author 17 and minor model 14',
      input: {
        ...combined,
        ...child('age17'),
        modele_distinct: true,
        modele_info: {
          ...PERSON,
          prenom: 'Zoé',
          date_naissance: BIRTH.age14,
          parent1: MOTHER,
          parent2: FATHER,
        },
      },
      signers: 7,
    },
  ];
  it.each(scenarios)(
    '$name: one block per signatory, place and date by hand, room to sign, no « Lu et approuvé »',
    ({ input, signers }) => {
      const doc = build(makeDraft(input));
      const text = plain(doc);
      // v1 pre-printed the generation date: « Fait à Lyon, le 21 novembre 2026, en … ».
      expect(text).not.toContain('21 novembre 2026');
      expect(text).not.toMatch(/Signature : _+/);
      expect(text.split('Fait à Lyon, le ____. Signature :').length - 1).toBe(signers);
      // The mention has no legal effect (Cass. 1re civ., 27 janv. 1993): never asked.
      expect(text).not.toContain('Lu et approuvé');
      expect(text).toContain('Chaque signataire paraphe chacune des pages du présent contrat');
      const n = ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept'][signers - 2];
      expect(text).toContain(
        `Fait en ${n} exemplaires originaux, ${signers === 2 ? 'un pour chaque Partie' : 'un pour chaque signataire'}.`,
      );
      // Room for a handwritten signature after each prompt, inside the unbreakable block.
      const els = doc.elements;
      const prompts = els.flatMap((e, k) =>
        e.type === 'paragraph' && e.runs.some((r) => /\.\sSignature\s:$/.test(r.text)) ? [k] : [],
      );
      expect(prompts).toHaveLength(signers);
      // The last signer's room is closed by a signature paragraph, so it stays in the block too.
      for (const k of prompts) {
        expect(els[k + 1]).toMatchObject({ type: 'spacer' });
        expect(els[k + 2]).toMatchObject({ type: 'paragraph', style: 'ContractSignature' });
      }
      const first = els.findIndex((e) => e.type === 'paragraph' && e.style === 'ContractSignature');
      const last = els.findLastIndex(
        (e) => e.type === 'paragraph' && e.style === 'ContractSignature',
      );
      expect(
        els
          .slice(first, last + 1)
          .every((e) => e.type === 'spacer' || e.style === 'ContractSignature'),
      ).toBe(true);
    },
  );
  it('the place is blank to fill in when not answered; the child signs from thirteen only', () => {
    const text = textOf({ ...image, ...child('age10'), lieu_signature: '' });
    expect(text).toContain('Fait à ____, le ____');
    expect(text).not.toContain('associée à la décision');
    expect(textOf({ ...image, ...child('age14') })).toContain(
      'Léa Durand, mineure, associée à la décision, qui donne ainsi son avis favorable écrit (article L7124-2 du Code du travail)',
    );
    expect(textOf(child('age17'))).toContain('\nLéa Durand, mineure, associée à la décision\n');
  });
  it('each company representative signs in their own block', () => {
    const text = textOf({
      auteur_type: 'Personne morale',
      auteur_info: {
        nom: 'Studio Lumière',
        forme_juridique: 'SAS',
        capital: '5000',
        siren: '812345678',
        rcs_ville: 'Lyon',
        adresse: '3 rue Mercière',
        code_postal: '69002',
        ville: 'Lyon',
        representant_civilite: 'Mme',
        representant_nom: 'Roy',
        representant_prenom: 'Anne',
        qualite_representant: 'présidente',
      },
    });
    expect(text).toContain(
      'Le Cédant : la société Studio Lumière, représentée par Mme Anne Roy, présidente\nFait à Lyon, le ____',
    );
    expect(text).toContain(
      'Le Cessionnaire : la société ACME Médias, représentée par M. Paul Martin, gérant\nFait à Lyon, le ____',
    );
  });
});
