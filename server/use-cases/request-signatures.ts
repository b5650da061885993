import { randomUUID } from 'node:crypto';
import { refusedCharacters, unprintableCharacters } from '@core/document/printable';
import { checkReadiness, describeMissing } from '@core/rules/readiness';
import {
  childAuthorisationBlanks,
  handFilledBlanks,
  type HandFilledBlank,
} from '@core/rules/hand-filled';
import { crossedAgeThreshold } from '@core/rules/age-thresholds';
import { BLANK, formatDateFr } from '@core/document/typography';
import { SAME_ADDRESS_MESSAGE, mailboxOf, sameMailbox } from '@core/signature/mailbox';
import { isBlankName, sameSignerName } from '@core/signature/signer-name';
import type { ContractDocument } from '@core/schemas/document';
import type {
  CreateSignatureRequest,
  SignatorySuggestion,
  SignerInput,
  SigningChecklist,
} from '@core/schemas/signature';
import {
  contractRoleLabels,
  contractSignatories,
  electronicSignatureDocument,
  slotCapacity,
  slotQuality,
  type ElectronicSlotState,
  type RoleLabels,
  type SignerSlot,
} from '@core/templates/signatories';
import { OWN_NAME, type SignerCapacity } from '@core/signature/consent';
import type { SessionUser } from '../auth/session-user';
import type { Contract } from '../db/repositories/contracts';
import type { NewSigner } from '../db/repositories/signatures';
import { AppError, type FieldError } from '../errors';
import { authorize, requireAccount } from '../policies';
import { sha256Hex, signingToken } from '../signature/secrets';
import { contractDayOf, contractDocument } from './contract-document';
import { senderSlot } from '@core/rules/sides';
import { assertChildAuthorised } from './assert-child-authorised';
import type { Draft } from '@core/schemas/draft';
import { invite } from './signature-notices';
import type { UseCaseDeps } from './deps';

type Deps = Pick<UseCaseDeps, 'repositories' | 'renderer' | 'mailer' | 'config' | 'clock'>;

/**
 * POST /api/contracts/:id/signature-requests (docs/electronic-signature.md):
 * the owner of a finalised contract sends it for signature. The contract is frozen at that
 * moment — rendered to PDF once, its bytes and SHA-256 kept — and every slot of its signature
 * block must be given a signer (both parents of a minor, the child from thirteen), each with
 * their own address, since the code sent there is what identifies them.
 */

/** The SHA-256 of a document's JSON: what a later edit of the contract changes. */
export const documentFingerprint = (document: ContractDocument): string =>
  sha256Hex(JSON.stringify(document));

/** What a contract's parties and signature block are read from: its answers and its date. */
type DatedAnswers = Pick<Contract, 'draft' | 'created_at'>;

/** The slots of the contract's signature block, as its answers give them on its date. */
export const slotsOf = (contract: DatedAnswers): SignerSlot[] =>
  contractSignatories(contract.draft, contractDayOf(contract.draft, contract.created_at));

/**
 * The contract as it is signed online (LEGAL J19): `document` with its signature block in the
 * electronic form, each slot in its state — « en attente de signature » in the PDF sent for
 * signing, « Signé électroniquement par … » in the sealed one.
 */
export const signedOnline = (
  contract: DatedAnswers,
  document: ContractDocument,
  states: Readonly<Record<string, ElectronicSlotState>>,
): ContractDocument =>
  electronicSignatureDocument(
    document,
    contract.draft,
    contractDayOf(contract.draft, contract.created_at),
    states,
  );

/** In what capacity the person in `slot` signs (LEGAL J20): what their consent sentence says. */
export const capacityOf = (contract: DatedAnswers, slot: string): SignerCapacity =>
  slotCapacity(contract.draft, contractDayOf(contract.draft, contract.created_at), slot)
    ?.capacity ?? OWN_NAME;

/** What the person in `slot` is to the contract, as its signature line prints it; null without the slot. */
export const qualityOf = (contract: DatedAnswers, slot: string): string | null =>
  slotQuality(contract.draft, contractDayOf(contract.draft, contract.created_at), slot);

/**
 * Each slot's role in the contract's words (core/templates/signatories.ts `roleLabelOf`); null for
 * a deleted contract, whose signers keep the generic labels.
 */
export const roleLabelsOf = (contract: DatedAnswers | null): RoleLabels | null =>
  contract
    ? contractRoleLabels(contract.draft, contractDayOf(contract.draft, contract.created_at))
    : null;

