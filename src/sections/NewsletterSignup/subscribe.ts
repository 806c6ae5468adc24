// Loaded on first focus or submit, to keep zod and the sending code out of the home page's first load.
export { checkEmail } from './emailSchema';
export { sendForm } from '../../lib/forms/send';
