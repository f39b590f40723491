import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Chemistry: general chemistry and organic chemistry (and the biochemistry draft). */
export const chemistry: QuestionContent[] = [
  single(
    { topic: "الأحماض والقواعد", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "ما الرقم الهيدروجيني (pH) لمحلول $\\text{HCl}$ تركيزه $0.01\\ \\text{M}$؟",
      "What is the pH of a $0.01\\ \\text{M}$ $\\text{HCl}$ solution?",
    ),
    [t("$1$", "$1$"), t("$2$", "$2$"), t("$12$", "$12$"), t("$0.01$", "$0.01$")],
    1,
    t(
      "حمض الهيدروكلوريك قوي يتأين كليًا، فـ $[\\text{H}^+] = 10^{-2}\\ \\text{M}$ و$\\text{pH} = -\\log_{10}[\\text{H}^+] = 2$. كل تخفيف عشر مرات يرفع الـ pH بمقدار ١.",
      "HCl is a strong acid and ionises completely: $[\\text{H}^+] = 10^{-2}\\ \\text{M}$, so $\\text{pH} = -\\log_{10}[\\text{H}^+] = 2$. Each tenfold dilution raises the pH by 1.",
    ),
  ),
  single(
    { topic: "التهجين", level: "medium" },
    t(
      "ما نوع تهجين ذرة الكربون في الميثان $\\text{CH}_4$؟",
      "What is the hybridisation of carbon in methane, $\\text{CH}_4$?",
    ),
    [t("$sp$", "$sp$"), t("$sp^2$", "$sp^2$"), t("$sp^3$", "$sp^3$"), t("$sp^3d$", "$sp^3d$")],
    2,
    t(
      "أربعة أزواج رابطة حول الكربون تحتاج أربعة أفلاك مهجنة: $s$ واحد مع ثلاثة $p$، بشكل رباعي الأوجه وزاوية $109.5^\\circ$. الإيثيلين $sp^2$ والإيثاين $sp$.",
      "Four bonding pairs around carbon need four hybrid orbitals, one $s$ and three $p$, arranged tetrahedrally at $109.5^\\circ$. Ethene is $sp^2$, ethyne $sp$.",
    ),
  ),
  single(
    { topic: "التسمية", level: "easy" },
    t(
      "ما الاسم النظامي (IUPAC) للمركب $\\text{CH}_3\\text{CH}_2\\text{OH}$؟",
      "What is the IUPAC name of $\\text{CH}_3\\text{CH}_2\\text{OH}$?",
    ),
    [t("ميثانول", "Methanol"), t("إيثانول", "Ethanol"), t("إيثانال", "Ethanal"), t("حمض الإيثانويك", "Ethanoic acid")],
    1,
    t(
      "ذرتا كربون (إيث-) وروابط أحادية (-ان) ومجموعة هيدروكسيل (-ول). الإيثانال ألدهيد ($\\text{CH}_3\\text{CHO}$)، وحمض الإيثانويك هو حمض الخليك.",
      "Two carbons (eth-), single bonds (-an-) and a hydroxyl group (-ol). Ethanal is the aldehyde ($\\text{CH}_3\\text{CHO}$); ethanoic acid is acetic acid.",
    ),
  ),
  single(
    { topic: "سرعة التفاعل", level: "easy" },
    t(
      "أيُّ العوامل التالية يؤثر في سرعة التفاعل الكيميائي؟",
      "Which of these affects the rate of a chemical reaction?",
    ),
    [
      t("درجة الحرارة", "Temperature"),
      t("تركيز المتفاعلات", "Concentration of reactants"),
      t("العامل الحفاز", "A catalyst"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "الحرارة تزيد جزء الجزيئات التي تملك طاقة التنشيط ($k = Ae^{-E_a/RT}$)، والتركيز يزيد عدد التصادمات، والحفاز يوفر مسارًا بطاقة تنشيط أقل. ومساحة السطح تؤثر أيضًا.",
      "Heat raises the share of molecules with the activation energy ($k = Ae^{-E_a/RT}$), concentration raises the collision rate, and a catalyst offers a path with a lower activation energy. Surface area matters too.",
    ),
  ),
  single(
    { topic: "الجدول الدوري", level: "medium" },
    t(
      "كيف يتغير نصف القطر الذري عبر الدورة من اليسار إلى اليمين؟",
      "How does atomic radius change across a period from left to right?",
    ),
    [
      t("يزداد", "It increases"),
      t("يقل", "It decreases"),
      t("يبقى ثابتًا", "It stays the same"),
      t("يزداد ثم يقل", "It increases, then decreases"),
    ],
    1,
    t(
      "عبر الدورة تزيد شحنة النواة بينما تُضاف الإلكترونات إلى الغلاف نفسه، فتزيد الشحنة النووية الفعالة وتجذب الإلكترونات أقرب. أما نزولًا في المجموعة فيزيد نصف القطر لإضافة أغلفة.",
      "Across a period the nuclear charge grows while electrons join the same shell, so the effective nuclear charge rises and pulls them closer. Down a group the radius grows, as shells are added.",
    ),
  ),
  multiple(
    { topic: "الأحماض والقواعد", level: "medium" },
    t("أيُّ الأحماض التالية أحماض قوية في الماء؟", "Which of these acids are strong in water?"),
    [
      t("$\\text{HCl}$", "$\\text{HCl}$"),
      t("$\\text{HNO}_3$", "$\\text{HNO}_3$"),
      t("$\\text{CH}_3\\text{COOH}$", "$\\text{CH}_3\\text{COOH}$"),
      t("$\\text{H}_2\\text{SO}_4$", "$\\text{H}_2\\text{SO}_4$"),
      t("$\\text{HF}$", "$\\text{HF}$"),
    ],
    [0, 1, 3],
    "partial",
    t(
      "الأحماض القوية تتأين كليًا: HCl وHNO₃ وH₂SO₄ (في خطوته الأولى) وHBr وHI وHClO₄. حمض الخليك ضعيف ($K_a \\approx 1.8 \\times 10^{-5}$)، وHF ضعيف رغم أن الفلور أعلى العناصر سالبية لقوة الرابطة H–F.",
      "Strong acids ionise completely: HCl, HNO₃, H₂SO₄ (first step), HBr, HI, HClO₄. Acetic acid is weak ($K_a \\approx 1.8 \\times 10^{-5}$), and HF is weak despite fluorine's electronegativity, because the H–F bond is so strong.",
    ),
  ),
  multiple(
    { topic: "تفاعلات الاستبدال", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ ما يلي من صفات تفاعل الاستبدال النيوكليوفيلي $S_N2$؟",
      "Which of these are features of an $S_N2$ reaction?",
    ),
    [
      t("يتم في خطوة واحدة متزامنة", "It happens in one concerted step"),
      t("ينقلب فيه الترتيب الفراغي", "It inverts the configuration"),
      t("يمر بأيون كربونيوم وسيط", "It goes through a carbocation intermediate"),
      t("سرعته $k[\\text{RX}][\\text{Nu}^-]$", "Its rate is $k[\\text{RX}][\\text{Nu}^-]$"),
      t("يُفضَّل عند الكربون الثالثي", "It is favoured at tertiary carbons"),
    ],
    [0, 1, 3],
    "allOrNothing",
    t(
      "في $S_N2$ يهاجم النيوكليوفيل من الخلف بينما تغادر المجموعة المغادرة (انقلاب والدن)، فالسرعة من الرتبة الثانية. الإعاقة الفراغية تجعله أسرع عند الميثيل والكربون الأولي. أيون الكربونيوم والكربون الثالثي من صفات $S_N1$.",
      "In $S_N2$ the nucleophile attacks from the back as the leaving group departs (Walden inversion), so the rate is second order. Steric hindrance makes it fastest at methyl and primary carbons. Carbocations and tertiary carbons belong to $S_N1$.",
    ),
  ),
  trueFalse(
    { topic: "الاتزان الكيميائي", level: "medium" },
    t("العامل الحفاز يغيّر ثابت الاتزان $K$.", "A catalyst changes the equilibrium constant $K$."),
    false,
    t(
      "الحفاز يخفض طاقة التنشيط للتفاعلين الأمامي والعكسي بالقدر نفسه، فيصل النظام إلى الاتزان أسرع دون أن يغيّر موضعه. $K$ لا يتغير إلا بتغير درجة الحرارة.",
      "A catalyst lowers the activation energy of the forward and reverse reactions alike, so equilibrium comes sooner but sits in the same place. Only temperature changes $K$.",
    ),
  ),
  trueFalse(
    { topic: "الأروماتية", level: "medium" },
    t(
      "البنزين مركب أروماتي لأن فيه $6$ إلكترونات $\\pi$ تحقق قاعدة هوكل.",
      "Benzene is aromatic: its $6$ $\\pi$ electrons satisfy Hückel's rule.",
    ),
    true,
    t(
      "قاعدة هوكل: حلقة مستوية متصلة الاقتران فيها $4n + 2$ إلكترون $\\pi$. للبنزين $n = 1$. لذلك يفضّل الاستبدال على الإضافة: الإضافة تهدم الاستقرار الأروماتي.",
      "Hückel's rule: a planar, fully conjugated ring with $4n + 2$ $\\pi$ electrons. Benzene has $n = 1$. That is why it prefers substitution to addition: addition would destroy its aromatic stability.",
    ),
  ),
  trueFalse(
    { topic: "تركيب الذرة", level: "easy" },
    t("نظائر العنصر الواحد لها العدد نفسه من النيوترونات.", "Isotopes of an element have the same number of neutrons."),
    false,
    t(
      "النظائر تتفق في عدد البروتونات (العدد الذري) وتختلف في النيوترونات، فتختلف أعدادها الكتلية: $^{12}\\text{C}$ و$^{14}\\text{C}$ كلاهما ٦ بروتونات، و٦ و٨ نيوترونات.",
      "Isotopes share the number of protons (the atomic number) and differ in neutrons, so their mass numbers differ: $^{12}\\text{C}$ and $^{14}\\text{C}$ both have 6 protons, with 6 and 8 neutrons.",
    ),
  ),
  numeric(
    { topic: "المول والكتلة المولية", level: "easy" },
    t(
      "ما الكتلة المولية للماء $\\text{H}_2\\text{O}$؟ ($\\text{H} = 1$، $\\text{O} = 16$)",
      "What is the molar mass of water, $\\text{H}_2\\text{O}$? ($\\text{H} = 1$, $\\text{O} = 16$)",
    ),
    { value: 18, tolerance: 0.1, kind: "absolute", unit: t("جم/مول", "g/mol"), decimalComma: true },
    t(
      "نجمع كتل الذرات: $2 \\times 1 + 16 = 18\\ \\text{g/mol}$، فمول واحد من الماء (نحو $18\\ \\text{mL}$) فيه $6.022 \\times 10^{23}$ جزيء.",
      "Add the atoms' masses: $2 \\times 1 + 16 = 18\\ \\text{g/mol}$, so one mole of water (about $18\\ \\text{mL}$) holds $6.022 \\times 10^{23}$ molecules.",
    ),
  ),
  numeric(
    { topic: "المول والكتلة المولية", level: "easy", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "كم مولًا في $11.7\\ \\text{g}$ من كلوريد الصوديوم؟ ($M = 58.5\\ \\text{g/mol}$)",
      "How many moles are there in $11.7\\ \\text{g}$ of sodium chloride? ($M = 58.5\\ \\text{g/mol}$)",
    ),
    { value: 0.2, tolerance: 0.01, kind: "relative", unit: t("مول", "mol") },
    t(
      "عدد المولات $n = \\frac{m}{M} = \\frac{11.7}{58.5} = 0.2\\ \\text{mol}$. تحقق من الوحدات: $\\frac{\\text{g}}{\\text{g/mol}} = \\text{mol}$.",
      "$n = \\frac{m}{M} = \\frac{11.7}{58.5} = 0.2\\ \\text{mol}$. Check the units: $\\frac{\\text{g}}{\\text{g/mol}} = \\text{mol}$.",
    ),
  ),
  numeric(
    { topic: "الغازات", level: "medium" },
    t(
      "ما حجم مول واحد من غاز مثالي عند $0\\ ^\\circ\\text{C}$ و$1\\ \\text{atm}$؟",
      "What volume does one mole of an ideal gas occupy at $0\\ ^\\circ\\text{C}$ and $1\\ \\text{atm}$?",
    ),
    { value: 22.4, tolerance: 0.1, kind: "absolute", unit: t("لتر", "L") },
    t(
      "من $PV = nRT$: $V = \\frac{1 \\times 0.08206 \\times 273.15}{1} \\approx 22.4\\ \\text{L}$. (عند $1\\ \\text{bar}$ بدل $1\\ \\text{atm}$ يصبح $22.7\\ \\text{L}$، فانتبه لتعريف الظروف القياسية في كتابك.)",
      "From $PV = nRT$: $V = \\frac{1 \\times 0.08206 \\times 273.15}{1} \\approx 22.4\\ \\text{L}$. (At $1\\ \\text{bar}$ instead of $1\\ \\text{atm}$ it is $22.7\\ \\text{L}$: check which standard your textbook uses.)",
    ),
  ),
  numeric(
    { topic: "المول والكتلة المولية", level: "easy" },
    t(
      "ما كتلة $125\\ \\text{mol}$ من كربونات الكالسيوم $\\text{CaCO}_3$؟ ($M = 100\\ \\text{g/mol}$)",
      "What is the mass of $125\\ \\text{mol}$ of calcium carbonate, $\\text{CaCO}_3$? ($M = 100\\ \\text{g/mol}$)",
    ),
    { value: 12_500, tolerance: 1, kind: "absolute", unit: t("جم", "g") },
    t(
      "الكتلة $m = nM = 125 \\times 100 = 12{,}500\\ \\text{g}$، أي $12.5\\ \\text{kg}$.",
      "$m = nM = 125 \\times 100 = 12{,}500\\ \\text{g}$, that is $12.5\\ \\text{kg}$.",
    ),
  ),
  shortText(
    { topic: "الروابط الكيميائية", level: "easy" },
    t(
      "ما نوع الرابطة التي تنشأ من مشاركة زوج من الإلكترونات بين ذرتين؟",
      "What kind of bond forms when two atoms share a pair of electrons?",
    ),
    ["تساهمية", "التساهمية", "الرابطة التساهمية", "رابطة تساهمية", "covalent", "covalent bond"],
    "lenient",
    t(
      "الرابطة التساهمية، كما في $\\text{H}_2$ و$\\text{H}_2\\text{O}$. إذا كان فرق السالبية الكهربية كبيرًا (أكثر من نحو $1.7$) تنتقل الإلكترونات فتنشأ رابطة أيونية كما في $\\text{NaCl}$.",
      "A covalent bond, as in $\\text{H}_2$ and $\\text{H}_2\\text{O}$. When the electronegativity difference is large (above about $1.7$) electrons transfer instead, giving an ionic bond as in $\\text{NaCl}$.",
    ),
  ),
  shortText(
    { topic: "المجموعات الوظيفية", level: "easy" },
    t(
      "ما اسم المجموعة الوظيفية $-\\text{OH}$ في الكحولات؟",
      "What is the functional group $-\\text{OH}$ of alcohols called?",
    ),
    ["الهِيدْرُوكْسِيل", "مَجْمُوعَةُ الهِيدْرُوكْسِيل", "hydroxyl", "hydroxyl group"],
    "ignoreDiacritics",
    t(
      "مجموعة الهيدروكسيل. الرابطة O–H قطبية وتكوّن روابط هيدروجينية، ولهذا درجة غليان الإيثانول ($78\\ ^\\circ\\text{C}$) أعلى بكثير من الإيثان ($-89\\ ^\\circ\\text{C}$).",
      "The hydroxyl group. Its polar O–H bond forms hydrogen bonds, which is why ethanol boils at $78\\ ^\\circ\\text{C}$ while ethane boils at $-89\\ ^\\circ\\text{C}$.",
    ),
  ),
  shortText(
    { topic: "الصيغ الكيميائية", level: "easy" },
    t("اكتب الصيغة الكيميائية لملح الطعام.", "Write the chemical formula of table salt."),
    ["NaCl"],
    "strict",
    t(
      "كلوريد الصوديوم NaCl: أيون صوديوم $\\text{Na}^+$ لكل أيون كلوريد $\\text{Cl}^-$، فالشحنتان تتعادلان بنسبة $1:1$. ويُكتب رمز العنصر بحرف كبير يليه حرف صغير إن وُجد.",
      "Sodium chloride, NaCl: one $\\text{Na}^+$ ion for each $\\text{Cl}^-$ ion, so the charges balance $1:1$. An element's symbol is a capital letter, then a lower-case one if any.",
    ),
  ),
];
