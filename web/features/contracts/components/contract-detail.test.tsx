import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContractSummary } from '../api';
import { ContractDetail } from './contract-detail';
import type { ContractRow } from './contract-table';

const CONTRACT: ContractSummary = {
  id: '7d0c1d9e-4b59-4a53-9f0e-3c2b6f5a8e11',
  title: 'Autorisation défilé',
  is_draft: false,
  from_step6: true,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  version: 1,
};

const handlers = {
  onFinalize: vi.fn(),
  onExport: vi.fn(),
  onDownload: vi.fn(),
  onDelete: vi.fn(),
  onSignature: vi.fn(),
};

function show(row: Partial<ContractRow>, search = '') {
  const full: ContractRow = {
    contract: CONTRACT,
    client: 'Léa Durand',
    state: 'final',
    request: undefined,
    offersRelease: false,
    ...row,
  };
  const router = createMemoryRouter(
    [{ path: '/contracts/:id', element: <ContractDetail row={full} {...handlers} /> }],
    { initialEntries: [`/contracts/${CONTRACT.id}${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const seanceLink = () => screen.queryByRole('link', { name: /Créer une séance photo/ });

describe('the contract page’s séance link', () => {
  afterEach(cleanup);

  it('is offered for a finalised image authorisation, with the contract chosen', () => {
    show({ offersRelease: true });
    expect(seanceLink()?.getAttribute('href')).toBe(`/seances?contrat=${CONTRACT.id}`);
  });

  it('is not offered for another kind of contract, which the séance would refuse', () => {
    show({ offersRelease: false });
    expect(seanceLink()).toBeNull();
  });

  it('is not offered for a draft, even of an image authorisation', () => {
    show({ offersRelease: true, contract: { ...CONTRACT, is_draft: true }, state: 'draft' });
    expect(seanceLink()).toBeNull();
  });
});

describe('the contract page after a confirmation link', () => {
  afterEach(cleanup);

  it('says the address is confirmed, once: the link’s parameters leave the address', async () => {
    const router = show({}, '?email=verifie');
    expect(screen.getByText('Votre adresse e-mail est confirmée.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Votre adresse e-mail est confirmée.')).toBeTruthy();
  });

  it('says why when the link was used or expired', () => {
    show({}, '?email=verifie&error=INVALID_TOKEN');
    expect(screen.getByText(/^L’adresse n’a pas été confirmée\s: /)).toBeTruthy();
  });

  it('says nothing without one', () => {
    show({});
    expect(screen.queryByText(/adresse/)).toBeNull();
  });
});
