import type { Ctx } from '../context';
import type { Block, Para } from '../model';
import { article, i, li, p, ref, sub, v } from '../model';
import { addressText, signatoryName } from './identity';
import { cnil } from './gdpr-common';

/**
 * A consumer assignee (LEGAL J9): a natural person buying, for personal use, from an author who
 * acts professionally. The consumer code then governs what the contract tells them before they
 * sign (L111-1, L221-5), their withdrawal right or the exception that applies (L221-18, L221-28),
 * the mediator (L612-1, L616-1); no amicable step is imposed (R212-2 10°), no court is chosen
 * (CPC 48, R631-3), no yearly statement is owed for a private use, the household exemption of the
 * RGPD (art. 2(2)(c)) applies to the consumer, and proof is never turned against them (R212-1 12°).
 */

const CONSO = 'du Code de la consommation';

/** The author as the withdrawal form addresses them: name and postal address. */
function authorAddress(ctx: Ctx): string {
  if (ctx.companyInfo) return `${v(ctx.companyInfo.nom).text}, ${addressText(ctx.companyInfo)}`;
  if (ctx.physical) return `${signatoryName('person', ctx.physical)}, ${addressText(ctx.physical)}`;
  return v('').text;
}

/** The information the contract itself gives before signature (L111-1, L221-5). */
function information(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  return sub(
    'a-consumer-information',
    'Information précontractuelle',
    p(
      `${grantee.Le} agit en qualité de consommateur, à des fins qui n'entrent pas dans le cadre de son activité ` +
        `professionnelle ; ${grantor.le} agit dans le cadre de son activité professionnelle (article liminaire ${CONSO}).`,
    ),
    p(
      `Le présent contrat, remis ${grantee.au} avant sa signature, lui communique les informations prévues aux ` +
        `articles L111-1 et L221-5 ${CONSO} : les caractéristiques essentielles de l'Œuvre et des droits (articles `,
      ref('a-object'),
      ' et ',
      ref('a-rights'),
      '), leur prix toutes taxes comprises et ses modalités de paiement (article ',
      ref('a-remuneration'),
      `), l'identité et les coordonnées ${grantor.du} (en tête du présent contrat), les conditions du droit de ` +
        'rétractation et le médiateur de la consommation (présent article). Il bénéficie en outre des garanties ' +
        `légales de conformité dues par le professionnel (articles L217-3 et suivants ${CONSO} pour un bien, ` +
        `L224-25-12 et suivants pour un contenu numérique).`,
    ),
  );
}

