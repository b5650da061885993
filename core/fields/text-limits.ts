/**
 * Each text answer's longest accepted length, by the object it belongs to: the fields show their
 * limit and say when a value is cut at it. The schemas (core/schemas) hold the same numbers in
 * their `.max()`, which is what the server enforces; `text-limits.test.ts` checks the two agree,
 * key by key. They are written out here so that a page showing fields does not have to load and
 * build zod's schemas first (docs/decisions/0021).
 */
export type TextLimits = Readonly<Record<string, number>>;

export const DRAFT_LIMITS: TextLimits = {
  description_oeuvre: 5000,
  description_image: 5000,
  remuneration: 200,
  remuneration_image: 200,
  gestion_collective_autre: 120,
  livraison_format: 300,
  livraison_date: 10,
  pseudonyme: 120,
  titre_oeuvre: 200,
  format_oeuvre: 200,
  reference_oeuvre: 200,
  taux_proportionnel: 12,
  minimum_garanti: 200,
  mediateur_consommation: 300,
  licence_client_final: 200,
  exclusivite_secteur: 200,
  remuneration_exclusivite: 200,
  destination: 500,
  lieu_signature: 120,
  user_id: 200,
};

export const PHYSICAL_AUTHOR_LIMITS: TextLimits = {
  nom: 120,
  prenom: 120,
  date_naissance: 10,
  lieu_naissance: 120,
  nationalite: 80,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
  numero_tva: 20,
  id: 64,
};

export const COMPANY_AUTHOR_LIMITS: TextLimits = {
  nom: 200,
  forme_juridique: 80,
  capital: 40,
  siren: 20,
  rcs_ville: 120,
  registre: 120,
  numero_registre: 40,
  numero_tva: 20,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
  representant_nom: 120,
  representant_prenom: 120,
  qualite_representant: 120,
  id: 64,
};

export const PARENT_LIMITS: TextLimits = {
  nom: 120,
  prenom: 120,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
};

export const CHILD_AUTHORISATION_LIMITS: TextLimits = {
  reference: 200,
  date: 10,
};

export const COAUTHOR_LIMITS: TextLimits = {
  nom: 120,
  prenom: 120,
  date_naissance: 10,
  lieu_naissance: 120,
  nationalite: 80,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
  part: 6,
};

export const PHYSICAL_PERSON_LIMITS: TextLimits = {
  nom: 120,
  prenom: 120,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
  email: 254,
  telephone: 40,
  date_naissance: 10,
  lieu_naissance: 120,
  nationalite: 80,
  numero_tva: 20,
  siege: 500,
};

export const LEGAL_ENTITY_LIMITS: TextLimits = {
  nom: 200,
  forme_juridique: 80,
  capital: 40,
  siren: 20,
  rcs_ville: 120,
  registre: 120,
  numero_registre: 40,
  numero_tva: 20,
  adresse: 300,
  code_postal: 20,
  ville: 120,
  pays: 80,
  email: 254,
  telephone: 40,
  representant_nom: 120,
  representant_prenom: 120,
  qualite_representant: 120,
  representant: 250,
  rcs: 120,
  siege: 500,
};
