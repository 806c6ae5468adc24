import type { CardFormCopy } from '../cardCopy';
import type { CheckoutCopy } from '../copy';
import type { OutcomeCopy } from '../outcomeCopy';
import type { ReceiptActionsCopy } from '../receiptActionsCopy';

export type CheckoutLanguage = 'fr' | 'en';

export interface CheckoutWords {
  lang: CheckoutLanguage;
  copy: CheckoutCopy;
  /** The card form's words; French ones come with the card form's chunk (cardCopy.ts). */
  card?: CardFormCopy;
  /** The receipt's buttons' words; French ones come with their chunk (receiptActionsCopy.ts). */
  receiptActions?: ReceiptActionsCopy;
  /** A sent payment's screens' words; French ones come with their chunk (outcomeCopy.ts). */
  outcome?: OutcomeCopy;
}
