const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Repaints the whole page once play has finished, before the visual snapshot (use as `afterEach`).
 *
 * Why: after an interaction Chromium re-rasters only the invalidated rectangles, and where such a
 * rectangle cuts through a rounded focus ring the anti-aliased corner pixels come out one of two
 * ways at random (2 pixels, a few levels apart). The strict comparison (threshold 0, AA included)
 * then fails now and then. Changing the root background invalidates the whole page, so every
 * snapshot comes from a full raster and is the same each time. This belongs in the runner's
 * postVisit, for every story; it lives here until .storybook/ can take it.
 */
export async function repaintWholePage() {
  const root = document.documentElement;
  const previous = root.style.getPropertyValue('background-color');
  root.style.setProperty('background-color', 'rgb(1, 2, 3)');
  await nextFrame();
  await nextFrame();
  if (previous) root.style.setProperty('background-color', previous);
  else root.style.removeProperty('background-color');
  await nextFrame();
  await nextFrame();
}
