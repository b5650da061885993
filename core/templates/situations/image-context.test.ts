/**
 * LEGAL J14–J15: the situation of an image authorisation (`contexte_image`) over the real builder.
 * Each row is one situation: the sentences its contract must say, and those it must never say.
 */
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, PERSON, TYPES, articleNo, textOf } from '../test-drafts';

const image = { type_contrat: [...TYPES.image], type_cession: 'Gratuite' };
const exchange = { ...image, contexte_image: 'echange' };
const employee = { ...image, contexte_image: 'salarie' };

type Situation = {
  name: string;
  input: Record<string, unknown>;
  says: string[];
  never: (string | RegExp)[];
};

const SITUATIONS: Situation[] = [
  {
    name: 'an ordinary free image authorisation is unchanged',
    input: image,
    says: [
      "AUTORISATION D'EXPLOITATION DE L'IMAGE À TITRE GRATUIT",
      "L'autorisation étant consentie à titre gratuit, le Modèle peut la retirer à tout moment",
    ],
    never: ['échange de prestations', 'Licence consentie', 'salarié du Bénéficiaire'],
  },
  {
    name: 'an exchange (TFP): two delimited uses and no price',
    input: exchange,
    says: [
      "AUTORISATION D'EXPLOITATION DE L'IMAGE EN ÉCHANGE DE PRESTATIONS",
      'CONTREPARTIE : ÉCHANGE DE PRESTATIONS',
      "Aucune somme d'argent n'est due par l'une ou l'autre des Parties au titre du présent contrat.",
      "le Modèle pose pour les Images et consent l'autorisation prévue au présent contrat ; le Bénéficiaire réalise les prises de vues et consent au Modèle la licence prévue à l'article",
      "reconnaît avoir été informé qu'il pouvait subordonner son autorisation au versement d'une rémunération",
      'LICENCE CONSENTIE AU MODÈLE',
      "Le Bénéficiaire déclare être l'auteur des Images ou tenir de leur auteur, par écrit, le droit d'en autoriser l'usage prévu au présent article.",
      "Le Bénéficiaire autorise le Modèle, à titre non exclusif, pour le Territoire et la Durée définis à l'article",
      'dans le seul but de présenter son propre travail de modèle',
      'le droit de reproduction : les fixer et les copier dans son book ou portfolio',
      'sur son site internet personnel et sur ses comptes personnels de réseaux sociaux',
      'le droit de représentation :',
      'toute vente ou location des Images, toute utilisation publicitaire ou commerciale',
      "le nom de l'auteur des Images sous la forme que le Bénéficiaire lui indique (article L121-1 du Code de la propriété intellectuelle)",
      "L'autorisation reposant sur le seul consentement du Modèle, sans contrepartie financière, celui-ci peut la retirer à tout moment",
      "Cette licence est la contrepartie de la pose déjà accomplie : le retrait de l'autorisation prévu à l'article",
    ],
    never: [
      'à titre gratuit',
      'GRATUITÉ',
      'afin de participer à la communication',
      'salarié du Bénéficiaire',
      'Rémunération',
    ],
  },
  {
    name: "an employee's image: free, revocable without consequence, ending on departure",
    input: { ...employee, supports: ['intranet', 'supports_imprimes'] },
    says: [
      'IMAGE DU SALARIÉ',
      'Le Modèle est salarié du Bénéficiaire.',
      "Son autorisation est libre : elle n'est pas une condition de son emploi, et ni le refus de la donner, ni son étendue, ni son retrait",
      'ne peuvent avoir la moindre conséquence sur son contrat de travail, sa rémunération, son évolution professionnelle ou ses conditions de travail',
      '(article 7, paragraphe 4, du RGPD ; lignes directrices 05/2020 du Comité européen de la protection des données sur le consentement ; article L1121-1 du Code du travail)',
      "L'autorisation prend fin de plein droit, avant le terme de la Durée, le jour où le contrat de travail du Modèle prend fin, quelle qu'en soit la cause.",
      'les exemplaires imprimés déjà réalisés à cette date peuvent encore être distribués pendant six mois, puis ne le sont plus',
      "l'intranet",
      "L'autorisation étant consentie à titre gratuit, le Modèle peut la retirer à tout moment",
    ],
    never: ['échange de prestations', 'Licence consentie'],
  },
  {
    name: 'an employee whose images are only online: no grace period for prints',
    input: { ...employee, supports: ['intranet'] },
    says: [
      'dans le mois qui suit.',
      "le jour où le contrat de travail du Modèle prend fin, quelle qu'en soit la cause",
    ],
    never: ['exemplaires imprimés déjà réalisés à cette date', 'six mois'],
  },
  {
    name: "an employee's image in a combined contract: the image part carries it",
    input: { ...employee, type_contrat: [...TYPES.combined] },
    says: ['IMAGE DU SALARIÉ', 'Le Modèle est salarié du Bénéficiaire.'],
    never: ['échange de prestations'],
  },
  {
    name: 'a distinct model who is the employee',
    input: {
      ...employee,
      type_contrat: [...TYPES.combined],
      modele_distinct: true,
      modele_info: { ...PERSON, prenom: 'Zoé', nom: 'Petit' },
    },
    says: ['Le Modèle est salarié du Bénéficiaire.'],
    never: ['Le Cédant est salarié'],
  },
  {
    name: 'a copyright-only contract ignores a stale context',
    input: { ...employee, type_contrat: [...TYPES.auteur] },
    says: [],
    never: ['salarié du Bénéficiaire', 'IMAGE DU SALARIÉ', 'échange de prestations'],
  },
];

describe('image context (LEGAL J14, J15)', () => {
  it.each(SITUATIONS)('$name', ({ input, says, never }) => {
    const text = textOf(input);
    for (const sentence of says) expect(text).toContain(sentence);
    for (const phrase of [...never, ...FORBIDDEN])
      if (typeof phrase === 'string') expect(text).not.toContain(phrase);
      else expect(text).not.toMatch(phrase);
  });

  it('the exchange cross-references point at the licence and the withdrawal articles', () => {
    const text = textOf(exchange);
    const licence = articleNo(text, 'Licence consentie au Modèle');
    const withdrawal = articleNo(text, "Retrait de l'autorisation");
    expect(text).toContain(`consent au Modèle la licence prévue à l'article ${licence}.`);
    expect(text).toContain(
      `le retrait de l'autorisation prévu à l'article ${withdrawal} la laisse subsister.`,
    );
  });

  it("the employee's consent points at the withdrawal article", () => {
    const text = textOf(employee);
    const withdrawal = articleNo(text, "Retrait de l'autorisation");
    expect(text).toContain(`ni son retrait, prévu à l'article ${withdrawal}, ne peuvent`);
  });
});
