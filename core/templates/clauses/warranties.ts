import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, li, p, when } from '../model';
import { auteurUndertakings } from './undertakings';

/**
 * Three parties (legal review C): the author does not answer for the model's consent, which the
 * second part obtains directly; the author warrants only the consents of any other person.
 */
function modelConsent(ctx: Ctx): string {
  const { grantor, grantee } = ctx.img;
  const named =
    ctx.a.grantee.noun === grantee.noun ? '' : `, dénommé ${grantee.le} dans cette partie`;
  return (
    ` ; l'autorisation ${grantor.du} est recueillie par la deuxième partie du présent contrat, conclue ` +
    `directement entre ${grantor.le} et ${ctx.a.grantee.le}${named}`
  );
}

/**
 * A company is not the author (legal review A9, I): the L131-4, L131-5 and L131-5-1 protections
 * belong to the natural-person authors in their own contracts with it, so it warrants that
 * those rights are respected and bears any further sum owed to them, rather than the deed
 * addressing those protections to the company.
 */
const AUTHORS_RIGHTS = li(
  "que les auteurs de l'Œuvre, personnes physiques, ont été rémunérés dans le respect, le cas échéant, des " +
    "articles L131-4 et L131-5 du CPI et reçoivent de lui l'information prévue à l'article L131-5-1 du CPI, " +
    "qu'aucun d'eux ne peut, en vertu des contrats qui les lient à lui, s'opposer aux exploitations prévues au " +
    "présent contrat, et qu'il fait son affaire de toute rémunération complémentaire qui leur serait due du fait " +
    'de ces exploitations ;',
);

/** The cap of a free grant's warranty, in words and figures (legal review A7 v2, H10). */
export const FREE_WARRANTY_CAP = 'cinq cents euros (500\u00a0€)';

/**
 * A free grant caps the author's warranty (legal review A7 v2, H10). Why this cap: the author gets
 * no money, so a cap « to the value of the counterpart » would be zero and empty the warranty,
 * while an unlimited one would expose an unpaid author beyond reason (a donor owes no warranty
 * of eviction save his own act, C. civ. 1628 by analogy for sale). So: direct and proven loss
 * only, never the beneficiary's own misuse, up to a modest fixed sum; and, as the law requires,
 * no cap for fraud or gross fault (C. civ. 1231-3) nor for eviction by the author's own act.
 */
function freeCap(ctx: Ctx): Para {
  const { grantor, grantee } = ctx.a;
  return p(
    `L'autorisation étant consentie à titre gratuit, la garantie ${grantor.du} est limitée à la réparation du ` +
      `préjudice direct et prouvé subi par ${grantee.le} du fait d'une réclamation fondée sur l'inexactitude de ` +
      `l'une des déclarations ci-dessus, dans la limite de ${FREE_WARRANTY_CAP} ; elle ne couvre pas les ` +
      `conséquences d'une exploitation non conforme au présent contrat ou d'une modification de l'Œuvre par ` +
      `${grantee.le}, qui cesse l'exploitation contestée à la première demande ${grantor.du}. Cette limitation ne ` +
      `s'applique ni en cas de dol ou de faute lourde ${grantor.du} (article 1231-3 du Code civil), ni au trouble ` +
      'résultant de son fait personnel.',
  );
}

/**
 * Author's warranties (legal review A « Sound clauses »): originality, ownership, co-authors (A9),
 * no third-party claims incl. image rights of people shown, peaceful enjoyment. A company
 * warrants its chain of title (A9, D8): prior written assignment, collective work or employees'
 * software, and the authors' own rights (I). Capped in a free grant (A7 v2); followed by the
 * grantee's own undertakings (H10, H1: undertakings.ts).
 */
export function warranties(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  const rightsWord = ctx.assigns ? 'cédés' : 'concédés';
  const ownership = ctx.company
    ? li(
        "qu'il est titulaire des droits patrimoniaux sur l'Œuvre, soit en vertu d'une cession écrite consentie par " +
          "chacun de ses auteurs dans les formes des articles L131-2 et L131-3 du CPI, soit parce que l'Œuvre est une " +
          'œuvre collective créée à son initiative et divulguée sous son nom (articles L113-2 et L113-5 du CPI), soit, ' +
          "s'agissant d'un logiciel, parce qu'elle a été créée par ses salariés dans l'exercice de leurs fonctions " +
          '(article L113-9 du CPI), un contrat de travail ou de prestation ne suffisant pas, à lui seul, à lui transmettre ' +
          `ces droits (article L111-1 du CPI) ; il en justifie à première demande ${grantee.du} ;`,
      )
    : ctx.coauthors.length > 0
      ? li(
          "que l'Œuvre, originale, n'a pas d'autres auteurs que les coauteurs désignés en tête du présent contrat, " +
            "et que chacun d'eux est titulaire des droits qu'il consent ;",
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
      ...when(ctx.company && AUTHORS_RIGHTS),
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
      ...when(!ctx.paid && freeCap(ctx)),
    ),
    auteurUndertakings(ctx),
  ];
}
