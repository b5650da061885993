import { randomUUID } from 'node:crypto';
import { unprintableCharacters, refusedCharacters } from '@core/document/printable';
import { participantDay, termsProblems } from '@core/releases/participant';
import { photographerConsentText, type CreateReleaseBody } from '@core/releases/terms';
import type { CreatedRelease } from '@core/releases/api';
import type { SessionUser } from '../auth/session-user';
import { AppError, type FieldError } from '../errors';
import { requireAccount } from '../policies';
import { qrSvg } from '../render/qr-svg';
import { releaseToken, releaseTokenHash, termsSha256 } from '../signature/release-link';
import type { ReleaseDeps } from './release-deps';

/**
 * `POST /api/releases` (docs/releases.md): the photographer prepares a séance once — a title,
 * the image authorisation's terms without the model, an optional closing date — and consents,
 * once, to sign every authorisation made from these exact terms: the consent is kept with their
 * SHA-256, the time, the IP and the browser, and printed in each dossier de preuve.
 */

/** The public page of a séance, where its QR code leads. */
export const releaseUrl = (deps: Pick<ReleaseDeps, 'config'>, releaseId: string): string =>
  `${deps.config.baseUrl}/seance/${releaseToken(deps.config.secret, releaseId)}`;

/** The sender as a signature request names them: « Name (address) », or the address alone. */
export const senderLabel = (user: SessionUser): string =>
  user.name?.trim() ? `${user.name.trim()} (${user.email})` : (user.email ?? '');

function bodyProblems(body: CreateReleaseBody, now: Date): FieldError[] {
  const problems: FieldError[] = termsProblems(body.template, now).map((message) => ({
    path: 'template',
    message,
  }));
  if (body.closes_on !== null && body.closes_on < participantDay(now))
    problems.push({
      path: 'closes_on',
      message: 'La date de clôture est passée\u00a0: choisissez aujourd’hui ou un jour à venir.',
    });
  const characters = unprintableCharacters(body.title);
  if (characters.length > 0) {
    const { some, named } = refusedCharacters(characters);
    problems.push({
      path: 'title',
      message: `Le titre contient ${some} que le dossier de preuve ne peut pas imprimer\u00a0: ${named}.`,
    });
  }
  return problems;
}

export async function createRelease(
  deps: ReleaseDeps,
  user: SessionUser | null,
  body: CreateReleaseBody,
  meta: { ip: string; userAgent: string | null },
): Promise<CreatedRelease> {
  const owner = requireAccount(user);
  if (!(await deps.senderVerified(owner))) throw new AppError('SIGNATURE_SENDER_UNVERIFIED');
  const now = deps.now();
  const problems = bodyProblems(body, now);
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: `La séance ne peut pas encore être créée\u00a0: ${problems.map((p) => p.message.replace(/\.$/, '')).join('\u202f; ')}.`,
      fields: problems,
    });
  const id = randomUUID();
  const hash = termsSha256(body.template);
  await deps.releases.insert({
    id,
    ownerId: owner.id,
    title: body.title,
    sender: senderLabel(owner),
    senderEmail: owner.email ?? '',
    terms: body.template,
    termsSha256: hash,
    tokenHash: releaseTokenHash(releaseToken(deps.config.secret, id)),
    closesOn: body.closes_on,
    participantCap: deps.config.participantCap,
    consent: {
      text: photographerConsentText(body.title, hash),
      at: now.toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    },
  });
  const url = releaseUrl(deps, id);
  return { id, url, qr_svg: qrSvg(url) };
}
