export { PaymentExperience, type PaymentExperienceProps } from './PaymentExperience';
