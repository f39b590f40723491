import type { Course, Faculty, Level } from "@masar/domain/course";
import type { CourseInput, LessonInput } from "@masar/domain/course-schema";
import type { NewNotification } from "@masar/domain/notification-schema";
import type { Role } from "@masar/domain/user";
import { demoLessons, demoQuizLesson } from "./demo-lessons";
import { demoTags } from "./demo-tags";

/** Demo accounts for a local platform. Their passwords are public (README): never seed them in a deployment. */
export const DEMO_USERS: { email: string; password: string; displayName: string; role: Role }[] = [
  { email: "student@masar.local", password: "masar-student-2025", displayName: "مريم حسن", role: "student" },
  { email: "teacher@masar.local", password: "masar-teacher-2025", displayName: "د. سارة منصور", role: "teacher" },
  { email: "admin@masar.local", password: "masar-admin-2025", displayName: "Admin Masar", role: "admin" },
];

/** Instructors without a login (the demo teacher teaches some courses too). */
export const DEMO_INSTRUCTORS = [
  { uid: "instructor-ahmed", displayName: "د. أحمد عبد الرحمن", email: "ahmed.abdelrahman@masar.local" },
  { uid: "instructor-laila", displayName: "د. ليلى إبراهيم", email: "laila.ibrahim@masar.local" },
  { uid: "instructor-omar", displayName: "Dr. Omar Khaled", email: "omar.khaled@masar.local" },
  { uid: "instructor-nour", displayName: "م. نور الهدى سالم", email: "nour.salem@masar.local" },
  { uid: "instructor-youssef", displayName: "Dr. Youssef Fahmy", email: "youssef.fahmy@masar.local" },
];

type Row = [Faculty, Level, string, string, string, number, string[]];

