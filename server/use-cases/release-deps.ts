import type { ContractDocument } from '@core/schemas/document';
import type { SessionUser } from '../auth/session-user';
import type { MailMessage } from '../mail/mail-message';
import type { Repositories } from '../db/repositories/repositories';
import type { SignatureRequest, Signer } from '../db/repositories/signatures';

/**
 * What the séance use cases need, named (docs/releases.md): the repositories they read and
 * write, the PDF render, the invitation e-mail of a signer, the photographer's notice, the quota check, and the few settings
 * they read. The routes compose them from the app; tests may give their own.
 */
export type ReleaseDeps = {
  releases: Repositories['releases'];
  contracts: Repositories['contracts'];
  signatures: Repositories['signatures'];
  transaction: Repositories['transaction'];
  /** The contract as the PDF every signer reads and signs (layout `electronic`). */
  renderPdf: (document: ContractDocument, client: string) => Promise<Uint8Array>;
  /** Sends a signer their link (server/use-cases/signature-notices.ts `invite`). */
  invite: (request: SignatureRequest, signer: Signer) => Promise<void>;
  /** Sends one e-mail (server/mail/mailer.ts): the photographer's notice when a model joins. */
  sendMail: (message: MailMessage) => void;
  /** Whether the account's address is confirmed (the invitations name the photographer). */
  senderVerified: (user: SessionUser) => Promise<boolean>;
  /** Refuses a new contract past the owner's storage quota (server/storage-quota.ts). */
  enforceContractQuota: (
    ownerId: string,
    contract: { title: string; draft: unknown },
  ) => Promise<void>;
  config: {
    /** BETTER_AUTH_SECRET: the public link's token is an HMAC under it. */
    secret: string;
    baseUrl: string;
    participantCap: number;
    signatureExpiryDays: number;
  };
  now: () => Date;
};
