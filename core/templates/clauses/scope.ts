import type { Support, Territory } from '@core/answers/draft';
import { numberInWords } from '@core/document/typography';
import { effectiveCopyrightDuration, effectiveImageYears } from '@core/rules/defaults';
import type { Ctx, Term } from '../context';
import { deBefore, destinationRun, fullStopAfter, yearsText } from '../context';
import type { Block } from '../model';
import { article, li, p, ref, sub, v, when } from '../model';
import { SUPPORT_LABELS, hasSupport, printsCopies, supportKeys } from './supports';
import { archiveSub, transferSub } from './transfer';
import { toBeCreated } from './work-identification';

export { SUPPORT_LABELS } from './supports';

export const TERRITORY_TEXT: Record<Territory, string> = {
  monde_entier: 'le monde entier',
  union_europeenne: "le territoire des États membres de l'Union européenne",
  france: 'le territoire de la France, métropolitaine et ultramarine',
};

/** What the part is about: the work (copyright) or the images (art. 9 C. civ.). */
type PartSpec = {
  prefix: 'a' | 'i';
  grantor: Term;
  grantee: Term;
  /** « l'Œuvre » or « les Images ». */
  subject: string;
  /** « la cession » or « l'autorisation ». */
  grant: string;
  /** The duration sentence, with its start date. */
  duration: string;
  /** Fixed term: renewable only in writing, and what happens at its end. */
  fixedTerm: boolean;
  /**
   * Who must agree in writing to widen or renew this part: its own two parties; named when a
   * distinct model makes three Parties, since the author is no party to the image part and the
   * model none to the copyright part (legal review C).
   */
  agreeing: { all: string; both: string };
};

function supportsSub(ctx: Ctx, s: PartSpec): Block {
  const items = supportKeys(ctx).map((k) => SUPPORT_LABELS[k](s.grantee));
  return sub(
    `${s.prefix}-supports`,
    'Supports',
    p("L'exploitation n'est autorisée que sur les supports suivants (ci-après « les Supports ») :"),
    // No support ticked: a blank the readiness check asks to fill, never an invented channel.
    ...(items.length === 0
      ? [li(v(''), '.')]
      : items.map((label, n) => li(`${label}${n === items.length - 1 ? '.' : ' ;'}`))),
    p(
      `Toute exploitation sur un autre support requiert un accord écrit préalable ${s.agreeing.all}.`,
    ),
  );
}

function destinationSub(ctx: Ctx, s: PartSpec): Block {
  const destination = destinationRun(ctx, s.grantee);
  return sub(
    `${s.prefix}-destination`,
    'Destination',
    p(
      s.prefix === 'i'
        ? 'Les Images ne peuvent être utilisées que pour la destination suivante (ci-après « la Destination ») : '
        : "L'Œuvre ne peut être exploitée que pour la destination suivante (ci-après « la Destination ») : ",
      destination,
      fullStopAfter(destination),
    ),
  );
}

function territorySub(ctx: Ctx, s: PartSpec): Block {
  const restricted = ctx.draft.territoire !== 'monde_entier';
  return sub(
    `${s.prefix}-territory`,
    'Territoire',
    p(
      `L'exploitation est autorisée pour ${TERRITORY_TEXT[ctx.draft.territoire]} (ci-après « le Territoire »).`,
    ),
    ...when(
      restricted &&
        p(
          `Les Parties reconnaissent que la diffusion sur Internet rend ${s.subject} accessible${s.prefix === 'i' ? 's' : ''} depuis ` +
            "d'autres pays ; cette accessibilité, qui n'est pas recherchée, ne constitue pas une exploitation hors du Territoire.",
        ),
    ),
  );
}

/**
 * Days the grantee has, at the end of a fixed term, to withdraw the work or the images from the
 * supports it controls: the rights register's end-of-term checklist reads the same number.
 */
export const END_OF_TERM_WITHDRAWAL_DAYS = 30;

/** What the grantee need not undo at the end: printed copies only where copies are printed. */
const notUndone = (ctx: Ctx): string =>
  printsCopies(ctx)
    ? " ; il n'est tenu ni de rappeler les exemplaires imprimés déjà distribués, ni de supprimer les reprises faites par des tiers sans son intervention."
    : " ; il n'est pas tenu de supprimer les reprises faites par des tiers sans son intervention.";

function durationSub(ctx: Ctx, s: PartSpec): Block {
  return sub(
    `${s.prefix}-duration`,
    'Durée',
    p(`${s.duration} (ci-après « la Durée »).`),
    ...when(
      s.fixedTerm &&
        p(
          `La Durée ne peut être prolongée que par un écrit signé ${s.agreeing.both} ; à défaut, ${s.grant} prend fin à son terme, sans tacite reconduction.`,
        ),
      s.fixedTerm &&
        p(
          `À la fin de la Durée, ${s.grantee.le} cesse toute nouvelle diffusion et retire ${s.subject}, dans un délai de ${numberInWords(END_OF_TERM_WITHDRAWAL_DAYS)} jours, ` +
            'des Supports dont il a la maîtrise, publications antérieures comprises' +
            notUndone(ctx),
        ),
    ),
  );
}

