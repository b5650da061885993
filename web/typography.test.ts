// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '@core/answers/draft';

/**
 * French typography of the copy the UI shows: every string literal, template text and JSX text
 * of the scanned folders (tests and class names aside) is checked. A no-break space (U+00A0)
 * goes before « : », a narrow one (U+202F) before ; ! ? and inside « », and an apostrophe
 * between two letters is the typographic one (’, U+2019), never the straight one; an ellipsis is
 * one character (…, U+2026), never three points.
 * Scanned (SCANNED): web/, and the French messages core/ and server/ send to it (zod messages,
 * field labels and rules, ERROR_CATALOGUE, route errors). Not scanned: core/templates/ and
 * core/document/ (contract text, typeset by core/document/typography.ts), test support.
 * Exceptions:
 * - SPEC_EXACT: texts the spec gives verbatim (docs/product.md, checked by
 *   shared/tools/spec-texts.mjs, which accepts another space but not an added one), kept as written
 *   there;
 * - DATA_VALUES: stored values (the contract types), shown through labels that follow the rules;
 * - code: object keys, literal types, media queries, CSS, HTTP header values.
 */
const REPO = join(__dirname, '..');
const SCANNED = [
  'web',
  'core/schemas',
  'core/fields',
  'core/rules',
  'core/analyze/analyze-description.ts',
  'server/auth',
  'server/plugins',
  'server/routes',
];
/** Test material, not copy. */
const SKIPPED = /(^|\/)(test-support|testing|fixtures)(\/|$)|\.test\.tsx?$|\.test-support\.ts$/;
const DATA_VALUES: readonly string[] = CONTRACT_TYPES;
const SPEC_EXACT = ['PDF généré avec succès!', 'Alerte de sécurité: '];

const RULES: { name: string; test: RegExp }[] = [
  { name: 'espace ordinaire avant « : » (U+00A0 attendu)', test: /[ \u202f]:(?=\s|$)/u },
  { name: 'espace ordinaire avant ; ! ? (U+202F attendu)', test: /[ \u00a0][;!?](?=\s|$)/u },
  { name: 'espace ordinaire dans « » (U+202F attendu)', test: /«[ \u00a0]|[ \u00a0]»/u },
  { name: 'espace manquante avant ; ! ?', test: /\p{L}[;!?](?=\s|$)/u },
  { name: 'espace manquante avant « : »', test: /\p{L}:(?=\s+\p{Lu}|\s*$)/u },
  { name: 'espace manquante dans « »', test: /«\p{L}|\p{L}»/u },
  { name: 'apostrophe droite (’ attendue)', test: /\p{L}'\p{L}/u },
  { name: 'trois points « ... » (« … » attendu)', test: /\p{L}\s?\.\.\.(?!\.)/u },
];

/** Not copy: media queries, CSS text, CSS property names and HTTP header values. */
const isCode = (text: string) =>
  /^\((min|max|prefers)-/.test(text) ||
  /[{}]/.test(text) ||
  /^[a-z-]+:$/.test(text) ||
  /^[A-Z][a-z]+(-[A-Z][a-z]+)+: $/.test(text) || // a raw header line (« Content-Length: »)
  /;\s*(charset|filename|name|boundary|max-age|path|httponly|samesite)\b/i.test(text) ||
  DATA_VALUES.includes(text);

function sourceFiles(path: string): string[] {
  if (SKIPPED.test(path)) return [];
  if (statSync(path).isDirectory())
    return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
  return /\.tsx?$/.test(path) ? [path] : [];
}

function uiStrings(file: string): { text: string; line: number; jsx: boolean }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { text: string; line: number; jsx: boolean }[] = [];
  const visit = (node: ts.Node) => {
    const parent = node.parent;
    const skipped =
      parent &&
      (ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isLiteralTypeNode(parent) ||
        ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) &&
          parent.name === node) ||
        (ts.isJsxAttribute(parent) && parent.name.getText() === 'className'));
    if (
      !skipped &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node))
    ) {
      found.push({
        text: node.text,
        line: source.getLineAndCharacterOfPosition(node.pos).line + 1,
        jsx: ts.isJsxText(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French typography of the copy the UI shows', () => {
  const files = SCANNED.flatMap((folder) => sourceFiles(join(REPO, folder)));

  it('scans the copy of the whole app', () => {
    expect(files.length).toBeGreaterThan(100);
    const all = files
      .flatMap(uiStrings)
      .map((s) => s.text)
      .join('\n');
    expect(all).toContain('Tableau de bord');
    for (const folder of SCANNED.slice(1))
      expect(files.some((file) => file.startsWith(join(REPO, folder)))).toBe(true);
  });

  it('puts no-break spaces and typographic apostrophes where French typography wants them', () => {
    const faults = files.flatMap((file) =>
      uiStrings(file).flatMap(({ text, line }) => {
        if (isCode(text) || SPEC_EXACT.some((exact) => text.includes(exact))) return [];
        return RULES.filter((rule) => rule.test.test(text)).map(
          (rule) =>
            `${relative(REPO, file)}:${line} ${rule.name} : ${JSON.stringify(text.trim().slice(0, 80))}`,
        );
      }),
    );
    expect(faults).toEqual([]);
  });

  it('keeps no no-break space at the edge of a JSX text line, where JSX trims it away', () => {
    // JSX trims every line of its text, no-break spaces included (they are JavaScript \s): « «\u202f »
    // at a line's end printed « «Cessionnaire » » once the next line's expression followed.
    const EDGE = /[\u00a0\u202f][ \t]*\n|\n[ \t]*[\u00a0\u202f]/u;
    const faults = files.flatMap((file) =>
      uiStrings(file)
        .filter(({ text, jsx }) => jsx && EDGE.test(text))
        .map(({ line }) => `${relative(REPO, file)}:${line}`),
    );
    expect(faults).toEqual([]);
  });

  it('catches the faults it is meant to catch', () => {
    const broken = [
      'Attention : oui',
      'Merci !',
      'Quoi?',
      '« Mes contrats »',
      'Note: Suite',
      '«Mes»',
      "Ouvrir dans l'éditeur",
      "Aujourd'hui",
      'Enregistrement...',
      'Finalisation du contrat: Affiche',
    ];
    const caught = broken.filter((text) => RULES.some((rule) => rule.test.test(text)));
    expect(caught).toEqual(broken);
    const right = [
      'Attention\u00a0: oui',
      'Merci\u202f!',
      '«\u202fMes contrats\u202f»',
      '(min-width: 768px)',
      'height:',
      'https://exemple.fr',
      'Ouvrir dans l’éditeur',
      'Enregistrement…',
      'Finalisation du contrat\u00a0: Affiche',
      "[data-state='open']",
      'application/json; charset=utf-8',
      CONTRACT_TYPES[0],
    ];
    expect(
      right.filter((text) => !isCode(text) && RULES.some((rule) => rule.test.test(text))),
    ).toEqual([]);
  });
});
