export { PricingPlans } from './PricingPlans';
