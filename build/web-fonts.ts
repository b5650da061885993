import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web's two typefaces, cut to what the pages use (docs/design.md §7 « First load »), so no
 * page takes its letters from the machine: layout, and the e2e suite, are the same everywhere.
 *
 * - **Inter**, the interface's, from @fontsource-variable/inter, Latin subset, with the whole
 *   weight axis 100–900 (48 KB). The interface sets nothing lighter than 400 (Tailwind's
 *   font-normal; then -medium, -semibold, -bold, and `bolder` <strong> inside them, up to 900),
 *   so the file keeps the axis from 400 to 900 and every glyph and OpenType feature of the Latin
 *   subset: the same letters at the same weights, 32.6 KB. Each page fetches this file before its
 *   first contentful paint, so on a phone every kilobyte counts (bench/README.md).
 * - **Libertinus Serif**, the contract's: the very files the PDF is set in
 *   (server/render/pdf/fonts/), regular, italic, bold and bold italic, cut to the same Latin
 *   ranges, so the wizard's preview and the printable view show the letters the PDF prints (not
 *   the editor's page: web/features/editor/editor.css says why). Fetched only by a page that
 *   shows contract text; a second file per style holds the other Latin alphabets' letters
 *   (LATIN_EXTENDED_RANGES), fetched only by a text that uses one.
 *
 * The files are written into web/fonts/ (not versioned) when the build or the dev server starts,
 * again only when a source font or these settings change (a stamp holds their hash).
 */
export const UI_FONT_WEIGHTS = { min: 400, max: 900 } as const;

/** Unicode ranges of fontsource's Latin subset, as web/index.css declares them. */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
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

/**
 * The letters of Europe's other Latin alphabets and of Vietnamese (Latin Extended-A and -B, the
 * combining accents, Latin Extended Additional): « Dvořák », « Łukasz », « Nguyễn ». The PDF
 * prints them; the contract's face on screen has them in a second file per style, which a page
 * fetches only when its text holds one of them (`unicode-range`), so French text costs nothing
 * more. The blocks less what LATIN_RANGES holds (« œ », « ı », two accents): where two faces'
 * ranges overlap, the browser takes the one declared last, and every « œuvre » would fetch this
 * file.
 */
export const LATIN_EXTENDED_RANGES: readonly (readonly [number, number])[] = [
  [0x0100, 0x0130],
  [0x0132, 0x0151],
  [0x0154, 0x024f],
  [0x0300, 0x0303],
  [0x0305, 0x0307],
  [0x0309, 0x0328],
  [0x032a, 0x036f],
  [0x1e00, 0x1eff],
];

/** The CSS `unicode-range` value of ranges (compared with web/index.css by a test). */
export const unicodeRange = (ranges = LATIN_RANGES) =>
  ranges
    .map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(', ');

/** Every character of the ranges, the text the subset must be able to set. */
export function rangeText(ranges = LATIN_RANGES): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

type Axes = Record<string, { min: number; max: number }>;

/**
 * One file of web/fonts/: its source (from the project's root), the characters it holds, the axis
 * kept (Inter) or the layout features kept (Libertinus).
 */
type WebFontCut = {
  file: string;
  source: string;
  ranges: readonly (readonly [number, number])[];
  axes?: Axes;
  features?: string[];
};

/**
 * What the contract's cut keeps of Libertinus's OpenType layout: kerning and the standard
 * ligatures (what the PDF, and a browser by default, apply), and the glyph composition and mark
 * positioning that accented letters may need. Its many other features (small capitals, old-style
 * figures, stylistic sets…) and its hinting halve the file (45 → 23 KB for the regular face).
 */
const CONTRACT_FEATURES = ['kern', 'liga', 'ccmp', 'mark', 'mkmk'];

const INTER_AXES: Axes = { wght: UI_FONT_WEIGHTS };
const interCut = (style: 'normal' | 'italic'): WebFontCut => ({
  file: `inter-latin-wght-${UI_FONT_WEIGHTS.min}-${UI_FONT_WEIGHTS.max}-${style}.woff2`,
  source: `node_modules/@fontsource-variable/inter/files/inter-latin-wght-${style}.woff2`,
  ranges: LATIN_RANGES,
  axes: INTER_AXES,
});
const CONTRACT_FACES = ['Regular', 'Italic', 'Bold', 'BoldItalic'] as const;
const contractCut = (
  face: (typeof CONTRACT_FACES)[number],
  subset: 'latin' | 'latin-ext',
): WebFontCut => ({
  file: `libertinus-serif-${subset}-${face.toLowerCase()}.woff2`,
  source: `server/render/pdf/fonts/LibertinusSerif-${face}.otf`,
  ranges: subset === 'latin' ? LATIN_RANGES : LATIN_EXTENDED_RANGES,
  features: CONTRACT_FEATURES,
});

export const WEB_FONT_CUTS: readonly WebFontCut[] = [
  interCut('normal'),
  interCut('italic'),
  ...CONTRACT_FACES.flatMap((face) => [contractCut(face, 'latin'), contractCut(face, 'latin-ext')]),
];

/**
 * One cut of a source file (woff2 or OpenType in, woff2 out), to its ranges. Without `features`,
 * every layout feature and the hinting are kept.
 */
export async function cutWebFont(
  source: Buffer,
  { ranges, axes, features }: Pick<WebFontCut, 'ranges' | 'axes' | 'features'>,
): Promise<Buffer> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont(source, rangeText(ranges), {
    targetFormat: 'woff2',
    ...(axes ? { variationAxes: axes } : {}),
    ...(features ? { keepFeatures: features, noHinting: true } : {}),
  });
}

/** Writes web/fonts/ from the sources when it is missing or stale. */
export async function writeWebFonts(root: string): Promise<void> {
  const outDir = join(root, 'web/fonts');
  const sources = WEB_FONT_CUTS.map((cut) => readFileSync(join(root, cut.source)));
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source);
  hash.update(JSON.stringify(WEB_FONT_CUTS));
  const stamp = join(outDir, '.stamp');
  const digest = hash.digest('hex');
  const fresh =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === digest &&
    WEB_FONT_CUTS.every((cut) => existsSync(join(outDir, cut.file)));
  if (fresh) return;
  mkdirSync(outDir, { recursive: true });
  for (const [i, cut] of WEB_FONT_CUTS.entries())
    writeFileSync(join(outDir, cut.file), await cutWebFont(sources[i]!, cut));
  writeFileSync(stamp, digest);
}

/** Vite plugin: the fonts are cut before anything (index.html, index.css) asks for them. */
export function webFonts(root: string): Plugin {
  return { name: 'clausier-web-fonts', buildStart: () => writeWebFonts(root) };
}
