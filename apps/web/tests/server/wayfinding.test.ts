/**
 * Finding one's way (issue 39, items 15, 17, 18 and 23), at the request level on the built app: where
 * signing in lands each role and the header's links to their consoles; the course cards' title and cover
 * links and the course page's "Continue: lesson N — title"; one search for `/search` and `/courses`, every
 * word in any order; a missing course's 404 with the catalogue and search.
 */
import { describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("wayfinding");

const EN = "appLanguage=en";
const html = async (path: string, cookie?: string) => {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
};
/** Western digits for Arabic-Indic ones. */
const western = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const hrefOf = (tag: string) => decode(/href="([^"]*)"/.exec(tag)?.[1] ?? "");
/** Every `<a>` carrying `data-slot="<slot>"` (or a test id), with its href and its text. */
function links(page: string, attribute: string): { href: string; text: string }[] {
  const pattern = new RegExp(`<a[^>]*${attribute}[^>]*>(.*?)</a>`, "gs");
  return [...page.matchAll(pattern)].map((m) => ({
    href: hrefOf(m[0]),
    text: decode(m[1]!.replace(/<[^>]+>/g, "")).trim(),
  }));
}
const titlesOf = (page: string) =>
  [...page.matchAll(/data-slot="course-card-title"[^>]*>(.*?)<\/h\d>/gs)].map((m) =>
    decode(m[1]!.replace(/<[^>]+>/g, "")).trim(),
  );

describe("after signing in, each role lands where its work is (item 15)", () => {
  const landing = async (user: { email: string; password: string }, redirectTo?: string) => {
    const form: Record<string, string> = { intent: "login", ...user };
    if (redirectTo !== undefined) form.redirectTo = redirectTo;
    const response = await call("/login", { form });
    expect(response.status).toBe(302);
    return response.headers.get("location");
  };

  it("a teacher at their courses, an admin at the console, a student at home", async () => {
    // "/" is what the sign-in page posts when it was opened with nowhere to return to.
    for (const redirectTo of [undefined, "", "/"]) {
      expect(await landing(DEMO.teacher, redirectTo)).toBe("/instructor/courses");
      expect(await landing(DEMO.admin, redirectTo)).toBe("/admin-dashboard");
      expect(await landing(DEMO.student, redirectTo)).toBe("/");
    }
  });

  it("unless they came from elsewhere: a checked return address wins, a foreign one is ignored", async () => {
    expect(await landing(DEMO.teacher, "/my-learning")).toBe("/my-learning");
    expect(await landing(DEMO.admin, "/courses?q=ux")).toBe("/courses?q=ux");
    expect(await landing(DEMO.teacher, "//evil.example/x")).toBe("/instructor/courses");
    expect(await landing(DEMO.admin, "https://evil.example")).toBe("/admin-dashboard");
  });

  it("the sign-in page sends a signed-in teacher or admin to their own start too", async () => {
    const teacher = await signIn(DEMO.teacher);
    const admin = await signIn(DEMO.admin);
    expect((await call("/login", { cookie: teacher })).headers.get("location")).toBe("/instructor/courses");
    expect((await call("/login", { cookie: admin })).headers.get("location")).toBe("/admin-dashboard");
    expect((await call("/login?redirectTo=%2Fprofile", { cookie: admin })).headers.get("location")).toBe("/profile");
  });
});

