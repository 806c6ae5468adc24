export { Container, type ContainerProps } from './Container';
export { containerWidths } from './Container.css';
