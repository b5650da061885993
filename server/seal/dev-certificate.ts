import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  createSelfSignedCertificate,
  generateSigningKeys,
  toArrayBuffer,
} from './self-signed-certificate';
import { cryptoEngine } from './crypto-engine';

/**
 * The self-signed development seal: what signs PDFs when no certificate was configured
 * (SIGNING_P12_PATH). It proves nothing about who sealed — anyone can make one with the same
 * name — but the signature still shows that the file has not changed since, which is what
 * development and tests need (docs/electronic-signature.md).
 */
export const DEV_SEAL_SUBJECT = {
  commonName: 'Clausier — cachet de développement',
  organization: 'Clausier',
  country: 'FR',
} as const;

const VALIDITY_YEARS = 10;
/** ASCII: some PKCS#12 tools print a BMPString outside Latin-1 badly. */
const FRIENDLY_NAME = 'Clausier development seal';
const OID = {
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
} as const;

const bagAttributes = (localKeyId: Uint8Array, friendlyName: string) => [
  new pkijs.Attribute({
    type: OID.friendlyName,
    values: [new asn1js.BmpString({ value: friendlyName })],
  }),
  new pkijs.Attribute({
    type: OID.localKeyId,
    values: [new asn1js.OctetString({ valueHex: toArrayBuffer(localKeyId) })],
  }),
];

/**
 * A PKCS#12 file laid out as `openssl pkcs12 -export` (OpenSSL 3) writes it: the key in a
 * shrouded bag (PBES2, AES-256-CBC, HMAC-SHA-256), the certificate in a password-encrypted
 * safe, a SHA-256 MAC over the whole. So the same reader serves it and an operator's file, and
 * openssl can open it.
 */
async function pkcs12(
  certificate: pkijs.Certificate,
  privateKey: webcrypto.CryptoKey,
  password: string,
): Promise<Uint8Array> {
  const passwordBuffer = toArrayBuffer(new TextEncoder().encode(password));
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', privateKey);
  const localKeyId = createHash('sha1')
    .update(new Uint8Array(certificate.toSchema().toBER(false)))
    .digest();
  const encryption = {
    password: passwordBuffer,
    // pkijs draws the IV itself; its type asks for one all the same.
    contentEncryptionAlgorithm: {
      name: 'AES-CBC',
      length: 256,
    } as pkijs.ContentEncryptionAlgorithm,
    hmacHashAlgorithm: 'SHA-256',
    iterationCount: 100_000,
  };
  const keyBag = new pkijs.PKCS8ShroudedKeyBag({
    parsedValue: pkijs.PrivateKeyInfo.fromBER(pkcs8),
  });
  await keyBag.makeInternalValues(encryption, cryptoEngine);
  const authenticatedSafe = new pkijs.AuthenticatedSafe({
    parsedValue: {
      safeContents: [
        {
          privacyMode: 0, // the key bag is encrypted itself
          value: new pkijs.SafeContents({
            safeBags: [
              new pkijs.SafeBag({
                bagId: OID.shroudedKeyBag,
                bagValue: keyBag,
                bagAttributes: bagAttributes(localKeyId, FRIENDLY_NAME),
              }),
            ],
          }),
        },
        {
          privacyMode: 1, // password-encrypted
          value: new pkijs.SafeContents({
            safeBags: [
              new pkijs.SafeBag({
                bagId: OID.certBag,
                bagValue: new pkijs.CertBag({ parsedValue: certificate }),
                bagAttributes: bagAttributes(localKeyId, FRIENDLY_NAME),
              }),
            ],
          }),
        },
      ],
    },
  });
  await authenticatedSafe.makeInternalValues({ safeContents: [{}, encryption] }, cryptoEngine);
  const pfx = new pkijs.PFX({ parsedValue: { integrityMode: 0, authenticatedSafe } });
  await pfx.makeInternalValues(
    {
      password: passwordBuffer,
      iterations: 2048,
      pbkdf2HashAlgorithm: 'SHA-256',
      hmacHashAlgorithm: 'SHA-256',
    },
    cryptoEngine,
  );
  return new Uint8Array(pfx.toSchema().toBER(false));
}

/**
 * A new RSA-2048 key and its self-signed certificate (CN « Clausier — cachet de développement »,
 * O=Clausier, C=FR, keyUsage digitalSignature + nonRepudiation, 10 years), as a PKCS#12 file
 * protected by `password`.
 */
export async function createDevelopmentP12(
  password: string,
  now = new Date(),
): Promise<Uint8Array> {
  const keys = await generateSigningKeys();
  const certificate = await createSelfSignedCertificate(keys, DEV_SEAL_SUBJECT, {
    now,
    years: VALIDITY_YEARS,
  });
  return pkcs12(certificate, keys.privateKey as webcrypto.CryptoKey, password);
}
