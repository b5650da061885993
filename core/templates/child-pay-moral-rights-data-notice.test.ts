/**
 * A child whose images serve no modelling activity is not
 * paid as a model; a child model is paid a wage, never with VAT; a free grant lends the original;
 * a combined contract's copyright part waits for the child model's authorisation; a company
 * warrants its authors' consent to divulgation and anonymity; the image notice covers payment
 * data; a natural-person assignee is no trader nor a controlled company; printed copies only
 * where copies are printed.
 */
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_PERSON, BIRTH, COMPANY, PERSON, TYPES, textOf } from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined], remuneration_image: '300' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const free = { type_cession: 'Gratuite' };
const child = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
});
const distinctChild = (age: keyof typeof BIRTH) => ({
  ...combined,
  modele_distinct: true,
  modele_info: { ...PERSON, prenom: 'Zoé', date_naissance: BIRTH[age] },
});

describe('a child under sixteen whose images serve no modelling activity, paid', () => {
  it.each([
    ['image only', { ...image, ...child('age14') }],
    ['combined, distinct model', distinctChild('age14')],
  ])('%s: paid for existing images only, no shoot, no wage', (_, input) => {
    const text = textOf({ ...input, activite_mannequin: 'non' });
    expect(text).toContain(
      "Les Parties déclarent que les prises de vues n'ont été ni organisées ni commandées par le Bénéficiaire et que le Modèle n'y a pas posé comme mannequin : la rémunération prévue au présent article rémunère la seule autorisation d'utiliser des Images déjà réalisées ; elle n'est pas un salaire.",
    );
    expect(text).not.toContain("en exécution d'un contrat de travail de mannequin");
    expect(text).not.toContain('Toute nouvelle séance de pose');
    expect(text).not.toContain("Lorsque la rémunération n'est pas versée à titre de salaire");
  });
  it('the wizard’s question says that a shoot the beneficiary organises is modelling', async () => {
    const { CHILD_MODEL_FIELD_SPECS } = await import('../fields/draft-fields');
    const spec = CHILD_MODEL_FIELD_SPECS.find((f) => f.key === 'activite_mannequin');
    expect(spec?.hint).toContain(
      'l’enfant pose lors de prises de vues que le bénéficiaire organise',
    );
  });
});

describe('a child model under sixteen, paid', () => {
  it('is paid a wage by the employer, without VAT; the pécule is paid by that employer', () => {
    const text = textOf({ ...image, ...child('age10') });
    expect(text).toContain(
      "Le Modèle ayant moins de seize ans, la rémunération prévue au présent article lui est due à titre de salaire, versé par son employeur, le Bénéficiaire ou l'agence de mannequins agréée qui l'engage (article L7124-1 du Code du travail) ; elle n'est pas soumise à la taxe sur la valeur ajoutée.",
    );
    expect(text).not.toContain("Lorsque la rémunération n'est pas versée à titre de salaire");
    expect(text).toContain(
      "est versé par l'employeur de l'enfant, le Bénéficiaire ou l'agence de mannequins agréée qui l'engage, à la Caisse des dépôts et consignations",
    );
  });
  it('an adult model keeps the wage proviso', () => {
    expect(textOf(image)).toContain("Lorsque la rémunération n'est pas versée à titre de salaire");
  });
});

describe('a combined contract with a child model waiting for the L7124-1 authorisation', () => {
  const BOUND =
    "En tant que l'Œuvre représente le Modèle, la première partie est conclue sous la même condition suspensive : les sommes qu'elle prévoit ne sont exigibles qu'à sa réalisation, et la caducité de la deuxième partie emporte celle de la première, avec la restitution de toute somme déjà versée (article 1186 du Code civil).";
  it('binds the copyright part to the same condition', () => {
    expect(textOf(distinctChild('age10'))).toContain(BOUND);
    expect(textOf({ ...combined, ...child('age10') })).toContain(BOUND);
  });
  it('not once the authorisation is referenced, nor in an image-only contract', () => {
    expect(
      textOf({
        ...distinctChild('age10'),
        autorisation_prefectorale: {
          reference: 'Arrêté préfectoral n° 2026-114',
          date: '2026-11-03',
        },
      }),
    ).not.toContain(BOUND);
    expect(textOf({ ...image, ...child('age10') })).not.toContain(BOUND);
  });
});

