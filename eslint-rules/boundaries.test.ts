import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverLayer } from './boundaries.js';

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

  it('a server layer importing one above it fails; one below passes', async () => {
    expect(
      await problems(
        'server/db/repositories/probe.ts',
        "export { contractElements } from '../../use-cases/contract-document';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems('server/use-cases/probe.ts', "export { apiRoutes } from '../routes';\n"),
    ).toHaveLength(1);
    expect(
      await problems('server/auth/probe.ts', "export { spaPlugin } from '../plugins/spa';\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/db/probe.ts',
        "export { findContract } from './repositories/contracts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/use-cases/probe.ts',
        "export { findContract } from '../db/repositories/contracts';\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'server/routes/clients/probe.ts',
        "export { AppError } from '../../errors';\n",
      ),
    ).toEqual([]);
  });

  it('repositories, renderers, the seal and the mail do not import one another', async () => {
    expect(
      await problems('server/mail/probe.ts', "export { estimateLines } from '../render/limits';\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/db/repositories/probe.ts',
        "export { findContract } from './contracts';\n",
      ),
    ).toEqual([]);
  });

  it('a use case importing Fastify fails, even for a type', async () => {
    expect(
      await problems(
        'server/use-cases/probe.ts',
        "import type { FastifyInstance } from 'fastify';\nexport type A = FastifyInstance;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/plugins/probe.ts',
        "import type { FastifyInstance } from 'fastify';\nexport type A = FastifyInstance;\n",
      ),
    ).toEqual([]);
  });

  it('server importing web fails', async () => {
    expect(
      await problems(
        'server/plugins/probe.ts',
        "export { earlyRequests } from '../../web/main';\n",
      ),
    ).toHaveLength(1);
  });

  it('every server file but the tests belongs to a layer', () => {
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .map((file) => `server/${file.split('\\').join('/')}`)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|test-support/.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => serverLayer(file) === null)).toEqual([]);
  });

  it('core importing server or web fails', async () => {
    expect(
      await problems('core/rules/probe.ts', "export { AppError } from '../../server/errors';\n"),
    ).toHaveLength(1);
  });
});
