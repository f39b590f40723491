/**
 * The repository ports: the only data API that services see (ARCHITECTURE.md, Data). Both adapters,
 * SQLite (app/data/sqlite) and Firestore (app/data/firestore), implement them and pass the one
 * contract suite in app/data/contract. Every method that reads or changes a user's own records takes
 * that user's id and acts only on records that belong to it.
 */
import type { Course, CourseProgress, Lesson } from "@masar/domain/course";
import type { CourseInput, LessonInput } from "@masar/domain/course-schema";
import type { AdminMessageQuery, AdminPage } from "@masar/domain/admin";
import type { AnnouncementPage, Announcement, NewAnnouncement } from "@masar/domain/announcement";
import type { ContactMessage, ContactMessageInput } from "@masar/domain/contact";
import type { Enrollment, VideoPosition } from "@masar/domain/enrollment";
import type { Session } from "@masar/domain/session";
import type { Locale, LocalizedText } from "@masar/domain/locale";
import type { Notification, NotificationFeed } from "@masar/domain/notification";
import type { NewNotification } from "@masar/domain/notification-schema";
import type { NotificationPreferences } from "@masar/domain/notification-preferences";
import type { StoredPushSubscription } from "@masar/domain/push-subscription";
import type { RateLimitState } from "@masar/domain/rate-limit";
import type { Identity, PushSubscriptionJSON, Role, UserProfile } from "@masar/domain/user";
import type { AdminRepository, StatisticsRepository } from "./admin-ports";
import type {
  CalendarRepository,
  CalendarSettingsRepository,
  CourseEventRepository,
  ReminderLogRepository,
  TaskRepository,
} from "./calendar-ports";
import type { PaymentEventRepository, PaymentRepository, SettingsRepository } from "./payment-ports";
import type { AttemptRepository, QuestionRepository, QuizRepository } from "./practice-ports";
import type { ReviewRepository } from "./review-ports";
import type { AccountRepository, AccountTokenRepository, AuditRepository, MailQueueRepository } from "./account-ports";
import type { CertificateRepository } from "./certificate-ports";
import type { CategoryRepository } from "./category-ports";
import type { DeferredPushRepository } from "./push-ports";

export * from "./admin-ports";
export * from "./calendar-ports";
export * from "./payment-ports";
export * from "./practice-ports";
export * from "./review-ports";
export * from "./account-ports";
export * from "./certificate-ports";
export * from "./category-ports";
export * from "./push-ports";

type CourseUpdate = Partial<Omit<CourseInput, "instructorId">> & { instructorId?: string };

export interface CourseRepository {
  /** Every published course, newest first (the catalogue reads them all, spec section 7). */
  listPublished(): Promise<Course[]>;
  /** Every course in any status, newest first (admins). */
  listAll(): Promise<Course[]>;
  getById(id: string): Promise<Course | null>;
  /** The courses an instructor teaches, in any status, newest first. */
  listByInstructor(instructorId: string): Promise<Course[]>;
  create(input: CourseInput): Promise<Course>;
  /** Null when the course does not exist. */
  update(id: string, patch: CourseUpdate): Promise<Course | null>;
  /**
   * Puts the instructor's name (both scripts) on every course they teach, at once; returns how many
   * changed. The snapshot changes only when one did (a student saving her profile costs nothing).
   */
  renameInstructor(instructorId: string, name: LocalizedText): Promise<number>;
  /** Deletes the course with its lessons, questions, quizzes and attempts; false when it did not exist. */
  delete(id: string): Promise<boolean>;
  /** Published courses and distinct instructors of published courses (the home page's stats). */
  counts(): Promise<{ courses: number; instructors: number }>;
  /**
   * The catalogue snapshot: every published course, newest first, kept in memory so a page view reads
   * no store. The same (frozen) array comes back until a course or its lessons change; then a new one
   * does. A write through this adapter shows in the next call; writes by other processes arrive through
   * the store's change feed (Firestore: a snapshot listener; SQLite: the process's change events).
   */
  publishedSnapshot(): Promise<readonly Course[]>;
  /** Calls `onChange` after every change to the published snapshot. Returns the unsubscribe function. */
  watchPublished(onChange: () => void): () => void;
}

