/**
 * legal review v2, general provisions: the physical original and the delivery of files
 * (H3), collective management (H4), boilerplate (H9), a GDPR notice in every contract (H12), the
 * disclaimer outside the signed deed (H13) and one citation style (I). Each `never` below quotes
 * a sentence of the v1 templates that must not come back.
 */
import { describe, expect, it } from 'vitest';
import type { ContractDocument, ContractElement, ElementStyle } from '../schemas/document';
import { COLLECTING_SOCIETIES } from '../answers/work-options';
import { disclaimerStart } from '../document/disclaimer';
import { renderText } from '../document/render-text';
import {
  BIRTH,
  articleNo,
  COMPANY,
  FORBIDDEN,
  PERSON,
  TYPES,
  build,
  makeDraft,
  plain,
  textOf,
} from './test-drafts';

type Age = keyof typeof BIRTH;
const MODES = ['Gratuite', 'Onéreuse'] as const;
const AUTHORS = ['adult', 'age17', 'age14', 'age10', 'company'] as const;
const TYPE_NAMES = ['auteur', 'image', 'combined'] as const;

const draftInput = (
  type: (typeof TYPE_NAMES)[number],
  mode: (typeof MODES)[number],
  author: Age | 'company',
  extra: Record<string, unknown> = {},
) => ({
  type_contrat: [...TYPES[type]],
  type_cession: mode,
  auteur_type: author === 'company' ? 'Personne morale' : 'Personne physique',
  auteur_info: author === 'company' ? COMPANY : { ...PERSON, date_naissance: BIRTH[author] },
  remuneration_image: '300',
  ...extra,
});

/** The text of one article (or sub-article) and everything numbered under it, by clause key. */
const section = (doc: ContractDocument, key: string): string =>
  plain({
    ...doc,
    elements: doc.elements.filter((el) => el.id === key || el.id.startsWith(`${key}-`)),
  });

const ALL = TYPE_NAMES.flatMap((type) =>
  MODES.flatMap((mode) => AUTHORS.map((author) => ({ type, mode, author }))),
);
const label = (s: { type: string; mode: string; author: string }) =>
  `${s.type} ${s.mode} ${s.author}`;

