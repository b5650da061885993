import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/**
 * A busy button keeps the keyboard focus(a `disabled` one dropped it to
 * <body>, so the next Tab started from the top of the page) and still does nothing.
 */
describe('Button while loading', () => {
  it('keeps the focus, says it is busy, and ignores clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Analyser</Button>);
    const button = screen.getByRole('button', { name: 'Analyser' });
    button.focus();
    rerender(
      <Button onClick={onClick} loading>
        Analyser
      </Button>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits no form while busy, by a click or by Enter', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <input aria-label="Code" />
        <Button type="submit" loading>
          Signer
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a button disabled for another reason stays disabled', () => {
    render(
      <Button disabled loading>
        Envoyer
      </Button>,
    );
    expect((screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
