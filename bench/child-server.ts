import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `output()`: everything the child printed so far (stdout and stderr). */
export type ChildServer = {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Runs a bench/serve-*.ts script in its own process (so the load generator does not share its
 * event loop) and resolves with its URL once it prints `PORT <n>`. Killed after `timeoutMs`.
 * `nodeFlags` go before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export function startChildServer(
  script: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  nodeFlags: string[] = [],
): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} n'a pas démarré :\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          pid: child.pid ?? 0,
          output: () => output,
          stop,
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} s'est arrêté (code ${code}) :\n${output}`));
    });
  });
}
