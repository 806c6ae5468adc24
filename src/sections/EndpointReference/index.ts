export { EndpointReference, type EndpointReferenceProps } from './EndpointReference';