// faculty, level, category, Arabic title, English title, price (EGP), tags (a word of TAGS in either language)
const COURSES: Row[] = [
  [
    "engineering",
    "beginner",
    "programming",
    "أساسيات البرمجة بلغة بايثون",
    "Programming Basics with Python",
    0,
    ["Python", "برمجة", "مبتدئ"],
  ],
  [
    "engineering",
    "intermediate",
    "programming",
    "هياكل البيانات والخوارزميات",
    "Data Structures and Algorithms",
    450,
    ["خوارزميات", "C++", "امتحانات", "ملخصات", "تمارين"],
  ],
  ["engineering", "advanced", "programming", "أنظمة التشغيل", "Operating Systems", 600, ["Linux", "العمليات"]],
  ["engineering", "beginner", "electronics", "الدوائر الكهربائية ١٠١", "Electric Circuits 101", 250, ["دوائر"]],
  [
    "engineering",
    "intermediate",
    "electronics",
    "الإلكترونيات الرقمية",
    "Digital Electronics",
    350,
    ["منطق رقمي", "FPGA"],
  ],
  ["engineering", "advanced", "electronics", "معالجة الإشارات الرقمية", "Digital Signal Processing", 700, []],
  ["engineering", "beginner", "mechanics", "الاستاتيكا", "Statics", 0, ["ميكانيكا"]],
  ["engineering", "intermediate", "mechanics", "مقاومة المواد", "Strength of Materials", 400, ["إنشاءات", "امتحانات"]],
  [
    "engineering",
    "advanced",
    "mathematics",
    "المعادلات التفاضلية الجزئية",
    "Partial Differential Equations",
    550,
    ["رياضيات"],
  ],
  ["science", "beginner", "mathematics", "التفاضل والتكامل ١", "Calculus I", 0, ["تفاضل", "تكامل"]],
  ["science", "intermediate", "mathematics", "الجبر الخطي", "Linear Algebra", 300, ["مصفوفات", "Matrices"]],
  ["science", "advanced", "mathematics", "التحليل الحقيقي", "Real Analysis", 500, []],
  ["science", "beginner", "physics", "فيزياء عامة ١٠١", "General Physics 101", 150, ["فيزياء"]],
  ["science", "intermediate", "physics", "الكهرومغناطيسية", "Electromagnetism", 400, ["ماكسويل", "حقول"]],
  ["science", "advanced", "physics", "ميكانيكا الكم", "Quantum Mechanics", 650, ["كم", "شرودنجر", "امتحانات"]],
  ["science", "beginner", "chemistry", "الكيمياء العامة", "General Chemistry", 0, ["كيمياء"]],
  ["science", "intermediate", "chemistry", "الكيمياء العضوية", "Organic Chemistry", 350, ["عضوية", "تفاعلات"]],
  ["science", "intermediate", "biology", "علم الخلية", "Cell Biology", 300, ["أحياء"]],
  ["design", "beginner", "graphic", "مبادئ التصميم الجرافيكي", "Principles of Graphic Design", 0, ["ألوان", "طباعة"]],
  [
    "design",
    "intermediate",
    "graphic",
    "الخط العربي والطباعة",
    "Arabic Calligraphy and Typography",
    300,
    ["خط عربي", "Typography"],
  ],
  ["design", "advanced", "graphic", "الهوية البصرية للعلامات", "Brand Identity Design", 550, ["هوية"]],
  ["design", "beginner", "ux", "مقدمة في تجربة المستخدم", "Introduction to UX", 200, ["UX", "بحث المستخدم"]],
  [
    "design",
    "intermediate",
    "ux",
    "تصميم الواجهات للهواتف",
    "Mobile Interface Design",
    450,
    ["Figma", "واجهات", "RTL"],
  ],
  [
    "design",
    "advanced",
    "ux",
    "أنظمة التصميم",
    "Design Systems",
    600,
    ["مكونات", "Storybook", "RTL", "إتاحة", "Tokens"],
  ],
  ["design", "beginner", "architecture", "الرسم المعماري", "Architectural Drawing", 150, ["رسم"]],
  [
    "design",
    "intermediate",
    "architecture",
    "تاريخ العمارة الإسلامية",
    "History of Islamic Architecture",
    250,
    ["عمارة", "تاريخ"],
  ],
  ["design", "advanced", "architecture", "التصميم المعماري المستدام", "Sustainable Architectural Design", 700, []],
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

const COVERS: Record<Faculty, string[]> = {
  engineering: ["/images/courses/engineering-1.svg", "/images/courses/engineering-2.svg"],
  science: ["/images/courses/science-1.svg", "/images/courses/science-2.svg"],
  design: ["/images/courses/design-1.svg", "/images/courses/design-2.svg"],
};

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
  const list: DemoCourse[] = COURSES.map(([faculty, level, category, ar, en, price, tags], i) => {
    // Every published course has lessons (a course on sale must have something to study).
    const lessons = [...demoLessons(3 + (i % 6), { ar, en }), demoQuizLesson({ ar, en }, en === PREVIEW_QUIZ_COURSE)];
    // One course without an image and one whose image is broken show the card's fallback.
    const image = i === 11 ? "" : i === 17 ? "/images/courses/missing-cover.jpg" : COVERS[faculty][i % 2]!;
    return {
      // Programming Basics: all 4 lessons done, its quiz passed (Review); Calculus I: 2 of 7 (Continue).
      studentCompletes: i === 0 ? lessons.length : i === 9 ? 2 : undefined,
      instructorIndex: i % 6,
      course: {
        title: { ar, en },
        description: {
          ar: `مقرر «${ar}» كما يُدرَّس في الجامعة: شرح مبسّط لكل فصل، وأمثلة محلولة، وتمارين، ومراجعة مركّزة على الامتحان.`,
          en: `“${en}” as taught at university: a plain explanation of every chapter, worked examples, exercises and exam-focused revision.`,
        },
        faculty,
        level,
        category,
        image,
        tags: demoTags(tags),
        price,
        status: "published",
      },
      lessons,
    };
  });
  list.push(
    {
      instructorIndex: 0,
      course: {
        title: { ar: "تعلم الآلة (مسودة)", en: "Machine Learning (draft)" },
        description: { ar: "", en: "" },
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
        title: { ar: "الكيمياء الحيوية (مسودة)", en: "Biochemistry (draft)" },
        description: { ar: "", en: "" },
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
