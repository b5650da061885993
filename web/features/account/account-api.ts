import { z } from '@core/schemas/zod-fr';
import { ApiError, apiFetch } from '@web/lib/api';
import { authClient } from '@web/lib/auth-client';
import { authCall, sendConfirmationEmail, type AuthResult } from '@web/lib/auth-call';

/**
 * The account page's calls. Identity goes through better-auth's client (/api/auth,
 * answers `{ code, message }`), turned into the app's ApiError with its French text; the data
 * rights go through the app's API client (/api/account, answers `{ error }`).
 */
export const ACCOUNT_QUERY_KEYS = {
  all: ['account'],
  me: ['account', 'me'],
  sessions: ['account', 'sessions'],
  methods: ['account', 'methods'],
} as const;

const date = z.coerce.date();

const meSchema = z.object({
  session: z.object({ id: z.string() }),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    isAnonymous: z.boolean().nullish(),
  }),
});
export type Me = z.infer<typeof meSchema>;

/** The signed-in account as the page needs it: whether its address is confirmed, this session. */
export async function fetchMe(): Promise<Me> {
  const data = await authCall(() => authClient.getSession() as Promise<AuthResult>);
  const parsed = meSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(401, 'UNAUTHENTICATED', 'Votre session a expiré.');
  return parsed.data;
}

const sessionsSchema = z.array(
  z.object({
    id: z.string(),
    createdAt: date,
    updatedAt: date,
    expiresAt: date,
    ipAddress: z.string().nullish(),
    userAgent: z.string().nullish(),
  }),
);
export type DeviceSession = z.infer<typeof sessionsSchema>[number];

export async function fetchSessions(): Promise<DeviceSession[]> {
  return sessionsSchema.parse(
    await authCall(() => authClient.listSessions() as Promise<AuthResult>),
  );
}

/** How the account signs in: with a password here (`credential`), and/or through providers. */
export type SignInMethods = { hasPassword: boolean; providers: string[] };

const providersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), label: z.string() })),
});

/** better-auth's linked accounts, providers named as the sign-in buttons name them. */
export async function fetchSignInMethods(): Promise<SignInMethods> {
  const [accounts, offered] = await Promise.all([
    authCall(() => authClient.listAccounts() as Promise<AuthResult>).then((data) =>
      z.array(z.object({ providerId: z.string() })).parse(data),
    ),
    apiFetch('/api/auth-providers', { schema: providersSchema }).catch(() => ({ providers: [] })),
  ]);
  const label = (id: string) => offered.providers.find((p) => p.id === id)?.label ?? id;
  return {
    hasPassword: accounts.some((account) => account.providerId === 'credential'),
    providers: accounts
      .filter((a) => a.providerId !== 'credential')
      .map((a) => label(a.providerId)),
  };
}

export const updateName = (name: string) =>
  authCall(() => authClient.updateUser({ name }) as Promise<AuthResult>);

export const sendVerificationEmail = (email: string) =>
  sendConfirmationEmail(email, '/compte?email=verifie');

export const changeEmail = (newEmail: string) =>
  authCall(
    () =>
      authClient.changeEmail({
        newEmail,
        callbackURL: '/compte?email=modifie',
      }) as Promise<AuthResult>,
  );

export const changePassword = (currentPassword: string, newPassword: string) =>
  authCall(
    () =>
      authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      }) as Promise<AuthResult>,
  );

export const revokeOtherSessions = () =>
  authCall(() => authClient.revokeOtherSessions() as Promise<AuthResult>);

const deletionSchema = z.object({ status: z.enum(['deleted', 'confirmation-sent']) });
export type DeletionStatus = z.infer<typeof deletionSchema>['status'];

/**
 * DELETE /api/account: with the password (`{ password }`), with the e-mailed link's token
 * (`{ token }`), or, for an account without a password, `{}` to have that link sent.
 */
export async function deleteAccount(
  proof: { password: string } | { token: string } | Record<string, never>,
): Promise<DeletionStatus> {
  const answer = await apiFetch('/api/account', {
    method: 'DELETE',
    body: proof,
    schema: deletionSchema,
  });
  return answer.status;
}

/** The export's file name from Content-Disposition, else one of the same shape. */
export function exportFileName(header: string | null, today = new Date()): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? `clausier-mes-donnees-${today.toISOString().slice(0, 10)}.json`;
}
