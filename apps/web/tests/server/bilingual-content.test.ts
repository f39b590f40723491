/**
 * Texts written in both languages (issue 39, items 8 and 9), in process on the built app: a lesson's
 * body is served in the reader's language only, or in the other one marked as such; the teacher's editor
 * takes a body in each language and refuses a text lesson with neither; an instructor's name shows in
 * the page's script on cards, course pages, the player and certificates, and follows the names a
 * teacher saves on her profile.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("bilingual-content");
const db = new Database(process.env.DATABASE_PATH!);
afterAll(() => db.close());
// The first request starts the app: it migrates and seeds the database the queries below read.
beforeAll(async () => {
  await call("/");
});

const AR = "appLanguage=ar";
const EN = "appLanguage=en";
const courseId = (titleEn: string) =>
  (db.prepare("SELECT id FROM courses WHERE title_en = ?").get(titleEn) as { id: string }).id;
const lessonsOf = (id: string) =>
  db.prepare("SELECT id, kind FROM lessons WHERE course_id = ? ORDER BY position").all(id) as {
    id: string;
    kind: string;
  }[];
const page = async (path: string, cookie: string) => {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The text inside the element that carries this data-testid or data-slot (tags stripped), or null. */
const textOf = (html: string, attribute: string) => {
  const at = html.indexOf(attribute);
  if (at < 0) return null;
  const open = html.indexOf(">", at) + 1;
  return html
    .slice(open, findClose(html, open))
    .replace(/<[^>]+>/g, "")
    .trim();
};
/** The end of the element opened just before `from` (the first closing tag at depth zero). */
function findClose(html: string, from: number): number {
  let depth = 0;
  const tag = /<(\/?)([a-z0-9]+)[^>]*?(\/?)>/gi;
  tag.lastIndex = from;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m[3] || ["br", "hr", "img", "input", "meta", "link"].includes(m[2]!.toLowerCase())) continue;
    if (!m[1]) depth++;
    else if (depth-- === 0) return m.index;
  }
  return html.length;
}
/** The opening tag of the element with this attribute. */
const openingTag = (html: string, attribute: string) => {
  const at = html.indexOf(attribute);
  return at < 0 ? null : html.slice(html.lastIndexOf("<", at), html.indexOf(">", at) + 1);
};

const BODY = {
  ar: "هذا المقرر مبني على ما يُدرَّس فعلًا في الجامعة",
  en: "This course follows what is really taught at university",
};

