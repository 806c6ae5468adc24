import type { Glyph } from '../kit/Icon';
import * as glyphs from '../kit/Icon/glyphs';

export const securityPage = {
  title: 'Sécurité et conformité',
  intro:
    'Chaque paiement qui passe par Yonnee engage l’argent de vos clients et votre réputation. Voici comment nous protégeons l’un et l’autre, de la saisie du numéro jusqu’au versement.',
  pillars: [
    {
      icon: glyphs.shield,
      title: 'Conformité PCI-DSS',
      text: 'Les données de carte sont saisies sur notre page de paiement hébergée et ne transitent jamais par vos serveurs. Votre périmètre de conformité se réduit ainsi au minimum.',
    },
    {
      icon: glyphs.lock,
      title: 'Chiffrement de bout en bout',
      text: 'Toutes les communications passent en HTTPS (TLS 1.2 ou plus). Les données sensibles sont chiffrées au repos et les identifiants d’API ne sont jamais affichés en clair après leur création.',
    },
    {
      icon: glyphs.alert,
      title: 'Protection contre la fraude',
      text: 'Authentification 3-D Secure pour les cartes, code de validation de l’opérateur pour le mobile money, plafonds et contrôles de vélocité, et analyse des transactions inhabituelles.',
    },
    {
      icon: glyphs.users,
      title: 'Accès maîtrisés',
      text: 'Chaque appel à l’API porte trois identifiants : une clé d’API, un jeton d’API et un JWT. Un compte marchand n’est activé qu’après vérification de l’entreprise.',
    },
    {
      icon: glyphs.clock,
      title: 'Traçabilité',
      text: 'Chaque transaction reçoit un identifiant unique, un horodatage et un statut consultable à tout moment par l’API ou depuis le tableau de bord.',
    },
    {
      icon: glyphs.globe,
      title: 'Données personnelles',
      text: 'Nous collectons uniquement ce qu’exige l’exécution du paiement et appliquons la réglementation sur la protection des données personnelles des pays où nous opérons.',
    },
  ] satisfies { icon: Glyph; title: string; text: string }[],
  disclosure: {
    title: 'Signaler une vulnérabilité',
    text: 'Vous avez trouvé une faille ? Écrivez-nous avant toute divulgation publique : nous accusons réception sous 24 h et vous tenons informé de la correction.',
    email: 'security@yonnee.com',
  },
} as const;
