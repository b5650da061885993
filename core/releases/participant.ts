import { z, text } from '../schemas/zod-fr';
import { draftSchema, physicalAuthorSchema, type Draft } from '../schemas/draft';
import { PARENTAL_AUTHORITY } from '../answers/parents';
import { parentSchema } from '../schemas/parents';
import { childAuthorisationSchema } from '../schemas/child-authorisation';
import { ageAt, MAJORITY_AGE } from '../rules/minors';
import { L7124_AGE } from '../rules/depicted-person';
import { missingFields, type MissingField } from '../rules/readiness';
import { handFilledBlanks, PERSON_IDENTITY_DETAILS } from '../rules/hand-filled';
import { applicableDraftFields } from '../fields/applicable';
import { isoDayOf, CONTRACT_TIME_ZONE, dayFromIso } from '../rules/contract-date';
import { emailRule } from '../fields/formats';
import { requiredFieldMessage } from '../fields/validate';
import { SAME_ADDRESS_MESSAGE, mailboxOf, sameMailbox } from '../signature/mailbox';
import { contractSignatories, type SignerSlot } from '../templates/signatories';
import type { SignerRole } from '../schemas/signature';
import type { ReleaseTerms } from './terms';

/**
 * One model joining a séance from their phone (docs/releases.md): their identity, the registry's
 * fields of an image contract's person (core/fields/person-fields.ts), an address to receive the
 * signing link, and, for a minor, the holders of parental authority — each with their own
 * address, since the code sent there is what identifies who signs — and, under sixteen with a
 * modelling use, the authorisation's reference (C. trav. L7124-1).
 */

const email = text(254).trim();

export const participantModelSchema = physicalAuthorSchema
  .pick({
    gentille: true,
    prenom: true,
    nom: true,
    date_naissance: true,
    lieu_naissance: true,
    nationalite: true,
    adresse: true,
    code_postal: true,
    ville: true,
    pays: true,
  })
  .extend({ email: email.default('') });

export const participantParentSchema = parentSchema.extend({ email: email.default('') });

export const participantSchema = z.strictObject({
  model: participantModelSchema,
  parents: z
    .strictObject({
      autorite_parentale: z
        .enum(PARENTAL_AUTHORITY, { error: 'Choix inconnu pour l’autorité parentale.' })
        .default('conjointe'),
      parent1: participantParentSchema,
      parent2: participantParentSchema.optional(),
    })
    .optional(),
  autorisation: childAuthorisationSchema.optional(),
});
export type ParticipantInput = z.input<typeof participantSchema>;
export type Participant = z.output<typeof participantSchema>;

/** A path of the draft's model as the participant's form names it. */
export function participantPath(key: string): string {
  if (key.startsWith('autorisation_prefectorale.'))
    return key.replace('autorisation_prefectorale.', 'autorisation.');
  if (/^auteur_info\.(parent[12]\.|autorite_parentale)/.test(key))
    return key.replace('auteur_info.', 'parents.');
  return key.replace('auteur_info.', 'model.');
}

const isIdentityKey = (key: string) =>
  key.startsWith('auteur_info.') || key.startsWith('autorisation_prefectorale.');

/** The day a participant signs on: today, as a calendar day in France. */
export const participantDay = (now: Date): string => isoDayOf(now, CONTRACT_TIME_ZONE);

/**
 * The contract this participant signs: the séance's terms with them as the model (an image-only
 * contract's person is `auteur_info`), dated the day they join. The parents and the prefect's
 * authorisation are kept only for the age that needs them (an adult's were stored unprinted).
 */
export function draftForParticipant(
  terms: ReleaseTerms,
  participant: Participant,
  now: Date,
): Draft {
  const { email: _email, ...model } = participant.model;
  const age = ageAt(model.date_naissance, dayFromIso(participantDay(now)) ?? now);
  const parents = age === null || age < MAJORITY_AGE ? participant.parents : undefined;
  const authorisation = age === null || age < L7124_AGE ? participant.autorisation : undefined;
  return draftSchema.parse({
    ...terms,
    auteur_type: 'Personne physique',
    auteur_info: {
      ...model,
      ...(parents
        ? {
            autorite_parentale: parents.autorite_parentale,
            parent1: withoutEmail(parents.parent1),
            ...(parents.parent2 ? { parent2: withoutEmail(parents.parent2) } : {}),
          }
        : {}),
    },
    ...(authorisation ? { autorisation_prefectorale: authorisation } : {}),
    date_contrat: participantDay(now),
  });
}

function withoutEmail<T extends { email: string }>(record: T): Omit<T, 'email'> {
  const { email: _email, ...rest } = record;
  return rest;
}

export type FieldProblem = { path: string; message: string };

const problemOf = (field: MissingField): FieldProblem => ({
  path: participantPath(field.key),
  message: field.problem === 'missing' ? requiredFieldMessage(field.label) : field.message,
});

/**
 * Who signs for this participant, in the contract's order: the model (an adult), or the holders
 * of parental authority and the child from thirteen — each slot with the address that will
 * receive its link; the beneficiary's slot is the photographer's.
 */
export type ParticipantSigner = SignerSlot & { email: string };

function addressOf(role: SignerRole, participant: Participant, photographerEmail: string): string {
  switch (role) {
    case 'cessionnaire':
      return photographerEmail;
    case 'parent1':
      return participant.parents?.parent1.email ?? '';
    case 'parent2':
      return participant.parents?.parent2?.email ?? '';
    default:
      return participant.model.email;
  }
}

/** Where each slot's address was typed, for a message on the right input. */
function pathOfAddress(role: SignerRole): string {
  if (role === 'parent1') return 'parents.parent1.email';
  if (role === 'parent2') return 'parents.parent2.email';
  return 'model.email';
}

