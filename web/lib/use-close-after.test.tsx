import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCloseAfter } from './use-close-after';

function Notice({ ms = 10_000 }: { ms?: number }) {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  const { holdProps } = useCloseAfter(open, ms, close);
  return (
    <>
      {open && (
        <div role="status" {...holdProps}>
          Un contrat en brouillon vous attend
          <a href="/contracts">Voir mes contrats</a>
          <button type="button">Fermer la notification</button>
        </div>
      )}
      <button type="button">Ailleurs</button>
    </>
  );
}

describe('useCloseAfter (docs/product.md §9: the draft toast, 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('closes the notice after its delay when nothing holds it', () => {
    render(<Notice />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the pointer is inside, then gives the whole delay again', () => {
    render(<Notice />);
    act(() => vi.advanceTimersByTime(9_000));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while the keyboard focus is inside, also when it moves from the link to the button', () => {
    render(<Notice />);
    const link = screen.getByRole('link', { name: 'Voir mes contrats' });
    const closeButton = screen.getByRole('button', { name: 'Fermer la notification' });
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(30_000));
    act(() => closeButton.focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Ailleurs' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
