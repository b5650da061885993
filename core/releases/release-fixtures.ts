/** Shared fixtures of the séance tests (imported by tests only). */
import { IMAGE } from '../answers/draft';
import { ASSIGNEE_PERSON } from '../templates/test-drafts';

/** An image authorisation's terms as the wizard stores them: free, website and networks. */
export const TERMS_INPUT = {
  type_contrat: [IMAGE],
  type_cession: 'Gratuite',
  description_image: 'Photographies du défilé «\u202fPrintemps\u202f» du 6 décembre 2026',
  supports: ['site_internet', 'reseaux_sociaux'],
  destination: 'Présentation du travail du photographe (portfolio)',
  duree_image_annees: 3,
  territoire: 'france',
  lieu_signature: 'Lyon',
  // The photographer: the wizard tests' natural-person assignee.
  entreprise_info: { ...ASSIGNEE_PERSON },
};

export const ADULT_MODEL = {
  gentille: 'Mme',
  prenom: 'Léa',
  nom: 'Durand',
  date_naissance: '1995-04-12',
  lieu_naissance: 'Nantes',
  nationalite: 'Française',
  adresse: '12 rue des Lilas',
  code_postal: '44000',
  ville: 'Nantes',
  email: 'lea@exemple.test',
};

/** A fifteen-year-old on 6 December 2026, and both holders of parental authority. */
export const MINOR_MODEL = {
  ...ADULT_MODEL,
  prenom: 'Inès',
  date_naissance: '2011-03-02',
  email: 'ines@exemple.test',
};

export const PARENTS = {
  autorite_parentale: 'conjointe',
  parent1: {
    gentille: 'Mme',
    prenom: 'Claire',
    nom: 'Durand',
    adresse: '12 rue des Lilas',
    code_postal: '44000',
    ville: 'Nantes',
    email: 'claire@exemple.test',
  },
  parent2: {
    gentille: 'M.',
    prenom: 'Marc',
    nom: 'Martin',
    adresse: '3 quai Saint-Antoine',
    code_postal: '69002',
    ville: 'Lyon',
    email: 'marc@exemple.test',
  },
};

export const AUTHORISATION = { reference: 'arrêté préfectoral n° 2026-123', date: '2026-11-02' };
