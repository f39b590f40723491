/** English messages, namespace "learning": enrolment on the course page, My Learning and the home page's Continue learning. */
const learning = {
  enroll: {
    free: "Enroll for free",
    buy: "Buy for {{price}}",
    goToCourse: "Go to course",
    enrolled: "You are enrolled in this course",
    staff: "You have full access to this course",
    enrolledToast: "You are enrolled in {{title}}",
    notificationTitle: "You are enrolled in {{title}}",
    notificationBody: "Your first lesson is ready whenever you are.",
    paymentNote: "One payment, lifetime access to every lesson.",
    freeNote: "Free for every student: enroll and start at once.",
    bar: "Enrollment",
    refused: "This course is not open for enrollment.",
  },
  myLearning: {
    metaDescription: "Your courses on Masar, with your progress and the lesson to continue from.",
    lead: "Your courses and how far you have come in each.",
    inProgress: "In progress",
    done: "Finished courses",
    resume: "Continue where you left off",
    resumeLesson: "Lesson {{number, number}}: {{title}}",
    resumeAction: "Resume lesson",
    emptyTitle: "You have not enrolled in a course yet",
    emptyText: "Browse the catalogue and start with a free course: it will appear here with your progress.",
    findCourse: "Find a course",
    practice: {
      heading: "Your practice",
      open: "In progress",
      percent: "{{percent, number}}%",
      passed: "Passed",
      notPassed: "Not passed",
    },
  },
  continueLearning: {
    title: "Continue learning",
    greeting: "Hello, {{name}}",
    nextLesson: "Next lesson: {{title}}",
    allLessonsDone: "Every lesson is done",
    allMyCourses: "All my courses",
    emptyTitle: "Start your first course",
    emptyText: "Enroll in a free course and it will appear here with your progress.",
    explore: "Explore courses",
  },
} as const;

export default learning;