/** Loads a contract its owner may send for signature, or says why not. */
export async function signableContract(
  deps: Deps,
  user: SessionUser,
  contractId: string,
): Promise<Contract> {
  requireAccount(user);
  const contract = await deps.repositories.contracts.find(user.id, contractId);
  authorize(user, 'contract:read', contract);
  return contract;
}

/**
 * The form's starting point: each slot with its name from the contract and, where Clausier
 * knows it, an address — the sender's own in their slot, and a creator's client's as typed in
 * the wizard (the assignee's e-mail) in the grantee's.
 */
export async function suggestSignatories(
  deps: Deps,
  user: SessionUser,
  contractId: string,
): Promise<{ signatories: SignatorySuggestion[]; checklist: SigningChecklist }> {
  const contract = await signableContract(deps, user, contractId);
  const own = senderSlot(contract.draft);
  return {
    signatories: slotsOf(contract).map((slot) => ({
      slot: slot.slot,
      role: slot.role,
      roleLabel: slot.roleLabel,
      name: isBlankName(slot.name) ? '' : slot.name,
      email:
        slot.slot === own
          ? (user.email ?? '')
          : slot.slot === 'cessionnaire'
            ? (contract.draft.entreprise_info?.email ?? '').trim()
            : '',
    })),
    checklist: await signingChecklist(deps, user, contract),
  };
}

/**
 * The request names the person the contract's answers name in that slot
 * (core/signature/signer-name.ts). The answers, not an edited text: any run of words of the text
 * (another party's name, « Lyon », « le ») let a request name anyone after a mere save in the
 * editor. A name corrected in the editor is corrected in the wizard.
 */
const wrongNameMessage = (slot: SignerSlot): string =>
  isBlankName(slot.name)
    ? `Le contrat ne nomme pas encore ce signataire (${slot.name.replaceAll(BLANK, '…')})\u00a0: complétez son nom dans l’assistant avant de l’envoyer en signature.`
    : `Le contrat nomme ${slot.name} pour cette signature\u00a0: indiquez ce nom, ou corrigez-le dans l’assistant.`;

/**
 * The sender signs in their own slot only — the grantee's for a client, the author's for a
 * creator (core/rules/sides.ts `senderSlot`): the code proving who signs goes to the address
 * typed, so a counterparty's slot given the sender's own mailbox (or a `+` alias of it) would let
 * the sender sign for them (LEGAL J20).
 */
const SENDERS_OWN_ADDRESS =
  'Cette adresse est la vôtre (ou un alias de la vôtre)\u00a0: chaque signataire reçoit le code qui prouve son identité à sa propre adresse. Indiquez celle de la personne qui signe.';

function signerProblems(
  slots: readonly SignerSlot[],
  signers: readonly SignerInput[],
  senderEmail: string,
  ownSlot: string,
): FieldError[] {
  const problems: FieldError[] = [];
  const bySlot = new Map(slots.map((slot) => [slot.slot, slot]));
  const seenSlots = new Set<string>();
  const seenEmails = new Map<string, number>();
  signers.forEach((signer, i) => {
    const slot = bySlot.get(signer.slot);
    if (!slot)
      problems.push({
        path: `signers.${i}.slot`,
        message: 'Ce signataire ne correspond à aucune signature prévue par le contrat.',
      });
    else if (seenSlots.has(signer.slot))
      problems.push({
        path: `signers.${i}.slot`,
        message: 'Deux signataires occupent la même place dans le contrat.',
      });
    else if (slot.role !== signer.role)
      problems.push({
        path: `signers.${i}.role`,
        message: 'Ce rôle ne correspond pas à la place de ce signataire dans le contrat.',
      });
    else if (!sameSignerName(signer.name, slot.name))
      problems.push({ path: `signers.${i}.name`, message: wrongNameMessage(slot) });
    seenSlots.add(signer.slot);
    const email = mailboxOf(signer.email);
    const first = seenEmails.get(email);
    if (signer.slot !== ownSlot && sameMailbox(signer.email, senderEmail))
      problems.push({ path: `signers.${i}.email`, message: SENDERS_OWN_ADDRESS });
    else if (first !== undefined)
      problems.push({ path: `signers.${i}.email`, message: SAME_ADDRESS_MESSAGE });
    else seenEmails.set(email, i);
  });
  slots.forEach((slot) => {
    if (!seenSlots.has(slot.slot))
      problems.push({
        path: 'signers',
        message: `Le contrat prévoit aussi la signature de ${isBlankName(slot.name) ? 'la personne désignée' : slot.name}\u00a0: ajoutez ce signataire.`,
      });
  });
  return problems;
}

