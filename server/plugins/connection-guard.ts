import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ConnectionLimits } from '../config';

/** Set while a request of this socket is past body parsing and not yet answered. */
const BUSY = Symbol('clausier.busy');
type TrackedSocket = Socket & { [BUSY]?: number };

export type ConnectionGuardStats = { open: number; refusedPerIp: number; evicted: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters of the connection guard (tests and the bench read them). */
    connectionStats: () => ConnectionGuardStats;
  }
}

/**
 * The kernel's queue of connections not yet accepted (Node's default is 511, Linux caps it at
 * `net.core.somaxconn`, 4096 on current kernels). Under a flood of new sockets — the attackers'
 * reconnections, each accepted and closed by the guard below — a full queue drops a health
 * check's SYN, which the client resends only after 1 s (bench/README.md, stalled sockets).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Keeps the server reachable while sockets are held open on purpose (~19,800
 * connections that sent `Content-Length: 100000` then three bytes exhausted the file
 * descriptors, and /api/health was refused). Timeouts alone do not suffice: an attacker opens
 * new sockets faster than 30 s closes them. So, on every new socket:
 * - one address may hold at most `maxConnectionsPerIp` (0 = no limit, the default behind a
 *   proxy, whose own address every socket has): the newcomer beyond it is closed at once;
 * - past `maxConnections` in all (kept below the file-descriptor limit), the OLDEST socket that
 *   is not being answered — idle, or still sending its headers or body, which is what a stalled
 *   socket looks like — is closed to make room. A real visitor's request, once received, is
 *   never cut; a health check always gets in, at the cost of the longest-waiting stalled socket.
 */
export const connectionGuardPlugin = fp(
  async (app: FastifyInstance, limits: ConnectionLimits) => {
    const open = new Map<TrackedSocket, string>(); // insertion order = oldest first
    const perIp = new Map<string, number>();
    const stats = { refusedPerIp: 0, evicted: 0 };
    app.decorate('connectionStats', () => ({ open: open.size, ...stats }));

    const release = (socket: TrackedSocket) => {
      const ip = open.get(socket);
      if (ip === undefined) return;
      open.delete(socket);
      const count = (perIp.get(ip) ?? 1) - 1;
      if (count <= 0) perIp.delete(ip);
      else perIp.set(ip, count);
    };

    const evictOldestWaiting = (): boolean => {
      for (const socket of open.keys()) {
        if (socket[BUSY]) continue;
        release(socket);
        socket.destroy();
        stats.evicted += 1;
        return true;
      }
      return false;
    };

    app.server.on('connection', (socket: TrackedSocket) => {
      const ip = socket.remoteAddress;
      if (ip === undefined) {
        socket.destroy();
        return;
      }
      const fromIp = perIp.get(ip) ?? 0;
      if (limits.maxConnectionsPerIp > 0 && fromIp >= limits.maxConnectionsPerIp) {
        stats.refusedPerIp += 1;
        socket.destroy();
        return;
      }
      if (open.size >= limits.maxConnections && !evictOldestWaiting()) {
        // Every socket is being answered: the newcomer waits for none of them.
        socket.destroy();
        return;
      }
      open.set(socket, ip);
      perIp.set(ip, fromIp + 1);
      socket.once('close', () => release(socket));
    });

    // Busy from the moment the whole request is in (after parsing) until the answer is sent.
    const counted = new WeakSet<object>();
    app.addHook('preHandler', async (request) => {
      const socket = request.raw.socket as TrackedSocket | null;
      if (!socket) return;
      counted.add(request);
      socket[BUSY] = (socket[BUSY] ?? 0) + 1;
    });
    const done = async (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      const socket = request.raw.socket as TrackedSocket | null;
      if (socket?.[BUSY]) socket[BUSY] -= 1;
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
  },
  { name: 'connection-guard' },
);
