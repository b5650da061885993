/**
 * legal review v2, price, payment and warranties (B4, A5, A5b, A7, A9, D13, H1, H10, H11, I): each
 * test quotes the sentence that must never come back and fails on the templates before v2.
 */
import { describe, expect, it } from 'vitest';
import { AUTEUR, IMAGE } from '../answers/draft';
import { renderText } from '../document/render-text';
import { BIRTH, COMPANY, PERSON, articleNo, build, makeDraft, textOf } from './test-drafts';
import { priceRuns } from './clauses/price';

const auteur = { type_contrat: [AUTEUR] };
const image = { type_contrat: [IMAGE] };
const combined = { type_contrat: [AUTEUR, IMAGE], remuneration_image: '300' };
const free = { type_cession: 'Gratuite' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const aged = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
});
const distinct = (age: keyof typeof BIRTH) => ({
  ...combined,
  modele_distinct: true,
  modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit', date_naissance: BIRTH[age] },
});

/** The text between two headings (upper-cased article titles in the text rendering). */
const between = (text: string, from: string, to: string): string => {
  const start = text.indexOf(from);
  expect(start, from).toBeGreaterThanOrEqual(0);
  const end = text.indexOf(to, start + from.length);
  return text.slice(start, end < 0 ? undefined : end);
};

/** Every paid image variant: image only or combined, adult, minors, company, distinct model. */
const PAID_IMAGE: [string, Record<string, unknown>][] = [
  ['image, adult', image],
  ['image, age 17', { ...image, ...aged('age17') }],
  ['image, age 14', { ...image, ...aged('age14') }],
  ['image, age 10', { ...image, ...aged('age10') }],
  ['combined, adult', combined],
  ['combined, age 14', { ...combined, ...aged('age14') }],
  ['combined, distinct adult model', distinct('adult')],
  ['combined, distinct model aged 10', distinct('age10')],
  ['combined, company author, distinct model', { ...distinct('adult'), ...company }],
];

describe('B4 v2: paid image use and the mannequin presumption (C. trav. L7123-2 to L7123-6)', () => {
  it.each(PAID_IMAGE)(
    '%s: never says the flat fee is not a wage; states the presumption and the wage route',
    (_n, input) => {
      const text = textOf(input);
      expect(text).not.toContain("il n'est pas fonction d'un salaire");
      expect(text).not.toContain("rémunère exclusivement l'exploitation des Images déjà réalisées");
      expect(text).toContain(
        'indirectement par reproduction de son image sur tout support visuel ou audiovisuel, un produit, un service ou un message publicitaire',
      );
      expect(text).toContain('(article L7123-2 du Code du travail)');
      expect(text).toContain(
        'est présumé être un contrat de travail (article L7123-3 du Code du travail)',
      );
      expect(text).toContain(
        'quels que soient le mode et le montant de la rémunération ainsi que la qualification donnée au contrat par les parties (article L7123-4 du Code du travail)',
      );
      expect(text).toContain(
        'a organisé ou commandé les prises de vues, ou utilise les Images pour présenter un produit',
      );
      expect(text).toContain('versée à titre de salaire');
      expect(text).toContain('contrat de travail de mannequin conclu par écrit');
      expect(text).toContain("déclaration préalable à l'embauche, remet un bulletin de paie");
      // The L7123-6 route is offered, and the flat fee is not passed off as one.
      expect(text).toContain('(article L7123-6 du Code du travail)');
      expect(text).toContain(
        'La rémunération forfaitaire prévue au présent article ne répond pas à cette condition',
      );
      expect(text).toContain(
        "d'une redevance proportionnelle au produit de l'exploitation des Images",
      );
    },
  );
  it('a company passing on consents answers for the persons shown having been engaged as models', () => {
    const text = textOf({ ...image, ...company });
    expect(text).not.toContain("il n'est pas fonction d'un salaire");
    expect(text).toContain('(article L7123-4 du Code du travail)');
    expect(text).toContain(
      'les personnes représentées qui relèvent de ces dispositions ont été engagées et rémunérées dans ce cadre',
    );
    expect(text).not.toContain('versée à titre de salaire');
  });
  it('keeps two price lines in a combined contract (legal review C), and no payroll text when free', () => {
    const text = textOf(combined);
    expect(text).toContain('une rémunération forfaitaire de mille cinq cents euros (1 500 €)');
    expect(text).toContain(
      "une rémunération forfaitaire de trois cents euros (300 €), distincte du prix de la cession des droits d'auteur prévu à l'article 6.",
    );
    for (const input of [
      { ...image, ...free },
      { ...combined, ...free },
    ])
      expect(textOf(input)).not.toContain('L7123');
  });
});

