import { Placeholder, type PlaceholderProps } from '../../sections/Placeholder';

/** /pricing, /about-us and the registered paths the spec leaves unexplained. */
export function PlaceholderPage(props: PlaceholderProps) {
  return <Placeholder {...props} />;
}
