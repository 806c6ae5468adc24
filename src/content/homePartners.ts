/** A brand in the partner strip, drawn as a neutral wordmark (never the brand's own logo). */
export interface Partner {
  id: string;
  name: string;
  kind: 'card' | 'mobileMoney';
}

export interface PartnersContent {
  title: string;
  lead: string;
  pauseLabel: string;
  playLabel: string;
  items: readonly Partner[];
}

export const partners: PartnersContent = {
  title: 'Les moyens de paiement de vos clients, réunis',
  lead: 'Réseaux de cartes et opérateurs de mobile money acceptés selon les pays.',
  pauseLabel: 'Mettre en pause le défilement',
  playLabel: 'Reprendre le défilement',
  items: [
    { id: 'visa', name: 'Visa', kind: 'card' },
    { id: 'mastercard', name: 'Mastercard', kind: 'card' },
    { id: 'wave', name: 'Wave', kind: 'mobileMoney' },
    { id: 'orange-money', name: 'Orange Money', kind: 'mobileMoney' },
    { id: 'moov-money', name: 'Moov Money', kind: 'mobileMoney' },
    { id: 'mtn-momo', name: 'MTN MoMo', kind: 'mobileMoney' },
    { id: 'free-money', name: 'Free Money', kind: 'mobileMoney' },
    { id: 'gim-uemoa', name: 'GIM-UEMOA', kind: 'card' },
  ],
};
