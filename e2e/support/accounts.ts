import type { APIRequestContext, Page } from '@playwright/test';
import {
  APP_ORIGIN,
  SAME_ORIGIN,
  TEST_PASSWORD,
  expect,
  newAccount,
  uniqueEmail,
  type Account,
} from './fixtures';

/**
 * Signs the page's browser up through the API (the session cookie lands in its context): for
 * tests whose subject is not the sign-up form, which costs a page load and the password
 * dictionaries. Returns the address used.
 */
export async function signUpViaApi(
  page: Page,
  tag = 'e2e',
  name = 'Camille Martin',
): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: APP_ORIGIN },
    data: { email, password: TEST_PASSWORD, name },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/**
 * An account made through the API by another client (the test's `request`), the page's browser
 * left signed out: for tests whose subject is what a sign-in through the modal leads to (the
 * guard's return, a visitor's pending action), not the sign-up form.
 */
export async function createAccountViaApi(
  request: APIRequestContext,
  name = 'Camille Martin',
): Promise<Account> {
  const account = newAccount(name);
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: APP_ORIGIN },
    data: account,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

/** Stores a contract for the signed-in page through the API (as the wizard's save does); its id. */
export async function saveContractViaApi(
  page: Page,
  data: { title?: string; contractData: object; isDraft?: boolean; fromStep6?: boolean },
): Promise<string> {
  const response = await page.request.post('/api/contracts', {
    headers: SAME_ORIGIN,
    data: { isDraft: false, ...data },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}
