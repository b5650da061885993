import { describe, expect, it } from 'vitest';
import { MAIL_COLOURS, MAIL_TEMPLATES, compose } from './mail-templates';

const LONG_LINK = `https://clausier.example/api/auth/verify-email?token=${'a'.repeat(400)}&callbackURL=%2Fwizard`;

describe('the e-mails’ HTML', () => {
  const { html } = compose('Sujet', 'Bonjour,', [{ link: LONG_LINK, label: 'Confirmer' }]);

  it('fits a phone: a viewport, and the written-out link breaks anywhere', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const written = new RegExp(
      `<a href="[^"]+" style="[^"]*overflow-wrap:anywhere[^"]*">${LONG_LINK.replace(/[.?&/]/g, (c) => (c === '&' ? '&amp;' : `\\${c}`))}</a>`,
    );
    expect(html).toMatch(written);
  });

  it('uses the app’s colours, not another blue', () => {
    expect(html).toContain(`background:${MAIL_COLOURS.brand}`);
    expect(html).not.toContain('#1d4ed8');
  });

  it('never says « Beta »', () => {
    const verify = MAIL_TEMPLATES.verifyEmail({ name: 'Sophie', url: LONG_LINK });
    expect(`${verify.subject}${verify.text}${verify.html}`).not.toMatch(/b[eê]ta/i);
  });
});
