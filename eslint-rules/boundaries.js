import path from 'node:path';

/**
 * The architecture's import rules, checked on resolved paths (docs/ARCHITECTURE.md
 * « Boundaries »): a specifier is resolved against the importing file (and the `@core`, `@server`, `@web` aliases)
 * before it is judged, so `'../contracts/api'` from a sibling feature is caught as surely as
 * `'../../features/contracts/api'`. A local rule rather than eslint-plugin-import's
 * no-restricted-paths: that one needs a TypeScript resolver plugin to follow the alias, two
 * dependencies for what fits in this file.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DRIVERS = new Set(['better-sqlite3', 'pg', 'pg-pool', 'postgres', 'sqlite3', 'kysely']);

/** The project path ('web/features/editor/api.ts') of a specifier, or null for a package. */
function resolve(specifier, fromFile) {
  const alias = /^@(core|server|web)\//.exec(specifier);
  if (alias) return `${alias[1]}/${specifier.slice(alias[0].length)}`;
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

/** web/features/<name>/… → name; server/routes/<name>/… → name (a folder, not a file beside them). */
function segmentAfter(file, prefix) {
  if (!file.startsWith(prefix)) return null;
  const parts = file.slice(prefix.length).split('/');
  return parts.length > 1 ? parts[0] : null;
}

/**
 * The server's layers, top to bottom (docs/ARCHITECTURE.md « Server layers »): a file imports its
 * own layer or the ones below, never one above. Paths are prefixes; the longest match wins
 * (`server/db/repositories/` before `server/db/`). Every server file that is not a test belongs
 * to one (eslint-rules/boundaries.test.ts), so a new folder is placed before it is used.
 */
export const SERVER_LAYERS = [
  { name: 'composition', paths: ['server/main.ts', 'server/app.ts'] },
  {
    name: 'entrées',
    paths: ['server/routes/', 'server/plugins/', 'server/jobs/', 'server/scale/'],
  },
  {
    name: 'cas d’usage',
    paths: [
      'server/use-cases/',
      'server/presenters/',
      'server/policies.ts',
      'server/storage-quota.ts',
    ],
  },
  { name: 'identité', paths: ['server/auth/'] },
  {
    name: 'stockage et sorties',
    paths: ['server/db/repositories/', 'server/render/', 'server/seal/', 'server/mail/'],
    // Repositories, renderers, the seal and the mail never import one another: a use case
    // composes them.
    isolated: true,
  },
  { name: 'base de données', paths: ['server/db/'] },
  {
    name: 'outils',
    paths: [
      'server/config.ts',
      'server/errors.ts',
      'server/escape-html.ts',
      'server/body-limit.ts',
      'server/invalid-text.ts',
      'server/redact.ts',
      'server/sanitize/',
      'server/signature/',
    ],
  },
];

/** The layer of a server file and the path that placed it there, or null outside them. */
export function serverLayer(file) {
  // An import names `../errors` or `../routes` (its index); a file on disk is `errors.ts`.
  const bare = file.replace(/\.tsx?$/, '');
  let found = null;
  for (const [rank, layer] of SERVER_LAYERS.entries()) {
    for (const prefix of layer.paths) {
      const matches = prefix.endsWith('/')
        ? bare.startsWith(prefix) || bare === prefix.slice(0, -1)
        : bare === prefix.replace(/\.ts$/, '');
      if (matches && (!found || prefix.length > found.prefix.length))
        found = { rank, layer, prefix };
    }
  }
  return found;
}

/** The web framework: the entry points speak it, the use cases below them take plain values. */
const FRAMEWORK = /^(fastify|fastify-[a-z-]+|@fastify\/.+)$/;

function layerViolation(from, target, specifier) {
  const source = serverLayer(from);
  if (source?.layer.name === 'cas d’usage' && FRAMEWORK.test(specifier)) {
    return `${from} importe « ${specifier} » : un cas d’usage ne connaît pas Fastify (il reçoit ses dépendances en arguments, server/use-cases/deps.ts).`;
  }
  const imported = target && serverLayer(target);
  if (!source || !imported) return null;
  if (imported.rank < source.rank) {
    return `${from} (couche « ${source.layer.name} ») importe ${target} (couche « ${imported.layer.name} », plus haut) : une couche du serveur n’importe que la sienne et celles du dessous.`;
  }
  if (source.layer.isolated && imported.rank === source.rank && imported.prefix !== source.prefix) {
    return `${source.prefix} importe ${imported.prefix} : dépôts, rendus, sceau et courriel ne s’importent pas entre eux (un cas d’usage les compose).`;
  }
  return null;
}

/** Why `from` may not import `target` (project paths), or null when it may. */
export function boundaryViolation(from, target, specifier, typeOnly = false) {
  const fromFeature = segmentAfter(from, 'web/features/');
  const toFeature = target && segmentAfter(target, 'web/features/');
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `La fonctionnalité « ${fromFeature} » importe « ${toFeature} » : les fonctionnalités ne s’importent pas entre elles (déplacez le code partagé dans web/components ou web/lib, ou composez-les dans web/routes).`;
  }
  if ((from.startsWith('web/components/') || from.startsWith('web/lib/')) && toFeature) {
    return `Le code partagé (${from.split('/').slice(0, 2).join('/')}) importe la fonctionnalité « ${toFeature} » : le partagé ne dépend d’aucune fonctionnalité.`;
  }
  if (from.startsWith('web/') && target?.startsWith('server/'))
    return 'web/ n’importe jamais server/.';
  if (from.startsWith('core/') && (target?.startsWith('server/') || target?.startsWith('web/')))
    return 'core/ n’importe ni server/ ni web/.';
  if (from.startsWith('server/') && target?.startsWith('web/'))
    return 'server/ n’importe jamais web/ (ce que les deux partagent va dans core/).';
  const fromRoute = segmentAfter(from, 'server/routes/');
  const toRoute = target && segmentAfter(target, 'server/routes/');
  if (fromRoute && toRoute && fromRoute !== toRoute) {
    return `La route « ${fromRoute} » importe la route « ${toRoute} » : ce qu’elles partagent va dans server/use-cases.`;
  }
  if (fromRoute && !typeOnly && DRIVERS.has(specifier.split('/')[0])) {
    return `Une route n’importe pas le pilote de base de données « ${specifier} » : passez par server/db/repositories.`;
  }
  return layerViolation(from, target, specifier);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Architecture boundaries on resolved import paths' },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    // Tests may reach across (a route's test drives the whole API; a component's test mounts it in a feature).
    if (/\.test\.tsx?$|test-support/.test(from)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const message = boundaryViolation(
        from,
        resolve(specifier, context.filename),
        specifier,
        node.importKind === 'type',
      );
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
