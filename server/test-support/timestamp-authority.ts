import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  createSelfSignedCertificate,
  generateSigningKeys,
  toArrayBuffer,
} from '../seal/self-signed-certificate';
import { cryptoEngine } from '../seal/crypto-engine';

export type TimestampAuthority = {
  /** POST an RFC 3161 TimeStampReq here (what TSA_URL names). */
  url: string;
  /** Its certificate (PEM), for checking a token with `openssl ts -verify -CAfile`. */
  certificatePem: string;
  /** How many tokens were issued. */
  issued: () => number;
  close: () => Promise<void>;
};

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  /** An arbitrary policy: this authority exists only in tests. */
  policy: '1.3.6.1.4.1.55555.1.1',
} as const;

async function body(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('request too large');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A real RFC 3161 timestamp authority on loopback, for tests of sealing with TSA_URL: it answers
 * each TimeStampReq with a granted TimeStampResp whose token (CMS SignedData over a TSTInfo)
 * is signed by its own self-signed certificate (extended key usage timeStamping), carries the
 * signing-certificate-v2 attribute RFC 5816 asks for, echoes the nonce and includes the
 * certificate when asked (certReq).
 */
export async function startTimestampAuthority(): Promise<TimestampAuthority> {
  const keys = await generateSigningKeys();
  const certificate = await createSelfSignedCertificate(
    keys,
    { commonName: 'Clausier test TSA', organization: 'Clausier', country: 'FR' },
    { years: 1, extendedKeyUsage: [OID.timeStamping] },
  );
  const certificateDer = new Uint8Array(certificate.toSchema().toBER(false));
  let serial = 0;

  async function token(request: pkijs.TimeStampReq): Promise<pkijs.ContentInfo> {
    serial += 1;
    const tstInfo = new pkijs.TSTInfo({
      version: 1,
      policy: OID.policy,
      messageImprint: request.messageImprint,
      serialNumber: new asn1js.Integer({ value: serial }),
      genTime: new Date(),
      accuracy: new pkijs.Accuracy({ seconds: 1 }),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    });
    const content = new Uint8Array(tstInfo.toSchema().toBER(false));
    const essCertIdV2 = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [
            new asn1js.Sequence({
              value: [
                new asn1js.OctetString({
                  valueHex: toArrayBuffer(createHash('sha256').update(certificateDer).digest()),
                }),
              ],
            }),
          ],
        }),
      ],
    });
    const signedData = new pkijs.SignedData({
      version: 3,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.tstInfo }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: certificate.issuer,
            serialNumber: certificate.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.tstInfo })],
              }),
              new pkijs.Attribute({
                type: OID.messageDigest,
                values: [
                  new asn1js.OctetString({
                    valueHex: toArrayBuffer(createHash('sha256').update(content).digest()),
                  }),
                ],
              }),
              new pkijs.Attribute({ type: OID.signingCertificateV2, values: [essCertIdV2] }),
            ],
          }),
        }),
      ],
      ...(request.certReq ? { certificates: [certificate] } : {}),
    });
    // Set after construction: pkijs's constructor rewrites an eContent into the constructed
    // (BER) form, which pkijs's own token check then cannot read; TSAs send the DER one.
    signedData.encapContentInfo.eContent = new asn1js.OctetString({
      valueHex: toArrayBuffer(content),
    });
    await signedData.sign(keys.privateKey as CryptoKey, 0, 'SHA-256', undefined, cryptoEngine);
    return new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
  }

  const server = createServer((request, response) => {
    body(request)
      .then(async (bytes) => {
        const timeStampReq = pkijs.TimeStampReq.fromBER(toArrayBuffer(bytes));
        const reply = new pkijs.TimeStampResp({
          status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
          timeStampToken: await token(timeStampReq),
        });
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        response.end(Buffer.from(reply.toSchema().toBER(false)));
      })
      .catch(() => {
        response.writeHead(400);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    certificatePem: `-----BEGIN CERTIFICATE-----\n${Buffer.from(certificateDer)
      .toString('base64')
      .replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`,
    issued: () => serial,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
