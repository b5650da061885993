import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine } from './crypto-engine';

/** What a detached CMS signature says about the bytes it was made for. */
export type CmsCheck =
  | { verdict: 'unreadable' }
  | {
      /**
       * `digest-mismatch`: the signed digest is not that of these bytes (they changed);
       * `bad-signature`: the CMS does not verify with its own certificate (forged or corrupt).
       */
      verdict: 'valid' | 'digest-mismatch' | 'bad-signature';
      certificate: Uint8Array;
      /** The signed signing-time attribute, if any. */
      signingTime?: Date;
      /** The RFC 3161 timestamp's time, when the CMS carries a token that verifies. */
      timestampTime?: Date;
    };

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
} as const;

/** Digest algorithms by OID, as node:crypto names them. */
const digestNames: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => Uint8Array.from(bytes).buffer;
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

function signedDataFrom(der: Uint8Array): pkijs.SignedData | null {
  const asn1 = asn1js.fromBER(toArrayBuffer(der));
  if (asn1.offset === -1) return null;
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
    if (contentInfo.contentType !== OID.signedData) return null;
    return new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    return null; // pkijs throws when the ASN.1 is not the expected structure
  }
}

const attribute = (attributes: pkijs.SignedAndUnsignedAttributes | undefined, type: string) =>
  attributes?.attributes.find((candidate) => candidate.type === type)?.values[0];

/** The certificate the signer info names (issuer and serial, or subject key identifier). */
async function signerCertificate(signedData: pkijs.SignedData, signerInfo: pkijs.SignerInfo) {
  const certificates = (signedData.certificates ?? []).filter(
    (candidate): candidate is pkijs.Certificate => candidate instanceof pkijs.Certificate,
  );
  const sid = signerInfo.sid as unknown;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find(
      (c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber),
    );
  }
  const keyId = (sid as asn1js.Constructed | asn1js.Primitive).idBlock.isConstructed
    ? ((sid as asn1js.Constructed).valueBlock.value[0] as asn1js.OctetString).valueBlock
        .valueHexView
    : (sid as asn1js.Primitive).valueBlock.valueHexView;
  return certificates.find((c) =>
    sameBytes(
      createHash('sha1')
        .update(c.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)
        .digest(),
      keyId,
    ),
  );
}

/** Whether pkijs verifies signer 0 of `signedData` over `data` with its own certificate. */
async function verifies(signedData: pkijs.SignedData, data: Uint8Array): Promise<boolean> {
  try {
    const result = await signedData.verify(
      {
        signer: 0,
        data: toArrayBuffer(data),
        checkChain: false,
        extendedMode: true,
      },
      cryptoEngine,
    );
    return result.signatureVerified === true;
  } catch {
    return false; // SignedDataVerifyError: a failed check, reported by throwing
  }
}

/**
 * The time of the RFC 3161 token in the signer info's unsigned attributes, if there is one that
 * verifies: its TSA signature holds, and it timestamps this signature value (the message imprint
 * is the hash of the signature, as PAdES B-T requires).
 */
async function timestampTime(signerInfo: pkijs.SignerInfo): Promise<Date | undefined> {
  const token = attribute(signerInfo.unsignedAttrs, OID.timeStampToken);
  if (!token) return undefined;
  const tokenData = signedDataFrom(new Uint8Array(token.toBER(false)));
  const eContent = tokenData?.encapContentInfo.eContent;
  if (!tokenData || !eContent) return undefined;
  const signature = signerInfo.signature.valueBlock.valueHexView;
  if (!(await verifies(tokenData, signature))) return undefined;
  try {
    return pkijs.TSTInfo.fromBER(eContent.getValue()).genTime;
  } catch {
    return undefined;
  }
}

/**
 * Checks a detached CMS SignedData (PDF /Contents) against the bytes its ByteRange covers:
 * first its signed message digest against the digest of `covered` (a mismatch means the bytes
 * changed), then its signature with the certificate it embeds. No trust decision: the caller
 * compares the certificate with the one it expects.
 */
export async function checkDetachedCms(der: Uint8Array, covered: Uint8Array): Promise<CmsCheck> {
  const signedData = signedDataFrom(der);
  const signerInfo = signedData?.signerInfos[0];
  if (!signedData || !signerInfo) return { verdict: 'unreadable' };
  const certificate = await signerCertificate(signedData, signerInfo);
  const algorithm = digestNames[signerInfo.digestAlgorithm.algorithmId];
  const signedDigest = attribute(signerInfo.signedAttrs, OID.messageDigest);
  if (!certificate || !algorithm || !(signedDigest instanceof asn1js.OctetString)) {
    return { verdict: 'unreadable' };
  }
  const signedTime = attribute(signerInfo.signedAttrs, OID.signingTime);
  const facts = {
    certificate: new Uint8Array(certificate.toSchema().toBER(false)),
    signingTime:
      signedTime instanceof asn1js.UTCTime || signedTime instanceof asn1js.GeneralizedTime
        ? signedTime.toDate()
        : undefined,
  };
  const digest = createHash(algorithm).update(covered).digest();
  if (!sameBytes(digest, signedDigest.valueBlock.valueHexView)) {
    return { verdict: 'digest-mismatch', ...facts };
  }
  if (!(await verifies(signedData, covered))) return { verdict: 'bad-signature', ...facts };
  return { verdict: 'valid', ...facts, timestampTime: await timestampTime(signerInfo) };
}

/**
 * Checks an RFC 3161 timestamp token (a document timestamp's /Contents, ETSI.RFC3161) against
 * the bytes its ByteRange covers: the token's message imprint must be their digest (else
 * `digest-mismatch`) and the authority's signature must verify with the certificate the token
 * carries (else `bad-signature`). `timestampTime` is then the token's time; `certificate` is the
 * authority's.
 */
export async function checkTimestampToken(der: Uint8Array, covered: Uint8Array): Promise<CmsCheck> {
  const signedData = signedDataFrom(der);
  const signerInfo = signedData?.signerInfos[0];
  const eContent = signedData?.encapContentInfo.eContent;
  if (!signedData || !signerInfo || !eContent) return { verdict: 'unreadable' };
  if (signedData.encapContentInfo.eContentType !== OID.tstInfo) return { verdict: 'unreadable' };
  const certificate = await signerCertificate(signedData, signerInfo);
  let tstInfo: pkijs.TSTInfo;
  try {
    tstInfo = pkijs.TSTInfo.fromBER(eContent.getValue());
  } catch {
    return { verdict: 'unreadable' };
  }
  const algorithm = digestNames[tstInfo.messageImprint.hashAlgorithm.algorithmId];
  if (!certificate || !algorithm) return { verdict: 'unreadable' };
  const facts = { certificate: new Uint8Array(certificate.toSchema().toBER(false)) };
  const digest = createHash(algorithm).update(covered).digest();
  if (!sameBytes(digest, tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView)) {
    return { verdict: 'digest-mismatch', ...facts };
  }
  // pkijs checks the imprint again (TSTInfo content) and the authority's signature.
  if (!(await verifies(signedData, covered))) return { verdict: 'bad-signature', ...facts };
  return { verdict: 'valid', ...facts, timestampTime: tstInfo.genTime };
}
