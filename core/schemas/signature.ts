import { unprintableMessage } from '../document/printable';
import { signerNameProblem } from '../signature/signer-name';
import { ADDRESS_INVALID_MESSAGE, ADDRESS_MISSING_MESSAGE } from '../signature/mailbox';
import { z, text, multilineText } from './zod-fr';
import { contractDocumentSchema } from './document';
import { ignoredUserId } from './wire';

/**
 * Electronic signature requests (docs/electronic-signature.md): what the owner sends,
 * what a signer's page reads and sends, and what « Mes Contrats » shows. One schema per shape,
 * used by the Fastify routes and the web parsers alike.
 */

/**
 * What each signatory is to the contract: the stored key of their slot's kind. What people read is
 * the role in the contract's own words (`roleLabel`, core/templates/signatories.ts), since the
 * same key stands for the Cessionnaire of an assignment and the Bénéficiaire of an image
 * authorisation.
 */
export const SIGNER_ROLES = [
  'cedant',
  'cessionnaire',
  'modele',
  'representant',
  'parent1',
  'parent2',
  'mineur',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
/** The role where no contract is at hand to name it (a deleted contract's request). */
export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = {
  cedant: 'Cédant',
  cessionnaire: 'Cessionnaire',
  modele: 'Modèle',
  representant: 'Représentant de la société',
  parent1: 'Parent 1',
  parent2: 'Parent 2',
  mineur: 'Mineur (à partir de 13 ans)',
};

/**
 * The role inside a sentence, « … vous invite à signer …, en qualité de {phrase} »: the labels read
 * « en qualité de parent 1 » and « de mineur (à partir de 13 ans) ».
 */
export const SIGNER_ROLE_PHRASES: Record<SignerRole, string> = {
  cedant: 'cédant',
  cessionnaire: 'cessionnaire',
  modele: 'modèle',
  representant: 'représentant de la société',
  parent1: 'titulaire de l’autorité parentale',
  parent2: 'titulaire de l’autorité parentale',
  mineur: 'partie mineure, qui signe elle-même dès 13 ans',
};

/** Everyone at once, or one after another in the listed order (the next is invited when the previous signs). */
export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

export const REQUEST_STATUSES = [
  'pending',
  'completed',
  'refused',
  'expired',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** waiting = not yet invited (sequential order); invited = has a link and may sign. */
export const SIGNER_STATUSES = ['waiting', 'invited', 'signed', 'refused'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

const emailSchema = z
  .email({
    // A blank line asks for the address; a typo says it is not one.
    error: (issue) => (issue.input === '' ? ADDRESS_MISSING_MESSAGE : ADDRESS_INVALID_MESSAGE),
  })
  .max(254, { error: 'L’adresse e-mail ne doit pas dépasser 254 caractères.' });

const personName = text(200)
  .transform((value) => value.trim())
  .refine((value) => value.length >= 2, { error: 'Indiquez le nom du signataire.' })
  // Printed in the evidence file sealed with the contract (core/document/printable.ts), as
  // written: a name's own characters only (core/signature/signer-name.ts).
  .superRefine((value, ctx) => {
    const message = unprintableMessage(value) ?? signerNameProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const signerInputSchema = z.strictObject({
  /** The signature block's slot this person fills (core/templates/clauses/signatures.ts). */
  slot: z.string().min(1).max(40),
  name: personName,
  email: emailSchema,
  role: z.enum(SIGNER_ROLES, { error: 'Rôle de signataire inconnu.' }),
  /**
   * The suggestion's label, which a client may send back with the rest of it: ignored, since the
   * words a signer's role is shown in are read from the contract each time.
   */
  roleLabel: z.string().max(400).optional(),
});
export type SignerInput = z.infer<typeof signerInputSchema>;

export const createSignatureRequestBody = z.strictObject({
  signers: z
    .array(signerInputSchema)
    .min(1, { error: 'Ajoutez au moins un signataire.' })
    .max(12, { error: 'Une demande compte au plus 12 signataires.' }),
  order: z.enum(SIGNING_ORDERS, { error: 'Ordre de signature inconnu.' }).default('parallel'),
  user_id: ignoredUserId,
});
export type CreateSignatureRequest = z.infer<typeof createSignatureRequestBody>;

/** A slot of the contract's signature block, as the request form pre-fills it. */
export const signatorySuggestionSchema = z.object({
  slot: z.string(),
  role: z.enum(SIGNER_ROLES),
  /** The role as the contract names it (« Bénéficiaire », « Parent 1 de Léa Durand, Modèle »). */
  roleLabel: z.string(),
  name: z.string(),
  email: z.string(),
});
/**
 * What must hold before a contract can be sent, shown first in the sending dialog: the sender's
 * confirmed address, the contract's blanks (which the sender can fill there) and anything else
 * that would refuse the request, in the words the refusal would use.
 */
export const signingChecklistSchema = z.object({
  senderVerified: z.boolean(),
  /** Details the contract would print « ____ »: registry keys of its answers, with their labels. */
  blanks: z.array(z.object({ key: z.string(), label: z.string() })),
  problems: z.array(z.string()),
});
export type SigningChecklist = z.infer<typeof signingChecklistSchema>;

export const signatoriesResponse = z.object({
  signatories: z.array(signatorySuggestionSchema),
  checklist: signingChecklistSchema,
});
export type SignatorySuggestion = z.infer<typeof signatorySuggestionSchema>;

/** The verification code the signer receives by e-mail: six digits. */
export const SIGNING_CODE_PATTERN = /^\d{6}$/;

/** A drawn signature: a PNG data URL, small (a line drawing, not a photo). */
export const MAX_DRAWING_CHARS = 200_000;

const NOT_PNG = 'La signature dessinée doit être une image PNG.';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const ascii = (bytes: string, from: number, length: number) => bytes.slice(from, from + length);
const u32 = (bytes: string, at: number) =>
  ((bytes.charCodeAt(at) << 24) |
    (bytes.charCodeAt(at + 1) << 16) |
    (bytes.charCodeAt(at + 2) << 8) |
    bytes.charCodeAt(at + 3)) >>>
  0;

/** Browsers and Node both have atob; core is compiled without either's type library. */
const base64Decode = (data: string): string =>
  (globalThis as unknown as { atob(data: string): string }).atob(data);

/**
 * Whether a `data:image/png;base64,` URL holds a PNG's frame: its eight-byte signature, then the
 * IHDR chunk (13 bytes, width and height from 1 to 10 000), and the IEND chunk that closes the
 * file. The signature followed by junk was stored, and certified in the evidence file as the
 * signer's drawing. The pixels themselves are not decoded here.
 */
export function isPngImage(dataUrl: string): boolean {
  let bytes: string;
  try {
    bytes = base64Decode(dataUrl.slice(dataUrl.indexOf(',') + 1));
  } catch {
    return false;
  }
  if (bytes.length < 8 + 25 + 12) return false;
  if (!PNG_SIGNATURE.every((byte, i) => bytes.charCodeAt(i) === byte)) return false;
  if (u32(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return false;
  const [width, height] = [u32(bytes, 16), u32(bytes, 20)];
  if (width < 1 || height < 1 || width > 10_000 || height > 10_000) return false;
  const tail = bytes.length - IEND.length;
  return IEND.every((byte, i) => bytes.charCodeAt(tail + i) === byte);
}

export const signBody = z.strictObject({
  code: z.string().regex(SIGNING_CODE_PATTERN, { error: 'Le code compte 6 chiffres.' }),
  consent: z.literal(true, { error: 'Cochez la case de consentement pour signer.' }),
  name: personName,
  drawing: z
    .string()
    .max(MAX_DRAWING_CHARS, { error: 'La signature dessinée est trop volumineuse.' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: NOT_PNG })
    // The label is the sender's word: the bytes must be framed as a PNG is (a JPEG, or any bytes
    // called « png », were stored as the signer's drawing).
    .refine(isPngImage, { error: NOT_PNG })
    .optional(),
});
export type SignInput = z.infer<typeof signBody>;

export const refuseBody = z.strictObject({
  reason: multilineText(1000).transform((value) => value.trim()),
});

/**
 * A signing link's token: any length reaches the handler, whose answer to one it does not know
 * is the link's own « lien invalide » (a truncated link was told « données invalides »); the
 * router stops at 100 characters (server/plugins/spa.ts answers those the same way).
 */
export const signTokenParams = z.strictObject({ token: z.string().max(100) });

/** The link's read log and code request carry nothing (an unknown field is refused, as anywhere). */
export const emptySigningBody = z.strictObject({}).nullish();

const signerView = z.object({
  name: z.string(),
  role: z.enum(SIGNER_ROLES),
  /** The role as the contract names it; the generic label once its contract is deleted. */
  roleLabel: z.string(),
  status: z.enum(SIGNER_STATUSES),
  signedAt: z.string().nullable(),
});

/** GET /api/sign/:token: what the signer's page shows. */
export const signingViewSchema = z.object({
  request: z.object({
    title: z.string(),
    status: z.enum(REQUEST_STATUSES),
    order: z.enum(SIGNING_ORDERS),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** Who sent it (the owner's account name). */
    sender: z.string(),
    documentSha256: z.string(),
  }),
  signer: z.object({
    name: z.string(),
    role: z.enum(SIGNER_ROLES),
    roleLabel: z.string(),
    /**
     * What they are to the contract as its signature line prints it (« Bénéficiaire »,
     * « premier titulaire de l'autorité parentale de Léa Durand »): « en qualité de … ».
     */
    quality: z.string(),
    /** The address the code goes to, partly masked (« ca•••@exemple.fr »). */
    email: z.string(),
    status: z.enum(SIGNER_STATUSES),
    signedAt: z.string().nullable(),
  }),
  signers: z.array(signerView),
  /** The exact sentence the consent checkbox shows and the dossier de preuve records. */
  consentText: z.string(),
  document: contractDocumentSchema,
});
export type SigningView = z.infer<typeof signingViewSchema>;

/**
 * Why a signer's link no longer opens (410 SIGNATURE_CLOSED): the request was cancelled by its
 * sender or by a change of the contract, refused, expired, or completed more than
 * SIGNED_COPY_DAYS ago, or its sender's account was deleted (core/signature/closed-link.ts).
 */
export const CLOSED_REASONS = [
  'cancelled',
  'contract_changed',
  'contract_deleted',
  'refused',
  'expired',
  'completed',
  'account_deleted',
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/**
 * The `details` of a 410 on a signer's link: where the request stands and who closed it, so the
 * page can tell the signer in words that fit them — nothing of the contract itself.
 */
export const closedSigningSchema = z.object({
  status: z.enum(REQUEST_STATUSES),
  reason: z.enum(CLOSED_REASONS),
  /** When it closed: the cancellation, refusal, expiry or completion. */
  at: z.string().nullable(),
  /** Who closed it, as the signers know them: the sender who cancelled, the signer who refused. */
  by: z.string().nullable(),
  /** Who sent the request: whom to ask about it. */
  sender: z.string(),
  /** The signer's own answer, and when they gave it. */
  you: z.object({ status: z.enum(SIGNER_STATUSES), at: z.string().nullable() }),
});
export type ClosedSigning = z.infer<typeof closedSigningSchema>;

const ownerSignerView = signerView.extend({
  id: z.string(),
  email: z.string(),
  slot: z.string(),
  refusalReason: z.string().nullable(),
  invitedAt: z.string().nullable(),
});

/** A request as « Mes Contrats » shows it to its owner. */
export const signatureRequestView = z.object({
  id: z.string(),
  contractId: z.string(),
  title: z.string(),
  status: z.enum(REQUEST_STATUSES),
  order: z.enum(SIGNING_ORDERS),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  signers: z.array(ownerSignerView),
});
export type SignatureRequestView = z.infer<typeof signatureRequestView>;
export const signatureRequestsResponse = z.object({ requests: z.array(signatureRequestView) });

/** POST /api/verify: what the uploaded PDF's seal says. */
export const verificationSchema = z.object({
  /**
   * unsigned: no signature; intact: Clausier's seal covers the whole file; modified: changed or
   * added to after Clausier's seal; unknown_seal: signed by others only; invalid: a signature
   * that cannot be read or does not verify (server/seal/seal-verdict.ts).
   */
  state: z.enum(['unsigned', 'intact', 'modified', 'unknown_seal', 'invalid']),
  /** Whether the signature judged is Clausier's own seal. */
  ours: z.boolean(),
  sealedAt: z.string().nullable(),
  request: z
    .object({
      id: z.string(),
      title: z.string(),
      completedAt: z.string().nullable(),
      signers: z.array(
        z.object({
          name: z.string(),
          role: z.enum(SIGNER_ROLES),
          roleLabel: z.string(),
          signedAt: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;
