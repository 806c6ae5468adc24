import { expect, within } from 'storybook/test';
import { site } from '../../src/content/site';
import { solutions, type SolutionId } from '../../src/content/solutions';
import { docsPath, paths, type DocsPage } from '../../src/paths/paths';
import { solutionActions } from '../../src/sections/SolutionPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

interface SolutionPageChecks {
  /** The docs page its developers' link opens, or null for a solution without documentation. */
  docs: DocsPage | null;
  /** What this solution's own part of the spec promises, beyond what every solution page has. */
  expectOwn: (canvasElement: HTMLElement) => Promise<void>;
}

interface PlayContext {
  canvasElement: HTMLElement;
}

/** The parameters of a solution page's stories: the full width, at the page's own route. */
export const solutionPageParameters = (id: SolutionId) => ({
  layout: 'fullscreen',
  route: paths[id],
});

/**
 * The two stories of a solution page, on a desktop and on a phone. Both check what every solution
 * page has (one h1, an unbroken outline, the calls to action, the docs link or its absence) and
 * what this one promises; the phone also that nothing sticks out sideways.
 */
export function solutionPageStories(id: SolutionId, checks: SolutionPageChecks) {
  const content = solutions[id];
  async function expectPage(canvasElement: HTMLElement) {
    await expectSingleH1(canvasElement, content.title);
    await expectNoSkippedHeadingLevel(canvasElement);
    await expectLinks(canvasElement, solutionActions.register, site.merchantRegisterUrl);
    await expectLinks(canvasElement, solutionActions.contact, paths.contactUs);
    if (checks.docs) {
      await expectLinks(canvasElement, content.docs?.label ?? '', docsPath(checks.docs));
    } else {
      // No developer documentation exists for it, so the page offers none.
      await expect(
        within(canvasElement).queryByRole('heading', { name: solutionActions.docsTitle }),
      ).toBeNull();
    }
    await checks.expectOwn(canvasElement);
  }
  return {
    Desktop: {
      globals: desktop,
      play: async ({ canvasElement }: PlayContext) => expectPage(canvasElement),
    },
    OnPhone: {
      globals: phone,
      play: async ({ canvasElement }: PlayContext) => {
        await expectPage(canvasElement);
        await expectNoHorizontalScroll(canvasElement);
      },
    },
  };
}
