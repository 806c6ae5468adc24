import { paths } from '../paths/paths';

/** Where a placeholder page leads besides home: the page its address most likely meant. */
export const placeholderNext = {
  /** /pricing is the spec's English placeholder; the prices are on /tarif. */
  pricing: { label: 'Voir nos tarifs', href: paths.pricingFr },
} as const;
