import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyNamed, prefetch } from './lazy-named';

const module = {
  Greeting: ({ name }: { name: string }) => <p>Bonjour {name}</p>,
  Other: () => <p>Autre</p>,
};

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const Greeting = lazyNamed(() => Promise.resolve(module), 'Greeting');
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Greeting name="Camille" />
      </Suspense>,
    );
    expect(screen.getByText('Chargement…')).toBeTruthy();
    expect(await screen.findByText('Bonjour Camille')).toBeTruthy();
    expect(screen.queryByText('Autre')).toBeNull();
  });
});

describe('prefetch', () => {
  it('asks for every file and leaves a failed one to its boundary, without an unhandled rejection', async () => {
    const ok = vi.fn(() => Promise.resolve({}));
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetch(ok, failing);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
