import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Architecture: architectural drawing, history of Islamic architecture, sustainable design. */
export const architecture: QuestionContent[] = [
  single(
    { topic: "الرسم المعماري", level: "easy" },
    t(
      "أيُّ الرسومات يمثل قطعًا أفقيًا في المبنى على ارتفاع نحو متر ونصف فوق الأرضية؟",
      "Which drawing shows the building cut horizontally about a metre and a half above the floor?",
    ),
    [
      t("المسقط الأفقي", "The floor plan"),
      t("الواجهة", "The elevation"),
      t("القطاع الرأسي", "The section"),
      t("المنظور", "The perspective"),
    ],
    0,
    t(
      "المسقط الأفقي قطع أفقي نرى منه الجدران والأبواب والشبابيك من أعلى. الواجهة منظر خارجي بلا قطع، والقطاع قطع رأسي يبين الارتفاعات والأسقف والسلالم.",
      "A plan is a horizontal cut seen from above, showing walls, doors and windows. An elevation is an outside view with no cut; a section is a vertical cut showing heights, floors and stairs.",
    ),
  ),
  single(
    { topic: "العمارة الطولونية", level: "medium", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "أيُّ مساجد القاهرة له مئذنة بسلم حلزوني خارجي متأثرة بملوية سامراء؟",
      "Which Cairo mosque has a minaret with an external spiral staircase, echoing the Malwiya of Samarra?",
    ),
    [
      t("جامع أحمد بن طولون", "The Mosque of Ibn Tulun"),
      t("الجامع الأزهر", "Al-Azhar Mosque"),
      t("مسجد السلطان حسن", "The Mosque of Sultan Hassan"),
      t("مسجد محمد علي", "The Mosque of Muhammad Ali"),
    ],
    0,
    t(
      "بنى أحمد بن طولون جامعه (٨٧٦–٨٧٩م) متأثرًا بعمارة سامراء العباسية حيث نشأ: الصحن الواسع والأروقة والزخارف الجصية والمئذنة ذات السلم الخارجي.",
      "Ibn Tulun built his mosque (876–879) in the Abbasid style of Samarra, where he grew up: a vast courtyard, arcades, carved stucco and a minaret with an outside stair.",
    ),
  ),
  single(
    { topic: "العمارة الإسلامية", level: "easy" },
    t("ما الوظيفة البيئية الأساسية للمشربية؟", "What is the main environmental role of the mashrabiya?"),
    [
      t("زيادة حرارة الغرفة شتاءً", "Warming the room in winter"),
      t(
        "التحكم في ضوء الشمس وتمرير الهواء مع حفظ الخصوصية",
        "Filtering sunlight and letting air through while keeping privacy",
      ),
      t("تقوية الجدار إنشائيًا", "Strengthening the wall structurally"),
      t("عزل الصوت تمامًا", "Soundproofing the room"),
    ],
    1,
    t(
      "الخشب المخروط يكسر أشعة الشمس المباشرة ويمرر النسيم، ويرى من بالداخل الشارع دون أن يُرى. وكانت أواني الماء الفخارية توضع فيها لتبريد الهواء بالتبخر.",
      "Turned wooden lattice breaks direct sun and lets breezes in, and those inside see the street without being seen. Clay water jars were set in it to cool the air by evaporation.",
    ),
  ),
  single(
    { topic: "العمارة المستدامة", level: "medium" },
    t(
      "أيُّ الاستراتيجيات التالية تخفض حمل التبريد في مناخ حار جاف كمناخ القاهرة؟",
      "Which of these strategies lowers the cooling load in a hot, dry climate like Cairo's?",
    ),
    [
      t("كاسرات الشمس", "Shading devices"),
      t("الكتلة الحرارية للجدران", "Thermal mass in the walls"),
      t("التهوية الطبيعية بالملاقف", "Natural ventilation with wind catchers"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "الكاسرات تمنع الشمس قبل أن تصل إلى الزجاج، والجدران السميكة تؤخر حرارة النهار إلى الليل البارد، والملقف يلتقط الرياح الشمالية الباردة. هذا ما أحياه حسن فتحي في عمارته.",
      "Shading stops the sun before it reaches the glass, thick walls delay the day's heat into the cool night, and the wind catcher draws in the cool northern breeze. Hassan Fathy revived all three.",
    ),
  ),
  single(
    { topic: "العمارة الأموية", level: "easy" },
    t("في أي عصر بُنيت قبة الصخرة في القدس؟", "In which era was the Dome of the Rock in Jerusalem built?"),
    [t("الأموي", "Umayyad"), t("العباسي", "Abbasid"), t("الفاطمي", "Fatimid"), t("العثماني", "Ottoman")],
    0,
    t(
      "بناها الخليفة الأموي عبد الملك بن مروان (اكتملت نحو ٦٩١–٦٩٢م)، وهي من أقدم المباني الإسلامية القائمة: مثمّن يحيط بالصخرة وتعلوه قبة على رقبة دائرية.",
      "The Umayyad caliph Abd al-Malik built it (completed around 691–692): among the oldest standing Islamic buildings, an octagon around the Rock under a dome on a circular drum.",
    ),
  ),
  multiple(
    { topic: "عناصر المسجد", level: "easy" },
    t("أيٌّ مما يلي من عناصر المسجد المعمارية؟", "Which of these are architectural elements of a mosque?"),
    [
      t("المحراب", "The mihrab"),
      t("المنبر", "The minbar"),
      t("المئذنة", "The minaret"),
      t("الدعامة الطائرة", "The flying buttress"),
    ],
    [0, 1, 2],
    "partial",
    t(
      "المحراب يحدد القبلة، والمنبر لخطبة الجمعة، والمئذنة للأذان. الدعامة الطائرة عنصر من العمارة القوطية الأوروبية يسند الجدران العالية من الخارج.",
      "The mihrab marks the qibla, the minbar is for the Friday sermon, the minaret for the call to prayer. The flying buttress belongs to European Gothic, propping tall walls from outside.",
    ),
  ),
  multiple(
    { topic: "الرسم المعماري", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t("أيُّ العبارات التالية صحيحة عن القطاع الرأسي (section)؟", "Which statements are true of a section drawing?"),
    [
      t("يمثل قطع المبنى بمستوى رأسي", "It shows the building cut by a vertical plane"),
      t("تُرسم العناصر المقطوعة بخط أسمك", "Cut elements are drawn with a heavier line"),
      t("يبين السقف من أعلى فقط", "It shows only the roof from above"),
      t("يُحدد خط القطع على المسقط الأفقي", "Its cutting line is marked on the plan"),
    ],
    [0, 1, 3],
    "allOrNothing",
    t(
      "تدرج سُمك الخطوط يفرّق بين ما قُطع (أسمك) وما يُرى خلف القطع (أرفع). ويُرسم خط القطع على المسقط مع أسهم اتجاه النظر واسم القطاع (أ–أ).",
      "Line weights separate what is cut (heaviest) from what is seen beyond (lighter). The cutting line goes on the plan, with arrows for the direction of view and the section's name (A–A).",
    ),
  ),
  trueFalse(
    { topic: "العمارة الفاطمية", level: "easy" },
    t("أسس الفاطميون الجامع الأزهر.", "The Fatimids founded Al-Azhar Mosque."),
    true,
    t(
      "أسسه جوهر الصقلي بعد تأسيس القاهرة، وأقيمت فيه أول صلاة سنة ٩٧٢م. أُضيف إليه في كل عصر تقريبًا، فمآذنه وأبوابه تحكي تاريخ القاهرة المعماري.",
      "Jawhar al-Siqilli founded it after founding Cairo, with the first prayer in 972. Nearly every era added to it, so its minarets and gates tell Cairo's architectural history.",
    ),
  ),
  trueFalse(
    { topic: "الرسم المعماري", level: "easy" },
    t("الواجهة (elevation) تبين الغرف الداخلية للمبنى.", "An elevation shows the building's interior rooms."),
    false,
    t(
      "الواجهة منظر خارجي متعامد لأحد أوجه المبنى: الفتحات والمواد والارتفاعات. الغرف الداخلية تظهر في المسقط الأفقي والقطاع.",
      "An elevation is an orthographic outside view of one face: openings, materials, heights. Interior rooms appear in plans and sections.",
    ),
  ),
  trueFalse(
    { topic: "العزل الحراري", level: "medium" },
    t("كلما ارتفعت قيمة U للجدار كان عزله الحراري أفضل.", "The higher a wall's U-value, the better it insulates."),
    false,
    t(
      "قيمة U هي معدل انتقال الحرارة ($\\text{W/m}^2\\text{K}$)، فالقيمة الأقل تعني حرارة أقل تعبر الجدار، أي عزلًا أفضل. وهي مقلوب المقاومة الكلية: $U = \\frac{1}{R_{\\text{total}}}$.",
      "The U-value is the heat transfer rate ($\\text{W/m}^2\\text{K}$): a lower value means less heat through the wall, so better insulation. It is the inverse of total resistance, $U = \\frac{1}{R_{\\text{total}}}$.",
    ),
  ),
  numeric(
    { topic: "مقياس الرسم", level: "easy" },
    t(
      "خط طوله $4.5\\ \\text{cm}$ على لوحة بمقياس $1:100$. كم طوله الحقيقي بالمتر؟",
      "A line is $4.5\\ \\text{cm}$ long on a $1:100$ drawing. How long is it in reality, in metres?",
    ),
    { value: 4.5, tolerance: 0.01, kind: "absolute", unit: t("م", "m") },
    t(
      "الطول الحقيقي = الطول على اللوحة × 100: $4.5 \\times 100 = 450\\ \\text{cm} = 4.5\\ \\text{m}$. في مقياس $1:100$ كل سنتيمتر على اللوحة متر في الواقع.",
      "Real length = drawn length × 100: $4.5 \\times 100 = 450\\ \\text{cm} = 4.5\\ \\text{m}$. At $1:100$ every centimetre on paper is a metre on site.",
    ),
  ),
  numeric(
    { topic: "العزل الحراري", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "جدار مقاومته الحرارية الكلية $R = 2.5\\ \\text{m}^2\\text{K/W}$. ما قيمة U له؟",
      "A wall's total thermal resistance is $R = 2.5\\ \\text{m}^2\\text{K/W}$. What is its U-value?",
    ),
    { value: 0.4, tolerance: 0.02, kind: "relative", unit: t("واط/م²·كلفن", "W/m²K") },
    t(
      "نحسب: $U = \\frac{1}{R} = \\frac{1}{2.5} = 0.4\\ \\text{W/m}^2\\text{K}$. الطبقات على التوالي تُجمع مقاوماتها ($R_{\\text{total}} = \\sum R_i$) ثم نقلب المجموع.",
      "$U = \\frac{1}{R} = \\frac{1}{2.5} = 0.4\\ \\text{W/m}^2\\text{K}$. Layers in series add their resistances ($R_{\\text{total}} = \\sum R_i$); then invert the sum.",
    ),
  ),
  numeric(
    { topic: "العزل الحراري", level: "medium" },
    t(
      "جدار مساحته $20\\ \\text{m}^2$ وقيمة U له $0.4\\ \\text{W/m}^2\\text{K}$، والفرق بين حرارة الداخل والخارج $10\\ \\text{K}$. ما معدل الحرارة المنتقلة خلاله؟",
      "A $20\\ \\text{m}^2$ wall has $U = 0.4\\ \\text{W/m}^2\\text{K}$, with a $10\\ \\text{K}$ difference between inside and outside. At what rate does heat pass through it?",
    ),
    { value: 80, tolerance: 0.5, kind: "absolute", unit: t("واط", "W"), decimalComma: true },
    t(
      "المعدل $Q = U \\cdot A \\cdot \\Delta T = 0.4 \\times 20 \\times 10 = 80\\ \\text{W}$. مضاعفة العزل (نصف U) تعني نصف الحرارة المنتقلة.",
      "$Q = U \\cdot A \\cdot \\Delta T = 0.4 \\times 20 \\times 10 = 80\\ \\text{W}$. Halving U (doubling the insulation) halves the heat flow.",
    ),
  ),
  numeric(
    { topic: "مقياس الرسم", level: "easy" },
    t(
      "ما مساحة قطعة أرض مستطيلة أبعادها $50 \\times 40$ مترًا؟",
      "What is the area of a $50 \\times 40$ m rectangular plot?",
    ),
    { value: 2000, tolerance: 0, kind: "absolute", unit: t("م²", "m²") },
    t(
      "المساحة $50 \\times 40 = 2{,}000\\ \\text{m}^2$، أي نحو نصف فدان (الفدان نحو $4{,}200\\ \\text{m}^2$). على لوحة $1:500$ تُرسم $10 \\times 8\\ \\text{cm}$.",
      "$50 \\times 40 = 2{,}000\\ \\text{m}^2$, about half a feddan (1 feddan ≈ $4{,}200\\ \\text{m}^2$). At $1:500$ it is drawn $10 \\times 8\\ \\text{cm}$.",
    ),
  ),
  shortText(
    { topic: "العمارة المستدامة", level: "medium" },
    t(
      "ما اسم الفتحة المرتفعة الموجهة إلى الرياح السائدة التي تلتقط الهواء وتدخله إلى المبنى في العمارة المصرية التقليدية؟",
      "In traditional Egyptian architecture, what is the raised opening facing the prevailing wind that catches air and brings it into the building called?",
    ),
    ["الملقف", "ملقف", "ملقف الهواء", "البادجير", "malqaf", "wind catcher", "windcatcher"],
    "lenient",
    t(
      "الملقف يواجه الريح الشمالية الباردة ويدفعها إلى الداخل، وكثيرًا ما يُقرن بالقاعة المرتفعة (الشخشيخة) التي يخرج منها الهواء الساخن. نجده في منازل القاهرة القديمة وعمارة حسن فتحي.",
      "The malqaf faces the cool north wind and drives it inside, often paired with a raised lantern (shukhshaykha) that lets hot air out. It appears in old Cairo houses and in Hassan Fathy's work.",
    ),
  ),
  shortText(
    { topic: "عناصر المسجد", level: "easy" },
    t(
      "ما اسم التجويف في جدار القبلة الذي يحدد اتجاه الصلاة؟",
      "What is the niche in the qibla wall that marks the direction of prayer called?",
    ),
    ["المِحْرَاب", "مِحْرَاب", "mihrab"],
    "ignoreDiacritics",
    t(
      "المحراب، وغالبًا ما يكون أغنى أجزاء المسجد زخرفة. في جامع ابن طولون ستة محاريب أُضيفت في عصور مختلفة.",
      "The mihrab, often the most richly decorated part of a mosque. The Mosque of Ibn Tulun has six, added in different eras.",
    ),
  ),
  shortText(
    { topic: "مقاسات اللوحات", level: "easy" },
    t(
      "ما مقاس الورق القياسي الذي أبعاده $297 \\times 420\\ \\text{mm}$؟",
      "Which standard paper size measures $297 \\times 420\\ \\text{mm}$?",
    ),
    ["A3"],
    "strict",
    t(
      "المقاس A3 ضعف A4 ($210 \\times 297$) ونصف A2. لوحات المشروعات المعمارية غالبًا A1 ($594 \\times 841$) أو A0 (مساحته متر مربع واحد).",
      "A3 is twice A4 ($210 \\times 297$) and half A2. Architectural project sheets are usually A1 ($594 \\times 841$) or A0 (one square metre).",
    ),
  ),
];
