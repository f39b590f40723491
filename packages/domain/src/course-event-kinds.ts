/** What a teacher puts on a course's calendar. */
export const COURSE_EVENT_KINDS = ["deadline", "quiz", "exam", "live"] as const;
export type CourseEventKind = (typeof COURSE_EVENT_KINDS)[number];

/** Kinds a student is reminded of the evening before (a live session is not something to prepare). */
export const REMINDED_EVENT_KINDS: readonly CourseEventKind[] = ["deadline", "quiz", "exam"];
