import type { Client } from '@core/schemas/client';
import { upgradeLegacyLegal, upgradeLegacyPhysical } from '@core/rules/legacy-fields';
import { companyAuthorSchema, physicalAuthorSchema, type Draft } from '@core/schemas/draft';

/**
 * The draft with a client of « Mes clients » as the author or model: the author kind follows
 * the client's type, the fields are copied, `id` remembers the pick and saveToClients is off
 * (the client is already saved). « Mlle » has no place in the wizard's civilities (M., Mme).
 */
export function draftWithClient(draft: Draft, client: Client): Draft {
  if (client.type === 'physical_person') {
    const c = upgradeLegacyPhysical(client);
    const auteur_info = physicalAuthorSchema.parse({
      gentille: c.gentille === 'Mlle' ? 'Mme' : c.gentille,
      nom: c.nom,
      prenom: c.prenom,
      date_naissance: /^\d{4}-\d{2}-\d{2}$/.test(c.date_naissance) ? c.date_naissance : '',
      lieu_naissance: c.lieu_naissance,
      nationalite: c.nationalite,
      adresse: c.adresse,
      code_postal: c.code_postal,
      ville: c.ville,
      ...(c.pays ? { pays: c.pays } : {}),
      ...(c.numero_tva ? { numero_tva: c.numero_tva } : {}),
      id: client.id,
      saveToClients: false,
    });
    return { ...draft, auteur_type: 'Personne physique', auteur_info };
  }
  const c = upgradeLegacyLegal(client);
  const auteur_info = companyAuthorSchema.parse({
    nom: c.nom,
    forme_juridique: c.forme_juridique,
    capital: c.capital,
    siren: c.siren,
    rcs_ville: c.rcs_ville,
    // A company abroad keeps its own register and VAT number (LEGAL J17).
    ...(c.registre ? { registre: c.registre } : {}),
    ...(c.numero_registre ? { numero_registre: c.numero_registre } : {}),
    ...(c.numero_tva ? { numero_tva: c.numero_tva } : {}),
    adresse: c.adresse,
    code_postal: c.code_postal,
    ville: c.ville,
    ...(c.pays ? { pays: c.pays } : {}),
    representant_civilite: c.representant_civilite,
    representant_nom: c.representant_nom,
    representant_prenom: c.representant_prenom,
    qualite_representant: c.qualite_representant,
    id: client.id,
    saveToClients: false,
  });
  return { ...draft, auteur_type: 'Personne morale', auteur_info };
}
