import { describe, expect, it } from 'vitest';
import { isPngImage, signBody, signerInputSchema } from './signature';

/** A real 1×1 PNG, and the same bytes' base64 with other formats' openings. */
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG_AS_PNG =
  'data:image/png;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQ==';
const TEXT_AS_PNG = `data:image/png;base64,${btoa('<svg onload="alert(1)"></svg>')}`;
/** PNG's signature followed by junk: certified as a drawing before. */
const SIGNATURE_THEN_JUNK = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n' + 'x'.repeat(1024))}`;
const raw = atob(PNG_1PX.slice(PNG_1PX.indexOf(',') + 1));
const TRUNCATED = `data:image/png;base64,${btoa(raw.slice(0, -12))}`;
const ZERO_WIDTH = `data:image/png;base64,${btoa(raw.slice(0, 16) + '\0\0\0\0' + raw.slice(20))}`;

const sign = (drawing?: string) =>
  signBody.safeParse({ code: '123456', consent: true, name: 'Léa Durand', drawing });

describe('signBody’s drawn signature', () => {
  it('accepts a PNG, or no drawing at all', () => {
    expect(isPngImage(PNG_1PX)).toBe(true);
    expect(sign(PNG_1PX).success).toBe(true);
    expect(sign(undefined).success).toBe(true);
  });

  it.each([
    ['a JPEG labelled png', JPEG_AS_PNG],
    ['markup labelled png', TEXT_AS_PNG],
    ['too short to be an image', 'data:image/png;base64,iVBO'],
    ['the signature followed by junk', SIGNATURE_THEN_JUNK],
    ['a PNG cut before its end', TRUNCATED],
    ['a PNG of no width', ZERO_WIDTH],
    ['another type', PNG_1PX.replace('image/png', 'image/svg+xml')],
  ])('refuses %s in French', (_label, drawing) => {
    const result = sign(drawing);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('La signature dessinée doit être une image PNG.');
  });
});

describe('a signer’s address', () => {
  it('asks for it when blank, says it is wrong when mistyped', () => {
    const messages = (email: string) => {
      const result = signerInputSchema.safeParse({
        slot: 'auteur',
        role: 'cedant',
        name: 'Léa Durand',
        email,
      });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages('')).toEqual(['Indiquez l’adresse e-mail de ce signataire.']);
    expect(messages('lea@')).toEqual(['Adresse e-mail invalide.']);
    expect(messages('lea@exemple.fr')).toEqual([]);
  });
});
