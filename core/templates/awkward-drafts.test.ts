/**
 * Defects found by reading awkward drafts (scripts/print-contracts.ts): each
 * test pins one defect that was found in the generated text, so it cannot come back.
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { BIRTH, COMPANY, PERSON, articleNo, makeDraft, textOf } from './test-drafts';

const image = { type_contrat: [IMAGE] };

describe('French grammar of numbers', () => {
  it('« de » is elided before « un »: « d’un (1) an », « d’un million d’euros », never « de un »', () => {
    expect(textOf({ duree_annees: 1 })).toContain("pour une durée d'un (1) an à compter");
    expect(textOf({ ...image, duree_image_annees: 1 })).toContain("pour une durée d'un (1) an");
    expect(textOf({ remuneration: '1000000' })).toContain(
      "rémunération forfaitaire d'un million d'euros (1 000 000 €)",
    );
    // No elision before « onze » or « huit ».
    expect(textOf({ duree_annees: 11 })).toContain('une durée de onze (11) ans');
    expect(textOf({ remuneration: '800' })).toContain('forfaitaire de huit cents euros (800 €)');
    for (const text of [textOf({ duree_annees: 1 }), textOf({ remuneration: '1000000' })])
      expect(text).not.toMatch(/\bde un\b/);
  });
});

describe('user values inside template sentences', () => {
  it('a destination ending with « ! » or « . » gets no second full stop, and the preamble does not embed it mid-sentence', () => {
    const text = textOf({ destination: 'illustrer le blog « Carnets » ; rien d’autre !' });
    expect(text).toContain(
      "(ci-après « la Destination ») : illustrer le blog « Carnets » ; rien d'autre !\n",
    );
    expect(text).not.toMatch(/!\.|!,/);
    expect(text).toContain(
      "Le Cessionnaire souhaite exploiter cette œuvre sur les supports définis au présent contrat, pour la destination précisée à l'article 3.2.",
    );
    const dotted = textOf({ ...image, destination: 'promouvoir le salon.' });
    expect(dotted).toContain(': promouvoir le salon.\n');
    expect(dotted).not.toContain('salon..');
    expect(dotted).toContain(
      "des images représentant le Modèle, pour la destination précisée à l'article 2.2.",
    );
  });
});

describe('paid contracts', () => {
  it('A5b v2: a price of « 0 » or a token price never reaches a paid contract (schema refuses it)', () => {
    for (const raw of ['0', '0,00 €', '0,01', '1', '9,99']) {
      expect(() => makeDraft({ remuneration: raw })).toThrow(
        /remuneration|supérieur à zéro|dérisoire/,
      );
      expect(() => makeDraft({ type_contrat: [AUTEUR, IMAGE], remuneration_image: raw })).toThrow();
    }
    expect(textOf({ remuneration: '10' })).toContain('forfaitaire de dix euros (10 €)');
  });
});

describe('GDPR notice (B6, RGPD art. 13)', () => {
  it('lists the right to data portability (art. 20), which both consent and contract bases open', () => {
    for (const mode of ['Gratuite', 'Onéreuse'])
      expect(textOf({ ...image, type_cession: mode })).toContain(
        "ainsi que d'un droit à la portabilité des données (articles 15 à 18 et 20 du RGPD)",
      );
  });
  it('a company passing on consents never grounds the depicted persons’ images on a contract they are not party to', () => {
    const text = textOf({ ...image, auteur_type: 'Personne morale', auteur_info: COMPANY });
    expect(text).toContain(
      'base légale : pour les Images, le consentement des personnes représentées, recueilli par écrit par le Concédant (article 6, paragraphe 1, a, du RGPD), que chacune peut retirer à tout moment',
    );
    expect(text).toContain(
      "pour les données d'identification des Parties, l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD)",
    );
    expect(text).not.toContain("base légale : l'exécution du présent contrat");
  });
  it('in a combined contract, the Durée, Destination and Supports of the notice are those of the image part', () => {
    const text = textOf({ type_contrat: [AUTEUR, IMAGE], duree_annees: 10, duree_image_annees: 3 });
    const n = articleNo(text, "Conditions d'utilisation des Images");
    expect(text).toContain(`pour la Destination et sur les Supports définis à l'article ${n} ;`);
    expect(text).toContain(
      `les Images sont conservées pendant la Durée définie à l'article ${n}.4, puis supprimées`,
    );
    // H7 v2: the archived copy is the one exception to deletion, and the notice says so.
    expect(text).toContain(`sous réserve du seul exemplaire archivé prévu à l'article ${n}.7 ;`);
    expect(text).toMatch(
      new RegExp(
        `${n}\\.4\\. Durée\\n\\nL'autorisation est consentie pour une durée de trois \\(3\\) ans`,
      ),
    );
  });
});

describe('combined contract (C)', () => {
  it('says which part each twice-defined term (Supports, Destination, Territoire, Durée) belongs to', () => {
    const text = textOf({ type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' });
    const work = articleNo(text, 'Étendue de la cession');
    const images = articleNo(text, "Conditions d'utilisation des Images");
    expect(text).toContain(
      `Les termes définis Supports, Destination, Territoire et Durée s'entendent, dans chacune des deux premières parties, au sens que leur donne l'article ${work} pour l'Œuvre et l'article ${images} pour les Images`,
    );
  });
});

describe('minors (B3, D9)', () => {
  const minor = (birth: string, extra: Record<string, unknown> = {}) =>
    textOf({ auteur_info: { ...PERSON, date_naissance: birth }, ...extra });
  it('the parties clause shows the minor represented by both holders of parental authority, not contracting alone', () => {
    for (const text of [minor(BIRTH.age10, image), minor(BIRTH.age17)])
      expect(text).toMatch(
        /Léa Durand, mineure, née le .* 44000 Nantes, ci-après dénommée « le (Cédant|Modèle) », représentée par les deux titulaires de l'autorité parentale, qui l'exercent en commun :\n\n {2}– ____, demeurant ____ ;\n {2}– ____, demeurant ____,\n/,
      );
    expect(textOf({ auteur_info: PERSON })).not.toContain('mineure, représentée');
    const unknown = textOf({
      auteur_info: { ...PERSON, gentille: '', date_naissance: '2024-11-22' },
    });
    expect(unknown).toContain('Léa Durand, mineur(e), né(e) le 22 novembre 2024');
    expect(unknown).toContain("représenté(e) par les deux titulaires de l'autorité parentale");
  });
  it('a combined contract gives both grounds: legal administration (382) for the work, non-usual act (372-1) for the image', () => {
    const text = minor(BIRTH.age14, { type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' });
    expect(text).toContain(
      "conclu pour son compte par les deux titulaires de l'autorité parentale : pour la première partie, en leur qualité d'administrateurs légaux de ses biens (article 382 du Code civil) ; pour la deuxième partie, en ce qu'ils protègent en commun le droit à l'image de leur enfant, dont la diffusion n'est pas un acte usuel de l'autorité parentale (article 372-1 du Code civil).",
    );
  });
});

describe('citation style', () => {
  it('every CPI article is cited « article L… du CPI », as in the rest of the contract', () => {
    const text = textOf();
    expect(text).toContain('(article L123-1 du CPI), y compris prolongations');
    expect(text).not.toMatch(/article L[\d-]+ CPI/);
  });
});

// The grounds are answers (LEGAL J2, `forfait_motifs`): makeDraft answers the one its rights make
// true; a false ground is refused (core/rules/remuneration-mode.test.ts).
describe('lump-sum recital (A5)', () => {
  it('with sale or rental rights, the lump sum rests on the accessory use (L131-4 al. 2, 1° and 4°), never on « nothing sold » or a lack of control', () => {
    for (const right of ['distribution', 'location']) {
      const text = textOf({ droits_cedes: [right] });
      expect(text).not.toContain('ne sont destinés à être vendus');
      // Copies sold can be counted: « no means of control » (2°) no longer holds.
      expect(text).not.toContain(
        "L'exploitation de cette œuvre est accessoire aux activités du Cessionnaire",
      );
      expect(text).not.toContain("les moyens d'en contrôler l'application feraient défaut");
      expect(text).toContain(
        "par rapport auxquels son utilisation ne présente qu'un caractère accessoire",
      );
      expect(text).toContain("conformément à l'article L131-4, alinéa 2, 1° et 4°");
      // Selling the work for itself is left to a proportional share, said in the recital and the price clause.
      expect(text).toContain(
        "la vente ou la location d'exemplaires dont l'œuvre est l'objet principal n'entre pas dans ce forfait",
      );
      expect(text).toContain(
        "Ce forfait ne rémunère pas la vente ou la location d'exemplaires dont l'Œuvre est l'objet principal",
      );
      expect(text).toContain(
        "participation proportionnelle aux recettes qu'elle produit (article L131-4, alinéa 1er, du CPI)",
      );
    }
    expect(textOf({ droits_cedes: ['adaptation'] })).toContain(
      'ne sont destinés à être vendus ou loués au public',
    );
    expect(textOf({ droits_cedes: ['adaptation'] })).toContain(
      "conformément à l'article L131-4, alinéa 2, 1° et 2°",
    );
    expect(textOf({ droits_cedes: ['adaptation'] })).not.toContain('Ce forfait ne rémunère pas');
  });
  it('packaging ticked: the work goes on products that are sold, so the accessory ground, not « nothing sold »', () => {
    const text = textOf({ supports: ['emballages'], droits_cedes: [] });
    expect(text).not.toContain('ne sont destinés à être vendus ou loués au public');
    expect(text).toContain("conformément à l'article L131-4, alinéa 2, 1° et 4°");
    expect(text).toContain(
      "Ce forfait ne rémunère pas la vente ou la location d'exemplaires dont l'Œuvre est l'objet principal",
    );
  });
  it('lending (no economic advantage) keeps the communication ground and says why', () => {
    const text = textOf({ droits_cedes: ['pret'] });
    expect(text).toContain(
      "ne sont destinés à être vendus ou loués au public, le prêt d'exemplaires prévu au présent contrat ne procurant aucun avantage économique :",
    );
    expect(text).not.toContain('Ce forfait ne rémunère pas');
  });
});

describe('elision in inserted names (legal review F v2)', () => {
  it('« registre du commerce et des sociétés d’Orléans », « en qualité d’associé unique »', () => {
    const text = textOf({
      auteur_type: 'Personne morale',
      auteur_info: { ...COMPANY, rcs_ville: 'Orléans', qualite_representant: 'associé unique' },
    });
    expect(text).toContain("registre du commerce et des sociétés d'Orléans");
    expect(text).toContain("agissant en qualité d'associé unique");
    expect(textOf({ auteur_type: 'Personne morale', auteur_info: COMPANY })).toContain(
      'sociétés de Lyon',
    );
  });
});

describe('foreign addresses', () => {
  it('prints the country after the town when it is not France, never « France » itself', () => {
    const abroad = textOf({
      auteur_info: {
        ...PERSON,
        adresse: '3 rue Neuve',
        code_postal: '1000',
        ville: 'Bruxelles',
        pays: 'Belgique',
      },
    });
    expect(abroad).toContain('demeurant 3 rue Neuve, 1000 Bruxelles, Belgique');
    const home = textOf({ auteur_info: { ...PERSON, pays: 'France' } });
    expect(home).toContain('demeurant 12 rue des Lilas, 44000 Nantes,');
    expect(home).not.toContain('Nantes, France');
  });
});
