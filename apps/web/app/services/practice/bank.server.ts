/**
 * A course's question bank for its teacher and admins (issue 32): list with filters and Arabic-aware
 * search, one question, add, edit (the repository versions a question once an attempt froze it), remove,
 * import from GIFT or Aiken (preview, then all or none) and export as GIFT. Every function takes the
 * session's actor and re-checks that it may change the course; ids below the course (a question, a
 * lesson tag) must belong to it, whatever the URL or form says.
 */
import { z } from "zod";
import {
  DIFFICULTIES,
  QUESTION_TYPES,
  type Difficulty,
  type Question,
  type QuestionContent,
  type QuestionType,
} from "@masar/domain/practice/question";
import { parseAiken } from "@masar/domain/practice/aiken";
import { toGift } from "@masar/domain/practice/gift-export";
import { parseGift } from "@masar/domain/practice/gift-import";
import type { ImportError, ImportedQuestion } from "@masar/domain/practice/question-import";
import { matchesFilter } from "@masar/domain/practice/paper";
import { questionContentSchema } from "@masar/domain/practice/question-schema";
import { normalizeForSearch } from "@masar/domain/text";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";
import { getRepositories } from "#app/repositories.server";

type Staff = Pick<Actor, "uid" | "role">;
type Refusal = { ok: false; reason: "missing" | "forbidden" };

/** The bank's filters, as the page's GET form gives them; empty or null matches every question. */
export interface BankFilters {
  /** Searched in the stem (both languages), the topic and the source, Arabic-aware. */
  q: string;
  type: QuestionType | null;
  lessonId: string | null;
  topic: string;
  difficulty: Difficulty | null;
  source: string;
}

export const NO_FILTERS: BankFilters = { q: "", type: null, lessonId: null, topic: "", difficulty: null, source: "" };

const filterText = z.string().trim().max(120).catch("");
/** The filters from an address: anything unknown or too long is no filter, never an error page. */
const bankFiltersSchema = z.object({
  q: filterText.default(""),
  type: z.enum(QUESTION_TYPES).nullable().catch(null).default(null),
  lessonId: filterText.transform((v) => v || null).default(null),
  topic: filterText.default(""),
  difficulty: z.enum(DIFFICULTIES).nullable().catch(null).default(null),
  source: filterText.default(""),
});

export function bankFiltersFrom(params: URLSearchParams): BankFilters {
  const pick = (name: string) => params.get(name) ?? undefined;
  return bankFiltersSchema.parse({
    q: pick("q"),
    type: pick("type"),
    lessonId: pick("lessonId"),
    topic: pick("topic"),
    difficulty: pick("difficulty"),
    source: pick("source"),
  });
}

/**
 * Whether a question passes the filters: its type, its tags as a quiz's random rule matches them (the
 * domain's matchesFilter: topic and source compared the Arabic-aware way), and the search in its stem
 * (both languages), topic and source. Exported for the quiz page's checklist, which filters the same way.
 */
export function matchesFilters(question: QuestionContent, filters: BankFilters): boolean {
  if (filters.type && question.body.type !== filters.type) return false;
  if (!matchesFilter(question, filters)) return false;
  const q = normalizeForSearch(filters.q);
  if (!q) return true;
  const { stem, tags } = question;
  return [stem.ar, stem.en, tags.topic, tags.source].some((text) => normalizeForSearch(text).includes(q));
}

/** Every topic and source the bank uses, for the filters' choices (first spelling of each, sorted). */
function tagValues(questions: readonly Question[]) {
  const distinct = (values: string[]) => {
    const seen = new Map<string, string>();
    for (const v of values) if (v.trim() && !seen.has(normalizeForSearch(v))) seen.set(normalizeForSearch(v), v);
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  };
  return {
    topics: distinct(questions.map((q) => q.tags.topic)),
    sources: distinct(questions.map((q) => q.tags.source)),
  };
}

export type BankList =
  | { ok: true; questions: Question[]; total: number; topics: string[]; sources: string[] }
  | Refusal;

/** The course's questions that pass the filters, oldest first, with the bank's size and its tag values. */
export async function listQuestions(
  actor: Staff,
  courseId: string,
  filters: BankFilters = NO_FILTERS,
): Promise<BankList> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const all = await (await getRepositories()).questions.listByCourse(courseId);
  return { ok: true, questions: all.filter((q) => matchesFilters(q, filters)), total: all.length, ...tagValues(all) };
}

/** One question of the course; "missing" when it is another course's, removed or absent. */
export async function getQuestion(
  actor: Staff,
  courseId: string,
  questionId: string,
): Promise<{ ok: true; question: Question } | Refusal> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const question = await (await getRepositories()).questions.get(courseId, questionId);
  return question ? { ok: true, question } : { ok: false, reason: "missing" };
}

/** Why content cannot be saved though its form was well formed: the form field and the message key. */
interface QuestionProblem {
  field: "lessonId";
  key: string;
}

export type QuestionChange =
  | { ok: true; question: Question }
  | Refusal
  | { ok: false; reason: "invalid"; problem: QuestionProblem };

