import { describe, expect, it } from 'vitest';
import { COMPANY, TYPES, makeDraft, textOf } from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined] };
const free = { type_cession: 'Gratuite' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };

describe('rights.ts', () => {
  it('A2: reproduction and representation are always granted, each in its own numbered clause', () => {
    const text = textOf(free);
    expect(text).toMatch(/2\.1\. Droit de reproduction/);
    expect(text).toMatch(/2\.2\. Droit de représentation/);
    expect(text).toContain("Le droit de reproduction n'emporte pas celui de représentation");
    expect(text).not.toMatch(/Droit de distribution|Droit d'usage/);
  });
  it('A2: each ticked extra right gets its own defined clause, « usage » included', () => {
    const text = textOf({
      droits_cedes: ['distribution', 'usage', 'adaptation', 'pret', 'location'],
    });
    for (const n of [
      '2.3. Droit de distribution',
      "2.4. Droit d'usage",
      "2.5. Droit d'adaptation",
      '2.6. Droit de prêt',
      '2.7. Droit de location',
    ]) {
      expect(text).toContain(n);
    }
    expect(text).toContain(
      "Le droit d'usage est le droit, pour le Cessionnaire, d'intégrer l'Œuvre",
    );
  });
  it('A10 / A « Other rights »: adaptation lists what is allowed, keeps integrity, excludes audiovisual adaptation', () => {
    const text = textOf({ droits_cedes: ['adaptation'] });
    expect(text).toContain('le recadrage ;');
    expect(text).toContain("aucune renonciation au droit au respect de l'Œuvre");
    expect(text).toContain("L'adaptation audiovisuelle de l'Œuvre en est exclue");
  });
});

describe('object.ts', () => {
  it('A3: one specific existing work, quoted from the description, never future works', () => {
    const text = textOf();
    expect(text).toContain(
      "Illustration « Forêt d'automne », fichier numérique de 3000 x 2000 pixels",
    );
    expect(text).toContain("à l'exclusion de toute autre œuvre, notamment future");
  });
  it('A5: a paid assignment states the lump-sum justification recital (L131-4 al. 2 1° and 2°)', () => {
    expect(textOf()).toContain("conformément à l'article L131-4, alinéa 2, 1° et 2°");
    expect(textOf(free)).not.toContain('L131-4');
  });
  it('A7: a free grant states its gratuité and motive in the recitals', () => {
    expect(textOf(free)).toContain(
      "a accepté d'en autoriser l'exploitation à titre gratuit, de manière non exclusive et pour une durée limitée, afin de faire connaître son travail",
    );
  });
});

describe('scope.ts', () => {
  it('A4: the default destination names the grantee; a typed one is quoted as given', () => {
    expect(textOf()).toContain(
      '(ci-après « la Destination ») : la communication et la promotion des activités du Cessionnaire.',
    );
    expect(textOf(free)).toContain(
      'la communication et la promotion des activités du Bénéficiaire.',
    );
    expect(textOf({ destination: 'illustrer le blog de la boutique' })).toContain(
      ': illustrer le blog de la boutique.',
    );
  });
  it('E: paid default duration is the legal term; chosen years are in words and figures', () => {
    expect(textOf()).toContain(
      "pour toute la durée de la protection légale des droits d'auteur (article L123-1 du CPI), y compris prolongations",
    );
    expect(textOf({ duree_annees: 10 })).toContain(
      'Les droits sont cédés pour une durée de dix (10) ans',
    );
    expect(textOf({ duree_annees: 1 })).toContain("une durée d'un (1) an ");
  });
  it('A7 / E: a free grant lasts 5 years, renewable only in writing, with what happens at the end', () => {
    const text = textOf(free);
    expect(text).toContain("L'autorisation est consentie pour une durée de cinq (5) ans");
    expect(text).toContain('sans tacite reconduction');
    expect(text).toContain("retire l'Œuvre, dans un délai de trente jours");
  });
  it('B5 / E: the image authorisation has a fixed term (5 years by default) and earlier posts are removed', () => {
    expect(textOf(image)).toContain("L'autorisation est consentie pour une durée de cinq (5) ans");
    expect(textOf({ ...image, duree_image_annees: 3 })).toContain('trois (3) ans');
    expect(textOf(image)).toContain(
      'retire les Images, dans un délai de trente jours, des Supports dont il a la maîtrise, publications antérieures comprises',
    );
  });
  it('E: the territory is stated, with an Internet note when restricted', () => {
    expect(textOf()).toContain('pour le monde entier (ci-après « le Territoire »)');
    expect(textOf()).not.toContain("rend l'Œuvre accessible");
    expect(textOf({ territoire: 'france' })).toContain(
      'le territoire de la France, métropolitaine et ultramarine',
    );
    expect(textOf({ territoire: 'union_europeenne' })).toContain(
      "rend l'Œuvre accessible depuis d'autres pays",
    );
  });
  it('A2: the ticked supports only, the website and Discord among them; platform sub-licences allowed', () => {
    const text = textOf({ supports: ['site_internet', 'serveur_discord', 'emails_newsletters'] });
    expect(text).toContain('– le site internet édité par le Cessionnaire ou pour son compte ;');
    expect(text).toContain('– le serveur Discord administré par le Cessionnaire ;');
    expect(text).toContain(
      "les courriers électroniques et lettres d'information adressés par le Cessionnaire.",
    );
    expect(text).not.toContain('réseaux sociaux ;');
    expect(text).toContain('les autorisations non exclusives que leurs conditions');
  });
});

describe('exclusivity.ts', () => {
  it('A « Sound clauses »: exclusivity is stated either way', () => {
    expect(textOf({ exclusivite: true })).toContain('La cession est consentie à titre exclusif.');
    expect(textOf()).toContain('La cession est consentie à titre non exclusif');
    expect(textOf(free)).toContain("L'autorisation est consentie à titre non exclusif");
  });
});

describe('moral-rights.ts', () => {
  it('A8 / D1: moral rights stay with the author, with a credit line that can always be demanded', () => {
    const text = textOf();
    expect(text).toContain("Le présent contrat n'en emporte ni cession ni renonciation");
    expect(text).toContain('la mention « © Léa Durand »');
    expect(text).toContain("l'auteur peut toujours exiger que son nom soit indiqué");
    expect(text).toContain("à charge d'indemniser préalablement le Cessionnaire");
  });
  it('A8 / A9: for a company, moral rights belong to the natural-person authors', () => {
    const text = textOf(company);
    expect(text).toContain('appartient à ses auteurs, personnes physiques');
    expect(text).toContain('la mention « © Studio Lumière », complétée du nom des auteurs');
  });
});

describe('droit-de-suite.ts', () => {
  it('D2: when ticked, the droit de suite is expressly reserved, never assigned', () => {
    const text = textOf({ droits_cedes: ['suite'], oeuvre_graphique: true, original: 'conserve' });
    expect(text).toContain(
      'Le Cédant conserve son droit de suite (article L122-8 du CPI), inaliénable et exclu de la présente cession.',
    );
    expect(text).not.toMatch(/\d\.\d\. Droit de suite/);
  });
  it('D2: a company cannot hold it: it belongs to the authors', () => {
    expect(
      textOf({ ...company, droits_cedes: ['suite'], oeuvre_graphique: true, original: 'remis' }),
    ).toContain("appartient aux auteurs de l'Œuvre et est exclu de la présente cession");
  });
  it('J11: no clause for a graphic work that exists only as files, whose delivery article says so', () => {
    const text = textOf({ oeuvre_graphique: true, original: 'numerique' });
    expect(text).toContain("il n'en existe aucun original matériel");
    expect(text).not.toContain('droit de suite');
  });
  it('D2: no clause for a non-graphic work', () => {
    expect(textOf()).not.toContain('droit de suite');
  });
});

describe('remuneration.ts', () => {
  it('A « Signature block »: the price in words and figures', () => {
    expect(textOf({ remuneration: '1 500 €' })).toContain(
      'une rémunération forfaitaire de mille cinq cents euros (1 500 €)',
    );
    expect(textOf({ remuneration: '4525,85' })).toContain(
      'quatre mille cinq cent vingt-cinq euros et quatre-vingt-cinq centimes (4 525,85 €)',
    );
  });
  it('A5b/D13 v2: a price that is not an amount is refused, never quoted verbatim in the contract', () => {
    for (const raw of ['à définir', 'abc', '1e6', '1 500 € TTC', 'payable en 3 fois'])
      expect(() => makeDraft({ remuneration: raw }), raw).toThrow(/montant en euros/);
    // A negative amount is refused for being one.
    for (const raw of ['-500', '-50'])
      expect(() => makeDraft({ remuneration: raw }), raw).toThrow(/supérieur à zéro/);
  });
  it('A6: a paid assignment has the yearly statement with its procedure and date (L131-5-1)', () => {
    const text = textOf();
    expect(text).toContain("Conformément à l'article L131-5-1 du CPI");
    expect(text).toContain('au plus tard le 31 mars de chaque année');
  });
  it('A7: a free grant states gratuité, motive, the information given and a counterpart that is not the credit line', () => {
    const text = textOf(free);
    expect(text).toContain('La présente autorisation est consentie à titre gratuit.');
    expect(text).toContain(
      "avoir été informé qu'il pouvait subordonner l'exploitation de l'Œuvre au versement d'une rémunération",
    );
    expect(text).toContain(
      "d'un lien vers la page ou le site que le Concédant lui indique par écrit",
    );
    expect(text).toContain("il n'est pas la contrepartie de la présente autorisation");
    expect(text).not.toContain('Information annuelle');
  });
  it('B4: a paid image authorisation warns about payroll (L7123-2, L7123-3, L7123-4, L7123-6)', () => {
    const text = textOf(image);
    expect(text).toContain(
      'est présumé être un contrat de travail (article L7123-3 du Code du travail)',
    );
    expect(text).toContain('L7123-6');
    expect(textOf({ ...image, ...free })).not.toContain('mannequin');
  });
  it('C: a combined paid contract has separate price lines; a missing image price is a blank', () => {
    const text = textOf({ ...combined, remuneration_image: '250' });
    expect(text).toContain('mille cinq cents euros (1 500 €)');
    expect(text).toContain('deux cent cinquante euros (250 €), distincte du prix de la cession');
    expect(textOf(combined)).toContain('de ____ euros (____ €), distincte');
  });
});

describe('warranties.ts', () => {
  it('A « Sound clauses »: originality, co-authors, image rights of people shown, peaceful enjoyment', () => {
    const text = textOf();
    expect(text).toContain('que celle-ci est originale');
    expect(text).toContain("chacun d'eux doit également signer le présent contrat");
    expect(text).toContain("ont consenti par écrit à l'exploitation de leur image");
    expect(text).toContain('la jouissance paisible des droits cédés');
  });
  it('A9 / D8: a company author warrants its chain of title', () => {
    const text = textOf(company);
    expect(text).toContain("en vertu d'une cession écrite consentie par chacun de ses auteurs");
    expect(text).toContain('œuvre collective');
    expect(text).toContain('L113-9');
  });
});
