import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { eachWhenIdle } from './when-idle';

// React's own `lazy` is typed over ComponentType<any>: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named export (lazy wants a default one): the loader stays a plain
 * `import()`, so the bundler still makes the module a chunk of its own.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Fetches lazily loaded files ahead of need (on idle, or where a piece is about to show). A failure
 * is ignored here: the piece's own boundary says so in French if and when it is wanted.
 */
export function prefetch(...loads: ReadonlyArray<() => Promise<unknown>>): void {
  for (const load of loads) void load().catch(() => undefined);
}

/**
 * `prefetch` once the page is idle, one file per idle period (web/lib/when-idle.ts): for the
 * screens a page will likely want next. Returns a cancel function (an effect's cleanup).
 */
export function prefetchWhenIdle(...loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  return eachWhenIdle(loads.map((load) => () => prefetch(load)));
}
