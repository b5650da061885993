import type { ExtraRight } from '@core/answers/draft';
import type { WorkNature } from '@core/answers/work-answers';
import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p, ref, sub, when } from '../model';
import { hasSupport, printsCopies } from './supports';
import { textMiningSub } from './text-mining';

const GENERIC_ADAPTATIONS = [
  'le recadrage',
  'le redimensionnement et le changement de résolution',
  'le changement de format de fichier',
  "la traduction des éléments textuels de l'Œuvre",
  "l'insertion de l'Œuvre dans une mise en page, aux côtés de textes ou de logos qui ne l'altèrent pas",
];

/** The extra rights that can be granted, in the order of the wizard; « suite » never is (D2). */
export const GRANTABLE_EXTRA_RIGHTS = [
  'distribution',
  'usage',
  'adaptation',
  'pret',
  'location',
] as const;
type Grantable = (typeof GRANTABLE_EXTRA_RIGHTS)[number];

/** The name of each right, as it heads its own clause (legal review A2 « mention distincte »). */
export const RIGHT_NAMES: Record<'reproduction' | 'representation' | Grantable, string> = {
  reproduction: 'Droit de reproduction',
  representation: 'Droit de représentation',
  distribution: 'Droit de distribution',
  usage: "Droit d'usage",
  adaptation: "Droit d'adaptation",
  pret: 'Droit de prêt',
  location: 'Droit de location',
};

/**
 * The means of reproduction follow the ticked supports (legal review D12, I v2): printing for
 * printed matter, press, outdoor advertising and packaging; insertion into a spot for television.
 * « téléversement » names the grantee's own upload (legal review I v2: « téléchargement » was
 * ambiguous); a file the public may download is a copy handed to the public, which only the
 * distribution right allows (L122-3, L122-7 CPI).
 */
function reproduction(ctx: Ctx): Block {
  const means = [
    'numérisation',
    'enregistrement et stockage sur serveur',
    'téléversement sur les Supports',
    ...(printsCopies(ctx) ? ['impression'] : []),
    ...(hasSupport(ctx, 'expositions_concours') ? ['tirage sur papier ou tout autre support'] : []),
    ...(onScreens(ctx) ? ['incorporation dans des messages audiovisuels'] : []),
  ].join(', ');
  const distribution = grantedExtraRights(ctx).includes('distribution');
  return sub(
    'a-right-reproduction',
    RIGHT_NAMES.reproduction,
    p(
      "Le droit de reproduction est le droit de fixer l'Œuvre, en tout ou partie, sur les Supports, par les " +
        `procédés nécessaires à cette fixation (${means}), en autant d'exemplaires que la Destination le requiert ` +
        '(article L122-3 du CPI).',
    ),
    distribution
      ? p(
          `Le téléversement s'entend de la mise en ligne de l'Œuvre par ${ctx.a.grantee.le} ou ses prestataires. ` +
            "La remise au public de fichiers de l'Œuvre qu'il peut télécharger et conserver relève du droit de " +
            "distribution défini à l'article ",
          ref('a-right-distribution'),
          '.',
        )
      : p(
          `Le téléversement s'entend de la seule mise en ligne de l'Œuvre par ${ctx.a.grantee.le} ou ses ` +
            "prestataires. Il n'emporte pas le droit de proposer au public le téléchargement de l'Œuvre sous forme " +
            "de fichier destiné à être conservé, en dehors des copies techniques provisoires qu'implique sa " +
            'consultation en ligne.',
        ),
  );
}

/** Television and cinema carry the work inside audiovisual messages (spots, trailers). */
const onScreens = (ctx: Ctx): boolean => hasSupport(ctx, 'television') || hasSupport(ctx, 'cinema');
const screensPlace = (ctx: Ctx): string =>
  hasSupport(ctx, 'television')
    ? `À la télévision${hasSupport(ctx, 'cinema') ? ' et au cinéma' : ''}`
    : 'Au cinéma';

/**
 * Each ticked support's way of reaching the public, so that the contract, read strictly
 * (L122-7, L131-3 CPI), lets the grantee do what the support is for: television is
 * « télédiffusion » (L122-2 2°); posters, shop signs, exhibitions and cinema screenings are
 * public presentations or projections (L122-2 1°).
 */