describe('a company as grantor and its authors’ moral rights', () => {
  it('warrants each author’s consent to divulgation', () => {
    expect(textOf(company)).toContain(
      "le droit de divulgation : le Cédant garantit que chacun des auteurs de l'Œuvre a consenti à sa communication au public dans les seules conditions du présent contrat, sauf s'il s'agit d'une œuvre collective, dont la divulgation lui appartient ;",
    );
    expect(textOf()).toContain(
      "le droit de divulgation : la remise de l'Œuvre vaut accord de l'auteur",
    );
  });
  it('warrants their consent to anonymity', () => {
    expect(textOf({ ...company, mention_auteur: 'anonyme' })).toContain(
      "à la demande du Cédant, qui garantit que chacun d'eux y a consenti, l'Œuvre est exploitée sans mention du nom de ses auteurs",
    );
  });
});

describe('the personal-data notice of a contract with images', () => {
  it('a paid contract names the payment data: purposes, legal obligation, recipients, retention', () => {
    const text = textOf(image);
    expect(text).toContain(
      "paiement : les données nécessaires au paiement des rémunérations et aux formalités sociales et fiscales qui s'y attachent (notamment, pour une rémunération versée à titre de salaire, la déclaration préalable à l'embauche et le bulletin de paie) sont traitées pour le respect d'obligations légales (article 6, paragraphe 1, c, du RGPD) ; elles sont communiquées aux administrations et organismes sociaux et fiscaux auxquels la loi impose de les transmettre, et conservées pendant les durées légales ;",
    );
    expect(textOf(combined)).toContain(
      "paiement : les données nécessaires au paiement des rémunérations, à l'information annuelle de l'auteur et aux formalités",
    );
    expect(textOf(combined)).toContain(
      "finalités : la gestion du présent contrat, la mention du nom de l'auteur avec l'Œuvre et l'utilisation des Images",
    );
  });
  it('a child model’s data also go to the prefect and the Caisse des dépôts', () => {
    expect(textOf({ ...image, ...child('age10') })).toContain(
      "ainsi que, pour un enfant de moins de seize ans, à l'autorité administrative et à la Caisse des dépôts et consignations",
    );
  });
  it('a free grant has no payment data', () => {
    expect(textOf({ ...image, ...free })).not.toContain('paiement : les données');
  });
});

describe('a natural-person assignee', () => {
  const person = { entreprise_info: ASSIGNEE_PERSON, sous_licence: true };
  it('is no trader: records kept for the legal durations, not C. com. L123-22', () => {
    const text = textOf(person);
    expect(text).not.toContain('L123-22');
    expect(text).toContain(
      'les pièces comptables et justificatives des paiements sont conservées pendant les durées légales',
    );
    expect(textOf()).toContain('conservées dix ans (article L123-22 du Code de commerce)');
  });
  it('is controlled by no company: only the companies they control may be sub-licensed', () => {
    const text = textOf(person);
    expect(text).not.toContain('L233-3');
    expect(text).toContain(
      "autoriser par écrit les sociétés qu'il contrôle et les agences qu'il mandate",
    );
  });
  it('is named with their civility as the controller', () => {
    expect(textOf(person)).toContain('sous la responsabilité du Cessionnaire, M. Hugo Bernard,');
  });
});

describe('smaller points', () => {
  it('a free grant’s recital does not owe the name when the Work is anonymous', () => {
    const text = textOf({ ...free, mention_auteur: 'anonyme' });
    expect(text).not.toContain('due en tout état de cause');
    expect(text).toContain(
      "la mention du nom de l'auteur, que celui-ci peut exiger à tout moment au titre du droit moral",
    );
  });
  it('printed copies are spoken of only where copies are printed', () => {
    const fixed = { duree_annees: 10 };
    expect(textOf(fixed)).not.toContain('exemplaires imprimés');
    expect(textOf(fixed)).toContain(
      "publications antérieures comprises ; il n'est pas tenu de supprimer les reprises faites par des tiers sans son intervention.",
    );
    expect(textOf({ ...fixed, supports: ['presse'] })).toContain(
      "il n'est tenu ni de rappeler les exemplaires imprimés déjà distribués",
    );
  });
});
