import type { LocalizedText } from "./locale";
import { z } from "./zod";

/**
 * A teacher's announcement to a course's students, kept as it was written (issue 39): the course page
 * lists the past ones to its students, the teacher's form lists what was sent. Each student's
 * notification is made from it when it is sent.
 */
export interface Announcement {
  id: string;
  /** The course it was sent to (who sent it is not kept: it speaks for the course, and no purge need reach it). */
  courseId: string;
  /** Either language may be empty (the other is shown then), never both. */
  title: LocalizedText;
  body: LocalizedText;
  /** How many enrolled students it was sent to. */
  audience: number;
  createdAt: Date;
}

export type NewAnnouncement = Omit<Announcement, "id" | "createdAt">;

const text = (max: number) => z.string().trim().max(max);

/** What a store accepts: the teaching form's limits, a title in at least one language. */
export const newAnnouncementSchema = z.object({
  courseId: z.string().min(1),
  title: z.object({ ar: text(200), en: text(200) }).refine((t) => t.ar !== "" || t.en !== ""),
  body: z.object({ ar: text(2000), en: text(2000) }),
  audience: z.number().int().min(0),
});

/** One page of a course's announcements, newest first, and how many there are in all. */
export interface AnnouncementPage {
  items: Announcement[];
  total: number;
}

/** How many announcements a course page shows before "All announcements". */
export const ANNOUNCEMENTS_SHOWN = 3;
/** The most a page ever lists: a course's whole history stays a bounded read. */
export const ANNOUNCEMENTS_MAX = 50;