function representation(ctx: Ctx): Block {
  const ways = [
    'par mise en ligne, diffusion ou transmission sur les réseaux de communications électroniques',
    ...(hasSupport(ctx, 'television') ? ['par télédiffusion'] : []),
    ...(hasSupport(ctx, 'affichage')
      ? ['par présentation publique des affiches et écrans dans les lieux mentionnés aux Supports']
      : []),
    ...(hasSupport(ctx, 'enseignes_vehicules')
      ? ['par présentation publique des enseignes, vitrines et véhicules mentionnés aux Supports']
      : []),
    ...(hasSupport(ctx, 'presentations_evenementielles')
      ? ['par projection lors de présentations publiques']
      : []),
    ...(hasSupport(ctx, 'expositions_concours')
      ? [
          'par présentation publique lors des expositions, festivals et concours mentionnés aux Supports',
        ]
      : []),
    ...(hasSupport(ctx, 'cinema') ? ['par projection publique en salles de cinéma'] : []),
  ];
  const last = ways.length > 1 ? ` ou ${ways.pop()!}` : '';
  return sub(
    'a-right-representation',
    RIGHT_NAMES.representation,
    p(
      "Le droit de représentation est le droit de communiquer l'Œuvre au public sur les Supports, " +
        `${ways.join(', ')}${last} (article L122-2 du CPI).`,
    ),
    ...when(
      onScreens(ctx) &&
        ctx.draft.nature_oeuvre !== 'audiovisuelle' &&
        p(
          `${screensPlace(ctx)}, l'Œuvre est insérée dans les messages mentionnés aux Supports, dans les seules limites ` +
            'des droits ci-dessus ; son ' +
            "adaptation audiovisuelle n'est pas concédée et relèverait d'un contrat distinct (article L131-3, " +
            'alinéa 3, du CPI).',
        ),
    ),
  );
}

/**
 * What adapting the work means for its kind (LEGAL J3): editing and subtitles for a film,
 * versions and animation for a logo, reframing for a photograph. The generic list (graphic works,
 * texts, a kind not answered) is the one the contract always had.
 */
const ADAPTATIONS: Record<WorkNature | '', string[]> = {
  audiovisuelle: [
    'le montage de versions de durée réduite, extraits et bandes-annonces, à partir des seules images et sons de l’Œuvre',
    'le sous-titrage et le doublage, en toutes langues',
    'le changement de format d’image (notamment vertical ou carré) et de format de fichier',
    'l’ajout de titres, sous-titres, logos et mentions d’habillage qui ne l’altèrent pas',
  ],
  logo: [
    'les déclinaisons de couleurs (monochrome, négatif, fond clair ou foncé) et de proportions',
    'le redimensionnement et le changement de format de fichier',
    'les versions animées, pour les Supports qui diffusent des images animées',
    'les évolutions graphiques qui en conservent les caractéristiques essentielles (modernisation du trait, des couleurs ou de la typographie)',
    'l’association de l’Œuvre à des textes, signatures ou autres éléments de l’identité visuelle du Cessionnaire qui ne l’altèrent pas',
  ],
  photographie: [
    'le recadrage, y compris aux formats carré et vertical des réseaux sociaux',
    'le redimensionnement et le changement de résolution',
    'le changement de format de fichier',
    'les corrections de luminosité, de contraste et de couleur qui ne dénaturent pas l’image',
    'l’insertion de l’Œuvre dans une mise en page, aux côtés de textes ou de logos qui ne l’altèrent pas',
  ],
  illustration: GENERIC_ADAPTATIONS,
  texte: GENERIC_ADAPTATIONS,
  autre: GENERIC_ADAPTATIONS,
  '': GENERIC_ADAPTATIONS,
};

function adaptationList(ctx: Ctx): string[] {
  return ADAPTATIONS[ctx.draft.nature_oeuvre].map((item) =>
    item.replace('du Cessionnaire', ctx.a.grantee.du),
  );
}

/**
 * L131-3 al. 3 keeps the audiovisual adaptation of a work for a separate contract; for a film it
 * is no adaptation at all, and a logo's animated versions are granted above (LEGAL J3).
 */
function audiovisualAdaptationSentence(ctx: Ctx): string {
  if (ctx.draft.nature_oeuvre === 'audiovisuelle')
    return (
      " Le présent droit ne permet ni d'intégrer l'Œuvre dans une autre œuvre audiovisuelle, ni d'en tirer " +
      'une œuvre nouvelle (suite, nouvelle version tournée, adaptation sous une autre forme).'
    );
  if (ctx.draft.nature_oeuvre === 'logo')
    return (
      " En dehors des versions animées prévues ci-dessus, l'adaptation audiovisuelle de l'Œuvre en est exclue ; " +
      "elle relèverait d'un contrat distinct (article L131-3, alinéa 3, du CPI)."
    );
  return (
    " L'adaptation audiovisuelle de l'Œuvre en est exclue ; elle relèverait d'un contrat distinct " +
    '(article L131-3, alinéa 3, du CPI).'
  );
}

