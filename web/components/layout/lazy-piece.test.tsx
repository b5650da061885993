import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPiece } from './lazy-piece';

afterEach(cleanup);

// A lazy module whose file cannot be fetched, as after a deployment or on a dropped connection.
const missing = () =>
  lazy(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/dialog-x.js'),
    ),
  );

describe('LazyPiece', () => {
  it('shows the piece once loaded', async () => {
    const Piece = lazy(async () => ({ default: () => <p>Fenêtre chargée</p> }));
    render(<LazyPiece name="La fenêtre">{<Piece />}</LazyPiece>);
    expect(await screen.findByText('Fenêtre chargée')).toBeTruthy();
  });

  it('a piece that fails to load: a French alert with « Recharger la page » focused, and « Fermer »', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = missing();
    const onClose = vi.fn();
    render(
      <>
        <p>Le reste de la page</p>
        <LazyPiece name="La fenêtre de connexion" floating onClose={onClose}>
          <Missing />
        </LazyPiece>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La fenêtre de connexion n’a pas pu se charger.');
    const reload = screen.getByRole('button', { name: 'Recharger la page' });
    // Focused by an effect, which may run a frame after the alert shows.
    await waitFor(() => expect(document.activeElement).toBe(reload));
    expect(screen.getByText('Le reste de la page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a part of the page that fails to load (a wizard step): its message in its place, visible, the page kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = missing();
    render(
      <>
        <h2>Étape 2</h2>
        <LazyPiece name="Cette étape" block>
          <Missing />
        </LazyPiece>
      </>,
    );
    const alert = await screen.findByRole('alert');
    // Shown, not only read out: a sighted visitor sees why the step is empty.
    const message = screen.getByText(
      'Cette étape n’a pas pu se charger. Vérifiez votre connexion puis rechargez la page.',
    );
    expect(message.className).not.toContain('sr-only');
    expect(alert.contains(screen.getByRole('button', { name: 'Recharger la page' }))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Étape 2' })).toBeTruthy();
  });

  it('a failed piece kept mounted while closed shows nothing until opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = missing();
    const { rerender } = render(
      <LazyPiece name="La fenêtre de connexion" floating open={false}>
        <Missing />
      </LazyPiece>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <LazyPiece name="La fenêtre de connexion" floating open>
        <Missing />
      </LazyPiece>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
