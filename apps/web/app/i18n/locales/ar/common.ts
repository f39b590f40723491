import type { Messages } from "../../messages";

/** Arabic messages, namespace "common": the same keys as en/common.ts (Arabic plurals have six forms). */
const common: Messages["common"] = {
  app: {
    title: "منصة التعلم",
    description: "مسار: مقررات جامعية مبسّطة يشرحها أساتذتك، مركّزة على الامتحانات، بالعربية والإنجليزية.",
    pageTitle: "{{page}} · منصة التعلم",
  },
  toast: {
    errorFetchingNotifications: "حدث خطأ أثناء جلب الإشعارات",
    errorDeletingNotification: "حدث خطأ أثناء حذف الإشعار",
    notificationDeleted: "تم حذف الإشعار",
    unauthorized: "غير مصرح لك بالدخول",
    loggedOut: "تم تسجيل الخروج بنجاح",
    loggedIn: "مرحبًا بعودتك يا {{name}}",
    signedUp: "حسابك جاهز يا {{name}}",
    profileSaved: "تم حفظ الملف الشخصي",
    contactSent: "شكرًا لك! تم إرسال رسالتك.",
    errorLoadingCourses: "حدث خطأ أثناء تحميل الدورات. يُرجى المحاولة مرة أخرى.",
    testToast: "هذا إشعار تجريبي",
    languageChanged: "تم تغيير اللغة",
  },
  pages: {
    editProfile: "تعديل الملف الشخصي",
    courseContent: "محتوى الدورة",
    payment: "الدفع",
    notifications: "كل الإشعارات",
    instructorCourses: "دوراتي التدريسية",
    manageAllCourses: "إدارة كل الدورات",
    adminSubscriptions: "الاشتراكات",
    adminDashboard: "لوحة الإدارة",
    adminStatistics: "الإحصاءات",
    comingSoon: "يجري إعداد هذا القسم وسيُتاح قريبًا.",
  },
  validation: {
    required: "هذا الحقل مطلوب",
    email: "أدخل بريدًا إلكترونيًا صحيحًا",
    nameShort: "يجب ألا يقل الاسم عن حرفين",
    subjectShort: "يجب ألا يقل الموضوع عن ٣ أحرف",
    messageShort: "يجب ألا تقل الرسالة عن ١٠ أحرف",
    tooLong: "النص أطول من المسموح",
    displayNameShort: "يجب ألا يقل الاسم عن حرفين",
    displayNameLong: "يجب ألا يزيد الاسم على ٨٠ حرفًا",
    photoUrl: "أدخل رابطًا يبدأ بـ https://",
    passwordShort: "يجب ألا تقل كلمة المرور عن ٨ أحرف",
    passwordLong: "يجب ألا تزيد كلمة المرور على ١٢٨ حرفًا",
    date: "أدخل تاريخًا صحيحًا",
    taskTimes: "يجب أن يكون الانتهاء بعد البدء",
    titleRequired: "العنوان مطلوب",
    rateLimited: "محاولات كثيرة. يُرجى الانتظار {{minutes, number}} دقيقة ثم المحاولة مرة أخرى.",
    invalidLanguage: "اختر العربية أو الإنجليزية",
    passwordBlank: "لا يمكن أن تتكوّن كلمة المرور من مسافات فقط",
  },
  error: {
    chunkLoad: "تعذّر تحميل جزء من الصفحة. تحقّق من اتصالك وحاول مرة أخرى.",
    invalidRequest: "تعذّرت قراءة الطلب. أعد تحميل الصفحة وحاول مرة أخرى.",
    requestTooLarge: "الطلب أكبر من أن يُرسَل.",
    methodNotAllowed: "لا يقبل هذا العنوان هذا النوع من الطلبات.",
    reference: "رقم المرجع: {{id}}",
  },
};

export default common;
