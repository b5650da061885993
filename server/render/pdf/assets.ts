import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Typst template and the font files, loaded once per worker. */
export type PdfAssets = { template: string; fonts: Buffer[] };

/**
 * Where contract.typ and fonts/ live: next to this module when it runs from source (tsx,
 * vitest), or back in the source tree when it runs bundled from dist/server/ (tsup does not
 * copy assets; `npm start` runs from the repository).
 */
export function pdfAssetDir(): string {
  const candidates = [
    new URL('./', import.meta.url),
    new URL('../../server/render/pdf/', import.meta.url),
  ];
  for (const url of candidates) {
    const dir = fileURLToPath(url);
    if (existsSync(`${dir}contract.typ`) && existsSync(`${dir}fonts`)) return dir;
  }
  throw new Error('PDF assets not found (server/render/pdf/contract.typ and fonts/).');
}

export function loadPdfAssets(dir = pdfAssetDir()): PdfAssets {
  const template = readFileSync(`${dir}contract.typ`, 'utf8');
  const fonts = readdirSync(`${dir}fonts`)
    .filter((name) => /\.(otf|ttf)$/i.test(name))
    .sort()
    .map((name) => readFileSync(`${dir}fonts/${name}`));
  if (fonts.length === 0) throw new Error('No font file in server/render/pdf/fonts.');
  return { template, fonts };
}
