import { localize, type Locale, type LocalizedText } from "./locale";

export const FACULTIES = ["engineering", "science", "design"] as const;
export type Faculty = (typeof FACULTIES)[number];
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
/** Archived: off the catalogue and closed to new students; enrolled students keep what they paid for. */
export const COURSE_STATUSES = ["draft", "published", "archived"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Whether students already enrolled may study it: published, or archived since (a draft is nobody's yet). */
export function openToEnrolled(status: CourseStatus): boolean {
  return status !== "draft";
}
/** A quiz lesson holds a practice quiz (issue 32): its quiz has the lesson's id; `content` stays empty. */
export const LESSON_KINDS = ["video", "text", "file", "quiz"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

export interface Lesson {
  id: string;
  courseId: string;
  position: number;
  title: LocalizedText;
  /**
   * The section the lesson belongs to, in both languages; null for none. The player groups consecutive
   * lessons of the same section under one heading, so sections follow the lessons' order.
   */
  section: LocalizedText | null;
  kind: LessonKind;
  /**
   * Video and file lessons: the stored file (`store:<key>`) or the external link; empty for text and quiz
   * lessons.
   */
  content: string;
  /**
   * A text lesson's Markdown in both languages, like its title; either side may be empty (the reader of
   * that language is shown the other, marked as such). Empty for the other kinds.
   */
  body: LocalizedText;
  durationMinutes: number;
  preview: boolean;
}

export interface Course {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  instructorId: string;
  /**
   * The instructor's name in Arabic and in Latin letters (the teacher's names, `teacherNames`); a reader
   * sees their language's, else the other. The card gets one string (spec: a name string).
   */
  instructor: LocalizedText;
  faculty: Faculty;
  level: Level;
  category: string;
  image: string;
  /** Each tag in both languages; a side left empty falls back to the other, like titles. */
  tags: LocalizedText[];
  price: number;
  status: CourseStatus;
  /** Number of lessons, kept in step with the lessons table/collection. */
  lessonsCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Per-learner progress as the course card reads it. */
export interface CourseProgress {
  completedLessons: number;
  totalLessons: number;
}

/** The shape a course card needs; the spec allows `lessons` instead of `lessonsCount`. */
export interface CourseCardData {
  id: string;
  title: string;
  instructor: string;
  image?: string | null;
  tags?: string[] | null;
  price?: number | null;
  lessonsCount?: number | null;
  lessons?: readonly unknown[] | null;
  progress?: CourseProgress | null;
}

/** completedLessons / totalLessons × 100, rounded; 0 without progress (spec section 4). */
export function progressPercent(progress: CourseProgress | null | undefined): number {
  if (!progress || !progress.totalLessons || progress.totalLessons <= 0) return 0;
  const raw = (progress.completedLessons / progress.totalLessons) * 100;
  return Math.min(100, Math.max(0, Math.round(raw)));
}

export type CardAction = "continue" | "review" | "viewCourse" | "enrollNow";

/** The course card's button label (spec section 4 table). */
export function cardAction(progress: CourseProgress | null | undefined, loggedIn: boolean): CardAction {
  if (progress) {
    return progressPercent(progress) >= 100 ? "review" : "continue";
  }
  return loggedIn ? "viewCourse" : "enrollNow";
}

/** The tags as a reader of `locale` sees them (fallback to the other language); empty ones dropped. */
export function localizeTags(tags: readonly LocalizedText[] | null | undefined, locale: Locale): string[] {
  return (tags ?? []).map((tag) => localize(tag, locale).trim()).filter((tag) => tag !== "");
}

/** Whether a text is written in Arabic script (an old single-language tag is filed under its language). */
export function isArabicText(text: string): boolean {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/.test(text);
}

/** A text in one language, filed under its script's: Arabic script under `ar`, anything else under `en`. */
export function byScript(text: string): LocalizedText {
  return isArabicText(text) ? { ar: text, en: "" } : { ar: "", en: text };
}

/**
 * Reads a stored text in both languages, or a plain string as written before it had two (filed by its
 * script, so the other language falls back to it); anything else is empty.
 */
export function localizedFromStored(value: unknown): LocalizedText {
  if (typeof value === "string") return byScript(value);
  if (typeof value !== "object" || value === null) return { ar: "", en: "" };
  const ar: unknown = Reflect.get(value, "ar");
  const en: unknown = Reflect.get(value, "en");
  return { ar: typeof ar === "string" ? ar : "", en: typeof en === "string" ? en : "" };
}

/**
 * Reads stored tags: entries in both languages, or plain strings as written before tags had two
 * languages (filed under Arabic or English by their script, so the other language falls back to them).
 */
export function tagsFromStored(value: unknown): LocalizedText[] {
  if (!Array.isArray(value)) return [];
  const out: LocalizedText[] = [];
  for (const entry of value) {
    const stored = localizedFromStored(typeof entry === "string" ? entry.trim() : entry);
    const tag = { ar: stored.ar.trim(), en: stored.en.trim() };
    if (tag.ar || tag.en) out.push(tag);
  }
  return out;
}

/**
 * A person's name in Arabic and in Latin letters: the names they chose (on /edit-profile, the names for
 * certificates), else their display name filed under its script's side.
 */
export function personNames(displayName: string, chosen: { ar: string; latin: string } | null): LocalizedText {
  const shown = byScript(displayName.trim());
  return { ar: chosen?.ar.trim() || shown.ar, en: chosen?.latin.trim() || shown.en };
}

export const MAX_CARD_TAGS = 2;

/** At most two tags, the rest counted as +N; no tags gives the generic label. */
export function tagOverflow(tags: readonly string[] | null | undefined, max = MAX_CARD_TAGS) {
  const list = (tags ?? []).filter((t) => t.trim() !== "");
  return { visible: list.slice(0, max), hidden: Math.max(0, list.length - max), generic: list.length === 0 };
}

/** lessonsCount when present, else the length of lessons; 0 means "No lessons". */
export function lessonCount(course: Pick<CourseCardData, "lessonsCount" | "lessons">): number {
  if (typeof course.lessonsCount === "number" && Number.isFinite(course.lessonsCount)) {
    return Math.max(0, Math.floor(course.lessonsCount));
  }
  return course.lessons?.length ?? 0;
}

export function isFree(price: number | null | undefined): boolean {
  return !price || price <= 0;
}

export function courseTitle(course: Pick<Course, "title">, locale: Locale): string {
  return localize(course.title, locale);
}

/** The smallest number of lessons a published course has: a course on sale must have something to study. */
export const MIN_PUBLISHED_LESSONS = 1;

/**
 * Why a course may not be in `status` with `lessonsCount` lessons, as a message key; null when it may.
 * Publishing an empty course, and removing the last lesson of a published one, are both refused.
 */
export function courseStatusProblem(
  status: CourseStatus,
  lessonsCount: number,
): "validation.publishNeedsLesson" | null {
  return status === "published" && lessonsCount < MIN_PUBLISHED_LESSONS ? "validation.publishNeedsLesson" : null;
}
