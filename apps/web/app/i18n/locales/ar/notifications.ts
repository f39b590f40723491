/** Arabic messages, namespace "notifications": the full list page, live toasts and browser push. */
const notifications = {
  notificationsPage: {
    metaDescription: "كل ما أخبرك به مسار: التسجيل في الدورات والمدفوعات والدروس الجديدة والتذكيرات والإعلانات.",
    lead: "الأحدث أولًا. افتح الإشعار ليصبح مقروءًا.",
    filterLabel: "عرض",
    all: "الكل",
    unread: "غير المقروءة",
    loadMore: "عرض المزيد",
    emptyUnread: "لا توجد إشعارات غير مقروءة",
    opensCourse: "يفتح الدورة",
    showing: "يُعرض {{shown, number}} من إشعاراتك",
  },
  push: {
    title: "إشعارات المتصفح",
    lead: "استقبل إشعاراتك على هذا الجهاز حتى عندما يكون مسار مغلقًا.",
    enable: "تفعيل إشعارات المتصفح",
    disable: "إيقاف إشعارات المتصفح",
    enabledHere: "مفعّلة في هذا المتصفح",
    disabledHere: "غير مفعّلة في هذا المتصفح",
    unsupported: "هذا المتصفح لا يستطيع استقبال الإشعارات.",
    denied: "الإشعارات محظورة لهذا الموقع في إعدادات المتصفح.",
    failed: "تعذّر تفعيل إشعارات المتصفح. حاول مرة أخرى.",
    enabledToast: "تم تفعيل إشعارات المتصفح",
    disabledToast: "تم إيقاف إشعارات المتصفح",
    offer: "هل تريد أن تصلك الدروس الجديدة والتذكيرات على هذا الجهاز؟",
  },
  pushErrors: {
    invalid: "أرسل المتصفح اشتراكًا لا يستطيع الخادم استخدامه",
    notAllowed: "خدمة الإشعارات هذه غير مسموح بها",
    notFound: "لا يوجد اشتراك لهذا المتصفح هنا",
  },
};

export default notifications;
