import type { Ctx } from '../context';
import type { Block, Para, Part } from '../model';
import { article, p, ref, sub } from '../model';
import type { MinorParty } from './minor-party';
import { PART_ONE, holdersPayee, minorFor, minorParties, titularies } from './minor-party';
import { actsAlone, alone, holdersOf } from './parental-authority';
import {
  childImageNoModellingParas,
  childModelParas,
  under16Image,
  under16Model,
} from './minor-model';

/** The child signs too from thirteen: the age from which the Labour Code asks for their written opinion. */
export const childSignsAt = (minorAge: number | null): boolean =>
  minorAge !== null && minorAge >= 13;
export const childSigns = (ctx: Ctx): boolean => childSignsAt(ctx.minorAge);

// Copyright: the parents act as legal administrators of the child's property (C. civ. 382).
// Image: they protect the child's image in common (372-1), publishing it not being a usual act.
const AUTEUR_GROUND =
  "en leur qualité d'administrateurs légaux de ses biens (article 382 du Code civil)";
const IMAGE_GROUND =
  "en ce qu'ils protègent en commun le droit à l'image de leur enfant, dont la diffusion n'est pas un acte " +
  "usuel de l'autorité parentale (article 372-1 du Code civil)";

function jointGrounds(m: MinorParty): string {
  if (m.auteur && m.image)
    return ` : pour la première partie, ${AUTEUR_GROUND} ; pour la deuxième partie, ${IMAGE_GROUND}`;
  return `, ${m.auteur ? AUTEUR_GROUND : IMAGE_GROUND}`;
}

function soleGrounds(m: MinorParty, admin: string): string {
  const auteur = `en qualité d'${admin} de ses biens (article 382 du Code civil)`;
  const image =
    'à qui il appartient de consentir à la diffusion de son image (articles 9 et 372-1 du Code civil)';
  if (m.auteur && m.image)
    return ` : pour la première partie, ${auteur} ; pour la deuxième partie, ${image}`;
  return `, ${m.auteur ? auteur : image}`;
}

/**
 * Who concludes for the minor (legal review B3 v2, D9): both holders of parental authority, each of
 * whom signs, or the one who exercises it alone and vouches for that situation.
 */
function representationParas(ctx: Ctx, m: MinorParty): Para[] {
  const opening = `${m.who} étant mineur à la date de signature, ${m.scope.le} est ${m.scope.concluded} pour son compte par`;
  const [sole] = holdersOf(m.person);
  if (!actsAlone(m.person) || !sole) {
    return [
      p(
        `${opening} les deux titulaires de l'autorité parentale${jointGrounds(m)}. Chacun d'eux ${m.scope.it} signe.`,
      ),
    ];
  }
  const admin = sole.gender === 'f' ? 'administratrice légale' : 'administrateur légal';
  const grantee = m.auteur ? ctx.a.grantee : ctx.img.grantee;
  return [
    p(
      `${opening} ${sole.name}, qui exerce ${alone(sole)} l'autorité parentale${soleGrounds(m, admin)}, et qui ${m.scope.it} signe.`,
    ),
    p(
      `${sole.name} certifie exercer ${alone(sole)} l'autorité parentale (décision de justice, décès de l'autre parent ou ` +
        `filiation établie à l'égard d'un seul parent) et s'engage à en justifier sur simple demande ${grantee.du}.`,
    ),
  ];
}

/** The child is involved according to maturity (C. civ. 371-1; for the image, 372-1), and signs from 13. */
function involvedPara(m: MinorParty): Para {
  const basis = m.image ? 'articles 371-1 et 372-1 du Code civil' : 'article 371-1 du Code civil';
  return p(
    `${m.who} a été associé à cette décision selon son âge et son degré de maturité (${basis})` +
      (childSignsAt(m.age) ? ` ; il signe également ${m.scope.le}.` : '.'),
  );
}

function paymentParas(ctx: Ctx, m: MinorParty): Para[] {
  if (!ctx.paid) return [];
  // The copyright price of a minor who is also the model goes to the administrators; the image pay may be split.
  const split = under16Model(ctx, m);
  if (split && !m.auteur) return [];
  const scope = split ? PART_ONE : m.scope;
  return [
    p(
      `Les sommes dues ${m.short.au} au titre ${scope.du} sont versées ${holdersPayee(m)}, et non sur un compte ` +
        `désigné par ${m.short.le} ; cette stipulation prévaut sur toute autre stipulation du présent contrat relative au paiement.`,
    ),
  ];
}

/**
 * Erasure of data collected during minority (legal review H2). RGPD art. 17.1.f and loi 78-17
 * art. 51 concern information society services offered to children (art. 8), not a shoot: the
 * sentence cites art. 17 alone, the child's age at collection weighing in the request (recital 65).
 */
function erasurePara(ctx: Ctx, m: MinorParty): Para {
  const grantee = m.image ? ctx.img.grantee : ctx.a.grantee;
  return p(
    `Les données à caractère personnel ${m.short.du}${m.image ? ', dont les Images,' : ''} étant collectées pendant sa ` +
      "minorité, il peut en demander l'effacement (article 17 du RGPD), le fait qu'elles aient été collectées alors " +
      "qu'il était enfant étant pris en compte : il peut exercer ce droit lui-même, y compris après sa " +
      `majorité ; ${grantee.le} y donne suite dans les meilleurs délais et, à défaut de réponse dans le mois de la ` +
      "demande, la Commission nationale de l'informatique et des libertés peut être saisie.",
  );
}

function minorParas(ctx: Ctx, m: MinorParty): Block[] {
  return [
    ...representationParas(ctx, m),
    involvedPara(m),
    ...(under16Model(ctx, m) ? childModelParas(ctx, m) : []),
    ...(under16Image(m) && !under16Model(ctx, m) ? childImageNoModellingParas(ctx) : []),
    ...paymentParas(ctx, m),
    erasurePara(ctx, m),
  ];
}

/**
 * A person born less than 18 years before the signature date (legal review B3 v2, A7 v2, D9, H2):
 * who concludes for them, the child's involvement, the L7124-1 condition for a model under 16,
 * where the pay goes and the reinforced erasure right. Three parties: one sub-article per minor.
 */
export function minors(ctx: Ctx): Block[] {
  const list = minorParties(ctx);
  const [first, second] = list;
  if (!first) return [];
  if (!second) return [article('minor', 'Mineur', ...minorParas(ctx, first))];
  return [
    article(
      'minor',
      'Mineurs',
      sub('minor-author', `${first.short.noun} mineur`, ...minorParas(ctx, first)),
      sub('minor-model', `${second.short.noun} mineur`, ...minorParas(ctx, second)),
    ),
  ];
}

/**
 * What follows « par virement » in a price clause when the grantor of `part` is a minor, else
 * null (legal review B3 v2, H2): the pay of a minor never goes to an account « désigné par le
 * Modèle ». remuneration.ts calls it: « Elle est payable …, par virement » + minorPayee(…).
 */
export function minorPayee(ctx: Ctx, part: 'auteur' | 'image'): Part[] | null {
  const m = minorFor(ctx, part);
  if (!m) return null;
  if (part === 'image' && under16Model(ctx, m)) {
    return [
      `selon la répartition prévue à l'article `,
      ref('minor'),
      ` entre la Caisse des dépôts et consignations et ${titularies(m)}`,
    ];
  }
  return [`${holdersPayee(m)}, conformément à l'article `, ref('minor')];
}
