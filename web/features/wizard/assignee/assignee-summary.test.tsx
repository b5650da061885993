import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AssigneeSummary, NO_CREATOR_PROFILE_REASON, NO_PROFILE_REASON } from './assignee-summary';

function show(creator?: { name: string; company: boolean }) {
  const summary = (
    <AssigneeSummary
      info={undefined}
      gatePassed={false}
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
    show({ name: '', company: false });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NO_CREATOR_PROFILE_REASON);
    expect(notice.textContent).not.toMatch(/cessionnaire/i);
    expect(screen.getByRole('link', { name: 'Configurer mon profil' })).toBeTruthy();
  });
});
