import type { Client } from '../schemas/client';
import { AUTEUR, IMAGE } from '../answers/draft';
import type { CompanyAuthor, Draft, PhysicalAuthor } from '../schemas/draft';
import {
  LEGAL_ENTITY_KEYS,
  PHYSICAL_PERSON_KEYS,
  type ProfileType,
} from '../answers/profile-fields';
import type {
  EntrepriseInfo,
  LegalEntityProfile,
  PhysicalPersonProfile,
  UserProfile,
} from '../schemas/profile';
import { DEFAULT_SIDE, type PartySide } from '../answers/side';
import { READINESS_ITEM_LABELS } from '../fields/types';
import { blankAssignee, emptyCompanyAuthor, emptyPhysicalAuthor } from '../answers/empty-records';
import { foldText } from './fold-text';
import { toEntrepriseInfo } from './profile-selection';
import { upgradeLegacyLegal, upgradeLegacyPhysical } from './legacy-fields';

/**
 * Either side of the contract. The templates always print `auteur_info` as the party granting
 * the rights (le Cédant, the model) and `entreprise_info` as the one receiving them (le
 * Cessionnaire); the user's side only decides which of the two the profile fills and which one
 * comes from the client book or is typed at step 3:
 *
 * | side           | profile fills                   | client book / step 3 fills |
 * | -------------- | ------------------------------- | -------------------------- |
 * | `cessionnaire` | `entreprise_info` (the assignee) | `auteur_info` (author/model) |
 * | `cedant`       | `auteur_info` (author or model)  | `entreprise_info` (assignee) |
 *
 * So the templates, the PDF, Word and the signature slots need no side of their own.
 */

export type { PartySide };
export { DEFAULT_SIDE };

/** The profile choice's two answers (the profile page and the wizard ask it the same way). */
export const SIDE_OPTIONS: readonly { value: PartySide; label: string; hint: string }[] = [
  {
    value: 'cedant',
    label: 'l’auteur ou le modèle',
    hint: 'Vous cédez vos droits d’auteur ou autorisez l’usage de votre image.',
  },
  {
    value: 'cessionnaire',
    label: 'le client',
    hint: 'Vous recevez les droits d’un auteur ou l’autorisation d’un modèle.',
  },
];
export const SIDE_LEGEND = 'Vous êtes\u00a0:';
export const DRAFT_SIDE_LEGEND = 'Pour ce contrat, je suis…';

export const isCedant = (draft: Pick<Draft, 'side'> | undefined): boolean =>
  draft?.side === 'cedant';

/** What the user's counterparts are to them: the client book's title and its words. */
export type CounterpartTerms = {
  /** The client book's title (the specification's « Mes clients » for either side's page). */
  bookTitle: string;
  /** What the book holds, in a sentence (« les auteurs et modèles avec qui vous traitez »). */
  bookHolds: string;
};

export const COUNTERPART_TERMS: Record<PartySide, CounterpartTerms> = {
  // The specification's texts, kept for the default side.
  cessionnaire: {
    bookTitle: 'Mes clients',
    bookHolds: 'les auteurs et modèles dont vous recevez les droits',
  },
  cedant: {
    bookTitle: 'Mes clients',
    bookHolds: 'vos clients, à qui vous cédez vos droits ou autorisez l’usage de votre image',
  },
};

/**
 * The « parties » line of a creator's checklist, naming only who this contract asks about: her
 * as its author, its model or both, the model when another person, and legal representatives
 * when a minor is among them (a photographer's own contract read « celle du modèle et de leurs
 * représentants » with neither in it). The client's side keeps the specification's words.
 */
export function partiesLabel(
  draft: Pick<Draft, 'side' | 'type_contrat' | 'modele_distinct'>,
  hasRepresentatives: boolean,
): string {
  if (!isCedant(draft)) return READINESS_ITEM_LABELS.parties;
  const author = draft.type_contrat.includes(AUTEUR);
  const image = draft.type_contrat.includes(IMAGE);
  const otherModel = author && image && draft.modele_distinct;
  const own =
    author && image && !otherModel
      ? 'auteur et modèle'
      : author
        ? 'auteur'
        : image
          ? 'modèle'
          : 'auteur ou modèle';
  const model = otherModel ? ', celle du modèle' : '';
  const representatives = hasRepresentatives ? ' et celle des représentants légaux' : '';
  return `Votre identité (${own})${model}${representatives}`;
}

