import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** UX: user research, mobile interface design, design systems, RTL interfaces. */
export const ux: QuestionContent[] = [
  single(
    { topic: "بحث المستخدم", level: "easy" },
    t(
      "أيُّ الطرق التالية نراقب فيها مستخدمين حقيقيين يؤدون مهامًا ويفكرون بصوت عالٍ؟",
      "Which method watches real users perform tasks while thinking aloud?",
    ),
    [
      t("اختبار قابلية الاستخدام", "Usability testing"),
      t("اختبار A/B", "A/B testing"),
      t("فرز البطاقات", "Card sorting"),
      t("التقييم الاستدلالي", "Heuristic evaluation"),
    ],
    0,
    t(
      "في اختبار قابلية الاستخدام نرى أين يتعثر الناس ولماذا. اختبار A/B يقيس أي نسخة أفضل بالأرقام دون «لماذا»، والتقييم الاستدلالي يجريه خبراء بلا مستخدمين.",
      "Usability testing shows where people stumble and why. A/B testing measures which version wins, without the why; a heuristic evaluation is done by experts, with no users.",
    ),
  ),
  single(
    { topic: "بنية المعلومات", level: "medium" },
    t("فيمَ يُستخدم فرز البطاقات (card sorting) أساسًا؟", "What is card sorting mainly used for?"),
    [
      t("اختبار ألوان الواجهة", "Testing interface colours"),
      t("تصميم بنية المعلومات والتصنيف", "Designing information architecture and labels"),
      t("قياس سرعة التطبيق", "Measuring app speed"),
      t("كتابة الكود", "Writing code"),
    ],
    1,
    t(
      "يرتب المشاركون بطاقات المحتوى في مجموعات يسمّونها بأنفسهم، فنكتشف كيف يفكرون في التصنيف. في الفرز المفتوح يضعون أسماء المجموعات، وفي المغلق يختارون من مجموعات جاهزة.",
      "Participants group content cards and name the groups, which reveals their mental model. In an open sort they name the groups; in a closed sort they pick from given ones.",
    ),
  ),
  single(
    { topic: "الإتاحة", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "ما أقل نسبة تباين بين النص العادي وخلفيته يطلبها المستوى AA في WCAG؟",
      "What is the minimum contrast ratio between normal text and its background at WCAG level AA?",
    ),
    [t("$3:1$", "$3:1$"), t("$4.5:1$", "$4.5:1$"), t("$7:1$", "$7:1$"), t("$2:1$", "$2:1$")],
    1,
    t(
      "المستوى AA: $4.5:1$ للنص العادي و$3:1$ للنص الكبير (من $18\\ \\text{pt}$، أو $14\\ \\text{pt}$ عريض) ولعناصر الواجهة. المستوى AAA يطلب $7:1$.",
      "AA asks $4.5:1$ for normal text and $3:1$ for large text (from $18\\ \\text{pt}$, or $14\\ \\text{pt}$ bold) and for UI components. AAA asks $7:1$.",
    ),
  ),
  single(
    { topic: "الواجهات من اليمين لليسار", level: "medium" },
    t(
      "في واجهة عربية (من اليمين لليسار)، أيٌّ مما يلي يُعكس اتجاهه؟",
      "In an Arabic (right-to-left) interface, which of these is mirrored?",
    ),
    [
      t("سهم الرجوع", "The back arrow"),
      t("ترتيب عناصر شريط التنقل", "The order of items in a navigation bar"),
      t("اتجاه امتلاء شريط التقدم", "The direction a progress bar fills"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "كل ما يدل على اتجاه القراءة أو التقدم يُعكس: الرجوع يشير لليمين، والتنقل يبدأ من اليمين، والتقدم يمتلئ من اليمين. أما ما يمثل الزمن الحقيقي أو شيئًا فيزيائيًا (زر التشغيل، الساعة) فلا يُعكس.",
      "Anything expressing reading direction or progress is mirrored: back points right, navigation starts on the right, progress fills from the right. Things that stand for real time or physical objects (a play button, a clock) are not.",
    ),
  ),
  single(
    { topic: "قوانين التفاعل", level: "medium" },
    t(
      "حسب قانون فيتس، يعتمد زمن الوصول إلى هدف بالمؤشر أو الإصبع على:",
      "By Fitts's law, the time to reach a target with a pointer or finger depends on:",
    ),
    [
      t("لون الهدف", "The target's colour"),
      t("المسافة إليه وحجمه", "Its distance and its size"),
      t("عدد الخيارات في الصفحة", "The number of options on the page"),
      t("خبرة المستخدم فقط", "Only the user's experience"),
    ],
    1,
    t(
      "الزمن $T = a + b \\log_2\\left(\\frac{2D}{W}\\right)$: الهدف البعيد أو الصغير أبطأ. لذلك تُجعل الأزرار المهمة كبيرة وقريبة من الإبهام. عدد الخيارات هو موضوع قانون هيك.",
      "$T = a + b \\log_2\\left(\\frac{2D}{W}\\right)$: far or small targets are slower. So important buttons are large and within thumb reach. The number of options is Hick's law.",
    ),
  ),
  multiple(
    { topic: "التقييم الاستدلالي", level: "medium" },
    t(
      "أيٌّ مما يلي من مبادئ نيلسن العشرة لقابلية الاستخدام؟",
      "Which of these are among Nielsen's ten usability heuristics?",
    ),
    [
      t("وضوح حالة النظام", "Visibility of system status"),
      t("منع الأخطاء", "Error prevention"),
      t("الاتساق والمعايير", "Consistency and standards"),
      t("أكبر عدد ممكن من الميزات", "As many features as possible"),
      t("استخدام أكبر عدد من الألوان", "Use as many colours as possible"),
    ],
    [0, 1, 2],
    "partial",
    t(
      "من المبادئ أيضًا: التطابق مع العالم الحقيقي، وحرية المستخدم وتحكمه (تراجع)، والتعرف بدل التذكر، والتصميم الجمالي البسيط. الميزات والألوان الكثيرة عكس المبدأ الأخير.",
      "Others include match with the real world, user control and freedom (undo), recognition rather than recall, and aesthetic, minimalist design. Piling on features or colours works against the last one.",
    ),
  ),
  multiple(
    { topic: "الواجهات من اليمين لليسار", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ العناصر التالية لا تُعكس في واجهة من اليمين لليسار؟",
      "Which of these are not mirrored in an RTL (Arabic) interface?",
    ),
    [
      t("أرقام الهواتف", "Phone numbers"),
      t("زر تشغيل الفيديو", "The video play button"),
      t("أيقونة الساعة", "A clock icon"),
      t("سهم الرجوع", "The back arrow"),
    ],
    [0, 1, 2],
    "allOrNothing",
    t(
      "الأرقام تُقرأ من اليسار لليمين حتى في العربية، وزر التشغيل يمثل اتجاه الشريط لا القراءة، والساعة تدور في اتجاه واحد في العالم كله. سهم الرجوع وحده يشير إلى «ما قبل» في اتجاه القراءة فيُعكس.",
      "Numbers read left to right even in Arabic, play stands for tape direction rather than reading, and clocks turn one way everywhere. Only the back arrow points to “before” in reading order, so it is mirrored.",
    ),
  ),
  trueFalse(
    { topic: "بحث المستخدم", level: "easy" },
    t(
      "الشخصية (persona) في تصميم التجربة هي مستخدم حقيقي واحد أجرينا معه مقابلة.",
      "A persona in UX is one real user we interviewed.",
    ),
    false,
    t(
      "الشخصية نموذج مركّب من أنماط تكررت في بحث حقيقي مع مستخدمين كثيرين: أهدافهم وإحباطاتهم وسياقهم. تساعد الفريق على اتخاذ قرارات لشخص محدد بدل «المستخدم» المبهم.",
      "A persona is a composite built from patterns seen across real research with many users: their goals, frustrations and context. It lets a team decide for someone specific instead of a vague “user”.",
    ),
  ),
  trueFalse(
    { topic: "تصميم الواجهات للهواتف", level: "easy" },
    t(
      "توصي إرشادات Apple بأهداف لمس لا تقل عن $44 \\times 44$ نقطة.",
      "Apple's guidelines recommend touch targets of at least $44 \\times 44$ points.",
    ),
    true,
    t(
      "الإصبع أقل دقة من مؤشر الفأرة، فالأهداف الصغيرة تسبب ضغطات خاطئة. إرشادات Material من Google توصي بـ $48 \\times 48\\ \\text{dp}$.",
      "A finger is far less precise than a mouse pointer, so small targets cause mis-taps. Google's Material guidelines ask for $48 \\times 48\\ \\text{dp}$.",
    ),
  ),
  trueFalse(
    { topic: "قوانين التفاعل", level: "easy" },
    t(
      "حسب قانون هيك، زيادة عدد الخيارات تزيد زمن اتخاذ القرار.",
      "By Hick's law, more choices mean a longer decision time.",
    ),
    true,
    t(
      "الزمن ينمو تقريبًا مع $\\log_2(n + 1)$ لعدد الخيارات $n$. لذلك نقسم القوائم الطويلة ونُبرز الخيار الموصى به.",
      "Decision time grows roughly with $\\log_2(n + 1)$ for $n$ choices. So long menus are split up and the recommended option is highlighted.",
    ),
  ),
  numeric(
    { topic: "تصميم الواجهات للهواتف", level: "easy" },
    t(
      "ما أقل مقاس لهدف اللمس في إرشادات Material Design (بوحدة dp)؟",
      "What is the minimum touch target size in Material Design guidelines (in dp)?",
    ),
    { value: 48, tolerance: 0, kind: "absolute", unit: t("dp", "dp"), decimalComma: true },
    t(
      "المقاس $48\\ \\text{dp}$ يعادل نحو $9\\ \\text{mm}$ فعليًا على الشاشة. قد تكون الأيقونة المرسومة أصغر ($24\\ \\text{dp}$) بشرط أن تكون المساحة القابلة للمس حولها $48$.",
      "$48\\ \\text{dp}$ is about $9\\ \\text{mm}$ on screen. The drawn icon may be smaller ($24\\ \\text{dp}$) as long as its touchable area is $48$.",
    ),
  ),
  numeric(
    { topic: "قوانين التفاعل", level: "hard" },
    t(
      "باستخدام $ID = \\log_2\\left(\\frac{2D}{W}\\right)$، ما مؤشر صعوبة الوصول إلى زر عرضه $W = 16\\ \\text{px}$ على بعد $D = 256\\ \\text{px}$؟",
      "Using $ID = \\log_2\\left(\\frac{2D}{W}\\right)$, what is the index of difficulty of reaching a $W = 16\\ \\text{px}$ button $D = 256\\ \\text{px}$ away?",
    ),
    { value: 5, tolerance: 0.01, kind: "relative", unit: t("بت", "bits") },
    t(
      "النسبة $\\frac{2 \\times 256}{16} = 32 = 2^5$ فالمؤشر $5$ بت. مضاعفة عرض الزر تخفض المؤشر بتًا كاملًا، كما لو قرّبناه إلى نصف المسافة.",
      "$\\frac{2 \\times 256}{16} = 32 = 2^5$, so the index is $5$ bits. Doubling the button's width removes a whole bit, as if it were half as far.",
    ),
  ),
  numeric(
    { topic: "اختبار قابلية الاستخدام", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "حسب نيلسن ولاندور، كم مستخدمًا في اختبار قابلية الاستخدام يكفي لاكتشاف نحو ٨٥٪ من المشكلات؟",
      "According to Nielsen and Landauer, how many users does a usability test need to find about 85% of the problems?",
    ),
    { value: 5, tolerance: 0, kind: "absolute", unit: t("مستخدمين", "users") },
    t(
      "النموذج $1 - (1 - L)^n$ مع $L \\approx 0.31$ يعطي نحو ٨٥٪ عند $n = 5$. الأفضل ثلاث جولات من ٥ مستخدمين بين تعديلات التصميم بدل جولة واحدة من ١٥.",
      "The model $1 - (1 - L)^n$ with $L \\approx 0.31$ gives about 85% at $n = 5$. Better three rounds of 5 users between design changes than one round of 15.",
    ),
  ),
  numeric(
    { topic: "تصميم الواجهات للهواتف", level: "medium" },
    t(
      "شاشة هاتف عرضها $390\\ \\text{pt}$ بكثافة @3x. كم بكسلًا فعليًا عرضها؟",
      "A phone screen is $390\\ \\text{pt}$ wide at @3x density. How many physical pixels wide is it?",
    ),
    { value: 1170, tolerance: 0, kind: "absolute", unit: t("بكسل", "px") },
    t(
      "كل نقطة = ٣ بكسلات في @3x: $390 \\times 3 = 1{,}170\\ \\text{px}$. نصمم بالنقاط (pt أو dp) لتبقى المقاسات ثابتة فعليًا على الشاشات المختلفة، ونصدّر الصور بـ @2x و@3x.",
      "Each point is 3 pixels at @3x: $390 \\times 3 = 1{,}170\\ \\text{px}$. We design in points (pt or dp) so sizes stay physically stable across screens, and export images at @2x and @3x.",
    ),
  ),
  shortText(
    { topic: "بحث المستخدم", level: "easy" },
    t(
      "ما اسم الشخصية الخيالية المبنية على البحث التي تمثل فئة من المستخدمين؟",
      "What is the research-based fictional character that stands for a group of users called?",
    ),
    ["شخصية المستخدم", "الشخصية", "بيرسونا", "البيرسونا", "persona"],
    "lenient",
    t(
      "الشخصية (persona): اسم وصورة وأهداف ومواقف استخدام، كلها من البحث. إذا لم تغيّر قرارًا في التصميم فهي زينة لا أداة.",
      "A persona: a name, a face, goals and situations of use, all drawn from research. If it never changes a design decision, it is decoration rather than a tool.",
    ),
  ),
  shortText(
    { topic: "النماذج الأولية", level: "easy" },
    t(
      "ما اسم المخطط البسيط للشاشة، بالخطوط والمربعات ودون ألوان، الذي يحدد مواضع العناصر؟",
      "What is the simple screen sketch, in lines and boxes without colour, that lays out where elements go?",
    ),
    ["الإِطَارُ السِّلْكِيّ", "إِطَار سِلْكِيّ", "wireframe"],
    "ignoreDiacritics",
    t(
      "الإطار السلكي (wireframe) يركز على البنية والأولويات قبل الشكل، فيسهل تغييره ومناقشته. بعده النموذج عالي الدقة (mockup) ثم النموذج التفاعلي (prototype).",
      "A wireframe settles structure and priorities before looks, so it is cheap to change and discuss. Then come the high-fidelity mockup and the interactive prototype.",
    ),
  ),
  shortText(
    { topic: "الواجهات من اليمين لليسار", level: "medium" },
    t(
      "ما خاصية CSS المنطقية للهامش في جهة بداية السطر (اليمين في العربية، واليسار في الإنجليزية)؟",
      "Which logical CSS property sets the margin on the start side of a line (right in Arabic, left in English)?",
    ),
    ["margin-inline-start"],
    "strict",
    t(
      "الخاصية `margin-inline-start` تتبع اتجاه الكتابة تلقائيًا، فلا نحتاج قواعد خاصة للعربية كما مع `margin-left`. وفي Tailwind تقابلها `ms-*`.",
      "`margin-inline-start` follows the writing direction by itself, so Arabic needs no special rules, unlike `margin-left`. In Tailwind it is `ms-*`.",
    ),
  ),
];