/** Each extra right defined precisely: a vague « droit d'utilisation » would read as a general clause. */
function extraRight(ctx: Ctx, right: Grantable): Block {
  const { grantor, grantee } = ctx.a;
  const key = `a-right-${right}`;
  switch (right) {
    case 'distribution':
      return sub(
        key,
        RIGHT_NAMES.distribution,
        p(
          'Le droit de distribution est le droit de mettre à la disposition du public, par remise gratuite ou par ' +
            "vente, les exemplaires de l'Œuvre réalisés en application du droit de reproduction défini à l'article ",
          ref('a-right-reproduction'),
          ', sur les Supports et pour la Destination.',
        ),
      );
    case 'usage':
      return sub(
        key,
        RIGHT_NAMES.usage,
        p(
          `Le droit d'usage est le droit, pour ${grantee.le}, d'intégrer l'Œuvre dans ses propres documents, ` +
            'présentations, maquettes et contenus destinés aux Supports, pour la seule Destination. Il ne confère aucune ' +
            "autre prérogative que celle ainsi définie et n'étend pas la liste des Supports.",
        ),
      );
    case 'adaptation':
      return sub(
        key,
        RIGHT_NAMES.adaptation,
        p(
          `Le droit d'adaptation permet ${grantee.au} d'apporter à l'Œuvre les seules modifications suivantes, ` +
            'nécessaires à son exploitation sur les Supports :',
        ),
        ...adaptationList(ctx).map((item, n, all) =>
          li(`${item}${n === all.length - 1 ? '.' : ' ;'}`),
        ),
        p(
          `Toute autre modification requiert l'accord préalable et écrit ${grantor.du}. Le présent droit n'emporte ` +
            "aucune renonciation au droit au respect de l'Œuvre." +
            audiovisualAdaptationSentence(ctx),
        ),
      );
    case 'pret':
      return sub(
        key,
        RIGHT_NAMES.pret,
        p(
          "Le droit de prêt est le droit de mettre des exemplaires de l'Œuvre à la disposition de tiers, pour un " +
            'usage limité dans le temps et sans avantage économique ou commercial direct ou indirect.',
        ),
      );
    case 'location':
      return sub(
        key,
        RIGHT_NAMES.location,
        p(
          "Le droit de location est le droit de mettre des exemplaires de l'Œuvre à la disposition de tiers, pour " +
            'un usage limité dans le temps et moyennant un avantage économique ou commercial direct ou indirect.',
        ),
      );
  }
}

/** The extra rights actually granted (never the droit de suite, legal review D2). */
export function grantedExtraRights(ctx: Ctx): Grantable[] {
  const chosen = ctx.draft.droits_cedes as ExtraRight[];
  return ctx.paid ? GRANTABLE_EXTRA_RIGHTS.filter((r) => chosen.includes(r)) : [];
}

/**
 * Each right in its own defined sub-article (L131-3 al. 1, L122-7, legal review A2): reproduction
 * and representation always, then each extra right ticked for a paid assignment.
 */
export function rights(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const lead = ctx.assigns
    ? `${grantor.Le} cède ${grantee.au} les droits patrimoniaux désignés ci-dessous`
    : `${grantor.Le} autorise ${grantee.le} à exercer les droits patrimoniaux désignés ci-dessous`;
  return [
    article(
      'a-rights',
      ctx.assigns ? 'Droits cédés' : "Droits dont l'exercice est autorisé",
      p(
        `${lead}, chacun faisant l'objet d'une mention distincte, sur les Supports, pour la Destination, sur le ` +
          "Territoire et pour la Durée définis à l'article ",
        ref('a-scope'),
        " (article L131-3 du CPI). Le droit de reproduction n'emporte pas celui de représentation, ni " +
          "inversement (article L122-7 du CPI). Aucun droit autre que ceux qui sont ainsi énumérés n'est " +
          (ctx.assigns ? 'cédé.' : 'concédé.'),
      ),
      ...when(reproduction(ctx), representation(ctx)),
      ...grantedExtraRights(ctx).map((r) => extraRight(ctx, r)),
      textMiningSub(ctx),
    ),
  ];
}
