import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The interface's typeface, cut to what the interface uses (docs/design.md §7 « First load »).
 *
 * Inter comes from @fontsource-variable/inter, Latin subset, with the whole weight axis 100–900
 * (48 KB). The interface sets nothing lighter than 400 (Tailwind's font-normal; then -medium,
 * -semibold, -bold, and `bolder` <strong> inside them, up to 900), so the file keeps the axis
 * from 400 to 900 and every glyph and OpenType feature of the Latin subset: the same letters at
 * the same weights, 29 KB. Each page fetches this file before its first contentful paint, so on
 * a phone every kilobyte counts (bench/README.md).
 *
 * The files are written into web/fonts/ (not versioned) when the build or the dev server starts,
 * again only when the source font or these settings change (a stamp holds their hash).
 */
export const UI_FONT_WEIGHTS = { min: 400, max: 900 } as const;

/** Unicode ranges of fontsource's Latin subset, as web/index.css declares them. */
export const UI_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The CSS `unicode-range` value of UI_FONT_RANGES (compared with web/index.css by a test). */
export const unicodeRange = (ranges = UI_FONT_RANGES) =>
  ranges
    .map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(', ');

/** Every character of the ranges, the text the subset must be able to set. */
export function rangeText(ranges = UI_FONT_RANGES): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

const STYLES = ['normal', 'italic'] as const;

export const uiFontFile = (style: (typeof STYLES)[number]) =>
  `inter-latin-wght-${UI_FONT_WEIGHTS.min}-${UI_FONT_WEIGHTS.max}-${style}.woff2`;

/** One cut of the source file (woff2 in, woff2 out). */
export async function cutUiFont(source: Buffer): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(source, rangeText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: UI_FONT_WEIGHTS },
  });
}

/** Writes web/fonts/ from node_modules when it is missing or stale. */
export async function writeUiFonts(root: string): Promise<void> {
  const sourceDir = join(root, 'node_modules/@fontsource-variable/inter/files');
  const outDir = join(root, 'web/fonts');
  const sources = STYLES.map((style) =>
    readFileSync(join(sourceDir, `inter-latin-wght-${style}.woff2`)),
  );
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source);
  hash.update(JSON.stringify([UI_FONT_WEIGHTS, UI_FONT_RANGES]));
  const stamp = join(outDir, '.stamp');
  const digest = hash.digest('hex');
  const fresh =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === digest &&
    STYLES.every((style) => existsSync(join(outDir, uiFontFile(style))));
  if (fresh) return;
  mkdirSync(outDir, { recursive: true });
  for (const [i, style] of STYLES.entries())
    writeFileSync(join(outDir, uiFontFile(style)), await cutUiFont(sources[i]!));
  writeFileSync(stamp, digest);
}

/** Vite plugin: the fonts are cut before anything (index.html, index.css) asks for them. */
export function uiFont(root: string): Plugin {
  return { name: 'clausier-ui-font', buildStart: () => writeUiFonts(root) };
}
