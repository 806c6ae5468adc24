export { Card, type CardProps } from './Card';
export { CardLink } from './CardLink';
export { cardVariants } from './Card.css';
