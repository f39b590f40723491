import { z } from "zod";
import { CONTACT_STATES } from "./contact";
import { COURSE_STATUSES, FACULTIES, type Course } from "./course";
import { LOCALES } from "./locale";
import { ROLES, type UserProfile } from "./user";

/** Rows per page of the admin lists: one screen, and a bounded query however large the store grows. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_COURSE_SORTS = ["newest", "oldest", "title", "priceHigh", "priceLow"] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];

/** Anything the URL cannot say becomes "no filter" rather than an error: a stale bookmark still opens. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => ((values as readonly string[]).includes(v ?? "") ? (v as T[number]) : undefined));

const pageNumber = z
  .string()
  .optional()
  .transform((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  });

/** /manage-all-courses's query string. */
export const adminCourseQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  status: optionalEnum(COURSE_STATUSES),
  faculty: optionalEnum(FACULTIES),
  instructor: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 200) || undefined),
  sort: optionalEnum(ADMIN_COURSE_SORTS).transform((v) => v ?? "newest"),
  page: pageNumber,
  lang: optionalEnum(LOCALES).transform((v) => v ?? "ar"),
});
export type AdminCourseQuery = z.output<typeof adminCourseQuerySchema>;

/** /admin-users's query string. */
export const adminUserQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  role: optionalEnum(ROLES),
  page: pageNumber,
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** /admin-messages's query string: the text searched, which messages, the page. */
export const adminMessageQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  state: optionalEnum(CONTACT_STATES).transform((v) => v ?? "waiting"),
  page: pageNumber,
});
export type AdminMessageQuery = z.output<typeof adminMessageQuerySchema>;

export interface AdminPage<T> {
  items: T[];
  /** Every match, across pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** A course in the admin list, with what students hold in it. */
export interface AdminCourse extends Course {
  enrollments: number;
  /** Payments in any status: a record of money, never deleted with the course. */
  payments: number;
}

export type AdminUser = Pick<UserProfile, "uid" | "email" | "displayName" | "role" | "createdAt">;

/** Pages in a list of `total` rows; at least one, so an empty list still shows "page 1 of 1". */
export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
