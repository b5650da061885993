import { certificateFacts } from './certificate-facts';
import { checkDetachedCms, checkTimestampToken } from './cms-signature';
import { onlyValidationDataAfter } from './later-revisions';
import { decodePdfText, pdfDateToIso } from './pdf-text';
import {
  findLastSignature,
  findSignatures,
  nameEntry,
  stringEntry,
  type FoundSignature,
} from './signature-dictionary';

/**
 * `unsigned`: no signature; `intact`: the signature verifies and covers every byte of the file —
 * or every byte but updates that only add long-term validation data (`validationDataAfter`);
 * `modified`: it verifies as a signature but the covered bytes changed, or other bytes were
 * added after it (or it does not start at byte 0); `invalid`: the signature itself cannot be
 * read or does not verify.
 */
export type SealState = 'unsigned' | 'intact' | 'modified' | 'invalid';

export type SealVerification = {
  state: SealState;
  coversWholeDocument: boolean;
  /** The signed signing-time attribute (or the dictionary's /M), ISO 8601. A claim of the signer. */
  signedAt?: string;
  /** The RFC 3161 timestamp's time, ISO 8601, when `timestamped`: a third party's time. */
  timestampedAt?: string;
  reason?: string;
  /** The dictionary's /Name. */
  name?: string;
  signerSubject?: string;
  certificateSha256?: string;
  /** The signature carries an RFC 3161 timestamp token that verifies and stamps it. */
  timestamped: boolean;
  /**
   * A document timestamp (/SubFilter /ETSI.RFC3161, PAdES B-LTA): an authority's token over the
   * file's bytes, not a signature of anyone's; `certificateSha256` is the authority's.
   */
  documentTimestamp?: true;
  /**
   * The bytes after this signature are only updates adding validation data (a DSS, document
   * timestamps: later-revisions.ts), so `intact` though not `coversWholeDocument`.
   */
  validationDataAfter?: true;
};

/** Files past this size are not read (a contract with its evidence file is far smaller). */
export const MAX_VERIFIED_BYTES = 64 * 1024 * 1024;

const text = (signature: FoundSignature, key: string) => {
  const bytes = stringEntry(signature, key);
  return bytes ? decodePdfText(bytes) : undefined;
};

/** What the dictionary says, whatever the verdict: shown to help, never trusted. */
const dictionaryFacts = (signature: FoundSignature) => {
  const m = text(signature, 'M');
  return {
    reason: text(signature, 'Reason'),
    name: text(signature, 'Name'),
    signedAt: m ? pdfDateToIso(m) : undefined,
  };
};

/** The bytes the ByteRange covers, or null when it points past the end of the file. */
function coveredBytes(pdf: Uint8Array, [offset1, length1, offset2, length2]: number[]) {
  if (offset1! + length1! > pdf.length || offset2! + length2! > pdf.length) return null;
  const covered = new Uint8Array(length1! + length2!);
  covered.set(pdf.subarray(offset1!, offset1! + length1!), 0);
  covered.set(pdf.subarray(offset2!, offset2! + length2!), length1!);
  return covered;
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** One signature judged against the bytes of the whole file. */
async function checkSignature(
  pdf: Uint8Array,
  signature: FoundSignature,
): Promise<SealVerification> {
  const invalid: SealVerification = {
    state: 'invalid',
    coversWholeDocument: false,
    timestamped: false,
  };
  const documentTimestamp = nameEntry(signature, 'SubFilter') === 'ETSI.RFC3161';
  const facts = dictionaryFacts(signature);
  const [offset1, , offset2, length2] = signature.byteRange;
  const coversWholeDocument = offset1 === 0 && offset2 + length2 === pdf.length;
  const covered = coveredBytes(pdf, signature.byteRange);
  if (!covered) return withoutUndefined({ ...invalid, ...facts, state: 'modified' });
  const cms = documentTimestamp
    ? await checkTimestampToken(signature.contents, covered)
    : await checkDetachedCms(signature.contents, covered);
  if (cms.verdict === 'unreadable') return withoutUndefined({ ...invalid, ...facts });
  const certificate = certificateFacts(cms.certificate);
  // Only for a signature that holds: what follows it is then all that could have changed.
  const validationDataAfter =
    cms.verdict === 'valid' &&
    !coversWholeDocument &&
    offset1 === 0 &&
    onlyValidationDataAfter(pdf, offset2 + length2);
  const state =
    cms.verdict === 'bad-signature'
      ? 'invalid'
      : cms.verdict === 'digest-mismatch' || !(coversWholeDocument || validationDataAfter)
        ? 'modified'
        : 'intact';
  return withoutUndefined({
    state,
    coversWholeDocument,
    ...facts,
    signedAt: cms.signingTime?.toISOString() ?? facts.signedAt,
    timestampedAt: cms.timestampTime?.toISOString(),
    signerSubject: certificate.subject,
    certificateSha256: certificate.sha256,
    timestamped: cms.timestampTime !== undefined,
    documentTimestamp: documentTimestamp ? (true as const) : undefined,
    validationDataAfter: validationDataAfter ? (true as const) : undefined,
  });
}

/**
 * Checks the last signature of a PDF (docs/electronic-signature.md, « Le cachet PDF »): reads its
 * dictionary from the bytes, checks that its ByteRange leaves out exactly its /Contents and
 * reaches the end of the file, recomputes the digest of the covered bytes and verifies the CMS
 * with the certificate it embeds. Trust in that certificate is the caller's to decide (compare
 * `certificateSha256` with the seal's). Never throws; the work is a few linear passes over the
 * file, bounded by MAX_VERIFIED_BYTES.
 */
export async function verifySealedPdf(pdf: Uint8Array): Promise<SealVerification> {
  const unsigned: SealVerification = {
    state: 'unsigned',
    coversWholeDocument: false,
    timestamped: false,
  };
  const invalid: SealVerification = {
    state: 'invalid',
    coversWholeDocument: false,
    timestamped: false,
  };
  try {
    if (pdf.length > MAX_VERIFIED_BYTES) return invalid;
    const signature = findLastSignature(pdf);
    if (signature === 'none') return unsigned;
    if (signature === 'malformed') return invalid;
    return await checkSignature(pdf, signature);
  } catch {
    // Nothing above is expected to throw on any input; should a parser still do so, the file
    // is unreadable as a signed PDF — which is what « invalid » says.
    return invalid;
  }
}

/**
 * What every signature of a file says, last first (`checks`), or why none was checked:
 * `unsigned` (no signature), `invalid` (a signature dictionary cannot be read, or too many),
 * `contents-too-large` (a /Contents past MAX_CONTENTS_BYTES, refused unparsed). Never throws.
 */
export type SignaturesReport =
  | { kind: 'checked'; checks: SealVerification[] }
  | { kind: 'unsigned' | 'invalid' | 'contents-too-large' };

export async function verifyEverySignature(pdf: Uint8Array): Promise<SignaturesReport> {
  try {
    if (pdf.length > MAX_VERIFIED_BYTES) return { kind: 'invalid' };
    const found = findSignatures(pdf);
    if (found === 'none') return { kind: 'unsigned' };
    if (found === 'malformed') return { kind: 'invalid' };
    if (found === 'contents-too-large') return { kind: 'contents-too-large' };
    const checks: SealVerification[] = [];
    for (const signature of found) checks.push(await checkSignature(pdf, signature));
    return { kind: 'checked', checks };
  } catch {
    return { kind: 'invalid' };
  }
}
