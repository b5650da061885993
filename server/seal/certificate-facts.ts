import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** What the seal says about a certificate: the parts a person or a log can compare. */
export type CertificateFacts = {
  /** SHA-256 of the DER certificate, lower-case hex: the fingerprint openssl and browsers show. */
  sha256: string;
  /** The subject, RFC 4514 style (most specific first): `CN=…, O=…, C=FR`. */
  subject: string;
  notBefore: Date;
  notAfter: Date;
};

const attributeNames: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress',
};

/** RFC 4514 escaping, so a comma inside a name cannot be read as a separator. */
const escapeValue = (value: string) => value.replace(/[\\,+"<>;=]/g, (c) => `\\${c}`);

const attributeText = (attribute: pkijs.AttributeTypeAndValue): string => {
  const value = attribute.value as unknown as { valueBlock?: { value?: unknown } };
  const text = value.valueBlock?.value;
  const name = attributeNames[attribute.type] ?? attribute.type;
  return `${name}=${escapeValue(typeof text === 'string' ? text : '?')}`;
};

/** A distinguished name as one readable line. */
export function distinguishedNameText(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues.map(attributeText).reverse().join(', ');
}

/** Parses a DER certificate (throws on anything else). */
export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  const asn1 = asn1js.fromBER(Uint8Array.from(der));
  if (asn1.offset === -1) throw new Error('certificate: invalid DER');
  return new pkijs.Certificate({ schema: asn1.result });
}

export function certificateSha256(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex');
}

export function certificateFacts(der: Uint8Array): CertificateFacts {
  const certificate = parseCertificate(der);
  return {
    sha256: certificateSha256(der),
    subject: distinguishedNameText(certificate.subject),
    notBefore: certificate.notBefore.value,
    notAfter: certificate.notAfter.value,
  };
}
