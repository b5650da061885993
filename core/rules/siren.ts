export type SirenCheck = { valid: boolean; kind: 'siren' | 'siret' | null; message?: string };

/** La Poste's establishments share this SIREN; their SIRETs follow another rule (digit sum % 5). */
const LA_POSTE_SIREN = '356000000';

export const SIREN_MESSAGES = {
  notDigits:
    'Le numéro SIREN ou SIRET ne doit contenir que des chiffres (les espaces sont acceptés).',
  badLength: 'Un numéro SIREN compte 9 chiffres et un numéro SIRET 14 chiffres.',
  badSiren: 'Ce numéro SIREN semble erroné (clé de contrôle incorrecte)\u00a0: vérifiez-le.',
  badSiret: 'Ce numéro SIRET semble erroné (clé de contrôle incorrecte)\u00a0: vérifiez-le.',
} as const;

/** Luhn checksum: from the right, every second digit is doubled (minus 9 above 9). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const digitSum = (digits: string) => [...digits].reduce((s, d) => s + Number(d), 0);

/**
 * Checks a SIREN (9 digits) or SIRET (14 digits) with its Luhn key. It only warns: the form
 * shows `message` but never blocks (a freshly registered company may be typed before checking).
 * Spaces (including no-break spaces) are ignored; an empty value is valid with no kind.
 */
export function checkSiren(input: string): SirenCheck {
  const value = input.replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return { valid: true, kind: null };
  if (!/^\d+$/.test(value)) return { valid: false, kind: null, message: SIREN_MESSAGES.notDigits };
  if (value.length === 9) {
    return luhnValid(value)
      ? { valid: true, kind: 'siren' }
      : { valid: false, kind: 'siren', message: SIREN_MESSAGES.badSiren };
  }
  if (value.length === 14) {
    const ok = value.startsWith(LA_POSTE_SIREN)
      ? luhnValid(value) || digitSum(value) % 5 === 0
      : luhnValid(value);
    return ok
      ? { valid: true, kind: 'siret' }
      : { valid: false, kind: 'siret', message: SIREN_MESSAGES.badSiret };
  }
  return { valid: false, kind: null, message: SIREN_MESSAGES.badLength };
}
