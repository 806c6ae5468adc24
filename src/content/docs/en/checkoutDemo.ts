import { checkoutDemoWords, type CheckoutDemoWords } from '../checkoutDemo';
import { docsChromeEn } from './labels';
import { markdownWidgetsEn } from './markdownWidgets';

const { checkoutDemo } = markdownWidgetsEn;

/** The live demo of /en/documentation/widget and /en/documentation/saas in English. */
export const checkoutDemoWordsEn: CheckoutDemoWords = {
  title: checkoutDemo.title,
  intro: checkoutDemo.intro,
  amount: 'Amount (CFA francs)',
  amountHint: 'From 100 to 1,000,000 CFA francs, in Senegal.',
  amountInvalid: 'Enter a whole amount from 100 to 1,000,000 CFA francs.',
  product: 'Product',
  sampleProduct: 'Demo basket',
  productInvalid: 'Describe the product in 80 characters at most.',
  productRequired: 'Enter the name of the product.',
  create: 'Create a test link',
  creating: 'Creating the link…',
  failed: (reason: string) => `The link could not be created: ${reason}`,
  created: 'Test link created',
  copyContext: 'the payment link',
  // The frame's, which the page has loaded already: no chunk of their own.
  copyLabels: docsChromeEn.copyLabels,
  open: 'Open the payment page',
  newTab: '(new tab)',
  again: 'Create another link',
  frameTitle: 'Demo payment page',
  testNumbers: checkoutDemo.testNumbers,
  outcomeSeparator: ': ',
  numbers: checkoutDemoWords.numbers.map(({ number }, index) => ({
    number,
    outcome: checkoutDemo.outcomes[index] ?? '',
  })),
  otpHint: checkoutDemo.otpHint,
  messages: 'Messages received from the page',
  noMessage: 'No message yet: pay in the page above.',
  scriptsPending: 'Available as soon as the page has finished loading.',
};
