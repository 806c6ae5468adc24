import type { Decorator } from '@storybook/react-vite';

/** A part as an English docs page shows it: inside `lang="en"`, as that page's `<html>` is. */
export const inEnglish: Decorator = (Story) => (
  <div lang="en">
    <Story />
  </div>
);