export interface LessonRepository {
  /** A course's lessons in their order. */
  listByCourse(courseId: string): Promise<Lesson[]>;
  get(courseId: string, lessonId: string): Promise<Lesson | null>;
  /** Appends a lesson and keeps the course's lessonsCount in step, atomically. Null without the course. */
  add(courseId: string, input: LessonInput): Promise<Lesson | null>;
  update(courseId: string, lessonId: string, patch: Partial<LessonInput>): Promise<Lesson | null>;
  /**
   * Removes a lesson, closes the gap in the order and updates lessonsCount, atomically; completions,
   * video positions and lastLessonId pointing at it go with it.
   */
  remove(courseId: string, lessonId: string): Promise<boolean>;
  /** Puts the lessons in the given order; false, changing nothing, unless the ids are exactly the course's lessons. */
  reorder(courseId: string, lessonIds: string[]): Promise<boolean>;
}

interface ProfileUpdateFields {
  displayName?: string;
  photoURL?: string | null;
  preferredLanguage?: Locale | null;
  notificationPreferences?: NotificationPreferences;
  /** Once true it stays true: the push offer is never shown again. */
  pushOfferAnswered?: true;
}

/**
 * Profiles. A purged account (AccountRepository.purge) has none: no method reads its anonymous tombstone,
 * and neither do the admin's user list and figures.
 */
export interface UserRepository {
  get(uid: string): Promise<UserProfile | null>;
  getByEmail(email: string): Promise<UserProfile | null>;
  /**
   * The profile, created with the spec's default (student, now, no courses) when missing; a purged
   * account's uid starts over this way too (its payments stay its own).
   */
  ensureProfile(identity: Identity): Promise<{ profile: UserProfile; created: boolean }>;
  /** Changes profile fields and sets updatedAt; null when there is no such user. */
  updateProfile(uid: string, fields: ProfileUpdateFields): Promise<UserProfile | null>;
  setRole(uid: string, role: Role): Promise<UserProfile | null>;
  count(): Promise<number>;
}

/**
 * Web Push subscriptions (spec section 4, Push): one per browser a user enabled push in, keyed by the
 * browser's endpoint. Every change keeps the profile in step: `pushSubscription` is the most recently
 * saved one and `notificationEnabled` is true while the user has at least one.
 */
export interface PushSubscriptionRepository {
  /**
   * Saves the browser's subscription for the user; saving an endpoint again replaces its keys, and an
   * endpoint saved by another user moves to this one (one browser, one signed-in user). Null when there
   * is no such user; throws on an invalid subscription.
   */
  add(userId: string, subscription: PushSubscriptionJSON): Promise<StoredPushSubscription | null>;
  /** The user's subscriptions, most recently saved first. */
  listByUser(userId: string): Promise<StoredPushSubscription[]>;
  /** Removes the user's own subscription; false when the endpoint is not theirs or unknown. */
  remove(userId: string, endpoint: string): Promise<boolean>;
  /** Removes the endpoint whoever owns it (the push service answered 404/410); false when unknown. */
  removeEndpoint(endpoint: string): Promise<boolean>;
}

