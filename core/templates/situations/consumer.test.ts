/**
 * Consumer assignee (LEGAL J9; docs/legal-review.md section J): a natural person buying for
 * personal use gets pre-contract information, the withdrawal right and its form or the exception
 * they asked for, the mediator they named; no imposed amicable step, no jurisdiction clause, no
 * yearly statement, no controller role, no proof turned against them. Nothing that assumes a
 * business is printed about them: no group, agency or advertising network, no transfer with a
 * business (J6), no diffuseur's social contributions. Over the real builder.
 */
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_PERSON, FORBIDDEN, textOf } from '../test-drafts';

const consumer = {
  entreprise_info: ASSIGNEE_PERSON,
  cessionnaire_consommateur: true,
  mediateur_consommation: 'CM2C, www.cm2c.net',
};
const INFO = 'les informations prévues aux articles L111-1 et L221-5 du Code de la consommation';
const WITHDRAWAL = "d'un délai de quatorze jours à compter de sa conclusion pour se rétracter";
const FORM = 'Formulaire de rétractation';
const MEDIATOR = 'médiateur de la consommation dont relève le Cédant : CM2C, www.cm2c.net';
const COURT_CHOICE = 'la juridiction du lieu où il demeurait au moment de la conclusion du contrat';
const IMPOSED_AMICABLE = "À défaut d'accord dans un délai de trente jours";
const NO_STEP = 'sans que cette démarche soit un préalable obligatoire à la saisine du juge';
const YEARLY = 'au moins une fois par an';
const NO_CONTROLLER = "n'est pas responsable de traitement";
const HOUSEHOLD = 'article 2, paragraphe 2, c, du RGPD';
const PROOF = 'ne met à sa charge aucune preuve qui incomberait';
const PRIVATE_DESTINATION =
  "l'usage personnel et familial du Cessionnaire, à l'exclusion de toute exploitation commerciale";
// What a private person does with the rights, and what only a business does (J6, H11).
const PRIVATE_PROVIDERS = '(hébergeurs, imprimeurs, services de tirage)';
const KEPT_RIGHTS =
  "Le Cessionnaire, qui acquiert les droits pour son usage personnel, ne peut les transmettre à un tiers, ensemble ou avec le présent contrat, sans l'accord préalable et écrit du Cédant (article 1216 du Code civil).";
const NO_THIRD_PARTY = 'ne peut autoriser aucun tiers à exploiter';
const NOT_DIFFUSEUR =
  "n'a pas la qualité de diffuseur au sens de l'article L382-4 du Code de la sécurité sociale : il n'acquitte aucune contribution et ne précompte aucune cotisation";
const SELF_DECLARED = 'il déclare lui-même la rémunération perçue';
// Whatever the due date, nothing is paid within seven days of an off-premises contract (L221-10).
const OFF_PREMISES =
  "Lorsque le présent contrat est conclu hors établissement, aucun paiement n'est exigible avant l'expiration d'un délai de sept jours à compter de sa conclusion (article L221-10 du Code de la consommation).";
const BUSINESS = [
  "sociétés qu'il contrôle",
  'fonds de commerce',
  "branche d'activité",
  'L233-3',
  'régies publicitaires',
  'routeurs',
  'une société de son groupe, son agence ou son partenaire',
  "agences qu'il mandate",
  "s'il a la qualité de diffuseur",
  'précompte, le cas échéant',
];

