import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childPids, cpuSecondsOfStat, processCpuSeconds } from './process-cpu';

describe('CPU time from /proc', () => {
  it('reads utime and stime after the command name, whatever the name holds', () => {
    const stat =
      '4242 (node (render) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(cpuSecondsOfStat(stat)).toBe(3.25);
    expect(cpuSecondsOfStat('1 (x) S')).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    'counts this process’s work and finds a child process',
    async () => {
      const before = processCpuSeconds(process.pid)!;
      const until = performance.now() + 150;
      while (performance.now() < until);
      expect(processCpuSeconds(process.pid)! - before).toBeGreaterThan(0.05);

      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
      await new Promise((resolve) => child.once('spawn', resolve));
      try {
        expect(childPids(process.pid)).toContain(child.pid);
      } finally {
        child.kill();
      }
      expect(processCpuSeconds(0x7fffffff)).toBeNull();
    },
  );
});