export interface EnrollmentRepository {
  /** Enrols once: a second call returns the same enrollment. Adds the course to subscribedCourses. */
  enroll(userId: string, courseId: string): Promise<{ enrollment: Enrollment; created: boolean }>;
  get(userId: string, courseId: string): Promise<Enrollment | null>;
  /** The user's enrollments, most recently active first. */
  listByUser(userId: string): Promise<Enrollment[]>;
  /**
   * Idempotent: completing a lesson twice counts it once. Sets lastLessonId, and updatedAt when the
   * lesson was not complete yet. Null when not enrolled or no such lesson in that course.
   */
  completeLesson(userId: string, courseId: string, lessonId: string): Promise<Enrollment | null>;
  /**
   * Undoes a completion (idempotent: a lesson not complete stays so); sets updatedAt when it changed.
   * Null when not enrolled or no such lesson in that course.
   */
  uncompleteLesson(userId: string, courseId: string, lessonId: string): Promise<Enrollment | null>;
  /**
   * The student opened the lesson: sets lastLessonId and updatedAt (last activity). Null when not
   * enrolled or no such lesson in that course.
   */
  recordVisit(userId: string, courseId: string, lessonId: string): Promise<Enrollment | null>;
  /**
   * The card's progress for an enrolled user: completions of lessons the course still has, out of its
   * lessons. Null when not enrolled.
   */
  progress(userId: string, courseId: string): Promise<CourseProgress | null>;
  /**
   * Remembers where the student is in a lesson's video (seconds, validated by videoSecondsSchema; the
   * last save wins). False, storing nothing, when not enrolled, no such lesson in that course, or the
   * value is invalid.
   */
  savePosition(userId: string, courseId: string, lessonId: string, seconds: number): Promise<boolean>;
  /** The remembered position; null when none was saved (or not enrolled). */
  getPosition(userId: string, courseId: string, lessonId: string): Promise<VideoPosition | null>;
  countByCourse(courseId: string): Promise<number>;
  /**
   * A course's enrolments, most recently enrolled first (the teacher's learners list). The caller
   * checks that the reader teaches the course; completions are as stored (use enrollmentProgress with
   * the course's current lessons).
   */
  listByCourse(courseId: string): Promise<Enrollment[]>;
  /** The ids of the users enrolled in the course, in no set order (reminders). */
  userIdsByCourse(courseId: string): Promise<string[]>;
}

interface NotificationPage {
  /** Defaults to NOTIFICATION_FETCH_LIMIT (20). */
  limit?: number;
  /** Only notifications created strictly before this time (the next page). */
  before?: Date;
}

export interface NotificationRepository {
  /**
   * Adds with read false, type "general" and data {} by default. Throws on invalid input. `localized`
   * keeps the text in each language it was written in, so each reader sees their own (decision 006).
   */
  add(input: NewNotification): Promise<Notification>;
  /** The user's notifications, newest first, 20 by default. */
  listByUser(userId: string, page?: NotificationPage): Promise<Notification[]>;
  /**
   * Live list: calls `onChange` soon after subscribing and after every change with all the user's
   * notifications, newest first, no limit, and how many are unread. Returns the unsubscribe function;
   * no call follows it.
   */
  watch(userId: string, onChange: (feed: NotificationFeed) => void): () => void;
  unreadCount(userId: string): Promise<number>;
  /** The user's notification; null when it is not theirs or does not exist. */
  get(userId: string, id: string): Promise<Notification | null>;
  /** Sets read, isRead and readAt; false when it is not the user's or does not exist. */
  markRead(userId: string, id: string): Promise<boolean>;
  /** Marks every unread one read in one batch; returns how many changed. */
  markAllRead(userId: string): Promise<number>;
  /** False when it is not the user's or does not exist. */
  delete(userId: string, id: string): Promise<boolean>;
}

/** A course's announcements, as sent (issue 39). */
export interface AnnouncementRepository {
  /** Stores one as sent now; throws when both titles are empty or the audience is negative. */
  add(input: NewAnnouncement): Promise<Announcement>;
  /** The course's announcements, newest first (then by id), at most `limit`; `total` counts them all. */
  listByCourse(courseId: string, limit: number): Promise<AnnouncementPage>;
}

