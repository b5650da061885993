import { LEGAL_PAGES } from '@web/lib/legal-pages';
import { LEGAL_NOTICE_CRUMBS } from '../crumbs';
import { LegalFacts, LegalPage, LegalSection, PageLink } from './legal-parts';

/**
 * /legal, « Mentions légales » (LCEN art. 6 III): who publishes the site, who directs the
 * publication and who hosts it — from the operator's configuration, « à compléter » where a
 * value is unset — then the site's intellectual property and the absence of legal advice.
 */
export function LegalNotice() {
  return (
    <LegalPage
      crumbs={LEGAL_NOTICE_CRUMBS}
      title="Mentions légales"
      lead={
        <p>
          Cette page indique qui édite et qui héberge Clausier, comme le prévoit l’article 6 de la
          loi du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN).
        </p>
      }
    >
      <LegalSection id="editeur" title="Éditeur du site">
        <LegalFacts
          items={[
            { label: 'Nom ou raison sociale', field: 'publisherName' },
            { label: 'Statut', field: 'publisherStatus' },
            { label: 'Adresse', field: 'publisherAddress' },
            { label: 'Contact', field: 'contactEmail' },
          ]}
        />
        <p className="text-sm text-slate-600">
          Pour une société : sa forme juridique, son capital et son numéro d’immatriculation au
          registre du commerce et des sociétés. Pour une personne physique : la mention
          « particulier ».
        </p>
      </LegalSection>

      <LegalSection id="directeur" title="Directeur de la publication">
        <LegalFacts items={[{ label: 'Directeur ou directrice', field: 'director' }]} />
      </LegalSection>

      <LegalSection id="hebergeur" title="Hébergeur">
        <LegalFacts
          items={[
            { label: 'Nom ou raison sociale', field: 'hostName' },
            { label: 'Adresse', field: 'hostAddress' },
            { label: 'Téléphone', field: 'hostPhone' },
          ]}
        />
        <p>
          L’hébergeur stocke les données du site pour le compte de l’éditeur ; il ne les utilise pas
          pour ses propres besoins.
        </p>
      </LegalSection>

      <LegalSection id="propriete" title="Propriété intellectuelle">
        <p>
          Le site, son nom, son apparence, ses textes, ses illustrations (dont la mascotte Plume),
          son code et ses modèles de clauses sont protégés par le droit d’auteur. Sauf autorisation
          écrite de l’éditeur, vous ne pouvez pas les reproduire ni les diffuser en dehors de
          l’usage normal du service.
        </p>
        <p>
          Les contrats que vous produisez avec Clausier vous appartiennent : vous pouvez les
          utiliser, les modifier, les signer et les partager librement pour vos propres besoins, y
          compris les clauses issues de nos modèles qu’ils contiennent. Ce que vous saisissez reste
          à vous (voir les <PageLink to={LEGAL_PAGES.terms.path}>conditions d’utilisation</PageLink>
          ).
        </p>
      </LegalSection>

      <LegalSection id="conseil" title="Pas de conseil juridique">
        <p>
          Clausier assemble des modèles types de contrats de droit français à partir de vos
          réponses. Il ne donne pas de conseil juridique, n’examine pas votre situation particulière
          et ne remplace pas un avocat ou un autre professionnel du droit. Pour un enjeu important
          ou un cas inhabituel, faites relire votre contrat avant de le signer.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="Données personnelles">
        <p>
          Ce que nous faisons de vos données, combien de temps nous les gardons et comment exercer
          vos droits : voir la{' '}
          <PageLink to={LEGAL_PAGES.privacy.path}>politique de confidentialité</PageLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
