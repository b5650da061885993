import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adoptSession } from './query-session';
import { SESSION_QUERY_KEY, type SessionUser } from './session';
import { createSessionStore } from './session-store';

const jeanne: SessionUser = { id: 'u1', name: 'Jeanne', email: 'jeanne@example.fr' };

describe('session store', () => {
  it('reads the session once, when first watched, and says it', async () => {
    const fetchUser = vi.fn().mockResolvedValue(jeanne);
    const store = createSessionStore(fetchUser);
    expect(store.getSnapshot()).toEqual({ user: null, isPending: true });
    const listener = vi.fn();
    store.subscribe(listener);
    store.subscribe(() => undefined);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ user: jeanne, isPending: false });
  });

  it('a failed read leaves the visitor signed out, not pending', async () => {
    const store = createSessionStore(vi.fn().mockRejectedValue(new Error('hors ligne')));
    store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot().isPending).toBe(false));
    expect(store.getSnapshot().user).toBeNull();
    await expect(store.refetch()).resolves.toBeUndefined();
  });

  it('hands its answer to the query cache without asking again, then mirrors the cache', async () => {
    const fetchUser = vi.fn().mockResolvedValue(jeanne);
    const store = createSessionStore(fetchUser);
    store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot().isPending).toBe(false));
    const client = new QueryClient();
    adoptSession(store, client);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(jeanne);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    client.setQueryData(SESSION_QUERY_KEY, null);
    expect(store.getSnapshot()).toEqual({ user: null, isPending: false });
  });

  it('a read under way when the cache arrives is awaited, not repeated', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    const fetchUser = vi.fn(() => new Promise<SessionUser>((resolve) => (answer = resolve)));
    const store = createSessionStore(fetchUser);
    store.subscribe(() => undefined);
    const client = new QueryClient();
    adoptSession(store, client);
    answer(jeanne);
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual({ user: jeanne, isPending: false }));
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});
