import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, numeric, shortText, single, t, trueFalse } from "./build";

/** Physics: mechanics and waves, electromagnetism, quantum mechanics. */
export const physics: QuestionContent[] = [
  single(
    { topic: "الوحدات والأبعاد", level: "easy" },
    t("النيوتن يساوي بالوحدات الأساسية:", "In base SI units, one newton equals:"),
    [
      t("$\\text{kg·m/s}$", "$\\text{kg·m/s}$"),
      t("$\\text{kg·m/s}^2$", "$\\text{kg·m/s}^2$"),
      t("$\\text{kg·m}^2\\text{/s}^2$", "$\\text{kg·m}^2\\text{/s}^2$"),
      t("$\\text{J/s}$", "$\\text{J/s}$"),
    ],
    1,
    t(
      "من قانون نيوتن الثاني $F = ma$: كيلوجرام مضروبًا في $\\text{m/s}^2$. الخيار الأول وحدة كمية التحرك، والثالث الجول، والرابع الواط.",
      "From Newton's second law $F = ma$: kilograms times $\\text{m/s}^2$. The first option is the unit of momentum, the third the joule, the fourth the watt.",
    ),
  ),
  single(
    { topic: "السقوط الحر", level: "easy" },
    t(
      "أُسقطت كرة ثقيلة وأخرى خفيفة من الارتفاع نفسه في الوقت نفسه (بإهمال مقاومة الهواء). أيهما تصل الأرض أولًا؟",
      "A heavy ball and a light ball are dropped together from the same height (air resistance neglected). Which lands first?",
    ),
    [
      t("الثقيلة", "The heavy one"),
      t("الخفيفة", "The light one"),
      t("تصلان معًا", "They land together"),
      t("يعتمد على حجمهما", "It depends on their size"),
    ],
    2,
    t(
      "الوزن أكبر للثقيلة لكن كتلتها أكبر بالنسبة نفسها، فالعجلة $a = \\frac{mg}{m} = g$ للجميع، والزمن $t = \\sqrt{\\frac{2h}{g}}$ لا يعتمد على الكتلة. هذه تجربة جاليليو الشهيرة.",
      "The heavy ball's weight is larger, but so is its mass, in the same ratio: $a = \\frac{mg}{m} = g$ for both, and $t = \\sqrt{\\frac{2h}{g}}$ does not depend on mass. This is Galileo's famous result.",
    ),
  ),
  single(
    { topic: "الظاهرة الكهروضوئية", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "في الظاهرة الكهروضوئية، زيادة شدة ضوء تردده أعلى من تردد العتبة تزيد:",
      "In the photoelectric effect, raising the intensity of light above the threshold frequency increases:",
    ),
    [
      t("أقصى طاقة حركة للإلكترونات", "The electrons' maximum kinetic energy"),
      t("عدد الإلكترونات المنبعثة في الثانية", "The number of electrons emitted per second"),
      t("تردد العتبة", "The threshold frequency"),
      t("دالة الشغل للمعدن", "The metal's work function"),
    ],
    1,
    t(
      "الشدة الأكبر تعني فوتونات أكثر، وكل فوتون يحرر إلكترونًا واحدًا على الأكثر، فيزيد التيار. أما طاقة كل إلكترون فيحددها تردد الضوء: $K_{\\max} = hf - \\phi$. هذا ما فسّره أينشتاين بفكرة الفوتون.",
      "More intensity means more photons, each freeing at most one electron, so the current rises. Each electron's energy is set by the frequency alone: $K_{\\max} = hf - \\phi$. Einstein explained this with the photon.",
    ),
  ),
  single(
    { topic: "قوانين الحفظ", level: "easy" },
    t("أيُّ الكميات التالية محفوظة في نظام معزول؟", "Which of these quantities is conserved in an isolated system?"),
    [
      t("الطاقة الكلية", "Total energy"),
      t("كمية التحرك الخطية", "Linear momentum"),
      t("كمية التحرك الزاوية", "Angular momentum"),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "في نظام معزول لا شغل خارجي ولا قوة خارجية محصلة ولا عزم خارجي محصل، فالثلاثة محفوظة (وكذلك الشحنة). لكن طاقة الحركة وحدها قد لا تُحفظ، كما في التصادم غير المرن.",
      "An isolated system has no external work, no net external force and no net external torque, so all three are conserved (and so is charge). Kinetic energy alone may not be, as in an inelastic collision.",
    ),
  ),
  single(
    { topic: "قانون جاوس", level: "medium" },
    t(
      "حسب قانون جاوس $\\oint \\vec{E} \\cdot d\\vec{A} = \\frac{Q_{\\text{enc}}}{\\varepsilon_0}$، ما الذي يحدد الفيض الكهربائي خلال سطح مغلق؟",
      "By Gauss's law, $\\oint \\vec{E} \\cdot d\\vec{A} = \\frac{Q_{\\text{enc}}}{\\varepsilon_0}$. What determines the electric flux through a closed surface?",
    ),
    [
      t("شكل السطح", "The shape of the surface"),
      t("مساحة السطح", "The area of the surface"),
      t("الشحنة داخل السطح", "The charge inside the surface"),
      t("الشحنات خارج السطح", "The charges outside the surface"),
    ],
    2,
    t(
      "الفيض الكلي يعتمد على الشحنة المحصورة فقط، مهما كان شكل السطح أو حجمه. الشحنات الخارجية تغيّر المجال عند كل نقطة، لكن خطوطها تدخل السطح وتخرج منه فيلغي فيضها نفسه.",
      "The total flux depends only on the enclosed charge, whatever the surface's shape or size. Outside charges change the field at each point, but their field lines enter and leave, so their flux cancels.",
    ),
  ),
  multiple(
    { topic: "الكميات المتجهة", level: "easy" },
    t("أيُّ الكميات التالية متجهة؟", "Which of these quantities are vectors?"),
    [
      t("السرعة المتجهة", "Velocity"),
      t("العجلة", "Acceleration"),
      t("الكتلة", "Mass"),
      t("كمية التحرك", "Momentum"),
      t("الطاقة", "Energy"),
    ],
    [0, 1, 3],
    "partial",
    t(
      "السرعة والعجلة وكمية التحرك $\\vec{p} = m\\vec{v}$ لها اتجاه، أما الكتلة والطاقة فأعداد فقط. مقدار السرعة (السرعة القياسية speed) كمية قياسية.",
      "Velocity, acceleration and momentum $\\vec{p} = m\\vec{v}$ have a direction; mass and energy are plain numbers. Speed, the magnitude of velocity, is a scalar.",
    ),
  ),
  multiple(
    { topic: "بئر الجهد اللانهائي", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ العبارات التالية صحيحة لجسيم في بئر جهد لانهائي أحادي البعد عرضه $L$؟",
      "Which statements are true of a particle in a one-dimensional infinite well of width $L$?",
    ),
    [
      t("الطاقات $E_n \\propto n^2$", "The energies satisfy $E_n \\propto n^2$"),
      t("طاقة الحالة الأرضية صفر", "The ground-state energy is zero"),
      t("دالة الموجة تنعدم عند الجدارين", "The wave function vanishes at the walls"),
      t("أي طاقة مسموحة", "Any energy is allowed"),
    ],
    [0, 2],
    "allOrNothing",
    t(
      "الشرط $\\psi(0) = \\psi(L) = 0$ يسمح فقط بـ $\\psi_n = \\sqrt{\\frac{2}{L}} \\sin\\frac{n\\pi x}{L}$ مع $E_n = \\frac{n^2 \\pi^2 \\hbar^2}{2mL^2}$، $n = 1, 2, \\dots$. أقل طاقة $E_1 > 0$: الجسيم المحصور لا يسكن أبدًا (مبدأ عدم التحديد).",
      "The conditions $\\psi(0) = \\psi(L) = 0$ allow only $\\psi_n = \\sqrt{\\frac{2}{L}} \\sin\\frac{n\\pi x}{L}$ with $E_n = \\frac{n^2 \\pi^2 \\hbar^2}{2mL^2}$, $n = 1, 2, \\dots$. The lowest energy $E_1 > 0$: a confined particle is never at rest (uncertainty principle).",
    ),
  ),
  trueFalse(
    { topic: "الحركة الدائرية", level: "easy" },
    t(
      "في الحركة الدائرية المنتظمة تكون العجلة صفرًا لأن مقدار السرعة ثابت.",
      "In uniform circular motion the acceleration is zero, since the speed is constant.",
    ),
    false,
    t(
      "اتجاه السرعة يتغير باستمرار، فهناك عجلة مركزية نحو المركز مقدارها $a_c = \\frac{v^2}{r}$. القوة التي تسببها (الشد، الاحتكاك، الجاذبية) هي القوة المركزية.",
      "The velocity keeps changing direction, so there is a centripetal acceleration $a_c = \\frac{v^2}{r}$ towards the centre. Whatever provides it (tension, friction, gravity) is the centripetal force.",
    ),
  ),
  trueFalse(
    { topic: "القوة المغناطيسية", level: "medium" },
    t(
      "القوة المغناطيسية على شحنة متحركة لا تبذل شغلًا عليها.",
      "The magnetic force on a moving charge does no work on it.",
    ),
    true,
    t(
      "القوة $\\vec{F} = q\\vec{v} \\times \\vec{B}$ عمودية دائمًا على السرعة، فالقدرة $\\vec{F} \\cdot \\vec{v} = 0$: تغيّر اتجاه الحركة لا مقدار السرعة، ولهذا تدور الشحنة في دائرة داخل مجال منتظم.",
      "$\\vec{F} = q\\vec{v} \\times \\vec{B}$ is always perpendicular to the velocity, so the power $\\vec{F} \\cdot \\vec{v} = 0$: it turns the motion without changing the speed, which is why a charge circles in a uniform field.",
    ),
  ),
  trueFalse(
    { topic: "مبدأ عدم التحديد", level: "medium" },
    t(
      "يمكن، بأجهزة دقيقة بما يكفي، قياس موضع الإلكترون وكمية تحركه معًا بدقة تامة.",
      "With precise enough instruments, an electron's position and momentum can both be measured exactly at once.",
    ),
    false,
    t(
      "مبدأ هايزنبرج $\\Delta x\\,\\Delta p \\ge \\frac{\\hbar}{2}$ خاصية للطبيعة لا للأجهزة: كلما ضاق توزيع الموضع اتسع توزيع كمية التحرك.",
      "Heisenberg's $\\Delta x\\,\\Delta p \\ge \\frac{\\hbar}{2}$ is a property of nature, not of instruments: the narrower the spread in position, the wider the spread in momentum.",
    ),
  ),
  numeric(
    { topic: "السقوط الحر", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "سقطت كرة من السكون سقوطًا حرًا لمدة ٣ ثوانٍ ($g = 9.8\\ \\text{m/s}^2$). ما سرعتها عندئذٍ؟",
      "A ball falls freely from rest for 3 seconds ($g = 9.8\\ \\text{m/s}^2$). How fast is it moving then?",
    ),
    { value: 29.4, tolerance: 0.1, kind: "absolute", unit: t("م/ث", "m/s") },
    t(
      "من $v = v_0 + gt = 0 + 9.8 \\times 3 = 29.4\\ \\text{m/s}$. والمسافة المقطوعة $\\frac{1}{2} g t^2 = 44.1\\ \\text{m}$.",
      "From $v = v_0 + gt = 0 + 9.8 \\times 3 = 29.4\\ \\text{m/s}$. It has fallen $\\frac{1}{2} g t^2 = 44.1\\ \\text{m}$.",
    ),
  ),
  numeric(
    { topic: "الفوتونات", level: "medium" },
    t(
      "ما طاقة فوتون طول موجته $500\\ \\text{nm}$؟ (استخدم $hc \\approx 1240\\ \\text{eV·nm}$)",
      "What is the energy of a $500\\ \\text{nm}$ photon? (Use $hc \\approx 1240\\ \\text{eV·nm}$.)",
    ),
    { value: 2.48, tolerance: 0.02, kind: "relative", unit: t("إلكترون فولت", "eV") },
    t(
      "طاقة الفوتون $E = \\frac{hc}{\\lambda} = \\frac{1240}{500} = 2.48\\ \\text{eV}$. هذا ضوء أخضر؛ وكلما قصر الطول الموجي زادت الطاقة.",
      "$E = \\frac{hc}{\\lambda} = \\frac{1240}{500} = 2.48\\ \\text{eV}$. This is green light; the shorter the wavelength, the higher the energy.",
    ),
  ),
  numeric(
    { topic: "الضوء", level: "easy" },
    t(
      "كم كيلومترًا يقطع الضوء في الفراغ في ثانية واحدة؟",
      "How many kilometres does light travel in a vacuum in one second?",
    ),
    { value: 299_792, tolerance: 0.001, kind: "relative", unit: t("كم", "km") },
    t(
      "سرعة الضوء $c = 299{,}792{,}458\\ \\text{m/s}$ (قيمة مضبوطة بالتعريف)، أي نحو $300{,}000\\ \\text{km/s}$. ضوء الشمس يصلنا بعد نحو ٨ دقائق.",
      "The speed of light is $c = 299{,}792{,}458\\ \\text{m/s}$ (exact by definition), about $300{,}000\\ \\text{km/s}$. Sunlight takes about 8 minutes to reach us.",
    ),
  ),
  numeric(
    { topic: "قانون كولوم", level: "medium" },
    t(
      "شحنتان كل منهما $1\\ \\mu\\text{C}$ بينهما $1\\ \\text{cm}$ في الهواء. ما مقدار القوة بينهما؟ ($k = 9 \\times 10^9\\ \\text{N·m}^2/\\text{C}^2$)",
      "Two charges of $1\\ \\mu\\text{C}$ each are $1\\ \\text{cm}$ apart in air. How large is the force between them? ($k = 9 \\times 10^9\\ \\text{N·m}^2/\\text{C}^2$)",
    ),
    { value: 90, tolerance: 1, kind: "absolute", unit: t("نيوتن", "N"), decimalComma: true },
    t(
      "بقانون كولوم $F = k\\frac{q_1 q_2}{r^2} = 9 \\times 10^9 \\times \\frac{10^{-6} \\times 10^{-6}}{(10^{-2})^2} = 90\\ \\text{N}$. حوّل إلى الكولوم والمتر قبل التعويض.",
      "Coulomb's law: $F = k\\frac{q_1 q_2}{r^2} = 9 \\times 10^9 \\times \\frac{10^{-6} \\times 10^{-6}}{(10^{-2})^2} = 90\\ \\text{N}$. Convert to coulombs and metres before substituting.",
    ),
  ),
  shortText(
    { topic: "الفوتونات", level: "easy" },
    t("ما اسم الجسيم الذي يمثل كمّ الضوء؟", "What is the quantum of light called?"),
    ["فوتون", "الفوتون", "photon"],
    "lenient",
    t(
      "الفوتون: طاقته $E = hf$ وكمية تحركه $p = \\frac{h}{\\lambda}$، وكتلته السكونية صفر فيسير دائمًا بسرعة الضوء.",
      "The photon: energy $E = hf$, momentum $p = \\frac{h}{\\lambda}$, zero rest mass, so it always travels at the speed of light.",
    ),
  ),
  shortText(
    { topic: "كمية التحرك", level: "easy" },
    t("ما اسم الكمية $\\vec{p} = m\\vec{v}$؟", "What is the quantity $\\vec{p} = m\\vec{v}$ called?"),
    ["كَمِّيَّةُ التَّحَرُّك", "الزَّخْم", "momentum", "linear momentum"],
    "ignoreDiacritics",
    t(
      "كمية التحرك (الزخم). قانون نيوتن الثاني بصورته العامة $\\vec{F} = \\frac{d\\vec{p}}{dt}$، وحين تنعدم القوة الخارجية تُحفظ $\\vec{p}$: أساس تحليل التصادمات.",
      "Momentum. Newton's second law in general form is $\\vec{F} = \\frac{d\\vec{p}}{dt}$; with no external force $\\vec{p}$ is conserved, the basis of every collision problem.",
    ),
  ),
  shortText(
    { topic: "المجال المغناطيسي", level: "easy" },
    t(
      "ما رمز وحدة كثافة الفيض المغناطيسي في النظام الدولي؟",
      "What is the symbol of the SI unit of magnetic flux density?",
    ),
    ["T"],
    "strict",
    t(
      "التسلا (T)، ويساوي $\\text{N/(A·m)}$. مجال الأرض نحو $50\\ \\mu\\text{T}$، وجهاز الرنين المغناطيسي $1.5$ إلى $3\\ \\text{T}$.",
      "The tesla (T), equal to $\\text{N/(A·m)}$. Earth's field is about $50\\ \\mu\\text{T}$; an MRI scanner uses $1.5$ to $3\\ \\text{T}$.",
    ),
  ),
];
