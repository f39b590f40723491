import type { Messages } from "../../messages";

/** Arabic messages, namespace "learning": the same keys as en/learning.ts. */
const learning: Messages["learning"] = {
  enroll: {
    free: "سجّل مجانًا",
    buy: "اشترِ مقابل {{price}}",
    continueAt: "متابعة: الدرس {{number, number}} — {{title}}",
    goToCourse: "الذهاب إلى الدورة",
    enrolled: "أنت مشترك في هذه الدورة",
    staff: "لديك وصول كامل إلى هذه الدورة",
    enrolledToast: "تم اشتراكك في {{title}}",
    notificationTitle: "تم اشتراكك في {{title}}",
    notificationBody: "درسك الأول جاهز متى كنت مستعدًا.",
    paymentNote: "دفعة واحدة، ووصول دائم إلى كل الدروس.",
    freeNote: "مجانية لكل الطلاب: اشترك وابدأ فورًا.",
    bar: "الاشتراك",
    refused: "هذه الدورة غير متاحة للاشتراك.",
  },
  myLearning: {
    metaDescription: "دوراتك على مسار، مع تقدّمك والدرس الذي تتابع منه.",
    lead: "دوراتك ومدى تقدّمك في كلٍّ منها.",
    inProgress: "قيد الدراسة",
    done: "الدورات المنتهية",
    resume: "تابع من حيث توقفت",
    resumeLesson: "الدرس {{number, number}}: {{title}}",
    resumeAction: "استئناف الدرس",
    emptyTitle: "لم تشترك في أي دورة بعد",
    emptyText: "تصفّح الدورات وابدأ بدورة مجانية: ستظهر هنا مع تقدّمك.",
    findCourse: "ابحث عن دورة",
    practice: {
      heading: "تدريباتك",
      open: "قيد الحل",
      percent: "{{percent, number}}٪",
      passed: "ناجح",
      notPassed: "لم ينجح",
    },
  },
  continueLearning: {
    review_zero: "لا مراجعة اليوم",
    review_one: "راجع سؤالًا واحدًا",
    review_two: "راجع سؤالين",
    review_few: "راجع {{count, number}} أسئلة",
    review_many: "راجع {{count, number}} سؤالًا",
    review_other: "راجع {{count, number}} سؤال",
    title: "تابع التعلّم",
    greeting: "أهلًا، {{name}}",
    nextLesson: "الدرس التالي: {{title}}",
    allLessonsDone: "أنهيت كل الدروس",
    allMyCourses: "كل دوراتي",
    emptyTitle: "ابدأ دورتك الأولى",
    emptyText: "اشترك في دورة مجانية وستظهر هنا مع تقدّمك.",
    explore: "استكشف الدورات",
  },
};

export default learning;
