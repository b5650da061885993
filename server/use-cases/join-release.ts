import { randomUUID } from 'node:crypto';
import {
  draftForParticipant,
  participantDay,
  participantProblems,
  participantSigners,
  type Participant,
} from '@core/releases/participant';
import { termLines, beneficiaryName } from '@core/releases/summary';
import type { JoinedRelease, PublicReleaseView } from '@core/releases/api';
import { dayFromIso } from '@core/rules/contract-date';
import { isModellingUse } from '@core/rules/child-modelling';
import { formatDateFr } from '@core/document/typography';
import { SIGNER_ROLE_LABELS } from '@core/schemas/signature';
import type { Release } from '../db/repositories/releases';
import type { NewSigner } from '../db/repositories/signatures';
import { AppError, ERROR_CATALOGUE } from '../errors';
import { sameMailbox } from '@core/signature/mailbox';
import { MAIL_TEMPLATES } from '../mail/mail-templates';
import { releaseTokenHash } from '../signature/release-link';
import { sha256Hex, signingToken } from '../signature/secrets';
import { contractDocument, type ContractSource } from './contract-document';
import { documentFingerprint, signedOnline } from './request-signatures';
import { maskEmail } from './sign-contract';
import type { ReleaseDeps } from './release-deps';

/**
 * A séance's public side (docs/releases.md): the model's phone reads the terms, then joins —
 * which makes one contract of the photographer's « Mes Contrats » from the terms and the model's
 * identity, and a signature request whose signers are the model (or the holders of parental
 * authority and the child from thirteen), each invited by e-mail with their `/signer/` link as
 * any request's. The photographer's slot is signed at once by the consent given on creating the
 * séance, recorded with the terms' hash in the request's log and its dossier de preuve.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The séance a link opens, while it takes participants; 404 or 410 (French) otherwise. */
export async function openRelease(
  deps: Pick<ReleaseDeps, 'releases' | 'now'>,
  token: string,
): Promise<Release> {
  const release = await deps.releases.findByTokenHash(releaseTokenHash(token));
  if (!release) throw new AppError('RELEASE_LINK_INVALID');
  if (release.closedAt !== null) throw new AppError('RELEASE_CLOSED');
  if (release.closesOn !== null && release.closesOn < participantDay(deps.now())) {
    const day = dayFromIso(release.closesOn);
    throw new AppError('RELEASE_CLOSED', {
      message: `Cette séance a pris fin le ${day ? formatDateFr(day) : release.closesOn}\u00a0: le photographe ne reçoit plus d’autorisations par ce lien. Adressez-vous à lui directement.`,
    });
  }
  return release;
}

/**
 * What a model's phone shows: the terms and the beneficiary, nothing of anyone else. A full
 * séance says so at once (409), rather than after the model has typed her whole identity.
 */
export async function publicRelease(
  deps: Pick<ReleaseDeps, 'releases' | 'now'>,
  token: string,
): Promise<PublicReleaseView> {
  const release = await openRelease(deps, token);
  if ((await deps.releases.countParticipants(release.id)) >= release.participantCap)
    throw new AppError('RELEASE_FULL');
  return {
    title: release.title,
    beneficiary: beneficiaryName(release.terms.entreprise_info),
    lines: termLines(release.terms),
    closes_on: release.closesOn,
    terms_sha256: release.termsSha256,
    modelling: isModellingUse(release.terms),
    today: participantDay(deps.now()),
  };
}

/** The contract's title in « Mes Contrats »: the séance's, and who posed. */
const contractTitle = (release: Release, participant: Participant): string =>
  `${release.title} – ${participant.model.prenom.trim()} ${participant.model.nom.trim()}`.slice(
    0,
    200,
  );

/**
 * A model who scans the code twice (or sends the form again) would get a second contract and
 * a second set of e-mails, each counted under the cap: her address may join once while its
 * authorisation waits or is signed (a child under thirteen gives none, so is not compared).
 */
async function assertNotJoinedYet(
  deps: ReleaseDeps,
  release: Release,
  participant: Participant,
): Promise<void> {
  const address = participant.model.email.trim();
  if (address === '') return;
  const requests = (await deps.releases.participants(release.id)).map((p) => p.requestId);
  const taken = await deps.signatures.liveSignerAddresses(requests, 'modele');
  if (taken.some((other) => sameMailbox(other, address))) {
    const { message } = ERROR_CATALOGUE.RELEASE_ALREADY_JOINED;
    throw new AppError('RELEASE_ALREADY_JOINED', { fields: [{ path: 'model.email', message }] });
  }
}

