export { EndpointUrl, type EndpointUrlProps } from './EndpointUrl';
export { httpMethods } from './EndpointUrl.css';
