import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A free port in the range the project's helpers may use (3200–3299). */
export async function freePort(from = 3200, to = 3299): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`aucun port libre entre ${from} et ${to}`);
}

export type RunningServer = { child: ChildProcess; url: string; output: () => string };

/**
 * Starts the real server (tsx server/main.ts) and resolves once it prints its URL. `cpus` (e.g.
 * '1') pins it and its render processes to those cores through `taskset` (bench/cluster.ts).
 */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  { cpus }: { cpus?: string } = {},
): Promise<RunningServer> {
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const command = cpus ? ['taskset', '-c', cpus, ...node] : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`le serveur n'a pas démarré :\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Clausier est prêt sur (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (code ${code}) :\n${output}`));
    });
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
