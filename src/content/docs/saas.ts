import { docsPath } from '../../paths/paths';
import { endpointDocs } from './apiReference';
import type { DocPageContent } from './types';
import { paymentPageUrl } from './paymentPageUrl';
import { paymentButton } from './saasSamples';
import * as glyphs from '../../kit/Icon/glyphs';

export const saas: DocPageContent = {
  page: 'saas',
  lead: 'La page de paiement hébergée est la façon la plus simple d’accepter Yonnee : vous générez un lien, vous le placez derrière un bouton ou dans un message, et vos clients paient sur une page que nous hébergeons et maintenons.',
  sections: [
    {
      id: 'avantages',
      title: 'Avantages',
      blocks: [
        {
          kind: 'features',
          items: [
            {
              icon: glyphs.code,
              title: 'Aucun développement',
              text: 'Pas d’écran de paiement à concevoir : la page affiche le produit, le montant et les moyens de paiement du pays.',
            },
            {
              icon: glyphs.zap,
              title: 'Déploiement immédiat',
              text: 'Un lien créé est utilisable à la seconde, dans un e-mail, un SMS, une publication ou sur votre site.',
            },
            {
              icon: glyphs.shield,
              title: 'Conformité PCI-DSS',
              text: 'Les données de carte sont saisies et traitées chez Yonnee, dans un environnement conforme à la norme PCI-DSS : votre site reste hors de son périmètre.',
            },
            {
              icon: glyphs.lock,
              title: 'Chiffrement',
              text: 'La page est servie uniquement en HTTPS ; les données de paiement restent chiffrées (TLS) de l’appareil du client jusqu’à Yonnee.',
            },
            {
              icon: glyphs.alert,
              title: 'Protection contre la fraude',
              text: 'Chaque paiement est contrôlé avant d’être accepté, et chaque lien est lié à un montant et à un produit qu’on ne peut pas modifier.',
            },
          ],
        },
      ],
    },
    {
      id: 'generer-un-lien',
      title: 'Générer un lien de paiement',
      blocks: [
        {
          kind: 'paragraph',
          text: `Depuis votre serveur, appelez [${endpointDocs.createPaymentLink.title.toLowerCase()}](${docsPath('api')}#${endpointDocs.createPaymentLink.anchor}) avec le montant, le pays, la devise et le produit. La réponse contient \`urlPayIn\`, l’adresse de la page de paiement, de la forme \`${paymentPageUrl}\`.`,
        },
        {
          kind: 'paragraph',
          text: 'Sans développeur, créez le lien depuis votre tableau de bord marchand et copiez-le.',
        },
        { kind: 'widget', name: 'checkoutDemo', mode: 'open' },
      ],
    },
    {
      id: 'bouton-de-paiement',
      title: 'Mettre le lien dans un bouton',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Placez le lien derrière un bouton de votre site : un lien HTML ordinaire suffit, stylé comme vos autres boutons.',
        },
        {
          kind: 'code',
          sample: {
            language: 'html',
            label: 'HTML',
            copyContext: 'le code du bouton',
            code: paymentButton,
          },
        },
        {
          kind: 'callout',
          tone: 'success',
          title: 'Partage sur les réseaux',
          text: 'Le même lien fonctionne dans WhatsApp, Facebook, Instagram, un SMS ou un e-mail : c’est souvent le premier moyen de paiement des vendeurs qui n’ont pas de site.',
        },
      ],
    },
    {
      id: 'apres-le-paiement',
      title: 'Après le paiement',
      blocks: [
        {
          kind: 'list',
          items: [
            'Le client voit le résultat sur la page : paiement accepté, en attente ou refusé, avec la raison.',
            'Votre URL `ipn` est notifiée ; le paiement apparaît aussi dans la liste de vos encaissements.',
            'Vous voulez garder le client sur votre site ? Affichez la même page dans une iframe avec le [widget](' +
              docsPath('widget') +
              ').',
          ],
        },
      ],
    },
  ],
};
