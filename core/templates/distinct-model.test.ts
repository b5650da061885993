/**
 * A combined contract whose model is not the author (legal review C): three parties, each signing
 * its own part; and the Image-only reading of modele_distinct (the model alone authorises).
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import {
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

const MODEL = {
  gentille: 'M.',
  nom: 'Petit',
  prenom: 'Tom',
  date_naissance: BIRTH.adult,
  lieu_naissance: 'Brest',
  nationalite: 'Belge',
  adresse: '4 quai Tabarly',
  code_postal: '29200',
  ville: 'Brest',
};
const AUTHOR_M = { ...PERSON, gentille: 'M.', prenom: 'Jean', nom: 'Lefèvre' };
const MODEL_ID = (birth: string) =>
  `M. Tom Petit, ${birth}, de nationalité belge, demeurant 4 quai Tabarly, 29200 Brest`;

type Age = keyof typeof BIRTH;
const distinct = (o: { paid: boolean; model: Age; author: 'person' | 'company' | Age }) =>
  textOf({
    type_contrat: [...TYPES.combined],
    type_cession: o.paid ? 'Onéreuse' : 'Gratuite',
    auteur_type: o.author === 'company' ? 'Personne morale' : 'Personne physique',
    auteur_info:
      o.author === 'company'
        ? COMPANY
        : { ...AUTHOR_M, date_naissance: o.author === 'person' ? BIRTH.adult : BIRTH[o.author] },
    modele_distinct: true,
    modele_info: { ...MODEL, date_naissance: BIRTH[o.model] },
    remuneration_image: '300',
  });

/** The paragraph that starts with `start`. */
const paragraph = (text: string, start: string) =>
  text.split('\n').find((line) => line.startsWith(start)) ?? '';
const between = (text: string, from: string, to: string) =>
  text.slice(text.indexOf(from), text.indexOf(to));

const cases = [true, false].flatMap((paid) =>
  (['adult', 'age17', 'age14', 'age10'] as const).flatMap((model) =>
    (['person', 'company'] as const).map((author) => ({ paid, model, author })),
  ),
);

