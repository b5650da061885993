import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import { appendPdf, type PdfAttachment } from './append-pdf';
import { sealPdfWithReport } from './seal-pdf';
import { judgeSignatures, type FileVerdict } from './seal-verdict';
import { loadSigningIdentity, type SigningIdentity } from './signing-identity';
import { createVerifyPool, type VerifyPoolOptions } from './verify-pool';

/** What the signature use-cases need of the PDF seal (server/seal/, docs/electronic-signature.md). */
export type Sealer = {
  /** The certificate's facts, for the dossier de preuve and /verifier. */
  identity: () => Promise<SigningIdentity>;
  /** `main`'s pages then `appendix`'s, `attachments` embedded: one file, ready to seal. */
  append: (
    main: Uint8Array,
    appendix: Uint8Array,
    attachments?: readonly PdfAttachment[],
  ) => Promise<Uint8Array>;
  seal: (pdf: Uint8Array, reason: string) => Promise<Uint8Array>;
  /**
   * Every signature of the file, checked in a child process (verify-pool.ts) and judged against
   * this identity's certificate (seal-verdict.ts). Rejects with 413 SEAL_TOO_LARGE, 422
   * VERIFY_TIMEOUT or 503 VERIFY_BUSY.
   */
  verify: (pdf: Uint8Array) => Promise<FileVerdict>;
  close: () => Promise<void>;
  /** Whether seals carry an RFC 3161 timestamp (TSA_URL). */
  timestamped: boolean;
};

/**
 * The document-signing identity is loaded on first use (a server that never seals never reads
 * or generates a certificate); a failed load is retried on the next use rather than remembered.
 */
export function createSealer(
  config: Pick<Config, 'dataDir' | 'signature'>,
  verifyPool: VerifyPoolOptions = {},
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Sealer {
  let pool: ReturnType<typeof createVerifyPool> | null = null;
  let loading: Promise<SigningIdentity> | null = null;
  const identity = (): Promise<SigningIdentity> => {
    const current =
      loading ??
      loadSigningIdentity({
        p12Path: config.signature.p12Path,
        p12Password: config.signature.p12Password,
        dataDir: config.dataDir,
      }).catch((error: unknown) => {
        loading = null;
        throw error;
      });
    loading = current;
    return current;
  };
  return {
    identity,
    append: appendPdf,
    seal: async (pdf, reason) => {
      const report = await sealPdfWithReport(pdf, await identity(), {
        reason,
        name: 'Clausier',
        location: 'France',
        tsaUrl: config.signature.tsaUrl,
      });
      // A level below the configuration's (a responder down, a revoked certificate) is the
      // operator's to know: the file is sealed all the same.
      const { level, validationData, notes } = report;
      if (notes.length > 0)
        log?.warn({ level, validationData, notes }, 'PDF sealed below its level');
      else log?.info({ level, validationData }, 'PDF sealed');
      return report.bytes;
    },
    verify: async (pdf) => {
      const ours = (await identity()).certificateSha256;
      pool ??= createVerifyPool(verifyPool);
      const report = await pool.verify(pdf);
      if (report.kind === 'contents-too-large') throw new AppError('SEAL_TOO_LARGE');
      return judgeSignatures(report, ours);
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
    timestamped: config.signature.tsaUrl !== undefined,
  };
}