/** The assignee's group at step 3 when the user is the one granting the rights (its id). */
export const CLIENT_ASSIGNEE_GROUP = 'Le cessionnaire (votre client)';

/**
 * A creator's words for the two parties, as her contract names them: an image authorisation
 * alone is given by « le Modèle » to « le Bénéficiaire » (core/templates); a contract with a work,
 * by the Cédant to the Cessionnaire. The wizard said « cessionnaire » where the PDF said
 * « Bénéficiaire ».
 */
export function creatorPartyWords(draft: Pick<Draft, 'type_contrat'>): {
  own: 'Cédant' | 'Modèle';
  counterpart: 'cessionnaire' | 'bénéficiaire';
} {
  const imageOnly = draft.type_contrat.includes(IMAGE) && !draft.type_contrat.includes(AUTEUR);
  return imageOnly
    ? { own: 'Modèle', counterpart: 'bénéficiaire' }
    : { own: 'Cédant', counterpart: 'cessionnaire' };
}

/** Step 3's title of a creator's client, and the picker's. */
export const clientAssigneeTitle = (draft: Pick<Draft, 'type_contrat'>): string =>
  `Le ${creatorPartyWords(draft).counterpart} (votre client)`;
export const clientPickerTitle = (draft: Pick<Draft, 'type_contrat'>): string =>
  `Choisir le ${creatorPartyWords(draft).counterpart} dans mes clients`;

/** The step-6 checklist's line of the assignee (core/rules/readiness.ts). */
export function assigneeLineLabel(draft: Pick<Draft, 'side' | 'type_contrat'>): string {
  // The specification's words, kept for the default side.
  if (!isCedant(draft)) return READINESS_ITEM_LABELS.assignee;
  const { counterpart } = creatorPartyWords(draft);
  return `${counterpart.charAt(0).toUpperCase()}${counterpart.slice(1)} (votre client)`;
}

export const NO_CLIENT_ASSIGNEE_MESSAGE =
  'Aucun cessionnaire\u00a0: choisissez votre client dans «\u202fMes clients\u202f» ou saisissez-le à l’étape 3.';

type PersonRecord = Omit<PhysicalPersonProfile, 'is_configured'> & { is_configured?: boolean };
type CompanyRecord = Omit<LegalEntityProfile, 'is_configured'> & { is_configured?: boolean };

/**
 * The author answers from a person's or a company's record (a profile or a client of the book):
 * the author kind follows the record's type, the identity is copied, `id` remembers a picked
 * client. « Mlle » has no place among the wizard's civilities (M., Mme); a birth date the profile
 * holds in another shape is left to the wizard to ask.
 */
export function authorFrom(
  type: ProfileType,
  record: PersonRecord | CompanyRecord,
  id?: string,
): Pick<Draft, 'auteur_type' | 'auteur_info'> {
  const link = id ? { id, saveToClients: false } : {};
  if (type === 'physical_person') {
    const c = upgradeLegacyPhysical(record as PersonRecord);
    const auteur_info: PhysicalAuthor = {
      ...emptyPhysicalAuthor(),
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
      ...link,
    };
    return { auteur_type: 'Personne physique', auteur_info };
  }
  const c = upgradeLegacyLegal(record as CompanyRecord);
  const auteur_info: CompanyAuthor = {
    ...emptyCompanyAuthor(),
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
    ...link,
  };
  return { auteur_type: 'Personne morale', auteur_info };
}

/**
 * A client of the book as the contract's assignee (the same fields as an assignee's profile).
 * Only the profile's own fields are copied: what the client list carries beside them (its id,
 * its version) is no answer of the contract.
 */
export function assigneeFromClient(client: Client): EntrepriseInfo {
  const keys: readonly string[] =
    client.type === 'physical_person' ? PHYSICAL_PERSON_KEYS : LEGAL_ENTITY_KEYS;
  const record = client as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(
    keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
  );
  const profiles = {
    physical_person: { is_configured: true, ...(client.type === 'physical_person' ? fields : {}) },
    legal_entity: { is_configured: true, ...(client.type === 'legal_entity' ? fields : {}) },
  } as unknown as Pick<UserProfile, 'physical_person' | 'legal_entity'>;
  return toEntrepriseInfo(profiles, client.type);
}

/** The draft with a client of the book as the counterpart: the author, or the assignee. */
export function draftWithCounterpart(draft: Draft, client: Client): Draft {
  if (isCedant(draft)) return { ...draft, entreprise_info: assigneeFromClient(client) };
  return { ...draft, ...authorFrom(client.type, client, client.id) } as Draft;
}

