import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RightsRow } from '@core/rights/register';
import { createQueryClient } from '@web/lib/query-client';
import { saveBlob } from '@web/lib/save-blob';
import { CalendarFeed, RowNotices } from './notices';

vi.mock('@web/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ROW: RightsRow = {
  kind: 'copyright',
  paid: true,
  grantors: ['Léa Durand'],
  grantee: 'ACME Médias',
  ownerSide: 'cessionnaire',
  supports: ['site_internet'],
  territory: 'monde_entier',
  startsOn: '2025-12-16',
  startsFrom: 'contract_date',
  term: 'years',
  years: 3,
  endsOn: '2028-12-16',
  endOfTerm: { withdrawalDays: 30, printedCopies: false },
  contractId: 'c1',
  contractTitle: 'Affiches',
  signed: false,
  status: 'active',
  endOfTermDoneOn: null,
};

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${input}${init.body ? ` ${String(init.body)}` : ''}`);
      if (input.endsWith('/reminders'))
        return json(method === 'PUT' ? JSON.parse(String(init.body)) : { enabled: true });
      if (input.includes('/annual-statement'))
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      if (input === '/api/rights/calendar' && method === 'POST')
        return json({ url: 'https://clausier.test/api/rights/calendar/secret' }, 201);
      if (input === '/api/rights/calendar' && method === 'DELETE')
        return new Response(null, { status: 204 });
      return json({}, 404);
    }),
  );
  return calls;
}

const wrap = (node: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what « Mes droits » sends', () => {
  it('turns a contract’s reminders off, and downloads its yearly statement', async () => {
    const calls = serve();
    wrap(<RowNotices row={ROW} />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: /Rappels par e-mail/,
    });
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(calls).toContain('PUT /api/contracts/c1/reminders {"enabled":false}');
    await vi.waitFor(() => expect(box.checked).toBe(false));

    await userEvent.click(
      screen.getByRole('button', { name: 'Relevé annuel de «\u202fAffiches\u202f» (PDF)' }),
    );
    expect(calls).toContain('GET /api/contracts/c1/annual-statement?format=pdf');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(
      expect.anything(),
      'Relevé annuel – Affiches.pdf',
    );
  });

  it('for the author, asks for the statement; an image authorisation has none', () => {
    serve();
    wrap(<RowNotices row={{ ...ROW, ownerSide: 'cedant' }} />);
    screen.getByRole('button', {
      name: 'Demander le relevé annuel de «\u202fAffiches\u202f» (Word)',
    });
    cleanup();
    wrap(<RowNotices row={{ ...ROW, kind: 'image' }} />);
    expect(screen.queryByRole('button', { name: /relevé annuel/i })).toBeNull();
  });

  it('gives the calendar link, then revokes it', async () => {
    const calls = serve();
    wrap(<CalendarFeed />);
    await userEvent.click(screen.getByRole('button', { name: 'Obtenir le lien du calendrier' }));
    const link = await screen.findByLabelText<HTMLInputElement>(/Lien du calendrier/);
    expect(link.value).toBe('https://clausier.test/api/rights/calendar/secret');
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver le lien' }));
    expect((await screen.findByRole('status')).textContent).toContain('Le lien est désactivé');
    expect(screen.queryByLabelText(/Lien du calendrier/)).toBeNull();
    expect(calls.map((c) => c.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST /api/rights/calendar',
      'DELETE /api/rights/calendar',
    ]);
  });
});
