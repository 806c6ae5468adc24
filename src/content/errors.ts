/** The error pages' texts. The spec gives them in English; pages mark them `lang="en"`. */
export const errorPages = {
  401: {
    title: 'Unauthorized Access',
    text: 'Please log in with the appropriate credentials to access this resource.',
    hint: 'Connectez-vous avec un compte autorisé pour accéder à cette page.',
  },
  403: {
    title: 'Access Forbidden',
    text: "You don't have the necessary permission to view this resource.",
    hint: 'Votre compte n’a pas les droits nécessaires pour voir cette page.',
  },
  404: {
    title: 'Oops! Page Not Found!',
    text: 'It seems like the page you’re looking for does not exist or might have been removed.',
    hint: 'La page demandée n’existe pas ou a été supprimée.',
  },
  500: {
    title: 'Oops! Something went wrong',
    text: 'Please try again later.',
    hint: 'Une erreur est survenue de notre côté. Réessayez dans quelques instants.',
  },
  503: {
    title: 'Website is under maintenance!',
    text: 'The site is not available at the moment. We’ll be back online shortly.',
    hint: 'Le service est en maintenance et revient très vite.',
  },
} as const;

export type ErrorCode = keyof typeof errorPages;
export const errorCodes = Object.keys(errorPages).map(Number) as ErrorCode[];

export const errorActions = { back: 'Go Back', home: 'Back to Home' } as const;

export const errorScreen = {
  title: 'Something went wrong!',
  show: 'Show Error',
  hide: 'Hide Error',
  reload: 'Recharger la page',
  hint: 'Une partie de la page n’a pas pu se charger. Vérifiez votre connexion puis rechargez la page.',
} as const;

export const notFoundFallback = { title: 'Not Found', home: 'Retour à l’accueil' } as const;
