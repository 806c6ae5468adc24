import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsPath } from '../../src/paths/paths';
import { contactForm } from '../../src/content/contact';
import { docsChrome } from '../../src/content/docs/labels';
import { docsChromeEn } from '../../src/content/docs/en/labels';
import { docsTitles } from '../../src/content/pageTitles';
import { DocsPage } from '../../src/pages/DocsPage';
import { resetAppStores } from '../support/resetStores';
import { expectNoSkippedHeadingLevel, expectSingleH1 } from './marketingChecks';

const meta = {
  title: 'Pages/DocsPage',
  component: DocsPage,
  args: { page: 'flutter' },
  parameters: { layout: 'fullscreen', route: docsPath('flutter') },
  beforeEach: resetAppStores,
} satisfies Meta<typeof DocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlutterPageWithItsExactCommands: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('main');
    await expectSingleH1(canvasElement, docsTitles.flutter);
    await expectNoSkippedHeadingLevel(canvasElement);
    // The spec's anchor, and the exact commands, manifest line, import and versions.
    await expect(canvas.getByRole('heading', { level: 2, name: 'SDK Flutter' })).toHaveAttribute(
      'id',
      'sdk',
    );
    const code = [...canvasElement.querySelectorAll('pre')].map((pre) => pre.textContent);
    await expect(code).toEqual(
      expect.arrayContaining([
        'dart pub add yonnee_flutter',
        'flutter pub add yonnee_flutter',
        'dependencies:\n  yonnee_flutter: ^0.0.2',
        "import 'package:yonnee_flutter/yonnee_flutter.dart';",
        "environment:\n  sdk: '>=3.2.2 <4.0.0'\n  flutter: '>=3.3.0'",
      ]),
    );
    await expect(canvas.getByText('Dart 3.5.1 ou plus récent')).toBeVisible();
    await expect(canvas.getByText('Flutter 3.24.1 ou plus récent')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: docsChrome.pagerLabel });
    await expect(
      within(pager)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([docsPath('saas'), docsPath('android')]);
    await expect(
      canvas.getByRole('link', { name: docsChrome.languageSwitch.label }),
    ).toHaveAttribute('href', docsPath('flutter', 'en'));
  },
};

export const FlutterPageInEnglish: Story = {
  args: { page: 'flutter', locale: 'en' },
  parameters: { route: docsPath('flutter', 'en') },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('main');
    await expectSingleH1(canvasElement, docsChromeEn.pageTitles.flutter);
    await expectNoSkippedHeadingLevel(canvasElement);
    // The same anchor and the same code as the French page, English words around them.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Flutter SDK' })).toHaveAttribute(
      'id',
      'sdk',
    );
    await expect(canvas.getByText('Dart 3.5.1 or later')).toBeVisible();
    const code = [...canvasElement.querySelectorAll('pre')].map((pre) => pre.textContent);
    await expect(code).toContain('dart pub add yonnee_flutter');
    await expect(
      canvas.getAllByRole('button', { name: /^Copy the dart pub add command$/ }),
    ).toHaveLength(1);
    // The frame speaks English, links English pages, and offers the French page.
    const nav = canvas.getByRole('navigation', { name: docsChromeEn.navLabel });
    await expect(within(nav).getByRole('link', { name: 'Flutter SDK' })).toHaveAttribute(
      'href',
      docsPath('flutter', 'en'),
    );
    const pager = canvas.getByRole('navigation', { name: docsChromeEn.pagerLabel });
    await expect(
      within(pager)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([docsPath('saas', 'en'), docsPath('android', 'en')]);
    const toFrench = canvas.getByRole('link', { name: docsChromeEn.languageSwitch.label });
    await expect(toFrench).toHaveAttribute('href', docsPath('flutter'));
    await expect(toFrench).toHaveAttribute('hreflang', 'fr');
    await expect(canvas.getByRole('navigation', { name: docsChromeEn.tocTitle })).toBeVisible();
  },
};

export const SupportPageOnAPhone: Story = {
  args: { page: 'support' },
  parameters: { route: docsPath('support') },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSingleH1(canvasElement, docsTitles.support);
    const form = await canvas.findByRole(
      'form',
      { name: 'Envoyez-nous un message' },
      { timeout: 3000 },
    );
    await expect(within(form).getByRole('button', { name: contactForm.submit })).toBeVisible();
    await expect(await canvas.findByText('Du lundi au vendredi')).toBeVisible();
    await expect(canvas.getByText('08h – 18h')).toBeVisible();
    await expect(canvas.getByText('08h – 12h')).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: /Ouvrir dans OpenStreetMap/ }),
    ).toBeVisible();
    await expectNoSkippedHeadingLevel(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const SupportFormIsValidated: Story = {
  args: { page: 'support' },
  parameters: { route: docsPath('support') },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole(
      'form',
      { name: 'Envoyez-nous un message' },
      { timeout: 3000 },
    );
    await userEvent.click(within(form).getByRole('button', { name: contactForm.submit }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(within(form).getByText(contactForm.email.required)).toBeVisible();
    // The first invalid field took focus and scrolled the page: picture the page from its top.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};