export async function joinRelease(
  deps: ReleaseDeps,
  token: string,
  participant: Participant,
  meta: { ip: string; userAgent: string | null },
): Promise<JoinedRelease> {
  const release = await openRelease(deps, token);
  if ((await deps.releases.countParticipants(release.id)) >= release.participantCap)
    throw new AppError('RELEASE_FULL');
  const now = deps.now();
  const problems = participantProblems(release.terms, participant, release.senderEmail, now);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: problems });
  await assertNotJoinedYet(deps, release, participant);

  const draft = draftForParticipant(release.terms, participant, now);
  const day = dayFromIso(draft.date_contrat) ?? now;
  const title = contractTitle(release, participant);
  await deps.enforceContractQuota(release.ownerId, { title, draft });
  const slots = participantSigners(draft, day, participant, release.senderEmail);

  // The contract as a stored row would read, to build the document signers see before it exists.
  const stored: ContractSource = { title, draft, document: null, created_at: now.toISOString() };
  const own = contractDocument(stored);
  const document = signedOnline(
    stored,
    own,
    Object.fromEntries(
      slots.map((s) => [s.slot, { name: s.name, signedAt: null, dossierPage: null }]),
    ),
  );
  // Each arrival its own turn in the render queue: under the photographer's key, models scanning
  // the QR code together shared one running render and two waiting, and the fourth got a 429
  // « un document est déjà en cours de génération pour vous ». The public routes' rate limit and
  // the cap bound arrivals; the pool's own bound answers 503 when it is full.
  const pdf = await deps.renderPdf(document, `seance:${randomUUID()}`);
  const documentSha256 = sha256Hex(pdf);
  const signers: NewSigner[] = slots.map((slot) => {
    const id = randomUUID();
    return {
      id,
      slot: slot.slot,
      role: slot.role,
      name: slot.name,
      email: slot.email.trim(),
      status: 'waiting',
      tokenHash: sha256Hex(signingToken(deps.config.secret, id)),
    };
  });
  const photographer = signers.find((s) => s.role === 'cessionnaire');
  const requestId = randomUUID();

  await deps.transaction(async (r) => {
    // Counted again inside the write: two arrivals at once cannot both take the last place.
    if ((await r.releases.countParticipants(release.id)) >= release.participantCap)
      throw new AppError('RELEASE_FULL');
    const contract = await r.contracts.create(release.ownerId, {
      title,
      draft,
      isDraft: false,
      fromStep6: true,
      // Finalised from the start: its text is kept as built, the one the participant signs.
      elements: own.elements,
      edited: false,
    });
    await r.signatures.insert(
      requestId,
      {
        ownerId: release.ownerId,
        contractId: contract.id,
        title,
        sender: release.sender,
        senderEmail: release.senderEmail,
        order: 'parallel',
        document,
        documentFingerprint: documentFingerprint(own),
        documentPdf: pdf,
        documentSha256,
        expiresAt: new Date(now.getTime() + deps.config.signatureExpiryDays * DAY_MS).toISOString(),
      },
      signers,
    );
    await r.signatures.appendEvent(requestId, {
      type: 'created',
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: {
        by: 'séance',
        release: release.id,
        termsSha256: release.termsSha256,
        documentSha256,
        order: 'parallel',
        signers: signers.map((s) => ({ name: s.name, email: s.email, role: s.role })),
      },
    });
    if (photographer) await signByReleaseConsent(r.signatures, release, requestId, photographer);
    await r.releases.addParticipant({
      id: randomUUID(),
      releaseId: release.id,
      contractId: contract.id,
      requestId,
    });
  });

  const request = await deps.signatures.find(requestId);
  const invitees = (await deps.signatures.signers(requestId)).filter((s) => s.status === 'waiting');
  if (request) for (const signer of invitees) await deps.invite(request, signer);
  tellPhotographer(deps, release, participant);
  const labels = new Map(slots.map((slot) => [slot.slot, slot.roleLabel]));
  return {
    signers: invitees.map((s) => ({
      name: s.name,
      role: s.role,
      roleLabel: labels.get(s.slot) ?? SIGNER_ROLE_LABELS[s.role],
      email: maskEmail(s.email),
    })),
  };
}

/** The photographer learns of each arrival by e-mail, with the séance's page to follow it. */
function tellPhotographer(
  deps: Pick<ReleaseDeps, 'sendMail' | 'config'>,
  release: Release,
  participant: Participant,
): void {
  if (!release.senderEmail) return;
  deps.sendMail({
    to: release.senderEmail,
    ...MAIL_TEMPLATES.releaseJoined({
      title: release.title,
      model: `${participant.model.prenom.trim()} ${participant.model.nom.trim()}`,
      url: `${deps.config.baseUrl}/seances/${encodeURIComponent(release.id)}`,
    }),
  });
}

/**
 * The photographer's slot, signed by the consent they gave once on creating the séance: the
 * sentence (with the terms' SHA-256), its time, IP and browser are the signer's row, and the log
 * says it came from the séance — the dossier de preuve prints both.
 */
async function signByReleaseConsent(
  signatures: ReleaseDeps['signatures'],
  release: Release,
  requestId: string,
  photographer: NewSigner,
): Promise<void> {
  const at = new Date().toISOString();
  await signatures.updateSigner(photographer.id, 'waiting', {
    status: 'signed',
    signed_at: at,
    signed_name: photographer.name,
    consent_text: release.consent.text,
    ip: release.consent.ip,
    user_agent: release.consent.userAgent,
  });
  const details = {
    release: release.id,
    termsSha256: release.termsSha256,
    consentedAt: release.consent.at,
  };
  await signatures.appendEvent(requestId, {
    type: 'consented',
    signerId: photographer.id,
    at,
    ip: release.consent.ip,
    userAgent: release.consent.userAgent,
    details: { ...details, text: release.consent.text },
  });
  await signatures.appendEvent(requestId, {
    type: 'signed',
    signerId: photographer.id,
    at,
    ip: release.consent.ip,
    userAgent: release.consent.userAgent,
    details: { ...details, name: photographer.name, drawn: false },
  });
}
