import type { RevocationProvider } from '@libpdf/core';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateSha256, parseCertificate } from './certificate-facts';
import { cryptoEngine } from './crypto-engine';

/** Where a certificate says its revocation status is published (HTTP only: LDAP is not asked). */
export type RevocationPointers = { ocsp: string[]; crl: string[] };

const OID = {
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  crlDistributionPoints: '2.5.29.31',
  ocsp: '1.3.6.1.5.5.7.48.1',
  basicOcspResponse: '1.3.6.1.5.5.7.48.1.1',
} as const;

/** A GeneralName of type uniformResourceIdentifier (6). */
const URI = 6;
const isHttp = (url: string) => /^https?:\/\//i.test(url);

const extensionValue = (certificate: pkijs.Certificate, oid: string) => {
  const extension = certificate.extensions?.find((candidate) => candidate.extnID === oid);
  if (!extension) return null;
  const asn1 = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView);
  return asn1.offset === -1 ? null : asn1.result;
};

/** The OCSP responders (authority information access) and CRLs (distribution points) named. */
export function revocationPointers(certificateDer: Uint8Array): RevocationPointers {
  const certificate = parseCertificate(certificateDer);
  const ocsp: string[] = [];
  const crl: string[] = [];
  try {
    const access = extensionValue(certificate, OID.authorityInfoAccess);
    if (access) {
      for (const description of new pkijs.InfoAccess({ schema: access }).accessDescriptions) {
        const location = description.accessLocation;
        if (description.accessMethod === OID.ocsp && location.type === URI) {
          ocsp.push(String(location.value));
        }
      }
    }
    const points = extensionValue(certificate, OID.crlDistributionPoints);
    if (points) {
      for (const point of new pkijs.CRLDistributionPoints({ schema: points }).distributionPoints) {
        const names = point.distributionPoint;
        if (!Array.isArray(names)) continue;
        for (const name of names) if (name.type === URI) crl.push(String(name.value));
      }
    }
  } catch {
    // An extension that does not parse names no responder: the seal is made without it.
  }
  return { ocsp: ocsp.filter(isHttp), crl: crl.filter(isHttp) };
}

async function fetchBytes(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  maxBytes: number,
): Promise<Uint8Array> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > maxBytes) throw new Error(`response of ${bytes.length} bytes`);
  return bytes;
}

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => Uint8Array.from(bytes).buffer;

/** pkijs's CertificateStatus: good (0), revoked (1), unknown (2). */
const STATUS = ['good', 'revoked', 'unknown'] as const;
export type CertificateStatus = (typeof STATUS)[number];

/**
 * Asks `url` for the status of `certificate` (RFC 6960, POST, SHA-1 CertID as every responder
 * understands it) and checks the answer before it is kept: a successful basic response, signed
 * by the issuer or by a responder the issuer delegated (pkijs checks both), about this
 * certificate. Throws when any of it fails.
 */
export async function askOcsp(
  url: string,
  certificate: Uint8Array,
  issuer: Uint8Array,
  timeoutMs: number,
): Promise<{ der: Uint8Array; status: CertificateStatus; producedAt: Date }> {
  const subject = parseCertificate(certificate);
  const issuerCertificate = parseCertificate(issuer);
  const request = new pkijs.OCSPRequest();
  await request.createForCertificate(
    subject,
    { hashAlgorithm: 'SHA-1', issuerCertificate },
    cryptoEngine,
  );
  const der = await fetchBytes(
    url,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/ocsp-request',
        accept: 'application/ocsp-response',
      },
      body: Buffer.from(request.toSchema(true).toBER(false)),
    },
    timeoutMs,
    64 * 1024,
  );
  const response = pkijs.OCSPResponse.fromBER(toArrayBuffer(der));
  if (response.responseStatus.valueBlock.valueDec !== 0 || !response.responseBytes) {
    throw new Error(`OCSP responseStatus ${response.responseStatus.valueBlock.valueDec}`);
  }
  if (response.responseBytes.responseType !== OID.basicOcspResponse) {
    throw new Error('OCSP response is not a basic response');
  }
  const basic = pkijs.BasicOCSPResponse.fromBER(
    toArrayBuffer(response.responseBytes.response.valueBlock.valueHexView),
  );
  const verified = await basic.verify(
    { trustedCerts: [issuerCertificate], issuerCerts: [issuerCertificate] },
    cryptoEngine,
  );
  if (!verified) throw new Error('OCSP response signature does not verify');
  const { isForCertificate, status } = await basic.getCertificateStatus(
    subject,
    issuerCertificate,
    cryptoEngine,
  );
  if (!isForCertificate) throw new Error('OCSP response is about another certificate');
  return {
    der,
    status: STATUS[status] ?? 'unknown',
    producedAt: basic.tbsResponseData.producedAt,
  };
}

