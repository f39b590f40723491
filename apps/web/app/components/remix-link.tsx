import { Link } from "@remix-run/react";
import { forwardRef } from "react";
import type { LinkComponentProps } from "@masar/ui/link";

/** The UI kit's links rendered as Remix links (client navigation, prefetch on intent). */
export const RemixLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RemixLink({ href, ...props }, ref) {
  return <Link ref={ref} to={href} prefetch="intent" {...props} />;
});
