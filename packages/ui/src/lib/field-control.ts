/**
 * What the kit's form controls (Input, Textarea, Select) share: the field look, focus ring, invalid
 * and disabled states, and the three heights. Each control adds only its own padding and behaviour.
 */
export const fieldControl =
  "w-full rounded-md border border-input bg-background text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export const fieldSizes = {
  variants: { size: { sm: "h-8", md: "h-10", lg: "h-12" } },
  defaultVariants: { size: "md" },
} as const;
