import { createHash, randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine } from './crypto-engine';

/** Who a self-signed certificate names (and is issued by). */
export type CertificateSubject = { commonName: string; organization: string; country: string };

export type SelfSignedOptions = {
  now?: Date;
  years: number;
  /** Extended key usage OIDs (marked critical), e.g. id-kp-timeStamping for a TSA. */
  extendedKeyUsage?: string[];
};

const OID = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extendedKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

export const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => Uint8Array.from(bytes).buffer;

/** C, O, CN: one attribute per RDN, in that order, as certificate tools write a subject. */
const distinguishedName = (subject: CertificateSubject): pkijs.RelativeDistinguishedNames => {
  const attributes = [
    [OID.country, new asn1js.PrintableString({ value: subject.country })],
    [OID.organization, new asn1js.Utf8String({ value: subject.organization })],
    [OID.commonName, new asn1js.Utf8String({ value: subject.commonName })],
  ] as const;
  // pkijs writes all its attributes into one multi-valued RDN (« C=FR + O=… + CN=… »), so the
  // sequence of one-attribute sets is built here and parsed back.
  const sequence = new asn1js.Sequence({
    value: attributes.map(
      ([type, value]) =>
        new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value }).toSchema()] }),
    ),
  });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
};

const extension = (extnID: string, critical: boolean, value: asn1js.AsnType) =>
  new pkijs.Extension({ extnID, critical, extnValue: value.toBER(false) });

/** digitalSignature (bit 0) and nonRepudiation (bit 1): a key that signs, nothing else. */
const keyUsage = () =>
  new asn1js.BitString({ valueHex: new Uint8Array([0b1100_0000]).buffer, unusedBits: 6 });

/** A positive 16-byte serial number (RFC 5280 §4.1.2.2: unique, at most 20 bytes). */
const serialNumber = () => {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: toArrayBuffer(bytes) });
};

/** An RSA-2048 key pair for PKCS#1 v1.5 signatures: the one every PDF reader verifies. */
export async function generateSigningKeys(): Promise<webcrypto.CryptoKeyPair> {
  return webcrypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
}

/**
 * A self-signed end-entity certificate for `keys` (basicConstraints cA=false, keyUsage
 * digitalSignature + nonRepudiation, a subject key identifier), signed with SHA-256.
 */
export async function createSelfSignedCertificate(
  keys: webcrypto.CryptoKeyPair,
  subject: CertificateSubject,
  options: SelfSignedOptions,
): Promise<pkijs.Certificate> {
  const now = options.now ?? new Date();
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = serialNumber();
  certificate.subject = distinguishedName(subject);
  certificate.issuer = distinguishedName(subject);
  // A minute back, so a verifier whose clock is slightly behind does not see a future certificate.
  certificate.notBefore.value = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + options.years);
  certificate.notAfter.value = notAfter;
  await certificate.subjectPublicKeyInfo.importKey(
    keys.publicKey as webcrypto.CryptoKey,
    cryptoEngine,
  );
  const keyId = createHash('sha1')
    .update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)
    .digest();
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false }).toSchema()),
    extension(OID.keyUsage, true, keyUsage()),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: keyId })),
  ];
  if (options.extendedKeyUsage) {
    const usages = new pkijs.ExtKeyUsage({ keyPurposes: options.extendedKeyUsage });
    certificate.extensions.push(extension(OID.extendedKeyUsage, true, usages.toSchema()));
  }
  await certificate.sign(keys.privateKey as webcrypto.CryptoKey, 'SHA-256', cryptoEngine);
  return certificate;
}
