import { randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { P12Signer, type Signer } from '@libpdf/core';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateFacts } from './certificate-facts';
import { createDevelopmentP12 } from './dev-certificate';
import { cryptoEngine } from './crypto-engine';

/** The key and certificate that seal PDFs, and what the app shows or logs about them. */
export type SigningIdentity = {
  /** What sealPdf hands to @libpdf/core: the certificate (DER), its chain and the key. */
  signer: Signer;
  /** SHA-256 of the DER signing certificate, lower-case hex. */
  certificateSha256: string;
  /** The certificate's subject, `CN=…, O=…, C=FR`. */
  subject: string;
  notAfter: Date;
  /** `configured`: SIGNING_P12_PATH; `development`: the self-signed seal kept in DATA_DIR. */
  kind: 'configured' | 'development';
};

export type SigningIdentityOptions = {
  /** SIGNING_P12_PATH: the operator's PKCS#12 file (key and certificate, chain optional). */
  p12Path?: string;
  /** SIGNING_P12_PASSWORD. */
  p12Password?: string;
  /** DATA_DIR: the development seal is kept in `${dataDir}/signing/dev-seal.p12`. */
  dataDir: string;
};

/** A seal that cannot be loaded: the server must not start sealing with it. Message in French. */
export class SigningIdentityError extends Error {
  override name = 'SigningIdentityError';
}

/**
 * The development file's password. It protects nothing (it is written here and the file sits in
 * DATA_DIR with mode 0600): PKCS#12 needs one, and the file must open in openssl as any other.
 */
export const DEV_SEAL_PASSWORD = 'clausier-dev-seal';

export const devSealPath = (dataDir: string) => join(dataDir, 'signing', 'dev-seal.p12');

/**
 * Whether `password` opens `p12`'s integrity MAC. Checked before P12Signer, which reports a wrong
 * password only as a decryption failure of whichever bag it meets first.
 */
async function passwordMatches(p12: Uint8Array, password: string): Promise<boolean> {
  const asn1 = asn1js.fromBER(Uint8Array.from(p12));
  if (asn1.offset === -1) throw new Error('not DER');
  const pfx = new pkijs.PFX({ schema: asn1.result });
  if (pfx.authSafe.contentType !== pkijs.ContentInfo.DATA) return true; // no password MAC
  try {
    await pfx.parseInternalValues(
      {
        password: Uint8Array.from(new TextEncoder().encode(password)).buffer,
        checkIntegrity: true,
      },
      cryptoEngine,
    );
    return true;
  } catch {
    return false;
  }
}

async function identityFrom(
  p12: Uint8Array,
  password: string,
  kind: SigningIdentity['kind'],
  label: string,
): Promise<SigningIdentity> {
  let signer: Signer;
  try {
    if (!(await passwordMatches(p12, password))) {
      throw new SigningIdentityError(
        `Le mot de passe du certificat de cachet ${label} est incorrect (SIGNING_P12_PASSWORD).`,
      );
    }
    signer = await P12Signer.create(p12, password);
  } catch (error) {
    if (error instanceof SigningIdentityError) throw error;
    throw new SigningIdentityError(
      `Le certificat de cachet ${label} n’est pas un fichier PKCS#12 lisible (clé privée et certificat attendus)\u00a0: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const facts = certificateFacts(signer.certificate);
  return {
    signer,
    certificateSha256: facts.sha256,
    subject: facts.subject,
    notAfter: facts.notAfter,
    kind,
  };
}

async function readConfigured(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    throw new SigningIdentityError(
      `Le certificat de cachet ${path} ne peut pas être lu (SIGNING_P12_PATH)\u00a0: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
      { cause: error },
    );
  }
}

/**
 * Reads the development seal, or makes it the first time. The new file is written under a
 * temporary name then hard-linked to its place, which fails if another process got there first:
 * two servers starting together both end up with the one file that won.
 */
async function readOrCreateDevSeal(dataDir: string): Promise<Uint8Array> {
  const path = devSealPath(dataDir);
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(join(dataDir, 'signing'), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, await createDevelopmentP12(DEV_SEAL_PASSWORD), { mode: 0o600 });
  await chmod(temporary, 0o600); // the umask may have narrowed it, never widened: made exact
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return new Uint8Array(await readFile(path));
}

/**
 * The document-signing identity: the operator's PKCS#12 file when `p12Path` is set, otherwise
 * the self-signed development seal, made once and kept in DATA_DIR so that it survives restarts
 * (seals made yesterday keep the same fingerprint). Rejects with a SigningIdentityError.
 */
export async function loadSigningIdentity(
  options: SigningIdentityOptions,
): Promise<SigningIdentity> {
  if (options.p12Path) {
    const p12 = await readConfigured(options.p12Path);
    return identityFrom(p12, options.p12Password ?? '', 'configured', options.p12Path);
  }
  const p12 = await readOrCreateDevSeal(options.dataDir);
  return identityFrom(p12, DEV_SEAL_PASSWORD, 'development', devSealPath(options.dataDir));
}
