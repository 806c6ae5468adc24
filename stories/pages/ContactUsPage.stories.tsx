import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { answerPromise, contactForm, contactPage, openingHours } from '../../src/content/contact';
import { site } from '../../src/content/site';
import { ContactUsPage } from '../../src/pages/ContactUsPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  loose,
  phone,
} from './marketingChecks';

const meta = {
  title: 'Pages/ContactUsPage',
  component: ContactUsPage,
  parameters: { layout: 'fullscreen', route: paths.contactUs },
} satisfies Meta<typeof ContactUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectContactPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, contactPage.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expectLinks(canvasElement, site.supportPhone, site.supportPhoneHref);
  await expectLinks(canvasElement, site.supportEmail, `mailto:${site.supportEmail}`);
  await expect(canvas.getByText(site.address)).toBeVisible();
  await expect(canvas.getByText(loose(answerPromise))).toBeVisible();
  for (const slot of openingHours) {
    await expect(canvas.getByText(slot.days)).toBeVisible();
    await expect(canvas.getByText(slot.hours)).toBeVisible();
  }
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectContactPage(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nom/ }), 'Diop');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prénom/ }), 'Awa');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Adresse e-mail/ }),
      'awa.diop@exemple.sn',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Message/ }),
      'Bonjour, je souhaite accepter Wave et Orange Money sur ma boutique en ligne.',
    );
    await userEvent.click(canvas.getByRole('button', { name: contactForm.submit }));
    const confirmation = await canvas.findByRole('heading', {
      name: contactForm.confirmation.title,
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(
      canvas.getByText(loose(contactForm.confirmation.text('Awa', 'awa.diop@exemple.sn'))),
    ).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectContactPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};

export const InvalidSubmissionOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: /^Nom/ });
    const email = canvas.getByRole('textbox', { name: /^Adresse e-mail/ });
    await userEvent.type(email, 'awa.diop@');
    await userEvent.click(canvas.getByRole('button', { name: contactForm.submit }));
    await expect(await canvas.findByText(loose(contactForm.email.invalid))).toBeVisible();
    await expect(canvas.getByText(loose(contactForm.lastName.required))).toBeVisible();
    await expect(email).toHaveValue('awa.diop@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveFocus();
    await expectNoHorizontalScroll(canvasElement);
  },
};
