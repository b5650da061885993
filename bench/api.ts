import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startChildServer, type ChildServer } from './child-server';
import { BENCH_ORIGIN } from './origin';

export type ApiResult = {
  contracts: number;
  /** GET /api/contracts, req/s. */
  list: number;
  /** The list's body size, bytes. */
  bodyBytes: number;
  /** The same server answering that same body from memory (bench/serve-app.ts), req/s. */
  memory: number;
  /** list / memory: the budget (docs/design.md §7, ≥ 25 %). */
  ratio: number;
  /** A bare Fastify hello-world in its own process (the v1 yardstick, kept for comparison). */
  hello: number;
  seconds: number;
  connections: number;
};

const draft = (i: number) => ({
  auteur_type: 'Personne physique',
  type_contrat: ["Auteur (droits d'auteur)"],
  auteur_info: { nom: `Dubœuf ${i}`, prenom: 'Hélène' },
});

/** An account through the real sign-up endpoint; returns its session cookie. */
export async function signUp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.fr',
      password: 'mot-de-passe-solide-42',
      name: 'Bench',
    }),
  });
  if (!response.ok)
    throw new Error(`inscription refusée (${response.status}) : ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One contract for the account, as the wizard saves it (a draft unless `isDraft` is false); its id. */
export async function createContract(
  base: string,
  cookie: string,
  body: { contractData: object; title: string; isDraft?: boolean },
): Promise<string> {
  const response = await fetch(`${base}/api/contracts`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`création refusée (${response.status}) : ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Creates `count` contracts; the list's answer (its body as sent). */
async function createContracts(base: string, cookie: string, count: number): Promise<string> {
  for (let i = 0; i < count; i++)
    await createContract(base, cookie, { contractData: draft(i), title: `Contrat ${i + 1}` });
  const list = await fetch(`${base}/api/contracts`, { headers: { origin: BENCH_ORIGIN, cookie } });
  const body = await list.text();
  const { contracts } = JSON.parse(body) as { contracts?: unknown[] };
  const length = contracts?.length ?? -1;
  if (length !== count)
    throw new Error(`GET /api/contracts rend ${length} contrats au lieu de ${count}`);
  return body;
}

/** Gives the bench server's memory route (bench/serve-app.ts) the list's body; checks it back. */
async function holdInMemory(base: string, body: string): Promise<void> {
  const put = await fetch(`${base}/api/bench-memory`, {
    method: 'PUT',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body,
  });
  if (!put.ok)
    throw new Error(`PUT /api/bench-memory refusé (${put.status}) : ${await put.text()}`);
  const back = await (await fetch(`${base}/api/bench-memory`)).text();
  if (back !== body) throw new Error('/api/bench-memory ne rend pas le corps de la liste');
}

/** Requests per second over `seconds`, with `connections` keep-alive connections; non-2xx fail the run. */
async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<number> {
  const result = await autocannon({ url, headers, duration: seconds, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url} : ${result.non2xx} réponses non 2xx, ${result.errors} erreurs`);
  return result.requests.average;
}

/**
 * (e) GET /api/contracts for a user with 50 contracts against the same server answering the same
 * body from memory (docs/design.md §7 v2: ≥ 25 %), one after the other in the same process and
 * run; then, for comparison with earlier readings, a bare Fastify hello-world in its own process
 * (the v1 yardstick, « ≥ 40 % », which no server reading a database could meet: bench/README.md).
 */
export async function benchApi(
  options: { seconds?: number; connections?: number; contracts?: number } = {},
): Promise<ApiResult> {
  const { seconds = 5, connections = 10, contracts = 50 } = options;
  let app: ChildServer | undefined;
  let list: number;
  let memory: number;
  let bodyBytes: number;
  try {
    app = await startChildServer('bench/serve-app.ts');
    const cookie = await signUp(app.url);
    const body = await createContracts(app.url, cookie, contracts);
    bodyBytes = Buffer.byteLength(body);
    await holdInMemory(app.url, body);
    const headers = { cookie, origin: BENCH_ORIGIN };
    await load(`${app.url}/api/contracts`, headers, 1, connections); // warm-up
    list = await load(`${app.url}/api/contracts`, headers, seconds, connections);
    // Without the session cookie: no session lookup, no database — only the server's own stack.
    const anonymous = { origin: BENCH_ORIGIN };
    await load(`${app.url}/api/bench-memory`, anonymous, 1, connections); // warm-up
    memory = await load(`${app.url}/api/bench-memory`, anonymous, seconds, connections);
  } finally {
    await app?.stop();
  }
  let hello: ChildServer | undefined;
  let helloRate: number;
  try {
    hello = await startChildServer('bench/serve-hello.ts');
    await load(`${hello.url}/`, {}, 1, connections);
    helloRate = await load(`${hello.url}/`, {}, seconds, connections);
  } finally {
    await hello?.stop();
  }
  return {
    contracts,
    list,
    bodyBytes,
    memory,
    ratio: list / memory,
    hello: helloRate,
    seconds,
    connections,
  };
}

// `npx tsx bench/api.ts` runs (e) alone (npm run bench runs everything); the API part needs no build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchApi();
  console.log(
    `GET /api/contracts (${result.contracts} contrats, ${result.bodyBytes} octets) : ` +
      `${Math.round(result.list)} req/s ; même serveur, même corps en mémoire : ` +
      `${Math.round(result.memory)} req/s ; rapport ${(result.ratio * 100).toFixed(1)} % (budget ≥ 25 %) ; ` +
      `hello-world nu : ${Math.round(result.hello)} req/s (${((result.list / result.hello) * 100).toFixed(1)} %)`,
  );
}
