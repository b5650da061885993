import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, li, p } from '../model';

/**
 * Three parties (LEGAL.md C): the author does not answer for the model's consent, which the
 * second part obtains directly; the author warrants only the consents of any other person.
 */
function modelConsent(ctx: Ctx): string {
  const { grantor, grantee } = ctx.img;
  const named = ctx.a.grantee.noun === grantee.noun ? '' : `, dénommé ${grantee.le} dans cette partie`;
  return (
    ` ; l'autorisation ${grantor.du} est recueillie par la deuxième partie du présent contrat, conclue ` +
    `directement entre ${grantor.le} et ${ctx.a.grantee.le}${named}`
  );
}

/**
 * Author's warranties (LEGAL.md A « Sound clauses »): originality, ownership, co-authors (A9),
 * no third-party claims incl. image rights of people shown, peaceful enjoyment. A company
 * warrants its chain of title (A9, D8): prior written assignment, collective work or employees' software.
 */
export function warranties(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const rightsWord = ctx.paid ? 'cédés' : 'concédés';
  const ownership = ctx.company
    ? li(
        "qu'il est titulaire des droits patrimoniaux sur l'Œuvre, soit en vertu d'une cession écrite consentie par " +
          "chacun de ses auteurs dans les formes des articles L131-2 et L131-3 du CPI, soit parce que l'Œuvre est une " +
          'œuvre collective créée à son initiative et divulguée sous son nom (articles L113-2 et L113-5 du CPI), soit, ' +
          "s'agissant d'un logiciel, parce qu'elle a été créée par ses salariés dans l'exercice de leurs fonctions " +
          '(article L113-9 du CPI), un contrat de travail ou de prestation ne suffisant pas, à lui seul, à lui transmettre ' +
          `ces droits (article L111-1 du CPI) ; il en justifie à première demande ${grantee.du} ;`,
      )
    : li(
        "qu'il est l'auteur de l'Œuvre, que celle-ci est originale et qu'il est titulaire des droits qu'il consent ; " +
          "si l'Œuvre a été créée avec d'autres auteurs, chacun d'eux doit également signer le présent contrat ;",
      );
  return [
    article(
      'a-warranties',
      'Garanties',
      p(`${grantor.Le} garantit ${grantee.au} :`),
      ownership,
      li("qu'il n'a consenti sur l'Œuvre aucun droit incompatible avec le présent contrat ;"),
      li(
        "que l'Œuvre n'emprunte aucun élément à une autre œuvre sans autorisation et que les personnes " +
          `reconnaissables qui y figurent${ctx.model ? `, autres que ${ctx.img.grantor.le},` : ''} ont consenti par écrit ` +
          "à l'exploitation de leur image dans les conditions du présent contrat" +
          (ctx.model ? `${modelConsent(ctx)} ;` : ' ;'),
      ),
      li("que l'Œuvre ne porte atteinte à aucun droit de tiers."),
      p(
        `${grantor.Le} garantit en conséquence ${grantee.au} la jouissance paisible des droits ${rightsWord} contre ` +
          "tout trouble, revendication ou éviction de la part de tiers fondé sur l'Œuvre.",
      ),
    ),
  ];
}
