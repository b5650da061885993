// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { limitMessage } from './field-frame';
import { TextField } from './text-field';

afterEach(cleanup);

describe('a field with a limit says so', () => {
  it('is silent far from the limit, counts near it and names it when reached', () => {
    expect(limitMessage({ length: 100, max: 200 })).toBeNull();
    expect(limitMessage({ length: 170, max: 200 })).toBe('170\u202f/\u202f200 caractères');
    expect(limitMessage({ length: 200, max: 200 })).toBe('200 caractères au maximum');
    expect(limitMessage({ length: 2000, max: 2000 })).toBe(
      `${(2000).toLocaleString('fr-FR')} caractères au maximum`,
    );
  });

  it('ties the message to the input with aria-describedby', () => {
    render(<TextField label="Titre" value={'x'.repeat(200)} maxLength={200} onChange={() => {}} />);
    const input = screen.getByLabelText('Titre');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('200 caractères au maximum');
  });

  it('is silent under a complete date or e-mailed code, whose length is their limit', () => {
    render(
      <>
        <TextField label="Date" type="date" value="2011-03-02" maxLength={10} onChange={() => {}} />
        <TextField
          label="Code"
          autoComplete="one-time-code"
          value="451347"
          maxLength={6}
          onChange={() => {}}
        />
      </>,
    );
    expect(screen.queryByText(/caractères au maximum/)).toBeNull();
  });
});
