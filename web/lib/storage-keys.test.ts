import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearUserData,
  currentUserDataGeneration,
  draftFingerprintKey,
  LOCAL_KEYS,
  SESSION_KEYS,
  securityAlertKey,
} from './storage-keys';

describe('clearUserData (sign-out)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('leaves no answer, draft id or identity key in either storage; keeps the tutorial flag and reload guard', () => {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, '{"nom":"Martin"}');
    for (const key of Object.values(LOCAL_KEYS)) localStorage.setItem(key, 'x');
    localStorage.setItem(draftFingerprintKey('d1'), 'empreinte');
    localStorage.setItem(securityAlertKey('d1'), '2026-01-01');
    sessionStorage.setItem('une-cle-ajoutee-plus-tard', 'réponse');
    localStorage.setItem(LOCAL_KEYS.welcomeTutorialVisited, 'true');

    const before = currentUserDataGeneration();
    clearUserData();

    expect(currentUserDataGeneration()).toBe(before + 1);
    expect(Object.keys(sessionStorage)).toEqual([SESSION_KEYS.chunkReloadAt]);
    expect(Object.keys(localStorage)).toEqual([LOCAL_KEYS.welcomeTutorialVisited]);
    expect(localStorage.getItem(LOCAL_KEYS.welcomeTutorialVisited)).toBe('true');
  });
});
