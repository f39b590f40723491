import { type FirestoreDataConverter, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { CourseCategory } from "@masar/domain/course-category";
import type { CategoryRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `courseCategories`, keyed by the category's id. */
type CategoryDoc = Omit<CourseCategory, "id">;

const text = (v: unknown) => (typeof v === "string" ? v : "");

const categoryConverter: FirestoreDataConverter<CourseCategory, CategoryDoc> = {
  toFirestore: ({ id: _id, ...fields }: CourseCategory): CategoryDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): CourseCategory {
    const d = doc.data();
    return {
      id: doc.id,
      name: { ar: text(d.name?.ar), en: text(d.name?.en) },
      retired: d.retired === true,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

/** Firestore's ALREADY_EXISTS: a create met a document that is there. */
const alreadyExists = (error: unknown) => error instanceof Error && "code" in error && error.code === 6;

/** The managed list of course categories, one document each in `courseCategories`. */
export function createCategoryRepository(ctx: FirestoreContext): CategoryRepository {
  const categories = ctx.collection("courseCategories", categoryConverter);
  const get = async (id: string) => (await categories.doc(id).get()).data() ?? null;
  const create = async (id: string, name: CourseCategory["name"]) => {
    const at = ctx.now();
    try {
      await categories.doc(id).create({ id, name, retired: false, createdAt: at, updatedAt: at });
      return true;
    } catch (error) {
      if (alreadyExists(error)) return false;
      throw error;
    }
  };
  /** Changes an existing document in a transaction; null when there is none. */
  const change = (id: string, fields: Partial<CategoryDoc>) =>
    ctx.db.runTransaction(async (tx) => {
      const ref = categories.doc(id);
      const current = (await tx.get(ref)).data();
      if (!current) return null;
      const next = { ...current, ...fields, updatedAt: ctx.now() };
      tx.set(ref, next);
      return next;
    });
  return {
    async list() {
      // A few tens of entries: sorted here, by id as SQLite's ORDER BY id does (byte order).
      return (await categories.get()).docs
        .map((d) => d.data())
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    get,
    async create(id, name) {
      return (await create(id, name)) ? get(id) : null;
    },
    rename: (id, name) => change(id, { name }),
    setRetired: (id, retired) => change(id, { retired }),
    async ensure(entries) {
      for (const entry of entries) await create(entry.id, entry.name);
    },
  };
}