describe("the header names the teacher's and the admin's console among its links (item 15)", () => {
  const navLinks = async (cookie: string | undefined) =>
    links(await html("/about", cookie ? `${cookie}; ${EN}` : EN), 'data-slot="nav-link"');

  it("Teaching for a teacher, Administration for an admin, in the row and in the mobile menu", async () => {
    const teacher = await navLinks(await signIn(DEMO.teacher));
    const admin = await navLinks(await signIn(DEMO.admin));
    const student = await navLinks(await signIn(DEMO.student));
    const visitor = await navLinks(undefined);
    // Each link twice: the desktop row and the mobile menu (its no-script disclosure, served with the page).
    expect(teacher.filter((l) => l.href === "/instructor/courses").map((l) => l.text)).toEqual([
      "Teaching",
      "Teaching",
    ]);
    expect(admin.filter((l) => l.href === "/admin-dashboard").map((l) => l.text)).toEqual([
      "Administration",
      "Administration",
    ]);
    for (const list of [student, visitor, teacher]) expect(list.some((l) => l.href === "/admin-dashboard")).toBe(false);
    for (const list of [student, visitor, admin])
      expect(list.some((l) => l.href === "/instructor/courses")).toBe(false);
    expect(student).toHaveLength(8);
  });

  it("in Arabic too, and highlighted on the console's own pages", async () => {
    const admin = await signIn(DEMO.admin);
    const page = await html("/admin-users", admin);
    const [current] = [...page.matchAll(/<a[^>]*aria-current="page"[^>]*data-slot="nav-link"[^>]*>(.*?)<\/a>/gs)];
    expect(hrefOf(current![0])).toBe("/admin-dashboard");
    expect(current![1]).toBe("الإدارة");
  });
});

describe("course cards and the course page (item 17)", () => {
  it("a card's title and cover lead to the course page, where its button leads", async () => {
    const page = await html("/courses?q=python");
    const actions = links(page, 'data-slot="course-card-action"');
    const titles = links(page, 'data-slot="course-card-title-link"');
    const covers = [...page.matchAll(/<a[^>]*data-slot="course-card-cover"[^>]*>/g)].map((m) => m[0]);
    expect(actions.length).toBeGreaterThan(0);
    expect(titles.map((l) => l.href)).toEqual(actions.map((l) => l.href));
    expect(covers.map(hrefOf)).toEqual(actions.map((l) => l.href));
    for (const action of actions) expect(action.href).toMatch(/^\/course\/[^/?]+$/);
    // The button is the card's one tab stop; the cover is hidden from assistive technology.
    for (const cover of covers) expect(cover).toMatch(/aria-hidden="true"/);
    for (const cover of covers) expect(cover).toMatch(/tabindex="-1"/i);
  });

  it("on My Learning the button opens the player and the title the course page", async () => {
    const page = await html("/my-learning", await signIn(DEMO.student));
    const actions = links(page, 'data-slot="course-card-action"');
    const titles = links(page, 'data-slot="course-card-title-link"');
    expect(actions.length).toBeGreaterThan(0);
    actions.forEach((action, i) => {
      const id = /^\/course-content\/([^/?]+)/.exec(action.href)![1];
      expect(titles[i]!.href).toBe(`/course/${id}`);
    });
  });

  it("an enrolled student's first action on the course page is Continue: lesson N — title, into that lesson", async () => {
    const student = await signIn(DEMO.student);
    const learning = await html("/my-learning", student);
    // A course in progress (not finished): its card says Continue.
    const inProgress = /data-testid="in-progress"(.*?)<\/section>/s.exec(learning)![1]!;
    const id = /href="\/course-content\/([^/?"]+)/.exec(inProgress)![1]!;
    for (const [lang, cookie, word] of [
      ["ar", student, "متابعة: الدرس"],
      ["en", `${student}; ${EN}`, "Continue: lesson"],
    ] as const) {
      const page = await html(`/course/${id}`, cookie);
      const [open] = links(page, 'data-testid="enroll-open"');
      const label = new RegExp(`^${word} (\\S+) — (.+)$`).exec(open!.text);
      expect(label, `${lang}: ${open!.text}`).not.toBeNull();
      const number = Number(western(label![1]!));
      // The lesson list, in order: the Nth lesson is the one named and the one the button opens.
      const list = /data-testid="lesson-list"(.*?)<\/ol>/s.exec(page)![1]!;
      const rows = [...list.matchAll(/<li.*?<\/li>/gs)].map((m) => m[0]);
      const row = rows[number - 1]!;
      expect(hrefOf(/<a[^>]*href="\/course-content[^"]*"[^>]*>/.exec(row)![0])).toBe(open!.href);
      expect(decode(row.replace(/<[^>]+>/g, ""))).toContain(label![2]);
      expect(open!.href).toMatch(new RegExp(`^/course-content/${id}\\?lesson=`));
    }
  });
});

