import {
  HttpTimestampAuthority,
  PDF,
  PdfDict,
  PdfString,
  PlaceholderError,
  type PdfObject,
} from '@libpdf/core';
import { parseCertificate } from './certificate-facts';
import { createRevocationSource, revocationPointers } from './revocation';
import type { SigningIdentity } from './signing-identity';

export type SealOptions = {
  /** /Reason: why the document is sealed (« Contrat signé électroniquement par … »). */
  reason: string;
  /** /Name: who seals (the operator, e.g. « Clausier »). */
  name: string;
  location?: string;
  contactInfo?: string;
  /** TSA_URL: an RFC 3161 timestamp authority; when set, the seal is PAdES B-T. */
  tsaUrl?: string;
  /** The claimed signing time (/M and the CMS signing-time attribute); now by default. */
  signingTime?: Date;
  /** How long each OCSP responder or CRL server may take (REVOCATION_TIMEOUT_MS by default). */
  revocationTimeoutMs?: number;
};

/** PAdES baseline levels (ETSI EN 319 142-1): each one adds to the one before. */
export type SealLevel = 'B-B' | 'B-T' | 'B-LT' | 'B-LTA';

export type SealReport = {
  bytes: Uint8Array;
  /** The level the sealed file reaches. */
  level: SealLevel;
  /**
   * A DSS (Document Security Store) holds the seal certificate's chain and its revocation status
   * (OCSP responses or CRLs). True at B-LT and B-LTA, and also for a CA certificate sealed
   * without TSA_URL: B-LT requires the signature timestamp of B-T, so that file stays B-B.
   */
  validationData: boolean;
  /** Why the level aimed at was not reached (a responder unreachable…), for the log. */
  notes: string[];
};

/** How long the timestamp authority may take before sealing fails. */
const TSA_TIMEOUT_MS = 15_000;
/**
 * How long an OCSP responder or CRL server may take: its answer only adds validation data, so a
 * slow one costs the seal its long-term level, never its signature, and must not hold it long.
 */
export const REVOCATION_TIMEOUT_MS = 5_000;

/**
 * Room reserved for the CMS in /Contents, in bytes: its fixed parts and signature, the
 * certificates it carries, and a timestamp token (the TSA's own certificates included). Too small
 * fails (PlaceholderError, retried once at the size asked); too large only costs zeros.
 */
const contentsSize = (identity: Pick<SigningIdentity, 'signer'>, timestamped: boolean) => {
  const certificates = [identity.signer.certificate, ...(identity.signer.certificateChain ?? [])];
  const certificateBytes = certificates.reduce((sum, der) => sum + der.length, 0);
  return 4096 + certificateBytes + (timestamped ? 16_384 : 0);
};

/**
 * @libpdf/core 0.4.2 cannot write /Name, and it escapes /Reason, /Location and /ContactInfo twice
 * (a parenthesis would read « \( »). So these entries are set here, on the signature dictionary
 * itself, when sign() registers it with this document's object registry — the one moment between
 * its creation and its serialisation. The wrapper is on this one document only and is removed
 * after; `applied` lets the caller check that the dictionary really went through it.
 */
function setSignatureEntries(document: PDF, entries: Record<string, string | undefined>) {
  const registry = document.context.registry;
  const register = registry.register;
  const state = { applied: false };
  registry.register = (object: PdfObject) => {
    if (object instanceof PdfDict && object.getName('Type')?.value === 'Sig') {
      for (const [key, value] of Object.entries(entries)) {
        if (value !== undefined) object.set(key, PdfString.fromString(value));
      }
      state.applied = true;
    }
    return register.call(registry, object);
  };
  return { state, restore: () => void (registry.register = register) };
}

async function sealOnce(
  pdf: Uint8Array,
  identity: Pick<SigningIdentity, 'signer'>,
  options: SealOptions,
  estimatedSize: number,
): Promise<Uint8Array> {
  const document = await PDF.load(pdf);
  const { state, restore } = setSignatureEntries(document, {
    Name: options.name,
    Reason: options.reason,
    Location: options.location,
    ContactInfo: options.contactInfo,
  });
  try {
    const { bytes } = await document.sign({
      signer: identity.signer,
      subFilter: 'ETSI.CAdES.detached',
      digestAlgorithm: 'SHA-256',
      signingTime: options.signingTime ?? new Date(),
      estimatedSize,
      ...(options.tsaUrl
        ? {
            level: 'B-T' as const,
            timestampAuthority: new HttpTimestampAuthority(options.tsaUrl, {
              timeout: TSA_TIMEOUT_MS,
            }),
          }
        : { level: 'B-B' as const }),
    });
    if (!state.applied) throw new Error('sealPdf: the signature dictionary was not completed');
    return bytes;
  } finally {
    restore();
  }
}

