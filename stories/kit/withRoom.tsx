import type { Decorator } from '@storybook/react-vite';

/**
 * Room around a kit story: the test runner screenshots #storybook-root's box, so without it
 * focus rings, outlines and shadows at the story's edge would be cut off in the baselines.
 * (A candidate for stories/support/ once that folder is free to change.)
 */
export const withRoom: Decorator = (Story) => (
  <div style={{ padding: 8 }}>
    <Story />
  </div>
);
