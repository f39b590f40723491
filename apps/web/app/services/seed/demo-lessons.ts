import type { LessonInput } from "@masar/domain/course-schema";
import type { LocalizedText } from "@masar/domain/locale";

/**
 * Real demo lessons in both languages: Markdown text lessons (an Arabic body and an English body, each
 * shown on its own language's pages), one short video and one PDF per course. The media are placeholders here
 * (`DEMO_MEDIA`) that the seed swaps for the stored files' keys once it has put them in the file store.
 */
export const DEMO_MEDIA = { video: "demo-media:video", pdf: "demo-media:pdf" } as const;

const SECTIONS: LocalizedText[] = [
  { ar: "البداية", en: "Getting started" },
  { ar: "التعمّق في المقرر", en: "Going deeper" },
  { ar: "الاستعداد للامتحان", en: "Exam preparation" },
];

type Plan = {
  title: LocalizedText;
  kind: LessonInput["kind"];
  minutes: number;
  body?: (c: LocalizedText) => LocalizedText;
};

const intro = (c: LocalizedText): LocalizedText => ({
  ar: `## مرحبًا بك في «${c.ar}»

هذا المقرر مبني على ما يُدرَّس فعلًا في الجامعة: نشرح كل فكرة ببساطة، ثم نحل أمثلة، ثم نتدرّب عليها.

- شاهد الفيديو القصير في الدرس التالي.
- راجع ملف الملخص (PDF) واحتفظ به قبل الامتحان.
- حدّد كل درس **كمكتمل** لتتابع تقدّمك.`,
  en: `## Welcome to “${c.en}”

This course follows what is really taught at university: every idea explained plainly, then worked examples, then practice.

- Watch the short video in the next lesson.
- Keep the summary file (PDF) for the exam.
- Mark each lesson **complete** to follow your progress.`,
});

const concepts = (c: LocalizedText): LocalizedText => ({
  ar: `## المفاهيم الأساسية في ${c.ar}

قبل حل المسائل نحتاج إلى لغة مشتركة. في هذا الدرس نعرّف المصطلحات التي ستتكرر في المقرر، ونربط كل مصطلح بمثال من الحياة اليومية.

> نصيحة: اكتب كل مصطلح جديد بخط يدك مع مثال خاص بك.`,
  en: `## Core concepts of ${c.en}

Before solving problems we need a shared vocabulary. This lesson defines the terms the course keeps using and ties each one to an everyday example.

> Tip: write each new term by hand with an example of your own.`,
});

const examples = (): LocalizedText => ({
  ar: `## أمثلة محلولة خطوة بخطوة

1. اقرأ المسألة كاملة وحدد المعطيات والمطلوب.
2. اختر القاعدة المناسبة واكتبها قبل التعويض.
3. عوّض بالأرقام وراجع الوحدات.

\`\`\`text
المعطيات ← القاعدة ← التعويض ← المراجعة
\`\`\``,
  en: `## Worked examples, step by step

1. Read the whole problem; list what is given and what is asked.
2. Choose the rule that fits and write it down before substituting.
3. Substitute the numbers and check the units.

\`\`\`text
given → rule → substitute → check
\`\`\``,
});

const exercises = (): LocalizedText => ({
  ar: `## تمارين تطبيقية

حل التمارين التالية بنفسك قبل أن تنظر إلى الحل في نهاية الدرس.

| التمرين | المستوى |
| --- | --- |
| ١ | سهل |
| ٢ | متوسط |
| ٣ | صعب |`,
  en: `## Practice exercises

Solve these yourself before you look at the solutions at the end of the lesson.

| Exercise | Level |
| --- | --- |
| 1 | Easy |
| 2 | Medium |
| 3 | Hard |`,
});

const summary = (c: LocalizedText): LocalizedText => ({
  ar: `## ملخص «${c.ar}»

- ابدأ دائمًا بتحديد المطلوب.
- القواعد الأساسية قليلة: افهمها ولا تحفظها فقط.
- أغلب أسئلة الامتحان تشبه الأمثلة المحلولة.`,
  en: `## Summary of “${c.en}”

- Always start from what is asked.
- The core rules are few: understand them, do not just memorise them.
- Most exam questions look like the worked examples.`,
});

const PLANS: Plan[] = [
  {
    title: { ar: "مقدمة المقرر وخطة الدراسة", en: "Course introduction and study plan" },
    kind: "text",
    minutes: 5,
    body: intro,
  },
  { title: { ar: "فيديو: نظرة سريعة على المقرر", en: "Video: the course at a glance" }, kind: "video", minutes: 1 },
  { title: { ar: "ملف: ملخص من صفحة واحدة", en: "File: a one-page summary" }, kind: "file", minutes: 5 },
  { title: { ar: "المفاهيم الأساسية", en: "Core concepts" }, kind: "text", minutes: 12, body: concepts },
  {
    title: { ar: "أمثلة محلولة خطوة بخطوة", en: "Worked examples, step by step" },
    kind: "text",
    minutes: 15,
    body: examples,
  },
  { title: { ar: "تمارين تطبيقية", en: "Practice exercises" }, kind: "text", minutes: 20, body: exercises },
  { title: { ar: "ملخص الفصل", en: "Chapter summary" }, kind: "text", minutes: 8, body: summary },
  {
    title: { ar: "أسئلة متكررة في الامتحان", en: "Frequent exam questions" },
    kind: "text",
    minutes: 10,
    body: exercises,
  },
];

/** The first `count` lessons of the plan for a course: sections of three, the first lesson a free preview. */
export function demoLessons(count: number, course: LocalizedText): LessonInput[] {
  return PLANS.slice(0, count).map((plan, j) => ({
    title: plan.title,
    section: SECTIONS[Math.min(Math.floor(j / 3), SECTIONS.length - 1)]!,
    kind: plan.kind,
    content: plan.kind === "video" ? DEMO_MEDIA.video : plan.kind === "file" ? DEMO_MEDIA.pdf : "",
    body: plan.body ? plan.body(course) : { ar: "", en: "" },
    durationMinutes: plan.minutes,
    preview: j === 0,
  }));
}

/**
 * The practice quiz a published demo course ends with (issue 32): its quiz has the lesson's id and draws
 * from the course's bank (`demo-questions.ts`). A quiz lesson holds no content of its own.
 */
export function demoQuizLesson(course: LocalizedText, preview: boolean): LessonInput {
  return {
    title: { ar: `تدريب: ${course.ar}`, en: `Practice: ${course.en}` },
    section: SECTIONS[SECTIONS.length - 1]!,
    kind: "quiz",
    content: "",
    durationMinutes: 15,
    preview,
  };
}
