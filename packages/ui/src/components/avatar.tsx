import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/utils";

const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: { size: { sm: "size-8 text-sm", md: "size-10 text-base", lg: "size-16 text-2xl" } },
  defaultVariants: { size: "md" },
});

export interface AvatarProps extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof avatarVariants> {
  /** sm 32 px, md 40 px, lg 64 px. @defaultValue "md" */
  size?: VariantProps<typeof avatarVariants>["size"];
  /** Image URL; the fallback shows while it loads or when it fails. */
  src?: string | null;
  /** Accessible text for the image. @defaultValue "" */
  alt?: string;
  /** What shows without an image, usually an initial. */
  fallback: React.ReactNode;
}

type Status = "idle" | "loading" | "loaded" | "error";

// Layout effect in the browser (the image replaces the fallback before paint once it is in the cache),
// nothing on the server, where the fallback renders.
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : React.useLayoutEffect;

/**
 * Whether `src` has loaded, as Radix Avatar's image tracks it: the picture is loaded off-screen and only
 * shown once it has pixels, so a slow or broken URL never shows a broken image.
 */
function useImageStatus(src: string | null | undefined): Status {
  const [status, setStatus] = React.useState<Status>("idle");
  useBrowserLayoutEffect(() => {
    if (!src) return;
    const image = new window.Image();
    const settle = () => setStatus(image.complete && image.naturalWidth > 0 ? "loaded" : "error");
    image.addEventListener("load", settle);
    image.addEventListener("error", settle);
    image.src = src;
    setStatus(image.complete ? (image.naturalWidth > 0 ? "loaded" : "error") : "loading");
    return () => {
      image.removeEventListener("load", settle);
      image.removeEventListener("error", settle);
      setStatus("idle");
    };
  }, [src]);
  return status;
}

/**
 * A round user picture with a fallback. The markup is Radix Avatar's (a span; the image only once it
 * has loaded, the fallback until then), without Radix: decision 029.
 */
const Avatar = React.forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { className, size, src, alt = "", fallback, ...props },
  ref,
) {
  const status = useImageStatus(src);
  return (
    <span
      ref={ref}
      data-slot="avatar"
      data-size={size ?? "md"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src && status === "loaded" ? (
        <img data-slot="avatar-image" className="size-full object-cover" src={src} alt={alt} />
      ) : (
        <span
          data-slot="avatar-fallback"
          className="flex size-full items-center justify-center bg-primary font-bold text-primary-foreground"
        >
          {fallback}
        </span>
      )}
    </span>
  );
});

export { Avatar, avatarVariants };
