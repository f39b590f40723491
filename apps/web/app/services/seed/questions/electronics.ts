import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Electronics: electric circuits, digital electronics, digital signal processing. */
export const electronics: QuestionContent[] = [
  single(
    { topic: "دوائر التوالي والتوازي", level: "easy" },
    t(
      "في دائرة توالي، ما الكمية المتساوية في جميع العناصر؟",
      "In a series circuit, which quantity is the same in every element?",
    ),
    [t("الجهد", "Voltage"), t("التيار", "Current"), t("القدرة", "Power"), t("المقاومة", "Resistance")],
    1,
    t(
      "في التوالي مسار واحد فقط للشحنات، فالتيار نفسه يمر في كل عنصر، أما الجهد فيتوزع بنسبة المقاومات: $V_k = I R_k$. في التوازي العكس: الجهد واحد والتيار يتوزع.",
      "Series elements share one path, so the same current flows through each, while the voltage divides in proportion to resistance: $V_k = I R_k$. In parallel it is the other way round: one voltage, divided current.",
    ),
  ),
  single(
    { topic: "الجبر البولياني", level: "easy" },
    t("أيٌّ مما يلي طريقة لتمثيل دالة منطقية؟", "Which of these is a way to represent a Boolean function?"),
    [
      t("جدول الصواب", "A truth table"),
      t("خريطة كارنو", "A Karnaugh map"),
      t("مخطط البوابات المنطقية", "A logic gate diagram"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "الثلاثة تصف الدالة نفسها: جدول الصواب يسرد كل المدخلات، وخريطة كارنو ترتبها لتسهيل التبسيط، ومخطط البوابات يبين كيف تُبنى دائرتها.",
      "All three describe the same function: a truth table lists every input, a K-map arranges it for simplification, and a gate diagram shows how to build the circuit.",
    ),
  ),
  single(
    { topic: "أخذ العينات", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "إشارة تماثلية أعلى تردد فيها $4\\ \\text{kHz}$. ما أقل معدل لأخذ العينات يسمح باسترجاعها (معدل نايكويست)؟",
      "An analog signal is band-limited to $4\\ \\text{kHz}$. What is the minimum sampling rate that allows its reconstruction (the Nyquist rate)?",
    ),
    [
      t("$2\\ \\text{kHz}$", "$2\\ \\text{kHz}$"),
      t("$4\\ \\text{kHz}$", "$4\\ \\text{kHz}$"),
      t("$8\\ \\text{kHz}$", "$8\\ \\text{kHz}$"),
      t("$16\\ \\text{kHz}$", "$16\\ \\text{kHz}$"),
    ],
    2,
    t(
      "نظرية العينات: $f_s \\ge 2 f_{\\max} = 8\\ \\text{kHz}$. بمعدل أقل تتداخل نسخ الطيف (aliasing) فتظهر ترددات لم تكن في الإشارة.",
      "The sampling theorem requires $f_s \\ge 2 f_{\\max} = 8\\ \\text{kHz}$. Below that, spectral copies overlap (aliasing) and frequencies appear that were never in the signal.",
    ),
  ),
  single(
    { topic: "الأنظمة العددية", level: "medium" },
    t("ما تمثيل العدد $-5$ بنظام المتمم الثنائي في ٨ بتات؟", "What is $-5$ in 8-bit two's complement?"),
    [
      t("`10000101`", "`10000101`"),
      t("`11111010`", "`11111010`"),
      t("`11111011`", "`11111011`"),
      t("`00000101`", "`00000101`"),
    ],
    2,
    t(
      "نكتب $5$ = `00000101`، نقلب البتات فنحصل على `11111010` (المتمم الأحادي)، ثم نضيف ١: `11111011`. الخيار `10000101` هو تمثيل الإشارة والمقدار.",
      "Write $5$ = `00000101`, invert every bit to get `11111010` (one's complement), then add 1: `11111011`. `10000101` is sign-magnitude.",
    ),
  ),
  multiple(
    { topic: "البوابات المنطقية", level: "easy" },
    t(
      "أيُّ البوابات التالية بوابات عامة (يمكن بناء أي دالة منطقية منها وحدها)؟",
      "Which of these gates are universal (any Boolean function can be built from them alone)?",
    ),
    [t("NAND", "NAND"), t("NOR", "NOR"), t("XOR", "XOR"), t("AND", "AND")],
    [0, 1],
    "partial",
    t(
      "من NAND وحدها نبني NOT (بتوصيل المدخلين معًا) ثم AND وOR، وكذلك NOR. أما AND وحدها فلا تعطي النفي، وXOR وحدها لا تبني AND.",
      "NAND alone gives NOT (tie its inputs together), then AND and OR; so does NOR. AND alone cannot negate, and XOR alone cannot build AND.",
    ),
  ),
  multiple(
    { topic: "الأنظمة الخطية", level: "hard", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t("أيُّ الأنظمة التالية خطية؟", "Which of these systems are linear?"),
    [
      t("$y[n] = 2x[n]$", "$y[n] = 2x[n]$"),
      t("$y[n] = x[n]^2$", "$y[n] = x[n]^2$"),
      t("$y[n] = x[n] + 1$", "$y[n] = x[n] + 1$"),
      t("$y[n] = x[n] - x[n-1]$", "$y[n] = x[n] - x[n-1]$"),
    ],
    [0, 3],
    "allOrNothing",
    t(
      "النظام خطي إذا حقق التجميع والتجانس: $T\\{a x_1 + b x_2\\} = a T\\{x_1\\} + b T\\{x_2\\}$. التربيع يفشل في التجانس، و$x[n] + 1$ يعطي خرجًا غير صفري لدخل صفري، فليس خطيًا.",
      "A system is linear when $T\\{a x_1 + b x_2\\} = a T\\{x_1\\} + b T\\{x_2\\}$. Squaring fails homogeneity, and $x[n] + 1$ gives a non-zero output for a zero input, so it is not linear.",
    ),
  ),
  multiple(
    { topic: "المكثفات", level: "medium" },
    t("أيُّ العبارات التالية صحيحة عن المكثف المثالي؟", "Which statements are true of an ideal capacitor?"),
    [
      t("يمنع مرور التيار المستمر في الحالة المستقرة", "It blocks DC current in steady state"),
      t("لا يتغير الجهد عليه لحظيًا", "Its voltage cannot change instantaneously"),
      t("لا يتغير التيار فيه لحظيًا", "Its current cannot change instantaneously"),
      t("يخزن طاقة قدرها $\\frac{1}{2} C V^2$", "It stores energy $\\frac{1}{2} C V^2$"),
    ],
    [0, 1, 3],
    "partial",
    t(
      "من $i = C \\frac{dv}{dt}$: القفزة في الجهد تعني تيارًا لانهائيًا، فالجهد مستمر؛ أما التيار فيمكن أن يقفز. في الحالة المستقرة مع DC يكون $\\frac{dv}{dt} = 0$ فالتيار صفر. الملف عكسه: تياره هو الذي لا يقفز.",
      "From $i = C \\frac{dv}{dt}$: a jump in voltage would need infinite current, so voltage is continuous, while current may jump. At DC steady state $\\frac{dv}{dt} = 0$, so no current flows. An inductor is the dual: its current cannot jump.",
    ),
  ),
  trueFalse(
    { topic: "قوانين كيرشوف", level: "easy" },
    t("قانون كيرشوف للتيار نتيجة لقانون حفظ الشحنة.", "Kirchhoff's current law follows from conservation of charge."),
    true,
    t(
      "الشحنة لا تتراكم في العقدة، فما يدخلها في كل لحظة يخرج منها: $\\sum i_{\\text{in}} = \\sum i_{\\text{out}}$. وقانون الجهد نتيجة لحفظ الطاقة.",
      "Charge cannot pile up at a node, so whatever flows in flows out: $\\sum i_{\\text{in}} = \\sum i_{\\text{out}}$. The voltage law follows from conservation of energy.",
    ),
  ),
  trueFalse(
    { topic: "الجبر البولياني", level: "medium" },
    t("العلاقة $A + AB = A$ صحيحة دائمًا في الجبر البولياني.", "$A + AB = A$ always holds in Boolean algebra."),
    true,
    t(
      "هذا قانون الامتصاص: $A + AB = A(1 + B) = A \\cdot 1 = A$. إذا كانت $A = 1$ فالطرفان ١، وإذا كانت $0$ فالطرفان صفر.",
      "This is the absorption law: $A + AB = A(1 + B) = A \\cdot 1 = A$. If $A = 1$ both sides are 1; if $A = 0$ both are 0.",
    ),
  ),
  trueFalse(
    { topic: "تحويل فورييه المتقطع", level: "hard" },
    t("تحويل فورييه المتقطع (DFT) لمتتابعة حقيقية يكون دائمًا حقيقيًا.", "The DFT of a real sequence is always real."),
    false,
    t(
      "الناتج مركّب في العموم، لكنه متماثل مرافقيًا: $X[N-k] = X^*[k]$، فنصفه يكفي لوصفه. يكون حقيقيًا فقط إذا كانت المتتابعة زوجية أيضًا.",
      "It is complex in general, but conjugate-symmetric: $X[N-k] = X^*[k]$, so half of it describes it all. It is real only when the sequence is also even.",
    ),
  ),
  numeric(
    { topic: "دوائر التوالي والتوازي", level: "easy" },
    t(
      "ما المقاومة المكافئة لمقاومتين $6\\,\\Omega$ و$3\\,\\Omega$ على التوازي؟",
      "What is the equivalent resistance of $6\\,\\Omega$ and $3\\,\\Omega$ in parallel?",
    ),
    { value: 2, tolerance: 0.01, kind: "absolute", unit: t("Ω", "Ω") },
    t(
      "نحسب: $R_{eq} = \\frac{R_1 R_2}{R_1 + R_2} = \\frac{6 \\times 3}{6 + 3} = 2\\,\\Omega$. المكافئة على التوازي دائمًا أصغر من أصغر مقاومة.",
      "$R_{eq} = \\frac{R_1 R_2}{R_1 + R_2} = \\frac{6 \\times 3}{6 + 3} = 2\\,\\Omega$. A parallel combination is always smaller than its smallest resistor.",
    ),
  ),
  numeric(
    { topic: "دوائر RC", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "مكثف فارغ يُشحن عبر مقاومة من مصدر $10\\ \\text{V}$. كم يكون جهده بعد ثابت زمني واحد $\\tau = RC$؟",
      "An empty capacitor charges through a resistor from a $10\\ \\text{V}$ source. What is its voltage after one time constant $\\tau = RC$?",
    ),
    { value: 6.32, tolerance: 0.01, kind: "relative", unit: t("فولت", "V") },
    t(
      "جهد الشحن $v(t) = V_s\\left(1 - e^{-t/\\tau}\\right)$، وعند $t = \\tau$: $10(1 - e^{-1}) \\approx 6.32\\ \\text{V}$، أي ٦٣٪ من جهد المصدر. بعد $5\\tau$ يُعد المكثف مشحونًا عمليًا (٩٩٪).",
      "$v(t) = V_s\\left(1 - e^{-t/\\tau}\\right)$; at $t = \\tau$ that is $10(1 - e^{-1}) \\approx 6.32\\ \\text{V}$, 63% of the source. After $5\\tau$ it is practically full (99%).",
    ),
  ),
  numeric(
    { topic: "القدرة الكهربائية", level: "easy" },
    t(
      "مقاومة $4\\,\\Omega$ موصلة بمصدر $12\\ \\text{V}$. ما القدرة المستهلكة فيها؟",
      "A $4\\,\\Omega$ resistor is connected to a $12\\ \\text{V}$ source. What power does it dissipate?",
    ),
    { value: 36, tolerance: 0.1, kind: "absolute", unit: t("واط", "W"), decimalComma: true },
    t(
      "القدرة $P = \\frac{V^2}{R} = \\frac{144}{4} = 36\\ \\text{W}$. ويمكن أيضًا: $I = 3\\ \\text{A}$ ثم $P = VI = 36\\ \\text{W}$.",
      "$P = \\frac{V^2}{R} = \\frac{144}{4} = 36\\ \\text{W}$. Or: $I = 3\\ \\text{A}$, then $P = VI = 36\\ \\text{W}$.",
    ),
  ),
  numeric(
    { topic: "الأنظمة العددية", level: "easy" },
    t("ما أكبر عدد صحيح بلا إشارة يمكن تمثيله في ١٦ بت؟", "What is the largest unsigned integer that fits in 16 bits?"),
    { value: 65_535, tolerance: 0, kind: "absolute" },
    t(
      "عدد $n$ من البتات يمثل $2^n$ قيمة من $0$ إلى $2^n - 1$، فأكبرها $2^{16} - 1 = 65{,}535$.",
      "$n$ bits hold $2^n$ values, from $0$ to $2^n - 1$, so the largest is $2^{16} - 1 = 65{,}535$.",
    ),
  ),
  shortText(
    { topic: "قوانين كيرشوف", level: "easy" },
    t(
      "ما اسم القانون الذي ينص على أن مجموع التيارات الداخلة إلى عقدة يساوي مجموع التيارات الخارجة منها؟",
      "Which law states that the currents entering a node add up to the currents leaving it?",
    ),
    ["قانون كيرشوف للتيار", "كيرشوف للتيار", "قانون كيرشوف الأول", "KCL", "Kirchhoff's current law"],
    "lenient",
    t(
      "قانون كيرشوف للتيار (KCL) أساس طريقة جهود العقد في تحليل الدوائر: نكتب معادلة لكل عقدة عدا المرجع.",
      "Kirchhoff's current law (KCL) is the basis of nodal analysis: one equation per node except the reference.",
    ),
  ),
  shortText(
    { topic: "البوابات المنطقية", level: "medium" },
    t(
      "ما اسم البوابة التي يكون خرجها ١ فقط عندما يختلف دخلاها؟",
      "Which gate outputs 1 only when its two inputs differ?",
    ),
    ["أَوْ الحَصْرِيَّة", "بَوَّابَةُ أَوْ الحَصْرِيَّة", "XOR", "xor"],
    "ignoreDiacritics",
    t(
      "بوابة XOR: $A \\oplus B = A\\overline{B} + \\overline{A}B$. تُستخدم في الجامع (مجموع بتين) وفي فحص التكافؤ (parity).",
      "XOR: $A \\oplus B = A\\overline{B} + \\overline{A}B$. It is the sum bit of an adder and the heart of parity checks.",
    ),
  ),
  shortText(
    { topic: "المكثفات", level: "easy" },
    t("ما رمز وحدة السعة الكهربائية في النظام الدولي؟", "What is the symbol of the SI unit of capacitance?"),
    ["F"],
    "strict",
    t(
      "الفاراد (F)، ويساوي كولوم لكل فولت: $C = \\frac{Q}{V}$. الفاراد كبير جدًا عمليًا، فأغلب المكثفات بالميكروفاراد (µF) أو البيكوفاراد (pF).",
      "The farad (F), one coulomb per volt: $C = \\frac{Q}{V}$. A farad is huge in practice; most capacitors are in µF or pF.",
    ),
  ),
];