export interface ContactRepository {
  create(input: ContactMessageInput & { userId: string | null }): Promise<ContactMessage>;
  /** Newest first; `unhandled` keeps only those nobody has marked handled. */
  list(limit?: number, options?: { unhandled?: boolean }): Promise<ContactMessage[]>;
  /** Marks it handled by `by` (the first mark stays); null when there is no such message. */
  markHandled(id: string, by: string): Promise<ContactMessage | null>;
  /** Back to waiting (who handled it and when, forgotten); null when there is no such message. */
  markUnhandled(id: string): Promise<ContactMessage | null>;
  countUnhandled(): Promise<number>;
  /**
   * One page of the admin's inbox (ADMIN_PAGE_SIZE), newest first, then by id: the messages waiting,
   * handled or all; with `q`, those holding every word of it (Arabic-aware, any order) in the sender's
   * name or address, the subject or the message. `total` counts every match.
   */
  search(query: AdminMessageQuery): Promise<AdminPage<ContactMessage>>;
}

export interface SessionRepository {
  /** `device`: a short description of the browser (from its User-Agent) shown in the account's session list. */
  create(userId: string, expiresAt: Date, device?: string | null): Promise<Session>;
  /** Null when missing or expired by the adapter's clock. */
  get(id: string): Promise<Session | null>;
  /** The user's unexpired sessions, newest first. */
  listByUser(userId: string): Promise<Session[]>;
  /** Moves the expiry (sliding expiry). */
  touch(id: string, expiresAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of the user, except `exceptId` when given (the one in use). */
  deleteByUser(userId: string, exceptId?: string): Promise<void>;
}

export interface Credential {
  uid: string;
  email: string;
  passwordHash: string;
}

/** Local identity: e-mail and password hash. A Firebase Auth adapter replaces it later. */
export interface CredentialRepository {
  /** E-mail is matched case-insensitively. */
  getByEmail(email: string): Promise<Credential | null>;
  getByUid(uid: string): Promise<Credential | null>;
  /** Throws EmailTakenError when the e-mail is in use. */
  create(credential: Credential): Promise<void>;
}

/** Fixed windows as @masar/domain/rate-limit defines them; `now` defaults to the adapter's clock. */
export interface RateLimitRepository {
  /** Counts one hit in the window that `now` falls in; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now?: Date): Promise<RateLimitState>;
  /** The count so far in the current window, without counting a hit. */
  peek(key: string, windowMs: number, now?: Date): Promise<RateLimitState>;
  reset(key: string): Promise<void>;
}

export interface Repositories {
  courses: CourseRepository;
  lessons: LessonRepository;
  users: UserRepository;
  pushSubscriptions: PushSubscriptionRepository;
  enrollments: EnrollmentRepository;
  payments: PaymentRepository;
  paymentEvents: PaymentEventRepository;
  statistics: StatisticsRepository;
  admin: AdminRepository;
  notifications: NotificationRepository;
  deferredPushes: DeferredPushRepository;
  tasks: TaskRepository;
  courseEvents: CourseEventRepository;
  calendar: CalendarRepository;
  calendarSettings: CalendarSettingsRepository;
  reminderLog: ReminderLogRepository;
  contact: ContactRepository;
  announcements: AnnouncementRepository;
  sessions: SessionRepository;
  credentials: CredentialRepository;
  rateLimits: RateLimitRepository;
  settings: SettingsRepository;
  questions: QuestionRepository;
  quizzes: QuizRepository;
  attempts: AttemptRepository;
  reviews: ReviewRepository;
  accounts: AccountRepository;
  accountTokens: AccountTokenRepository;
  audit: AuditRepository;
  mailQueue: MailQueueRepository;
  certificates: CertificateRepository;
  categories: CategoryRepository;
  /** True when the database has no courses and no users (first start). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}

export class EmailTakenError extends Error {
  override name = "EmailTakenError";
  constructor() {
    super("This e-mail is already registered");
  }
}

/** What both adapters accept besides where the data lives. */
export interface AdapterOptions {
  /** The clock every stored time comes from (tests advance their own). @defaultValue () => new Date() */
  now?: () => Date;
}