/** The lesson a question is tagged with must be one of this course's. */
async function lessonProblem(courseId: string, content: QuestionContent): Promise<QuestionProblem | null> {
  const lessonId = content.tags.lessonId;
  if (!lessonId || (await (await getRepositories()).lessons.get(courseId, lessonId))) return null;
  return { field: "lessonId", key: "teaching.errors.missingLesson" };
}

/** Adds a question (content already checked against questionContentSchema by the caller's form). */
export async function createQuestion(
  actor: Staff,
  courseId: string,
  content: QuestionContent,
): Promise<QuestionChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const problem = await lessonProblem(courseId, content);
  if (problem) return { ok: false, reason: "invalid", problem };
  const [question] = await (await getRepositories()).questions.create(courseId, [content]);
  return question ? { ok: true, question } : { ok: false, reason: "missing" };
}

/**
 * Changes a question. Once a version of it is in a student's paper the repository keeps that version and
 * this edit becomes the next one, so the bank's version number grows.
 */
export async function updateQuestion(
  actor: Staff,
  courseId: string,
  questionId: string,
  content: QuestionContent,
): Promise<QuestionChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  if (!(await repos.questions.get(courseId, questionId))) return { ok: false, reason: "missing" };
  const problem = await lessonProblem(courseId, content);
  if (problem) return { ok: false, reason: "invalid", problem };
  const question = await repos.questions.update(courseId, questionId, content);
  return question ? { ok: true, question } : { ok: false, reason: "missing" };
}

/** Takes a question out of the bank; attempts keep the versions they hold. */
export async function removeQuestion(
  actor: Staff,
  courseId: string,
  questionId: string,
): Promise<{ ok: true } | Refusal> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  return (await (await getRepositories()).questions.remove(courseId, questionId))
    ? { ok: true }
    : { ok: false, reason: "missing" };
}

export type ImportFormat = "gift" | "aiken";

/** The most questions one import adds: one transaction, within Firestore's writes per transaction (decision 038). */
export const MAX_IMPORT_QUESTIONS = 250;

/**
 * A parse as the bank takes it: the parser's errors, and two of the bank's own: "invalid" (a question the
 * editor would refuse) and "tooMany" (past MAX_IMPORT_QUESTIONS).
 */
export interface BankImport {
  questions: ImportedQuestion[];
  errors: (Omit<ImportError, "message"> & { message: ImportError["message"] | "invalid" | "tooMany" })[];
}

/**
 * The text parsed, each question also checked as the editor checks it (a parser may read what the bank
 * would refuse): an error names its line and a code (`teaching.questions.importErrors.<code>`).
 */
function parseImport(format: ImportFormat, text: string): BankImport {
  const parsed = format === "gift" ? parseGift(text) : parseAiken(text);
  const questions: BankImport["questions"] = [];
  const errors: BankImport["errors"] = [...parsed.errors];
  for (const item of parsed.questions) {
    const checked = questionContentSchema.safeParse(item.content);
    if (checked.success) questions.push({ line: item.line, content: checked.data });
    else errors.push({ line: item.line, message: "invalid", detail: checked.error.issues[0]?.message });
  }
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: "empty" });
  if (questions.length > MAX_IMPORT_QUESTIONS) {
    errors.push({ line: questions[MAX_IMPORT_QUESTIONS]!.line, message: "tooMany" });
  }
  errors.sort((a, b) => a.line - b.line);
  return { questions, errors };
}

/** What an import would add, and each line it could not read; nothing is written. */
export async function previewImport(
  actor: Staff,
  courseId: string,
  format: ImportFormat,
  text: string,
): Promise<{ ok: true; parsed: BankImport } | Refusal> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  return { ok: true, parsed: parseImport(format, text) };
}

export type ImportCommit =
  | { ok: true; created: Question[] }
  | Refusal
  | { ok: false; reason: "invalid"; parsed: BankImport };

/**
 * Adds every question of the text in one `questions.create` (all or none), and only when the whole text
 * parsed: with any error nothing is written and the parse comes back to be shown.
 */
export async function commitImport(
  actor: Staff,
  courseId: string,
  format: ImportFormat,
  text: string,
): Promise<ImportCommit> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const parsed = parseImport(format, text);
  if (parsed.errors.length > 0) return { ok: false, reason: "invalid", parsed };
  const repos = await getRepositories();
  // A lesson tag from another course's export names no lesson here: the question comes in untagged.
  const lessons = new Set((await repos.lessons.listByCourse(courseId)).map((l) => l.id));
  const contents = parsed.questions.map(({ content }) =>
    content.tags.lessonId && !lessons.has(content.tags.lessonId)
      ? { ...content, tags: { ...content.tags, lessonId: null } }
      : content,
  );
  const created = await repos.questions.create(courseId, contents);
  return { ok: true, created };
}

/** The whole bank, oldest first, as Moodle GIFT text. */
export async function exportGift(actor: Staff, courseId: string): Promise<{ ok: true; text: string } | Refusal> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const questions = await (await getRepositories()).questions.listByCourse(courseId);
  return { ok: true, text: toGift(questions) };
}