/** Fetches the CRL at `url` and checks that it parses (and, with its issuer, its signature). */
export async function fetchCrl(
  url: string,
  issuer: Uint8Array | undefined,
  timeoutMs: number,
): Promise<Uint8Array> {
  const der = await fetchBytes(
    url,
    { headers: { accept: 'application/pkix-crl' } },
    timeoutMs,
    4 * 1024 * 1024,
  );
  const crl = pkijs.CertificateRevocationList.fromBER(toArrayBuffer(der));
  if (
    issuer &&
    !(await crl.verify({ issuerCertificate: parseCertificate(issuer) }, cryptoEngine))
  ) {
    throw new Error('CRL signature does not verify');
  }
  return der;
}

/** What asking for the seal certificate's status gave: kept for the log. */
export type RevocationProblem = { url: string; message: string };

/**
 * A RevocationProvider for @libpdf/core that asks each responder once, with `timeoutMs`, and
 * remembers the answers (and the failures, reported in `problems`): the seal certificate's status
 * is asked first by the sealer, then served from here when the library gathers the validation
 * data of every certificate it meets (the chain, the timestamp authority's).
 */
export function createRevocationSource(timeoutMs: number) {
  const answers = new Map<string, Promise<Uint8Array | null>>();
  const problems: RevocationProblem[] = [];
  const statuses = new Map<string, CertificateStatus>();

  const once = (key: string, ask: () => Promise<Uint8Array | null>) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = ask();
      answers.set(key, answer);
    }
    return answer;
  };

  const firstOf = async (
    urls: string[],
    ask: (url: string) => Promise<Uint8Array>,
  ): Promise<Uint8Array | null> => {
    for (const url of urls) {
      try {
        return await ask(url);
      } catch (error) {
        problems.push({ url, message: (error as Error).message });
      }
    }
    return null;
  };

  const provider = {
    getOCSP: (certificate: Uint8Array, issuer: Uint8Array) =>
      once(`ocsp:${certificateSha256(certificate)}`, () =>
        firstOf(revocationPointers(certificate).ocsp, async (url) => {
          const answer = await askOcsp(url, certificate, issuer, timeoutMs);
          statuses.set(certificateSha256(certificate), answer.status);
          return answer.der;
        }),
      ),
    getCRL: (certificate: Uint8Array, issuer?: Uint8Array) =>
      once(`crl:${certificateSha256(certificate)}`, () =>
        firstOf(revocationPointers(certificate).crl, async (url) => {
          const der = await fetchCrl(url, issuer, timeoutMs);
          const revoked = pkijs.CertificateRevocationList.fromBER(
            toArrayBuffer(der),
          ).isCertificateRevoked(parseCertificate(certificate));
          const key = certificateSha256(certificate);
          if (!statuses.has(key)) statuses.set(key, revoked ? 'revoked' : 'good');
          return der;
        }),
      ),
  } satisfies RevocationProvider;

  return {
    provider,
    problems,
    /** A certificate's status as its OCSP answer (or CRL) says, if one was read. */
    status: (certificate: Uint8Array) => statuses.get(certificateSha256(certificate)),
  };
}
