import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityAlertKey } from '@web/lib/storage-keys';
import type { ContractSummary } from '../api';
import {
  COMPROMISED_DRAFT_ALERT,
  DRAFT_AVAILABLE_NOTICE,
  useDraftNotice,
} from './use-draft-notice';

const row = (id: string): ContractSummary => ({
  id,
  title: 'Brouillon',
  is_draft: true,
  from_step6: false,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  version: 1,
});

describe('useDraftNotice (docs/product.md §4 "Draft notice in the contract list")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the amber notice and pulses the row 5 s when the stored draft is in the list', () => {
    sessionStorage.setItem('draftContractId', 'd1');
    const { result } = renderHook(() => useDraftNotice([row('d1')]));
    expect(result.current.notice).toEqual({ tone: 'warning', text: DRAFT_AVAILABLE_NOTICE });
    expect(result.current.pulseId).toBe('d1');
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.notice).toBeNull();
    expect(result.current.pulseId).toBeNull();
  });

  it('announces a draft once: the next page of the list or of a contract stays quiet', () => {
    sessionStorage.setItem('draftContractId', 'd1');
    renderHook(() => useDraftNotice([row('d1')]));
    const again = renderHook(() => useDraftNotice([row('d1'), row('d9')]));
    expect(again.result.current.notice).toBeNull();
    expect(again.result.current.pulseId).toBeNull();
    // A new draft of the tab is announced in its turn.
    sessionStorage.setItem('draftContractId', 'd9');
    expect(renderHook(() => useDraftNotice([row('d9')])).result.current.pulseId).toBe('d9');
  });

  it('shows the red alert and clears the draft id and flag when the draft was flagged', () => {
    sessionStorage.setItem('draftContractId', 'd2');
    localStorage.setItem(securityAlertKey('d2'), 'x');
    const { result } = renderHook(() => useDraftNotice([row('d2')]));
    expect(result.current.notice).toEqual({ tone: 'error', text: COMPROMISED_DRAFT_ALERT });
    expect(result.current.pulseId).toBeNull();
    expect(sessionStorage.getItem('draftContractId')).toBeNull();
    expect(localStorage.getItem(securityAlertKey('d2'))).toBeNull();
  });

  it('stays quiet without a stored draft, before the list loads, or when the draft is not listed', () => {
    expect(renderHook(() => useDraftNotice([row('d3')])).result.current.notice).toBeNull();
    sessionStorage.setItem('draftContractId', 'd4');
    expect(renderHook(() => useDraftNotice(undefined)).result.current.notice).toBeNull();
    expect(renderHook(() => useDraftNotice([row('autre')])).result.current.notice).toBeNull();
  });
});
