import { randomInt } from 'node:crypto';

/**
 * Sign-up must not tell whether an address already has an account (it answered 422 « Un compte
 * existe déjà » vs 200). better-auth's own remedy (`requireEmailVerification` or
 * `autoSignIn: false`) would stop signing new users in at once, and e-mail is not built yet. So
 * the bridge answers a duplicate exactly like a creation — 200, the same body shape, a user with
 * a fresh random id — after hashing the password, as a creation does, so the timing matches too.
 * Nothing is created, changed or signed in: only the session cookie differs, which the person at
 * the keyboard sees (the sign-up form then says to sign in instead) but the response does not
 * state. Honest limit: whoever can read cookies can still tell — closing that needs e-mail
 * verification (docs/accounts.md).
 */
const DUPLICATE_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 32 characters of [A-Za-z0-9], like better-auth's ids and session tokens. */
export function randomId(length = 32): string {
  let id = '';
  for (let index = 0; index < length; index++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export type SignUpBody = { name: string; email: string; password: string; image?: string | null };

/** True when better-auth refused a sign-up because the address is taken. */
export async function isDuplicateSignUp(response: Response): Promise<boolean> {
  if (response.status !== 422) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' && DUPLICATE_CODES.has(body.code);
  } catch {
    return false;
  }
}

/** The answer a creation would have given, without the session (keys in better-auth's order). */
export async function lookLikeACreation(
  body: SignUpBody,
  hashPassword: (password: string) => Promise<string>,
): Promise<Response> {
  await hashPassword(body.password);
  const now = new Date().toISOString();
  const user = {
    name: body.name,
    email: body.email.toLowerCase(),
    emailVerified: false,
    image: body.image ?? null,
    createdAt: now,
    updatedAt: now,
    isAnonymous: false,
    id: randomId(),
  };
  return new Response(JSON.stringify({ token: randomId(), user }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
