import { useEffect, useRef, useState } from 'react';
import {
  readStored,
  removeStored,
  SESSION_KEYS,
  securityAlertKey,
  writeStored,
} from '@web/lib/storage-keys';
import type { ContractSummary } from '../api';

export const COMPROMISED_DRAFT_ALERT =
  'Alerte de sécurité: Brouillon potentiellement compromis détecté.';
export const DRAFT_AVAILABLE_NOTICE =
  'Votre brouillon est maintenant disponible dans la liste des contrats';
/** docs/product.md §9: draft notices last 5 s; the row pulses as long. */
export const DRAFT_NOTICE_MS = 5000;

export type DraftNotice = { tone: 'error' | 'warning'; text: string } | null;

/**
 * docs/product.md §4 "Draft notice in the contract list", once the list is loaded: a draft flagged
 * by the security check → red alert, draft id and flag cleared; else a draft present in the list
 * → amber notice and that row pulses — once: the same draft is not announced again on every
 * page of the list or of a contract the tab opens afterwards.
 */
export function useDraftNotice(contracts: ContractSummary[] | undefined) {
  const [notice, setNotice] = useState<DraftNotice>(null);
  const [pulseId, setPulseId] = useState<string | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (!contracts || done.current) return;
    done.current = true;
    const draftId = readStored(() => sessionStorage, SESSION_KEYS.draftContractId);
    if (!draftId) return;
    if (readStored(() => localStorage, securityAlertKey(draftId))) {
      removeStored(() => sessionStorage, SESSION_KEYS.draftContractId);
      removeStored(() => localStorage, securityAlertKey(draftId));
      setNotice({ tone: 'error', text: COMPROMISED_DRAFT_ALERT });
    } else if (
      contracts.some((contract) => contract.id === draftId) &&
      readStored(() => sessionStorage, SESSION_KEYS.draftNoticeShown) !== draftId
    ) {
      writeStored(() => sessionStorage, SESSION_KEYS.draftNoticeShown, draftId);
      setNotice({ tone: 'warning', text: DRAFT_AVAILABLE_NOTICE });
      setPulseId(draftId);
    }
  }, [contracts]);

  const shown = notice !== null || pulseId !== null;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      setNotice(null);
      setPulseId(null);
    }, DRAFT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return { notice, pulseId, dismiss: () => setNotice(null) };
}
