import type { Client } from '../schemas/client';
import type { Coauthor } from '../schemas/coauthors';
import type { CompanyAuthor, Draft, PhysicalAuthor } from '../schemas/draft';
import type { Parent } from '../schemas/parents';
import type {
  EntrepriseInfo,
  LegalEntityProfile,
  PhysicalPersonProfile,
  UserProfile,
} from '../schemas/profile';
import { DEFAULT_NATIONALITY, DEFAULT_REPRESENTATIVE_CIVILITY } from './profile-fields';
import type { ProfileType } from './profile-fields';
import { DEFAULT_SIDE } from './side';
import { DEFAULT_SUPPORTS } from './work-answers';

/**
 * The records nobody has answered yet: what each schema's `parse({})` gives, written out so that
 * the wizard's first screen can start a draft, a party or a profile without loading and building
 * zod's schemas (docs/decisions/0021). `empty-records.test.ts` checks each against its schema, so
 * a default is still changed in the schema and caught here. Each call returns a new object.
 */

const emptyParent = (): Parent => ({
  gentille: '',
  nom: '',
  prenom: '',
  adresse: '',
  code_postal: '',
  ville: '',
});

/** A natural person's identity, as the author, the model and each co-author hold it. */
const emptyIdentity = () => ({
  gentille: '' as const,
  nom: '',
  prenom: '',
  date_naissance: '',
  lieu_naissance: '',
  nationalite: '',
  adresse: '',
  code_postal: '',
  ville: '',
});

export const emptyPhysicalAuthor = (): PhysicalAuthor => ({
  ...emptyIdentity(),
  autorite_parentale: 'conjointe',
  parent1: emptyParent(),
  parent2: emptyParent(),
});

export const emptyCompanyAuthor = (): CompanyAuthor => ({
  nom: '',
  forme_juridique: '',
  capital: '',
  siren: '',
  rcs_ville: '',
  adresse: '',
  code_postal: '',
  ville: '',
  representant_civilite: DEFAULT_REPRESENTATIVE_CIVILITY,
  representant_nom: '',
  representant_prenom: '',
  qualite_representant: '',
});

export const emptyCoauthor = (): Coauthor => ({ ...emptyIdentity(), part: '' });

const contact = () => ({ adresse: '', code_postal: '', ville: '', email: '', telephone: '' });

const personFields = () => ({
  gentille: '' as const,
  nom: '',
  prenom: '',
  ...contact(),
  date_naissance: '',
  lieu_naissance: '',
  nationalite: DEFAULT_NATIONALITY,
});

const companyFields = () => ({
  nom: '',
  forme_juridique: '',
  capital: '',
  siren: '',
  rcs_ville: '',
  ...contact(),
  representant_civilite: DEFAULT_REPRESENTATIVE_CIVILITY,
  representant_nom: '',
  representant_prenom: '',
  qualite_representant: '',
});

export const emptyPhysicalPersonProfile = (): PhysicalPersonProfile => ({
  ...personFields(),
  is_configured: false,
});

export const emptyLegalEntityProfile = (): LegalEntityProfile => ({
  ...companyFields(),
  is_configured: false,
});

/** A user who never saved: both profiles unconfigured, no selection, no clients. */
export const emptyUserProfile = (): UserProfile => ({
  physical_person: emptyPhysicalPersonProfile(),
  legal_entity: emptyLegalEntityProfile(),
  selected_entity_type: '',
  side: DEFAULT_SIDE,
  clients: [],
});

/** An assignee nobody has typed yet, of the given kind (step 3 asks its fields). */
export const blankAssignee = (type: ProfileType = 'physical_person'): EntrepriseInfo =>
  type === 'physical_person'
    ? { ...emptyPhysicalPersonProfile(), type }
    : { ...emptyLegalEntityProfile(), type };

/** An empty client of the given kind (defaults applied) with the given id. */
export const emptyClient = (type: ProfileType, id: string): Client =>
  type === 'physical_person' ? { id, type, ...personFields() } : { id, type, ...companyFields() };

/** A new draft: nothing answered, the specification's defaults (docs/product.md §9) applied. */
export const emptyDraft = (): Draft => ({
  type_contrat: [],
  type_cession: 'Gratuite',
  droits_cedes: [],
  exclusivite: false,
  description_oeuvre: '',
  description_image: '',
  supports: [...DEFAULT_SUPPORTS],
  remuneration: '',
  remuneration_image: '',
  tva_regime: 'TTC',
  modalites_paiement: 'trente_jours',
  gestion_collective: 'aucune',
  gestion_collective_autre: '',
  original: 'numerique',
  livraison_format: '',
  livraison_date: '',
  mention_auteur: 'defaut',
  pseudonyme: '',
  sous_licence: false,
  image_video: false,
  activite_mannequin: 'oui',
  autorisation_prefectorale: { reference: '', date: '' },
  oeuvre_represente_modele: '',
  contexte_image: 'standard',
  fouille_ia: 'reservee',
  titre_oeuvre: '',
  nature_oeuvre: '',
  format_oeuvre: '',
  reference_oeuvre: '',
  oeuvre_a_creer: false,
  supports_explicites: true,
  mode_remuneration: 'forfait',
  forfait_motifs: [],
  taux_proportionnel: '',
  assiette: '',
  minimum_garanti: '',
  producteur: '',
  oeuvre_publicitaire: false,
  musique_interpretes_autorises: false,
  remuneration_par_support: {},
  cessionnaire_consommateur: false,
  mediateur_consommation: '',
  retractation: 'delai',
  nature_contrat: 'cession',
  licence_usage: '',
  licence_tirage_max: null,
  licence_client_final: '',
  exclusivite_image: false,
  exclusivite_secteur: '',
  remuneration_exclusivite: '',
  side: DEFAULT_SIDE,
  oeuvre_graphique: false,
  duree_annees: null,
  duree_image_annees: null,
  territoire: 'monde_entier',
  destination: '',
  lieu_signature: '',
  modele_distinct: false,
  modele_info: emptyPhysicalAuthor(),
  coauteurs: [],
  auteur_type: 'Personne physique',
  auteur_info: emptyPhysicalAuthor(),
});
