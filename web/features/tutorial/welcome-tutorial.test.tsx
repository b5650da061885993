import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSeenWelcome } from './storage';
import { WelcomeTutorial } from './welcome-tutorial';

const start = vi.fn();
vi.mock('./use-tutorial', () => ({
  useTutorial: () => ({ start, element: null }),
}));

/**
 * The welcome opens by itself on a first visit, once no other dialog is open — unless the person
 * is already typing or clicking in the page, whose next keys the welcome's focus would swallow
 *(« Séance photo » typed became « Sphoto »).
 */
describe('WelcomeTutorial', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    start.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('opens by itself on a first visit', () => {
    render(<WelcomeTutorial />);
    act(() => vi.advanceTimersByTime(300));
    expect(start).toHaveBeenCalledTimes(1);
    expect(hasSeenWelcome()).toBe(true);
  });

  it('does not open once the person types or clicks in the page; the bell still can', () => {
    render(<WelcomeTutorial />);
    fireEvent.keyDown(document.body, { key: 'S' });
    act(() => vi.advanceTimersByTime(300));
    expect(start).not.toHaveBeenCalled();
    expect(hasSeenWelcome()).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(document.querySelector('button[aria-label="Revoir le tutoriel"]')!);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('what is done in another dialog (the profile’s « Annuler ») does not count', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const cancel = document.createElement('button');
    dialog.append(cancel);
    document.body.append(dialog);
    render(<WelcomeTutorial />);
    act(() => vi.advanceTimersByTime(300));
    expect(start).not.toHaveBeenCalled();
    fireEvent.pointerDown(cancel);
    dialog.remove();
    act(() => vi.advanceTimersByTime(300));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
