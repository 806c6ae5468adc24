import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../tokens/global.css';
import '../tokens/webFont.css';
import { withRouter, withTheme } from '../stories/support/decorators';
import { formPosts, formServer } from '../stories/support/formServer';
import { freshStoryState } from '../stories/support/loaders';
import { viewports } from '../stories/support/viewports';

// How long a play function's findBy… and waitFor wait for what a visitor waits for (a lazy part's
// chunk, an answer) before failing: Testing Library's 1 s default is less than a lazy chunk took
// on a loaded 2-core CI machine (the dashboard preview of Sections/DeveloperPlatform, 2026-11-28).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(), freshStoryState],
  beforeEach: () => {
    formPosts.mockClear();
  },
  decorators: [withRouter, withTheme],
  initialGlobals: { theme: 'light' },
  globalTypes: {
    theme: {
      description: 'Thème de couleurs',
      toolbar: {
        title: 'Thème',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Clair', icon: 'sun' },
          { value: 'dark', title: 'Sombre', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true },
    a11y: {
      // Any violation fails the story in the test runner.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    // The forms' endpoints answer as the server would; a story may override them.
    msw: { handlers: formServer },
  },
};

export default preview;
