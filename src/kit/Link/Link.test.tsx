import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkComponent';

function TaggedLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="app" {...props}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('renders a plain anchor for a path when no app gives its link', () => {
    const html = renderToStaticMarkup(<Link href="/faq">FAQ</Link>);
    expect(html).toMatch(/^<a href="\/faq" class="[^"]+">FAQ<\/a>$/);
  });

  it('renders a path with the link the app provides', () => {
    const html = renderToStaticMarkup(
      <LinkProvider linkComponent={TaggedLink}>
        <Link href="/faq">FAQ</Link>
      </LinkProvider>,
    );
    expect(html).toContain('data-router="app"');
    expect(html).toContain('href="/faq"');
  });

  it('keeps external URLs as plain anchors, whatever the app provides', () => {
    const html = renderToStaticMarkup(
      <LinkProvider linkComponent={TaggedLink}>
        <Link href="https://wave.com" newTab>
          Wave
        </Link>
      </LinkProvider>,
    );
    expect(html).not.toContain('data-router');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
