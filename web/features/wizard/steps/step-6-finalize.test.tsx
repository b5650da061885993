import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { draftForParticipant, participantSchema } from '@core/releases/participant';
import { ADULT_MODEL, TERMS_INPUT } from '@core/releases/release-fixtures';
import { releaseTermsSchema } from '@core/releases/terms';
import { AUTEUR, IMAGE } from '@core/answers/draft';
import type { Draft } from '@core/schemas/draft';
import type * as finalizeApi from '../finalize/finalize-api';
import { saveContract } from '../finalize/finalize-api';
import type { useFinalize } from '../finalize/use-finalize';
import { initialWizardState } from '../state/wizard-state';
import { rememberStep6Contract, loadStoredAnswerReaders } from '../state/wizard-storage';
import type { WizardApi } from '../state/use-wizard';
import { StepFinalize } from './step-6-finalize';

// The wizard's route loads these before it renders a tab that holds answers (routes/wizard.tsx).
beforeAll(loadStoredAnswerReaders);

vi.mock('../finalize/finalize-api', async (importOriginal) => ({
  ...(await importOriginal<typeof finalizeApi>()),
  saveContract: vi.fn(async () => ({ id: 'contrat-42', version: 1 })),
}));

/** A complete image authorisation, as a model's contract from a séance reads. */
const imageDraft = (): Draft =>
  draftForParticipant(
    releaseTermsSchema.parse(TERMS_INPUT),
    participantSchema.parse({ model: ADULT_MODEL }),
    new Date(),
  );

const finalize = {
  request: vi.fn(),
  lostEdits: null,
  settleLostEdits: vi.fn(),
  status: null,
  busy: null,
  conflict: { open: false, report: () => false },
} as unknown as ReturnType<typeof useFinalize>;

function renderStep6(draft: Draft, signedIn = true) {
  const wizard = {
    ...initialWizardState(),
    draft,
    title: '',
    setTitle: () => undefined,
    goTo: () => undefined,
  } as unknown as WizardApi;
  const router = createMemoryRouter(
    [
      {
        path: '/wizard',
        element: <StepFinalize wizard={wizard} finalize={finalize} signedIn={signedIn} />,
      },
      { path: '/seances', element: <p>Mes séances</p> },
    ],
    { initialEntries: ['/wizard?step=6'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const seanceButton = () => screen.queryByRole('button', { name: /Créer une séance photo/ });

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(saveContract).mockClear();
});
afterEach(cleanup);

/** Step 6 of an image authorisation leads to a séance with its terms (docs/releases.md). */
describe('step 6: « Créer une séance photo »', () => {
  it('saves the contract, then opens the séance form with it', async () => {
    const { router, user } = renderStep6(imageDraft());
    const button = seanceButton()!;
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBe('step6-seance-hint');
    expect(screen.getByText(/Plusieurs modèles à faire signer/).textContent).toContain('\u202f?');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Valider le contrat' });
    await user.type(dialog.querySelector('input')!, 'Défilé Printemps');
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seances'));
    expect(router.state.location.search).toBe('?contrat=contrat-42');
    expect(vi.mocked(saveContract)).toHaveBeenCalledWith(
      expect.objectContaining({ isDraft: false, fromStep6: true }),
    );
  });

  it('opens the séance form with the contract step 6 already saved from the same answers', async () => {
    const draft = imageDraft();
    rememberStep6Contract('contrat-7', draft);
    const { router, user } = renderStep6(draft);
    await user.click(seanceButton()!);
    await waitFor(() => expect(router.state.location.search).toBe('?contrat=contrat-7'));
    expect(vi.mocked(saveContract)).not.toHaveBeenCalled();
  });

  it('is not offered beside a copyright assignment, on the assignor’s side, or signed out', () => {
    const draft = imageDraft();
    renderStep6({ ...draft, type_contrat: [AUTEUR, IMAGE] } as Draft);
    expect(seanceButton()).toBeNull();
    cleanup();
    renderStep6({ ...draft, side: 'cedant' } as Draft);
    expect(seanceButton()).toBeNull();
    cleanup();
    renderStep6(draft, false);
    expect(seanceButton()).toBeNull();
  });
});
