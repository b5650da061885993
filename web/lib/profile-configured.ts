import { currentUserDataGeneration, LOCAL_KEYS, readStored, writeStored } from './storage-keys';

type Configurable = { is_configured?: unknown } | undefined;

/** True when a GET|POST /api/user-profile answer has at least one configured profile. */
export function hasConfiguredProfile(data: unknown): boolean {
  const profile = (data ?? {}) as { physical_person?: Configurable; legal_entity?: Configurable };
  return (
    profile.physical_person?.is_configured === true || profile.legal_entity?.is_configured === true
  );
}

const local = () => localStorage;

/**
 * Notes in this browser whether a profile answer has a configured profile, and says it. Every
 * read and save of the profile goes through here, so the last answer is what the home page finds
 * before it reads the profile itself (features/site/home/profile-hint.tsx). Sign-out wipes it
 * with the user's other keys (storage-keys.ts `clearUserData`); an answer asked for before a
 * sign-out (`askedAt`, the user-data generation when the request left) is the previous user's,
 * and is not noted: the next reading is the new visitor's own.
 */
export function rememberProfileConfigured(
  data: unknown,
  askedAt = currentUserDataGeneration(),
): boolean {
  const configured = hasConfiguredProfile(data);
  if (askedAt === currentUserDataGeneration())
    writeStored(local, LOCAL_KEYS.profileConfigured, String(configured));
  return configured;
}

/**
 * The last answer this browser had, or undefined when it has none (a first visit, storage
 * blocked): each page guesses for its own arrivals — the home page's visitor is most often new,
 * the wizard's comes from the dashboard, which has read the profile.
 */
export function lastKnownProfileConfigured(): boolean | undefined {
  const stored = readStored(local, LOCAL_KEYS.profileConfigured);
  return stored === null ? undefined : stored === 'true';
}

/**
 * A profile request's answer, noted (rememberProfileConfigured) once it comes, unless a sign-out
 * happened meanwhile: the one way every read and save of the profile goes through here.
 */
export async function noteProfileAnswer<T>(answer: Promise<T>): Promise<T> {
  const askedAt = currentUserDataGeneration();
  const data = await answer;
  rememberProfileConfigured(data, askedAt);
  return data;
}
