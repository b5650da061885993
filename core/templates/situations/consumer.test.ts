/**
 * Consumer assignee (LEGAL J9; docs/legal-review.md section J): a natural person buying for
 * personal use gets pre-contract information, the withdrawal right and its form or the exception
 * they asked for, the mediator they named; no imposed amicable step, no jurisdiction clause, no
 * yearly statement, no controller role, no proof turned against them. Over the real builder.
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
    ],
    forbids: [
      IMPOSED_AMICABLE,
      YEARLY,
      'Leur traitement est placé sous la responsabilité du Cessionnaire',
    ],
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
    forbids: [INFO, WITHDRAWAL, MEDIATOR, IMPOSED_AMICABLE, 'médiation prévue'],
  },
  {
    name: 'a natural-person assignee who is not a consumer: the professional contract',
    input: { entreprise_info: ASSIGNEE_PERSON },
    needs: [IMPOSED_AMICABLE, YEARLY, 'juridictions françaises compétentes'],
    forbids: [INFO, WITHDRAWAL, MEDIATOR, NO_CONTROLLER, PROOF, COURT_CHOICE],
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
