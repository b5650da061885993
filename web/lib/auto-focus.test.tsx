import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);

/** A box opened after the page has loaded, as a new comment's text box in the editor. */
let attached: HTMLTextAreaElement | null = null;

function Later() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>ouvrir</button>
      <button onClick={() => setCount((c) => c + 1)}>compter {count}</button>
      {open && <textarea ref={(node) => void (attached = node)} autoFocus aria-label="Texte" />}
    </>
  );
}

describe('autoFocus on Preact (web/lib/auto-focus.ts)', () => {
  it('focuses an element added after load, as React does, and keeps its own ref', () => {
    render(<Later />);
    fireEvent.click(screen.getByRole('button', { name: 'ouvrir' }));
    const box = screen.getByLabelText('Texte');
    expect(document.activeElement).toBe(box);
    expect(box.hasAttribute('autofocus')).toBe(false);
    expect(attached).toBe(box);
  });

  it('does not take the focus back on a later render', () => {
    render(<Later />);
    fireEvent.click(screen.getByRole('button', { name: 'ouvrir' }));
    const counter = screen.getByRole('button', { name: /compter/ });
    counter.focus();
    fireEvent.click(counter);
    expect(screen.getByRole('button', { name: 'compter 1' })).toBe(document.activeElement);
  });
});
