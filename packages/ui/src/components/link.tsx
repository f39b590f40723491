import * as React from "react";

export type LinkComponentProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = React.ForwardRefExoticComponent<
  LinkComponentProps & React.RefAttributes<HTMLAnchorElement>
>;

const PlainLink = React.forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkContext = React.createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** The router's link (for example a wrapper of Remix's `<Link to>` taking `href`). @defaultValue a plain `<a>` */
  component: LinkComponent;
  /** The part of the app whose kit links use `component`. */
  children: React.ReactNode;
}

/** Lets an app give the kit its router's link, so the kit never imports a router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export const AppLink = React.forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(props, ref) {
  const Component = React.useContext(LinkContext);
  return <Component ref={ref} {...props} />;
});
