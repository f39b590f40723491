import { expect, test, type Browser, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { chooseDate, chooseTime } from "./date-fields";
import { ORIGIN } from "./origin";
import { axe } from "./axe";

/**
 * The teacher console, with teachers and a student of its own: a fresh teacher creates a bilingual
 * course with a cover, three lessons of the three types, publishes it; a visitor finds its card in the
 * catalogue; a student enrols and is told when a fourth lesson comes; the learners page and its CSV show
 * the student; another teacher is refused everywhere. The journey runs in Arabic, where the console's
 * layout is most at risk (docs/testing.md: journeys once); every editor page in English, at phone and desktop width, is a11y.spec.ts's, and the English texts are the
 * message catalogue's (one key set in both languages, checked by its unit test).
 */
const t = {
  newCourse: "دورة جديدة",
  create: "إنشاء الدورة",
  saveLesson: "حفظ الدرس",
  published: "منشورة",
  draft: "مسودة",
  needsLesson: "أضف درسًا واحدًا على الأقل قبل نشر الدورة",
  fileType: "نوع هذا الملف غير مقبول",
  lessons3: "٣ دروس",
  free: "مجاني",
  newLesson: "درس جديد في",
  notYours: "يدرّس هذه الدورة معلّم آخر",
  csvName: "الاسم",
  moveDown: (t: string) => `نقل ${t} إلى الأسفل`,
  moved: (t: string) => `نُقل ${t} إلى الموضع ٢ من ٤`,
  enrollFree: "سجّل مجانًا",
  teaching: "التدريس",
  teaches: "يدرّس دورة واحدة",
  exercises: "تمارين",
} as const;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// A Windows executable's header under an image's name and type.
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(64)]);

/** A fresh teacher of the spec's own, signed in, with the language chosen. */
async function freshTeacher(browser: Browser, lang: "ar" | "en", prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signUpFreshStudent(page, prefix);
  await page.goto("/__test/become-teacher?redirectTo=/instructor/courses");
  await expect(page).toHaveURL("/instructor/courses");
  return page;
}

async function addLesson(page: Page, courseId: string, fill: (page: Page) => Promise<void>) {
  await page.goto(`/instructor/courses/${courseId}/lessons/new`);
  await hydrated(page);
  await fill(page);
  await page.getByTestId("save-lesson").click();
  await expect(page).toHaveURL(`/instructor/courses/${courseId}/lessons`);
}

