import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Mechanics: statics and strength of materials. */
export const mechanics: QuestionContent[] = [
  single(
    { topic: "الاتزان", level: "easy" },
    t(
      "كم معادلة اتزان مستقلة لجسم جاسئ تحت تأثير قوى في مستوى واحد؟",
      "How many independent equilibrium equations does a rigid body under coplanar forces have?",
    ),
    [t("٢", "2"), t("٣", "3"), t("٤", "4"), t("٦", "6")],
    1,
    t(
      "في المستوى: $\\sum F_x = 0$ و$\\sum F_y = 0$ و$\\sum M = 0$، فيمكن إيجاد ثلاثة مجاهيل على الأكثر من جسم حر واحد. في الفراغ تصبح ست معادلات.",
      "In a plane: $\\sum F_x = 0$, $\\sum F_y = 0$ and $\\sum M = 0$, so one free body yields at most three unknowns. In space there are six.",
    ),
  ),
  single(
    { topic: "العزوم", level: "easy" },
    t(
      "قوة مقدارها $50\\ \\text{N}$ وبعدها العمودي عن نقطة $2\\ \\text{m}$. ما عزمها حول النقطة؟",
      "A $50\\ \\text{N}$ force acts at a perpendicular distance of $2\\ \\text{m}$ from a point. What is its moment about the point?",
    ),
    [
      t("$25\\ \\text{N·m}$", "$25\\ \\text{N·m}$"),
      t("$52\\ \\text{N·m}$", "$52\\ \\text{N·m}$"),
      t("$100\\ \\text{N·m}$", "$100\\ \\text{N·m}$"),
      t("$100\\ \\text{N}$", "$100\\ \\text{N}$"),
    ],
    2,
    t(
      "العزم $M = F \\cdot d_\\perp = 50 \\times 2 = 100\\ \\text{N·m}$. انتبه للوحدة: العزم قوة مضروبة في مسافة، فالخيار بوحدة N وحدها خطأ.",
      "The moment is $M = F \\cdot d_\\perp = 50 \\times 2 = 100\\ \\text{N·m}$. Mind the unit: a moment is force times distance, so plain N is wrong.",
    ),
  ),
  single(
    { topic: "المتجهات", level: "easy" },
    t("أيٌّ مما يلي كمية متجهة؟", "Which of these is a vector quantity?"),
    [t("القوة", "Force"), t("العزم", "Moment"), t("الإزاحة", "Displacement"), ALL_OF_THE_ABOVE],
    3,
    t(
      "الثلاثة لها مقدار واتجاه: القوة على خط عملها، والعزم عمودي على مستوى الدوران (قاعدة اليد اليمنى)، والإزاحة من نقطة البداية إلى النهاية. أما الكتلة والطول فكميات قياسية.",
      "All three have magnitude and direction: a force along its line of action, a moment normal to the plane of rotation (right-hand rule), a displacement from start to end. Mass and length are scalars.",
    ),
  ),
  single(
    { topic: "الركائز", level: "medium", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "كم ردّ فعل تعطيه الركيزة المفصلية (pin) في المستوى؟",
      "How many reactions does a pin support provide in a plane?",
    ),
    [t("١", "1"), t("٢", "2"), t("٣", "3"), t("صفر", "0")],
    1,
    t(
      "المفصل يمنع الانتقال في الاتجاهين فيعطي $R_x$ و$R_y$، لكنه يسمح بالدوران فلا عزم. البكرة (roller) تعطي ردًا واحدًا عموديًا على سطحها، والركيزة المثبتة (fixed) ثلاثة: قوتين وعزمًا.",
      "A pin stops translation both ways, giving $R_x$ and $R_y$, but lets the member rotate, so no moment. A roller gives one reaction normal to its surface; a fixed support gives three: two forces and a moment.",
    ),
  ),
  single(
    { topic: "الإجهاد والانفعال", level: "easy" },
    t(
      "معاير يونج $E$ هو ميل أي منحنى في منطقته الخطية؟",
      "Young's modulus $E$ is the slope of which curve in its linear region?",
    ),
    [
      t("الإجهاد–الانفعال", "Stress–strain"),
      t("الحمل–الزمن", "Load–time"),
      t("العزم–الانحناء", "Moment–curvature"),
      t("القص–العزم", "Shear–moment"),
    ],
    0,
    t(
      "في المنطقة المرنة يتناسب الإجهاد مع الانفعال (قانون هوك): $\\sigma = E \\varepsilon$. للصلب $E \\approx 200\\ \\text{GPa}$، وللألومنيوم نحو $70\\ \\text{GPa}$.",
      "In the elastic region stress is proportional to strain (Hooke's law): $\\sigma = E \\varepsilon$. For steel $E \\approx 200\\ \\text{GPa}$; for aluminium about $70\\ \\text{GPa}$.",
    ),
  ),
  multiple(
    { topic: "الإجهاد والانفعال", level: "easy" },
    t("أيٌّ مما يلي وحدة للإجهاد؟", "Which of these are units of stress?"),
    [t("Pa", "Pa"), t("$\\text{N/m}^2$", "$\\text{N/m}^2$"), t("MPa", "MPa"), t("N·m", "N·m"), t("kN", "kN")],
    [0, 1, 2],
    "partial",
    t(
      "الإجهاد قوة على مساحة: $\\sigma = \\frac{P}{A}$، فوحدته $\\text{Pa} = \\text{N/m}^2$، ومضاعفاتها مثل $\\text{MPa} = \\text{N/mm}^2$. أما N·m فوحدة عزم، وkN وحدة قوة.",
      "Stress is force over area, $\\sigma = \\frac{P}{A}$, so its unit is $\\text{Pa} = \\text{N/m}^2$ and multiples such as $\\text{MPa} = \\text{N/mm}^2$. N·m is a moment; kN is a force.",
    ),
  ),
  multiple(
    { topic: "عزوم الانحناء وقوى القص", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "كمرة بسيطة الارتكاز طولها $L$ تحمل حملًا مركزًا $P$ في منتصفها. أيُّ العبارات التالية صحيحة؟",
      "A simply supported beam of span $L$ carries a point load $P$ at midspan. Which statements are true?",
    ),
    [
      t("كل رد فعل يساوي $\\frac{P}{2}$", "Each reaction is $\\frac{P}{2}$"),
      t("أقصى عزم انحناء $\\frac{PL}{4}$ في المنتصف", "The maximum bending moment is $\\frac{PL}{4}$ at midspan"),
      t("قوة القص صفر على طول الكمرة", "The shear force is zero along the whole beam"),
      t("أقصى عزم عند الركيزتين", "The maximum moment is at the supports"),
    ],
    [0, 1],
    "allOrNothing",
    t(
      "بالتماثل $R_A = R_B = \\frac{P}{2}$. القص $+\\frac{P}{2}$ في النصف الأول و$-\\frac{P}{2}$ في الثاني، والعزم يزيد خطيًا من صفر عند الركيزة إلى $\\frac{P}{2} \\cdot \\frac{L}{2} = \\frac{PL}{4}$ في المنتصف حيث يغيّر القص إشارته.",
      "By symmetry $R_A = R_B = \\frac{P}{2}$. Shear is $+\\frac{P}{2}$ on one half and $-\\frac{P}{2}$ on the other; the moment rises linearly from zero at a support to $\\frac{P}{2} \\cdot \\frac{L}{2} = \\frac{PL}{4}$ at midspan, where the shear changes sign.",
    ),
  ),
  trueFalse(
    { topic: "الاتزان", level: "medium" },
    t(
      "العضو ذو القوتين المتزن: القوتان متساويتان ومتضادتان وعلى خط واحد يمر بنقطتي تأثيرهما.",
      "A two-force member in equilibrium carries equal, opposite forces along the line joining their points of application.",
    ),
    true,
    t(
      "اتزان القوى يجعلهما متساويتين ومتضادتين، واتزان العزوم حول إحدى النقطتين يجعل خط عمل الأخرى يمر بها. لهذا تحمل أعضاء الجمالونات قوى محورية فقط (شد أو ضغط).",
      "Force balance makes them equal and opposite; moment balance about one point makes the other's line pass through it. That is why truss members carry only axial forces (tension or compression).",
    ),
  ),
  trueFalse(
    { topic: "الإجهاد والانفعال", level: "medium" },
    t("نسبة بواسون لمعظم المعادن أكبر من $0.5$.", "Poisson's ratio of most metals is greater than $0.5$."),
    false,
    t(
      "للمعادن $\\nu \\approx 0.25$ إلى $0.35$ (الصلب نحو $0.3$). للمواد المتجانسة الخواص $\\nu \\le 0.5$، والقيمة $0.5$ تعني مادة لا يتغير حجمها كالمطاط تقريبًا.",
      "Metals have $\\nu \\approx 0.25$–$0.35$ (steel about $0.3$). For isotropic materials $\\nu \\le 0.5$; $0.5$ means an incompressible material, roughly rubber.",
    ),
  ),
  trueFalse(
    { topic: "الاحتكاك", level: "medium" },
    t("قوة الاحتكاك الساكن تساوي دائمًا $\\mu_s N$.", "The static friction force always equals $\\mu_s N$."),
    false,
    t(
      "الاحتكاك الساكن يساوي ما يلزم للاتزان فقط، بشرط $F \\le \\mu_s N$. القيمة $\\mu_s N$ حدّه الأقصى عند بدء الانزلاق الوشيك.",
      "Static friction is only as large as equilibrium needs, subject to $F \\le \\mu_s N$. $\\mu_s N$ is its ceiling, reached when slipping is impending.",
    ),
  ),
  numeric(
    { topic: "الإجهاد والانفعال", level: "easy" },
    t(
      "قضيب مساحة مقطعه $400\\ \\text{mm}^2$ يحمل قوة شد محورية $20\\ \\text{kN}$. ما الإجهاد العمودي فيه؟",
      "A bar with a $400\\ \\text{mm}^2$ cross-section carries an axial tension of $20\\ \\text{kN}$. What is its normal stress?",
    ),
    { value: 50, tolerance: 0.5, kind: "absolute", unit: t("ميجاباسكال", "MPa") },
    t(
      "نحول إلى نيوتن ومليمتر: $\\sigma = \\frac{20{,}000\\ \\text{N}}{400\\ \\text{mm}^2} = 50\\ \\text{N/mm}^2 = 50\\ \\text{MPa}$.",
      "Work in newtons and millimetres: $\\sigma = \\frac{20{,}000\\ \\text{N}}{400\\ \\text{mm}^2} = 50\\ \\text{N/mm}^2 = 50\\ \\text{MPa}$.",
    ),
  ),
  numeric(
    { topic: "التشوه المحوري", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "قضيب صلب طوله $2\\ \\text{m}$ ومساحة مقطعه $100\\ \\text{mm}^2$ و$E = 200\\ \\text{GPa}$ يحمل $10\\ \\text{kN}$ شدًا. كم يستطيل؟",
      "A steel bar $2\\ \\text{m}$ long, $100\\ \\text{mm}^2$ in section, with $E = 200\\ \\text{GPa}$, carries $10\\ \\text{kN}$ in tension. How much does it stretch?",
    ),
    { value: 1, tolerance: 0.02, kind: "relative", unit: t("مم", "mm") },
    t(
      "الاستطالة $\\delta = \\frac{PL}{AE} = \\frac{10{,}000 \\times 2000}{100 \\times 200{,}000} = 1\\ \\text{mm}$ (بالنيوتن والمليمتر، و$200\\ \\text{GPa} = 200{,}000\\ \\text{MPa}$).",
      "$\\delta = \\frac{PL}{AE} = \\frac{10{,}000 \\times 2000}{100 \\times 200{,}000} = 1\\ \\text{mm}$ (in N and mm, with $200\\ \\text{GPa} = 200{,}000\\ \\text{MPa}$).",
    ),
  ),
  numeric(
    { topic: "المتجهات", level: "easy" },
    t(
      "قوتان متعامدتان $30\\ \\text{N}$ و$40\\ \\text{N}$ تؤثران في نقطة. ما مقدار محصلتهما؟",
      "Two perpendicular forces of $30\\ \\text{N}$ and $40\\ \\text{N}$ act at a point. What is the magnitude of their resultant?",
    ),
    { value: 50, tolerance: 0.1, kind: "absolute", unit: t("نيوتن", "N"), decimalComma: true },
    t(
      "بفيثاغورس: $R = \\sqrt{30^2 + 40^2} = 50\\ \\text{N}$، واتجاهها $\\theta = \\tan^{-1}\\frac{40}{30} \\approx 53.1^\\circ$ عن القوة الأولى.",
      "By Pythagoras, $R = \\sqrt{30^2 + 40^2} = 50\\ \\text{N}$, at $\\theta = \\tan^{-1}\\frac{40}{30} \\approx 53.1^\\circ$ from the first force.",
    ),
  ),
  numeric(
    { topic: "عزم القصور الذاتي", level: "hard" },
    t(
      "مقطع مستطيل عرضه $b = 100\\ \\text{mm}$ وارتفاعه $h = 200\\ \\text{mm}$. ما عزم القصور الذاتي حول محوره الأفقي المار بالمركز؟",
      "A rectangular section is $b = 100\\ \\text{mm}$ wide and $h = 200\\ \\text{mm}$ deep. What is its second moment of area about the horizontal centroidal axis?",
    ),
    { value: 66_666_667, tolerance: 0.01, kind: "relative", unit: t("مم⁴", "mm⁴") },
    t(
      "القانون $I = \\frac{bh^3}{12} = \\frac{100 \\times 200^3}{12} \\approx 66{,}666{,}667\\ \\text{mm}^4$. الارتفاع مرفوع للقوة الثالثة، لذلك توضع الكمرة «على حدّها» لتقاوم الانحناء.",
      "$I = \\frac{bh^3}{12} = \\frac{100 \\times 200^3}{12} \\approx 66{,}666{,}667\\ \\text{mm}^4$. Depth is cubed, which is why beams are set on edge to resist bending.",
    ),
  ),
  shortText(
    { topic: "مركز الثقل", level: "easy" },
    t(
      "ما اسم النقطة التي يمكن اعتبار وزن الجسم كله مؤثرًا فيها؟",
      "What is the point where the whole weight of a body can be taken to act called?",
    ),
    [
      "مركز الثقل",
      "مركز ثقل",
      "مركز الكتلة",
      "centre of gravity",
      "center of gravity",
      "centre of mass",
      "center of mass",
    ],
    "lenient",
    t(
      "مركز الثقل: $\\bar{x} = \\frac{\\sum W_i x_i}{\\sum W_i}$. في مجال جاذبية منتظم ينطبق على مركز الكتلة، ولجسم متجانس على المركز الهندسي (centroid).",
      "The centre of gravity: $\\bar{x} = \\frac{\\sum W_i x_i}{\\sum W_i}$. In uniform gravity it coincides with the centre of mass, and for a homogeneous body with the centroid.",
    ),
  ),
  shortText(
    { topic: "الاتزان", level: "easy" },
    t(
      "الرسم الذي يعزل الجسم ويبين كل القوى الخارجية المؤثرة عليه يسمى مخطط ...",
      "The sketch that isolates a body and shows every external force on it is called a … diagram.",
    ),
    ["الجِسْمِ الحُرّ", "جِسْم حُرّ", "free body", "free-body"],
    "ignoreDiacritics",
    t(
      "مخطط الجسم الحر أول خطوة في أي مسألة استاتيكا: افصل الجسم، وارسم الأحمال، واستبدل كل ركيزة بردود أفعالها، ثم اكتب معادلات الاتزان.",
      "The free-body diagram is the first step of every statics problem: cut the body free, draw the loads, replace each support by its reactions, then write the equilibrium equations.",
    ),
  ),
  shortText(
    { topic: "الإجهاد والانفعال", level: "easy" },
    t("ما رمز وحدة الإجهاد (الضغط) في النظام الدولي؟", "What is the symbol of the SI unit of stress (pressure)?"),
    ["Pa"],
    "strict",
    t(
      "الباسكال $\\text{Pa} = \\text{N/m}^2$، ويُكتب بحرف P كبير لأنه اسم عالم (باسكال) وحرف a صغير. عمليًا نستخدم MPa وGPa لأن الباسكال صغير جدًا.",
      "The pascal, $\\text{Pa} = \\text{N/m}^2$: capital P because it is named after a person, lower-case a. In practice we use MPa and GPa, as the pascal is tiny.",
    ),
  ),
];
