import { Placeholder } from '../../sections/Placeholder';

/** /pricing, /about-us and the registered paths the spec leaves unexplained. */
export function PlaceholderPage({ text }: { text: string }) {
  return <Placeholder text={text} />;
}