describe.each(cases)('combined, distinct model: %o', (c) => {
  const text = distinct(c);
  const grantor = c.paid ? 'Cédant' : 'Concédant';
  const grantee = c.paid ? 'Cessionnaire' : 'Bénéficiaire';
  const minor = c.model !== 'adult';

  it('the preamble says who consents to the images: the model of age, else the parents for the child', () => {
    const consent = paragraph(text, 'Le Bénéficiaire souhaite également utiliser');
    if (c.model === 'adult') {
      expect(consent).toContain('consent en personne à leur utilisation.');
    } else {
      expect(consent).not.toContain('en personne');
      expect(consent).toContain(
        "dont les titulaires de l'autorité parentale consentent pour son compte à leur utilisation, après l'avoir associé à cette décision.",
      );
    }
  });

  it('identifies the three parties in full, each with its role and its part', () => {
    const authorLine =
      c.author === 'company'
        ? 'La société Studio Lumière, SAS'
        : 'M. Jean Lefèvre, né le 12 avril 1990';
    expect(paragraph(text, authorLine)).toContain(
      `ci-après ${c.author === 'company' ? 'dénommée' : 'dénommé'} « le ${grantor} », intervenant à la seule première partie`,
    );
    const model = paragraph(text, minor ? 'Tom Petit, mineur,' : 'M. Tom Petit');
    expect(model).toContain(
      `ci-après dénommé « le Modèle », intervenant à la seule deuxième partie`,
    );
    expect(model).not.toMatch(/Cédant|Concédant/);
    expect(text).toContain('La société ACME Médias, SARL au capital de 10 000 €');
    expect(paragraph(text, 'La société ACME Médias')).toContain(
      'intervenant aux première et deuxième parties du présent contrat',
    );
    for (const part of ['de première part,', 'de deuxième part,', 'de troisième part,'])
      expect(text).toContain(part);
    expect(model.includes(' représenté par les deux titulaires')).toBe(minor);
    if (!minor) expect(model).toContain(MODEL_ID('né le 12 avril 1990 à Brest'));
  });

  it('the image authorisation is given by the Modèle only; the author warrants the other persons’ consents', () => {
    const partTwo = between(text, 'Deuxième partie', 'Troisième partie');
    expect(partTwo).toContain(
      "le Modèle autorise le Bénéficiaire, sur le fondement de l'article 9 du Code civil",
    );
    expect(partTwo).not.toMatch(/Cédant|Concédant|\bcède\b|Droits cédés/);
    expect(between(text, 'Préambule', 'Première partie')).toContain(
      "des images représentant le Modèle, qui n'est pas l'auteur de cette œuvre",
    );
    const warranties = between(text, 'GARANTIES', 'Deuxième partie');
    expect(warranties).toContain(
      'les personnes reconnaissables qui y figurent, autres que le Modèle, ont consenti',
    );
    expect(warranties).toContain(
      "l'autorisation du Modèle est recueillie par la deuxième partie du présent contrat",
    );
    expect(text).toContain(`le ${grantor} n'est pas partie à l'autorisation d'exploiter l'image`);
  });

  it('one signature block per party, stating the parts it signs; one original per signatory', () => {
    expect(text).toMatch(
      new RegExp(`\\nLe ${grantor}, pour la première partie et les dispositions communes : `),
    );
    expect(text).toContain(
      `\nLe Modèle, pour la deuxième partie et les dispositions communes : ${minor ? 'Tom Petit, mineur' : 'M. Tom Petit'}`,
    );
    expect(text).toMatch(
      new RegExp(
        `\\nLe ${grantee}(, également dénommé le Bénéficiaire)?, pour les première et deuxième parties et les dispositions communes : la société ACME Médias`,
      ),
    );
    const originals = { adult: 'trois', age17: 'cinq', age14: 'cinq', age10: 'quatre' }[c.model];
    expect(text).toContain(`en ${originals} exemplaires originaux, un pour chaque signataire.`);
    expect(text.split("Premier titulaire de l'autorité parentale").length - 1).toBe(minor ? 1 : 0);
    expect(text.includes('Tom Petit, mineur, associé à la décision')).toBe(
      c.model === 'age17' || c.model === 'age14',
    );
  });

  it('minors clause for a minor model: image part only, both parents (372-1), Caisse des dépôts if paid under 16', () => {
    expect(
      text.includes(
        'Le Modèle étant mineur à la date de signature, la deuxième partie du présent contrat est conclue',
      ),
    ).toBe(minor);
    expect(text).not.toContain('est conclu par les deux titulaires');
    if (minor) expect(between(text, 'MINEUR', 'DONNÉES PERSONNELLES')).toContain('372-1');
    // The model's parents do not act as administrators of a copyright they do not grant.
    if (minor) expect(paragraph(text, 'Le Modèle étant mineur')).not.toContain('382');
    expect(text.includes('Caisse des dépôts')).toBe(
      c.paid && (c.model === 'age14' || c.model === 'age10'),
    );
  });

  it('payroll warning about the Modèle when paid; GDPR covers the images and every party', () => {
    // L7123-2 is also cited by the L7124-1 condition for any model under 16, free or paid.
    expect(text.includes('L7123-2')).toBe(c.paid || c.model === 'age14' || c.model === 'age10');
    if (c.paid)
      expect(text).toContain(
        "l'agence de mannequins titulaire de la licence qui emploie le Modèle",
      );
    expect(text).toContain(
      'droits : chaque Partie, pour les données qui la concernent, et notamment le Modèle pour les Images, dispose',
    );
    expect(text).toContain(
      c.paid
        ? "base légale : l'exécution du présent contrat"
        : "pour les données d'identification des Parties, l'exécution du présent contrat",
    );
  });

  it('no leaked value and no forbidden wording', () => {
    for (const bad of FORBIDDEN) expect(text).not.toMatch(bad);
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  });
});

