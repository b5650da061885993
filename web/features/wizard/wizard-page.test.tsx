// @vitest-environment jsdom
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { createMemoryRouter } from 'react-router';
import { FUTURE_BIRTH_MESSAGE } from '@core/rules/draft-rules';
import { emptyUserProfile } from '@core/answers/empty-records';
import { STEP_TITLES } from './labels';
import { stepFromParams } from './state/use-step-history';
import { renderWizard, serveProfile } from './wizard-test-support';
import { loadStoredAnswerReaders } from './state/wizard-storage';

// The wizard's route loads these before it renders a tab that holds answers (routes/wizard.tsx).
beforeAll(loadStoredAnswerReaders);

/** One configured profile, so the assignee is picked without the profile choice opening. */
function configuredProfile() {
  const profile = emptyUserProfile();
  return {
    ...profile,
    physical_person: {
      ...profile.physical_person,
      gentille: 'Mme',
      nom: 'Martin',
      prenom: 'Camille',
      is_configured: true,
    },
    version: 1,
  };
}

/** The network boundary only: the profile, and an empty JSON object for any other call. */
beforeEach(() => {
  sessionStorage.clear();
  serveProfile(configuredProfile);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWizardAt(path: string) {
  return { router: renderWizard(path, 3), user: userEvent.setup() };
}

const stepOf = (router: ReturnType<typeof createMemoryRouter>) =>
  stepFromParams(new URLSearchParams(router.state.location.search));
const stepHeading = (n: number) =>
  screen.getByRole('heading', { level: 2, name: STEP_TITLES[n - 1] });
const nextYear = () => `${new Date().getFullYear() + 1}-01-01`;

describe('the wizard refuses « Suivant » on a badly formed answer', () => {
  it('stays on the step, focuses the wrong field and announces why', async () => {
    const { router, user } = renderWizardAt('/wizard?step=3');
    const birth = await screen.findByLabelText('Date de naissance (obligatoire)');
    await user.type(birth, nextYear());
    await user.click(screen.getByRole('button', { name: /Suivant/ }));

    expect(stepOf(router)).toBe(3);
    expect(stepHeading(3)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(birth));
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    const describedBy = birth.getAttribute('aria-describedby') ?? '';
    const described = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain(FUTURE_BIRTH_MESSAGE);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Une réponse est à corriger');
    expect(alert.textContent).toContain(FUTURE_BIRTH_MESSAGE);
  });

  it('stops on blank required answers too: named, the first focused, and the user may go on', async () => {
    const { router, user } = renderWizardAt('/wizard?step=3');
    const birth = await screen.findByLabelText('Date de naissance (obligatoire)');
    await user.type(birth, nextYear());
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(stepOf(router)).toBe(3);

    await user.clear(birth);
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(stepOf(router)).toBe(3);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/réponses obligatoires manquent à cette étape/);
    expect(alert.textContent).toContain('Date de naissance');
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect((document.activeElement as HTMLElement | null)?.getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continuer sans ces réponses' }));
    await waitFor(() => expect(stepOf(router)).toBe(4));
    expect(await screen.findByRole('heading', { level: 2, name: STEP_TITLES[3] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuer sans ces réponses' })).toBeNull();
  });

  it('makes each step a history entry: back shows the step before, not the page before', async () => {
    const { router, user } = renderWizardAt('/wizard?step=3');
    await screen.findByLabelText('Date de naissance (obligatoire)');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer sans ces réponses' }));
    await waitFor(() => expect(stepOf(router)).toBe(4));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepHeading(3)).toBeTruthy());
    expect(router.state.location.pathname).toBe('/wizard');
    await user.click(screen.getByRole('button', { name: /Précédent/ }));
    await waitFor(() => expect(stepOf(router)).toBe(2));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepOf(router)).toBe(3));
    await act(() => router.navigate(1));
    await waitFor(() => expect(stepHeading(2)).toBeTruthy());
  });
});
