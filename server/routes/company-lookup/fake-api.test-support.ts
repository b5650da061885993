import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A SIREN the fake knows (Luhn-valid) and one it does not. */
export const KNOWN_SIREN = '732829320';
export const UNKNOWN_SIREN = '552100554';

/**
 * One result shaped like the real « Recherche d'entreprises » answer (GET /search), written by
 * hand from its public documentation: upper-case names, INSEE codes, a legal-person officer
 * listed before the natural person who represents the company.
 */
export const SAMPLE_RESULT = {
  siren: KNOWN_SIREN,
  nom_complet: 'ATELIER DES LUCIOLES',
  nom_raison_sociale: 'ATELIER DES LUCIOLES',
  sigle: null,
  nombre_etablissements: 1,
  nombre_etablissements_ouverts: 1,
  activite_principale: '74.10Z',
  categorie_entreprise: 'PME',
  date_creation: '2019-03-04',
  etat_administratif: 'A',
  nature_juridique: '5710',
  section_activite_principale: 'M',
  tranche_effectif_salarie: '01',
  siege: {
    activite_principale: '74.10Z',
    adresse: '12 BIS RUE DES ACACIAS 69003 LYON',
    code_postal: '69003',
    commune: '69383',
    complement_adresse: null,
    date_creation: '2019-03-04',
    est_siege: true,
    etat_administratif: 'A',
    indice_repetition: 'BIS',
    libelle_commune: 'LYON',
    libelle_voie: 'DES ACACIAS',
    numero_voie: '12',
    siret: `${KNOWN_SIREN}00017`,
    type_voie: 'RUE',
  },
  dirigeants: [
    {
      siren: '775670417',
      denomination: 'CABINET AUDIT CONSEIL',
      qualite: 'Commissaire aux comptes titulaire',
      type_dirigeant: 'personne morale',
    },
    {
      nom: 'MARTIN',
      prenoms: 'Claire Anne',
      annee_de_naissance: '1984',
      qualite: 'Président de SAS',
      nationalite: 'Française',
      type_dirigeant: 'personne physique',
    },
  ],
  matching_etablissements: [],
  finances: null,
  complements: { est_entrepreneur_individuel: false, est_association: false },
};

export type FakeApi = {
  base: (mode: 'fast' | 'slow' | 'broken') => string;
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A real HTTP server on 127.0.0.1 answering like the API. The mode is the first path segment of
 * the configured base URL: `fast` answers at once, `slow` after 3 s, `broken` with a 500.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.pathname + url.search);
    const [, mode, endpoint] = url.pathname.split('/');
    if (endpoint !== 'search' || mode === 'broken') {
      res.writeHead(500).end();
      return;
    }
    const q = url.searchParams.get('q');
    const body = JSON.stringify({
      results: q === KNOWN_SIREN ? [SAMPLE_RESULT] : [],
      total_results: q === KNOWN_SIREN ? 1 : 0,
      page: 1,
      per_page: 1,
      total_pages: q === KNOWN_SIREN ? 1 : 0,
    });
    const send = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    if (mode === 'slow') setTimeout(send, 3000).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: (mode) => `http://127.0.0.1:${port}/${mode}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
