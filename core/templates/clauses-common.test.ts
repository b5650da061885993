import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_PERSON,
  BIRTH,
  COMPANY,
  FORBIDDEN,
  PERSON,
  TYPES,
  build,
  makeDraft,
  plain,
  textOf,
} from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined] };
const free = { type_cession: 'Gratuite' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const minor = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
});

describe('image-authorisation.ts', () => {
  it('B1 / B2: art. 9, identified images, excluded contexts, retouching limits, anonymity by default', () => {
    const text = textOf(image);
    expect(text).toContain("sur le fondement de l'article 9 du Code civil");
    expect(text).toContain('Trois photographies prises au studio');
    expect(text).toContain('propagande politique');
    expect(text).toContain('diffamatoire');
    expect(text).toContain("Toute retouche modifiant l'apparence physique du Modèle");
    expect(text).toContain('sans mention du nom du Modèle');
    expect(text).not.toMatch(/cession|cède/);
  });
  it('C / B2: a company can only pass on the written consents it holds', () => {
    expect(textOf({ ...image, ...company })).toContain(
      "Le droit à l'image n'appartenant qu'à la personne représentée, le Concédant garantit détenir l'autorisation écrite",
    );
  });
});

describe('minors.ts', () => {
  it('B3: both holders of parental authority sign; the child is involved according to maturity', () => {
    const text = textOf({ ...image, ...minor('age10') });
    expect(text).toContain(
      "conclu pour son compte par les deux titulaires de l'autorité parentale",
    );
    expect(text).toContain('372-1');
    expect(text).toContain('371-1');
    expect(text).toContain('Premier titulaire');
    expect(text).toContain('Second titulaire');
    expect(text).not.toContain('associée à la décision');
    expect(text).toContain('en trois exemplaires originaux, un pour chaque signataire');
  });
  it('B3: paid posing under 16 mentions the prefect and the Caisse des dépôts; from 13 the child signs too', () => {
    const text = textOf({ ...image, ...minor('age14') });
    expect(text).toContain('Caisse des dépôts et consignations');
    expect(text).toContain('Léa Durand, mineure, associée à la décision');
    expect(textOf({ ...image, ...minor('age17') })).not.toContain('Caisse des dépôts');
  });
  it('an adult, a company or an unknown birth date gets no minors clause', () => {
    expect(textOf(image)).not.toContain('autorité parentale');
    // A company only warrants holding the consents, a minor's given by each parent.
    expect(textOf({ ...image, ...company })).not.toContain('représenté par');
    expect(textOf({ ...image, ...company })).not.toMatch(/ARTICLE \d+ – MINEURS?\n/);
    expect(textOf({ ...image, auteur_info: { ...PERSON, date_naissance: '' } })).not.toContain(
      'autorité parentale',
    );
  });
  it('a minor born the day after the signature date eighteen years earlier is still a minor', () => {
    expect(
      textOf({ ...image, auteur_info: { ...PERSON, date_naissance: '2008-11-22' } }),
    ).toContain('autorité parentale');
    expect(
      textOf({ ...image, auteur_info: { ...PERSON, date_naissance: '2008-11-21' } }),
    ).not.toContain('autorité parentale');
  });
});

describe('gdpr.ts', () => {
  it('B6: consent basis (withdrawable, art. 7.3) for free, contract basis for paid; rights and CNIL', () => {
    const freeText = textOf({ ...image, ...free });
    expect(freeText).toContain('article 6, paragraphe 1, a, du RGPD');
    expect(freeText).toContain('article 7, paragraphe 3');
    const paidText = textOf(image);
    expect(paidText).toContain('article 6, paragraphe 1, b, du RGPD');
    for (const t of [freeText, paidText]) {
      expect(t).toContain("droit d'accès, de rectification, d'effacement et de limitation");
      // Objection only where it applies: the proof retention on a legitimate interest (art. 21).
      expect(t).toContain(
        "la conservation des données d'identification après la fin du contrat, à des fins de preuve, repose sur l'intérêt légitime des Parties (article 6, paragraphe 1, f, du RGPD) et ouvre un droit d'opposition (article 21 du RGPD).",
      );
      expect(t).not.toContain("de limitation et d'opposition");
      expect(t).toContain('durée de conservation');
      expect(t).toContain('CNIL');
      expect(t).toContain('responsabilité du Bénéficiaire, ACME Médias');
      expect(t).toContain('contact@acme.fr');
    }
    // legal review H12 v2: the copyright-only contract has its own notice (gdpr-contract.ts, general-provisions.test.ts).
    expect(textOf()).toContain('article 13 du règlement (UE) 2016/679');
  });
});

