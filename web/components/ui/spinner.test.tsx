import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSpinner } from './spinner';
import { FIRST_LOAD_SPINNER_DELAY_MS, routes } from '@web/router';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PageSpinner', () => {
  it('shows its French label at once by default, as a polite status', () => {
    render(<PageSpinner label="Chargement de vos contrats…" />);
    expect(screen.getByRole('status').textContent).toBe('Chargement de vos contrats…');
  });

  it('with a delay, shows nothing before it and the spinner once it has passed', () => {
    const { container } = render(<PageSpinner delayMs={500} />);
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });

  it('leaves no timer behind when the wait ends first', () => {
    const { unmount } = render(<PageSpinner delayMs={500} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the first visit’s fallback', () => {
  it('waits before showing a spinner, so a quick load paints its page directly', () => {
    const Fallback = routes[0]!.HydrateFallback!;
    const { container } = render(<Fallback />);
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(FIRST_LOAD_SPINNER_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });
});
