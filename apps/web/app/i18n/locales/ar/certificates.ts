/** Arabic messages, namespace "certificates": the certificate of completion (issue 35), its PDF's fixed texts. */
const certificates = {
  certificatePdf: {
    heading: "شهادة إتمام",
    certifies: "تشهد {{institution}} بإتمام",
    completed: "جميع متطلبات دورة",
    instructor: "المدرّس",
    date: "تاريخ الإتمام",
    hours: "عدد الساعات",
    number: "رقم الشهادة",
    check: "تحقّق من هذه الشهادة: امسح الرمز، أو افتح العنوان المكتوب تحته.",
  },
};

export default certificates;
