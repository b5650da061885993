import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimAutoReload,
  entryScript,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  reloadIfNewDeployment,
} from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const html = (src: string) =>
  `<!doctype html><head><link rel="preload" href="/assets/inter.woff2"><script type="module" crossorigin src="${src}"></script></head>`;
const answer = (body: string, ok = true) =>
  vi.fn(async () => ({ ok, text: async () => body }) as Response);

describe('isChunkLoadError', () => {
  it('recognises the browsers’ and Vite’s messages for a missing chunk', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('entryScript', () => {
  it('is the module script of an index.html', () => {
    expect(entryScript(html('/assets/index-AbC.js'))).toBe('/assets/index-AbC.js');
    expect(entryScript('<p>pas de script</p>')).toBeNull();
  });
});

describe('claimAutoReload', () => {
  it('allows one reload, then refuses another within the guard time (no reload loop)', () => {
    const storage = memoryStorage();
    expect(claimAutoReload(storage, 1_000_000)).toBe(true);
    expect(claimAutoReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimAutoReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
  it('refuses without storage, or when storage throws', () => {
    expect(claimAutoReload(null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('bloqué');
      },
      setItem: () => undefined,
    };
    expect(claimAutoReload(broken)).toBe(false);
  });
});

describe('reloadIfNewDeployment', () => {
  afterEach(() => document.head.replaceChildren());
  const running = (src: string) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  };

  it('reloads once when the server names another entry script', async () => {
    running('/assets/index-old.js');
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(
      await reloadIfNewDeployment({ fetch: answer(html('/assets/index-new.js')), reload, storage }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The new version fails too: no second reload within the guard time.
    expect(
      await reloadIfNewDeployment({ fetch: answer(html('/assets/index-new.js')), reload, storage }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('does not reload for the same version, an error answer or no network', async () => {
    running('/assets/index-old.js');
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(
      await reloadIfNewDeployment({ fetch: answer(html('/assets/index-old.js')), reload, storage }),
    ).toBe(false);
    expect(
      await reloadIfNewDeployment({
        fetch: answer(html('/assets/index-new.js'), false),
        reload,
        storage,
      }),
    ).toBe(false);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reloadIfNewDeployment({ fetch: offline, reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });
});
