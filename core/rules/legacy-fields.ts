import type { ProfileCivility } from '../answers/profile-fields';
import { PROFILE_CIVILITIES } from '../answers/profile-fields';
import { parseLegacySiege } from './siege';

type Civ = ProfileCivility | '';
type Address = { adresse: string; code_postal: string; ville: string; siege?: string };
type PhysicalLike = Address & { gentille: Civ; civilite?: Civ };
type LegalLike = Address & {
  rcs_ville: string;
  representant_civilite: Civ;
  representant_nom: string;
  representant_prenom: string;
  civilite?: Civ;
  representant?: string;
  rcs?: string;
};

const blank = (v: string | undefined) => (v ?? '').trim() === '';

/** The legacy siege only fills an address that is entirely empty: never overwrite new data. */
function upgradeAddress<T extends Address>(p: T): Omit<T, 'siege'> {
  const { siege, ...rest } = p;
  if (siege && blank(p.adresse) && blank(p.code_postal) && blank(p.ville)) {
    return { ...rest, ...parseLegacySiege(siege) };
  }
  return rest;
}

/** Legacy natural person (civilite, siege) → current fields; legacy keys are dropped. */
export function upgradeLegacyPhysical<T extends PhysicalLike>(p: T): Omit<T, 'civilite' | 'siege'> {
  const { civilite, ...rest } = upgradeAddress(p);
  // TypeScript cannot see that Omit<Omit<T, a>, b> is Omit<T, a | b> for a generic T.
  const out = (p.gentille === '' && civilite ? { ...rest, gentille: civilite } : rest) as object;
  return out as Omit<T, 'civilite' | 'siege'>;
}

/**
 * Legacy « representant » (one string such as « Mme Anne Roy ») → civility, first name, last
 * name. The first word after the civility is taken as the first name (French usage « Prénom Nom »).
 */
export function parseLegacyRepresentant(value: string): {
  civilite: Civ;
  prenom: string;
  nom: string;
} {
  const words = value.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const civ =
    PROFILE_CIVILITIES.find((c) => c.toLowerCase() === first.toLowerCase()) ??
    (first.toLowerCase() === 'm' || first.toLowerCase() === 'mr' ? 'M.' : undefined);
  const names = civ ? words.slice(1) : words;
  if (names.length <= 1) return { civilite: civ ?? '', prenom: '', nom: names[0] ?? '' };
  return { civilite: civ ?? '', prenom: names[0] ?? '', nom: names.slice(1).join(' ') };
}

/** Legacy « rcs » (« RCS Paris 123 456 789 » or just « Paris ») → the registry city. */
export function parseLegacyRcs(value: string): string {
  return value
    .replace(/\bR\.?\s?C\.?\s?S\.?(?=\s|$)/gi, '')
    .replace(/[\d\s]+$/g, '')
    .replace(/^[\s\d]+/, '')
    .trim();
}

/** Legacy legal entity (civilite, representant, rcs, siege) → current fields; legacy keys dropped. */
export function upgradeLegacyLegal<T extends LegalLike>(
  p: T,
): Omit<T, 'civilite' | 'representant' | 'rcs' | 'siege'> {
  const { civilite, representant, rcs, ...rest } = upgradeAddress(p);
  const out = { ...rest };
  const noRepresentative = blank(p.representant_nom) && blank(p.representant_prenom);
  if (representant && noRepresentative) {
    const parsed = parseLegacyRepresentant(representant);
    out.representant_nom = parsed.nom;
    out.representant_prenom = parsed.prenom;
    if (parsed.civilite) out.representant_civilite = parsed.civilite;
  }
  if (
    civilite &&
    noRepresentative &&
    !(representant && parseLegacyRepresentant(representant).civilite)
  ) {
    out.representant_civilite = civilite;
  }
  if (rcs && blank(p.rcs_ville)) out.rcs_ville = parseLegacyRcs(rcs);
  return out as object as Omit<T, 'civilite' | 'representant' | 'rcs' | 'siege'>;
}
