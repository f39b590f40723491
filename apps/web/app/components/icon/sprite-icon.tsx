import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/** The lucide props the app may pass; anything else lands on the `<svg>` as lucide puts it there. */
export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  children?: ReactNode;
}

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/**
 * A lucide icon drawn from the build's SVG sprite (decision 029): the same `<svg>` lucide-react renders
 * (its attributes in its order, `lucide lucide-<name>` and alias classes first, `aria-hidden` unless the
 * caller names the icon), holding `<use href="sprite.svg#name">` in place of the icon's paths, so the
 * paths live in one cached file instead of the JavaScript. The app's build rewrites `lucide-react`
 * imports to calls of this (icon-sprite.ts), on the server and in the browser alike.
 */
export function spriteIcon(sprite: string, name: string, aliases = "") {
  const base = `lucide lucide-${name}${aliases}`;
  return forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    { color, size, strokeWidth, className, children, ...rest },
    ref,
  ) {
    const labelled = Boolean(children) || hasA11yProp(rest);
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        // lucide's mergeClasses: every token once, in first-seen order.
        className: [...new Set(`${base} ${className ?? ""}`.split(/\s+/).filter(Boolean))].join(" "),
        ...(labelled ? null : { "aria-hidden": "true" }),
        ...rest,
      },
      createElement("use", { href: `${sprite}#${name}` }),
      children,
    );
  });
}
