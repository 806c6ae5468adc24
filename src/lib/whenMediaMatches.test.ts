import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenMediaMatches } from './whenMediaMatches';

/** A media query list whose state the test sets, as a window's resize would. */
function fakeMediaQuery(matchesAtFirst: boolean) {
  const target = new EventTarget();
  const list = Object.assign(target, { matches: matchesAtFirst });
  vi.stubGlobal('window', { matchMedia: () => list });
  return {
    set(matches: boolean) {
      list.matches = matches;
      target.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenMediaMatches', () => {
  it('calls at once when the query matches already', () => {
    fakeMediaQuery(true);
    const then = vi.fn();
    whenMediaMatches('screen and (min-width: 1024px)', then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the query to match, then calls once', () => {
    const query = fakeMediaQuery(false);
    const then = vi.fn();
    whenMediaMatches('screen and (min-width: 1024px)', then);
    expect(then).not.toHaveBeenCalled();
    query.set(false);
    expect(then).not.toHaveBeenCalled();
    query.set(true);
    query.set(false);
    query.set(true);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never calls once stopped', () => {
    const query = fakeMediaQuery(false);
    const then = vi.fn();
    whenMediaMatches('screen and (min-width: 1024px)', then)();
    query.set(true);
    expect(then).not.toHaveBeenCalled();
  });
});