/** The withdrawal right and its form, or the exception of L221-28 the consumer's answer names. */
function withdrawal(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  const choice = ctx.draft.retractation;
  if (choice === 'oeuvre_personnalisee')
    return sub(
      'a-consumer-withdrawal',
      'Absence de droit de rétractation',
      p(
        `L'Œuvre étant réalisée selon les spécifications ${grantee.du} et nettement personnalisée, le droit de ` +
          `rétractation ne peut pas être exercé (article L221-28, 3°, ${CONSO}) ; ${grantee.le} en est informé ` +
          'avant de signer.',
      ),
    );
  if (choice === 'livraison_immediate')
    return sub(
      'a-consumer-withdrawal',
      'Fourniture immédiate et renonciation au droit de rétractation',
      p(
        `${grantee.Le} demande expressément que ${grantor.le} lui fournisse l'Œuvre sous forme numérique avant ` +
          `l'expiration du délai de rétractation de quatorze jours prévu à l'article L221-18 ${CONSO}, et ` +
          "reconnaît qu'il perd ce droit dès que la fourniture a commencé avec son accord (article L221-28, 13°, " +
          `${CONSO}). ${grantor.Le} lui confirme cet accord et cette renonciation sur un support durable ` +
          '(article L221-13 du même code).',
      ),
    );
  return sub(
    'a-consumer-withdrawal',
    'Droit de rétractation',
    p(
      `Lorsque le présent contrat est conclu à distance ou hors établissement, ${grantee.le} dispose d'un délai de ` +
        'quatorze jours à compter de sa conclusion pour se rétracter, sans avoir à motiver sa décision ni à ' +
        `supporter d'autres coûts que ceux prévus par la loi (article L221-18 ${CONSO}) ; pour l'original d'une ` +
        "œuvre remis en mains propres ou livré, le délai court de sa réception. Faute d'avoir été informé de ce " +
        'droit, le délai serait prolongé de douze mois (article L221-20 du même code).',
    ),
    p(
      `${grantee.Le} exerce ce droit en adressant ${grantor.au}, avant l'expiration du délai, le formulaire ` +
        'ci-dessous ou toute autre déclaration dénuée d’ambiguïté exprimant sa volonté de se rétracter (article ' +
        `L221-21). ${grantor.Le} rembourse la totalité des sommes reçues au plus tard quatorze jours après avoir ` +
        `été informé de cette décision (article L221-24) ; ${grantee.le} cesse alors toute utilisation de l'Œuvre ` +
        'et en supprime les fichiers reçus.',
    ),
    p(i('Formulaire de rétractation (à compléter et renvoyer uniquement pour se rétracter)')),
    li(`À l'attention de ${authorAddress(ctx)} :`),
    li(
      "Je vous notifie par la présente ma rétractation du contrat portant sur l'Œuvre décrite à l'article ",
      ref('a-object'),
      ', conclu le ____.',
    ),
    li('Nom et adresse du consommateur : ____'),
    li('Signature du consommateur (uniquement en cas de notification sur papier) : ____'),
    li('Date : ____'),
  );
}

/** The consumer mediator the author has designated (L612-1, L616-1). */
function mediation(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  return sub(
    'a-consumer-mediation',
    'Médiation de la consommation',
    p(
      `En cas de litige, ${grantee.le} peut recourir gratuitement au médiateur de la consommation dont relève ` +
        `${grantor.le} : `,
      v(ctx.draft.mediateur_consommation),
      ` (articles L612-1 et L616-1 ${CONSO}), après avoir tenté de résoudre le litige directement auprès ` +
        `${grantor.du} par une réclamation écrite (article L612-2 du même code). Ce recours est facultatif.`,
    ),
  );
}

/** The consumer's article: information, withdrawal, mediator — for a contract with a price. */
export function consumerTerms(ctx: Ctx): Block[] {
  if (!ctx.consumer || !ctx.paid) return [];
  return [
    article(
      'a-consumer',
      'Dispositions propres au consommateur',
      information(ctx),
      withdrawal(ctx),
      mediation(ctx),
    ),
  ];
}

/**
 * No yearly statement for a private use (LEGAL J9): L131-5-1 reports receipts per mode of
 * exploitation, and a consumer exploits nothing.
 */
export function consumerUse(ctx: Ctx): Block {
  const { grantor, grantee } = ctx.a;
  return article(
    'a-private-use',
    `Information ${grantor.du}`,
    p(
      `${grantee.Le} acquiert les droits pour son usage personnel et n'exploite pas l'Œuvre à des fins ` +
        "lucratives : n'en tirant aucun revenu, il n'est tenu d'aucun état annuel des revenus d'exploitation " +
        `(article L131-5-1 du CPI). Il informe ${grantor.le}, sur sa demande écrite, de l'utilisation qu'il fait ` +
        "de l'Œuvre.",
    ),
  );
}

/**
 * Law and courts for a consumer: the amicable step is offered, never imposed (R212-2 10°), no
 * court is chosen (CPC 48), the consumer may sue where they lived (R631-3), and the choice of
 * French law keeps the protection of the law of their residence (Rome I, art. 6).
 */
