// @vitest-environment jsdom
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { emptyDraft } from '@core/answers/empty-records';
import {
  hasWizardSession,
  loadStoredDraft,
  rememberStep6Contract,
  rememberValidated,
  saveWizardState,
  loadStoredAnswerReaders,
} from '../features/wizard/state/wizard-storage';
import { renderSignedOut, serveProfile } from '../features/wizard/wizard-test-support';
import { Component as WizardRoute } from './wizard';

// The wizard's route loads these before it renders a tab that holds answers (routes/wizard.tsx).
beforeAll(loadStoredAnswerReaders);

/** The wizard route between a page that links to it and the dashboard it may lead to. */
const open = (entries: string[]) =>
  renderSignedOut(
    [
      { path: '/', element: <p>Accueil</p> },
      { path: '/dashboard', element: <p>Tableau de bord</p> },
      { path: '/wizard', element: <WizardRoute /> },
    ],
    entries,
  );

/** A tab whose answers step 6 saved as a contract (« Valider le contrat »). */
function validatedSession() {
  const draft = { ...emptyDraft(), description_oeuvre: 'Affiche validée' };
  saveWizardState({ step: 6, draft, projectDescription: '', title: 'Affiche', priceInputs: {} });
  rememberStep6Contract('c-1', loadStoredDraft()!);
  rememberValidated('c-1');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  serveProfile(() => ({}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wizard after its contract was validated', () => {
  it('« Créer mon contrat » (a link) is a new contract: through the dashboard', async () => {
    validatedSession();
    const router = open(['/']);
    await act(() => router.navigate('/wizard'));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
  });

  it('Back or a reload finds the validated answers again', async () => {
    validatedSession();
    const router = open(['/wizard?step=6']);
    expect(router.state.location.pathname).toBe('/wizard');
    expect(hasWizardSession()).toBe(true);
  });

  it('entered from the dashboard, the next contract starts afresh', async () => {
    validatedSession();
    const router = open(['/dashboard']);
    await act(() => router.navigate('/wizard?fromDashboard=true'));
    expect(router.state.location.pathname).toBe('/wizard');
    expect(loadStoredDraft()?.description_oeuvre ?? '').toBe('');
  });

  it('answers only opened in the editor are resumed from the dashboard: the user comes back to them', async () => {
    const draft = { ...emptyDraft(), description_oeuvre: 'Affiche en cours' };
    saveWizardState({ step: 6, draft, projectDescription: '', title: '', priceInputs: {} });
    rememberStep6Contract('c-2', loadStoredDraft()!);
    const router = open(['/dashboard']);
    await act(() => router.navigate('/wizard?fromDashboard=true'));
    expect(loadStoredDraft()?.description_oeuvre).toBe('Affiche en cours');
  });

  it('answers still being written are resumed from a link, as before', async () => {
    saveWizardState({
      step: 3,
      draft: emptyDraft(),
      projectDescription: '',
      title: '',
      priceInputs: {},
    });
    const router = open(['/']);
    await act(() => router.navigate('/wizard'));
    expect(router.state.location.pathname).toBe('/wizard');
  });
});
