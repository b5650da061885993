/**
 * Maps one result of the public « Recherche d'entreprises » API (recherche-entreprises.api.gouv.fr,
 * GET /search) to the company fields of core's companyAuthorSchema. Pure: no network here.
 */
export type LookedUpCompany = {
  nom: string;
  forme_juridique: string;
  siren: string;
  adresse: string;
  code_postal: string;
  ville: string;
  representant_prenom: string;
  representant_nom: string;
  qualite_representant: string;
};

/** Readable labels of the commonest INSEE « catégories juridiques » codes; others stay empty. */
const LEGAL_FORMS: Record<string, string> = {
  '1000': 'Entrepreneur individuel',
  '5498': 'EURL',
  '5499': 'SARL',
  '5599': 'SA',
  '5710': 'SAS',
  '5720': 'SASU',
  '9220': 'Association déclarée',
};

/** INSEE street-type abbreviations, spelt out so the contract reads naturally. */
const STREET_TYPES: Record<string, string> = {
  ALL: 'allée',
  AV: 'avenue',
  BD: 'boulevard',
  CHE: 'chemin',
  CRS: 'cours',
  IMP: 'impasse',
  PL: 'place',
  QUA: 'quai',
  RTE: 'route',
  RUE: 'rue',
};

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null;
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Same limits as companyAuthorSchema, so the filled draft always validates. */
const cut = (value: string, max: number) => value.slice(0, max);

export const legalFormLabel = (code: unknown): string => LEGAL_FORMS[str(code)] ?? '';

function street(siege: Record_): string {
  const type = str(siege.type_voie);
  const parts = [
    str(siege.numero_voie),
    str(siege.indice_repetition),
    STREET_TYPES[type] ?? type,
    str(siege.libelle_voie),
  ];
  const built = parts.filter(Boolean).join(' ');
  // Without a street name the API's one-line address is better than a lone number.
  return str(siege.libelle_voie) ? built : str(siege.adresse);
}

/** The first natural person among the officers: a legal-person officer has no first name. */
function representative(dirigeants: unknown) {
  const list = Array.isArray(dirigeants) ? dirigeants.filter(isRecord) : [];
  const person = list.find((d) => str(d.type_dirigeant) === 'personne physique');
  return {
    representant_prenom: cut(str(person?.prenoms), 120),
    representant_nom: cut(str(person?.nom), 120),
    qualite_representant: cut(str(person?.qualite), 120),
  };
}

/** The result whose `siren` is the one asked for (a full-text search may return neighbours). */
export function pickCompany(body: unknown, siren: string): LookedUpCompany | null {
  const results =
    isRecord(body) && Array.isArray(body.results) ? body.results.filter(isRecord) : [];
  const found = results.find((result) => str(result.siren) === siren);
  if (!found) return null;
  const siege = isRecord(found.siege) ? found.siege : {};
  return {
    nom: cut(str(found.nom_complet) || str(found.nom_raison_sociale), 200),
    forme_juridique: legalFormLabel(found.nature_juridique),
    siren,
    adresse: cut(street(siege), 300),
    code_postal: cut(str(siege.code_postal), 20),
    ville: cut(str(siege.libelle_commune), 120),
    ...representative(found.dirigeants),
  };
}