describe("one search for /search and /courses: every word, any order (item 18)", () => {
  const searchTitles = async (q: string, cookie = EN) =>
    titlesOf(await html(`/search?${new URLSearchParams({ q })}`, cookie));
  /** The catalogue as the server filters it (before the browser holds the index, or without scripts). */
  const catalogueTitles = async (q: string, cookie = EN) =>
    titlesOf(await html(`/courses?${new URLSearchParams({ q, show: "1000" })}`, cookie));

  it('"intro to ux" finds "Introduction to UX" on both pages, in any order and case', async () => {
    for (const q of ["intro to ux", "UX intro", "INTRODUCTION   ux"]) {
      expect(await searchTitles(q), q).toEqual(["Introduction to UX"]);
      expect(await catalogueTitles(q), q).toEqual(["Introduction to UX"]);
    }
  });

  it("matches titles, the instructor and the tags in both languages, Arabic-aware, on either page's language", async () => {
    // Ta marbuta for ha, no article, no hamza: the Arabic title from the English page and the other way.
    expect(await searchTitles("مقدمه تجربه")).toEqual(["Introduction to UX"]);
    expect(await searchTitles("intro ux", "appLanguage=ar")).toEqual(["مقدمة في تجربة المستخدم"]);
    // A tag in the other language: "بحث المستخدم" is the Arabic of "User research".
    expect(await searchTitles("بحث المستخدم")).toContain("Introduction to UX");
    expect(await catalogueTitles("بحث المستخدم")).toContain("Introduction to UX");
    expect(await searchTitles("user research", "appLanguage=ar")).toContain("مقدمة في تجربة المستخدم");
  });

  it("finds the same courses on /search as in the catalogue", async () => {
    for (const q of ["intro to ux", "python", "د. احمد", "design systems", "exams", "101", "zz-no-such"]) {
      const found = await searchTitles(q);
      expect(new Set(found), q).toEqual(new Set(await catalogueTitles(q)));
    }
    expect(await searchTitles("zz-no-such")).toEqual([]);
  });

  it("the header's search box shows the current query", async () => {
    const box = (page: string) =>
      /<form[^>]*data-slot="header-search"[^>]*>.*?<input[^>]*name="q"[^>]*>/s.exec(page)![0].match(/value="([^"]*)"/);
    expect(box(await html("/search?q=intro%20to%20ux"))?.[1]).toBe("intro to ux");
    expect(box(await html("/courses?q=%D8%AA%D8%AC%D8%B1%D8%A8%D8%A9"))?.[1]).toBe("تجربة");
    expect(box(await html("/about?q=elsewhere"))?.[1] ?? "").toBe("");
  });
});

describe("a missing course's 404 offers the catalogue and search (item 23)", () => {
  for (const [lang, cookie, title, browse] of [
    ["ar", "appLanguage=ar", "لم نجد هذه الدورة", "تصفّح الدورات"],
    ["en", EN, "Course not found", "Browse courses"],
  ] as const) {
    it(`in ${lang}`, async () => {
      const response = await call("/course/no-such-course", { cookie });
      expect(response.status).toBe(404);
      const page = /<main.*?<\/main>/s.exec(await response.text())![0];
      expect(page).toContain(`<h1 class="text-2xl font-bold">${title}</h1>`);
      expect(links(page, 'data-slot="go-home"').map((l) => l.href)).toEqual(["/"]);
      expect(links(page, 'data-testid="not-found-catalogue"')).toEqual([{ href: "/courses", text: browse }]);
      const search = /<form[^>]*data-testid="not-found-search"[^>]*>/.exec(page)![0];
      expect(search).toMatch(/action="\/search"/);
      expect(search).toMatch(/method="get"/);
    });
  }

  it("any other unknown page keeps the generic 404", async () => {
    const page = await (await call("/no-such-page", { cookie: EN })).text();
    expect(page).toContain("Page not found");
    expect(page).not.toContain("not-found-catalogue");
  });
});