/**
 * Why the contract cannot be signed online yet, blanks apart: not final, emptied in the editor,
 * a party who changed age since its date, a child's missing authorisation, a missing answer.
 * Each is the message the request's refusal gives; the blanks are kept apart because the sender
 * can fill them in the sending dialog.
 */
function contractProblems(contract: Contract): {
  problems: AppError[];
  blanks: HandFilledBlank[];
} {
  const problems: AppError[] = [];
  const check = (assertion: () => void) => {
    try {
      assertion();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(error);
    }
  };
  if (contract.is_draft) return { problems: [new AppError('SIGNATURE_NOT_FINAL')], blanks: [] };
  const draft = contract.draft;
  const day = contractDayOf(contract.draft, contract.created_at);
  check(() => assertAgesUnchanged(draft, day));
  // A child model's missing authorisation is asked in the dialog like a blank (its wizard fields).
  const authorisation = childAuthorisationBlanks(draft, day);
  // An edited contract is its stored text, whatever its answers say — but not no text at all
  // (an emptied document could otherwise be sent, signed and sealed).
  if (contract.edited) {
    const hasText = contractDocument(contract).elements.some(
      (element) =>
        element.type === 'paragraph' && element.runs.some((run) => run.text.trim() !== ''),
    );
    if (!hasText)
      problems.push(
        new AppError('VALIDATION_FAILED', {
          message:
            'Ce contrat est vide : rétablissez son texte dans l’éditeur avant de l’envoyer en signature.',
        }),
      );
    return { problems, blanks: authorisation };
  }
  const unanswered = checkReadiness(draft, day).missing.filter(
    (field) => !authorisation.some((blank) => blank.key === field.key),
  );
  if (unanswered.length > 0)
    problems.push(
      new AppError('VALIDATION_FAILED', {
        message: `Ce contrat ne peut pas être signé, il reste à compléter ou corriger\u00a0: ${describeMissing(unanswered)}.`,
      }),
    );
  // What step 6 leaves « à compléter à la main avant la signature » cannot be written by hand
  // into a PDF signed online: it would stay « ____ » in the sealed contract.
  return { problems, blanks: [...authorisation, ...handFilledBlanks(draft, day)] };
}

function assertContractReady(contract: Contract): void {
  // The API's refusal names the law and the authorisation's fields (core/rules/child-authorisation.ts).
  if (!contract.is_draft)
    assertChildAuthorised(contract.draft, contractDayOf(contract.draft, contract.created_at));
  const { problems, blanks } = contractProblems(contract);
  if (problems[0]) throw problems[0];
  if (blanks.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message:
        'Ce contrat laisse des mentions à compléter à la main, ce qu’une signature électronique ne permet pas\u00a0: ' +
        `${blanks.map((b) => b.label).join(', ')}. Complétez-les dans la fenêtre d’envoi pour signature, puis envoyez-le.`,
    });
}

/** The sending dialog's checklist: everything requestSignatures would refuse, said at once. */
export async function signingChecklist(
  deps: Deps,
  user: SessionUser,
  contract: Contract,
): Promise<SigningChecklist> {
  const found = contractProblems(contract);
  const problems = found.problems.map((problem) => problem.message);
  try {
    assertPrintableTitle(contract.title);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems.push(error.message);
  }
  const { signatures } = deps.repositories;
  if ((await signatures.pendingOfContract(user.id, contract.id)).length > 0)
    problems.push(new AppError('SIGNATURE_ALREADY_PENDING').message);
  if (await signatures.hasCompleted(user.id, contract.id))
    problems.push(new AppError('SIGNATURE_ALREADY_COMPLETED').message);
  return {
    senderVerified: await deps.repositories.users.emailVerified(user.id),
    blanks: found.blanks.map(({ key, label }) => ({ key, label })),
    problems,
  };
}

/**
 * Ages are read at the contract's date, which its text is written for; signing online happens
 * today. A party who turned 13, 16 or 18 in between would sign a contract that says the wrong
 * things about them (parents signing for an adult, no opinion asked of a child now thirteen):
 * refused, with the way out (core/rules/age-thresholds.ts).
 */
function assertAgesUnchanged(draft: Draft, day: Date): void {
  const crossed = crossedAgeThreshold(draft, day, new Date());
  if (!crossed) return;
  throw new AppError('VALIDATION_FAILED', {
    message:
      `Ce contrat a été établi le ${formatDateFr(day)}\u00a0: depuis, ${crossed.name || 'une partie'} a eu ` +
      `${crossed.age}\u00a0ans, ce qui change les règles qu’il doit suivre (signature des parents, autorisation, ` +
      'avis de l’enfant). Établissez un nouveau contrat depuis l’assistant avant de l’envoyer en signature.',
  });
}

