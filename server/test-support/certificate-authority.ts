import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CertificateAuthority = {
  /** The seal: a PKCS#12 file with its key, its certificate and the CA's (SIGNING_P12_PATH). */
  p12Path: string;
  p12Password: string;
  /** PEM files, for `openssl ocsp -issuer … -cert … -CAfile …`. */
  caPemPath: string;
  sealPemPath: string;
  /** The OCSP responder the seal certificate names (authority information access). */
  ocspUrl: string;
  /** Stops the responder (the certificate keeps naming it: an unreachable responder). */
  stopResponder: () => Promise<void>;
  close: () => Promise<void>;
};

/** The seal certificate's serial, written in the responder's index before it is issued. */
const SEAL_SERIAL = '1001';

const openssl = (directory: string, args: string[]) =>
  run('openssl', args, { cwd: directory, timeout: 20_000 });

/** `openssl ocsp` as a responder on a port the system picks; resolves with that port. */
function startResponder(directory: string): Promise<{ process: ChildProcess; port: number }> {
  const responder = spawn(
    'openssl',
    // -ndays: answers carry a nextUpdate, as a CA's do. Port 0: no port chosen in advance (the
    // responder then listens on every interface, for the few seconds of a test).
    [
      'ocsp',
      '-index',
      'index.txt',
      '-port',
      '0',
      '-rsigner',
      'ocsp.pem',
      '-rkey',
      'ocsp.key',
      '-CA',
      'ca.pem',
      '-ndays',
      '1',
    ],
    { cwd: directory, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      responder.kill();
      reject(new Error(`openssl ocsp did not start: ${output}`));
    }, 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const accepted = /ACCEPT \S*:(\d+)/.exec(output);
      if (accepted) {
        clearTimeout(timer);
        resolve({ process: responder, port: Number(accepted[1]) });
      }
    };
    responder.stdout.on('data', read);
    responder.stderr.on('data', read);
    responder.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    responder.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`openssl ocsp exited (${code}): ${output}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/**
 * A test certificate authority made with the openssl CLI (ECDSA P-256 keys: quick to make): a
 * root CA, a delegated OCSP responder
 * (extended key usage OCSPSigning) served by `openssl ocsp`, and a seal certificate whose
 * authority information access names that responder — what a trust service provider's seal
 * certificate looks like to the sealer. `revoked`: the responder answers that the seal
 * certificate is revoked. `ocspUrl`: the seal certificate names this URL instead and no
 * responder is started (a server of the test's own, e.g. one that never answers).
 */
export async function startCertificateAuthority(
  options: { revoked?: boolean; ocspUrl?: string } = {},
): Promise<CertificateAuthority> {
  const directory = await mkdtemp(join(tmpdir(), 'clausier-ca-'));
  const file = (name: string) => join(directory, name);
  const subject = (cn: string) => `/CN=${cn}/O=Clausier tests/C=FR`;
  await openssl(directory, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '30',
    '-subj',
    subject('Clausier test CA'),
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const issue = async (name: string, cn: string, serial: string, extensions: string) => {
    await openssl(directory, [
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject(cn),
    ]);
    await writeFile(file(`${name}.ext`), extensions);
    await openssl(directory, [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-set_serial',
      `0x${serial}`,
      '-days',
      '30',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    ]);
  };
  await issue(
    'ocsp',
    'Clausier test OCSP',
    '2001',
    'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=OCSPSigning\n',
  );
  // openssl's index: status, expiry, revocation time, serial, file, subject (tab-separated).
  const date = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000)
      .toISOString()
      .replace(/^\d\d(\d\d)-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d).*$/, '$1$2$3$4$5$6Z');
  const entry = options.revoked
    ? ['R', date(30), date(-1), SEAL_SERIAL]
    : ['V', date(30), '', SEAL_SERIAL];
  await writeFile(
    file('index.txt'),
    `${[...entry, 'unknown', subject('Clausier test seal')].join('\t')}\n`,
  );

  let responder: ChildProcess | null = null;
  let ocspUrl = options.ocspUrl;
  if (!ocspUrl) {
    const started = await startResponder(directory);
    responder = started.process;
    ocspUrl = `http://127.0.0.1:${started.port}`;
  }
  try {
    await issue(
      'seal',
      'Clausier test seal',
      SEAL_SERIAL,
      `basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\nauthorityInfoAccess=OCSP;URI:${ocspUrl}\n`,
    );
    await openssl(directory, [
      'pkcs12',
      '-export',
      '-inkey',
      'seal.key',
      '-in',
      'seal.pem',
      '-certfile',
      'ca.pem',
      '-passout',
      'pass:clausier-test',
      '-out',
      'seal.p12',
    ]);
  } catch (error) {
    if (responder) await stop(responder);
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const stopResponder = async () => {
    if (responder) await stop(responder);
  };
  return {
    p12Path: file('seal.p12'),
    p12Password: 'clausier-test',
    caPemPath: file('ca.pem'),
    sealPemPath: file('seal.pem'),
    ocspUrl,
    stopResponder,
    close: async () => {
      await stopResponder();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