export function participantSigners(
  draft: Draft,
  day: Date,
  participant: Participant,
  photographerEmail: string,
): ParticipantSigner[] {
  return contractSignatories(draft, day).map((slot) => ({
    ...slot,
    email: addressOf(slot.role, participant, photographerEmail),
  }));
}

export const ADDRESS_NEEDED_MESSAGE =
  'Indiquez une adresse e-mail\u00a0: le lien pour signer et le code qui prouve votre identité y sont envoyés.';
export const PHOTOGRAPHER_ADDRESS_MESSAGE =
  'Cette adresse est celle du photographe\u00a0: indiquez la vôtre, où vous recevrez votre propre code.';
export const UNBORN_MESSAGE =
  'Date de naissance\u00a0: indiquez une date passée, au format AAAA-MM-JJ.';

/**
 * What keeps this participant from joining, each on its input: the identity the contract needs
 * (the registry's required fields and format rules, as the wizard checks them), the parents of a
 * minor, the authorisation of a child model under sixteen, and one address per signer.
 */
export function participantProblems(
  terms: ReleaseTerms,
  participant: Participant,
  photographerEmail: string,
  now: Date,
): FieldProblem[] {
  const draft = draftForParticipant(terms, participant, now);
  const day = dayFromIso(draft.date_contrat) ?? now;
  const problems = [
    ...missingFields(draft, day)
      .filter((field) => isIdentityKey(field.key))
      .map(problemOf),
    ...identityBlanks(draft, day),
  ];
  const age = ageAt(participant.model.date_naissance, day);
  if (participant.model.date_naissance.trim() !== '' && age === null)
    problems.push({ path: 'model.date_naissance', message: UNBORN_MESSAGE });
  if (age !== null && age < MAJORITY_AGE && !participant.parents)
    problems.push({
      path: 'parents',
      message:
        'Vous avez moins de 18\u00a0ans\u00a0: les titulaires de l’autorité parentale signent pour vous. Indiquez-les, chacun avec sa propre adresse e-mail.',
    });
  // The signers (hence the addresses to check) follow the age and the parents: without them
  // right, the addresses wait; otherwise they are checked now, not after a second send.
  const signersUnknown = problems.some(
    (p) => p.path === 'model.date_naissance' || p.path.startsWith('parents'),
  );
  if (signersUnknown) return dedupe(problems);
  const seen = new Map<string, string>();
  for (const signer of participantSigners(draft, day, participant, photographerEmail)) {
    if (signer.role === 'cessionnaire') continue;
    const path = pathOfAddress(signer.role);
    const address = signer.email.trim();
    const format = emailRule(address, { record: {}, root: {}, today: day });
    if (address === '') problems.push({ path, message: ADDRESS_NEEDED_MESSAGE });
    else if (format) problems.push({ path, message: format });
    else if (sameMailbox(address, photographerEmail))
      problems.push({ path, message: PHOTOGRAPHER_ADDRESS_MESSAGE });
    else if (seen.has(mailboxOf(address))) problems.push({ path, message: SAME_ADDRESS_MESSAGE });
    else seen.set(mailboxOf(address), path);
  }
  return dedupe(problems);
}

/**
 * The model's answers the phone form marks required beyond the registry's: what identityBlanks
 * (below) refuses to leave blank — the town alone stands for the address's second line.
 */
export const MODEL_DETAILS_REQUIRED: readonly string[] = [
  ...PERSON_IDENTITY_DETAILS,
  'adresse',
  'ville',
];

/**
 * The identity details the contract would print « ____ » (birth place, nationality, address…):
 * required here, where the wizard only lists them — a séance's authorisation is signed
 * electronically at once, and nothing can be completed by hand after the signature.
 */
function identityBlanks(draft: Draft, day: Date): FieldProblem[] {
  const labels = new Map(
    applicableDraftFields(draft, day).map(({ spec }) => [spec.key, spec.label]),
  );
  return handFilledBlanks(draft, day)
    .filter((blank) => isIdentityKey(blank.key))
    .map((blank) => ({
      path: participantPath(blank.key),
      message: requiredFieldMessage(labels.get(blank.key) ?? blank.label),
    }));
}

const dedupe = (problems: FieldProblem[]): FieldProblem[] =>
  problems.filter((p, i) => problems.findIndex((q) => q.path === p.path) === i);

/** A model who exists only to check the terms: an adult with every identity answer given. */
const SAMPLE_MODEL: Participant = participantSchema.parse({
  model: {
    gentille: 'Mme',
    prenom: 'Camille',
    nom: 'Exemple',
    date_naissance: '1990-01-01',
    lieu_naissance: 'Paris',
    nationalite: 'française',
    adresse: '1 rue de la Paix',
    code_postal: '75002',
    ville: 'Paris',
    email: 'modele@exemple.fr',
  },
});

/**
 * What the terms themselves leave missing or invalid, read on a contract with a complete adult
 * model: the photographer fixes these before any model sees the séance (French sentences).
 */
export function termsProblems(terms: ReleaseTerms, now: Date): string[] {
  const draft = draftForParticipant(terms, SAMPLE_MODEL, now);
  const day = dayFromIso(draft.date_contrat) ?? now;
  const missing = missingFields(draft, day).filter((field) => !isIdentityKey(field.key));
  const blanks = handFilledBlanks(draft, day);
  return [
    ...missing.map((field) =>
      field.problem === 'missing' ? requiredFieldMessage(field.label) : field.message,
    ),
    ...blanks.map(
      (blank) =>
        `${blank.label}\u00a0: à préciser dans les conditions (une signature électronique ne laisse rien à compléter à la main).`,
    ),
  ];
}