/**
 * The title is printed in the evidence file sealed with the signed contract: refused now, with
 * a way out, rather than printed as its characters' numbers (core/document/printable.ts).
 */
function assertPrintableTitle(title: string): void {
  const characters = unprintableCharacters(title);
  if (characters.length === 0) return;
  const { some, named } = refusedCharacters(characters);
  throw new AppError('UNPRINTABLE_CHARACTERS', {
    message:
      `Le titre de ce contrat contient ${some} que le dossier de preuve ne peut pas imprimer\u00a0: ${named}. ` +
      `Renommez le contrat dans «\u202fMes Contrats\u202f», puis envoyez-le en signature.`,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The invitations say « X (x@…) vous invite à signer »: an account whose address nobody confirmed
 * could send them to anyone in a name of its choosing, from Clausier's own address.
 * The sender's address must be confirmed first.
 */
async function assertVerifiedSender(deps: Deps, user: SessionUser): Promise<void> {
  if (!(await deps.repositories.users.emailVerified(user.id)))
    throw new AppError('SIGNATURE_SENDER_UNVERIFIED');
}

export async function requestSignatures(
  deps: Deps,
  user: SessionUser,
  contractId: string,
  input: CreateSignatureRequest,
  meta: { ip: string; userAgent: string | null },
): Promise<{ id: string }> {
  // Another account's contract answers 404 before anything is said about this one's address.
  const contract = await signableContract(deps, user, contractId);
  await assertVerifiedSender(deps, user);
  assertContractReady(contract);
  assertPrintableTitle(contract.title);
  const problems = signerProblems(
    slotsOf(contract),
    input.signers,
    user.email ?? '',
    senderSlot(contract.draft),
  );
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: problems });
  const { signatures } = deps.repositories;
  if ((await signatures.pendingOfContract(user.id, contract.id)).length > 0)
    throw new AppError('SIGNATURE_ALREADY_PENDING');
  if (await signatures.hasCompleted(user.id, contract.id))
    throw new AppError('SIGNATURE_ALREADY_COMPLETED');

  // The fingerprint is the contract's own document, which a later save is compared with; what
  // signers see and sign is its electronic form, every slot still waiting.
  const fingerprint = documentFingerprint(contractDocument(contract));
  const document = signedOnline(
    contract,
    contractDocument(contract),
    Object.fromEntries(
      input.signers.map((s) => [s.slot, { name: s.name, signedAt: null, dossierPage: null }]),
    ),
  );
  const { pdf } = await deps.renderer.render(document, {
    client: `user:${user.id}`,
    layout: 'electronic',
  });
  const id = randomUUID();
  const secret = deps.config.auth.secret;
  const signers: NewSigner[] = input.signers.map((s) => {
    const signerId = randomUUID();
    return {
      id: signerId,
      slot: s.slot,
      role: s.role,
      name: s.name,
      email: s.email.trim(),
      status: 'waiting',
      tokenHash: sha256Hex(signingToken(secret, signerId)),
    };
  });
  const documentSha256 = sha256Hex(pdf);
  const expiresAt = new Date(
    deps.clock().getTime() + deps.config.signature.expiryDays * DAY_MS,
  ).toISOString();
  const stored = deps.repositories.transaction(async (r) => {
    await r.signatures.insert(
      id,
      {
        ownerId: user.id,
        contractId: contract.id,
        title: contract.title,
        sender: user.name?.trim() ? `${user.name.trim()} (${user.email})` : (user.email ?? ''),
        senderEmail: user.email ?? '',
        order: input.order,
        document,
        documentFingerprint: fingerprint,
        documentPdf: pdf,
        documentSha256,
        expiresAt,
      },
      signers,
    );
    await r.signatures.appendEvent(id, {
      type: 'created',
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: {
        by: user.email,
        documentSha256,
        order: input.order,
        signers: signers.map((s) => ({ name: s.name, email: s.email, role: s.role })),
      },
    });
  });
  // Two requests sent at once both pass the check above: the database keeps one pending request
  // per contract (migration 0006), and the other is told so, as if it had come second.
  await stored.catch(async (error: unknown) => {
    if ((await signatures.pendingOfContract(user.id, contract.id)).length > 0)
      throw new AppError('SIGNATURE_ALREADY_PENDING');
    throw error;
  });
  const request = await signatures.find(id);
  const invitees = await signatures.signers(id);
  if (request) {
    const first = input.order === 'sequential' ? invitees.slice(0, 1) : invitees;
    for (const signer of first) await invite(deps, request, signer, 'invitation');
  }
  return { id };
}