describe('parties.ts', () => {
  it('A « Parties »: a natural-person assignee in full; a missing profile prints blanks', () => {
    expect(textOf({ entreprise_info: ASSIGNEE_PERSON })).toContain(
      'M. Hugo Bernard, né le 1er février 1985 à Marseille, de nationalité française, demeurant 8 avenue Foch, 13001 Marseille, ci-après dénommé « le Cessionnaire »',
    );
    expect(textOf({ entreprise_info: undefined })).toContain(
      '____ (nom et prénom, ou dénomination sociale',
    );
  });
  it('legacy siege and civilite of the assignee are used when the new fields are empty', () => {
    const text = textOf({
      entreprise_info: {
        ...ASSIGNEE_PERSON,
        gentille: '',
        civilite: 'Mme',
        adresse: '',
        code_postal: '',
        ville: '',
        siege: '5 quai Rive, 33000 Bordeaux',
      },
    });
    expect(text).toContain('Mme Hugo Bernard, née le');
    expect(text).toContain('demeurant 5 quai Rive, 33000 Bordeaux');
  });
  it('missing author values are blanks, never empty sentences', () => {
    const text = textOf({ auteur_info: { gentille: 'M.', nom: 'Petit', prenom: '' } });
    expect(text).toContain(
      'M. ____ Petit, né le ____ à ____, de nationalité ____, demeurant ____, ____,',
    );
  });
  it('a combined contract names the author in both roles', () => {
    expect(textOf(combined)).toContain(
      'ci-après dénommée « le Cédant » dans la première partie et « le Modèle » dans la deuxième partie',
    );
  });
});

describe('signatures.ts, law-and-courts.ts, notice.ts', () => {
  it('A « Originals » / « Signature block »: place, date, originals, one line per party', () => {
    const text = textOf({ lieu_signature: '' });
    expect(text).toContain('Fait en deux exemplaires originaux, un pour chaque Partie.');
    expect(text).toContain('Fait à ____, le ____');
    expect(text).toContain('indique le lieu et la date de sa signature et signe.');
    expect(text).toContain('Le Cédant : Mme Léa Durand');
    expect(text).toContain(
      'Le Cessionnaire : la société ACME Médias, représentée par M. Paul Martin, gérant',
    );
  });
  it('contracts « de »/« à » with a place’s article: born « au Mans », RCS « du Havre », « Fait aux Lilas »', () => {
    const text = textOf({
      auteur_type: 'Personne physique',
      auteur_info: { ...PERSON, lieu_naissance: 'Le Mans' },
      lieu_signature: 'Les Lilas',
    });
    expect(text).toMatch(/née le [^,]+ au Mans, de nationalité/);
    expect(text).toContain('Fait aux Lilas, le ____');
    // The place is printed: each signer writes the date alone.
    expect(text).toContain('indique la date de sa signature et signe.');
    expect(text).not.toContain('indique le lieu');
    const firm = textOf({ ...company, auteur_info: { ...COMPANY, rcs_ville: 'Le Havre' } });
    expect(firm).toContain(
      'immatriculée au registre du commerce et des sociétés du Havre sous le numéro 812 345 678,',
    );
    const sables = textOf({
      ...company,
      auteur_info: { ...COMPANY, rcs_ville: 'Les Sables-d’Olonne' },
    });
    expect(sables).toContain("sociétés des Sables-d'Olonne sous");
    expect(textOf({ ...company })).toContain('sociétés de Lyon sous');
    expect(textOf({ ...company, auteur_info: { ...COMPANY, rcs_ville: 'Orléans' } })).toContain(
      "sociétés d'Orléans sous",
    );
  });
  it('the signature block is one run of consecutive ContractSignature paragraphs', () => {
    const styles = build(makeDraft({ ...image, ...minor('age14') })).elements.map((e) =>
      e.type === 'paragraph' ? e.style : 'spacer',
    );
    const first = styles.indexOf('ContractSignature');
    const last = styles.lastIndexOf('ContractSignature');
    // Spacers inside the block leave room for each handwritten signature (legal review D15).
    expect(
      styles.slice(first, last + 1).every((s) => s === 'ContractSignature' || s === 'spacer'),
    ).toBe(true);
  });
  it('D11: French law and « juridictions françaises compétentes », never a city', () => {
    expect(textOf()).toContain(
      'le litige est porté devant les juridictions françaises compétentes',
    );
  });
  it('every contract ends with the lawyer notice', () => {
    const doc = build(makeDraft(image));
    expect(doc.elements.at(-1)).toMatchObject({ style: 'ContractNotice' });
  });
  it('a draft without a contract type shows the docs/product.md step-1 message', () => {
    const text = plain(build(makeDraft({ type_contrat: [] })));
    expect(text).toContain(
      "Veuillez retourner à l'étape 1 et sélectionner au moins un type de contrat.",
    );
  });
});

describe('the three templates', () => {
  it.each([
    ['Auteur', {}],
    ['Image', image],
    ['Auteur + Image', combined],
    ['Auteur gratuit', free],
    ['Image gratuite', { ...image, ...free }],
    ['Auteur + Image gratuits', { ...combined, ...free }],
  ])(
    '%s contains no catch-all wording, named court or leaked value (D3, D4, A11, D11)',
    (_n, input) => {
      const text = textOf({ ...input, droits_cedes: [] });
      for (const bad of FORBIDDEN) expect(text).not.toMatch(bad);
    },
  );
  it('ids are stable: the same clause keeps its id whatever else changes', () => {
    const ids = (input: Record<string, unknown>) =>
      new Set(build(makeDraft(input)).elements.map((e) => e.id));
    const a = ids({});
    const b = ids({ droits_cedes: ['usage'], supports: ['reseaux_sociaux'] });
    for (const id of ['a-moral', 'a-moral-1', 'a-warranties-2', 'law-2', 'signatures-1']) {
      expect(a.has(id) && b.has(id), id).toBe(true);
    }
  });
});
