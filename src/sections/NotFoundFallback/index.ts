export { NotFoundFallback } from './NotFoundFallback';
