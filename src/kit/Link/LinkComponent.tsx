import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the kit hands the anchor it renders for a path of the site. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's router link (wouter's, React Router's…), or anything that renders an `<a>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

// Without a provider a path is a plain link: the browser loads the page, which is right for an
// app without a client router (the hosted payment page) and for static HTML.
const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders every `Link`, `ButtonLink` and `CardLink` to a path of the site (external URLs stay plain anchors). */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/**
 * Lets the app give the kit its router's link, as Braid's `linkComponent` does: the kit itself
 * knows no router, so it can be used by any app, with or without one.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>
  );
}

export const useLinkComponent = () => useContext(LinkComponentContext);