describe("a lesson's body", () => {
  let course = "";
  let lesson = "";
  let teacher = "";
  beforeAll(async () => {
    course = courseId("Programming Basics with Python");
    // Its first lesson, a free preview that visitors open: the course's introduction.
    lesson = lessonsOf(course)[0]!.id;
    teacher = await signIn(DEMO.teacher);
  });
  const player = (cookie: string) => page(`/course-content/${course}?lesson=${lesson}`, cookie);

  it("is served in the page's language only: the Arabic page has the Arabic body, the English page the English", async () => {
    const ar = await player(AR);
    expect(textOf(ar, 'data-testid="lesson-text"')).toContain(BODY.ar);
    // Not in the rendered page nor in its data: the other language's body is not sent at all.
    expect(ar).not.toContain(BODY.en);
    expect(ar).not.toContain('data-testid="lesson-language-fallback"');
    expect(openingTag(ar, 'data-testid="lesson-text"')).toMatch(/lang="ar"[^>]*dir="rtl"|dir="rtl"[^>]*lang="ar"/);
    const en = await player(EN);
    expect(textOf(en, 'data-testid="lesson-text"')).toContain(BODY.en);
    expect(en).not.toContain(BODY.ar);
    expect(en).not.toContain('data-testid="lesson-language-fallback"');
  });

  /** The editor's form as the browser sends it (multipart, the file input last). */
  const lessonForm = (body: { ar: string; en: string }, kind = "text") => {
    const form = new FormData();
    form.set("title.ar", "مقدمة المقرر وخطة الدراسة");
    form.set("title.en", "Course introduction and study plan");
    form.set("kind", kind);
    form.set("body.ar", body.ar);
    form.set("body.en", body.en);
    form.set("durationMinutes", "5");
    form.set("preview", "on");
    return form;
  };
  const save = (body: { ar: string; en: string }, cookie: string) =>
    call(`/instructor/courses/${course}/lessons/${lesson}`, { cookie, body: lessonForm(body) });

  it("in one language only is shown to the other language's readers, marked as such, in its own direction", async () => {
    const saved = await save({ ar: `## ${BODY.ar}`, en: "" }, `${teacher}; ${EN}`);
    expect(saved.status).toBe(302);
    expect(db.prepare("SELECT body_ar, body_en FROM lessons WHERE id = ?").get(lesson)).toEqual({
      body_ar: `## ${BODY.ar}`,
      body_en: "",
    });
    const en = await player(EN);
    expect(textOf(en, 'data-testid="lesson-language-fallback"')).toBe(
      "This lesson is not available in English yet; showing Arabic.",
    );
    expect(textOf(en, 'data-testid="lesson-text"')).toContain(BODY.ar);
    // The fallback block is Arabic, right to left, inside the English page.
    expect(openingTag(en, 'data-testid="lesson-text"')).toMatch(/lang="ar"/);
    expect(openingTag(en, 'data-testid="lesson-text"')).toMatch(/dir="rtl"/);
    // The Arabic page has its own body: nothing to mark.
    expect(await player(AR)).not.toContain('data-testid="lesson-language-fallback"');

    expect((await save({ ar: "", en: `## ${BODY.en}` }, teacher)).status).toBe(302);
    const ar = await player(AR);
    expect(textOf(ar, 'data-testid="lesson-language-fallback"')).toBe(
      "هذا الدرس غير متاح بالعربية بعد؛ يُعرض بالإنجليزية.",
    );
    expect(openingTag(ar, 'data-testid="lesson-text"')).toMatch(/lang="en"/);
    expect(openingTag(ar, 'data-testid="lesson-text"')).toMatch(/dir="ltr"/);
  });

  it("is edited in two fields, each previewed as saved; a text lesson needs one of them, each within its size", async () => {
    expect((await save({ ar: `## ${BODY.ar}`, en: `## ${BODY.en}` }, teacher)).status).toBe(302);
    const editor = await page(`/instructor/courses/${course}/lessons/${lesson}`, `${teacher}; ${EN}`);
    expect(editor).toContain('name="body.ar"');
    expect(editor).toContain('name="body.en"');
    expect(editor).toContain("Lesson text in Arabic (Markdown)");
    expect(editor).toContain("Lesson text in English (Markdown)");
    // Each field's saved text rendered under it, in its language.
    expect(editor).toMatch(new RegExp(`data-testid="markdown-preview"[^>]*lang="ar"[^>]*>[^]*?${BODY.ar}`));
    expect(editor).toMatch(new RegExp(`data-testid="markdown-preview"[^>]*lang="en"[^>]*>[^]*?${BODY.en}`));

    const empty = await save({ ar: "  ", en: "" }, `${teacher}; ${EN}`);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the lesson&#x27;s text in Arabic or in English");
    const emptyAr = await save({ ar: "", en: "" }, `${teacher}; ${AR}`);
    expect(emptyAr.status).toBe(400);
    expect(await emptyAr.text()).toContain("اكتب نص الدرس بالعربية أو بالإنجليزية");
    const long = await save({ ar: "ب".repeat(100_001), en: "short" }, `${teacher}; ${EN}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("This is too long");
    // Nothing of the refused saves was kept.
    expect(db.prepare("SELECT body_ar, body_en FROM lessons WHERE id = ?").get(lesson)).toEqual({
      body_ar: `## ${BODY.ar}`,
      body_en: `## ${BODY.en}`,
    });
  });

  it("cannot be changed by another teacher", async () => {
    const other = db.prepare("SELECT id FROM courses WHERE instructor_id = 'instructor-youssef' LIMIT 1").get() as {
      id: string;
    };
    const theirs = lessonsOf(other.id).find((l) => l.kind === "text")!.id;
    const refused = await call(`/instructor/courses/${other.id}/lessons/${theirs}`, {
      cookie: teacher,
      body: lessonForm({ ar: "مكتوب من معلمة أخرى", en: "" }),
    });
    expect([403, 404]).toContain(refused.status);
    expect(
      (db.prepare("SELECT body_ar FROM lessons WHERE id = ?").get(theirs) as { body_ar: string }).body_ar,
    ).not.toBe("مكتوب من معلمة أخرى");
  });
});

