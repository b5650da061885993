/**
 * Text made safe inside HTML, as element content or a quoted attribute value: the five
 * characters that could end a value or start markup become entities. For the e-mails
 * (mail/mail-templates.ts) and the page's preload links (plugins/page-preloads.ts).
 */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
