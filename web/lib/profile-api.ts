import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@core/schemas/client';
import type { ProfileResponse, UserProfile } from '@core/schemas/profile';
import { afterLargestPaint } from './after-paint';
import { apiFetch } from './api';
import { useAuth } from './auth';
// Each answer is noted for the home page's first frame (profile-configured.ts).
import { noteProfileAnswer } from './profile-configured';

/**
 * The assignee's profile (docs/product.md §3 "User profile", read and written whole) as GET|POST
 * /api/user-profile answer it (core/schemas/profile.ts `profileResponseSchema`).
 */
export type StoredUserProfile = ProfileResponse;

/** What a save sends: the profile fields and the version seen. */
export type UserProfileSave = Omit<UserProfile, 'clients'> & {
  version: number;
  /**
   * Omitted (the usual case): the address book is left as it is. Given: it REPLACES the whole
   * list (docs/product.md §7 whole-profile write); prefer the clients hooks of lib/clients-api.ts.
   */
  clients?: Client[];
};

export const USER_PROFILE_QUERY_KEY = ['user-profile'] as const;

/**
 * The answer's schema (zod), loaded with the call rather than before the page (api.ts). With
 * `afterPaint`, once the page's largest paint is on screen: the wizard asks for the profile as its
 * first screen renders, and a request started before that paint delays it in Lighthouse's
 * reading (docs/decisions/0021). Elsewhere the form waits for the profile: no wait is added.
 */
const profileResponseSchema = (afterPaint = false) =>
  (afterPaint ? afterLargestPaint(performance.now()) : Promise.resolve())
    .then(() => import('@core/schemas/profile'))
    .then((m) => m.profileResponseSchema);

export function fetchUserProfile(
  signal?: AbortSignal,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): Promise<StoredUserProfile> {
  return noteProfileAnswer(
    apiFetch('/api/user-profile', { schema: profileResponseSchema(afterPaint), signal }),
  );
}

export function postUserProfile(profile: UserProfileSave): Promise<StoredUserProfile> {
  return noteProfileAnswer(
    apiFetch('/api/user-profile', {
      method: 'POST',
      body: profile,
      schema: profileResponseSchema(),
    }),
  );
}

/**
 * The current visitor's or account's profile. A visitor without a session reads the empty
 * default profile (version 0); nothing is stored until they save. `afterPaint`: see
 * profileResponseSchema.
 */
export function useUserProfile({ afterPaint = false }: { afterPaint?: boolean } = {}) {
  return useQuery({
    queryKey: USER_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchUserProfile(signal, { afterPaint }),
  });
}

/**
 * Saves the whole profile (`mutateAsync({ ...fields, version })`) and puts the answer in the
 * cache. A visitor's first save creates their anonymous session server-side; the session is
 * then re-read so the app knows the visitor's id (their data follows them at sign-up).
 * Failures are ApiError: `status 409, code 'VERSION_CONFLICT'` when another tab saved first.
 */
export function useSaveUserProfile() {
  const queryClient = useQueryClient();
  const auth = useAuth();
  return useMutation({
    mutationFn: postUserProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(USER_PROFILE_QUERY_KEY, saved);
      if (!auth.user) await auth.refetch();
    },
  });
}