/** The signature itself: B-B, or B-T with a timestamp authority. */
async function signOnce(
  pdf: Uint8Array,
  identity: Pick<SigningIdentity, 'signer'>,
  options: SealOptions,
): Promise<Uint8Array> {
  const size = contentsSize(identity, options.tsaUrl !== undefined);
  try {
    return await sealOnce(pdf, identity, options, size);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    return sealOnce(pdf, identity, options, error.requiredSize + 2048);
  }
}

/** The certificate of the chain that issued `certificate`, if the PKCS#12 file carried it. */
function issuerOf(signer: SigningIdentity['signer']): Uint8Array | undefined {
  const issuerName = parseCertificate(signer.certificate).issuer;
  return signer.certificateChain?.find((candidate) =>
    parseCertificate(candidate).subject.isEqual(issuerName),
  );
}

/** A document timestamp (/DocTimeStamp, ETSI.RFC3161) over the whole file: B-LTA. */
async function documentTimestamp(pdf: Uint8Array, tsaUrl: string): Promise<Uint8Array> {
  const stamp = async (estimatedSize: number) => {
    const document = await PDF.load(pdf);
    const { bytes } = await document.addTimestamp({
      timestampAuthority: new HttpTimestampAuthority(tsaUrl, { timeout: TSA_TIMEOUT_MS }),
      digestAlgorithm: 'SHA-256',
      estimatedSize,
    });
    return bytes;
  };
  try {
    return await stamp(16_384);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    return stamp(error.requiredSize + 2048);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Seals a PDF (PAdES, SubFilter ETSI.CAdES.detached, SHA-256): an incremental update appends a
 * signature whose ByteRange covers the whole file as it then is, and whose CMS carries the
 * signing certificate (and its chain); with `tsaUrl`, an RFC 3161 timestamp of the signature
 * (B-T). The bytes before the update are kept as they were. Rejects when the PDF cannot be read
 * or the timestamp authority fails (a seal without its asked timestamp is not returned).
 *
 * When the certificate names an OCSP responder or a CRL (a certificate from a CA, not the
 * self-signed development seal), its status is asked and, once it answers « good », a second
 * update adds a DSS with the chain and the answers (B-LT with `tsaUrl`), then a third a document
 * timestamp over the whole file (B-LTA). None of this can fail the seal: an unreachable
 * responder or a failed document timestamp leaves the level below, said in `notes`.
 */
export async function sealPdfWithReport(
  pdf: Uint8Array,
  identity: Pick<SigningIdentity, 'signer'>,
  options: SealOptions,
): Promise<SealReport> {
  const signed = await signOnce(pdf, identity, options);
  const base: SealReport = {
    bytes: signed,
    level: options.tsaUrl ? 'B-T' : 'B-B',
    validationData: false,
    notes: [],
  };
  const { certificate } = identity.signer;
  const pointers = revocationPointers(certificate);
  if (pointers.ocsp.length === 0 && pointers.crl.length === 0) return base;

  const source = createRevocationSource(options.revocationTimeoutMs ?? REVOCATION_TIMEOUT_MS);
  const issuer = issuerOf(identity.signer);
  const answer =
    (issuer && pointers.ocsp.length > 0
      ? await source.provider.getOCSP(certificate, issuer)
      : null) ?? (await source.provider.getCRL(certificate, issuer));
  const problems = () => source.problems.map((problem) => `${problem.url}: ${problem.message}`);
  if (!answer) {
    const why = issuer || pointers.ocsp.length === 0 ? [] : ['issuer not in SIGNING_P12_PATH'];
    return {
      ...base,
      notes: ['no revocation status for the seal certificate', ...why, ...problems()],
    };
  }
  const status = source.status(certificate);
  if (status && status !== 'good') {
    return { ...base, notes: [`the seal certificate is ${status} according to its CA`] };
  }
  let withData: Uint8Array;
  const notes: string[] = [];
  try {
    const document = await PDF.load(signed);
    const result = await document.addValidationData({ revocationProvider: source.provider });
    withData = result.bytes;
    notes.push(...result.warnings.map((warning) => `${warning.code}: ${warning.message}`));
  } catch (error) {
    return { ...base, notes: [`validation data: ${message(error)}`, ...problems()] };
  }
  notes.push(...problems());
  if (!options.tsaUrl) return { bytes: withData, level: 'B-B', validationData: true, notes };
  try {
    const stamped = await documentTimestamp(withData, options.tsaUrl);
    return { bytes: stamped, level: 'B-LTA', validationData: true, notes };
  } catch (error) {
    notes.push(`document timestamp: ${message(error)}`);
    return { bytes: withData, level: 'B-LT', validationData: true, notes };
  }
}

/** sealPdfWithReport's bytes. */
export async function sealPdf(
  pdf: Uint8Array,
  identity: Pick<SigningIdentity, 'signer'>,
  options: SealOptions,
): Promise<Uint8Array> {
  return (await sealPdfWithReport(pdf, identity, options)).bytes;
}
