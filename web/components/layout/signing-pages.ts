/**
 * A signer reached by an e-mail, and whoever checks a signed PDF, read a document that binds
 * them: no « Beta » there to cast doubt on it (the header leaves its badge out).
 */
export function isSigningPage(pathname: string): boolean {
  return pathname.startsWith('/signer/') || pathname === '/verifier';
}
