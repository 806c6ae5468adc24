export { TextSection, type TextSectionProps } from './TextSection';
