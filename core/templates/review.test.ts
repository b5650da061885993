/**
 * Findings of the jurist's read-through of awkward drafts (scripts/print-contracts.ts): each
 * test pins one defect that was found in the generated text, so it cannot come back.
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../schemas/draft';
import { BIRTH, COMPANY, PERSON, makeDraft, textOf } from './test-drafts';

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
    expect(text).toContain('(ci-après « la Destination ») : illustrer le blog « Carnets » ; rien d\'autre !\n');
    expect(text).not.toMatch(/!\.|!,/);
    expect(text).toContain(
      "Le Cessionnaire souhaite exploiter cette œuvre sur son site internet, son serveur Discord et les autres supports définis au présent contrat, pour la destination précisée à l'article 3.2.",
    );
    const dotted = textOf({ ...image, destination: 'promouvoir le salon.' });
    expect(dotted).toContain(': promouvoir le salon.\n');
    expect(dotted).not.toContain('salon..');
    expect(dotted).toContain("des images représentant le Modèle, pour la destination précisée à l'article 2.2.");
  });
});

describe('paid contracts', () => {
  it('A5b v2: a price of « 0 » or a token price never reaches a paid contract (schema refuses it)', () => {
    for (const raw of ['0', '0,00 €', '0,01', '1', '9,99']) {
      expect(() => makeDraft({ remuneration: raw })).toThrow(/remuneration|supérieur à zéro|dérisoire/);
      expect(() => makeDraft({ type_contrat: [AUTEUR, IMAGE], remuneration_image: raw })).toThrow();
    }
    expect(textOf({ remuneration: '10' })).toContain('forfaitaire de dix euros (10 €)');
  });
});

describe('GDPR notice (B6, RGPD art. 13)', () => {
  it('lists the right to data portability (art. 20), which both consent and contract bases open', () => {
    for (const mode of ['Gratuite', 'Onéreuse'])
      expect(textOf({ ...image, type_cession: mode })).toContain(
        "ainsi que d'un droit à la portabilité des données (articles 15 à 18, 20 et 21 du RGPD)",
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
    expect(text).toContain("pour la Destination et sur les Supports définis à l'article 12 ;");
    expect(text).toContain("les Images sont conservées pendant la Durée définie à l'article 12.4, puis supprimées");
    expect(text).toMatch(/12\.4\. Durée\n\nL'autorisation est consentie pour une durée de trois \(3\) ans/);
  });
});

describe('combined contract (C)', () => {
  it('says which part each twice-defined term (Supports, Destination, Territoire, Durée) belongs to', () => {
    const text = textOf({ type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' });
    expect(text).toContain(
      "Les termes définis Supports, Destination, Territoire et Durée s'entendent, dans chacune des deux premières parties, au sens que leur donne l'article 3 pour l'Œuvre et l'article 12 pour les Images",
    );
  });
});

describe('minors (B3, D9)', () => {
  const minor = (birth: string, extra: Record<string, unknown> = {}) =>
    textOf({ auteur_info: { ...PERSON, date_naissance: birth }, ...extra });
  it('the parties clause shows the minor represented by both holders of parental authority, not contracting alone', () => {
    for (const text of [minor(BIRTH.age10, image), minor(BIRTH.age17)])
      expect(text).toMatch(
        /44000 Nantes, mineure, représentée par les deux titulaires de l'autorité parentale, ____ et ____, demeurant ____, ci-après dénommée/,
      );
    expect(textOf({ auteur_info: PERSON })).not.toContain('mineure, représentée');
    const unknown = textOf({ auteur_info: { ...PERSON, gentille: '', date_naissance: '2024-11-22' } });
    expect(unknown).toContain("mineur(e), représenté(e) par les deux titulaires de l'autorité parentale, ____ et ____");
  });
  it('a combined contract gives both grounds: legal administration (382) for the work, non-usual act (372-1) for the image', () => {
    const text = minor(BIRTH.age14, { type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' });
    expect(text).toContain(
      "conclu par les deux titulaires de l'autorité parentale : pour la première partie, en leur qualité d'administrateurs légaux de ses biens (article 382 du Code civil) ; pour la deuxième partie, la diffusion de l'image d'un mineur ne constituant pas un acte usuel de l'autorité parentale (article 372-1 du Code civil).",
    );
  });
});

describe('citation style', () => {
  it('every CPI article is cited « article L… du CPI », as in the rest of the contract', () => {
    const text = textOf();
    expect(text).toContain("(article L123-1 du CPI), y compris prolongations");
    expect(text).not.toMatch(/article L[\d-]+ CPI/);
  });
});

describe('lump-sum recital (A5)', () => {
  it('never says the work is « non à la vente » when the distribution (by sale) or rental right is granted', () => {
    for (const right of ['distribution', 'location']) {
      const text = textOf({ droits_cedes: [right] });
      expect(text).not.toContain('non à la vente');
      expect(text).toContain("L'exploitation de cette œuvre est accessoire aux activités du Cessionnaire");
      expect(text).toContain("conformément à l'article L131-4, alinéa 2, 1° et 2°");
    }
    expect(textOf({ droits_cedes: ['adaptation'] })).toContain('et non à la vente au public');
  });
});

describe('elision in inserted names (LEGAL.md F v2)', () => {
  it('« registre du commerce et des sociétés d’Orléans », « en qualité d’associé unique »', () => {
    const text = textOf({
      auteur_type: 'Personne morale',
      auteur_info: { ...COMPANY, rcs_ville: 'Orléans', qualite_representant: 'associé unique' },
    });
    expect(text).toContain("registre du commerce et des sociétés d'Orléans");
    expect(text).toContain("agissant en qualité d'associé unique");
    expect(textOf({ auteur_type: 'Personne morale', auteur_info: COMPANY })).toContain('sociétés de Lyon');
  });
});
