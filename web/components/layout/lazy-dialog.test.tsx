import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from '@web/lib/lazy-named';
import { LazyDialog, PENDING_DIALOG_SELECTOR } from './lazy-dialog';

function setup() {
  const load = vi.fn(() =>
    Promise.resolve({
      Window: ({ open }: { open: boolean }) => <p>{open ? 'ouverte' : 'fermée'}</p>,
    }),
  );
  const Window = lazyNamed(load, 'Window');
  const view = (open: boolean) => (
    <LazyDialog name="La fenêtre" open={open} onClose={() => undefined}>
      <Window open={open} />
    </LazyDialog>
  );
  return { load, view };
}

afterEach(() => vi.restoreAllMocks());

describe('LazyDialog', () => {
  it('loads nothing until first opened, then stays mounted once closed', async () => {
    const { load, view } = setup();
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/ouverte|fermée/)).toBeNull();
    rerender(view(true));
    expect(await screen.findByText('ouverte')).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText('fermée')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in French when its file cannot be fetched, only while open', async () => {
    // The error boundary reports the failure on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyNamed<{ Window: () => null }, 'Window'>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'Window',
    );
    const view = (open: boolean) => (
      <LazyDialog name="La fenêtre" open={open} onClose={() => undefined}>
        <Broken />
      </LazyDialog>
    );
    const { rerender } = render(view(true));
    expect(await screen.findByText(/La fenêtre n’a pas pu se charger\./)).toBeTruthy();
    rerender(view(false));
    expect(screen.queryByText(/n’a pas pu se charger/)).toBeNull();
  });

  it('marks itself pending while open and its file is on its way (the welcome bubble waits)', async () => {
    let arrive: (module: { Window: () => ReactElement }) => void = () => undefined;
    const Window = lazyNamed(
      () => new Promise<{ Window: () => ReactElement }>((resolve) => (arrive = resolve)),
      'Window',
    );
    const view = (open: boolean) => (
      <LazyDialog name="La fenêtre" open={open} onClose={() => undefined}>
        <Window />
      </LazyDialog>
    );
    const { container, rerender } = render(view(true));
    expect(container.querySelector(PENDING_DIALOG_SELECTOR)).not.toBeNull();
    rerender(view(false));
    expect(container.querySelector(PENDING_DIALOG_SELECTOR)).toBeNull();
    rerender(view(true));
    arrive({ Window: () => <p>arrivée</p> });
    expect(await screen.findByText('arrivée')).toBeTruthy();
    expect(container.querySelector(PENDING_DIALOG_SELECTOR)).toBeNull();
  });
});