describe('A5b, D13 v2: the price comes from the structured answers', () => {
  it('no free-text price can reach the contract: anything but a positive amount is a blank, never quoted', () => {
    const text = (raw: string) =>
      priceRuns(raw)
        .map((r) => r.text)
        .join('');
    expect(text('à définir')).toBe('de ____ euros (____\u00A0€)');
    expect(text('0')).toBe('de ____ euros (____\u00A0€)');
    expect(text('')).toBe('de ____ euros (____\u00A0€)');
    expect(text('1500')).toBe('de mille cinq cents euros (1\u202F500\u00A0€)');
    expect(textOf({ remuneration: '' })).toContain(
      'une rémunération forfaitaire de ____ euros (____ €)',
    );
    expect(textOf({ remuneration: '' })).not.toContain('fixée comme suit');
  });

  const OLD_VAT = "la taxe sur la valeur ajoutée s'y ajoute lorsque le Cédant y est assujetti";
  it.each([
    [
      'HT',
      "Ce montant s'entend hors taxes, la taxe sur la valeur ajoutée (TVA) au taux en vigueur s'y ajoutant, le Cédant y étant assujetti.",
    ],
    [
      'TTC',
      "Ce montant s'entend toutes taxes comprises : il inclut la taxe sur la valeur ajoutée dont le Cédant est, le cas échéant, redevable.",
    ],
    [
      'franchise',
      '« TVA non applicable, article 293 B du Code général des impôts »), le Cédant bénéficiant de la franchise en base.',
    ],
    [
      'autoliquidation',
      "c'est ce dernier qui est redevable de la taxe, selon le mécanisme de l'autoliquidation",
    ],
  ])(
    "tax regime %s is printed as answered, never the old « s'y ajoute lorsque… assujetti »",
    (regime, expected) => {
      for (const input of [{}, company, { ...combined, ...aged('age14') }]) {
        const text = textOf({ ...input, tva_regime: regime });
        expect(text).toContain(expected);
        expect(text).not.toContain(OLD_VAT);
        expect(text.includes('182 B du Code général des impôts')).toBe(
          regime === 'autoliquidation',
        );
        expect(text.includes('TVA non applicable')).toBe(regime === 'franchise');
      }
    },
  );
  it('an image price that may be a wage carries its tax regime only when it is not paid as a wage', () => {
    expect(textOf({ ...image, tva_regime: 'TTC' })).toContain(
      "Lorsque la rémunération n'est pas versée à titre de salaire, ce montant s'entend toutes taxes comprises",
    );
  });

  it.each([
    ['signature', 'payable à la signature du présent contrat, par virement'],
    ['livraison', "payable à la livraison de l'Œuvre, par virement"],
    [
      'trente_jours',
      'payable dans un délai de trente jours à compter de la signature du présent contrat, par virement',
    ],
    [
      'deux_versements',
      "payable pour moitié à la signature du présent contrat et pour moitié à la livraison de l'Œuvre, par virement",
    ],
  ])(
    'payment terms « %s » as answered; « trente jours » is never pre-printed otherwise',
    (terms, expected) => {
      for (const input of [{}, combined]) {
        const text = textOf({ ...input, modalites_paiement: terms });
        expect(text).toContain(expected);
        if (terms !== 'trente_jours')
          expect(text).not.toContain('payable dans un délai de trente jours');
      }
    },
  );
  it('an image-only contract has no work to deliver: « livraison » means handing over the Images', () => {
    expect(textOf({ ...image, modalites_paiement: 'livraison' })).toContain(
      "payable à la remise des Images au Bénéficiaire ou, s'il les détient déjà, à la signature du présent contrat",
    );
  });

  it("the diffuseur's artist-author contributions: a natural-person author only", () => {
    const note = 'relève du régime social des artistes-auteurs';
    expect(textOf()).toContain(note);
    expect(textOf()).toContain('(articles L382-4 et suivants du Code de la sécurité sociale)');
    for (const input of [company, image, { ...auteur, ...free }])
      expect(textOf(input)).not.toContain(note);
  });

  it('a minor is paid through the legal administrators (or the Caisse des dépôts split under 16), never on an account « désigné par écrit par le Modèle »', () => {
    for (const age of ['age17', 'age14', 'age10'] as const) {
      const text = textOf({ ...image, ...aged(age) });
      expect(text).not.toContain('désigné par écrit par le Modèle');
      if (age === 'age17')
        expect(text).toContain(
          "par virement aux titulaires de l'autorité parentale, administrateurs légaux de ses biens",
        );
      else
        expect(text).toMatch(
          /par virement selon la répartition prévue à l'article \d+ entre la Caisse des dépôts et consignations et les titulaires de l'autorité parentale/,
        );
    }
    const model = textOf(distinct('age10'));
    expect(model).toContain('entre la Caisse des dépôts et consignations');
    expect(model).toContain('le compte désigné par écrit par le Cédant');
    expect(textOf(image)).toContain('le compte désigné par écrit par le Modèle');
  });
});

