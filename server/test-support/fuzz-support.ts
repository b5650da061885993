import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ERROR_CATALOGUE } from '../errors';
import type { Database } from '../db/database';

/** One API route as Fastify's router knows it (HEAD left out: it is GET without a body). */
export type RouteInfo = { method: string; url: string };

/**
 * Every route, read from `printRoutes()`'s radix tree: each line's segment continues its
 * parent's path, and the methods follow in parentheses. New routes are therefore fuzzed
 * without anyone listing them.
 */
export function listRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}

const CATALOGUE_MESSAGES = new Set<string>(
  Object.values(ERROR_CATALOGUE).map((entry) => entry.message),
);
const FRENCH =
  /[àâçéèêëîïôûùüÿœ«»]|\b(le|la|les|des?|du|doit|une?|est|pas|ce|cette|invalide|requis|obligatoire|clé|texte|nombre|inconnue?|valeur|champ|vrai|faux|titre|fichier|veuillez|votre)\b/i;
const ENGLISH =
  /\b(the|must|should|expected|received|required|unexpected|invalid|cannot|not found)\b/i;

/** A message the product owner would accept as French (and not English with one accent). */
export const isFrench = (message: unknown): boolean =>
  typeof message === 'string' &&
  (CATALOGUE_MESSAGES.has(message) || (FRENCH.test(message) && !ENGLISH.test(message)));

/** A stack frame, a source path or a dependency name must never reach a client. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\/work\/|\.ts:\d+|Error: /;

/**
 * What is wrong with an answer to a hostile request ([] = nothing): no 5xx ever; a 4xx is
 * French JSON `{ error: { code, message } }` carrying the security headers. better-auth's own
 * endpoints answer their own shape, so only < 500 and JSON are asked of them.
 */
export function answerProblems(response: LightMyRequestResponse, ownShape: boolean): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`statut ${status}`);
  if (LEAK.test(response.body)) problems.push('trace ou chemin interne dans la réponse');
  if (status < 400) return problems;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`type ${type || '(aucun)'}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('pas de nosniff');
  if (!String(response.headers['content-security-policy'] ?? '').includes("default-src 'self'"))
    problems.push('pas de CSP');
  let body: unknown;
  try {
    body = response.body === '' ? null : JSON.parse(response.body);
  } catch {
    problems.push('corps non JSON');
    return problems;
  }
  if (ownShape) return problems;
  const error = (
    body as {
      error?: { code?: unknown; message?: unknown; fields?: { message?: unknown }[] };
    } | null
  )?.error;
  if (typeof error?.code !== 'string') problems.push('pas de error.code');
  if (!isFrench(error?.message)) problems.push(`message non français : ${String(error?.message)}`);
  for (const field of error?.fields ?? []) {
    if (!isFrench(field.message))
      problems.push(`message de champ non français : ${String(field.message)}`);
  }
  return problems;
}

/**
 * The stored state of Clausier's tables, compared before/after a refused write: a 4xx must
 * leave every row as it was (no partial contract, client, profile or feedback).
 */
export async function storedState({ db }: Database): Promise<string> {
  const [contracts, clients, profiles, feedback] = await Promise.all([
    db.selectFrom('contracts').select(['id', 'version', 'title']).orderBy('id').execute(),
    db
      .selectFrom('clients')
      .select(['owner_id', 'id', 'version'])
      .orderBy('owner_id')
      .orderBy('id')
      .execute(),
    db.selectFrom('profiles').select(['owner_id', 'version']).orderBy('owner_id').execute(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute(),
  ]);
  return JSON.stringify({
    contracts,
    clients,
    profiles,
    feedback: feedback.map((r) => Number(r.n)),
  });
}

/**
 * Each field (to `depth` levels) of a valid body replaced by `value`: the wrong-type
 * mutations. Arrays and scalars are leaves; the body itself is never mutated in place.
 */
export function* mutations(
  body: unknown,
  value: unknown,
  depth = 2,
  path: string[] = [],
): Generator<{ path: string; body: unknown }> {
  if (!body || typeof body !== 'object' || Array.isArray(body) || depth === 0) return;
  for (const [key, item] of Object.entries(body)) {
    yield { path: [...path, key].join('.'), body: { ...body, [key]: value } };
    for (const inner of mutations(item, value, depth - 1, [...path, key])) {
      yield { path: inner.path, body: { ...body, [key]: inner.body } };
    }
  }
}

/** The valid body with `key` added to every object, as JSON text (a real own key, not a setter). */
export function withKeyEverywhere(body: unknown, key: string): string {
  const json = JSON.stringify(body, (_k, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? { ...item, ['§KEY§']: '§VALUE§' }
      : item,
  );
  return json
    .replaceAll('"§KEY§"', JSON.stringify(key))
    .replaceAll('"§VALUE§"', '{"polluted":true}');
}
