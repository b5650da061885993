import type { Ctx, Term } from '../context';
import type { Block, Para } from '../model';
import { article, p, when } from '../model';

/** The child signs too from thirteen: the age from which the Labour Code asks for their written opinion. */
export const childSignsAt = (minorAge: number | null): boolean => minorAge !== null && minorAge >= 13;
export const childSigns = (ctx: Ctx): boolean => childSignsAt(ctx.minorAge);

// Image: publishing a child's image is not a usual act (372-1); copyright: the parents act as
// legal administrators of the child's property (382); a combined contract needs both grounds.
const IMAGE_GROUND =
  "la diffusion de l'image d'un mineur ne constituant pas un acte usuel de l'autorité parentale (article 372-1 du Code civil)";
const AUTEUR_GROUND = 'administrateurs légaux de ses biens (article 382 du Code civil)';

/** Paid posing under 16 (C. trav. L7124-1 s.): prefect or licensed agency, child's opinion, Caisse des dépôts. */
const UNDER_16_PAID = p(
  "L'engagement rémunéré d'un enfant de moins de seize ans comme mannequin est subordonné à l'autorisation " +
    "individuelle préalable du préfet ou à l'intervention d'une agence de mannequins titulaire de la licence " +
    "requise, à l'avis écrit de l'enfant s'il est âgé de treize ans ou plus, et au versement d'une partie de " +
    "sa rémunération à la Caisse des dépôts et consignations, qui la conserve jusqu'à sa majorité " +
    '(articles L7124-1 et suivants du Code du travail).',
);

const involved = (who: Term, age: number, signed: string): Para =>
  p(
    `${who.Le} a été associé à cette décision selon son âge et son degré de maturité (article 371-1 du Code civil)` +
      (childSignsAt(age) ? ` ; il signe également ${signed}.` : '.'),
  );

/**
 * Three parties (LEGAL.md C): each minor is represented for the part they sign only, the author
 * for the copyright part (382), the model for the image part (372-1, and L7124-1 when paid).
 */
function threePartyMinors(ctx: Ctx, authorAge: number | null, modelAge: number | null): Para[] {
  const author =
    authorAge === null
      ? []
      : [
          p(
            `${ctx.a.grantor.Le} étant mineur à la date de signature, la première partie du présent contrat est conclue ` +
              `pour son compte par les deux titulaires de l'autorité parentale, en leur qualité d'${AUTEUR_GROUND}. ` +
              "Chacun d'eux la signe.",
          ),
          involved(ctx.a.grantor, authorAge, 'la première partie'),
        ];
  const model =
    modelAge === null
      ? []
      : [
          p(
            `${ctx.img.grantor.Le} étant mineur à la date de signature, la deuxième partie du présent contrat est conclue ` +
              `pour son compte par les deux titulaires de l'autorité parentale, ${IMAGE_GROUND}. Chacun d'eux la signe.`,
          ),
          involved(ctx.img.grantor, modelAge, 'la deuxième partie'),
          ...when(ctx.paid && modelAge < 16 && UNDER_16_PAID),
        ];
  return [...author, ...model];
}

/**
 * A person born less than 18 years before the signature date (LEGAL.md B3, D9): both holders of
 * parental authority sign, publishing a child's image not being a usual act (C. civ. 372-1); the
 * child is involved according to maturity (371-1); paid posing under 16 (C. trav. L7124-1 s.).
 */
export function minors(ctx: Ctx): Block[] {
  if (ctx.model) {
    if (ctx.minorAge === null && ctx.modelMinorAge === null) return [];
    const both = ctx.minorAge !== null && ctx.modelMinorAge !== null;
    return [
      article('minor', both ? 'Mineurs' : 'Mineur', ...threePartyMinors(ctx, ctx.minorAge, ctx.modelMinorAge)),
    ];
  }
  if (ctx.minorAge === null) return [];
  const who = ctx.hasImage ? ctx.img.grantor : ctx.a.grantor;
  const act = ctx.combined
    ? `pour la première partie, en leur qualité d'${AUTEUR_GROUND} ; pour la deuxième partie, ${IMAGE_GROUND}`
    : ctx.hasImage
      ? IMAGE_GROUND
      : AUTEUR_GROUND;
  const under16Paid = ctx.hasImage && ctx.paid && ctx.minorAge < 16;
  return [
    article(
      'minor',
      'Mineur',
      p(
        `${who.Le} étant mineur à la date de signature, le présent contrat est conclu par les deux titulaires de ` +
          `l'autorité parentale${ctx.combined ? ' :' : ','} ${act}. Chacun d'eux le signe.`,
      ),
      involved(who, ctx.minorAge, 'le présent contrat'),
      ...when(under16Paid && UNDER_16_PAID),
    ),
  ];
}
