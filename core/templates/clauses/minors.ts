import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, when } from '../model';

/** The child signs too from thirteen: the age from which the Labour Code asks for their written opinion. */
export const childSigns = (ctx: Ctx): boolean => ctx.minorAge !== null && ctx.minorAge >= 13;

/**
 * A person born less than 18 years before the signature date (LEGAL.md B3, D9): both holders of
 * parental authority sign, publishing a child's image not being a usual act (C. civ. 372-1); the
 * child is involved according to maturity (371-1); paid posing under 16 (C. trav. L7124-1 s.).
 */
export function minors(ctx: Ctx): Block[] {
  if (ctx.minorAge === null) return [];
  const who = ctx.hasImage ? ctx.img.grantor : ctx.a.grantor;
  // Image: publishing a child's image is not a usual act (372-1); copyright: the parents act as
  // legal administrators of the child's property (382); a combined contract needs both grounds.
  const imageGround =
    "la diffusion de l'image d'un mineur ne constituant pas un acte usuel de l'autorité parentale (article 372-1 du Code civil)";
  const auteurGround = 'administrateurs légaux de ses biens (article 382 du Code civil)';
  const act = ctx.combined
    ? `pour la première partie, en leur qualité d'${auteurGround} ; pour la deuxième partie, ${imageGround}`
    : ctx.hasImage
      ? imageGround
      : auteurGround;
  const under16Paid = ctx.hasImage && ctx.paid && ctx.minorAge < 16;
  return [
    article(
      'minor',
      'Mineur',
      p(
        `${who.Le} étant mineur à la date de signature, le présent contrat est conclu par les deux titulaires de ` +
          `l'autorité parentale${ctx.combined ? ' :' : ','} ${act}. Chacun d'eux le signe.`,
      ),
      p(
        `${who.Le} a été associé à cette décision selon son âge et son degré de maturité (article 371-1 du Code civil)` +
          (childSigns(ctx) ? ' ; il signe également le présent contrat.' : '.'),
      ),
      ...when(
        under16Paid &&
          p(
            "L'engagement rémunéré d'un enfant de moins de seize ans comme mannequin est subordonné à l'autorisation " +
              "individuelle préalable du préfet ou à l'intervention d'une agence de mannequins titulaire de la licence " +
              "requise, à l'avis écrit de l'enfant s'il est âgé de treize ans ou plus, et au versement d'une partie de " +
              "sa rémunération à la Caisse des dépôts et consignations, qui la conserve jusqu'à sa majorité " +
              '(articles L7124-1 et suivants du Code du travail).',
          ),
      ),
    ),
  ];
}
