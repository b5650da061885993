import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AssigneeSummary, NO_CREATOR_PROFILE_REASON, NO_PROFILE_REASON } from './assignee-summary';

type Creator = { name: string; company: boolean; role: 'Cédant' | 'Modèle' };

function show(creator?: Creator, gatePassed = false) {
  const summary = (
    <AssigneeSummary
      info={undefined}
      gatePassed={gatePassed}
      canChoose={false}
      onChange={() => undefined}
      creator={creator}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: summary }])} />);
}

afterEach(cleanup);

describe('AssigneeSummary: no profile yet', () => {
  it('to a client, the profile missing is the cessionnaire’s, which the contract needs', () => {
    show();
    expect(screen.getByRole('status').textContent).toContain(NO_PROFILE_REASON);
  });

  it('to a creator, her own details are asked at step 3; no word of the cessionnaire', () => {
    show({ name: '', company: false, role: 'Cédant' });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NO_CREATOR_PROFILE_REASON);
    expect(notice.textContent).not.toMatch(/cessionnaire/i);
    expect(screen.getByRole('link', { name: 'Configurer mon profil' })).toBeTruthy();
  });
});

describe('AssigneeSummary: a creator’s own line', () => {
  it('names her as her contract does: Cédant, or Modèle for an image authorisation alone', () => {
    show({ name: 'Mme Léa Durand', company: false, role: 'Modèle' }, true);
    expect(document.body.textContent).toMatch(/Modèle \(vous\)\s:\s*Mme Léa Durand/);
    cleanup();
    show({ name: 'Mme Léa Durand', company: false, role: 'Cédant' }, true);
    expect(document.body.textContent).toMatch(/Cédant \(vous\)/);
  });
});

describe('AssigneeSummary: the assignee’s line', () => {
  it('calls the assignee as the contract does: « Bénéficiaire » of an image authorisation alone', () => {
    const info = {
      type: 'legal_entity',
      nom: 'Agence Nova',
      forme_juridique: 'SAS',
    } as unknown as Parameters<typeof AssigneeSummary>[0]['info'];
    const line = (granteeRole?: 'Cessionnaire' | 'Bénéficiaire') => {
      render(
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '/',
              element: (
                <AssigneeSummary
                  info={info}
                  gatePassed
                  canChoose={false}
                  onChange={() => undefined}
                  granteeRole={granteeRole}
                />
              ),
            },
          ])}
        />,
      );
      const text = document.body.textContent ?? '';
      cleanup();
      return text;
    };
    expect(line('Bénéficiaire')).toMatch(/^Bénéficiaire\s:\s*Agence Nova/);
    expect(line()).toMatch(/^Cessionnaire\s:\s*Agence Nova/);
  });
});
