/** A customer's word (spec 3.2); the picture is an avatar drawn from the initials. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  message: string;
}

export interface TestimonialsContent {
  eyebrow: string;
  title: string;
  /** Accessible name of the carousel. */
  carouselLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** Announced politely after each move; `{n}` and `{total}` are replaced. */
  positionLabel: string;
  items: readonly Testimonial[];
}

export const testimonials: TestimonialsContent = {
  eyebrow: 'Témoignages',
  title: 'Ils encaissent avec Yonnee',
  carouselLabel: 'Témoignages de clients',
  previousLabel: 'Témoignage précédent',
  nextLabel: 'Témoignage suivant',
  positionLabel: 'Témoignage {n} sur {total}',
  items: [
    {
      id: 'awa-diop',
      name: 'Awa Diop',
      role: 'Fondatrice de Sunu Cosmétiques, Dakar',
      message:
        'Avant, mes clientes m’envoyaient une capture d’écran de leur transfert et je vérifiais tout à la main. Maintenant le lien de paiement part sur WhatsApp et la commande est confirmée dès que l’argent arrive.',
    },
    {
      id: 'yao-kouassi',
      name: 'Yao Kouassi',
      role: 'Directeur financier de Transports Ébène, Abidjan',
      message:
        'Nous payons plus de deux cents chauffeurs chaque fin de mois. Un seul fichier suffit désormais : chacun reçoit son salaire sur Orange Money ou Moov Money en quelques minutes, et nous gardons la trace de chaque versement.',
    },
    {
      id: 'mariam-traore',
      name: 'Mariam Traoré',
      role: 'Développeuse chez Faso Marché, Ouagadougou',
      message:
        'La documentation est claire et les exemples fonctionnent du premier coup. Nous avons ajouté le mobile money et la carte à notre application Flutter en une semaine, tests compris.',
    },
  ],
};
