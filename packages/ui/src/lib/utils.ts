import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { mergeConfig } from "./merge-config";

// tailwind-merge with only the class groups the kit's own classes belong to and the groups that override
// them (generated: scripts/merge-config.mjs, decision 025); the full default configuration is two thirds
// of the library and would only merge classes that no kit component sets.
const merge = createTailwindMerge(mergeConfig);

/**
 * Joins class names and lets the caller's Tailwind classes win over the component's (shadcn/ui): a class
 * passed in `className` removes every class of the component it conflicts with — display, position and
 * inset, size, spacing (padding, margin, gap), flex and grid, typography (size, weight, leading,
 * alignment, colour), background, border, radius, ring, shadow, opacity, overflow, transition, cursor —
 * exactly as `twMerge` does for those classes. Classes of kinds the kit never sets are kept as given.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
