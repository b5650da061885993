import { LEGAL_PAGES } from '@web/lib/legal-pages';
import { TERMS_CRUMBS } from '../crumbs';
import { LegalPage, LegalSection, LegalValue, PageLink } from './legal-parts';

/**
 * /conditions-utilisation, « Conditions d’utilisation »: a free service in beta, standard
 * templates that are not legal advice, the user's responsibility for what they sign, their
 * content staying theirs, acceptable use, availability without guarantee, French law.
 */
export function TermsOfUse() {
  return (
    <LegalPage
      crumbs={TERMS_CRUMBS}
      title="Conditions d’utilisation"
      lead={
        <p>
          Ces conditions encadrent l’utilisation de Clausier, édité par la personne indiquée dans
          les <PageLink to={LEGAL_PAGES.notice.path}>mentions légales</PageLink>. En utilisant le
          site ou en créant un compte, vous les acceptez.
        </p>
      }
    >
      <LegalSection id="service" title="Un service gratuit, en version bêta">
        <p>
          Clausier est gratuit : ni abonnement, ni paiement, ni publicité. Il est en version bêta :
          ses fonctions peuvent évoluer, et des erreurs peuvent subsister : gardez une copie de vos
          contrats (PDF, Word ou export JSON).
        </p>
      </LegalSection>

      <LegalSection id="modeles" title="Des modèles types, pas un conseil juridique">
        <p>
          Les contrats sont assemblés à partir de modèles types de droit français, rédigés et
          vérifiés à l’avance, selon vos réponses. Ils ne tiennent pas compte de ce que vous n’avez
          pas indiqué, ne suivent pas d’eux-mêmes les évolutions de la loi et ne constituent pas un
          conseil juridique. Utiliser Clausier ne crée aucune relation entre vous et un avocat.
        </p>
      </LegalSection>

      <LegalSection id="responsabilite" title="Votre responsabilité">
        <p>
          Vous restez responsable des réponses que vous donnez, de la relecture du contrat et de la
          décision de le signer. Pour une situation particulière (enjeu financier important, partie
          à l’étranger, mineur, œuvre réalisée à plusieurs…) ou en cas de doute, consultez un
          professionnel du droit avant de signer.
        </p>
      </LegalSection>

      <LegalSection id="compte" title="Votre compte">
        <p>
          Un compte n’est pas nécessaire pour utiliser le générateur. Si vous en créez un, donnez
          des informations exactes et gardez votre mot de passe secret : ce qui est fait depuis
          votre compte vous est imputé. Vous pouvez cesser d’utiliser le service à tout moment.
        </p>
      </LegalSection>

      <LegalSection id="contenus" title="Vos contenus restent les vôtres">
        <p>
          Vos réponses, vos contrats, vos commentaires et votre carnet de clients vous
          appartiennent. Nous les utilisons uniquement pour vous rendre le service (les enregistrer,
          les afficher, produire vos fichiers), sans les revendre ni les réutiliser à d’autres fins.
          Lorsque vous saisissez des informations sur d’autres personnes, vous devez avoir le droit
          de le faire et les informer de cette utilisation. Le traitement de ces données est décrit
          dans la <PageLink to={LEGAL_PAGES.privacy.path}>politique de confidentialité</PageLink>.
        </p>
      </LegalSection>

      <LegalSection id="usage" title="Utilisation acceptable">
        <p>Vous vous engagez à ne pas :</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>utiliser Clausier pour préparer un acte illicite ou tromper une autre personne ;</li>
          <li>
            perturber le service : requêtes automatisées en masse, contournement des limites,
            tentative d’accès aux données d’autrui ;
          </li>
          <li>
            vous faire passer pour quelqu’un d’autre ni utiliser un compte qui n’est pas le vôtre.
          </li>
        </ul>
        <p>
          En cas de manquement, l’accès au service peut être suspendu et le compte concerné
          supprimé.
        </p>
      </LegalSection>

      <LegalSection id="disponibilite" title="Disponibilité">
        <p>
          Le service est fourni tel quel, sans garantie de disponibilité ni de continuité : il peut
          être interrompu pour maintenance, modifié ou arrêté. Dans les limites permises par la loi,
          l’éditeur ne répond pas des conséquences d’une interruption ou d’une perte de données.
          Rien dans ces conditions ne limite les droits que la loi vous reconnaît, notamment en tant
          que consommateur.
        </p>
      </LegalSection>

      <LegalSection id="evolution" title="Évolution des conditions">
        <p>
          Ces conditions peuvent évoluer avec le service. La version en vigueur est celle publiée
          sur cette page ; un changement important sera signalé sur le site.
        </p>
      </LegalSection>

      <LegalSection id="droit" title="Droit applicable">
        <p>
          Ces conditions sont soumises au droit français. En cas de désaccord, écrivez d’abord à
          l’adresse de contact (<LegalValue field="contactEmail" />) pour chercher une solution
          amiable ; à défaut, le litige relève des juridictions françaises compétentes.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
