import type { SealVerification, SignaturesReport } from './verify-pdf';

/**
 * The verifier's answer about a whole file: `intact` only when a seal of Clausier's own
 * certificate verifies and covers every byte, but for updates adding long-term validation data
 * (a DSS, document timestamps that verify: verify-pdf.ts); `modified` when Clausier's seal is there but the
 * bytes it covers changed or anything — another signature included — was added after it;
 * `unknown_seal` when the file is signed only by others (a certificate named like Clausier's
 * is still another's: only the fingerprint counts); `invalid` when any signature cannot be read
 * or does not verify; `unsigned` without any signature.
 */
export type FileState = 'unsigned' | 'intact' | 'modified' | 'invalid' | 'unknown_seal';

export type FileVerdict = {
  state: FileState;
  /** Whether the signature the verdict is about is Clausier's seal. */
  ours: boolean;
  /** That signature's facts (Clausier's seal when there is one, otherwise the last signature). */
  seal: SealVerification | null;
};

export function judgeSignatures(
  report: SignaturesReport,
  ourCertificateSha256: string,
): FileVerdict {
  if (report.kind !== 'checked') {
    return { state: report.kind === 'unsigned' ? 'unsigned' : 'invalid', ours: false, seal: null };
  }
  const isOurs = (check: SealVerification) => check.certificateSha256 === ourCertificateSha256;
  // Every signature counts: one that does not verify makes the file's signatures unreliable.
  const broken = report.checks.find((check) => check.state === 'invalid');
  if (broken) return { state: 'invalid', ours: isOurs(broken), seal: broken };
  // Checks are listed last first: the first of ours is the latest seal of Clausier.
  const ourSeal = report.checks.find(isOurs);
  if (ourSeal) {
    // What came after the seal (document timestamps of B-LTA) must hold as well: a timestamp
    // whose bytes changed says the file changed, even when only validation data followed.
    const later = report.checks.slice(0, report.checks.indexOf(ourSeal));
    const intact = ourSeal.state === 'intact' && later.every((check) => check.state === 'intact');
    return { state: intact ? 'intact' : 'modified', ours: true, seal: ourSeal };
  }
  return { state: 'unknown_seal', ours: false, seal: report.checks[0] ?? null };
}
