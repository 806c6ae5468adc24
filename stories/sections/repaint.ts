const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Repaints the whole story before its screenshot. After a change, Chromium repaints only
 * the changed area, and rounded corners on the edge of that area come out a few pixels
 * different from a full paint; a change of zoom lays out and paints everything again, so
 * the screenshot no longer depends on what changed last.
 */
export async function repaintAll(document: Document) {
  const root = document.documentElement;
  root.style.zoom = '1.01';
  await frame();
  await frame();
  root.style.zoom = '';
  await frame();
  await frame();
}