describe('H3: physical original (CPI L111-3) and delivery of files', () => {
  const graphic = (original: string, extra: Record<string, unknown> = {}) =>
    textOf({ oeuvre_graphique: true, original, ...extra });

  it('a graphic work kept by the author: object and copyright are independent, nothing is owed on the object', () => {
    const text = graphic('conserve');
    expect(text).toContain(
      "La propriété de l'objet matériel est indépendante des droits d'auteur sur l'Œuvre (article L111-3 du CPI) : le Cédant conserve la propriété de l'original de l'Œuvre",
    );
    expect(text).toContain("Le Cédant n'est tenu ni de remettre ni de prêter l'original.");
  });

  it('a graphic work handed over: ownership of the object passes, no right of exploitation with it; droit de suite recalled', () => {
    const text = graphic('remis');
    expect(text).toContain(
      "le Cédant remet l'original de l'Œuvre au Cessionnaire à la date de livraison prévue ci-dessous ; cette remise lui en transfère la propriété mais ne lui confère, par elle-même, aucun droit d'exploitation autre que ceux prévus au présent contrat.",
    );
    expect(text).toMatch(/ouvre le droit de suite réservé à l'article \d+\./);
    expect(graphic('remis', { type_cession: 'Gratuite' })).toContain(
      "le Concédant remet l'original de l'Œuvre au Bénéficiaire",
    );
  });

  it('the original handed over has its price (C. civ. 1583), or is lent in a free grant, and its risks pass on delivery', () => {
    const paid = graphic('remis');
    const price = articleNo(paid, 'Rémunération');
    expect(paid).toContain(
      `Le prix de l'original est compris dans la rémunération prévue à l'article ${price}, qui rémunère à la fois la présente cession et la propriété de l'original : aucune autre somme n'est due à ce titre. Les risques de perte ou de détérioration de l'original passent au Cessionnaire à sa remise.`,
    );
    const free = graphic('remis', { type_cession: 'Gratuite' });
    // A promised gift of the object would be void (C. civ. 931): lent, not given.
    expect(free).toContain('à titre de prêt à usage (articles 1875 et suivants du Code civil)');
    expect(free).toContain('il en conserve la propriété.');
    expect(free).not.toContain('sans contrepartie financière, comme');
    for (const fate of ['conserve', 'numerique'] as const)
      expect(graphic(fate)).not.toContain("Le prix de l'original");
  });

  it('a purely digital graphic work says there is no physical original', () => {
    expect(graphic('numerique')).toContain(
      "il n'en existe aucun original matériel distinct des fichiers livrés",
    );
    expect(graphic('numerique')).toMatch(/ARTICLE \d+ – ORIGINAL ET LIVRAISON DE L'ŒUVRE/);
  });

  it('a non-graphic work has no original paragraph, but still a delivery clause', () => {
    const text = textOf({ oeuvre_graphique: false, original: 'remis' });
    expect(text).not.toContain('L111-3');
    expect(text).toMatch(/ARTICLE \d+ – LIVRAISON DE L'ŒUVRE/);
  });

  it('delivery: the format as typed (end punctuation dropped) and the date « 1er mars 2027 »', () => {
    const text = textOf({
      livraison_format: 'PNG 300 dpi et fichier source PSD.',
      livraison_date: '2027-03-01',
    });
    expect(text).toContain(
      "Le Cédant livre au Cessionnaire l'Œuvre sous forme de fichiers numériques, au format suivant : PNG 300 dpi et fichier source PSD, au plus tard le 1er mars 2027.",
    );
    expect(renderText(build(makeDraft({ livraison_date: '2027-11-21' })))).toContain(
      'au plus tard le 21\u00A0novembre\u00A02027.',
    );
  });

  it('delivery: a missing date or format gets a lawful default, never a blank to fill in after signature', () => {
    const text = textOf();
    expect(text).toContain(
      'dans une définition et un format permettant les exploitations prévues au présent contrat, au plus tard huit jours après la signature du présent contrat.',
    );
    expect(text).not.toContain('au plus tard le ____');
    expect(text).toContain(
      'les fichiers de travail (sources, calques, versions intermédiaires) ne sont pas livrés',
    );
  });

  it.each(ALL.map((s) => [label(s), s] as const))(
    'delivery in every copyright contract, never in an image-only one: %s',
    (_n, s) => {
      const doc = build(
        makeDraft(
          draftInput(s.type, s.mode, s.author, { oeuvre_graphique: true, original: 'conserve' }),
        ),
      );
      const delivery = section(doc, 'a-delivery');
      if (s.type === 'image') {
        expect(delivery).toBe('\n');
        expect(plain(doc)).not.toContain('L111-3');
      } else {
        expect(delivery).toContain('sous forme de fichiers numériques');
        expect(delivery).toContain('(article L111-3 du CPI)');
      }
    },
  );
});

describe('H4: collective management', () => {
  it('no society (the default): the author declares being a member of none for the rights granted', () => {
    expect(textOf()).toContain(
      "Le Cédant déclare n'être membre d'aucun organisme de gestion collective (articles L321-1 et suivants du CPI) et n'avoir confié à aucun organisme de cette nature la gestion des droits cédés au présent contrat.",
    );
    expect(textOf({ type_cession: 'Gratuite' })).toContain(
      'la gestion des droits concédés au présent contrat',
    );
    expect(textOf({ auteur_type: 'Personne morale', auteur_info: COMPANY })).toContain(
      "Le Cédant déclare que ni lui ni les auteurs de l'Œuvre n'ont confié à un organisme de gestion collective",
    );
  });

  it.each(COLLECTING_SOCIETIES.filter((s) => s !== 'aucune' && s !== 'autre'))(
    'member of %s: contributed rights excluded, the user declares and pays the society on top of the price',
    (society) => {
      const text = textOf({ gestion_collective: society });
      // With its article: « de la SACEM », « à l'ADAGP », « de la Scam ».
      const [de, a] = {
        SACEM: ['de la SACEM', 'à la SACEM'],
        ADAGP: ["de l'ADAGP", "à l'ADAGP"],
        SAIF: ['de la SAIF', 'à la SAIF'],
        SCAM: ['de la Scam', 'à la Scam'],
        SACD: ['de la SACD', 'à la SACD'],
      }[society as 'SACEM']!;
      expect(text).toContain(
        `Le Cédant déclare être membre ${de}, organisme de gestion collective`,
      );
      expect(text).not.toMatch(
        /membre de (SACEM|ADAGP|SAIF|SCAM|SACD)|confiée à (SACEM|ADAGP|SAIF|SCAM|SACD)/,
      );
      expect(text).toContain(
        `Les droits dont la gestion a été ainsi apportée ou confiée ${a} à la date du présent contrat sont exclus de la présente cession, sauf dans la mesure où les statuts et règles générales de cet organisme permettent à l'auteur d'en disposer`,
      );
      expect(text).toContain(
        "Le Cessionnaire, en sa qualité d'exploitant, déclare à l'organisme les exploitations relevant de sa gestion et lui verse directement les redevances correspondantes, qui s'ajoutent à la rémunération prévue au présent contrat, qu'elles ne remplacent pas.",
      );
      expect(text).not.toContain("n'être membre d'aucun");
    },
  );

  it('another society by its typed name (blank when missing); free grants and companies', () => {
    expect(textOf({ gestion_collective: 'autre', gestion_collective_autre: 'SOFIA' })).toContain(
      "être membre de l'organisme « SOFIA »,",
    );
    expect(textOf({ gestion_collective: 'autre' })).toContain(
      "être membre de l'organisme « ____ »,",
    );
    const free = textOf({ gestion_collective: 'ADAGP', type_cession: 'Gratuite' });
    expect(free).toContain('sont exclus de la présente autorisation');
    expect(free).toContain('qui ne sont pas couvertes par la gratuité du présent contrat');
    const company = textOf({
      gestion_collective: 'SAIF',
      auteur_type: 'Personne morale',
      auteur_info: COMPANY,
    });
    expect(company).toContain(
      "Le Cédant déclare que l'auteur ou les auteurs de l'Œuvre sont membres de la SAIF",
    );
    expect(company).toContain(
      'auquel ils ont apporté ou confié la gestion de certains de leurs droits',
    );
  });

  it('concerns the work only: absent from an image-only authorisation', () => {
    expect(textOf({ type_contrat: [...TYPES.image], gestion_collective: 'SAIF' })).not.toContain(
      'gestion collective',
    );
  });
});

describe('H9: boilerplate', () => {
  it.each(ALL.map((s) => [label(s), s] as const))('every contract carries it: %s', (_n, s) => {
    const doc = build(makeDraft(draftInput(s.type, s.mode, s.author)));
    const general = section(doc, 'general');
    expect(general).toContain('(article 1367 du Code civil)');
    expect(general).toContain('(article 1366 du Code civil)');
    expect(general).toContain(
      "font preuve entre elles, jusqu'à preuve contraire, de leur consentement, du contenu du présent contrat et de la date de sa signature (articles 1356 et 1368 du Code civil)",
    );
    expect(general).toContain('(article 1375, alinéa 4, du Code civil)');
    expect(general).toContain('aux adresses des Parties indiquées en tête du présent contrat');
    expect(general).toContain(
      "Toute Partie qui change d'adresse en informe l'autre Partie par écrit",
    );
    expect(general).toContain("exprime l'intégralité de l'accord des Parties sur son objet");
    expect(general).toContain(
      'elle est réputée non écrite et les autres stipulations conservent leur effet',
    );
    expect(general).toContain('(article 1184 du Code civil)');
    expect(general).toContain("ne vaut pas renonciation à s'en prévaloir ultérieurement");
    expect(general.includes('Les notifications destinées à une Partie mineure')).toBe(
      s.author !== 'adult' && s.author !== 'company',
    );
    const law = section(doc, 'law');
    expect(law).toContain('le litige est porté devant les juridictions françaises compétentes');
    expect(law).toContain(
      "La recherche d'une solution amiable ne fait pas obstacle à ce qu'une Partie demande à tout moment au juge, en référé ou sur requête, une mesure provisoire ou conservatoire",
    );
    expect(law.includes('une saisie-contrefaçon (article L332-1 du CPI)')).toBe(s.type !== 'image');
    expect(law.includes("atteinte au droit à l'image (article 9, alinéa 2, du Code civil)")).toBe(
      s.type !== 'auteur',
    );
    // The CPI is only abbreviated in contracts that define it (the copyright part's preamble).
    if (s.type === 'image') expect(plain(doc)).not.toContain('CPI');
    for (const bad of FORBIDDEN) expect(plain(doc)).not.toMatch(bad);
  });

  it('the amendment clause moved to the general provisions: the law article no longer carries it', () => {
    const doc = build(makeDraft());
    expect(section(doc, 'law')).not.toContain('avenant');
    expect(section(doc, 'general')).toContain(
      "Toute modification du présent contrat fait l'objet d'un avenant écrit signé des Parties.",
    );
    expect(section(doc, 'general')).toContain(
      "il ne se substitue pas au contrat ou à la commande qui porte, le cas échéant, sur la réalisation de l'Œuvre",
    );
  });

  it('three parties (distinct model): « les autres Parties », amendments bind those the clause binds', () => {
    const doc = build(
      makeDraft({
        type_contrat: [...TYPES.combined],
        modele_distinct: true,
        modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit', date_naissance: BIRTH.age14 },
        remuneration_image: '300',
      }),
    );
    const general = section(doc, 'general');
    expect(general).toContain(
      "Toute Partie qui change d'adresse en informe les autres Parties par écrit",
    );
    expect(general).toContain(
      'un avenant écrit signé des Parties que les stipulations modifiées engagent.',
    );
    expect(general).toContain(
      "Les notifications destinées à une Partie mineure sont adressées à chaque titulaire de l'autorité parentale qui la représente.",
    );
    expect(section(doc, 'law')).toContain("par l'une d'elles aux autres");
  });
});

describe('H12: a GDPR notice in every contract', () => {
  it.each(ALL.map((s) => [label(s), s] as const))('%s', (_n, s) => {
    const doc = build(makeDraft(draftInput(s.type, s.mode, s.author)));
    const gdpr = section(doc, 'gdpr');
    expect(gdpr).toContain('DONNÉES PERSONNELLES');
    // A company's images show persons who are not parties: art. 14 too, the notice passed on.
    expect(gdpr).toContain(
      s.type !== 'auteur' && s.author === 'company'
        ? "conformément aux articles 13 et 14 du règlement (UE) 2016/679 du 27 avril 2016 relatif à la protection des données (ci-après « RGPD ») ; les personnes représentées n'étant pas parties au présent contrat, le Concédant leur transmet la présente information dans le mois de sa signature (article 14, paragraphe 3, du RGPD) :"
        : "conformément à l'article 13 du règlement (UE) 2016/679 du 27 avril 2016 relatif à la protection des données (ci-après « RGPD »)",
    );
    expect(gdpr).toContain('responsabilité du');
    expect(gdpr).toContain('durée de conservation');
    expect(gdpr).toContain("droit d'accès, de rectification, d'effacement");
    expect(gdpr).toContain('CNIL');
    // Identification data always rest on the contract (6.1.b), images on consent when free (6.1.a, 7.3).
    expect(gdpr).toContain('article 6, paragraphe 1, b, du RGPD');
    const consent = s.type !== 'auteur' && (s.mode === 'Gratuite' || s.author === 'company');
    expect(gdpr.includes('article 6, paragraphe 1, a, du RGPD')).toBe(consent);
    expect(gdpr.includes('article 7, paragraphe 3, du RGPD')).toBe(consent);
    // « RGPD » is defined before it is used, and cited in one style only.
    expect(gdpr.indexOf('(ci-après « RGPD »)')).toBeLessThan(gdpr.indexOf('du RGPD)'));
    expect(gdpr).not.toMatch(/art\.|RGPD art|du RGPD,/);
  });

  it('the copyright-only notice: contract basis, duration plus limitation period, rights, CNIL', () => {
    const text = textOf();
    expect(text).toContain(
      "base légale : l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) et, pour la conservation des pièces comptables, le respect d'une obligation légale (article 6, paragraphe 1, c, du RGPD) ;",
    );
    expect(text).toContain(
      'durée de conservation : la durée du présent contrat, puis cinq ans à compter de sa fin, durée de la prescription de droit commun (article 2224 du Code civil), pour la preuve des droits des Parties ; les pièces comptables sont conservées dix ans (article L123-22 du Code de commerce) ;',
    );
    expect(text).toContain(
      "droits : le Cédant dispose d'un droit d'accès, de rectification, d'effacement et de limitation du traitement, ainsi que d'un droit à la portabilité des données (articles 15 à 18 et 20 du RGPD) ; la conservation des données d'identification après la fin du contrat, à des fins de preuve, repose sur l'intérêt légitime des Parties (article 6, paragraphe 1, f, du RGPD) et ouvre un droit d'opposition (article 21 du RGPD). Ces droits s'exercent auprès du Cessionnaire à l'adresse suivante : contact@acme.fr.",
    );
    const free = textOf({ type_cession: 'Gratuite' });
    expect(free).toContain(
      "base légale : l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) ;",
    );
    expect(free).not.toContain('pièces comptables');
    expect(textOf({ auteur_type: 'Personne morale', auteur_info: COMPANY })).toContain(
      'droits : les personnes physiques dont les données figurent au présent contrat disposent',
    );
  });

  it('a free image authorisation by the model still grounds the identification data on the contract', () => {
    const text = textOf({ type_contrat: [...TYPES.image], type_cession: 'Gratuite' });
    expect(text).toContain(
      "(article 7, paragraphe 3, du RGPD) ; le retrait met fin à l'autorisation pour l'avenir",
    );
    expect(text).toContain(
      "; pour les données d'identification des Parties, l'exécution du présent contrat (article 6, paragraphe 1, b, du RGPD) ;",
    );
  });
});

describe('H13: the disclaimer is outside the signed deed', () => {
  it.each(ALL.map((s) => [label(s), s] as const))(
    'after the signatures, under its own heading: %s',
    (_n, s) => {
      const doc = build(makeDraft(draftInput(s.type, s.mode, s.author)));
      const start = disclaimerStart(doc.elements);
      expect(doc.elements[start]).toMatchObject({
        id: 'notice-title',
        style: 'ContractSubtitle',
        runs: [{ text: 'Avertissement' }],
      });
      const after = doc.elements.slice(start);
      expect(after.every((el) => el.type === 'paragraph' && el.id.startsWith('notice'))).toBe(true);
      expect(plain({ ...doc, elements: after })).toContain(
        "Il ne remplace pas le conseil d'un avocat",
      );
      expect(plain({ ...doc, elements: after })).toContain(
        "Cette page d'information ne fait pas partie du contrat : elle n'a pas à être signée ni paraphée",
      );
      // A contract signed online is sealed with this page: it cannot be « retirée ».
      expect(plain({ ...doc, elements: after })).not.toContain('retirée avant la signature');
      // Nothing of the notice inside the deed.
      const deed = plain({ ...doc, elements: doc.elements.slice(0, start) });
      expect(deed).not.toContain('modèle de contrat type');
      // never: « Avertissement : ce document est un modèle de contrat type » as a paragraph of the deed.
      expect(plain(doc)).not.toContain('Avertissement : ce document est un modèle de contrat type');
    },
  );

  it('disclaimerStart: the first paragraph after the last signature line; none without signatures', () => {
    const p = (id: string, style: ElementStyle): ContractElement => ({
      id,
      type: 'paragraph',
      style,
      runs: [{ text: id }],
    });
    const spacer: ContractElement = { id: 'sp', type: 'spacer', height: 12 };
    expect(
      disclaimerStart([
        p('a', 'ContractBody'),
        p('s', 'ContractSignature'),
        spacer,
        p('n', 'ContractNotice'),
      ]),
    ).toBe(3);
    expect(disclaimerStart([p('a', 'ContractBody'), p('s', 'ContractSignature'), spacer])).toBe(-1);
    expect(disclaimerStart([p('n', 'ContractNotice')])).toBe(-1);
    expect(disclaimerStart(build(makeDraft({ type_contrat: [] })).elements)).toBe(-1);
  });
});

describe('I: one citation style in the clauses of this issue', () => {
  it.each(ALL.map((s) => [label(s), s] as const))('%s', (_n, s) => {
    const doc = build(
      makeDraft(
        draftInput(s.type, s.mode, s.author, {
          oeuvre_graphique: true,
          original: 'remis',
          gestion_collective: 'ADAGP',
        }),
      ),
    );
    for (const key of [
      'a-suite',
      'a-societies',
      'a-delivery',
      'gdpr',
      'general',
      'law',
      'notice',
    ]) {
      const text = section(doc, key);
      // « article L122-8 du CPI », never « art. L122-8 CPI », « C. civ. » or « RGPD art. 13 ».
      expect(text).not.toMatch(/\bart\.|\d CPI\b|C\. ?civ|RGPD art/);
    }
  });
});
