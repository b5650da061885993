/**
 * legal review v2, scope of the grants: supports (D12, I), « téléchargement » (I), exclusivity
 * (D16, D17), sub-licensing and transfer (H6), archived copy (H7), matching scope of a combined
 * contract (C v2). Each test fails on the v1 text and quotes what must never come back.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_EXCLUSIVITY_MESSAGE, SUPPORTS } from '../answers/draft';
import { draftSchema } from '../schemas/draft';
import { BIRTH, COMPANY, PERSON, TYPES, articleNo, textOf } from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined], remuneration_image: '300' };
const free = { type_cession: 'Gratuite' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const partOf = (text: string, from: string, to: string) =>
  text.slice(text.indexOf(from), text.indexOf(to));

describe('supports (legal review D12, I v2)', () => {
  // LEGAL J1 replaces « le cas échéant »: the website and Discord are answers, printed only when ticked.
  it('the website and Discord are printed as ticked answers, never « le cas échéant »', () => {
    for (const input of [{}, free, image, combined, { ...image, ...company }]) {
      const text = textOf(input);
      expect(text).not.toContain('le cas échéant, le site internet');
      expect(text).not.toContain("leur mention n'atteste pas leur existence");
      expect(text).toMatch(
        /– le site internet édité par le (Cessionnaire|Bénéficiaire) ou pour son compte ;/,
      );
    }
  });
  it('press, outdoor advertising, television and packaging are worded as real media', () => {
    const text = textOf({ supports: ['presse', 'affichage', 'television', 'emballages'] });
    expect(text).toContain(
      'les annonces, insertions publicitaires et publireportages du Cessionnaire publiés dans des journaux et magazines, imprimés ou en ligne ;',
    );
    expect(text).toContain(
      "l'affichage publicitaire pour le compte du Cessionnaire sur la voie publique, dans les transports et dans les lieux ouverts au public (affiches, panneaux, mobilier urbain, écrans numériques) ;",
    );
    expect(text).toContain(
      'les messages publicitaires et de parrainage du Cessionnaire diffusés par des services de télévision, y compris en télévision de rattrapage ;',
    );
    expect(text).toContain(
      'les emballages, étiquettes, conditionnements et notices des produits commercialisés par le Cessionnaire.',
    );
  });
  it('printed matter covers posters only inside the grantee’s premises (public posters are « affichage »)', () => {
    const text = textOf({ supports: ['supports_imprimes'] });
    expect(text).not.toContain('(brochures, affiches, dépliants, cartes)');
    expect(text).toContain('affiches apposées dans ses propres locaux');
  });
  it('never « tous supports », whatever is ticked', () => {
    for (const type of Object.values(TYPES))
      for (const supports of [[], [...SUPPORTS]])
        expect(
          textOf({ type_contrat: [...type], supports, remuneration_image: '300' }),
        ).not.toMatch(/tous (les )?supports/i);
  });
  it('printing is a means of reproduction for press, outdoor advertising, packaging and printed matter only', () => {
    const means = (supports: string[]) =>
      /par les procédés nécessaires à cette fixation \(([^)]*)\)/.exec(textOf({ supports }))![1];
    expect(means([])).toBe(
      'numérisation, enregistrement et stockage sur serveur, téléversement sur les Supports',
    );
    expect(means(['reseaux_sociaux', 'television'])).not.toContain('impression');
    for (const s of ['presse', 'affichage', 'emballages', 'supports_imprimes'])
      expect(means([s]), s).toContain('impression');
    expect(means(['television'])).toContain('incorporation dans des messages audiovisuels');
  });
  it('television is « télédiffusion » and posters a public presentation; the audiovisual adaptation stays excluded', () => {
    const text = textOf({ supports: ['television', 'affichage'] });
    expect(text).toContain(
      'par mise en ligne, diffusion ou transmission sur les réseaux de communications électroniques, par télédiffusion ou par présentation publique des affiches et écrans dans les lieux mentionnés aux Supports (article L122-2 du CPI).',
    );
    expect(text).toContain("son adaptation audiovisuelle n'est pas concédée");
    expect(textOf()).not.toContain('télédiffusion');
  });
  it('every support that reaches the public in a room or a street has its way of representation', () => {
    const ways = (supports: string[]) => {
      const text = textOf({ supports });
      return partOf(text, 'Le droit de représentation est', '(article L122-2 du CPI)');
    };
    expect(ways(['expositions_concours'])).toContain(
      'par présentation publique lors des expositions, festivals et concours mentionnés aux Supports',
    );
    expect(ways(['cinema'])).toContain('par projection publique en salles de cinéma');
    expect(ways(['enseignes_vehicules'])).toContain(
      'par présentation publique des enseignes, vitrines et véhicules mentionnés aux Supports',
    );
    expect(ways(['site_internet'])).not.toMatch(/présentation publique|projection/);
  });
  it('an exhibition prints the work; a cinema spot inserts it in a message, its adaptation excluded', () => {
    const exhibition = textOf({ supports: ['expositions_concours'] });
    expect(exhibition).toContain('tirage sur papier ou tout autre support');
    const cinema = textOf({ supports: ['cinema'] });
    expect(cinema).toContain('incorporation dans des messages audiovisuels');
    expect(cinema).toContain(
      "Au cinéma, l'Œuvre est insérée dans les messages mentionnés aux Supports",
    );
    expect(textOf({ supports: ['cinema', 'television'] })).toContain(
      "À la télévision et au cinéma, l'Œuvre est insérée",
    );
  });
});

describe('« téléchargement » (legal review I v2)', () => {
  it('says the grantee uploads; public download is refused unless the distribution right is granted', () => {
    const text = textOf();
    expect(text).not.toContain('enregistrement et stockage sur serveur, téléchargement');
    expect(text).toContain(
      "Le téléversement s'entend de la seule mise en ligne de l'Œuvre par le Cessionnaire ou ses prestataires. Il n'emporte pas le droit de proposer au public le téléchargement de l'Œuvre",
    );
    expect(textOf({ droits_cedes: ['distribution'] })).toMatch(
      /La remise au public de fichiers de l'Œuvre qu'il peut télécharger et conserver relève du droit de distribution défini à l'article 2\.\d\./,
    );
    expect(textOf(free)).toContain(
      "Il n'emporte pas le droit de proposer au public le téléchargement",
    );
  });
});

describe('exclusivity (legal review D16, D17 v2)', () => {
  it('is defined by mode of exploitation and type of medium, whoever operates the channel', () => {
    const text = textOf({
      exclusivite: true,
      supports: ['site_internet', 'serveur_discord', 'presse', 'affichage'],
    });
    // v1 bound only « les supports faisant l'objet de la présente cession », i.e. the assignee's own channels.
    expect(text).not.toContain(
      "selon les modes et sur les supports faisant l'objet de la présente cession",
    );
    expect(text).toContain(
      "L'exclusivité se définit par les modes d'exploitation cédés à l'article 2 et par les types de supports suivants, quel que soit celui qui exploite le support ou le canal de diffusion :",
    );
    expect(text).toContain('– les sites internet ;');
    expect(text).toContain('– la presse écrite, imprimée ou en ligne ;');
    expect(text).toContain(
      "– l'affichage sur la voie publique, dans les transports et dans les lieux ouverts au public.",
    );
    // Bounded by the Destination and what competes with it: article
    // 1's « tout droit non mentionné demeure réservé » keeps its meaning.
    expect(text).toContain(
      "le Cédant s'interdit d'exploiter lui-même l'Œuvre selon ces modes sur ces types de supports, et d'autoriser quiconque à le faire, pour la Destination comme pour toute destination qui lui ferait concurrence, notamment la communication, la promotion ou l'identification d'un tiers, y compris sur des sites, comptes, publications ou espaces exploités par des tiers : l'exclusivité ne se limite pas aux supports du Cessionnaire.",
    );
    expect(text).toContain(
      'ainsi que les exploitations qui ne concurrencent pas la Destination, demeurent à sa libre disposition.',
    );
    expect(text).not.toContain("L'exclusivité s'entend sous réserve");
  });
  it('reserves the licences a collecting society grants, which are no breach of the author', () => {
    const text = textOf({ exclusivite: true, gestion_collective: 'SACEM' });
    const societies = articleNo(text, 'Gestion collective');
    expect(text).toContain(
      `L'exclusivité s'entend sous réserve des autorisations que délivre l'organisme de gestion collective mentionné à l'article ${societies} au titre des droits dont la gestion lui a été apportée ou confiée : elles ne constituent pas un manquement du Cédant.`,
    );
  });
  it('non-exclusive grants leave the author free on media of the same type', () => {
    expect(textOf()).toContain('y compris selon les mêmes modes et sur des supports de même type.');
    expect(textOf(free)).toContain("L'autorisation est consentie à titre non exclusif");
  });
  it('a combined contract says the image part is non-exclusive and that part 1’s exclusivity is the work’s only', () => {
    const text = textOf({ ...combined, exclusivite: true });
    const part2 = partOf(text, 'Deuxième partie', 'Troisième partie');
    expect(part2).toContain(
      "L'autorisation est consentie à titre non exclusif : le Modèle reste libre de disposer de son image",
    );
    expect(part2).toContain(
      "L'exclusivité stipulée à l'article 4 ne porte que sur l'Œuvre, au titre des droits d'auteur, et ne s'étend pas à l'image.",
    );
    expect(partOf(textOf(combined), 'Deuxième partie', 'Troisième partie')).not.toContain(
      "L'exclusivité stipulée",
    );
  });
  it('image-only exclusivity is refused by the schema, with the reason', () => {
    const result = draftSchema.safeParse({
      auteur_type: 'Personne physique',
      type_contrat: [...TYPES.image],
      type_cession: 'Onéreuse',
      exclusivite: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(IMAGE_EXCLUSIVITY_MESSAGE);
    expect(textOf(image)).toContain(
      "L'autorisation est consentie à titre non exclusif : le Modèle reste libre",
    );
  });
});

describe('sub-licensing and transfer (legal review H6 v2)', () => {
  it('without `sous_licence`: technical providers only, within the same limits; no transfer without consent', () => {
    for (const input of [{}, free, image, combined]) {
      const text = textOf(input);
      expect(text).not.toContain(
        'ne peut ni la céder ni en faire bénéficier un tiers, sous réserve des autorisations techniques',
      );
      expect(text).toMatch(
        /peut confier à des prestataires agissant pour son compte et sur ses instructions \(hébergeurs, imprimeurs, routeurs, régies publicitaires, diffuseurs\)/,
      );
      expect(text).toContain('y compris une société de son groupe, son agence ou son partenaire');
      // LEGAL J6: a paid assignment passes with the business or within the group (transfer-with-business.test.ts).
      if (input === free || input === image || input === combined)
        expect(text).toMatch(
          /ne peut transmettre à un tiers sa qualité de partie au présent contrat sans l'accord préalable et écrit du (Cédant|Concédant|Modèle) \(article 1216 du Code civil\)/,
        );
    }
  });
  it('with `sous_licence`: also group companies and the agencies it mandates (never undefined « partenaires »), same limits, the grantee liable', () => {
    for (const input of [{}, image, combined]) {
      const text = textOf({ ...input, sous_licence: true });
      expect(text).not.toContain('y compris une société de son groupe');
      expect(text).toContain(
        "(article L233-3 du Code de commerce) et les agences qu'il mandate pour sa propre communication à exploiter",
      );
      expect(text).not.toContain('ses partenaires');
      expect(text).toContain(
        'dans les mêmes limites de Supports, de Destination, de Territoire et de Durée',
      );
      expect(text).toMatch(
        /demeure responsable envers le (Cédant|Modèle) du respect du présent contrat par ces tiers comme de son propre fait/,
      );
    }
  });
  it('the image object points at the providers and sub-licence clause', () => {
    expect(textOf(image)).toMatch(
      /nul autre ne peut utiliser les Images, en dehors des tiers mentionnés aux articles 2\.5 et 2\.6, dans les mêmes limites\./,
    );
  });
});

describe('archived copy (legal review H7 v2)', () => {
  it('one archived copy after the end, for proof and claims only, never exploited; RGPD 17.3.e for the images', () => {
    const text = textOf(combined);
    expect(text).toContain(
      "À la fin de la cession, pour quelque cause que ce soit, le Cessionnaire peut conserver un seul exemplaire archivé de l'Œuvre",
    );
    expect(text).toContain(
      "À la fin de l'autorisation, pour quelque cause que ce soit, le Bénéficiaire peut conserver un seul exemplaire archivé des Images",
    );
    expect(text).toContain(
      "ne fait l'objet d'aucune exploitation ni communication au public, hors sa production en justice.",
    );
    expect(text).toContain('(article 17, paragraphe 3, e, du RGPD)');
    expect(textOf()).not.toContain('article 17, paragraphe 3');
  });
});

describe('combined contract: the two grants match in scope (legal review C v2)', () => {
  it('uses of the work depicting the model are limited to what the image part authorises', () => {
    const text = textOf(combined);
    expect(text).toMatch(
      /Les utilisations de l'Œuvre en tant qu'elle représente le Modèle sont limitées à celles qu'autorise la deuxième partie : mêmes Supports, même Destination et même Territoire, tels que les définit l'article \d+, dans le respect des utilisations exclues et des retouches permises par les articles \d+ et \d+\./,
    );
    expect(text).toContain("l'une et l'autre en vigueur");
  });
  it('sale, rental and lending granted in part 1 do not reach the depicting work; adaptation only as retouching', () => {
    const text = textOf({
      ...combined,
      droits_cedes: ['distribution', 'adaptation', 'pret', 'location'],
    });
    expect(text).toContain(
      "En particulier, l'Œuvre, en tant qu'elle représente le Modèle, ne peut faire l'objet d'aucune vente d'exemplaires, d'aucune location ni d'aucun prêt, sauf nouvelle autorisation écrite donnée au titre de l'article 9 du Code civil.",
    );
    expect(text).toMatch(
      /Le droit d'adaptation défini à l'article 2\.\d ne s'exerce sur l'Œuvre en tant qu'elle représente le Modèle que dans la limite des retouches permises par l'article \d+\./,
    );
    expect(textOf({ ...combined, droits_cedes: ['location'] })).toContain(
      "ne peut faire l'objet d'aucune location, sauf",
    );
    expect(textOf(combined)).not.toContain('En particulier, l');
  });
  it('names the depicted persons for a company author, and the distinct model', () => {
    expect(textOf({ ...combined, ...company })).toContain(
      "Les utilisations de l'Œuvre en tant qu'elle représente des personnes figurant sur les Images sont limitées",
    );
    const distinct = textOf({
      ...combined,
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit' },
    });
    expect(distinct).toContain(
      "Les utilisations de l'Œuvre en tant qu'elle représente le Modèle sont limitées",
    );
  });
});

describe('one citation style (legal review I v2)', () => {
  it('the droit de suite reserve cites « article L122-8 du CPI », never « art. L122-8 CPI »', () => {
    for (const input of [
      { droits_cedes: ['suite'], oeuvre_graphique: true, original: 'conserve' },
      { ...company, oeuvre_graphique: true, original: 'conserve' },
      { ...free, oeuvre_graphique: true, original: 'conserve' },
    ]) {
      const text = textOf(input);
      expect(text).not.toContain('art. L122-8 CPI');
      expect(text).toContain('droit de suite (article L122-8 du CPI), inaliénable');
    }
  });
  it('no « art. … CPI » abbreviation anywhere in the scope and image clauses', () => {
    for (const type of Object.values(TYPES))
      expect(
        textOf({
          type_contrat: [...type],
          supports: [...SUPPORTS],
          image_video: true,
          oeuvre_graphique: true,
          remuneration_image: '300',
        }),
      ).not.toMatch(/\bart\. L\d/);
  });
});

describe('every branch carries the v2 scope and image clauses once per part', () => {
  const authors = {
    adult: { auteur_info: PERSON },
    age17: { auteur_info: { ...PERSON, date_naissance: BIRTH.age17 } },
    age14: { auteur_info: { ...PERSON, date_naissance: BIRTH.age14 } },
    age10: { auteur_info: { ...PERSON, date_naissance: BIRTH.age10 } },
    company,
  } as const;
  const cases = (['auteur', 'image', 'combined'] as const).flatMap((type) =>
    (['Gratuite', 'Onéreuse'] as const).flatMap((mode) =>
      (Object.keys(authors) as (keyof typeof authors)[]).flatMap((author) =>
        [false, true].map((model) => ({ type, mode, author, model })),
      ),
    ),
  );
  it.each(cases)('%o', ({ type, mode, author, model }) => {
    const text = textOf({
      type_contrat: [...TYPES[type]],
      type_cession: mode,
      remuneration_image: '300',
      ...authors[author],
      ...(model
        ? {
            modele_distinct: true,
            modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit', date_naissance: BIRTH.age14 },
          }
        : {}),
    });
    const hasImage = type !== 'auteur';
    const parts = type === 'combined' ? 2 : 1;
    const count = (s: string) => text.split(s).length - 1;
    expect(count('Prestataires, sous-licences et transmission')).toBe(parts);
    expect(count('. Archivage')).toBe(parts);
    expect(count('le site internet édité par')).toBe(parts);
    expect(text).not.toContain('Date et lieu des prises de vues');
    expect(text).not.toMatch(/tous (les )?supports/i);
    expect(text.includes("RETRAIT DE L'AUTORISATION")).toBe(hasImage);
    expect(text.includes("L'autorisation est consentie à titre non exclusif : ")).toBe(
      hasImage || mode === 'Gratuite',
    );
    // The photographer's copyright note survives in a combined contract (another photo's author).
    expect(text.includes("DROITS D'AUTEUR SUR LES IMAGES")).toBe(hasImage);
    expect(text.includes("Les utilisations de l'Œuvre en tant qu'elle représente")).toBe(
      type === 'combined',
    );
    expect(text.includes('(article 17, paragraphe 3, e, du RGPD)')).toBe(hasImage);
    if (type !== 'image') expect(text).toMatch(/le droit au nom : /);
  });
});
