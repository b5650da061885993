import { z } from '@core/schemas/zod-fr';
import { signingViewSchema, verificationSchema } from '@core/schemas/signature';
import { apiFetch } from '@web/lib/api';

/** The signer's page and the public verifier (docs/electronic-signature.md). */
const signPath = (token: string, step = '') =>
  `/api/sign/${encodeURIComponent(token)}${step ? `/${step}` : ''}`;

export const signingPdfUrl = (token: string) => signPath(token, 'pdf');

export const fetchSigningView = (token: string, signal?: AbortSignal) =>
  apiFetch(signPath(token), { schema: signingViewSchema, signal });

/** The page showed the contract's text to its end: logged, and a code may then be asked. */
export const markSigningDocumentRead = (token: string) =>
  apiFetch(signPath(token, 'read'), { method: 'POST', body: {} });

export const requestSigningCode = (token: string) =>
  apiFetch(signPath(token, 'code'), {
    method: 'POST',
    body: {},
    schema: z.object({ sentTo: z.string(), expiresAt: z.string() }),
  });

export const submitSignature = (
  token: string,
  input: { code: string; consent: true; name: string; drawing?: string },
) =>
  apiFetch(signPath(token, 'sign'), {
    method: 'POST',
    body: input,
    schema: z.object({ status: z.enum(['signed', 'completed']) }),
  });

export const refuseSigning = (token: string, reason: string) =>
  apiFetch(signPath(token, 'refuse'), { method: 'POST', body: { reason } });

export function verifyPdf(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiFetch('/api/verify', { method: 'POST', body: form, schema: verificationSchema });
}
