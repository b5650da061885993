import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Probe imports, linted with the project's own configuration at the paths they would have: the
 * boundaries of docs/ARCHITECTURE.md fail the lint, their allowed neighbours pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'clausier/boundaries')
    .map((m) => m.message);
}

describe('architecture boundaries (eslint-rules/boundaries.js)', () => {
  it('a feature importing another fails, even through a sibling-relative path', async () => {
    expect(
      await problems(
        'web/features/editor/probe.ts',
        "export { fetchContracts } from '../contracts/api';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'web/features/site/probe.ts',
        "import { x } from '../../features/wizard/wizard-page';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems('web/features/editor/probe.ts', "export { MESSAGES } from './messages';\n"),
    ).toEqual([]);
  });

  it('shared code importing a feature fails; a route module composing features passes', async () => {
    expect(
      await problems(
        'web/components/probe.ts',
        "export { FinalizePage } from '../features/contracts/finalize/finalize-page';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems('web/lib/probe.ts', "export { x } from '../features/auth/guard-origin';\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'web/routes/probe.ts',
        "export { FinalizePage } from '../features/contracts/finalize/finalize-page';\n",
      ),
    ).toEqual([]);
  });

  it('a route importing another route or a database driver fails; use-cases and type imports pass', async () => {
    expect(
      await problems(
        'server/routes/clients/probe.ts',
        "export { saveContractBody } from '../contracts/schemas';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/routes/clients/probe.ts',
        "import Database from 'better-sqlite3';\nexport const d = Database;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/routes/clients/probe.ts',
        "export { requireVersion } from '../../use-cases/require-version';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/routes/clients/probe.ts',
        "import type { Kysely } from 'kysely';\nexport type K = Kysely<unknown>;\n",
      ),
    ).toEqual([]);
  });

  it('core importing server or web fails', async () => {
    expect(
      await problems('core/rules/probe.ts', "export { AppError } from '../../server/errors';\n"),
    ).toHaveLength(1);
  });
});
