import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, b, group, isBlank, p, ref, v, when } from '../model';
import { identificationLines, toBeCreated, workScopeSentence } from './work-identification';
import { agree, genderOf, personCivility } from './identity';
import { lumpSumRecital } from './lump-sum';
import { freeMotive } from './supports';

/**
 * The recitals: why the parties contract and, for a paid assignment, why the price is a lump
 * sum (legal review A5, L131-4 al. 2; lump-sum.ts); for a free one, the gratuité and its motive,
 * without calling the credit line its counterpart (A7 v2: the name is owed by law, L121-1).
 */
export function preamble(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const m = ctx.img;
  const auteur = ctx.hasAuteur
    ? when(
        ctx.company
          ? p(
              `${grantor.Le} est titulaire des droits patrimoniaux d'auteur sur l'œuvre décrite à l'article `,
              ref('a-object'),
              '.',
            )
          : toBeCreated(ctx)
            ? p(
                `${grantee.Le} a commandé ${grantor.au} la création de l'œuvre décrite à l'article `,
                ref('a-object'),
                // Named, not « il »: the pronoun would read as the grantee, the sentence's subject.
                ctx.coauthors.length > 0
                  ? `, dont les personnes formant ${grantor.le} seront les coauteurs.`
                  : `, dont ${grantor.le} sera l’auteur.`,
              )
            : ctx.coauthors.length > 0
              ? p(
                  `Les personnes formant ${grantor.le} sont les coauteurs de l'œuvre décrite à l'article `,
                  ref('a-object'),
                  '.',
                )
              : p(
                  `${grantor.Le} est l'auteur de l'œuvre décrite à l'article `,
                  ref('a-object'),
                  '.',
                ),
        p(
          // The supports are named in the scope article only, as answered (LEGAL J1).
          `${grantee.Le} souhaite exploiter cette œuvre sur les supports définis au présent contrat, pour la ` +
            "destination précisée à l'article ",
          ref('a-destination'),
          '.',
        ),
        ctx.paid && lumpSumRecital(ctx),
        !ctx.paid &&
          p(
            `${grantor.Le} a accepté d'en autoriser l'exploitation à titre gratuit, de manière non exclusive et ` +
              `pour une durée limitée, ${freeMotive(ctx, grantee)} ; la mention ` +
              // « Due en tout état de cause » contradicted an anonymous Work (article « Droit moral »):
              // the name is the author's to demand, not owed to the public.
              "du nom de l'auteur, que celui-ci peut exiger à tout moment au titre du droit moral, n'est pas la contrepartie " +
              'de cette autorisation.',
          ),
      )
    : [];
  const image = ctx.hasImage
    ? [
        ctx.combined
          ? p(
              `${m.grantee.Le} souhaite également utiliser, pour la même destination, des images représentant ` +
                (ctx.imgCompany
                  ? `des personnes dont ${m.grantor.le} a recueilli l'autorisation écrite.`
                  : ctx.model
                    ? `${m.grantor.le}, qui n'est pas l'auteur de cette œuvre et ${modelConsent(ctx)}`
                    : `${m.grantor.le}.`),
            )
          : p(
              `${m.grantee.Le} souhaite utiliser des images représentant ` +
                (ctx.imgCompany
                  ? `des personnes dont ${m.grantor.le} a recueilli l'autorisation écrite`
                  : m.grantor.le) +
                ", pour la destination précisée à l'article ",
              ref('i-destination'),
              '.',
            ),
        p(
          'Chacun ayant droit au respect de sa vie privée et de son image (article 9 du Code civil), les Parties ' +
            'ont arrêté par écrit les conditions de cette utilisation.',
        ),
      ]
    : [];
  const closing = ctx.hasAuteur
    ? p(
        'Les Parties ont en conséquence convenu de ce qui suit, dans le respect des articles L131-1 et suivants ' +
          (ctx.paid ? 'du CPI' : 'du Code de la propriété intellectuelle (ci-après « CPI »)') +
          (ctx.hasImage ? " et de l'article 9 du Code civil." : '.'),
      )
    : p('Les Parties ont en conséquence convenu de ce qui suit.');
  return [group('preamble', p(b('Préambule')), ...auteur, ...image, closing)];
}

/**
 * The object of the copyright part: one specific work, existing or commissioned and identified by
 * the user's answers (L131-1, legal review A3; LEGAL J4, J5), never future works in general, and
 * whatever is not granted stays with the author (L131-3, L122-7).
 */
export function auteurObject(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const nature =
    ctx.licence && ctx.paid
      ? `la licence non exclusive, consentie par ${grantor.le} ${grantee.au} à titre onéreux et sans transfert de propriété, d'exploiter les droits patrimoniaux d'auteur`
      : ctx.paid
        ? `la cession par ${grantor.le} ${grantee.au}, à titre onéreux et ${ctx.draft.exclusivite ? 'exclusif' : 'non exclusif'}, des droits patrimoniaux d'auteur`
        : `l'autorisation, consentie par ${grantor.le} ${grantee.au} à titre gratuit et non exclusif, d'exercer les droits patrimoniaux d'auteur`;
  return [
    article(
      'a-object',
      'Objet',
      p(
        `Le présent contrat a pour objet ${nature} définis à l'article `,
        ref('a-rights'),
        ", sur l'œuvre suivante (ci-après « l'Œuvre ») :",
      ),
      ...identificationLines(ctx),
      ...when(
        (identificationLines(ctx).length === 0 || !isBlank(ctx.draft.description_oeuvre)) &&
          p(v(ctx.draft.description_oeuvre)),
      ),
      ...workScopeSentence(ctx),
    ),
  ];
}

/**
 * Who consents to a distinct model's images: the model in person when of age; for a child, the
 * holders of parental authority on the child's behalf, the child associated (C. civ. 371-1; legal
 * review B3) — « consent en personne » contradicted the parents' signature a few pages later.
 */
function modelConsent(ctx: Ctx): string {
  if (ctx.modelMinorAge === null || !ctx.model) return 'consent en personne à leur utilisation.';
  const associated = agree('associé', genderOf(personCivility(ctx.model)));
  return (
    "dont les titulaires de l'autorité parentale consentent pour son compte à leur utilisation, après " +
    `l'avoir ${associated} à cette décision.`
  );
}
