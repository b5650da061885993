import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../auth/test-support';
import { callAs, NOBODY } from '../test-support/sessions';
import { shedsRender } from './lifecycle';

describe('readiness and load shedding', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('/api/ready: 200 with the database up and no Redis to check; 503 once the instance is stopping', async () => {
    const ready = await callAs(t.app, NOBODY, 'GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'prêt',
      database: 'ok',
      redis: 'non utilisé',
      stopping: false,
    });
    t.app.lifecycle.stopping = true;
    const stopping = await callAs(t.app, NOBODY, 'GET', '/api/ready');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ status: 'pas prêt', stopping: true });
    // Liveness is another question: the process still answers.
    expect((await callAs(t.app, NOBODY, 'GET', '/api/health')).statusCode).toBe(200);
    t.app.lifecycle.stopping = false;
  });

  it('/api/ready says when the database does not answer', async () => {
    const other = await createTestApp('sqlite');
    await other.database.destroy();
    const answer = await callAs(other.app, NOBODY, 'GET', '/api/ready');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ database: 'injoignable' });
    await other.app.close();
  });

  it('a render is refused once the render queue is three quarters full, not before', () => {
    expect(shedsRender({ waiting: 47, maxQueue: 64 })).toBe(false);
    expect(shedsRender({ waiting: 48, maxQueue: 64 })).toBe(true);
    expect(shedsRender({ waiting: 0, maxQueue: 64 })).toBe(false);
  });

  it('metrics count requests per route pattern, never per raw URL', async () => {
    await callAs(t.app, NOBODY, 'GET', '/api/contracts/00000000-0000-4000-8000-000000000000');
    const text = await t.app.metrics.registry.metrics();
    expect(text).toContain('route="/api/contracts/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('clausier_render_tasks{state="waiting"} 0');
  });
});
