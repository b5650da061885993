import type { ReactNode } from 'react';
import { EVIDENCE_RETENTION_YEARS, SIGNED_COPY_DAYS } from '@core/signature/closed-link';
import { LEGAL_PAGES } from '@web/lib/legal-pages';
import { PRIVACY_CRUMBS } from '../crumbs';
import {
  LegalFacts,
  LegalPage,
  LegalSection,
  LegalValue,
  PageLink,
  linkClass,
} from './legal-parts';
import { PrivacyPurposes } from './privacy-purposes';
import { useLegalInfo } from './use-legal-info';

/** A number of days from GET /api/legal-info (the purge job's setting, the session lifetime). */
function Days({ of }: { of: 'anonymousRetentionDays' | 'sessionDays' }) {
  const info = useLegalInfo();
  if (!info.data) return <span className="text-slate-500">…</span>;
  return (
    <strong className="text-slate-900" data-testid={`legal-${of}`}>
      {info.data[of]} jours
    </strong>
  );
}

const COOKIES: ReadonlyArray<{ name: string; role: string; lifetime: ReactNode }> = [
  {
    name: 'clausier.session_token',
    role: 'vous garde connecté, ou garde vos brouillons si vous n’avez pas de compte',
    lifetime: (
      <>
        <Days of="sessionDays" /> sans utilisation, renouvelé tant que vous utilisez le site
      </>
    ),
  },
  {
    name: 'clausier.visitor_binding',
    role: 'rattache les brouillons d’un visiteur sans compte à ce navigateur, pour que personne d’autre ne puisse s’en servir',
    lifetime: '400 jours au plus',
  },
  {
    name: 'clausier.known_device',
    role: 'retient que ce navigateur s’est déjà connecté à votre compte, pour que des tentatives de connexion venues d’ailleurs ne vous bloquent pas',
    lifetime: '1 an',
  },
];

/**
 * /confidentialite, « Politique de confidentialité » (RGPD art. 13): controller, purposes and
 * legal bases, retention (the anonymous visitors' period is the purge job's, read from
 * /api/legal-info), recipients, transfers, cookies, rights and the CNIL.
 */
