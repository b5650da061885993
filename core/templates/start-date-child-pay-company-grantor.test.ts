/**
 * One start date for every « à compter de la signature »,
 * a child model's pay not due before the L7124-1 authorisation, a withdrawn consent that stops new
 * diffusion at once, a company's warranty covering minors, the art. 14 notice for persons who are
 * not parties, and the platform terms told without being consented to.
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, COMPANY, PERSON, TYPES, textOf } from './test-drafts';

const image = { type_contrat: [...TYPES.image] };
const combined = { type_contrat: [...TYPES.combined], remuneration_image: '300' };
const company = { auteur_type: 'Personne morale', auteur_info: COMPANY };
const child = (age: keyof typeof BIRTH) => ({
  auteur_info: { ...PERSON, date_naissance: BIRTH[age] },
});

describe('one start date when signatories date their blocks apart', () => {
  it.each([
    ['auteur', {}],
    ['image', image],
    ['combined', combined],
  ])('%s: the contract takes effect on the last signature', (_, input) => {
    expect(textOf(input)).toContain(
      "Prise d'effet\n\nLe présent contrat prend effet à la date de la dernière des signatures qui y sont apposées. Les durées et délais qu'il fait courir à compter de sa signature courent de cette date.",
    );
  });
});

describe('a child model’s pay and the L7124-1 condition precedent', () => {
  const DEFERRED =
    "Ces sommes ne sont exigibles qu'à la réalisation de la condition suspensive stipulée ci-dessus : les délais de paiement prévus au présent contrat courent, pour elles, de cette date.";
  it('is not due before the authorisation exists', () => {
    expect(textOf({ ...image, ...child('age10') })).toContain(DEFERRED);
  });
  it('follows the payment terms once the authorisation is referenced, and for a free grant says nothing', () => {
    const referenced = textOf({
      ...image,
      ...child('age10'),
      autorisation_prefectorale: {
        reference: 'Arrêté préfectoral n° 2026-114',
        date: '2026-11-03',
      },
    });
    expect(referenced).toContain('Caisse des dépôts');
    expect(referenced).not.toContain(DEFERRED);
    expect(textOf({ ...image, ...child('age10'), type_cession: 'Gratuite' })).not.toContain(
      'exigibles',
    );
  });
});

describe('a company granting image rights', () => {
  it('warrants the consents of each parent for a minor and the L7124-1 authorisation', () => {
    expect(textOf({ ...image, ...company })).toContain(
      "garantit détenir l'autorisation écrite de chacune des personnes figurant sur les Images, donnée, pour une personne mineure, par chacun des titulaires de l'autorité parentale et, pour un enfant de moins de seize ans dont l'image sert une activité de mannequin (article L7123-2 du Code du travail), au vu de l'autorisation individuelle prévue à l'article L7124-1 du même code ou de son engagement par une agence de mannequins agréée, couvrant les utilisations prévues au présent contrat",
    );
  });
  it('passes the personal-data notice on to the persons shown (RGPD art. 14)', () => {
    const text = textOf({ ...image, ...company });
    expect(text).toContain('conformément aux articles 13 et 14 du règlement (UE) 2016/679');
    expect(text).toContain('le Concédant leur transmet la présente information dans le mois');
  });
});

describe('clauses that said more than the law or the answers', () => {
  it('platform terms are told, not consented to', () => {
    const text = textOf();
    expect(text).toContain(
      "cette information ne vaut pas autorisation de leur consentir des droits allant au-delà de l'hébergement, de la reproduction et de l'affichage ainsi définis.",
    );
    expect(text).not.toContain('droits propres à leur service');
  });
  it('the assignee declares the author’s pay only if it is a diffuseur', () => {
    const text = textOf();
    expect(text).toContain(
      "le Cessionnaire, s'il a la qualité de diffuseur, déclare la rémunération",
    );
    expect(text).not.toContain('en qualité de diffuseur');
  });
});