const rows = [
  {
    name: 'a paid assignment to a consumer who keeps the withdrawal right',
    input: consumer,
    needs: [
      INFO,
      WITHDRAWAL,
      'article L221-18 du Code de la consommation',
      'prolongé de douze mois (article L221-20',
      FORM,
      MEDIATOR,
      'articles L612-1 et L616-1',
      NO_STEP,
      COURT_CHOICE,
      'Le présent contrat ne désigne aucune juridiction (article 48 du Code de procédure civile)',
      "il n'est tenu d'aucun état annuel",
      NO_CONTROLLER,
      HOUSEHOLD,
      'Le Cédant traite, en qualité de responsable de traitement',
      PROOF,
      PRIVATE_DESTINATION,
      PRIVATE_PROVIDERS,
      NO_THIRD_PARTY,
      KEPT_RIGHTS,
      NOT_DIFFUSEUR,
      SELF_DECLARED,
      OFF_PREMISES,
    ],
    forbids: [
      IMPOSED_AMICABLE,
      YEARLY,
      'Leur traitement est placé sous la responsabilité du Cessionnaire',
      ...BUSINESS,
    ],
  },
  {
    name: 'a consumer who may let others use the work: third parties within the same limits, no group nor agency',
    input: { ...consumer, sous_licence: true },
    needs: [
      "peut en outre autoriser par écrit des tiers à utiliser l'Œuvre, dans les mêmes limites de Supports, de Destination",
      KEPT_RIGHTS,
    ],
    forbids: BUSINESS,
  },
  {
    name: 'a consumer buying from a member of a collective society: no « exploitant » declaring uses',
    input: { ...consumer, gestion_collective: 'ADAGP' },
    needs: [
      "Les redevances que l'organisme demanderait pour une utilisation de l'Œuvre par le Cessionnaire s'ajoutent à la rémunération prévue au présent contrat",
    ],
    forbids: [...BUSINESS, "en sa qualité d'exploitant"],
  },
  {
    name: 'a logo bought exclusively by a consumer: no titles passed on with a business',
    input: { ...consumer, nature_oeuvre: 'logo', exclusivite: true },
    needs: ['à titre de marque et de dessin ou modèle', KEPT_RIGHTS],
    forbids: BUSINESS,
  },
  {
    name: 'a commissioned work made to the consumer’s specifications: the L221-28 3° exception',
    input: {
      ...consumer,
      retractation: 'oeuvre_personnalisee',
      oeuvre_a_creer: true,
      livraison_date: '2027-01-15',
    },
    needs: ['article L221-28, 3°', 'le droit de rétractation ne peut pas être exercé', MEDIATOR],
    forbids: [WITHDRAWAL, FORM],
  },
  {
    name: 'files delivered at the consumer’s express request: the L221-28 13° exception',
    input: { ...consumer, retractation: 'livraison_immediate' },
    needs: ['demande expressément', 'article L221-28, 13°', 'article L221-13'],
    forbids: [WITHDRAWAL, FORM],
  },
  {
    name: 'a free grant to a consumer: no sale, so no withdrawal nor mediator, but the same courts and data',
    input: { ...consumer, type_cession: 'Gratuite', remuneration: '' },
    needs: [NO_STEP, COURT_CHOICE, NO_CONTROLLER, PROOF],
    forbids: [
      INFO,
      WITHDRAWAL,
      MEDIATOR,
      OFF_PREMISES,
      IMPOSED_AMICABLE,
      'médiation prévue',
      ...BUSINESS,
    ],
  },
  {
    name: 'a natural-person assignee who is not a consumer: the professional contract',
    input: { entreprise_info: ASSIGNEE_PERSON },
    needs: [
      IMPOSED_AMICABLE,
      YEARLY,
      'juridictions françaises compétentes',
      "ainsi qu'aux sociétés qu'il contrôle",
      "s'il a la qualité de diffuseur",
    ],
    forbids: [
      INFO,
      WITHDRAWAL,
      MEDIATOR,
      OFF_PREMISES,
      NO_CONTROLLER,
      PROOF,
      COURT_CHOICE,
      KEPT_RIGHTS,
      NOT_DIFFUSEUR,
    ],
  },
];

describe('consumer assignee (LEGAL J9)', () => {
  it.each(rows)('$name', ({ input, needs, forbids }) => {
    const text = textOf(input);
    for (const sentence of needs) expect(text).toContain(sentence);
    for (const sentence of forbids) expect(text).not.toContain(sentence);
    for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  });
});
