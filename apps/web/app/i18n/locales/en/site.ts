/** English messages, namespace "site": about, contact, FAQs, privacy and terms. */
const site = {
  about: {
    metaDescription: "What Masar is, who builds it and how it helps university students in Egypt.",
    lead: "Masar (“path”) is a learning platform built for university students in Egypt and the lecturers who teach them.",
    missionTitle: "Our mission",
    mission:
      "Many students study from scattered notes and expensive private lessons. Masar gathers every course in one place: recorded explanations by the lecturers themselves, exam-focused revision, and a calendar that turns the term into a plan.",
    forStudentsTitle: "For students",
    forStudents:
      "Browse courses by faculty and level, study at your own pace, track your progress and get reminded before deadlines.",
    forTeachersTitle: "For lecturers",
    forTeachers:
      "Publish lessons once and reach every student of the course, see who is progressing and who needs help.",
    valuesTitle: "What we care about",
    values:
      "Clear Arabic, fair prices in Egyptian pounds, fast pages on modest phones and data plans, and the privacy of every student.",
  },
  contact: {
    another: "Send another message",
    metaDescription: "Contact the Masar team with questions about courses, payments or your account.",
    lead: "Questions about a course, a payment or your account? Write to us and we reply within two working days.",
    name: "Full name",
    email: "E-mail",
    subject: "Subject",
    message: "Message",
    send: "Send message",
    sending: "Sending...",
    otherWays: "Other ways to reach us",
    emailUs: "E-mail: support@masar.edu.eg",
    hours: "Sunday to Thursday, 9:00 to 17:00 Cairo time",
  },
  faq: {
    metaDescription: "Answers to common questions about courses, payments, progress and accounts on Masar.",
    lead: "Quick answers to what students ask most.",
    items: {
      q1: "Who teaches the courses?",
      a1: "University lecturers record and publish the courses themselves; each course page shows its instructor.",
      q2: "Are there free courses?",
      a2: "Yes. Free courses show “Free” on their card; paid courses show the price in Egyptian pounds.",
      q3: "How do I pay for a course?",
      a3: "By bank or wallet transfer that an administrator confirms, or by card through our payment partner. You get access as soon as the payment is confirmed.",
      q4: "Can I study on my phone?",
      a4: "Yes. Masar works in any modern phone browser, in Arabic or English.",
      q5: "How is my progress tracked?",
      a5: "Each lesson you complete counts towards the course's progress bar; at 100% the course is marked Completed.",
      q6: "How do I change the language?",
      a6: "Use the language button in the header. Your choice is remembered on this device.",
    },
  },
  privacy: {
    metaDescription: "How Masar collects, uses and protects your personal data.",
    updated: "Last updated: 1 September 2025",
    body: {
      p1: "We collect only what the platform needs: your name, e-mail address, the courses you enrol in, your progress, your study tasks and your payment records.",
      p2: "We use this data to run your account, show your progress, send the notifications you asked for and confirm payments. We never sell it or use it for advertising.",
      p3: "Passwords are stored only as strong one-way hashes. Sessions use secure cookies. Payment card details never reach our servers.",
      p4: "You can download a copy of your data or delete your account yourself at any time, on the “Account and security” page (from your profile); deletion takes effect after 7 days, and payment records are kept without your name as financial law requires. For anything else, write to privacy@masar.edu.eg. We handle data in line with Egypt's Personal Data Protection Law No. 151 of 2020.",
    },
  },
  terms: {
    metaDescription: "The terms that govern the use of the Masar learning platform.",
    updated: "Last updated: 1 September 2025",
    body: {
      p1: "By creating an account you agree to use Masar for your own study and to keep your login details private.",
      p2: "Course content belongs to its lecturers and the university. You may not copy, resell or publish it elsewhere.",
      p3: "Paid courses are priced in Egyptian pounds. A payment confirmed by mistake is refunded; access bought for a term lasts for that term.",
      p4: "We may suspend accounts that misuse the platform. These terms are governed by the laws of the Arab Republic of Egypt.",
    },
  },
} as const;

export default site;
