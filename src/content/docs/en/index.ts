// Every English page at once, for build-time tools (src/docsBuild). Browser code loads pages one
// by one through docsContentLoaders instead.
export { android } from './android';
export { api } from './api';
export { changelog } from './changelog';
export { compatibilite } from './compatibilite';
export { flutter } from './flutter';
export { identitegraphique } from './identitegraphique';
export { introduction } from './introduction';
export { mass } from './mass';
export { notifications } from './notifications';
export { prerequis } from './prerequis';
export { presentation } from './presentation';
export { saas } from './saas';
export { support } from './support';
export { versement } from './versement';
export { widget } from './widget';
