import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCommand, tool } from '../test-support/pdf-tools';
import { DEV_SEAL_PASSWORD, devSealPath, loadSigningIdentity } from './signing-identity';

const withOpenssl = await hasCommand('openssl');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'clausier-identity-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('loadSigningIdentity without a configured certificate', () => {
  it('makes the development seal once, keeps it (mode 0600) and reuses it', async () => {
    const dataDir = join(directory, 'data');
    const first = await loadSigningIdentity({ dataDir });
    expect(first).toMatchObject({
      kind: 'development',
      subject: 'CN=Clausier — cachet de développement, O=Clausier, C=FR',
      certificateSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await stat(devSealPath(dataDir))).mode & 0o777).toBe(0o600);
    const years = first.notAfter.getUTCFullYear() - new Date().getUTCFullYear();
    expect(years).toBe(10);

    const again = await loadSigningIdentity({ dataDir });
    expect(again.certificateSha256).toBe(first.certificateSha256);
  });

  it('two servers starting together end up with the same seal', async () => {
    const dataDir = join(directory, 'race');
    const [a, b] = await Promise.all([
      loadSigningIdentity({ dataDir }),
      loadSigningIdentity({ dataDir }),
    ]);
    expect(a.certificateSha256).toBe(b.certificateSha256);
  });

  it.skipIf(!withOpenssl)(
    'writes a PKCS#12 file that openssl reads (key usage as asked)',
    async () => {
      const dataDir = join(directory, 'openssl');
      await loadSigningIdentity({ dataDir });
      const { output } = await tool('sh', [
        '-c',
        `openssl pkcs12 -in '${devSealPath(dataDir)}' -passin pass:${DEV_SEAL_PASSWORD} -nokeys | openssl x509 -noout -text`,
      ]);
      expect(output).toContain('Digital Signature, Non Repudiation');
      expect(output).toContain('CA:FALSE');
    },
  );
});

describe('loadSigningIdentity with SIGNING_P12_PATH', () => {
  let p12Path: string;

  beforeAll(async () => {
    // Any PKCS#12 file will do: the development one, opened as an operator's.
    const dataDir = join(directory, 'operator');
    await loadSigningIdentity({ dataDir });
    p12Path = join(directory, 'operator.p12');
    await writeFile(p12Path, await readFile(devSealPath(dataDir)));
  });

  it('reads the file with its password', async () => {
    const identity = await loadSigningIdentity({
      p12Path,
      p12Password: DEV_SEAL_PASSWORD,
      dataDir: join(directory, 'unused'),
    });
    expect(identity.kind).toBe('configured');
    expect(identity.signer.keyType).toBe('RSA');
  });

  it('a wrong password is a French error naming the setting', async () => {
    await expect(
      loadSigningIdentity({ p12Path, p12Password: 'pas le bon', dataDir: directory }),
    ).rejects.toThrow(
      `Le mot de passe du certificat de cachet ${p12Path} est incorrect (SIGNING_P12_PASSWORD).`,
    );
  });

  it('a missing file and a file that is not PKCS#12 are French errors too', async () => {
    await expect(
      loadSigningIdentity({ p12Path: join(directory, 'absent.p12'), dataDir: directory }),
    ).rejects.toThrow(/ne peut pas être lu \(SIGNING_P12_PATH\)\u00a0: ENOENT/);
    const notP12 = join(directory, 'not.p12');
    await writeFile(notP12, 'bonjour');
    await expect(loadSigningIdentity({ p12Path: notP12, dataDir: directory })).rejects.toThrow(
      /n’est pas un fichier PKCS#12 lisible/,
    );
  });

  it.skipIf(!withOpenssl)('reads a file made by openssl (RSA and P-256 keys)', async () => {
    const make = (key: string, name: string) =>
      tool('sh', [
        '-c',
        `cd '${directory}' && openssl req -x509 ${key} -nodes -keyout ${name}.key -out ${name}.crt -days 30 -subj '/CN=Opérateur/O=Op/C=FR' -utf8 2>/dev/null && openssl pkcs12 -export -inkey ${name}.key -in ${name}.crt -out ${name}.p12 -passout pass:secret`,
      ]);
    await make('-newkey rsa:2048', 'rsa');
    await make('-newkey ec -pkeyopt ec_paramgen_curve:P-256', 'ec');
    for (const [name, keyType] of [
      ['rsa', 'RSA'],
      ['ec', 'EC'],
    ] as const) {
      const identity = await loadSigningIdentity({
        p12Path: join(directory, `${name}.p12`),
        p12Password: 'secret',
        dataDir: directory,
      });
      expect(identity.signer.keyType).toBe(keyType);
      expect(identity.subject).toBe('C=FR, O=Op, CN=Opérateur');
    }
  });
});
