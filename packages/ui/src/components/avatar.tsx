import * as React from "react";
import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/utils";

const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: { size: { sm: "size-8 text-sm", md: "size-10 text-base", lg: "size-16 text-2xl" } },
  defaultVariants: { size: "md" },
});

export interface AvatarProps
  extends React.ComponentPropsWithoutRef<typeof AvatarPrimitive.Root>,
    VariantProps<typeof avatarVariants> {
  /** sm 32 px, md 40 px, lg 64 px. @defaultValue "md" */
  size?: VariantProps<typeof avatarVariants>["size"];
  /** Image URL; the fallback shows while it loads or when it fails. */
  src?: string | null;
  /** Accessible text for the image. @defaultValue "" */
  alt?: string;
  /** What shows without an image, usually an initial. */
  fallback: React.ReactNode;
}

const Avatar = React.forwardRef<React.ElementRef<typeof AvatarPrimitive.Root>, AvatarProps>(function Avatar(
  { className, size, src, alt = "", fallback, ...props },
  ref,
) {
  return (
    <AvatarPrimitive.Root
      ref={ref}
      data-slot="avatar"
      data-size={size ?? "md"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image data-slot="avatar-image" className="size-full object-cover" src={src} alt={alt} />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center bg-primary font-bold text-primary-foreground"
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
});

export { Avatar, avatarVariants };
