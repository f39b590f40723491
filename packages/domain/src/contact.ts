import { z } from "./zod";

export const contactMessageSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(2, "validation.nameShort").max(100, "validation.tooLong"),
  email: z.email({ error: "validation.email" }).max(254, "validation.tooLong"),
  subject: z
    .string({ error: "validation.required" })
    .trim()
    .min(3, "validation.subjectShort")
    .max(150, "validation.tooLong"),
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(10, "validation.messageShort")
    .max(5000, "validation.tooLong"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export interface ContactMessage extends ContactMessageInput {
  id: string;
  userId: string | null;
  createdAt: Date;
  /** When an admin marked it handled (the dashboard's reader); null while it waits. */
  handledAt: Date | null;
  handledBy: string | null;
}

/** The contact inbox's views: messages still waiting (the default), those handled, or every one. */
export const CONTACT_STATES = ["waiting", "handled", "all"] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
