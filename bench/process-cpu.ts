import { readFileSync } from 'node:fs';

/**
 * CPU time of a process and of its child processes, read from Linux's /proc, so a run under load
 * can say where the two cores went: the server, its render processes, and the load generator
 * (this process, `process.cpuUsage()`). Elsewhere than on Linux the readings are null.
 */

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU seconds from one /proc/<pid>/stat line. The command name (field 2) is in
 * parentheses and may hold spaces, so the fields are counted after its closing parenthesis:
 * utime and stime are fields 14 and 15 (proc(5)).
 */
export function cpuSecondsOfStat(stat: string): number | null {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(afterName[11]);
  const system = Number(afterName[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return null;
  return (user + system) / TICKS_PER_SECOND;
}

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The process's CPU seconds so far, or null (not Linux, or gone). */
export function processCpuSeconds(pid: number): number | null {
  const stat = read(`/proc/${pid}/stat`);
  return stat === null ? null : cpuSecondsOfStat(stat);
}

/** The direct children of a process (the server's render processes), or [] when unknown. */
export function childPids(pid: number): number[] {
  const list = read(`/proc/${pid}/task/${pid}/children`);
  return list === null ? [] : list.trim().split(/\s+/).filter(Boolean).map(Number);
}

/** CPU milliseconds per unit of work, by process group, between `start()` and `stop(units)`. */
export type CpuShare = { server: number; render: number; loadGenerator: number };

/**
 * Starts counting the CPU of `serverPid`, of its children as they are now, and of this process;
 * `stop(units)` answers each one's CPU ms per unit, or null when /proc is not there.
 */
export function countCpu(serverPid: number): { stop: (units: number) => CpuShare | null } {
  const children = childPids(serverPid);
  const server = processCpuSeconds(serverPid);
  const render = children.map(processCpuSeconds);
  const own = process.cpuUsage();
  return {
    stop(units) {
      const serverNow = processCpuSeconds(serverPid);
      const renderNow = children.map(processCpuSeconds);
      if (server === null || serverNow === null || units <= 0) return null;
      let renderSeconds = 0;
      renderNow.forEach((now, i) => {
        const before = render[i];
        if (now !== null && before != null) renderSeconds += now - before;
      });
      const used = process.cpuUsage(own);
      return {
        server: ((serverNow - server) * 1000) / units,
        render: (renderSeconds * 1000) / units,
        loadGenerator: (used.user + used.system) / 1000 / units,
      };
    },
  };
}