describe("an instructor's name", () => {
  const YOUSSEF = { ar: "د. يوسف فهمي", en: "Dr. Youssef Fahmy" };
  const dsp = () => courseId("Digital Signal Processing");

  it("shows in the page's script on the course page, its card and the player", async () => {
    for (const [cookie, shown, hidden] of [
      [AR, YOUSSEF.ar, YOUSSEF.en],
      [EN, YOUSSEF.en, YOUSSEF.ar],
    ] as const) {
      const course = await page(`/course/${dsp()}`, cookie);
      expect(textOf(course, 'data-testid="course-instructor"')).toBe(shown);
      const search = await page(`/courses?q=${encodeURIComponent("Digital Signal")}`, cookie);
      expect(textOf(search, 'data-slot="course-card-instructor"')).toBe(shown);
      const player = await page(`/course-content/${dsp()}?lesson=${lessonsOf(dsp())[0]!.id}`, cookie);
      expect(textOf(player, 'data-testid="player-instructor"')).toContain(shown);
      for (const html of [course, search, player]) {
        expect(textOf(html, 'data-testid="course-instructor"') ?? "").not.toContain(hidden);
        expect(textOf(html, 'data-slot="course-card-instructor"') ?? "").not.toContain(hidden);
        expect(textOf(html, 'data-testid="player-instructor"') ?? "").not.toContain(hidden);
      }
    }
  });

  it("is found by either script in the catalogue", async () => {
    for (const q of ["يوسف", "youssef"]) {
      const found = await page(`/courses?q=${encodeURIComponent(q)}`, EN);
      expect(found).toContain("Digital Signal Processing");
    }
  });

  it("follows the names a teacher saves on her profile, on every course she teaches and her next certificates", async () => {
    const teacher = await signIn(DEMO.teacher);
    const saved = await call("/edit-profile", {
      cookie: teacher,
      form: {
        displayName: "د. سارة منصور",
        photoURL: "",
        preferredLanguage: "",
        certificateNameAr: "أ. د. سارة منصور",
        certificateNameLatin: "Prof. Sara Mansour",
      },
    });
    expect(saved.status).toBe(302);
    const python = courseId("Programming Basics with Python");
    expect(textOf(await page(`/course/${python}`, EN), 'data-testid="course-instructor"')).toBe("Prof. Sara Mansour");
    expect(textOf(await page(`/course/${python}`, AR), 'data-testid="course-instructor"')).toBe("أ. د. سارة منصور");
    // The catalogue (a snapshot kept in memory) shows the new names at once, in each language.
    const card = await page(`/courses?q=${encodeURIComponent("Programming Basics")}`, EN);
    expect(textOf(card, 'data-slot="course-card-instructor"')).toBe("Prof. Sara Mansour");
    expect(
      db
        .prepare("SELECT COUNT(*) AS n FROM courses WHERE instructor_id = 'demo-teacher' AND instructor_en <> ?")
        .get("Prof. Sara Mansour"),
    ).toEqual({ n: 0 });

    // The demo student completes Programming Basics again: her certificate names the teacher on each side
    // in that side's script.
    const student = await signIn(DEMO.student);
    const text = lessonsOf(python).find((l) => l.kind === "text")!.id;
    await call(`/course-content/${python}`, { cookie: student, form: { intent: "uncomplete", lessonId: text } });
    await call(`/course-content/${python}`, { cookie: student, form: { intent: "complete", lessonId: text } });
    const certificate = db
      .prepare("SELECT id, teacher_name_ar, teacher_name_en FROM certificates WHERE course_id = ?")
      .get(python) as { id: string; teacher_name_ar: string; teacher_name_en: string };
    expect(certificate).toMatchObject({ teacher_name_ar: "أ. د. سارة منصور", teacher_name_en: "Prof. Sara Mansour" });
    const sheet = await page(`/certificates/${certificate.id}`, `${student}; ${EN}`);
    expect(sheet).toMatch(/<section lang="ar"[^]*?أ\. د\. سارة منصور[^]*?<\/section>/);
    expect(sheet).toMatch(/<section lang="en"[^]*?Prof\. Sara Mansour[^]*?<\/section>/);
  });
});
