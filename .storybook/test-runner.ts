import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultTestViewport, viewports, type ViewportName } from '../stories/support/viewports.ts';

const snapshotsDir = path.resolve(process.cwd(), 'stories/__visual__/baselines');
const diffDir = path.resolve(process.cwd(), '.reports/visual-diffs');

interface VisualParameters {
  /** Skip the screenshot; the story must say why in a comment. */
  disable?: boolean;
  /** Capture the whole page instead of #storybook-root (portals, fixed elements). */
  fullPage?: boolean;
}

function viewportOf(storyGlobals: Record<string, unknown> | undefined) {
  const name = (storyGlobals?.viewport as { value?: ViewportName } | undefined)?.value;
  const viewport = name ? viewports[name] : undefined;
  if (!viewport) return defaultTestViewport;
  return {
    width: parseInt(viewport.styles.width, 10),
    height: parseInt(viewport.styles.height, 10),
  };
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportOf(story.storyGlobals));
  },
  async postVisit(page, context) {
    // A play function that failed left the story half-way: its own message is the one to read,
    // and a screenshot comparison would replace it with a pixel count.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    const visual = (story.parameters?.visual ?? {}) as VisualParameters;
    if (visual.disable) return;
    await waitForPageReady(page);
    // A part with `content-visibility: auto` (the home page's lower sections, the docs'
    // subsections, the API reference's cards) draws nothing while off-screen, and a tall story's
    // screenshot reaches past the viewport. Draw each such part as it is drawn once the visitor
    // scrolls near it: `auto` then means exactly these containments, so the screenshot still
    // shows anything they clip.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(element).contentVisibility !== 'auto') continue;
        element.style.setProperty('content-visibility', 'visible');
        element.style.setProperty('contain', 'layout style paint');
      }
    });
    // After an interaction Chromium re-rasters only the changed rectangles, and rounded corners cut
    // by one come out a few pixels different from a full paint. Invalidate the whole page first, so
    // the strict comparison sees the same pixels every run.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const root = document.documentElement;
      const previous = root.style.getPropertyValue('background-color');
      root.style.setProperty('background-color', 'rgb(1, 2, 3)');
      await frame();
      await frame();
      if (previous) root.style.setProperty('background-color', previous);
      else root.style.removeProperty('background-color');
      await frame();
      await frame();
    });
    const root = page.locator('#storybook-root');
    const box = await root.boundingBox();
    const fullPage = visual.fullPage || !box || box.width === 0 || box.height === 0;
    const image = fullPage
      ? await page.screenshot({ animations: 'disabled', caret: 'hide' })
      : await root.screenshot({ animations: 'disabled', caret: 'hide' });
    // Chromium encodes equal pixels to equal bytes, so an identical file is a match without
    // decoding either image (jest-image-snapshot compares in a child process: about half a second
    // a story, most of the visual check). Any other file gets the strict pixel comparison.
    const baseline = path.join(snapshotsDir, `${context.id}.png`);
    if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: diffDir,
      customSnapshotIdentifier: context.id,
      // Strict on purpose: anti-aliased pixels count, so a 1 px radius change is caught.
      customDiffConfig: { threshold: 0, includeAA: true },
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
