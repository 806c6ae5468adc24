import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { outcomeCopy } from '../../src/checkout/outcomeCopy';
import { maskPhone, planFor } from '../../src/checkout/phonePlans';
import { formatAmount } from '../../src/checkout/format';
import { formatPaymentDate } from '../../src/checkout/paymentDate';
import { SAMPLE_TIME } from '../../src/sandbox';
import { PaymentReceipt } from '../../src/checkout/screens/PaymentReceipt';
import { receiptActionsCopy as actionsCopy } from '../../src/checkout/screens/ReceiptActions';
import { withRoom } from '../kit/withRoom';

const meta = {
  title: 'Checkout/PaymentReceipt',
  component: PaymentReceipt,
  decorators: [withRoom],
  args: {
    amount: formatAmount(45_000, 'XOF', 'fr-SN'),
    businessName: 'Boutique Teranga',
    product: 'Panier de mangues <b>bio</b>',
    methodName: 'Wave',
    phone: maskPhone('770000001', planFor('SN')),
    date: formatPaymentDate(SAMPLE_TIME, 'SN', 'fr-SN'),
    transactionId: 'YN-PI-000042',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt's rows, term → value. */
const rowsOf = (canvasElement: HTMLElement) => {
  const receipt = canvasElement.querySelector<HTMLElement>(
    `dl[aria-label="${outcomeCopy.success.receipt}"]`,
  )!;
  return within(receipt)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

export const ProofOfAWavePayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: outcomeCopy.success.title });
    await expect(region).toHaveAttribute('data-tone', 'success');
    await expect(
      canvas.getByText(
        /^Vous avez payé 45\s000\sF\s?CFA à Boutique Teranga\. Gardez ce reçu : le marchand est prévenu\.$/,
      ),
    ).toBeVisible();
    const rows = rowsOf(canvasElement);
    await expect(rows.map(([term]) => term)).toEqual([
      'Montant payé',
      'Bénéficiaire',
      'Achat',
      'Moyen de paiement',
      'Numéro',
      'Date',
      'Référence',
    ]);
    const values = Object.fromEntries(rows);
    await expect(values['Montant payé']).toMatch(/^45\s000\sF\s?CFA$/);
    // What the merchant wrote is shown as text, markup included, never interpreted.
    await expect(values['Achat']).toBe('Panier de mangues <b>bio</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(values['Moyen de paiement']).toBe('Wave');
    // Enough of the number to recognise it, no more.
    await expect(values['Numéro']).toBe('+221 77 ••• •• 01');
    // In Dakar's time, whatever the phone's setting: 10:32 UTC is 10:32 in Dakar.
    await expect(values['Date']).toBe('14 avril 2025 à 10:32');
    await expect(values['Référence']).toBe('YN-PI-000042');
    // Numbers and references are not for translation tools to rewrite.
    await expect(canvas.getByText('YN-PI-000042')).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('+221 77 ••• •• 01')).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText(outcomeCopy.success.close)).toBeVisible();
    // Only ways to keep the receipt: nothing left to pay or fill in.
    const buttons = await canvas.findAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      actionsCopy.print,
      actionsCopy.copy,
    ]);
  },
};

export const FeesWhenTheApiStatesThem: Story = {
  args: {
    amount: formatAmount(10_000, 'XOF', 'fr-SN'),
    fees: formatAmount(100, 'XOF', 'fr-SN'),
    methodName: 'Orange Money',
    phone: maskPhone('0700000001', planFor('CI')),
    date: formatPaymentDate(SAMPLE_TIME, 'CI', 'fr-SN'),
    transactionId: 'MP250414.1032.A07731',
  },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    // The fees come right under the amount they were added to.
    await expect(rows.slice(0, 2).map(([term]) => term)).toEqual(['Montant payé', 'Frais']);
    await expect(rows[1]![1]).toMatch(/^100\sF\s?CFA$/);
    const values = Object.fromEntries(rows);
    await expect(values['Numéro']).toBe('+225 07 •• •• •• 01');
    await expect(values['Référence']).toBe('MP250414.1032.A07731');
  },
};

export const KeptPrintedOrCopied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const print = spyOn(window, 'print').mockImplementation(() => {});
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: actionsCopy.print }));
      await expect(print).toHaveBeenCalledOnce();
      // This browser has no Web Share: the receipt is copied instead, as text.
      await expect(canvas.queryByRole('button', { name: actionsCopy.share })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: actionsCopy.copy }));
      await expect(write).toHaveBeenCalledOnce();
      await expect(write.mock.calls[0]![0]).toContain('Référence : YN-PI-000042');
      await expect(write.mock.calls[0]![0]).toContain('Numéro : +221 77 ••• •• 01');
      await expect(canvas.getByRole('status')).toHaveTextContent(actionsCopy.copied);
    } finally {
      print.mockRestore();
      write.mockRestore();
    }
  },
};

export const BackToTheMerchant: Story = {
  args: { returnUrl: 'https://boutique-teranga.example/merci' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'Retour chez Boutique Teranga' });
    await expect(back).toHaveAttribute('href', 'https://boutique-teranga.example/merci');
    // The way back replaces the note that the page may be closed.
    await expect(canvas.queryByText(outcomeCopy.success.close)).toBeNull();
  },
};

export const NoWayBackToAnAddressThatIsNotHttps: Story = {
  args: { returnUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(outcomeCopy.success.close)).toBeVisible();
  },
};
