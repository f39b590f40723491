import * as React from "react";

type AnyProps = Record<string, unknown>;

/** Every ref given, as one callback ref (React 18 callback refs return nothing). */
function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as React.MutableRefObject<T | null>).current = node;
    }
  };
}

/**
 * The kit's `asChild`: renders its one child element with the component's props merged in, as Radix
 * Slot does (decision 029; Radix Slot and its ref helpers were 1.2 KiB of every page's script for two
 * components): the child's props win, except that both classes are kept (the component's first), both
 * styles merge (the child's keys win), both `aria-describedby` lists join, both event handlers run (the child's first, its result returned)
 * and both refs are set. Without a single element child it renders the children as they are.
 */
export const Slot = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement> & { children?: React.ReactNode }>(
  function Slot({ children, ...slotProps }, forwardedRef) {
    if (!React.isValidElement(children)) {
      if (React.Children.count(children) > 1) React.Children.only(null);
      return children ?? null;
    }
    const child = children as React.ReactElement<AnyProps> & { ref?: React.Ref<HTMLElement> };
    const merged: AnyProps = { ...slotProps, ...child.props };
    const slot = slotProps as AnyProps;
    for (const name in child.props) {
      const mine = slot[name];
      const theirs = child.props[name];
      if (/^on[A-Z]/.test(name) && typeof mine === "function" && typeof theirs === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = (theirs as (...a: unknown[]) => unknown)(...args);
          (mine as (...a: unknown[]) => unknown)(...args);
          return result;
        };
      } else if (/^on[A-Z]/.test(name) && theirs == null && mine) merged[name] = mine;
      else if (name === "style") merged.style = { ...(mine as object), ...(theirs as object) };
      else if (name === "className") merged.className = [mine, theirs].filter(Boolean).join(" ");
      else if (name === "aria-describedby") {
        const ids = new Set(`${theirs ?? ""} ${mine ?? ""}`.split(/\s+/).filter(Boolean));
        merged[name] = ids.size > 0 ? [...ids].join(" ") : undefined;
      }
    }
    merged.ref = forwardedRef ? composeRefs(forwardedRef, child.ref) : child.ref;
    return React.cloneElement(child, merged);
  },
);