describe('A5b, H1 v2: payment and transfer linked, clause résolutoire, takedown', () => {
  it('the cession takes effect on full payment; unpaid after a formal notice, the contract is terminated by right', () => {
    const text = between(textOf(), 'PAIEMENT ET TRANSFERT DES DROITS', 'INFORMATION ANNUELLE');
    expect(text).toContain(
      "La cession ne prend effet qu'au paiement intégral de la rémunération prévue à l'article 6",
    );
    expect(text).toContain("le Cessionnaire ne peut exploiter l'Œuvre");
    expect(text).toContain(
      "par lettre recommandée avec demande d'avis de réception mentionnant expressément la présente clause",
    );
    expect(text).toContain(
      'dans un délai de quinze jours à compter de la réception de cette mise en demeure, le présent contrat est résolu de plein droit',
    );
    expect(text).toContain('(articles 1224, 1225 et 1229 du Code civil)');
    expect(text).toContain(
      "cesse alors toute exploitation de l'Œuvre et la retire des supports dont il a la maîtrise dans un délai de huit jours",
    );
  });
  it('each part of a combined contract has its own link between payment and effect', () => {
    const text = textOf(combined);
    expect(text).toContain('la première partie du présent contrat est résolue de plein droit');
    const price = articleNo(text, 'Rémunération', 2);
    expect(text).toContain(
      `L'autorisation ne prend effet qu'au paiement intégral de la rémunération prévue à l'article ${price}`,
    );
    expect(text).toContain('la deuxième partie du présent contrat est résolue de plein droit');
    expect(textOf(image)).toContain('le présent contrat est résolu de plein droit');
  });
  it('a free grant has no payment clause', () => {
    for (const input of [{}, image, combined])
      expect(textOf({ ...input, ...free })).not.toContain("ne prend effet qu'au paiement");
  });
  it('use beyond the agreed scope: a stated remedy and takedown timetable, free or paid, in each part', () => {
    for (const mode of ['Onéreuse', 'Gratuite']) {
      const text = textOf({ ...combined, type_cession: mode });
      expect(text).toContain(
        "retire l'Œuvre des supports concernés dont il a la maîtrise dans un délai de huit jours à compter de sa réception",
      );
      expect(text).toContain("ni de l'action en contrefaçon (articles L122-4 et L335-3 du CPI)");
      expect(text).toContain(
        "dans un délai de quarante-huit heures lorsqu'elle relève d'un contexte exclu ou d'une retouche interdite, et de huit jours dans les autres cas",
      );
    }
  });
});

