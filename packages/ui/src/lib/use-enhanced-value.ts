import * as React from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The value of a field that is a native input until the scripts arrive and the kit's own control after
 * (DateField, TimeField): controlled by `controlled` when given, else its own state from `defaultValue`;
 * only values `valid` accepts are kept. What was typed into the native input before hydration is taken
 * over once: the element is gone from the page by then, but `native` still holds its value.
 */
export function useEnhancedValue({
  controlled,
  defaultValue,
  onValueChange,
  valid,
}: {
  controlled: string | undefined;
  defaultValue: string;
  onValueChange: ((value: string) => void) | undefined;
  valid: (value: string) => boolean;
}) {
  const hydrated = useHydrated();
  const [own, setOwn] = React.useState(valid(defaultValue) ? defaultValue : "");
  const value = controlled !== undefined ? (valid(controlled) ? controlled : "") : own;
  const native = React.useRef<HTMLInputElement | null>(null);

  const change = React.useCallback(
    (next: string) => {
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );

  React.useEffect(() => {
    const typed = native.current?.value;
    if (typed && valid(typed) && typed !== value) change(typed);
    // Once, when the field takes over from the native input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  return { hydrated, value, change, native };
}
