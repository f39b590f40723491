import { randomBytes } from "node:crypto";
import {
  categoryChoices,
  categoryNamedLike,
  categorySlug,
  type CategoryForm,
  type CourseCategory,
} from "@masar/domain/course-category";
import { getRepositories } from "#app/repositories.server";

/** What a teacher may choose for a course: the active categories, and the course's own if retired since. */
export async function categoriesForCourse(current?: string): Promise<CourseCategory[]> {
  return categoryChoices(await (await getRepositories()).categories.list(), current);
}

/**
 * Whether a course may be given `id`: an active category, or the one it has already (kept when it was
 * retired since). Anything else, a name typed by hand included, is refused.
 */
export async function isChoosableCategory(id: string, current?: string): Promise<boolean> {
  const category = await (await getRepositories()).categories.get(id);
  return category !== null && (!category.retired || category.id === current);
}

export type CategoryChange =
  | { ok: true; category: CourseCategory }
  | { ok: false; reason: "duplicate"; key: string; values: { name: string } }
  | { ok: false; reason: "missing" };

const duplicate = (existing: CourseCategory, locale: "ar" | "en"): CategoryChange => ({
  ok: false,
  reason: "duplicate",
  key: "admin:categories.duplicate",
  values: { name: existing.name[locale] || existing.name.ar || existing.name.en },
});

/**
 * Adds a category named in both languages, unless one of its names is already another category's
 * (written differently or not: the variants that split the catalogue's filter). Its id comes from the
 * English name, made unique.
 */
export async function addCategory(form: CategoryForm, locale: "ar" | "en"): Promise<CategoryChange> {
  const repos = await getRepositories();
  const existing = categoryNamedLike(await repos.categories.list(), form.name);
  if (existing) return duplicate(existing, locale);
  const base = categorySlug(form.name.en) || `c-${randomBytes(5).toString("hex")}`;
  for (let n = 1; n < 50; n++) {
    const created = await repos.categories.create(n === 1 ? base : `${base}-${n}`, form.name);
    if (created) return { ok: true, category: created };
  }
  throw new Error(`No free id for the category ${base}`);
}

/** Renames a category (its courses follow: they keep its id), unless another has one of the new names. */
export async function renameCategory(id: string, form: CategoryForm, locale: "ar" | "en"): Promise<CategoryChange> {
  const repos = await getRepositories();
  const existing = categoryNamedLike(await repos.categories.list(), form.name, id);
  if (existing) return duplicate(existing, locale);
  const renamed = await repos.categories.rename(id, form.name);
  return renamed ? { ok: true, category: renamed } : { ok: false, reason: "missing" };
}

/** Retires a category (out of the teachers' list; its courses keep it) or brings it back. */
export async function setCategoryRetired(id: string, retired: boolean): Promise<CategoryChange> {
  const changed = await (await getRepositories()).categories.setRetired(id, retired);
  return changed ? { ok: true, category: changed } : { ok: false, reason: "missing" };
}

/** The admin's list: every category, how many courses (any status) have each, sorted by the reader's name. */
export async function adminCategoryList(locale: "ar" | "en") {
  const repos = await getRepositories();
  const [categories, courses] = await Promise.all([repos.categories.list(), repos.courses.listAll()]);
  const counts = new Map<string, number>();
  for (const course of courses) counts.set(course.category, (counts.get(course.category) ?? 0) + 1);
  return categories
    .map((category) => ({ ...category, courses: counts.get(category.id) ?? 0 }))
    .sort((a, b) => (a.name[locale] || a.id).localeCompare(b.name[locale] || b.id, locale));
}
