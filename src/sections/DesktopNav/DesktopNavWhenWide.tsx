import { lazy, useEffect, useRef, useState, type MouseEvent } from 'react';
import { media } from '../../../tokens/theme.css';
import { StaticPart } from '../../lib/StaticPart';
import { whenMediaMatches } from '../../lib/whenMediaMatches';
import type { DesktopNav, DesktopNavProps } from './DesktopNav';
import { loadDesktopNav, loadedDesktopNav } from './loadDesktopNav';

const LazyDesktopNav = lazy(() => loadDesktopNav().then((Nav) => ({ default: Nav })));

/** A window in the browser narrower than the bar's breakpoint, where CSS hides the bar. */
const tooNarrowForTheBar = () =>
  typeof window !== 'undefined' && !window.matchMedia(media.desktop).matches;

/** The bar of a header the browser renders in a narrow window: nothing, and no code fetched. */
const NoBarYet = () => null;

/** The content the server rendered: the menu bar without its code. */
const serverBar = Symbol('the server’s menu bar');

interface LiveBar {
  Nav: typeof DesktopNav;
  /** What the visitor did in the server's bar while the code was on its way. */
  handover: DesktopNavProps;
}

/** The text of the bar's item that has the focus, if one has. */
function focusedItem(bar: HTMLElement | null) {
  const focused = document.activeElement;
  return focused && bar?.contains(focused) ? (focused.textContent ?? undefined) : undefined;
}

/**
 * The menu bar, whose code (Radix's navigation menu) only a window as wide as the bar's
 * breakpoint loads: a phone never shows the bar (CSS hides it below that width, the drawer of
 * MobileNav shows instead), so it never fetches it. The server renders the bar as it always did;
 * a page hydrating it keeps that markup unhydrated (StaticPart), its links plain working ones,
 * until the window is that wide (at once, or when resized or turned), the code arrives and the
 * live bar takes its place. A menu button pressed before that opens its menu then, with the
 * focus on it, so no press is lost; a second press on it closes it again, as in the live bar.
 */
export function DesktopNavWhenWide() {
  const bar = useRef<HTMLDivElement>(null);
  const pressed = useRef<string>(undefined);
  const [live, setLive] = useState<LiveBar | null>(null);

  useEffect(
    () =>
      whenMediaMatches(media.desktop, () => {
        loadDesktopNav().then(
          (Nav) =>
            setLive({
              Nav,
              handover: { openAtFirst: pressed.current, focusAtFirst: focusedItem(bar.current) },
            }),
          // The server's bar stays: its links work, its menu buttons do nothing.
          () => {},
        );
      }),
    [],
  );

  const rememberPress = (event: MouseEvent<HTMLDivElement>) => {
    const button = live ? null : (event.target as Element).closest('button');
    if (!button || !event.currentTarget.contains(button)) return;
    const name = button.textContent ?? undefined;
    pressed.current = pressed.current === name ? undefined : name;
  };

  // A page rendered in the browser (not hydrated: a visit from the docs) renders the bar at once,
  // from its chunk, if the window is wide enough to show it; a narrower one waits like the
  // server's bar (the effect above loads it when the window widens).
  const Nav = live?.Nav ?? loadedDesktopNav() ?? (tooNarrowForTheBar() ? NoBarYet : LazyDesktopNav);
  return (
    <StaticPart
      ref={bar}
      part={Nav}
      props={live?.handover ?? {}}
      content={live ?? serverBar}
      onClick={rememberPress}
    />
  );
}
