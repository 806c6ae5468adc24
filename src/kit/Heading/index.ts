export { Heading, headingLevels, type HeadingProps } from './Heading';
export { headingSizes } from './Heading.css';