export function consumerLawAndCourts(ctx: Ctx, urgent: Para): Block[] {
  const { grantee } = ctx.a;
  return [
    article(
      'law',
      'Loi applicable et litiges',
      p(
        'Le présent contrat est soumis au droit français. Ce choix ne prive pas ' +
          `${grantee.le} de la protection que lui assurent les dispositions impératives de la loi du pays de sa ` +
          'résidence habituelle (article 6 du règlement (CE) n° 593/2008 du 17 juin 2008, dit « Rome I »).',
      ),
      p(
        'Les Parties peuvent rechercher une solution amiable à tout différend, sans que cette démarche soit un ' +
          'préalable obligatoire à la saisine du juge' +
          (ctx.paid ? ", notamment par la médiation prévue à l'article " : '.'),
        ...(ctx.paid ? [ref('a-consumer-mediation'), '.'] : []),
      ),
      p(
        `${grantee.Le} peut saisir, à son choix, l'une des juridictions territorialement compétentes en vertu du ` +
          'Code de procédure civile ou la juridiction du lieu où il demeurait au moment de la conclusion du contrat ' +
          `(article R631-3 ${CONSO}). Le présent contrat ne désigne aucune juridiction (article 48 du Code de ` +
          'procédure civile).',
      ),
      urgent,
    ),
  ];
}

/**
 * The consumer's proof is never reversed (R212-1 12°): the evidence agreement only sets a
 * rebuttable presumption between the parties.
 */
export const consumerProof = (ctx: Ctx): Para =>
  p(
    `Cette convention ne prive pas ${ctx.a.grantee.le}, consommateur, du droit de rapporter la preuve contraire ` +
      `par tout moyen et ne met à sa charge aucune preuve qui incomberait ${ctx.a.grantor.au} (article R212-1, ` +
      `12°, ${CONSO}).`,
  );

/**
 * Personal data with a consumer assignee: a household's processing is outside the RGPD
 * (art. 2(2)(c)), so the controller of the consumer's data is the author, who informs them (art. 13).
 */
export function consumerDataNotice(ctx: Ctx): Block[] {
  const { grantor, grantee } = ctx.a;
  return [
    article(
      'gdpr',
      'Données personnelles',
      p(
        `${grantee.Le}, personne physique agissant à des fins strictement personnelles, n'est pas responsable de ` +
          'traitement des données figurant au présent contrat : le règlement (UE) 2016/679 du 27 avril 2016 (ci-après ' +
          "« RGPD ») ne s'applique pas au traitement qu'il en fait dans le cadre d'une activité personnelle ou " +
          `domestique (article 2, paragraphe 2, c, du RGPD). Il conserve les données ${grantor.du} pour la seule ` +
          'preuve de ses droits.',
      ),
      p(
        `${grantor.Le} traite, en qualité de responsable de traitement, les données d'identification et les ` +
          `coordonnées ${grantee.du}, dans les conditions suivantes, dont celui-ci est informé conformément à ` +
          "l'article 13 du RGPD :",
      ),
      li(
        "finalités et base légale : la conclusion, l'exécution et la preuve du présent contrat (article 6, " +
          'paragraphe 1, b, du RGPD)' +
          (ctx.paid
            ? " et, pour les pièces comptables, le respect d'une obligation légale (article 6, paragraphe 1, c) ;"
            : ' ;'),
      ),
      li(
        `destinataires : ${grantor.le}, ses prestataires techniques et, le cas échéant, les administrations ` +
          'auxquelles la loi impose de les communiquer ;',
      ),
      li(
        'durée de conservation : la durée du présent contrat, puis cinq ans à compter de sa fin (article 2224 du ' +
          `Code civil)${ctx.paid ? ', et les pièces comptables pendant les durées légales' : ''} ;`,
      ),
      li(
        `droits : ${grantee.le} dispose d'un droit d'accès, de rectification, d'effacement et de limitation du ` +
          "traitement, ainsi que d'un droit à la portabilité des données (articles 15 à 18 et 20 du RGPD), qu'il " +
          `exerce auprès ${grantor.du} à l'adresse indiquée en tête du présent contrat.`,
      ),
      cnil(),
    ),
  ];
}
