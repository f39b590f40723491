import type { Messages } from "../../messages";

/** Arabic messages, namespace "auth": the same keys as en/auth.ts (Arabic plurals have six forms). */
const auth: Messages["auth"] = {
  auth: {
    metaDescription: "سجّل الدخول إلى مسار أو أنشئ حساب طالب مجانيًا.",
    signInTitle: "تسجيل الدخول",
    signInLead: "مرحبًا بعودتك. سجّل الدخول لمتابعة دوراتك.",
    signUpTitle: "إنشاء حساب",
    signUpLead: "جديد على مسار؟ أنشئ حساب طالب مجانيًا في دقيقة.",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    passwordHint: "٨ أحرف على الأقل",
    displayName: "الاسم بالكامل",
    signIn: "دخول",
    signUp: "إنشاء الحساب",
    invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
    emailTaken: "يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول بدلًا من ذلك.",
    throttled: "محاولات كثيرة. يُرجى الانتظار {{minutes, number}} دقيقة ثم المحاولة مرة أخرى.",
    demoTitle: "حسابات تجريبية",
    demoText:
      "على المنصة المحلية يمكنك الدخول بحساب student@masar.local أو teacher@masar.local أو admin@masar.local (كلمات المرور في ملف README).",
    or: "أو",
  },
  profile: {
    metaDescription: "ملفك الشخصي على مسار.",
    role: "الدور",
    roles: { student: "طالب", teacher: "محاضر", admin: "مسؤول" },
    memberSince: "عضو منذ",
    language: "اللغة المفضلة",
    languageNotSet: "نفس لغة الواجهة",
    languages: { ar: "العربية", en: "English (الإنجليزية)" },
    notifications: "إشعارات المتصفح",
    notificationsOn: "مفعّلة",
    notificationsOff: "غير مفعّلة",
    email: "البريد الإلكتروني",
    edit: "تعديل الملف الشخصي",
    displayName: "الاسم المعروض",
    photoURL: "رابط الصورة",
    photoHint: "رابط لصورة مربعة يبدأ بـ https:// (اختياري)",
    save: "حفظ التغييرات",
    saving: "جارٍ الحفظ...",
    cancel: "إلغاء",
    subscribedCourses_zero: "غير مشترك في أي دورة",
    subscribedCourses_one: "مشترك في دورة واحدة",
    subscribedCourses_two: "مشترك في دورتين",
    subscribedCourses_few: "مشترك في {{count, number}} دورات",
    subscribedCourses_many: "مشترك في {{count, number}} دورة",
    subscribedCourses_other: "مشترك في {{count, number}} دورة",
  },
};

export default auth;
