import { placeholderNext } from '../../content/placeholders';
import { Placeholder } from '../../sections/Placeholder';

export interface PlaceholderPageProps {
  /** The page's only text, as the spec gives it. */
  text: string;
  /** Which page it leads to besides home (src/content/placeholders.ts). */
  next?: keyof typeof placeholderNext;
}

/** /pricing, /about-us and the registered paths the spec leaves unexplained. */
export function PlaceholderPage({ text, next }: PlaceholderPageProps) {
  return <Placeholder text={text} next={next ? placeholderNext[next] : undefined} />;
}
