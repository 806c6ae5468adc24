export { PhoneStep, type PhoneStepProps, type PhoneSuggestion } from './PhoneStep';
