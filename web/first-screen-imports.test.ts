import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The modules a page evaluates before its first paint are its static imports, followed to the
 * end. The wizard's first screen must not reach zod: building the schemas took ~190 ms of a
 * phone's first second (docs/decisions/0021); its answers' lists, limits and empty records are
 * zod-free (core/answers, core/fields/text-limits.ts), and what reads an API answer or a stored
 * draft loads its schema when it needs it.
 */
const ROOT = resolve(__dirname, '..');
const ALIASES: Record<string, string> = { '@core/': 'core/', '@web/': 'web/' };

function resolveModule(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].find((ext) =>
    existsSync(base + ext),
  );
  return found === undefined ? `missing:${base}` : base + found;
}

/**
 * The specifiers `file` imports for their values. `import type` and `export type` are left out;
 * `import { type A }` is kept (verbatimModuleSyntax keeps such an import for its side effects).
 */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

/** Every package and project module `entry` evaluates before its own code runs. */
function staticGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of valueImports(file)) {
      const target = resolveModule(file, specifier);
      if (target === null)
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      else if (target.startsWith('missing:')) throw new Error(`${file}: ${specifier} introuvable`);
      else visit(target);
    }
  };
  visit(join(ROOT, entry));
  return { modules, packages };
}

describe('what the wizard evaluates before its first paint', () => {
  const entry = staticGraph('web/main.tsx');
  const wizard = staticGraph('web/routes/wizard.tsx');

  it('reaches no zod: not the package, not its French set-up', () => {
    for (const graph of [entry, wizard]) {
      expect([...graph.packages]).not.toContain('zod');
      const files = [...graph.modules].map((file) => relative(ROOT, file));
      expect(files).not.toContain('core/schemas/zod-fr.ts');
    }
  });

  it('is read as the bundler reads it (the walk follows the wizard into its steps and fields)', () => {
    const files = [...wizard.modules].map((file) => relative(ROOT, file));
    expect(files).toContain('core/fields/draft-fields.ts');
    expect(files).toContain('web/features/wizard/state/wizard-storage.ts');
    expect(files).not.toContain('web/features/wizard/state/stored-wizard-answers.ts');
    expect([...wizard.packages]).toContain('react');
  });
});