export function PrivacyPolicy() {
  return (
    <LegalPage
      crumbs={PRIVACY_CRUMBS}
      title="Politique de confidentialité"
      lead={
        <p>
          Clausier ne collecte que ce qu’il faut pour rédiger et garder vos contrats. Cette page
          explique quelles données nous traitons, pourquoi, combien de temps, et comment exercer vos
          droits, conformément à l’article 13 du règlement général sur la protection des données
          (RGPD).
        </p>
      }
    >
      <LegalSection id="responsable" title="Responsable du traitement">
        <p>Le responsable du traitement est l’éditeur du site :</p>
        <LegalFacts
          items={[
            { label: 'Nom ou raison sociale', field: 'publisherName' },
            { label: 'Adresse', field: 'publisherAddress' },
            { label: 'Contact', field: 'contactEmail' },
          ]}
        />
        <p>Pour toute question sur vos données, écrivez à cette adresse de contact.</p>
      </LegalSection>

      <PrivacyPurposes />

      <LegalSection id="conservation" title="Durées de conservation">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Les données de votre compte sont conservées tant que votre compte existe. Un contrat ou
            un client que vous supprimez est effacé aussitôt, et la suppression du compte efface
            tout ce qu’il contient, sauf la preuve des contrats signés électroniquement décrite
            ci-dessous.
          </li>
          <li>
            Signature électronique{'\u00a0'}: une demande annulée, refusée ou expirée perd aussitôt
            le contrat qu’elle portait (son PDF est effacé){'\u202f'}; il n’en reste, avec la
            demande, que l’empreinte du document, les signataires et le journal. Un contrat signé
            par toutes les parties reste téléchargeable par chaque signataire pendant{' '}
            {SIGNED_COPY_DAYS}
            {'\u00a0'}jours.
          </li>
          <li id="preuve-conservee">
            Si l’expéditeur d’un contrat signé électroniquement par toutes les parties supprime son
            compte, Clausier garde pour les autres signataires l’empreinte du PDF scellé, le dossier
            de preuve (qui a signé, quand et comment) et le journal de la signature pendant{' '}
            {EVIDENCE_RETENTION_YEARS}
            {'\u00a0'}ans après la signature, délai de prescription de l’article 2224 du Code civil,
            sur le fondement de l’article 17, paragraphe 3, e du RGPD (constatation, exercice ou
            défense de droits en justice). Ils sont gardés sous pseudonyme{'\u00a0'}: le nom et
            l’adresse de l’expéditeur y sont remplacés par «{'\u202f'}Compte supprimé{'\u202f'}»,
            sauf dans le journal, gardé tel qu’il a été scellé, car le modifier lui ôterait sa
            valeur de preuve. Le texte du contrat et ses PDF sont effacés.
          </li>
          <li>
            Les données d’un visiteur sans compte sont effacées, avec tous ses brouillons, après{' '}
            <Days of="anonymousRetentionDays" /> sans activité (vérification quotidienne).
          </li>
          <li>
            Une session expire après <Days of="sessionDays" /> sans utilisation.
          </li>
          <li>Les compteurs de sécurité sont oubliés au plus tard au bout d’une heure.</li>
          <li>Les avis, sans lien avec leur auteur, sont gardés tant qu’ils nous sont utiles.</li>
        </ul>
      </LegalSection>

      <LegalSection id="destinataires" title="Qui reçoit vos données">
        <p>
          Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires. Seuls
          l’éditeur et, pour son compte, les prestataires suivants y ont accès :
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            l’hébergeur (<LegalValue field="hostName" />
            ), sous-traitant au sens de l’article 28 du RGPD, qui stocke les données du site ;
          </li>
          <li>
            un fournisseur d’identité (Google, GitHub ou un autre fournisseur proposé à la
            connexion), seulement si vous choisissez de vous connecter par son intermédiaire : il
            nous transmet alors votre nom et votre adresse e-mail, et sa propre politique de
            confidentialité s’applique.
          </li>
        </ul>
        <p>Nous communiquons des données aux autorités uniquement lorsque la loi nous y oblige.</p>
      </LegalSection>

      <LegalSection id="transferts" title="Transferts hors de l’Union européenne">
        <p>
          Vos données sont stockées chez l’hébergeur indiqué dans les{' '}
          <PageLink to={LEGAL_PAGES.notice.path}>mentions légales</PageLink>. Leur localisation
          dépend donc de cet hébergeur : s’il les conservait hors de l’Union européenne, le
          transfert serait encadré par l’une des garanties prévues aux articles 44 et suivants du
          RGPD (décision d’adéquation ou clauses contractuelles types). Nous ne transférons pas
          nous-mêmes vos données hors de l’Union. Un fournisseur d’identité que vous choisissez peut
          traiter vos données hors de l’Union selon sa propre politique.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="Cookies">
        <p>
          Clausier n’utilise que des cookies strictement nécessaires au service, et aucune mesure
          d’audience, aucune publicité ni aucun cookie tiers. Ces cookies sont dispensés de
          consentement (article 82 de la loi Informatique et Libertés) : c’est pourquoi le site
          n’affiche pas de bandeau de cookies.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          {COOKIES.map((cookie) => (
            <li key={cookie.name}>
              <code className="rounded bg-slate-100 px-1 text-sm break-all">{cookie.name}</code>{' '}
              {cookie.role} (durée : {cookie.lifetime}).
            </li>
          ))}
        </ul>
        <p>
          Au moment de la connexion, un cookie de dix minutes permet d’afficher ce qui a été ajouté
          à votre compte. Le stockage de votre navigateur garde aussi le brouillon en cours dans
          l’onglet et le fait que vous avez déjà vu le tutoriel d’accueil.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="Vos droits">
        <p>
          Vous pouvez demander l’accès à vos données, leur rectification, leur effacement, leur
          portabilité et la limitation de leur traitement, et vous opposer aux traitements fondés
          sur notre intérêt légitime (articles 15 à 21 du RGPD).
        </p>
        <p>
          Pour exercer ces droits, écrivez à l’adresse de contact (
          <LegalValue field="contactEmail" />
          ). Nous répondons dans un délai d’un mois et pouvons vous demander de justifier de votre
          identité. Vous pouvez aussi agir directement dans l’application : modifier votre profil,
          vos clients et vos contrats, les supprimer, et exporter chaque contrat au format JSON
          depuis « Mes Contrats ». Depuis « Mon compte », vous pouvez aussi télécharger toutes vos
          données en un fichier JSON, demandes de signature comprises, et supprimer votre compte
          avec tout ce qu’il contient, hors la preuve des contrats signés décrite plus haut.
        </p>
      </LegalSection>

      <LegalSection id="reclamation" title="Réclamation">
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation
          à la Commission nationale de l’informatique et des libertés (CNIL) :{' '}
          <a href="https://www.cnil.fr" className={linkClass}>
            www.cnil.fr
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