/** Changes the kind of a typed assignee (natural person or company): its fields start afresh. */
export function setAssigneeType(draft: Draft, type: ProfileType): Draft {
  if (draft.entreprise_info?.type === type) return draft;
  return { ...draft, entreprise_info: blankAssignee(type) };
}

/**
 * The draft on `side`, its parties drawn from `profile` (the kind `type`, or none when the user
 * has not chosen one yet). Switching sides moves the profile to the other party and empties the
 * party the user now types: the profile never stays printed as the counterpart.
 */
export function withSide(
  draft: Draft,
  side: PartySide,
  profile: Pick<UserProfile, 'physical_person' | 'legal_entity'> | null,
  type: ProfileType | null,
): Draft {
  if (draft.side === side) return draft;
  if (side === 'cedant') {
    const author =
      profile && type
        ? authorFrom(type, profile[type])
        : {
            auteur_type: 'Personne physique' as const,
            auteur_info: emptyPhysicalAuthor(),
          };
    return { ...draft, ...author, side, entreprise_info: blankAssignee() } as Draft;
  }
  return {
    ...draft,
    side,
    auteur_type: 'Personne physique',
    auteur_info: emptyPhysicalAuthor(),
    entreprise_info: profile && type ? toEntrepriseInfo(profile, type) : undefined,
  } as Draft;
}

/**
 * Fills the party the profile stands for, on the draft's own side: the assignee for a client,
 * the author (or model) for a creator. What the user typed for the counterpart is kept.
 */
export function withProfileParty(
  draft: Draft,
  profile: Pick<UserProfile, 'physical_person' | 'legal_entity'>,
  type: ProfileType,
): Draft {
  if (isCedant(draft))
    return { ...draft, ...authorOverTyped(draft, authorFrom(type, profile[type])) } as Draft;
  return { ...draft, entreprise_info: toEntrepriseInfo(profile, type) };
}

const isAnswered = (value: unknown): boolean =>
  value !== '' && value !== null && value !== undefined;

/**
 * The creator's profile laid over the author the draft already holds (the wizard applies the
 * profile again on every visit): what the profile answers wins, what it leaves blank or does not
 * hold — a birth date, a birthplace, a minor's parents — stays as typed in the wizard. Another
 * kind of author (a person for a company) starts afresh.
 */
function authorOverTyped(
  draft: Draft,
  fromProfile: Pick<Draft, 'auteur_type' | 'auteur_info'>,
): Pick<Draft, 'auteur_type' | 'auteur_info'> {
  if (draft.auteur_type !== fromProfile.auteur_type) return fromProfile;
  const answered = Object.entries(fromProfile.auteur_info).filter(([, value]) => isAnswered(value));
  return {
    auteur_type: fromProfile.auteur_type,
    auteur_info: { ...draft.auteur_info, ...Object.fromEntries(answered) },
  } as Pick<Draft, 'auteur_type' | 'auteur_info'>;
}

/**
 * The signature slot of the contract's sender: the grantee's for a client, the author's for a
 * creator (core/templates/clauses/signatures.ts names the slots). The sender's own address is
 * suggested there, and allowed only there (LEGAL J20).
 */
export const senderSlot = (draft: Pick<Draft, 'side'>): 'auteur' | 'cessionnaire' =>
  isCedant(draft) ? 'auteur' : 'cessionnaire';

/** The side a new draft starts on: the profile's (the specification's side when none). */
export const defaultDraftSide = (
  profile: Pick<UserProfile, 'side'> | null | undefined,
): PartySide => profile?.side ?? DEFAULT_SIDE;

const sameText = (a: string | undefined, b: string | undefined): boolean =>
  foldText((a ?? '').trim()) === foldText((b ?? '').trim());

/**
 * Whether the assignee a creator typed is already a client of her book: the same kind and name
 * (and first name for a person), however accented or capitalised. Step 3 then offers no second
 * copy of it; a picked client is in the book by definition.
 */
export function assigneeInBook(
  info: EntrepriseInfo | undefined,
  clients: readonly Client[],
): boolean {
  if (!info || (info.nom ?? '').trim() === '') return false;
  return clients.some(
    (client) =>
      client.type === info.type &&
      sameText(client.nom, info.nom) &&
      (info.type === 'legal_entity' ||
        sameText((client as { prenom?: string }).prenom, (info as { prenom?: string }).prenom)),
  );
}
