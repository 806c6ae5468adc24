export { SecurityOverview } from './SecurityOverview';
