import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDF, PdfRef, PdfStream, rgb } from '@libpdf/core';

const run = promisify(execFile);

/**
 * A small PDF with one page per entry of `pages`, each line written in Helvetica. Streams are
 * left uncompressed, so a test can find a line's text in the bytes (and change it).
 */
export async function samplePdf(pages: string[][]): Promise<Uint8Array> {
  const document = PDF.create();
  for (const lines of pages) {
    const page = document.addPage({ size: 'a4' });
    lines.forEach((line, index) =>
      page.drawText(line, { x: 56, y: 760 - index * 20, size: 12, color: rgb(0, 0, 0) }),
    );
  }
  return document.save({ compressStreams: false });
}

/** Output (stdout and stderr together) and exit code of a poppler or openssl command. */
export async function tool(
  command: string,
  args: string[],
): Promise<{ output: string; code: number }> {
  try {
    const { stdout, stderr } = await run(command, args, { timeout: 20_000 });
    return { output: stdout + stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { output: (failed.stdout ?? '') + (failed.stderr ?? ''), code: failed.code ?? 1 };
  }
}

/** `pdfsig`'s report on `pdf` (written to `directory`). */
export async function pdfsig(directory: string, pdf: Uint8Array, name = 'checked.pdf') {
  const path = join(directory, name);
  await writeFile(path, pdf);
  return (await tool('pdfsig', ['-nocert', path])).output;
}

/** The text `pdftotext` reads from `pdf`. */
export async function pdftotext(directory: string, pdf: Uint8Array): Promise<string> {
  const path = join(directory, 'text.pdf');
  await writeFile(path, pdf);
  return (await tool('pdftotext', ['-layout', path, '-'])).output;
}

/**
 * The files embedded in `pdf` as poppler's `pdfdetach -saveall` extracts them: file name →
 * bytes.
 */
export async function detachedFiles(directory: string, pdf: Uint8Array) {
  const folder = await mkdtemp(join(directory, 'detached-'));
  const path = join(folder, 'attached.pdf');
  await writeFile(path, pdf);
  const out = join(folder, 'out');
  await mkdir(out);
  const saved = await tool('pdfdetach', ['-saveall', '-o', out, path]);
  if (saved.code !== 0) throw new Error(`pdfdetach -saveall: ${saved.output}`);
  const files = new Map<string, Uint8Array>();
  for (const name of await readdir(out))
    files.set(name, new Uint8Array(await readFile(join(out, name))));
  return files;
}

export async function hasCommand(command: string): Promise<boolean> {
  return (await tool('sh', ['-c', `command -v ${command}`])).code === 0;
}

/**
 * The DSS (Document Security Store) of a file as @libpdf/core reads it, its streams decoded:
 * certificates, OCSP responses and CRLs (DER), and the VRI keys; null without one.
 */
export async function documentSecurityStore(pdf: Uint8Array) {
  const document = await PDF.load(pdf);
  const registry = document.context.registry;
  const resolve = registry.resolve.bind(registry);
  const dss = document.getCatalog().getDict('DSS', resolve);
  if (!dss) return null;
  const streams = (key: string) =>
    (dss.getArray(key, resolve)?.toArray() ?? []).map((item) => {
      const stream = item instanceof PdfRef ? registry.resolve(item) : item;
      if (!(stream instanceof PdfStream)) throw new Error(`DSS /${key}: not a stream`);
      return stream.getDecodedData();
    });
  return {
    certs: streams('Certs'),
    ocsps: streams('OCSPs'),
    crls: streams('CRLs'),
    vri: [...(dss.getDict('VRI', resolve)?.keys() ?? [])].map((key) => key.value),
  };
}