/**
 * Platform terms (Discord, social networks) require a licence from whoever posts (legal review A).
 * Examples named from the ticked supports only (LEGAL J1): a contract without Discord never
 * mentions it. The clause itself stays (hosting providers are third-party services too; other
 * articles refer to it).
 */
const PLATFORM_EXAMPLES: [Support, string][] = [
  ['serveur_discord', 'Discord'],
  ['reseaux_sociaux', 'réseaux sociaux'],
  ['plateformes_video', 'plateformes de partage de vidéos'],
  ['plateformes_tierces', 'plateformes de diffusion ou de vente'],
  ['applications_mobiles', "magasins d'applications"],
  ['publicites_en_ligne', 'régies publicitaires'],
];

function platformsSub(ctx: Ctx, s: PartSpec): Block {
  const examples = PLATFORM_EXAMPLES.filter(([k]) => hasSupport(ctx, k)).map(([, name]) => name);
  return sub(
    `${s.prefix}-platforms`,
    'Services de tiers',
    p(
      `Lorsque la diffusion sur les Supports passe par des services édités par des tiers${examples.length > 0 ? ` (${examples.join(', ')})` : ''}, ` +
        `${s.grantee.le} peut consentir aux exploitants de ces services les autorisations non exclusives que leurs conditions ` +
        `d'utilisation exigent pour héberger, reproduire et afficher ${s.subject}, dans la stricte mesure nécessaire à cette diffusion. ` +
        // Told, not consented: an informed grantor must not read as one who granted more (L131-3).
        `${s.grantor.Le} est informé que ces conditions, qui s'imposent ${s.grantee.au}, peuvent stipuler au profit de ces ` +
        'exploitants des droits plus étendus ; cette information ne vaut pas autorisation de leur consentir des droits ' +
        "allant au-delà de l'hébergement, de la reproduction et de l'affichage ainsi définis.",
    ),
  );
}

/** Supports, destination, territory and duration: L131-3 for the work, art. 9 limits for the image (A2, A4, B1, E). */
export function scope(ctx: Ctx, part: 'a' | 'i'): Block[] {
  const image = part === 'i';
  const copyright = effectiveCopyrightDuration(ctx.draft);
  const years = image
    ? effectiveImageYears(ctx.draft)
    : copyright.kind === 'years'
      ? copyright.years
      : null;
  // A work still to be created: its grant runs from delivery (LEGAL J4), the image part from signature.
  const start =
    !image && toBeCreated(ctx)
      ? "à compter de la livraison de l'Œuvre"
      : 'à compter de la signature du présent contrat';
  const s: PartSpec = {
    prefix: part,
    grantor: image ? ctx.img.grantor : ctx.a.grantor,
    grantee: image ? ctx.img.grantee : ctx.a.grantee,
    subject: image ? 'les Images' : "l'Œuvre",
    grant: image || !ctx.paid ? "l'autorisation" : ctx.licence ? 'la licence' : 'la cession',
    duration:
      years === null
        ? `${ctx.licence ? 'La licence est consentie' : 'Les droits sont cédés'} pour toute la durée de la protection légale des droits d'auteur (article L123-1 du CPI), y compris prolongations, ${start}`
        : `${image ? "L'autorisation est consentie" : ctx.assigns ? 'Les droits sont cédés' : ctx.licence && ctx.paid ? 'La licence est consentie' : "L'autorisation est consentie"} pour une durée ${deBefore(numberInWords(years))}${yearsText(years, numberInWords)} ${start}`,
    fixedTerm: years !== null,
    agreeing: { all: 'des Parties', both: 'des deux Parties' },
  };
  if (ctx.model) {
    const named = `${s.grantor.du} et ${s.grantee.du}`;
    s.agreeing = { all: named, both: named };
  }
  const title = image
    ? "Conditions d'utilisation des Images"
    : ctx.paid
      ? `Étendue de la ${ctx.licence ? 'licence' : 'cession'}`
      : "Étendue de l'autorisation";
  return [
    article(
      `${part}-scope`,
      title,
      supportsSub(ctx, s),
      destinationSub(ctx, s),
      territorySub(ctx, s),
      durationSub(ctx, s),
      platformsSub(ctx, s),
      transferSub(ctx, s),
      archiveSub(s),
    ),
  ];
}

/** Reference helper for clauses that point at the scope article. */
export const scopeRef = (part: 'a' | 'i') => ref(`${part}-scope`);
