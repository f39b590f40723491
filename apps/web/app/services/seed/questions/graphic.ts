import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Graphic design: principles, Arabic calligraphy and typography, brand identity. */
export const graphic: QuestionContent[] = [
  single(
    { topic: "الألوان", level: "easy" },
    t("أيُّ نماذج الألوان يُستخدم للطباعة؟", "Which colour model is used for print?"),
    [t("RGB", "RGB"), t("CMYK", "CMYK"), t("HSL", "HSL"), t("HEX", "HEX")],
    1,
    t(
      "الطباعة طرحية: أحبار سماوي وأرجواني وأصفر وأسود تمتص الضوء. الشاشات جمعية تخلط ضوءًا أحمر وأخضر وأزرق (RGB)، وHSL وHEX طريقتان لكتابة ألوان RGB. صمّم للطباعة في CMYK من البداية لأن بعض ألوان الشاشة لا تُطبع.",
      "Print is subtractive: cyan, magenta, yellow and black inks absorb light. Screens are additive, mixing red, green and blue light (RGB); HSL and HEX are notations for RGB colours. Design for print in CMYK from the start: some screen colours cannot be printed.",
    ),
  ),
  single(
    { topic: "الخط العربي", level: "easy" },
    t(
      "أيُّ الخطوط العربية يتميز بحروفه الهندسية ذات الزوايا الحادة؟",
      "Which Arabic script is known for its angular, geometric letterforms?",
    ),
    [t("الكوفي", "Kufic"), t("النسخ", "Naskh"), t("الديواني", "Diwani"), t("الرقعة", "Ruq'ah")],
    0,
    t(
      "الكوفي من أقدم الخطوط، كُتبت به المصاحف الأولى ويكثر في زخارف العمارة، ومنه الكوفي المربع المبني على شبكة. النسخ مستدير واضح، والديواني متداخل مزخرف، والرقعة سريع للكتابة اليومية.",
      "Kufic is among the oldest scripts, used in early Qur'ans and in architectural decoration, including square Kufic built on a grid. Naskh is rounded and clear, Diwani intricate and ornate, Ruq'ah quick for everyday writing.",
    ),
  ),
  single(
    { topic: "الهوية البصرية", level: "easy" },
    t(
      "أيٌّ مما يلي جزء من نظام الهوية البصرية للعلامة؟",
      "Which of these is part of a brand's visual identity system?",
    ),
    [
      t("الشعار", "The logo"),
      t("لوحة الألوان", "The colour palette"),
      t("الخطوط المستخدمة", "The typefaces"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "الهوية أكبر من الشعار: ألوان وخطوط وأسلوب صور وقواعد استخدام تُجمع في دليل الهوية (brand guidelines)، حتى تبدو العلامة واحدة في كل مكان.",
      "Identity is more than a logo: colours, typefaces, imagery style and usage rules, gathered in brand guidelines so the brand looks like itself everywhere.",
    ),
  ),
  single(
    { topic: "مبادئ الجشطالت", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "أيُّ مبادئ الجشطالت يجعلنا نرى العناصر القريبة من بعضها مجموعة واحدة؟",
      "Which Gestalt principle makes us see elements that are close together as one group?",
    ),
    [t("التشابه", "Similarity"), t("التقارب", "Proximity"), t("الإغلاق", "Closure"), t("الاستمرارية", "Continuity")],
    1,
    t(
      "التقارب: المسافة وحدها تجمع العناصر أو تفصلها. لذلك تكون المسافة بين عنوان ونصه أصغر من المسافة بينه وبين الفقرة السابقة.",
      "Proximity: spacing alone groups or separates elements. That is why a heading sits closer to its own text than to the paragraph before it.",
    ),
  ),
  single(
    { topic: "الطباعة (التايبوجرافي)", level: "hard" },
    t("ما المقصود بالتتبع (tracking) في التايبوجرافي؟", "What is tracking in typography?"),
    [
      t("ضبط المسافة بين زوج محدد من الحروف", "Adjusting the space between one particular pair of letters"),
      t(
        "ضبط المسافة بين كل حروف سطر أو كتلة نص بالتساوي",
        "Adjusting the spacing evenly across a whole line or block of text",
      ),
      t("المسافة بين الأسطر", "The space between lines"),
      t("ارتفاع الحروف الصغيرة", "The height of lower-case letters"),
    ],
    1,
    t(
      "التتبع يغيّر المسافات في النص كله بالتساوي، أما التقنين (kerning) فلزوج واحد مثل «AV». ولا تُباعد الحروف العربية المتصلة بالتتبع: تنكسر الوصلات، وتُستخدم الكشيدة بحذر بدلًا منه.",
      "Tracking changes spacing evenly across a text; kerning adjusts one pair, such as “AV”. Never track joined Arabic letters apart: the joins break. Kashida, used sparingly, is the Arabic way to stretch.",
    ),
  ),
  multiple(
    { topic: "مبادئ الجشطالت", level: "medium" },
    t("أيٌّ مما يلي من مبادئ الجشطالت في الإدراك البصري؟", "Which of these are Gestalt principles of perception?"),
    [
      t("التقارب", "Proximity"),
      t("التشابه", "Similarity"),
      t("الإغلاق", "Closure"),
      t("التقنين (kerning)", "Kerning"),
      t("التباعد بين الأسطر", "Leading"),
    ],
    [0, 1, 2],
    "partial",
    t(
      "مبادئ الجشطالت تصف كيف ينظّم الدماغ ما يراه: التقارب والتشابه والإغلاق (نكمل الشكل الناقص) والاستمرارية والشكل والأرضية. أما التقنين والتباعد بين الأسطر فمصطلحات تايبوجرافية.",
      "Gestalt principles describe how the brain organises what it sees: proximity, similarity, closure (we complete a broken shape), continuity, figure and ground. Kerning and leading are typographic terms.",
    ),
  ),
  multiple(
    { topic: "صيغ الملفات", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t("أيُّ صيغ الملفات التالية متجهية (vector)؟", "Which of these file formats are vector formats?"),
    [t("SVG", "SVG"), t("AI", "AI"), t("EPS", "EPS"), t("JPEG", "JPEG"), t("PNG", "PNG")],
    [0, 1, 2],
    "allOrNothing",
    t(
      "الملفات المتجهية تحفظ أشكالًا رياضية (مسارات ومنحنيات بيزييه) فتُكبَّر بلا حدود دون تشوه: الأنسب للشعارات. JPEG وPNG نقطية (بكسلات) تتشوه عند التكبير.",
      "Vector files store mathematical shapes (paths and Bézier curves), so they scale without limit: the right choice for logos. JPEG and PNG are raster (pixels) and blur when enlarged.",
    ),
  ),
  trueFalse(
    { topic: "الطباعة (التايبوجرافي)", level: "easy" },
    t(
      "التقنين (kerning) هو ضبط المسافة بين زوج معين من الحروف.",
      "Kerning adjusts the space between a specific pair of letters.",
    ),
    true,
    t(
      "أزواج مثل «AV» و«To» تبدو متباعدة بمسافاتها الافتراضية، فيقرّبها التقنين لتبدو المسافات متساوية بصريًا، لا رياضيًا.",
      "Pairs such as “AV” and “To” look loose at default spacing; kerning tightens them so the spacing looks even to the eye, not to the ruler.",
    ),
  ),
  trueFalse(
    { topic: "الطباعة والإخراج", level: "easy" },
    t(
      "صورة بدقة $72$ نقطة في البوصة مناسبة للطباعة الأوفست عالية الجودة.",
      "A $72$ dpi image is fine for high-quality offset printing.",
    ),
    false,
    t(
      "للطباعة نحتاج عادةً $300$ نقطة في البوصة بالمقاس النهائي. الـ $72$ إرث قديم من الشاشات ولا يكفي للورق: تظهر البكسلات.",
      "Print usually needs $300$ dpi at final size. $72$ is an old screen convention and is far too coarse for paper: the pixels show.",
    ),
  ),
  trueFalse(
    { topic: "الخط العربي", level: "easy" },
    t(
      "لمعظم الحروف العربية أشكال مختلفة بحسب موضعها: منفصل وأول ووسط وآخر.",
      "Most Arabic letters take different forms by position: isolated, initial, medial and final.",
    ),
    true,
    t(
      "الكتابة العربية متصلة، فللـ «ع» مثلًا أربعة أشكال: ع، عـ، ـعـ، ـع. بعض الحروف (ا د ذ ر ز و) لا تتصل بما بعدها فلها شكلان فقط. لذلك يحتاج الخط العربي الرقمي إلى دعم OpenType للتشكيل السياقي.",
      "Arabic is joined, so “ع” has four forms: ع، عـ، ـعـ، ـع. Some letters (ا د ذ ر ز و) never join to the next and have two. That is why digital Arabic fonts rely on OpenType contextual shaping.",
    ),
  ),
  numeric(
    { topic: "الطباعة والإخراج", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "صورة ستُطبع بعرض $10$ بوصات بدقة $300\\ \\text{ppi}$. كم بكسلًا يلزم لعرضها؟",
      "An image will be printed $10$ inches wide at $300\\ \\text{ppi}$. How many pixels wide must it be?",
    ),
    { value: 3000, tolerance: 0, kind: "absolute", unit: t("بكسل", "px") },
    t(
      "عدد البكسلات = المقاس × الدقة: $10 \\times 300 = 3{,}000\\ \\text{px}$. صورة بعرض $1{,}500\\ \\text{px}$ تُطبع جيدًا بعرض $5$ بوصات فقط.",
      "Pixels = size × resolution: $10 \\times 300 = 3{,}000\\ \\text{px}$. A $1{,}500\\ \\text{px}$ image prints well only $5$ inches wide.",
    ),
  ),
  numeric(
    { topic: "النسب والتكوين", level: "medium" },
    t(
      "النسبة الذهبية $\\varphi = \\frac{1 + \\sqrt{5}}{2}$. ما قيمتها لثلاثة أرقام عشرية؟",
      "The golden ratio is $\\varphi = \\frac{1 + \\sqrt{5}}{2}$. What is its value to three decimal places?",
    ),
    { value: 1.618, tolerance: 0.001, kind: "relative" },
    t(
      "قيمتها $\\varphi \\approx 1.618$، وتحقق $\\varphi = 1 + \\frac{1}{\\varphi}$. مستطيل بهذه النسبة إذا قُطع منه مربع بقي مستطيل بالنسبة نفسها. استعملها دليلًا للتكوين لا قاعدة إلزامية.",
      "$\\varphi \\approx 1.618$, and $\\varphi = 1 + \\frac{1}{\\varphi}$. Cut a square off a golden rectangle and a golden rectangle remains. Use it as a compositional guide, not a law.",
    ),
  ),
  numeric(
    { topic: "الطباعة (التايبوجرافي)", level: "easy" },
    t(
      "كم نقطة طباعية (point) في البوصة الواحدة (نقطة PostScript)؟",
      "How many typographic points are there in one inch (PostScript points)?",
    ),
    { value: 72, tolerance: 0, kind: "absolute", unit: t("نقطة", "pt"), decimalComma: true },
    t(
      "النقطة $\\frac{1}{72}$ بوصة، أي نحو $0.353\\ \\text{mm}$. فخط مقاسه $12\\ \\text{pt}$ ارتفاع جسمه $\\frac{1}{6}$ بوصة.",
      "A point is $\\frac{1}{72}$ inch, about $0.353\\ \\text{mm}$. So a $12\\ \\text{pt}$ font has a body $\\frac{1}{6}$ inch tall.",
    ),
  ),
  numeric(
    { topic: "مقاسات الورق", level: "easy" },
    t("ما عرض ورقة A4 بالمليمتر؟", "How wide is an A4 sheet, in millimetres?"),
    { value: 210, tolerance: 0.5, kind: "absolute", unit: t("مم", "mm") },
    t(
      "الورقة A4 مقاسها $210 \\times 297\\ \\text{mm}$، ونسبة أضلاع مقاسات A كلها $\\sqrt{2}$: إذا طويت ورقة A3 نصفين صارت A4 بالنسبة نفسها.",
      "A4 is $210 \\times 297\\ \\text{mm}$, and every A size has sides in the ratio $\\sqrt{2}$: fold an A3 sheet in half and you get an A4 of the same proportions.",
    ),
  ),
  shortText(
    { topic: "الطباعة (التايبوجرافي)", level: "medium" },
    t("ما اسم المسافة الرأسية بين أسطر النص؟", "What is the vertical space between lines of text called?"),
    [
      "تباعد الأسطر",
      "التباعد بين الأسطر",
      "المسافة بين الأسطر",
      "ارتفاع السطر",
      "leading",
      "line spacing",
      "line height",
    ],
    "lenient",
    t(
      "تباعد الأسطر (leading، من شرائح الرصاص في الطباعة القديمة). النص العربي يحتاج عادة تباعدًا أكبر من اللاتيني لأن حروفه تصعد وتنزل أكثر، ولتتسع للتشكيل.",
      "Leading (from the strips of lead in metal type). Arabic usually needs more of it than Latin: its letters rise and descend further, and diacritics need room.",
    ),
  ),
  shortText(
    { topic: "الخط العربي", level: "easy" },
    t(
      "ما اسم الخط العربي المستدير الواضح الذي تُطبع به أغلب الكتب والمصاحف؟",
      "Which rounded, clear Arabic script is most books and printed Qur'ans set in?",
    ),
    ["النَّسْخ", "خَطُّ النَّسْخ", "Naskh"],
    "ignoreDiacritics",
    t(
      "خط النسخ، وقد قعّد نسبه ابن مقلة على النقطة والألف. وضوحه جعله أساس معظم الخطوط الطباعية العربية.",
      "Naskh, whose proportions Ibn Muqla set by the rhombic dot and the alif. Its clarity made it the basis of most Arabic typefaces.",
    ),
  ),
  shortText(
    { topic: "الألوان", level: "easy" },
    t(
      "اكتب رمز اللون الأبيض الخالص بصيغة HEX من ست خانات (مع #).",
      "Write pure white as a six-digit HEX colour code (with #).",
    ),
    ["#FFFFFF"],
    "strict",
    t(
      "في RGB كل قناة من $0$ إلى $255$ (أي 00 إلى FF)، والأبيض أقصى الثلاث: #FFFFFF. والأسود #000000، والأحمر الخالص #FF0000.",
      "Each RGB channel runs from $0$ to $255$ (00 to FF); white is all three at maximum: #FFFFFF. Black is #000000, pure red #FF0000.",
    ),
  ),
];
