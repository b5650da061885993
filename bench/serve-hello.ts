/** Child process of the API benchmark: a bare Fastify hello-world on 127.0.0.1 (free port). */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