describe('combined, distinct model: the author’s VAT and payment answers are not the model’s', () => {
  const threeParty = (answers: Record<string, unknown>) =>
    textOf({
      type_contrat: [...TYPES.combined],
      type_cession: 'Onéreuse',
      auteur_info: { ...AUTHOR_M, date_naissance: BIRTH.adult },
      modele_distinct: true,
      modele_info: MODEL,
      remuneration_image: '300',
      ...answers,
    });
  /** The image part's price article: from its « En contrepartie de l'autorisation » on. */
  const imagePrice = (text: string) => {
    const start = text.indexOf("En contrepartie de l'autorisation d'exploiter les Images");
    expect(start).toBeGreaterThan(0);
    const end = text.indexOf('\nARTICLE', start);
    return text.slice(start, end < 0 ? undefined : end);
  };

  it.each(['HT', 'franchise', 'autoliquidation'])(
    'author « %s »: the model’s fee reads « toutes taxes comprises », never the author’s regime',
    (regime) => {
      const text = threeParty({ tva_regime: regime });
      const price = imagePrice(text);
      expect(price).toContain("ce montant s'entend toutes taxes comprises");
      expect(price).not.toMatch(/assujetti\.|établi hors de France|293 B|182 B/);
    },
  );
  it('the 182 B withholding stays on the author’s price only', () => {
    const text = threeParty({ tva_regime: 'autoliquidation' });
    expect(text.match(/article 182 B du Code général des impôts/g)).toHaveLength(1);
    expect(imagePrice(text)).not.toContain('retenue à la source');
  });
  it.each([
    ['livraison', 'dans un délai de trente jours à compter de la signature du présent contrat'],
    [
      'deux_versements',
      'dans un délai de trente jours à compter de la signature du présent contrat',
    ],
    ['signature', 'à la signature du présent contrat'],
  ])('author paid « %s »: the model is paid « %s », never on the work’s delivery', (terms, due) => {
    const price = imagePrice(threeParty({ modalites_paiement: terms }));
    expect(price).toContain(`La rémunération est payable ${due}`);
    expect(price).not.toContain("livraison de l'Œuvre");
  });
});

describe('combined, distinct model, minor author', () => {
  it('the author’s parents act for the first part (382), the model’s for the second (372-1)', () => {
    const text = distinct({ paid: true, model: 'age10', author: 'age17' });
    const clause = between(text, 'MINEURS', 'DONNÉES PERSONNELLES');
    expect(clause).toContain(
      'Le Cédant étant mineur à la date de signature, la première partie du présent contrat est conclue',
    );
    expect(clause).toContain('administrateurs légaux de ses biens (article 382 du Code civil)');
    expect(clause).toContain('il signe également la première partie du présent contrat.');
    expect(clause).toContain('Le Modèle étant mineur à la date de signature, la deuxième partie');
    // Author: 2 parents + the child (17); model: 2 parents; assignee: 1.
    expect(text).toContain('en six exemplaires originaux');
    expect(text.split("Premier titulaire de l'autorité parentale").length - 1).toBe(2);
  });
});

describe('modele_distinct outside the combined contract', () => {
  it('Image only: the model of modele_info authorises and the author form is ignored', () => {
    const text = textOf({
      type_contrat: [IMAGE],
      auteur_type: 'Personne morale',
      auteur_info: COMPANY,
      modele_distinct: true,
      modele_info: { ...MODEL, date_naissance: BIRTH.age14 },
    });
    expect(text).not.toContain('Studio Lumière');
    expect(paragraph(text, 'Tom Petit, mineur,')).toContain('ci-après dénommé « le Modèle »');
    expect(text).toContain('\nLe Modèle : Tom Petit, mineur, représenté par les deux titulaires');
    expect(text).toContain('Caisse des dépôts');
    expect(text).not.toContain("détenir l'autorisation écrite de chacune des personnes");
  });

  it('flag off, or Auteur only: exactly today’s contract, whatever modele_info holds', () => {
    const model = { modele_info: { ...MODEL, date_naissance: BIRTH.age10 } };
    for (const types of [[AUTEUR], [IMAGE], [AUTEUR, IMAGE]]) {
      const before = textOf({ type_contrat: types, remuneration_image: '300' });
      expect(textOf({ type_contrat: types, remuneration_image: '300', ...model })).toBe(before);
      if (types.length === 1 && types[0] === AUTEUR)
        expect(
          textOf({
            type_contrat: types,
            remuneration_image: '300',
            ...model,
            modele_distinct: true,
          }),
        ).toBe(before);
    }
    const company = {
      type_contrat: [AUTEUR, IMAGE],
      auteur_type: 'Personne morale',
      auteur_info: COMPANY,
    };
    expect(plain(build(makeDraft({ ...company, ...model })))).toBe(textOf(company));
  });
});
