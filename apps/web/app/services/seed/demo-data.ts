import type { Course } from "@masar/domain/course";
import type { CourseInput, LessonInput } from "@masar/domain/course-schema";
import type { NewNotification } from "@masar/domain/notification-schema";
import type { Role } from "@masar/domain/user";
import { demoLessons, demoQuizLesson } from "./demo-lessons";
import { DEMO_COURSES } from "./demo-courses";
import { demoTags } from "./demo-tags";

/** A demo person's name in Arabic and in Latin letters (the names for certificates, and a teacher's courses). */
interface DemoNames {
  ar: string;
  latin: string;
}

/** Demo accounts for a local platform. Their passwords are public (README): never seed them in a deployment. */
export const DEMO_USERS: { email: string; password: string; displayName: string; role: Role; names?: DemoNames }[] = [
  {
    email: "student@masar.local",
    password: "masar-student-2025",
    displayName: "مريم حسن",
    role: "student",
    names: { ar: "مريم حسن", latin: "Mariam Hassan" },
  },
  {
    email: "teacher@masar.local",
    password: "masar-teacher-2025",
    displayName: "د. سارة منصور",
    role: "teacher",
    names: { ar: "د. سارة منصور", latin: "Dr. Sara Mansour" },
  },
  { email: "admin@masar.local", password: "masar-admin-2025", displayName: "Admin Masar", role: "admin" },
];

/**
 * Instructors without a login (the demo teacher teaches some courses too), each with a display name in
 * one script and their names in both: an Arabic page shows the Arabic name, an English page the Latin one.
 */
export const DEMO_INSTRUCTORS: { uid: string; displayName: string; email: string; names: DemoNames }[] = [
  {
    uid: "instructor-ahmed",
    displayName: "د. أحمد عبد الرحمن",
    email: "ahmed.abdelrahman@masar.local",
    names: { ar: "د. أحمد عبد الرحمن", latin: "Dr. Ahmed Abdelrahman" },
  },
  {
    uid: "instructor-laila",
    displayName: "د. ليلى إبراهيم",
    email: "laila.ibrahim@masar.local",
    names: { ar: "د. ليلى إبراهيم", latin: "Dr. Laila Ibrahim" },
  },
  {
    uid: "instructor-omar",
    displayName: "Dr. Omar Khaled",
    email: "omar.khaled@masar.local",
    names: { ar: "د. عمر خالد", latin: "Dr. Omar Khaled" },
  },
  {
    uid: "instructor-nour",
    displayName: "م. نور الهدى سالم",
    email: "nour.salem@masar.local",
    names: { ar: "م. نور الهدى سالم", latin: "Eng. Nour El-Hoda Salem" },
  },
  {
    uid: "instructor-youssef",
    displayName: "Dr. Youssef Fahmy",
    email: "youssef.fahmy@masar.local",
    names: { ar: "د. يوسف فهمي", latin: "Dr. Youssef Fahmy" },
  },
];

const LESSONS: [string, string][] = [
  ["مقدمة المقرر وخطة الدراسة", "Course introduction and study plan"],
  ["المفاهيم الأساسية", "Core concepts"],
  ["أمثلة محلولة خطوة بخطوة", "Worked examples, step by step"],
  ["تمارين تطبيقية", "Practice exercises"],
  ["ملخص الفصل", "Chapter summary"],
  ["امتحان سابق محلول", "Solved past paper"],
  ["أسئلة متكررة في الامتحان", "Frequent exam questions"],
  ["مراجعة ليلة الامتحان", "Night-before-the-exam revision"],
];

/**
 * The one course whose practice quiz is a free preview, tried without enrolling: General Physics 101,
 * a priced course whose quiz shows units and LaTeX, the best advertisement for buying it.
 */
export const PREVIEW_QUIZ_COURSE = "General Physics 101";

export interface DemoCourse {
  course: Omit<CourseInput, "instructorId" | "instructor">;
  instructorIndex: number;
  lessons: LessonInput[];
  /** The demo student is enrolled and has completed this many lessons (a quiz lesson by passing it). */
  studentCompletes?: number;
}

/**
 * The bilingual demo catalogue: 27 published courses across 3 faculties and 3 levels, each ending with a
 * practice quiz lesson, and 2 drafts.
 */
export function demoCatalogue(): DemoCourse[] {
  const list: DemoCourse[] = DEMO_COURSES.map((row, i) => {
    const { title } = row;
    // Every published course has lessons (a course on sale must have something to study).
    const lessons = [...demoLessons(3 + (i % 6), title), demoQuizLesson(title, title.en === PREVIEW_QUIZ_COURSE)];
    return {
      // Programming Basics: all 4 lessons done, its quiz passed (Review); Calculus I: 2 of 7 (Continue).
      studentCompletes: i === 0 ? lessons.length : i === 9 ? 2 : undefined,
      instructorIndex: i % 6,
      course: {
        title,
        description: row.description,
        faculty: row.faculty,
        level: row.level,
        category: row.category,
        image: `/images/courses/${row.cover}.svg`,
        tags: demoTags(row.tags),
        price: row.price,
        status: "published",
      },
      lessons,
    };
  });
  // Two courses their teachers are still writing: a title and a description, no cover and no lessons yet
  // (their status says "draft"; their titles do not).
  list.push(
    {
      instructorIndex: 0,
      course: {
        title: { ar: "تعلم الآلة", en: "Machine Learning" },
        description: {
          ar: "الانحدار والتصنيف والشبكات العصبية، من البيانات الخام إلى نموذج يمكن تقييمه.",
          en: "Regression, classification and neural networks, from raw data to a model you can evaluate.",
        },
        faculty: "engineering",
        level: "advanced",
        category: "programming",
        image: "",
        tags: [],
        price: 800,
        status: "draft",
      },
      lessons: [],
    },
    {
      instructorIndex: 1,
      course: {
        title: { ar: "الكيمياء الحيوية", en: "Biochemistry" },
        description: {
          ar: "البروتينات والإنزيمات والأيض: كيمياء ما يحدث داخل الخلية الحية.",
          en: "Proteins, enzymes and metabolism: the chemistry of what happens inside a living cell.",
        },
        faculty: "science",
        level: "advanced",
        category: "chemistry",
        image: "",
        tags: [],
        price: 500,
        status: "draft",
      },
      lessons: [],
    },
  );
  return list;
}

/**
 * The demo student's bell, written in both languages so each reader sees their own (decision 006):
 * a welcome, and a new lesson in the course they are part-way through.
 */
export function demoNotifications(userId: string, inProgress: Pick<Course, "id" | "title"> | null): NewNotification[] {
  const welcome: NewNotification = {
    userId,
    localized: {
      ar: { title: "مرحبًا بك في مسار", body: "ابدأ بتصفّح الدورات واختيار مقررات هذا الفصل." },
      en: { title: "Welcome to Masar", body: "Start by browsing the courses and choosing this term’s subjects." },
    },
  };
  if (!inProgress) return [welcome];
  const [lessonAr, lessonEn] = LESSONS[6]!;
  return [
    welcome,
    {
      userId,
      type: "course",
      data: { courseId: inProgress.id },
      localized: {
        ar: { title: `درس جديد في ${inProgress.title.ar}`, body: `أُضيف درس «${lessonAr}».` },
        en: { title: `New lesson in ${inProgress.title.en}`, body: `The lesson “${lessonEn}” was added.` },
      },
    },
  ];
}
