/**
 * Child process of bench/stalled.ts: holds `COUNT` sockets to 127.0.0.1:`PORT`, each sending
 * the headers of a 100,000-byte POST and then 3 bytes (`{"m`), from the local addresses of
 * `ADDRESSES` in turn (all of 127.0.0.0/8 is loopback on Linux). A socket the server closes is
 * opened again after `RECONNECT_MS`, so the attack keeps its count. Several processes share the
 * load because each has its own open-file limit. Reports `{ open, opened, closed, failed }` to
 * its parent every 500 ms; exits on SIGTERM.
 */
import { connect } from 'node:net';

const port = Number(process.env.PORT);
const count = Number(process.env.COUNT);
const addresses = (process.env.ADDRESSES ?? '127.0.0.2').split(',');
const reconnectMs = Number(process.env.RECONNECT_MS ?? 5000);

const STALLED =
  'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"m';
const stats = { open: 0, opened: 0, closed: 0, failed: 0 };
let stopping = false;

function open(slot: number) {
  if (stopping) return;
  let connected = false;
  const socket = connect({
    port,
    host: '127.0.0.1',
    localAddress: addresses[slot % addresses.length],
  });
  socket.on('error', () => {});
  socket.once('connect', () => {
    connected = true;
    stats.open += 1;
    stats.opened += 1;
    socket.write(STALLED);
  });
  socket.once('close', () => {
    if (connected) {
      stats.open -= 1;
      stats.closed += 1;
    } else stats.failed += 1;
    setTimeout(() => open(slot), reconnectMs);
  });
}

// 100 sockets every 50 ms per process (8,000/s for four): the kernel's queues are not what is
// measured, and 20,000 are open within ~3 s.
let next = 0;
const batch = () => {
  for (let i = 0; i < 100 && next < count; i += 1) open(next++);
  if (next < count) setTimeout(batch, 50);
};
batch();
const report = setInterval(() => process.send?.({ ...stats }), 500);
process.once('SIGTERM', () => {
  stopping = true;
  clearInterval(report);
  process.exit(0);
});
