import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasConfiguredProfile,
  lastKnownProfileConfigured,
  rememberProfileConfigured,
} from './profile-configured';
import { clearUserData, currentUserDataGeneration, LOCAL_KEYS } from './storage-keys';

const person = { physical_person: { is_configured: true }, legal_entity: {} };
const company = { physical_person: {}, legal_entity: { is_configured: true } };
const none = { physical_person: { is_configured: false }, legal_entity: {} };

describe('the last known « profile configured? » answer (home page hint)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads either profile’s flag, and nothing else, as configured', () => {
    expect(hasConfiguredProfile(person)).toBe(true);
    expect(hasConfiguredProfile(company)).toBe(true);
    expect(hasConfiguredProfile(none)).toBe(false);
    expect(hasConfiguredProfile({ physical_person: { is_configured: 'true' } })).toBe(false);
    expect(hasConfiguredProfile(undefined)).toBe(false);
    expect(hasConfiguredProfile(null)).toBe(false);
  });

  it('a first visit knows nothing', () => {
    expect(lastKnownProfileConfigured()).toBeUndefined();
  });

  it('remembers each answer, the latest winning, and sign-out forgets it', () => {
    expect(rememberProfileConfigured(person)).toBe(true);
    expect(localStorage.getItem(LOCAL_KEYS.profileConfigured)).toBe('true');
    expect(lastKnownProfileConfigured()).toBe(true);
    expect(rememberProfileConfigured(none)).toBe(false);
    expect(lastKnownProfileConfigured()).toBe(false);
    rememberProfileConfigured(company);
    clearUserData();
    expect(lastKnownProfileConfigured()).toBeUndefined();
  });

  it('blocked or full storage is no error: the answer is still given', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(rememberProfileConfigured(person)).toBe(true);
    expect(lastKnownProfileConfigured()).toBeUndefined();
  });
});

describe('an answer asked for before a sign-out', () => {
  beforeEach(() => localStorage.clear());

  it('is the previous user’s: not noted, the next reading is the new visitor’s own', () => {
    rememberProfileConfigured(person);
    const askedAt = currentUserDataGeneration();
    clearUserData();
    expect(rememberProfileConfigured(person, askedAt)).toBe(true);
    expect(lastKnownProfileConfigured()).toBeUndefined();
    rememberProfileConfigured(none);
    expect(lastKnownProfileConfigured()).toBe(false);
  });
});
