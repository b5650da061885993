import {
  HttpTimestampAuthority,
  PDF,
  PdfDict,
  PdfString,
  PlaceholderError,
  type PdfObject,
} from '@libpdf/core';
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
};

/** How long the timestamp authority may take before sealing fails. */
const TSA_TIMEOUT_MS = 15_000;

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

/**
 * Seals a PDF (PAdES, SubFilter ETSI.CAdES.detached, SHA-256): an incremental update appends a
 * signature whose ByteRange covers the whole file as it then is, and whose CMS carries the
 * signing certificate (and its chain); with `tsaUrl`, an RFC 3161 timestamp of the signature
 * (B-T). The bytes before the update are kept as they were. Rejects when the PDF cannot be read
 * or the timestamp authority fails (a seal without its asked timestamp is not returned).
 */
export async function sealPdf(
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
