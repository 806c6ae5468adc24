import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  LanguageTabs,
  SAMPLE_LANGUAGE_STORAGE_KEY,
  sampleLanguageStore,
} from '../../src/sections/LanguageTabs';
import { withRoom } from '../kit/withRoom';

const samples = {
  curl: 'curl "$YONNEE_HOST/api/v1/transaction/get-balance"',
  javascript:
    'const response = await fetch(`${process.env.YONNEE_HOST}/api/v1/transaction/get-balance`);',
  php: "<?php\n$ch = curl_init(getenv('YONNEE_HOST') . '/api/v1/transaction/get-balance');",
  python: 'import requests\n\nresponse = requests.get(f"{host}/api/v1/transaction/get-balance")',
};

const meta = {
  title: 'Sections/LanguageTabs',
  component: LanguageTabs,
  decorators: [withRoom],
  args: { samples, label: 'Consulter le solde' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  // Every story starts from a first visit: nothing stored, curl shown.
  beforeEach: () => {
    localStorage.removeItem(SAMPLE_LANGUAGE_STORAGE_KEY);
    sampleLanguageStore.set('curl', { persist: false });
  },
} satisfies Meta<typeof LanguageTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByRole('tablist')[0]!);

export const ShowsCurlFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tablist', { name: 'Langage des exemples : Consulter le solde' }),
    ).toBeVisible();
    await expect(
      tabs(canvasElement)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['curl', 'JavaScript', 'PHP', 'Python']);
    const curl = tabs(canvasElement).getByRole('tab', { name: 'curl' });
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'curl' });
    await expect(panel).toHaveTextContent(samples.curl);
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    // The other samples are not in the page until picked: a page sends one, not four.
    const others = canvasElement.querySelectorAll('[role="tabpanel"][hidden]');
    await expect(others).toHaveLength(3);
    for (const other of others) await expect(other).toBeEmptyDOMElement();
  },
};

export const ArrowKeysMoveBetweenLanguages: Story = {
  play: async ({ canvasElement }) => {
    const list = tabs(canvasElement);
    await userEvent.click(list.getByRole('tab', { name: 'curl' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(list.getByRole('tab', { name: 'JavaScript' })).toHaveFocus();
    await expect(list.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(list.getByRole('tab', { name: 'Python' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(list.getByRole('tab', { name: 'curl' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(list.getByRole('tab', { name: 'Python' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the chosen tab is in the Tab order.
    await expect(list.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('import requests');
    // Focus rings' rounded corners do not render the same twice: keep them out of the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const TheChoiceAppliesEverywhereAndIsRemembered: Story = {
  render: (args) => (
    <>
      <LanguageTabs {...args} />
      <LanguageTabs {...args} label="Lister les versements" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('tablist').map((list) => within(list));
    await userEvent.click(first!.getByRole('tab', { name: 'PHP' }));
    await expect(second!.getByRole('tab', { name: 'PHP' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(localStorage.getItem(SAMPLE_LANGUAGE_STORAGE_KEY)).toBe('php');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(2);
    for (const panel of canvas.getAllByRole('tabpanel')) {
      await expect(panel).toHaveTextContent('<?php');
    }
    // Focus rings' rounded corners do not render the same twice: keep them out of the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReadsTheStoredChoiceAfterMount: Story = {
  beforeEach: () => {
    localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, 'python');
  },
  play: async ({ canvasElement }) => {
    const list = tabs(canvasElement);
    await waitFor(() =>
      expect(list.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(within(canvasElement).getByRole('tabpanel', { name: 'Python' })).toBeVisible();
  },
};

export const IgnoresAnUnknownStoredValue: Story = {
  beforeEach: () => {
    localStorage.setItem(SAMPLE_LANGUAGE_STORAGE_KEY, 'cobol');
  },
  play: async ({ canvasElement }) => {
    await expect(tabs(canvasElement).getByRole('tab', { name: 'curl' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
