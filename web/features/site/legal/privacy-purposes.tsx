import { LegalSection, LegalSubheading } from './legal-parts';
import { useLegalInfo } from './use-legal-info';

function Basis({ children }: { children: string }) {
  return (
    <p>
      <strong className="text-slate-900">Base légale :</strong> {children}
    </p>
  );
}

/** The optional SIREN lookup, described as it is configured on this server. */
function CompanyLookup() {
  const info = useLegalInfo();
  return (
    <>
      <LegalSubheading>Recherche d’une entreprise par son SIREN (facultative)</LegalSubheading>
      <p>
        Lorsque cette fonction est activée, et seulement quand vous le demandez, le serveur envoie
        le numéro SIREN saisi, et rien d’autre, à l’annuaire public des entreprises de
        l’administration française (API « Recherche d’entreprises ») pour préremplir le nom, la
        forme juridique, le siège et le représentant de la société. Votre navigateur ne contacte pas
        ce service.
      </p>
      {info.data && (
        <p>
          {info.data.companyLookup
            ? 'Cette fonction est activée sur ce site.'
            : 'Cette fonction n’est pas activée sur ce site : aucun numéro n’est transmis.'}
        </p>
      )}
      <Basis>l’exécution du service que vous demandez (article 6, paragraphe 1, b du RGPD).</Basis>
    </>
  );
}

/** « Ce que nous traitons, et pourquoi »: each purpose with its data and legal basis. */
export function PrivacyPurposes() {
  return (
    <LegalSection id="finalites" title="Ce que nous traitons, et pourquoi">
      <LegalSubheading>Votre compte et vos contrats</LegalSubheading>
      <p>
        Pour créer votre compte, enregistrer vos contrats, les produire en PDF ou en Word et vous
        permettre de les modifier, nous traitons :
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          votre compte : nom, adresse e-mail et mot de passe, ce dernier conservé uniquement sous
          forme d’empreinte (hachage), jamais en clair ; si vous vous connectez par un fournisseur
          d’identité, le nom et l’adresse qu’il nous transmet ;
        </li>
        <li>
          votre profil de cessionnaire (personne physique ou morale) : identité, adresse,
          coordonnées et, pour une société, ses informations légales ;
        </li>
        <li>votre carnet de clients ;</li>
        <li>
          vos contrats : les réponses données dans le générateur, le texte modifié dans l’éditeur et
          vos commentaires ;
        </li>
        <li>
          vos sessions : l’adresse IP et le navigateur (user agent) enregistrés avec chaque session.
        </li>
      </ul>
      <p>
        Sans compte, vos brouillons sont enregistrés de la même façon sous un identifiant anonyme.
        Un contrat contient souvent des données sur d’autres personnes (auteur, modèle, parents d’un
        mineur) : nous les traitons pour vous, dans ce seul but.
      </p>
      <Basis>
        l’exécution du contrat qui nous lie lorsque vous utilisez le service (article 6,
        paragraphe 1, b du RGPD).
      </Basis>

      <LegalSubheading>La signature électronique</LegalSubheading>
      <p>
        Quand vous envoyez un contrat en signature, ou qu’on vous en envoie un, nous traitons pour
        chaque signataire son nom et son adresse e-mail (indiqués par l’expéditeur), le code de
        vérification envoyé à cette adresse (conservé sous forme d’empreinte), son consentement, le
        nom qu’il saisit et, s’il en dessine une, sa signature, ainsi que la date, l’adresse IP et
        le navigateur de chaque étape. Ces éléments forment le dossier de preuve joint au contrat
        scellé et le journal de la signature, qui ne peut pas être modifié.
      </p>
      <Basis>
        l’exécution du service demandé par l’expéditeur (article 6, paragraphe 1, b du RGPD) et
        l’intérêt légitime des parties à pouvoir prouver le contrat signé (article 6, paragraphe 1,
        f du RGPD).
      </Basis>

      <LegalSubheading>Sécurité et prévention des abus</LegalSubheading>
      <p>
        Pour protéger le service, vos comptes et vos données contre les intrusions et les abus, nous
        limitons le nombre de requêtes et de tentatives de connexion par adresse IP et par compte.
        Ces compteurs restent dans la mémoire du serveur et sont oubliés au plus tard au bout d’une
        heure. L’adresse IP et le navigateur sont enregistrés avec chaque session. Le journal
        technique du serveur ne note que la nature de chaque requête, son résultat et sa durée, sans
        adresse IP ni contenu, et les adresses e-mail y sont masquées. L’hébergeur peut en outre
        tenir ses propres journaux de connexion au titre de ses obligations légales.
      </p>
      <Basis>
        notre intérêt légitime à assurer la sécurité du service (article 6, paragraphe 1, f du
        RGPD).
      </Basis>

      <CompanyLookup />

      <LegalSubheading>Vos avis</LegalSubheading>
      <p>
        Le message envoyé par le formulaire d’avis est enregistré sans votre nom, votre compte ni
        votre adresse IP. N’y mettez pas de données personnelles.
      </p>
      <Basis>
        notre intérêt légitime à améliorer le service (article 6, paragraphe 1, f du RGPD).
      </Basis>
    </LegalSection>
  );
}
