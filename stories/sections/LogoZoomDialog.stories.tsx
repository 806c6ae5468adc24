import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandAssets, brandCopy, LOGO_ZOOM_SIZE } from '../../src/content/docs/brand';
import { brandWordsEn } from '../../src/content/docs/en/brand';
import { scriptsPendingReason } from '../../src/kit';
import { LogoZoomDialog } from '../../src/sections/LogoZoomDialog';
import { withRoom } from '../kit/withRoom';
import { asServerHtml } from '../kit/asServerHtml';
import { inEnglish } from '../support/inEnglish';

const meta = {
  title: 'Sections/LogoZoomDialog',
  component: LogoZoomDialog,
  decorators: [withRoom],
  args: {
    src: brandAssets.light.src,
    fileName: brandAssets.light.fileName,
    theme: 'light',
    backgroundName: brandAssets.light.background,
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  // The dialog lives in the top layer, outside #storybook-root's box.
  parameters: { visual: { fullPage: true } },
} satisfies Meta<typeof LogoZoomDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the image has its pixels, so the screenshot never catches it half drawn. */
const loaded = (image: HTMLImageElement) =>
  waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));

export const ShowsTheLogoWithADownloadLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: brandCopy.onBackground('clair') });
    // The panel around the figure shows the background; its buttons follow the caption.
    const panel = figure.parentElement!;
    await expect(panel).toHaveAttribute('data-theme', 'light');
    const download = within(panel).getByRole('link', { name: brandCopy.download });
    await expect(download).toHaveAttribute('href', brandAssets.light.src);
    await expect(download).toHaveAttribute('download', brandAssets.light.fileName);
    await loaded(within(figure).getByRole('img', { name: brandCopy.logoAlt }) as HTMLImageElement);
    await expect(canvas.getByRole('dialog', { hidden: true })).not.toBeVisible();
  },
};

export const ZoomOpensAt300PixelsAndEscapeCloses: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('button', { name: brandCopy.zoom('clair') });
    await step('Opens a modal dialog with the logo at 300 × 300', async () => {
      await userEvent.click(zoom);
      const dialog = canvas.getByRole('dialog', { name: brandCopy.dialogTitle('clair') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveProperty('open', true);
      await expect(dialog.matches(':modal')).toBe(true);
      const image = within(dialog).getByRole('img', {
        name: brandCopy.logoAlt,
      }) as HTMLImageElement;
      await loaded(image);
      const box = image.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([LOGO_ZOOM_SIZE, LOGO_ZOOM_SIZE]);
      await expect(within(dialog).getByRole('link', { name: brandCopy.download })).toHaveAttribute(
        'download',
        brandAssets.light.fileName,
      );
    });
    await step('Escape closes it and gives focus back to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.getByRole('dialog', { hidden: true })).not.toBeVisible());
      await expect(zoom).toHaveFocus();
      zoom.blur();
    });
  },
};

export const DarkLogoStaysOpenForTheScreenshot: Story = {
  args: {
    src: brandAssets.dark.src,
    fileName: brandAssets.dark.fileName,
    theme: 'dark',
    backgroundName: brandAssets.dark.background,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: brandCopy.zoom('sombre') }));
    const dialog = canvas.getByRole('dialog', { name: brandCopy.dialogTitle('sombre') });
    const image = within(dialog).getByRole('img') as HTMLImageElement;
    await loaded(image);
    // Even on a 360 px phone the logo keeps its 300 px and fits.
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(LOGO_ZOOM_SIZE);
    await expect(box.right).toBeLessThanOrEqual(360);
    await expect(within(dialog).getByRole('button', { name: brandCopy.close })).toBeVisible();
    // The dialog focused its first link; the screenshot is about the logo, not the ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const BeforeItsScriptsRunZoomSaysWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('button', { name: brandCopy.zoom('clair') });
    await expect(zoom).toBeDisabled();
    await expect(zoom).toHaveAccessibleDescription(scriptsPendingReason);
    await expect(zoom).toHaveAttribute('title', scriptsPendingReason);
    // The download is a link: it works from the start.
    await expect(canvas.getByRole('link', { name: brandCopy.download })).toHaveAttribute(
      'href',
      brandAssets.light.src,
    );
    await loaded(canvas.getByRole('img', { name: brandCopy.logoAlt }) as HTMLImageElement);
  },
};

/** On /en/documentation/identitegraphique: the panel and its dialog in English. */
export const InEnglish: Story = {
  args: { backgroundName: brandWordsEn.backgrounds.light, words: brandWordsEn },
  decorators: [inEnglish],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const words = brandWordsEn;
    const figure = canvas.getByRole('figure', { name: words.onBackground('light') });
    await loaded(within(figure).getByRole('img', { name: words.logoAlt }) as HTMLImageElement);
    const zoom = canvas.getByRole('button', { name: words.zoom('light') });
    await expect(zoom).toHaveTextContent(words.zoomButton);
    await step('The dialog opens, named and labelled in English, and closes', async () => {
      await userEvent.click(zoom);
      const dialog = canvas.getByRole('dialog', { name: words.dialogTitle('light') });
      await expect(dialog).toBeVisible();
      await expect(within(dialog).getByRole('link', { name: words.download })).toHaveAttribute(
        'download',
        brandAssets.light.fileName,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: words.close }));
      await waitFor(() => expect(canvas.getByRole('dialog', { hidden: true })).not.toBeVisible());
      zoom.blur();
    });
    await expect(canvas.queryByText(/Agrandir|Télécharger|fond|Fermer/)).toBeNull();
  },
};

/** Before its scripts run, the English panel says why in English. */
export const InEnglishBeforeItsScriptsRun: Story = {
  args: { backgroundName: brandWordsEn.backgrounds.light, words: brandWordsEn },
  decorators: [asServerHtml, inEnglish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('button', { name: brandWordsEn.zoom('light') });
    await expect(zoom).toBeDisabled();
    await expect(zoom).toHaveAccessibleDescription(brandWordsEn.scriptsPending!);
    await loaded(canvas.getByRole('img', { name: brandWordsEn.logoAlt }) as HTMLImageElement);
  },
};
