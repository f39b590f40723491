/**
 * Course categories as a managed list, at the request level (issue 39, item 16): the catalogue's
 * category filter names the reader's language and offers only the chosen faculty's categories that
 * have published courses; a teacher chooses from the list (a name typed by hand is refused beside the
 * field); the admin adds, renames and retires entries, refusing a variant of an existing name, and a
 * rename shows in the catalogue at once. In process on the built app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("categories");

const cookies = { admin: "", teacher: "" };
const EN = "appLanguage=en";

/** The category filter's options of a catalogue page: [value, label] in page order, the "all" option left out. */
function categoryOptions(html: string): [string, string][] {
  const select = /<select[^>]*name="category"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)</g)]
    .map((m): [string, string] => [m[1]!, m[2]!])
    .filter(([value]) => value !== "");
}

beforeAll(async () => {
  cookies.admin = await signIn(DEMO.admin);
  cookies.teacher = await signIn(DEMO.teacher);
});

describe("the catalogue's category filter", () => {
  it("names each category in the reader's language, the 27 demo courses unchanged", async () => {
    const en = await (await call("/courses", { headers: { Cookie: EN } })).text();
    const options = categoryOptions(en);
    expect(options).toContainEqual(["physics", "Physics"]);
    expect(options).toContainEqual(["ux", "UX &amp; interface design"]);
    for (const [, label] of options) expect(label, label).not.toMatch(/[\u0600-\u06FF]/);
    expect(en).toMatch(/data-testid="result-count"[^>]*>27 courses</);
    const ar = categoryOptions(await (await call("/courses")).text());
    expect(ar).toContainEqual(["physics", "الفيزياء"]);
  });

  it("offers only the chosen faculty's categories that have published courses", async () => {
    const design = categoryOptions(await (await call("/courses?faculty=design", { headers: { Cookie: EN } })).text());
    expect(design.map(([id]) => id).sort()).toEqual(["architecture", "graphic", "ux"]);
    const science = categoryOptions(await (await call("/courses?faculty=science", { headers: { Cookie: EN } })).text());
    expect(science.map(([id]) => id)).toContain("physics");
    expect(science.map(([id]) => id)).not.toContain("programming");
  });
});

describe("a teacher's course", () => {
  const course = { "title.en": "Machine learning", faculty: "engineering", level: "beginner", price: "0" };

  it("takes its category from the list: free text is refused beside the field, in the page's language", async () => {
    const form = await (await call("/instructor/courses/new", { cookie: cookies.teacher })).text();
    expect(form).toMatch(/<select[^>]*name="category"/);
    expect(form).not.toMatch(/<input[^>]*name="category"/);
    const refused = await call("/instructor/courses/new", {
      cookie: cookies.teacher,
      form: { ...course, category: "الذكاء الاصطناعي" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("اختر تصنيفًا من القائمة");
    const made = await call("/instructor/courses/new", {
      cookie: cookies.teacher,
      form: { ...course, category: "programming" },
    });
    expect(made.status).toBe(302);
  });
});

describe("the admin's list", () => {
  it("adds a category in both languages, refusing a variant of a name already listed", async () => {
    const added = await call("/admin-categories", {
      cookie: cookies.admin,
      form: { intent: "add", "name.ar": "الذكاء الاصطناعي", "name.en": "Artificial intelligence" },
    });
    expect(added.status).toBe(302);
    const page = await (await call("/admin-categories", { cookie: cookies.admin })).text();
    expect(page).toMatch(/data-category="artificial-intelligence"/);
    const variant = await call("/admin-categories", {
      cookie: cookies.admin,
      form: { intent: "add", "name.ar": "الذّكاء الاصطناعى", "name.en": "AI" },
    });
    expect(variant.status).toBe(400);
    expect(await variant.text()).toContain("«الذكاء الاصطناعي» موجود في القائمة بهذا الاسم.");
    const half = await call("/admin-categories", {
      cookie: cookies.admin,
      form: { intent: "add", "name.ar": "الفلك" },
    });
    expect(half.status).toBe(400);
    // Teachers may now choose it.
    const form = await (await call("/instructor/courses/new", { cookie: cookies.teacher })).text();
    expect(form).toContain('value="artificial-intelligence"');
  });

  it("a rename shows in the catalogue at once; a retired category leaves the teachers' list, not the catalogue", async () => {
    const before = categoryOptions(await (await call("/courses", { headers: { Cookie: EN } })).text());
    expect(before).toContainEqual(["physics", "Physics"]);
    const renamed = await call("/admin-categories", {
      cookie: cookies.admin,
      form: { intent: "rename", id: "physics", "name.ar": "الفيزياء والفلك", "name.en": "Physics and astronomy" },
    });
    expect(renamed.status).toBe(302);
    const after = categoryOptions(await (await call("/courses", { headers: { Cookie: EN } })).text());
    expect(after).toContainEqual(["physics", "Physics and astronomy"]);

    expect(
      (await call("/admin-categories", { cookie: cookies.admin, form: { intent: "retire", id: "physics" } })).status,
    ).toBe(302);
    const form = await (await call("/instructor/courses/new", { cookie: cookies.teacher })).text();
    expect(form).not.toContain('value="physics"');
    expect(categoryOptions(await (await call("/courses", { headers: { Cookie: EN } })).text())).toContainEqual([
      "physics",
      "Physics and astronomy",
    ]);
    expect(
      (await call("/admin-categories", { cookie: cookies.admin, form: { intent: "retire", id: "nope" } })).status,
    ).toBe(404);
  });
});
