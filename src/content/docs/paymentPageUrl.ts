import { paths } from '../../paths/paths';

/** The hosted payment page of a link, as integrators write it. */
export const paymentPageUrl = `https://{host}${paths.paymentPage.replace(':token', '{token}')}`;