describe('A7, H10, I v2: warranties', () => {
  it('a free grant caps the author’s warranty; a paid one does not', () => {
    for (const input of [free, { ...free, ...company }, { ...combined, ...free }]) {
      const text = textOf(input);
      expect(text).toContain(
        "dans la limite de cinq cents euros (500 €) ; elle ne couvre pas les conséquences d'une exploitation non conforme",
      );
      expect(text).toContain(
        'ni en cas de dol ou de faute lourde du Concédant (article 1231-3 du Code civil)',
      );
    }
    expect(textOf()).not.toContain('dans la limite de cinq cents euros');
    // The amount never breaks from its sign at a line's end (legal review F).
    expect(renderText(build(makeDraft(free)))).toContain('cinq cents euros (500\u00a0€)');
  });
  it('the beneficiary warrants its own use: supports, destination, excluded contexts, permitted retouching', () => {
    for (const input of [image, { ...image, ...free }, combined, { ...image, ...company }]) {
      const text = between(textOf(input), 'ENGAGEMENTS DU BÉNÉFICIAIRE', 'ARTICLE');
      expect(text).toMatch(
        /demeure dans les limites des Supports, de la Destination, du Territoire et de la Durée définis à l'article \d+, qu'elle exclut les contextes énumérés à l'article \d+ et qu'elle ne comporte que les retouches permises par l'article \d+\./,
      );
    }
    expect(textOf()).toContain(
      "Le Cessionnaire garantit au Cédant que l'exploitation de l'Œuvre, par lui-même et par les tiers qu'il y autorise, demeure dans les limites des droits définis à l'article 2",
    );
  });
  it('the credit line is owed by law, never the counterpart of a free grant', () => {
    for (const input of [free, { ...free, ...company }, { ...combined, ...free }]) {
      const text = textOf(input);
      expect(text).not.toContain(
        'En contrepartie, le Bénéficiaire assure la visibilité du Concédant en mentionnant son nom',
      );
      expect(text).not.toContain('en contrepartie de la mention de son nom');
      expect(text).not.toMatch(/contrepartie[^.]{0,80}mention(nant)? (de )?son nom/);
      expect(text).toContain(
        "est une obligation légale (article L121-1 du CPI) : il n'est pas la contrepartie de la présente autorisation",
      );
      expect(text).toContain(
        "d'un lien vers la page ou le site que le Concédant lui indique par écrit",
      );
    }
  });
  it('a company is not addressed the L131-4 / L131-5-1 protections as if it were the author: it warrants its authors’ rights', () => {
    const text = textOf(company);
    expect(text).not.toContain("conformément à l'article L131-4, alinéa 2");
    expect(text).not.toContain(
      "Conformément à l'article L131-5-1 du CPI, le Cessionnaire adresse au Cédant",
    );
    expect(text).not.toContain(
      'Les Parties rappellent que les conditions de prix peuvent être révisées',
    );
    expect(text).toContain(
      "Le Cédant n'étant pas l'auteur de l'œuvre, les règles de rémunération des articles L131-4 et L131-5",
    );
    expect(text).toContain(
      "régissent les rapports entre le Cédant et les auteurs de l'œuvre, personnes physiques, et non le présent contrat",
    );
    expect(text).toContain(
      "Afin de permettre au Cédant de fournir aux auteurs de l'Œuvre l'information que leur garantit l'article L131-5-1 du CPI, le Cessionnaire lui adresse",
    );
    expect(between(text, 'GARANTIES', 'ENGAGEMENTS')).toContain(
      "que les auteurs de l'Œuvre, personnes physiques, ont été rémunérés dans le respect, le cas échéant, des articles L131-4 et L131-5 du CPI",
    );
    // A natural-person author keeps the direct statement and the revision reminder.
    const person = textOf();
    expect(person).toContain(
      "Conformément à l'article L131-5-1 du CPI, le Cessionnaire adresse au Cédant",
    );
    expect(person).toContain(
      'Les Parties rappellent que les conditions de prix peuvent être révisées',
    );
    expect(person).not.toContain('ont été rémunérés dans le respect');
  });
});
