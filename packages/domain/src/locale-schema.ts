import { z } from "./zod";
import { LOCALES } from "./locale";

export const localeSchema = z.enum(LOCALES);

/** A text stored in both languages; either side may be empty. */
export const localizedTextSchema = z.object({
  ar: z.string().trim().default(""),
  en: z.string().trim().default(""),
});
