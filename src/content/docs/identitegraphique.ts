import type { DocPageContent } from './types';

export const identitegraphique: DocPageContent = {
  page: 'identitegraphique',
  lead: 'Vous affichez Yonnee comme moyen de paiement sur votre site, votre application ou vos supports imprimés ? Utilisez les fichiers officiels du logo et respectez ces quelques règles.',
  sections: [
    {
      id: 'logo',
      title: 'Le logo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le logo réunit le symbole, un Y dans un carré aux coins arrondis, et le nom Yonnee. Il existe en deux versions : l’une pour les fonds clairs, l’autre pour les fonds sombres. Agrandissez-les pour les voir en détail et téléchargez-les au format SVG, qui reste net à toutes les tailles.',
        },
        { kind: 'widget', name: 'brandLogos' },
      ],
    },
    {
      id: 'couleurs',
      title: 'Couleurs',
      blocks: [
        {
          kind: 'table',
          caption: 'Couleurs du logo',
          columns: ['Usage', 'Fond clair', 'Fond sombre'],
          rows: [
            ['Symbole', '`#2451D6`', '`#8FB3FF`'],
            ['Y du symbole', '`#FFFFFF`', '`#080E1A`'],
            ['Nom Yonnee', '`#0E1626`', '`#EEF2F7`'],
          ],
        },
      ],
    },
    {
      id: 'regles-d-usage',
      title: 'Règles d’usage',
      blocks: [
        {
          kind: 'list',
          items: [
            'Laissez autour du logo un espace libre au moins égal à la moitié de la hauteur du symbole.',
            'Ne descendez pas sous 24 pixels de haut pour le symbole à l’écran.',
            'Ne déformez pas le logo, ne changez pas ses couleurs, n’y ajoutez ni ombre ni contour.',
            'Sur une photo ou un fond chargé, placez le logo sur un aplat clair ou sombre.',
            'Pour signaler le paiement, écrivez « Payer avec Yonnee » à côté du logo plutôt que dans le logo.',
          ],
        },
      ],
    },
  ],
};
