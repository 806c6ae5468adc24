import * as z from 'zod/mini';
import { MAX_AMOUNT, maxLengthOf } from './limits';

// Apart from ./envelope: a page that only reads answers (the payment page) loads neither these
// nor the limits' table.

/**
 * An amount a request sends: a number above zero and at most MAX_AMOUNT, whole in the
 * currencies without cents. Answers keep `amount()`: a payout's realAmount adds its fees.
 */
export const requestAmount = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .number()
    .check(
      z.gt(0),
      z.lte(MAX_AMOUNT),
      z.describe(
        'Montant dans l’unité de la devise : supérieur à zéro, au plus 100 000 000, et entier en XOF, XAF et GNF (devises sans centimes).',
      ),
    );

/** A text field of a request, with its maximum length (`maxLengthOf` in ./limits). */
export const requestText = /* @__NO_SIDE_EFFECTS__ */ (field: string) =>
  z.string().check(z.maxLength(maxLengthOf(field)));
