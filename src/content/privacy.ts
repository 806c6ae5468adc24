import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  AUTH_COOKIE_NAME,
  DEFAULT_THEME_STORAGE_KEY,
  INTER_CACHED_STORAGE_KEY,
} from '../lib/browserStorage';
import { site } from './site';
import type { PolicyContent } from './terms';

const cookieHours = AUTH_COOKIE_MAX_AGE_SECONDS / 3600;

export const privacyPolicy: PolicyContent = {
  title: 'Politique de confidentialité',
  updated: '2026-11-28',
  updatedLabel: '28 novembre 2026',
  intro: [
    `Cette politique explique quelles données personnelles ${site.name} traite quand vous visitez le site, lisez la documentation ou vous connectez, pourquoi, combien de temps, et comment exercer vos droits. Elle décrit aussi, une par une, les informations que le site enregistre dans votre navigateur.`,
    'En bref : pas de mesure d’audience, pas de publicité, pas de cookie tiers. Le site enregistre seulement ce qu’il lui faut pour fonctionner et pour retenir vos préférences.',
  ],
  sections: [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      paragraphs: [
        `${site.name}, ${site.address}, est responsable des traitements décrits ici. Pour toute question sur vos données : ${site.supportEmail} ou ${site.supportPhone}.`,
        'Pour les paiements que vos clients font chez vous par notre intermédiaire, nous traitons leurs données pour votre compte et selon le contrat marchand ; c’est à vous, marchand, d’en informer vos clients.',
      ],
    },
    {
      id: 'donnees-traitees',
      title: 'Les données que nous traitons',
      paragraphs: [
        'Consulter les pages publiques et la documentation ne demande aucune inscription. Votre adresse IP et les informations techniques de votre navigateur nous parviennent forcément pour que nous puissions vous envoyer les pages ; nous ne les associons à aucun profil.',
        'Les formulaires de connexion et de code de vérification de ce site ne conservent rien : quand votre navigateur les envoie à nos serveurs (sans JavaScript), ceux-ci vérifient le format de ce que vous avez tapé et vous répondent, sans l’enregistrer. Le mot de passe n’est jamais enregistré, ni écrit dans un journal, ni affiché dans la console du navigateur.',
        'Les messages du formulaire de contact et les demandes de mot de passe oublié sont enregistrés sur nos serveurs, avec la date et la page d’envoi, puis transmis par e-mail à notre support, qui vous répond. Une inscription à la lettre d’information enregistre votre adresse et la date de votre consentement ; le lien de désinscription la retire de la liste. Vous pouvez demander la suppression de ces informations en écrivant au support.',
        'Quand vous ouvrez un compte marchand ou utilisez l’API, nous traitons :',
      ],
      items: [
        'l’identité et les coordonnées du représentant de l’entreprise (nom, prénom, e-mail, téléphone) et les documents demandés pour valider le compte ;',
        'les données des transactions : montant, devise (par exemple XOF), moyen de paiement, numéro de téléphone du payeur pour le mobile money, date et statut ;',
        'pour les cartes, les données strictement nécessaires au paiement, saisies sur notre page hébergée ; le numéro complet et le cryptogramme ne sont jamais conservés par le site ;',
        'les échanges avec notre support, quand vous nous écrivez ou nous appelez.',
      ],
    },
    {
      id: 'navigateur',
      title: 'Ce que le site enregistre dans votre navigateur',
      paragraphs: [
        'Voici la liste complète. Aucune de ces informations ne sert à vous suivre d’un site à l’autre, et aucune n’est lue par un tiers.',
      ],
      table: {
        caption: 'Cookies et stockage local utilisés par le site',
        head: ['Nom', 'Où', 'À quoi il sert', 'Durée'],
        rows: [
          {
            name: AUTH_COOKIE_NAME,
            literal: true,
            cells: [
              'Cookie interne au site',
              `Garde votre session de marchand ouverte après la connexion (jeton d’accès). Envoyé seulement en HTTPS et jamais à un autre site (SameSite=Lax).`,
              `${cookieHours} heures au plus ; effacé dès que vous vous déconnectez ou que la session expire.`,
            ],
          },
          {
            // The server's form cookie (server/form-token.mjs); e2e/forms.spec.ts checks that
            // every cookie the site sets is listed here.
            name: 'yonnee_form',
            literal: true,
            cells: [
              'Cookie interne au site',
              'Protège les formulaires (contact, lettre d’information, connexion) contre les envois faits à votre insu depuis un autre site : un nombre tiré au hasard, qui ne dit rien de vous. Illisible par les scripts de la page et jamais envoyé à un autre site (SameSite=Lax).',
              '12 heures ; renouvelé quand vous rouvrez un formulaire.',
            ],
          },
          {
            name: DEFAULT_THEME_STORAGE_KEY,
            literal: true,
            cells: [
              'Stockage local (localStorage)',
              'Retient le thème que vous avez choisi : clair, sombre ou celui de votre appareil. Écrit seulement si vous changez de thème.',
              'Jusqu’à ce que vous effaciez les données du site dans votre navigateur.',
            ],
          },
          {
            name: INTER_CACHED_STORAGE_KEY,
            literal: true,
            cells: [
              'Stockage local (localStorage)',
              'Note que votre navigateur a déjà téléchargé la police de caractères du site (Inter), pour que les pages suivantes l’affichent dès le premier affichage au lieu de changer de police sous vos yeux. Ne dit rien de vous.',
              'Jusqu’à ce que vous effaciez les données du site dans votre navigateur.',
            ],
          },
          {
            name: 'yonnee:scroll-positions',
            literal: true,
            cells: [
              'Stockage de session (sessionStorage)',
              'Retient où vous en étiez dans chaque page, pour vous y ramener quand vous revenez en arrière.',
              'Jusqu’à la fermeture de l’onglet.',
            ],
          },
          {
            name: 'yonnee:stale-deploy-reload',
            literal: true,
            cells: [
              'Stockage de session (sessionStorage)',
              'Note l’heure du dernier rechargement automatique après une mise à jour du site, pour ne jamais recharger la page en boucle.',
              'Jusqu’à la fermeture de l’onglet.',
            ],
          },
          {
            name: 'Une entrée par paiement',
            cells: [
              'Stockage de session (sessionStorage), page de paiement hébergée (bientôt disponible)',
              'Garde l’avancement du paiement en cours (étape, moyen de paiement choisi) si la page est rechargée. Jamais de numéro de carte, de cryptogramme ni de code de validation.',
              'Jusqu’à la fermeture de l’onglet.',
            ],
          },
        ],
      },
    },
    {
      id: 'consentement',
      title: 'Pourquoi aucun bandeau de cookies',
      paragraphs: [
        'Les cookies et le stockage ci-dessus sont nécessaires au service que vous demandez (rester connecté, envoyer un formulaire en sécurité, retrouver votre thème ou votre place dans la page). Ils ne demandent donc pas votre consentement préalable. Le site ne contient aucun outil de mesure d’audience ni aucun pixel publicitaire.',
        'Vous pouvez à tout moment effacer ces informations depuis les réglages de votre navigateur ; vous serez alors simplement déconnecté et le thème clair reviendra.',
      ],
    },
    {
      id: 'finalites',
      title: 'Pourquoi nous traitons ces données',
      paragraphs: ['Chaque traitement a un but précis et une base légale :'],
      items: [
        'exécuter les paiements et les versements que vous demandez, et vous en rendre compte (contrat marchand) ;',
        'vérifier l’identité des marchands et lutter contre la fraude et le blanchiment d’argent (obligations légales) ;',
        'sécuriser le site et l’API, par exemple en détectant des tentatives de connexion répétées (intérêt légitime) ;',
        'répondre à vos demandes de support (votre demande).',
      ],
    },
    {
      id: 'destinataires',
      title: 'Qui reçoit vos données',
      paragraphs: [
        'Seules les équipes de Yonnee qui en ont besoin y ont accès. Pour exécuter un paiement, nous transmettons les données nécessaires à l’opérateur concerné (Wave, Orange Money, Moov Money, Free Money, MTN) ou au réseau de cartes. Nous ne vendons ni ne louons aucune donnée personnelle.',
        'Nous communiquons des données aux autorités uniquement quand la loi nous y oblige.',
      ],
    },
    {
      id: 'conservation',
      title: 'Combien de temps',
      paragraphs: [
        'Les informations enregistrées dans votre navigateur ont les durées indiquées dans le tableau ci-dessus. Les données d’un compte marchand sont conservées tant que le compte est ouvert ; les données des transactions, le temps exigé par la réglementation financière et comptable applicable, puis supprimées ou rendues anonymes.',
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      paragraphs: [
        'Toutes les pages sont servies en HTTPS. Le jeton de session est limité à notre domaine, n’est jamais placé dans le stockage local et expire au bout de quelques heures. Les identifiants d’API sont vérifiés à chaque appel. Les données de carte sont saisies sur notre page hébergée, conformément à la norme PCI-DSS.',
      ],
    },
    {
      id: 'droits',
      title: 'Vos droits',
      paragraphs: [
        `Vous pouvez demander l’accès à vos données, leur rectification ou leur suppression, et vous opposer à un traitement fondé sur notre intérêt légitime. Écrivez à ${site.supportEmail} en précisant votre demande ; nous répondons sous 30 jours au plus et pouvons vous demander de justifier votre identité.`,
        'Nous appliquons la loi sénégalaise n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel et les textes équivalents des pays où nous opérons. Si notre réponse ne vous satisfait pas, vous pouvez saisir la Commission de protection des données personnelles (CDP) au Sénégal, ou l’autorité de protection des données de votre pays.',
      ],
    },
    {
      id: 'modifications',
      title: 'Modification de cette politique',
      paragraphs: [
        'Si nous ajoutons un cookie, une information enregistrée dans votre navigateur ou un nouveau traitement, nous mettons d’abord cette page à jour, ainsi que la date en tête de page.',
      ],
    },
  ],
};
