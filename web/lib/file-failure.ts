import { ApiError, hasErrorCode } from './api';

/**
 * What a failed PDF or Word download says: the server's own French message when it tells the
 * user what to change — a 400 names what the contract lacks, and a document it cannot lay out
 * names the cause (a character the PDF cannot print and its article, a paragraph too long, a
 * render queue full) — else the screen's generic failure.
 */
export function fileFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 400) return error.message;
  return hasErrorCode(
    error,
    'UNPRINTABLE_CHARACTERS',
    'DOCUMENT_TOO_LARGE',
    'DOCUMENT_TOO_COMPLEX',
    'RENDER_TIMEOUT',
    'RENDER_BUSY',
  )
    ? error.message
    : fallback;
}
