import type { Ctx } from '../context';
import type { Block } from '../model';
import { article, p, sub, when } from '../model';
import { consumerProof } from './consumer';

/**
 * « l'autre Partie », or « les autres Parties » when a distinct model makes three (legal review C).
 */
const others = (ctx: Ctx) => (ctx.model ? 'les autres Parties' : "l'autre Partie");

/**
 * Electronic signature and evidence agreement (legal review H9, A1): an electronic writing is proof
 * like paper (C. civ. 1366) when the signature process identifies the signatory (1367); the
 * parties may agree on the proof between them (1356, 1368) — never as an irrebuttable
 * presumption, hence « jusqu'à preuve contraire »; one copy each satisfies 1375 al. 4.
 */
function evidence(ctx: Ctx): Block {
  return sub(
    'general-evidence',
    'Signature électronique et preuve',
    p(
      "Le présent contrat peut être signé sur support papier ou au moyen d'un procédé de signature électronique " +
        "fiable, qui identifie chaque signataire et garantit le lien de sa signature avec l'acte (article 1367 du " +
        "Code civil). L'écrit électronique ainsi signé a la même force probante que l'écrit sur support papier " +
        '(article 1366 du Code civil).',
    ),
    p(
      "Les Parties conviennent que l'exemplaire électronique signé et le dossier de preuve établi par le prestataire " +
        'de signature électronique (identification des signataires, horodatage, empreinte du document) font preuve ' +
        "entre elles, jusqu'à preuve contraire, de leur consentement, du contenu du présent contrat et de la date de " +
        "sa signature (articles 1356 et 1368 du Code civil). En cas de signature électronique, l'exigence d'une " +
        "pluralité d'originaux est satisfaite dès lors que chaque Partie dispose d'un exemplaire sur un support " +
        'durable ou peut y avoir accès (article 1375, alinéa 4, du Code civil).',
    ),
    ...when(ctx.consumer && consumerProof(ctx)),
  );
}

/**
 * One start for every « à compter de la signature » (duration, price, delivery, the L7124-1
 * deadline): signatories may date their blocks on different days.
 */
function effectiveDate(): Block {
  return sub(
    'general-effect',
    "Prise d'effet",
    p(
      'Le présent contrat prend effet à la date de la dernière des signatures qui y sont apposées. Les durées et ' +
        "délais qu'il fait courir à compter de sa signature courent de cette date.",
    ),
  );
}

/** Notices go to the addresses of the preamble; a change of address is notified in writing. */
function notices(ctx: Ctx): Block {
  const minor = ctx.minorAge !== null || ctx.modelMinorAge !== null;
  return sub(
    'general-notices',
    'Notifications',
    p(
      'Les notifications prévues au présent contrat sont faites par écrit, par lettre recommandée avec demande ' +
        "d'avis de réception, par lettre remise contre récépissé ou par courrier électronique dont le destinataire " +
        'accuse réception, aux adresses des Parties indiquées en tête du présent contrat ou, pour le courrier ' +
        "électronique, à l'adresse électronique que le destinataire a communiquée par écrit.",
    ),
    p(
      `Toute Partie qui change d'adresse en informe ${others(ctx)} par écrit dans les mêmes formes ; à défaut, les ` +
        'notifications faites à la dernière adresse connue sont valablement faites.',
    ),
    ...when(
      minor &&
        p(
          // « Chaque titulaire »: one parent may hold authority alone (C. civ. 373-2-1).
          "Les notifications destinées à une Partie mineure sont adressées à chaque titulaire de l'autorité " +
            'parentale qui la représente.',
        ),
    ),
  );
}

/** Entire agreement and written amendments; a commission of the work stays its own contract. */
function entireAgreement(ctx: Ctx): Block {
  return sub(
    'general-entire',
    'Intégralité et modification',
    p(
      "Le présent contrat exprime l'intégralité de l'accord des Parties sur son objet et remplace tout accord ou " +
        'échange antérieur portant sur le même objet' +
        (ctx.hasAuteur
          ? " ; il ne se substitue pas au contrat ou à la commande qui porte, le cas échéant, sur la réalisation de l'Œuvre."
          : '.'),
    ),
    p(
      "Toute modification du présent contrat fait l'objet d'un avenant écrit signé des Parties" +
        // Three parties: the author is bound by the first part only, the model by the second.
        (ctx.model ? ' que les stipulations modifiées engagent.' : '.'),
    ),
  );
}

/** Severability within C. civ. 1184: a void clause falls alone unless it was decisive. */
function severability(): Block {
  return sub(
    'general-severability',
    'Divisibilité',
    p(
      'Si une stipulation du présent contrat est annulée ou jugée inapplicable, elle est réputée non écrite et les ' +
        "autres stipulations conservent leur effet, à moins que la stipulation en cause n'ait été déterminante de " +
        "l'engagement des Parties ou de l'une d'elles (article 1184 du Code civil). Les Parties s'efforcent alors de " +
        "la remplacer, par avenant, par une stipulation valable dont l'effet est aussi proche que possible.",
    ),
  );
}

/** Tolerance is never a waiver: a use beyond the grant stays unauthorised. */
function nonWaiver(): Block {
  return sub(
    'general-waiver',
    'Non-renonciation',
    p(
      "Le fait pour une Partie de ne pas exiger l'exécution d'une obligation, ou de tolérer un manquement ou une " +
        "exploitation non autorisée, ne vaut pas renonciation à s'en prévaloir ultérieurement.",
    ),
  );
}

/** Boilerplate every contract carries (legal review H9). */
export function generalProvisions(ctx: Ctx): Block[] {
  return [
    article(
      'general',
      'Dispositions générales',
      effectiveDate(),
      evidence(ctx),
      notices(ctx),
      entireAgreement(ctx),
      severability(),
      nonWaiver(),
    ),
  ];
}
