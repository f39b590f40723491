import type { Faculty, Level } from "@masar/domain/course";
import type { LocalizedText } from "@masar/domain/locale";

/** One published demo course: what a teacher would have written for it, in both languages. */
export interface DemoCourseRow {
  faculty: Faculty;
  level: Level;
  category: string;
  title: LocalizedText;
  /** Two short sentences of its own: what the course covers and what the student comes away with. */
  description: LocalizedText;
  /** Egyptian pounds; 0 is free. */
  price: number;
  /** Words of TAGS (demo-tags.ts), in either language. */
  tags: string[];
  /** Its cover: `/images/courses/<cover>.svg`, an illustration of the subject (apps/web/public). */
  cover: string;
}

const row = (
  faculty: Faculty,
  level: Level,
  category: string,
  title: [string, string],
  description: [string, string],
  price: number,
  tags: string[],
  cover: string,
): DemoCourseRow => ({
  faculty,
  level,
  category,
  title: { ar: title[0], en: title[1] },
  description: { ar: description[0], en: description[1] },
  price,
  tags,
  cover,
});

/** The 27 published demo courses: 3 faculties, 3 levels, free and priced. Their order is the seed's. */
export const DEMO_COURSES: DemoCourseRow[] = [
  row(
    "engineering",
    "beginner",
    "programming",
    ["أساسيات البرمجة بلغة بايثون", "Programming Basics with Python"],
    [
      "من أول سطر برمجي إلى برنامج صغير كامل: المتغيرات والشروط والحلقات والدوال والقوائم. كل درس ينتهي بتمرين تكتبه وتشغّله بنفسك.",
      "From your first line of code to a small complete program: variables, conditions, loops, functions and lists. Every lesson ends with an exercise you write and run yourself.",
    ],
    0,
    ["Python", "برمجة", "مبتدئ"],
    "programming-python",
  ),
  row(
    "engineering",
    "intermediate",
    "programming",
    ["هياكل البيانات والخوارزميات", "Data Structures and Algorithms"],
    [
      "المصفوفات والقوائم المترابطة والأشجار والرسوم البيانية، وتحليل التعقيد الزمني بترميز O الكبير. نحل بلغة C++ أسئلة امتحانات السنوات السابقة.",
      "Arrays, linked lists, trees and graphs, with time complexity in big-O notation. We solve past exam questions in C++.",
    ],
    450,
    ["خوارزميات", "C++", "امتحانات", "ملخصات", "تمارين"],
    "data-structures",
  ),
  row(
    "engineering",
    "advanced",
    "programming",
    ["أنظمة التشغيل", "Operating Systems"],
    [
      "العمليات والخيوط والجدولة، وإدارة الذاكرة والأقفال والجمود، مع تجارب عملية على لينكس.",
      "Processes, threads and scheduling; memory management, locks and deadlock, with hands-on experiments on Linux.",
    ],
    600,
    ["Linux", "العمليات"],
    "operating-systems",
  ),
  row(
    "engineering",
    "beginner",
    "electronics",
    ["الدوائر الكهربائية ١٠١", "Electric Circuits 101"],
    [
      "قانون أوم وقانونا كيرشوف، وتوصيل المقاومات على التوالي والتوازي، وتحليل العُقد والحلقات بأمثلة محلولة.",
      "Ohm's law and Kirchhoff's laws, resistors in series and in parallel, and nodal and mesh analysis through worked examples.",
    ],
    250,
    ["دوائر"],
    "electric-circuits",
  ),
  row(
    "engineering",
    "intermediate",
    "electronics",
    ["الإلكترونيات الرقمية", "Digital Electronics"],
    [
      "الجبر البولي والبوابات المنطقية وخرائط كارنو، ثم الدوائر التتابعية والعدادات، وصولًا إلى أول تصميم على FPGA.",
      "Boolean algebra, logic gates and Karnaugh maps, then sequential circuits and counters, up to a first design on an FPGA.",
    ],
    350,
    ["منطق رقمي", "FPGA"],
    "digital-electronics",
  ),
  row(
    "engineering",
    "advanced",
    "electronics",
    ["معالجة الإشارات الرقمية", "Digital Signal Processing"],
    [
      "أخذ العينات وتحويل فورييه المتقطع وتحويل Z، وتصميم مرشحات FIR وIIR وتجربتها على إشارات صوتية حقيقية.",
      "Sampling, the discrete Fourier transform and the Z-transform; designing FIR and IIR filters and trying them on real audio signals.",
    ],
    700,
    [],
    "signal-processing",
  ),
  row(
    "engineering",
    "beginner",
    "mechanics",
    ["الاستاتيكا", "Statics"],
    [
      "القوى والعزوم ومخطط الجسم الحر، واتزان الأجسام الجاسئة وتحليل الجمالونات بطريقتي العُقد والقطاعات.",
      "Forces, moments and free-body diagrams; the equilibrium of rigid bodies and truss analysis by joints and by sections.",
    ],
    0,
    ["ميكانيكا"],
    "statics",
  ),
  row(
    "engineering",
    "intermediate",
    "mechanics",
    ["مقاومة المواد", "Strength of Materials"],
    [
      "الإجهاد والانفعال، ومخططات قوى القص وعزوم الانحناء، والتواء الأعمدة وانبعاج الأعمدة النحيفة.",
      "Stress and strain, shear-force and bending-moment diagrams, torsion of shafts and buckling of slender columns.",
    ],
    400,
    ["إنشاءات", "امتحانات"],
    "strength-of-materials",
  ),
  row(
    "engineering",
    "advanced",
    "mathematics",
    ["المعادلات التفاضلية الجزئية", "Partial Differential Equations"],
    [
      "معادلات الحرارة والموجة ولابلاس، وحلها بفصل المتغيرات ومتسلسلات فورييه، مع شروط حدية من مسائل هندسية.",
      "The heat, wave and Laplace equations, solved by separation of variables and Fourier series, with boundary conditions from engineering problems.",
    ],
    550,
    ["رياضيات"],
    "partial-differential-equations",
  ),
  row(
    "science",
    "beginner",
    "mathematics",
    ["التفاضل والتكامل ١", "Calculus I"],
    [
      "النهايات والاتصال، وقواعد الاشتقاق وتطبيقاتها في القيم العظمى والصغرى، ثم التكامل المحدد والمساحات تحت المنحنيات.",
      "Limits and continuity, the rules of differentiation and their use for maxima and minima, then the definite integral and areas under curves.",
    ],
    0,
    ["تفاضل", "تكامل"],
    "calculus",
  ),
  row(
    "science",
    "intermediate",
    "mathematics",
    ["الجبر الخطي", "Linear Algebra"],
    [
      "المصفوفات وحل أنظمة المعادلات الخطية، والفضاءات المتجهة والتحويلات الخطية، والقيم الذاتية والمتجهات الذاتية.",
      "Matrices and systems of linear equations, vector spaces and linear maps, eigenvalues and eigenvectors.",
    ],
    300,
    ["مصفوفات", "Matrices"],
    "linear-algebra",
  ),
  row(
    "science",
    "advanced",
    "mathematics",
    ["التحليل الحقيقي", "Real Analysis"],
    [
      "بناء الأعداد الحقيقية، والمتتاليات والمتسلسلات، والاتصال المنتظم وتكامل ريمان، ببراهين دقيقة خطوة بخطوة.",
      "Constructing the real numbers, sequences and series, uniform continuity and the Riemann integral, with rigorous proofs step by step.",
    ],
    500,
    [],
    "real-analysis",
  ),
  row(
    "science",
    "beginner",
    "physics",
    ["فيزياء عامة ١٠١", "General Physics 101"],
    [
      "الحركة وقوانين نيوتن، والشغل والطاقة وكمية الحركة، مع مسائل بالوحدات الصحيحة كما تأتي في الامتحان.",
      "Motion and Newton's laws, work, energy and momentum, with problems in the right units, as they come in the exam.",
    ],
    150,
    ["فيزياء"],
    "general-physics",
  ),
  row(
    "science",
    "intermediate",
    "physics",
    ["الكهرومغناطيسية", "Electromagnetism"],
    [
      "المجالات الكهربائية والمغناطيسية، وقانونا جاوس وأمبير، والحث الكهرومغناطيسي وصولًا إلى معادلات ماكسويل.",
      "Electric and magnetic fields, Gauss's and Ampère's laws, electromagnetic induction and on to Maxwell's equations.",
    ],
    400,
    ["ماكسويل", "حقول"],
    "electromagnetism",
  ),
  row(
    "science",
    "advanced",
    "physics",
    ["ميكانيكا الكم", "Quantum Mechanics"],
    [
      "معادلة شرودنجر ودالة الموجة، والجسيم في صندوق والمتذبذب التوافقي، وذرة الهيدروجين ومبدأ عدم اليقين.",
      "The Schrödinger equation and the wave function, the particle in a box and the harmonic oscillator, the hydrogen atom and the uncertainty principle.",
    ],
    650,
    ["كم", "شرودنجر", "امتحانات"],
    "quantum-mechanics",
  ),
  row(
    "science",
    "beginner",
    "chemistry",
    ["الكيمياء العامة", "General Chemistry"],
    [
      "بنية الذرة والجدول الدوري، والروابط الكيميائية ووزن المعادلات، والمول والحسابات الكيميائية.",
      "Atomic structure and the periodic table, chemical bonds and balancing equations, the mole and stoichiometry.",
    ],
    0,
    ["كيمياء"],
    "general-chemistry",
  ),
  row(
    "science",
    "intermediate",
    "chemistry",
    ["الكيمياء العضوية", "Organic Chemistry"],
    [
      "تسمية المركبات العضوية والمجموعات الوظيفية، وآليات تفاعلات الاستبدال والحذف، وكيمياء حلقة البنزين.",
      "Naming organic compounds and functional groups, the mechanisms of substitution and elimination, and the chemistry of the benzene ring.",
    ],
    350,
    ["عضوية", "تفاعلات"],
    "organic-chemistry",
  ),
  row(
    "science",
    "intermediate",
    "biology",
    ["علم الخلية", "Cell Biology"],
    [
      "الغشاء الخلوي والعضيات، والانقسام المتساوي والمنصّف، وكيف تصنع الخلية البروتين من DNA.",
      "The cell membrane and the organelles, mitosis and meiosis, and how a cell makes protein from DNA.",
    ],
    300,
    ["أحياء"],
    "cell-biology",
  ),
  row(
    "design",
    "beginner",
    "graphic",
    ["مبادئ التصميم الجرافيكي", "Principles of Graphic Design"],
    [
      "التوازن والتباين والتسلسل البصري، ونظرية الألوان واختيار الخطوط، بتمارين على ملصقات وأغلفة حقيقية.",
      "Balance, contrast and visual hierarchy, colour theory and choosing type, with exercises on real posters and covers.",
    ],
    0,
    ["ألوان", "طباعة"],
    "graphic-design",
  ),
  row(
    "design",
    "intermediate",
    "graphic",
    ["الخط العربي والطباعة", "Arabic Calligraphy and Typography"],
    [
      "قواعد خطي النسخ والثلث، وتصميم الحروف العربية للشاشة، ومزاوجة الخطوط العربية واللاتينية في صفحة واحدة.",
      "The rules of Naskh and Thuluth, designing Arabic letters for the screen, and pairing Arabic and Latin typefaces on one page.",
    ],
    300,
    ["خط عربي", "Typography"],
    "arabic-calligraphy",
  ),
  row(
    "design",
    "advanced",
    "graphic",
    ["الهوية البصرية للعلامات", "Brand Identity Design"],
    [
      "من البحث عن العلامة إلى الشعار ونظام الألوان والخطوط، وكتابة دليل هوية يستطيع فريق كامل أن يلتزم به.",
      "From researching a brand to its logo, colours and type, and writing an identity guide a whole team can follow.",
    ],
    550,
    ["هوية"],
    "brand-identity",
  ),
  row(
    "design",
    "beginner",
    "ux",
    ["مقدمة في تجربة المستخدم", "Introduction to UX"],
    [
      "كيف نفهم المستخدمين بالمقابلات والملاحظة، ونرسم رحلة المستخدم، ثم نختبر نموذجًا أوليًا ونحسّنه.",
      "How to understand users through interviews and observation, map the user journey, then test a prototype and improve it.",
    ],
    200,
    ["UX", "بحث المستخدم"],
    "ux-introduction",
  ),
  row(
    "design",
    "intermediate",
    "ux",
    ["تصميم الواجهات للهواتف", "Mobile Interface Design"],
    [
      "شبكات التخطيط وأحجام اللمس والتنقل في تطبيقات الهاتف، وتصميم واجهات تعمل من اليمين لليسار في فيجما.",
      "Layout grids, touch targets and navigation in phone apps, and designing Arabic (RTL) interfaces in Figma.",
    ],
    450,
    ["Figma", "واجهات", "RTL"],
    "mobile-interface",
  ),
  row(
    "design",
    "advanced",
    "ux",
    ["أنظمة التصميم", "Design Systems"],
    [
      "رموز التصميم والمكونات القابلة لإعادة الاستخدام، والإتاحة منذ البداية، وتوثيق النظام في ستوريبوك.",
      "Design tokens and reusable components, accessibility from the start, and documenting the system in Storybook.",
    ],
    600,
    ["مكونات", "Storybook", "RTL", "إتاحة", "Tokens"],
    "design-systems",
  ),
  row(
    "design",
    "beginner",
    "architecture",
    ["الرسم المعماري", "Architectural Drawing"],
    [
      "أدوات الرسم ومقاييس الرسم، والمساقط الأفقية والواجهات والقطاعات، والمنظور بنقطة ونقطتين.",
      "Drawing tools and scales, plans, elevations and sections, and one- and two-point perspective.",
    ],
    150,
    ["رسم"],
    "architectural-drawing",
  ),
  row(
    "design",
    "intermediate",
    "architecture",
    ["تاريخ العمارة الإسلامية", "History of Islamic Architecture"],
    [
      "من المسجد النبوي إلى عمارة القاهرة المملوكية: القباب والمآذن والأقواس والزخارف، وما يميّز كل عصر.",
      "From the Prophet's Mosque to the Mamluk architecture of Cairo: domes, minarets, arches and ornament, and what sets each era apart.",
    ],
    250,
    ["عمارة", "تاريخ"],
    "islamic-architecture",
  ),
  row(
    "design",
    "advanced",
    "architecture",
    ["التصميم المعماري المستدام", "Sustainable Architectural Design"],
    [
      "التوجيه والتظليل والتهوية الطبيعية في مناخ مصر الحار، واختيار مواد تقلل استهلاك الطاقة في المبنى.",
      "Orientation, shading and natural ventilation in Egypt's hot climate, and choosing materials that cut a building's energy use.",
    ],
    700,
    [],
    "sustainable-architecture",
  ),
];
