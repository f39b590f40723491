import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Biology: cell biology. */
export const biology: QuestionContent[] = [
  single(
    { topic: "العضيات", level: "easy" },
    t(
      "أيُّ العضيات التالية يُنتج معظم ATP في الخلية حقيقية النواة؟",
      "Which organelle makes most of the ATP in a eukaryotic cell?",
    ),
    [
      t("النواة", "The nucleus"),
      t("الميتوكوندريا", "The mitochondrion"),
      t("جهاز جولجي", "The Golgi apparatus"),
      t("الليسوسوم", "The lysosome"),
    ],
    1,
    t(
      "في الميتوكوندريا تتم دورة كربس والفسفرة التأكسدية، فتعطي نحو $30$ جزيء ATP لكل جزيء جلوكوز مقابل $2$ فقط من التحلل السكري في السيتوبلازم.",
      "Mitochondria run the Krebs cycle and oxidative phosphorylation: about $30$ ATP per glucose, against only $2$ from glycolysis in the cytoplasm.",
    ),
  ),
  single(
    { topic: "العضيات", level: "easy" },
    t("أين تُصنع البروتينات في الخلية؟", "Where are proteins made in the cell?"),
    [
      t("الريبوسومات", "Ribosomes"),
      t("الليسوسومات", "Lysosomes"),
      t("الشبكة الإندوبلازمية الملساء", "Smooth endoplasmic reticulum"),
      t("الفجوة العصارية", "The vacuole"),
    ],
    0,
    t(
      "الريبوسوم يترجم mRNA إلى سلسلة أحماض أمينية، حرًّا في السيتوبلازم أو ملتصقًا بالشبكة الخشنة (للبروتينات المُفرزة أو الغشائية). الشبكة الملساء تصنع الدهون.",
      "Ribosomes translate mRNA into a chain of amino acids, free in the cytoplasm or bound to the rough ER (for secreted and membrane proteins). The smooth ER makes lipids.",
    ),
  ),
  single(
    { topic: "الانقسام الخلوي", level: "medium", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "في أي طور من الانقسام المتساوي تنفصل الكروماتيدات الشقيقة نحو القطبين؟",
      "In which phase of mitosis do sister chromatids separate towards the poles?",
    ),
    [
      t("الطور التمهيدي", "Prophase"),
      t("الطور الاستوائي", "Metaphase"),
      t("الطور الانفصالي", "Anaphase"),
      t("الطور النهائي", "Telophase"),
    ],
    2,
    t(
      "في الطور الانفصالي يُقطع الكوهيسين فتشد خيوط المغزل الكروماتيدات إلى القطبين. الترتيب: تمهيدي، استوائي (الاصطفاف في المنتصف)، انفصالي، نهائي.",
      "In anaphase cohesin is cleaved and spindle fibres pull the chromatids to the poles. The order: prophase, metaphase (lining up in the middle), anaphase, telophase.",
    ),
  ),
  single(
    { topic: "الغشاء الخلوي", level: "easy" },
    t("أيٌّ مما يلي من مكونات الغشاء البلازمي؟", "Which of these is a component of the plasma membrane?"),
    [
      t("الفوسفوليبيدات", "Phospholipids"),
      t("البروتينات", "Proteins"),
      t("الكوليسترول", "Cholesterol"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "نموذج الفسيفساء المائع: طبقة مزدوجة من الفوسفوليبيدات تنغرس فيها بروتينات (قنوات، ناقلات، مستقبلات)، والكوليسترول يضبط سيولتها مع تغير الحرارة، وعلى سطحها سلاسل سكرية.",
      "The fluid mosaic model: a phospholipid bilayer studded with proteins (channels, carriers, receptors), cholesterol tuning its fluidity as temperature changes, and sugar chains on its surface.",
    ),
  ),
  single(
    { topic: "النقل عبر الغشاء", level: "easy" },
    t(
      "ما اسم انتقال الماء عبر غشاء شبه منفذ من التركيز الأقل للمذاب إلى الأعلى؟",
      "What is the movement of water across a semi-permeable membrane towards the higher solute concentration called?",
    ),
    [
      t("النقل النشط", "Active transport"),
      t("الأسموزية", "Osmosis"),
      t("البلعمة", "Phagocytosis"),
      t("الانتشار المسهّل للجلوكوز", "Facilitated diffusion of glucose"),
    ],
    1,
    t(
      "الأسموزية انتشار للماء لا يحتاج طاقة. خلية دم حمراء في ماء مقطر (محلول منخفض التركيز) تنتفخ وقد تنفجر، وفي محلول ملحي مركز تنكمش.",
      "Osmosis is the diffusion of water and needs no energy. A red blood cell in distilled water (hypotonic) swells and may burst; in strong brine it shrinks.",
    ),
  ),
  multiple(
    { topic: "الخلية النباتية والحيوانية", level: "easy" },
    t(
      "أيُّ التراكيب التالية توجد في الخلية النباتية ولا توجد في الخلية الحيوانية؟",
      "Which structures are found in plant cells but not in animal cells?",
    ),
    [
      t("الجدار الخلوي", "Cell wall"),
      t("البلاستيدات الخضراء", "Chloroplasts"),
      t("فجوة عصارية مركزية كبيرة", "A large central vacuole"),
      t("الميتوكوندريا", "Mitochondria"),
      t("الريبوسومات", "Ribosomes"),
    ],
    [0, 1, 2],
    "partial",
    t(
      "الجدار السليلوزي يعطي الخلية النباتية شكلها، والبلاستيدات الخضراء مقر البناء الضوئي، والفجوة الكبيرة تحفظ ضغط الامتلاء. الميتوكوندريا والريبوسومات في الخليتين معًا: النبات يتنفس أيضًا.",
      "The cellulose wall gives a plant cell its shape, chloroplasts host photosynthesis, and the large vacuole keeps turgor pressure. Mitochondria and ribosomes are in both: plants respire too.",
    ),
  ),
  multiple(
    { topic: "بدائيات النواة", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ العبارات التالية صحيحة عن الخلايا بدائية النواة (البكتيريا)؟",
      "Which statements are true of prokaryotic cells (bacteria)?",
    ),
    [
      t("ليس لها نواة محاطة بغشاء", "They have no membrane-bound nucleus"),
      t("فيها ريبوسومات", "They have ribosomes"),
      t("فيها ميتوكوندريا", "They have mitochondria"),
      t("مادتها الوراثية في منطقة النيوكليويد", "Their DNA lies in a nucleoid region"),
    ],
    [0, 1, 3],
    "allOrNothing",
    t(
      "البكتيريا بلا عضيات غشائية، فلا نواة ولا ميتوكوندريا؛ يتنفس غشاؤها البلازمي نفسه. لكن فيها ريبوسومات (70S، أصغر من ريبوسومات حقيقيات النواة 80S)، ولهذا تستهدفها بعض المضادات الحيوية.",
      "Bacteria have no membrane-bound organelles, so no nucleus and no mitochondria; their plasma membrane does the respiring. They do have ribosomes (70S, smaller than the eukaryotic 80S), which is what some antibiotics target.",
    ),
  ),
  trueFalse(
    { topic: "تضاعف DNA", level: "medium" },
    t("تضاعف DNA شبه محافظ.", "DNA replication is semi-conservative."),
    true,
    t(
      "كل جزيء جديد فيه شريط قديم وآخر جديد، كما أثبتت تجربة ميسلسون وستال (1958) بالنيتروجين الثقيل $^{15}\\text{N}$.",
      "Each new molecule has one old strand and one new strand, as Meselson and Stahl showed in 1958 with heavy nitrogen, $^{15}\\text{N}$.",
    ),
  ),
  trueFalse(
    { topic: "خلايا الدم", level: "easy" },
    t("خلايا الدم الحمراء الناضجة في الثدييات لها نواة.", "Mature mammalian red blood cells have a nucleus."),
    false,
    t(
      "تفقد نواتها وعضياتها أثناء النضج فيتسع المكان للهيموجلوبين، ويصبح شكلها قرصًا مقعر الوجهين. لذلك لا تنقسم وتعيش نحو $120$ يومًا.",
      "They lose their nucleus and organelles as they mature, leaving room for haemoglobin and a biconcave shape. So they cannot divide, and live about $120$ days.",
    ),
  ),
  trueFalse(
    { topic: "الانقسام الخلوي", level: "easy" },
    t("الانقسام الاختزالي ينتج أربع خلايا متطابقة وراثيًا.", "Meiosis produces four genetically identical cells."),
    false,
    t(
      "ينتج أربع خلايا أحادية المجموعة ($n$) مختلفة وراثيًا، بسبب العبور (crossing over) والتوزيع المستقل للكروموسومات. الانقسام المتساوي هو الذي ينتج خليتين متطابقتين ($2n$).",
      "It produces four haploid ($n$) cells that differ genetically, thanks to crossing over and independent assortment. Mitosis is what produces two identical ($2n$) cells.",
    ),
  ),
  numeric(
    { topic: "الكروموسومات", level: "easy" },
    t(
      "كم كروموسومًا في الجاميت (البويضة أو الحيوان المنوي) عند الإنسان؟",
      "How many chromosomes does a human gamete (egg or sperm) have?",
    ),
    { value: 23, tolerance: 0, kind: "absolute", unit: t("كروموسوم", "chromosomes"), decimalComma: true },
    t(
      "الخلية الجسمية $2n = 46$، والجاميت $n = 23$ بفضل الانقسام الاختزالي، فيعيد الإخصاب العدد إلى $46$.",
      "Body cells are $2n = 46$; gametes are $n = 23$ thanks to meiosis, and fertilisation restores $46$.",
    ),
  ),
  numeric(
    { topic: "حجم الخلية", level: "medium" },
    t(
      "خلية على شكل مكعب طول ضلعه $2\\ \\mu\\text{m}$. ما نسبة مساحة سطحها إلى حجمها؟",
      "A cell is a cube of side $2\\ \\mu\\text{m}$. What is its surface-area-to-volume ratio?",
    ),
    { value: 3, tolerance: 0.01, kind: "relative", unit: t("ميكرومتر⁻¹", "µm⁻¹") },
    t(
      "المساحة $6a^2 = 24\\ \\mu\\text{m}^2$ والحجم $a^3 = 8\\ \\mu\\text{m}^3$ فالنسبة $3\\ \\mu\\text{m}^{-1}$، أي $\\frac{6}{a}$. كلما كبرت الخلية قلت النسبة فصعب تبادل المواد: لهذا الخلايا صغيرة.",
      "Area $6a^2 = 24\\ \\mu\\text{m}^2$, volume $a^3 = 8\\ \\mu\\text{m}^3$, so the ratio is $3\\ \\mu\\text{m}^{-1}$, i.e. $\\frac{6}{a}$. The larger the cell, the smaller the ratio and the harder the exchange: that is why cells are small.",
    ),
  ),
  numeric(
    { topic: "المجهر", level: "medium" },
    t(
      "خلية طولها الحقيقي $10\\ \\mu\\text{m}$ تظهر في صورة مجهرية بطول $5\\ \\text{mm}$. ما التكبير؟",
      "A cell $10\\ \\mu\\text{m}$ long appears $5\\ \\text{mm}$ long in a micrograph. What is the magnification?",
    ),
    { value: 500, tolerance: 1, kind: "absolute", unit: t("مرة", "×") },
    t(
      "التكبير = طول الصورة ÷ الطول الحقيقي بالوحدة نفسها: $\\frac{5000\\ \\mu\\text{m}}{10\\ \\mu\\text{m}} = 500$. الخطأ الشائع نسيان تحويل المليمتر إلى ميكرومتر ($1\\ \\text{mm} = 1000\\ \\mu\\text{m}$).",
      "Magnification = image size ÷ actual size, in the same unit: $\\frac{5000\\ \\mu\\text{m}}{10\\ \\mu\\text{m}} = 500$. The usual slip is forgetting $1\\ \\text{mm} = 1000\\ \\mu\\text{m}$.",
    ),
  ),
  numeric(
    { topic: "النمو البكتيري", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "بكتيريا تنقسم كل ٢٠ دقيقة. إذا بدأنا بخلية واحدة، فكم خلية بعد ٤ ساعات (دون موت أي خلية)؟",
      "A bacterium divides every 20 minutes. Starting from one cell, how many cells are there after 4 hours (none dying)?",
    ),
    { value: 4096, tolerance: 0, kind: "absolute", unit: t("خلية", "cells") },
    t(
      "في ٤ ساعات $\\frac{240}{20} = 12$ جيلًا، وكل جيل يضاعف العدد: $N = N_0 \\cdot 2^{12} = 4{,}096$. هذا النمو الأسي لا يدوم: تنفد المغذيات فتدخل المزرعة طور الثبات.",
      "Four hours is $\\frac{240}{20} = 12$ generations, each doubling the count: $N = N_0 \\cdot 2^{12} = 4{,}096$. Exponential growth cannot last: nutrients run out and the culture enters the stationary phase.",
    ),
  ),
  shortText(
    { topic: "البناء الضوئي", level: "easy" },
    t(
      "ما اسم العملية التي يصنع بها النبات الجلوكوز من ثاني أكسيد الكربون والماء مستخدمًا ضوء الشمس؟",
      "What is the process by which plants make glucose from carbon dioxide and water using sunlight called?",
    ),
    ["البناء الضوئي", "بناء ضوئي", "التمثيل الضوئي", "تمثيل ضوئي", "التركيب الضوئي", "photosynthesis"],
    "lenient",
    t(
      "البناء الضوئي: $6\\text{CO}_2 + 6\\text{H}_2\\text{O} \\xrightarrow{h\\nu} \\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\text{O}_2$، ويتم في البلاستيدات الخضراء. الأكسجين الناتج مصدره الماء لا ثاني أكسيد الكربون.",
      "Photosynthesis: $6\\text{CO}_2 + 6\\text{H}_2\\text{O} \\xrightarrow{h\\nu} \\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\text{O}_2$, in the chloroplasts. The oxygen released comes from the water, not from the carbon dioxide.",
    ),
  ),
  shortText(
    { topic: "العضيات", level: "medium" },
    t(
      "ما اسم العضية التي تعدّل البروتينات وتغلّفها في حويصلات لإرسالها إلى وجهتها؟",
      "Which organelle modifies proteins and packs them into vesicles for delivery?",
    ),
    ["جِهَازُ جُولْجِي", "جُولْجِي", "Golgi", "Golgi apparatus", "Golgi body"],
    "ignoreDiacritics",
    t(
      "جهاز جولجي: يستقبل البروتينات من الشبكة الإندوبلازمية الخشنة، يضيف إليها السكريات، ثم يرسلها إلى الغشاء أو خارج الخلية أو إلى الليسوسومات. لذلك يكثر في الخلايا المُفرزة كخلايا البنكرياس.",
      "The Golgi apparatus takes proteins from the rough ER, adds sugars, then ships them to the membrane, out of the cell or to lysosomes. It is large in secretory cells such as those of the pancreas.",
    ),
  ),
  shortText(
    { topic: "الطاقة في الخلية", level: "easy" },
    t(
      "ما الاختصار الإنجليزي لجزيء «عملة الطاقة» في الخلية (أدينوسين ثلاثي الفوسفات)؟",
      "What is the abbreviation of the cell's “energy currency”, adenosine triphosphate?",
    ),
    ["ATP"],
    "strict",
    t(
      "جزيء ATP: تحلل رابطة الفوسفات الأخيرة ($\\text{ATP} \\to \\text{ADP} + \\text{P}_i$) يطلق نحو $30\\ \\text{kJ/mol}$ تستخدمها الخلية في الانقباض والنقل النشط والبناء.",
      "ATP: splitting off its last phosphate ($\\text{ATP} \\to \\text{ADP} + \\text{P}_i$) releases about $30\\ \\text{kJ/mol}$, which the cell spends on contraction, active transport and synthesis.",
    ),
  ),
];
