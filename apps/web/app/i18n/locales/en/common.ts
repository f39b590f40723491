/** English messages, namespace "common": the shell, page titles, toasts, form validation and error texts: every page loads it. */
const common = {
  app: {
    title: "Learning Platform",
    description:
      "Masar: simplified university courses explained by your professors, focused on exams, in Arabic and English.",
    pageTitle: "{{page}} · Learning Platform",
  },
  toast: {
    errorFetchingNotifications: "Error fetching notifications",
    errorDeletingNotification: "Error deleting notification",
    notificationDeleted: "Notification deleted",
    unauthorized: "Unauthorized access",
    loggedOut: "Logged out successfully",
    loggedIn: "Welcome back, {{name}}",
    signedUp: "Your account is ready, {{name}}",
    profileSaved: "Profile saved",
    contactSent: "Thank you! Your message has been sent.",
    errorLoadingCourses: "Error loading courses. Please try again.",
    testToast: "This is a test notification",
    languageChanged: "Language changed",
  },
  pages: {
    editProfile: "Edit profile",
    courseContent: "Course content",
    payment: "Payment",
    notifications: "All notifications",
    instructorCourses: "My teaching",
    manageAllCourses: "Manage all courses",
    adminSubscriptions: "Subscriptions",
    adminDashboard: "Admin dashboard",
    adminStatistics: "Statistics",
    comingSoon: "This section is being prepared and will open soon.",
  },
  validation: {
    required: "This field is required",
    email: "Enter a valid e-mail address",
    nameShort: "The name must be at least 2 characters",
    subjectShort: "The subject must be at least 3 characters",
    messageShort: "The message must be at least 10 characters",
    tooLong: "This is too long",
    displayNameShort: "The name must be at least 2 characters",
    displayNameLong: "The name must be at most 80 characters",
    photoUrl: "Enter a web address starting with https://",
    passwordShort: "The password must be at least 8 characters",
    passwordLong: "The password must be at most 128 characters",
    date: "Enter a valid date",
    taskTimes: "The end must be after the start",
    titleRequired: "A title is required",
    rateLimited: "Too many attempts. Please wait {{minutes, number}} minutes and try again.",
    invalidLanguage: "Choose Arabic or English",
  },
  error: {
    chunkLoad: "Part of the page could not be loaded. Check your connection and try again.",
  },
} as const;

export default common;
