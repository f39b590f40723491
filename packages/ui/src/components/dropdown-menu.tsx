import * as React from "react";
import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { registerOverlay } from "../lib/overlay-stack";
import { cn } from "../lib/utils";

/**
 * Non-modal by default: a header menu should not hide the rest of the page from assistive technology
 * or block scrolling; focus still moves into the menu and Escape returns it.
 */
function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
const DropdownMenuGroup = DropdownMenuPrimitive.Group;

/**
 * Menu content. Not portalled: rendered beside its trigger it stays inside the trigger's landmark (the
 * banner for the header's menus; a popper on the body is content outside every landmark, axe `region`)
 * and in reading order. Radix gives it the `dir` of the nearest DirectionProvider.
 */
const DropdownMenuContent = React.forwardRef<
  React.ElementRef<typeof DropdownMenuPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Content>
>(function DropdownMenuContent({ className, sideOffset = 6, align = "end", ...props }, ref) {
  // Toasts stack below an open menu (overlay-stack), so neither hides the other.
  const unregister = React.useRef<(() => void) | null>(null);
  const track = React.useCallback(
    (el: HTMLDivElement | null) => {
      unregister.current?.();
      unregister.current = el ? registerOverlay(el) : null;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <DropdownMenuPrimitive.Content
      ref={track}
      data-slot="dropdown-menu-content"
      sideOffset={sideOffset}
      align={align}
      className={cn(
        "z-50 min-w-56 overflow-hidden rounded-lg border bg-card p-1 text-card-foreground shadow-lg",
        className,
      )}
      {...props}
    />
  );
});

const DropdownMenuItem = React.forwardRef<
  React.ElementRef<typeof DropdownMenuPrimitive.Item>,
  React.ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item> & {
    /** `destructive` colours the item as a warning (Logout, Delete). @defaultValue "default" */
    variant?: "default" | "destructive";
  }
>(function DropdownMenuItem({ className, variant = "default", ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Item
      ref={ref}
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        // The highlighted item gets a tinted background and, from the keyboard, a 2 px ring in the primary
        // colour (6.5:1 on the card): the muted tint alone is 1.1:1, invisible as a focus indicator.
        "relative flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-primary-soft focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring data-[disabled]:opacity-50 [&_svg]:size-4",
        variant === "destructive" && "text-destructive",
        className,
      )}
      {...props}
    />
  );
});

function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn("px-3 py-2 text-sm font-bold", className)}
      {...props}
    />
  );
}

function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
};