const lang = "ar";
test("a teacher builds, publishes and follows a course; nobody else can touch it", async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const titles = { ar: `هندسة الجسور ${stamp}`, en: `Bridge Design ${stamp}` };
  const teacher = await freshTeacher(browser, lang, `teach-${lang}`);
  await hydrated(teacher);
  await axe(teacher, "list (empty)");

  // A new bilingual course, tags as chips.
  await teacher.getByTestId("new-course").click();
  await expect(teacher).toHaveURL("/instructor/courses/new");
  await hydrated(teacher);
  const form = teacher.getByTestId("course-form");
  await form.locator('input[name="title.ar"]').fill(titles.ar);
  await form.locator('input[name="title.en"]').fill(titles.en);
  await form.locator('textarea[name="description.ar"]').fill("تصميم الجسور الخرسانية خطوة بخطوة.");
  await form.locator('textarea[name="description.en"]').fill("Designing concrete bridges step by step.");
  await form.locator('select[name="category"]').selectOption("mathematics");
  const tagInput = form.locator("[data-slot=tags-input] input:not([type=hidden])");
  for (const tag of ["bridges", "concrete", "structures"]) {
    await tagInput.fill(tag);
    await tagInput.press("Enter");
  }
  await expect(form.locator("[data-slot=tag-chip]")).toHaveCount(3);
  await axe(teacher, "new course");
  await form.getByRole("button", { name: t.create }).click();
  await expect(teacher).toHaveURL(/\/instructor\/courses\/[^/]+\/lessons$/);
  const courseId = teacher.url().split("/").at(-2)!;

  // Publishing an empty course is refused with the reason.
  await teacher.goto(`/instructor/courses/${courseId}`);
  await hydrated(teacher);
  await teacher.getByTestId("status-published").click();
  await expect(teacher.getByTestId("status-panel").getByRole("alert")).toHaveText(t.needsLesson);

  // A renamed executable is refused as a cover, with a clear message; a real PNG is taken.
  await teacher.locator("#cover-file").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: EXE });
  await teacher.getByTestId("upload-cover").click();
  await expect(teacher.locator("#cover-error")).toContainText(t.fileType);
  await teacher.locator("#cover-file").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await teacher.getByTestId("upload-cover").click();
  // Stored re-encoded at the card's size (WebP), whatever was sent.
  await expect(teacher.getByTestId("cover-image")).toHaveAttribute("src", /^\/resources\/course-cover\/.+\.webp$/);
  const cover = (await teacher.getByTestId("cover-image").getAttribute("src"))!;
  await axe(teacher, "details");

  // Three lessons, one of each type.
  await addLesson(teacher, courseId, async (p) => {
    await p.locator('input[name="title.ar"]').fill("مقدمة");
    await p.locator('input[name="title.en"]').fill("Introduction");
    await p.locator('select[name="kind"]').selectOption("text");
    // The body in Arabic only (the English page shows it, marked); each language has its own preview.
    const arabic = p.getByTestId("lesson-body-ar");
    await arabic.locator('textarea[name="body.ar"]').fill("# الأحمال\n\nالأحمال الميتة و**الحية**.");
    await arabic.getByTestId("show-preview").click();
    await expect(arabic.getByTestId("markdown-preview").locator("strong")).toHaveText("الحية");
    await axe(p, "lesson editor");
    await p.locator('input[name="preview"]').check();
  });
  await addLesson(teacher, courseId, async (p) => {
    await p.locator('input[name="title.en"]').fill("Beams video");
    await p.locator('select[name="kind"]').selectOption("video");
    await p.locator('input[name="link"]').fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });
  await addLesson(teacher, courseId, async (p) => {
    await p.locator('input[name="title.ar"]').fill("ملخص المعادلات");
    await p.locator('select[name="kind"]').selectOption("file");
    await p.locator("#lesson-file").setInputFiles({ name: "ملخص.pdf", mimeType: "application/pdf", buffer: PDF });
  });
  await expect(teacher.getByTestId("lesson-title")).toHaveText(["مقدمة", "Beams video", "ملخص المعادلات"]);
  await axe(teacher, "lessons");

  // An exam on the course's calendar: a date and a Cairo time.
  await teacher.goto(`/instructor/courses/${courseId}/events`);
  await hydrated(teacher);
  const eventForm = teacher.getByTestId("event-form");
  await eventForm.locator('select[name="kind"]').selectOption("exam");
  await eventForm.locator('input[name="title.en"]').fill("Midterm");
  await chooseDate(eventForm.locator("#event-new-date"), "2027-03-14");
  await chooseTime(eventForm.locator("#event-new-time"), "10:30");
  await eventForm.getByTestId("save-event").click();
  await expect(teacher.getByTestId("event-title")).toHaveText(["Midterm"]);
  // The time in the reader's language, as the student's calendar writes it.
  await expect(teacher.getByTestId("event-time")).toHaveText([lang === "ar" ? "١٠:٣٠ ص" : "10:30"]);
  // The "added" toast comes with its own chunk a moment after the list: axe reads it once it is in
  // (a toast half way through its fade-in reads as low contrast).
  await expect(teacher.locator("[data-sonner-toast]").first()).toBeVisible();
  await axe(teacher, "events");

  await teacher.goto(`/instructor/courses/${courseId}`);
  await teacher.getByTestId("status-published").click();
  await expect(teacher.getByTestId("status-panel").locator("[data-slot=course-status]")).toHaveText(t.published);

  // A visitor finds the card: free, three lessons, its tags.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, lang);
  await visitor.goto(`/courses?q=${encodeURIComponent(titles[lang])}`);
  const card = visitor.locator("[data-slot=course-card]").filter({ hasText: titles[lang] });
  await expect(card).toHaveCount(1);
  await expect(card.locator("[data-slot=course-card-price]")).toHaveText(t.free);
  await expect(card.locator("[data-slot=course-card-lessons]")).toHaveText(t.lessons3);
  await expect(card.locator("[data-slot=course-card-tags]")).toContainText("bridges");
  await expect(card.locator("[data-slot=course-card-image]")).toHaveAttribute("src", cover);
  const served = await visitor.request.get(cover);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);

  // A student enrols, then hears of the fourth lesson.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await useLanguage(student, lang);
  const studentUser = await signUpFreshStudent(student, `teach-student-${lang}`);
  await student.goto(`/course/${courseId}`);
  await hydrated(student);
  await student.locator("article aside [data-enroll=free]").click();
  await expect(student).toHaveURL(new RegExp(`/course-content/${courseId}`));
  await addLesson(teacher, courseId, async (p) => {
    await p.locator('input[name="title.ar"]').fill("تمارين");
    await p.locator('input[name="title.en"]').fill("Exercises");
    await p.locator('textarea[name="body.en"]').fill("Solve 1 to 5.");
  });
  await student.goto("/notifications");
  await expect(student.locator("main")).toContainText(`${t.newLesson} ${titles[lang]}`);

  // Keyboard-only reorder: the first lesson moves down, focus stays on it, the move is announced.
  await teacher.goto(`/instructor/courses/${courseId}/lessons`);
  await hydrated(teacher);
  const first = "مقدمة";
  await teacher.getByRole("button", { name: t.moveDown(first) }).focus();
  await teacher.keyboard.press("Enter");
  await expect(teacher.getByTestId("lesson-title").nth(1)).toHaveText(first);
  await expect(teacher.getByTestId("move-announcement")).toHaveText(t.moved(first));
  await expect(teacher.getByRole("button", { name: t.moveDown(first) })).toBeFocused();

  // Drag and drop: the fourth lesson dragged by its handle onto the first; the order is stored.
  const rows = teacher.getByTestId("lesson-list").locator(":scope > li");
  // Several moves, as a hand makes: the page reorders on dragenter and needs dragover to allow the drop.
  await rows.nth(3).getByTestId("drag-handle").dragTo(rows.nth(0), { steps: 10 });
  const dragged = [t.exercises, "Beams video", first, "ملخص المعادلات"];
  await expect(teacher.getByTestId("lesson-title")).toHaveText(dragged);
  await teacher.reload();
  await expect(teacher.getByTestId("lesson-title")).toHaveText(dragged);

  // Learners and the CSV (UTF-8 with a byte-order mark).
  await teacher.goto(`/instructor/courses/${courseId}/learners`);
  await expect(teacher.getByTestId("learners")).toContainText(studentUser.email);
  // The learner's name and address start where the column does, on the page's side (their texts'
  // own boxes), the right in Arabic: the Latin name and the address once sat at the cell's far side.
  const starts = await teacher.getByTestId("learners").evaluate((table) => {
    const edge = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      return Math.round(r.right);
    };
    const head = table.querySelector("thead th")!;
    const cell = table.querySelector("tbody th")!;
    const padding = parseFloat(getComputedStyle(cell).paddingInlineStart);
    const column = head.getBoundingClientRect();
    return [Math.round(column.right - padding), ...[...cell.children].map(edge)];
  });
  expect(Math.max(...starts) - Math.min(...starts), `${starts}`).toBeLessThanOrEqual(1);
  await axe(teacher, "learners");
  const csv = await teacher.request.get(`/instructor/courses/${courseId}/learners.csv`);
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain(`"${t.csvName}"`);
  expect(bytes.toString("utf8")).toContain(studentUser.email);
  await teacher.goto(`/instructor/courses/${courseId}/announce`);
  await hydrated(teacher);
  await axe(teacher, "announce");
  // The console is one click from the avatar menu.
  await teacher.goto("/");
  await hydrated(teacher);
  await teacher.locator("[data-slot=avatar-menu]").click();
  await teacher.getByRole("menuitem", { name: t.teaching }).click();
  await expect(teacher).toHaveURL("/instructor/courses");
  await expect(teacher.getByTestId("teacher-courses")).toContainText(titles[lang]);
  await teacher.goto("/profile");
  await expect(teacher.getByTestId("profile-teaches")).toHaveText(t.teaches);

  // Another teacher: 403 on the editor page, its data request, an upload and the export.
  const other = await freshTeacher(browser, lang, `teach-other-${lang}`);
  const editor = await other.goto(`/instructor/courses/${courseId}`);
  expect(editor?.status()).toBe(403);
  await expect(other.locator("main")).toContainText(t.notYours);
  const dataRequest = await other.request.get(`/instructor/courses/${courseId}.data`);
  expect(dataRequest.status()).toBe(403);
  const upload = await other.request.post(`/instructor/courses/${courseId}`, {
    headers: { Origin: ORIGIN },
    multipart: { cover: { name: "cover.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status()).toBe(403);
  const lessonUpload = await other.request.post(`/resources/lesson-save/${courseId}/new`, {
    headers: { Origin: ORIGIN },
    multipart: {
      "title.en": "Hijack",
      kind: "file",
      file: { name: "x.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(lessonUpload.status()).toBe(403);
  expect((await other.request.get(`/instructor/courses/${courseId}/learners.csv`)).status()).toBe(403);
  await teacher.goto(`/instructor/courses/${courseId}/lessons`);
  await expect(teacher.getByTestId("lesson-title")).toHaveCount(4);

  await Promise.all([
    teacher.context().close(),
    other.context().close(),
    visitorContext.close(),
    studentContext.close(),
  ]);
});
