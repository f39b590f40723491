import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, NONE_OF_THE_ABOVE, numeric, shortText, single, t, trueFalse } from "./build";

/** Mathematics: calculus, linear algebra, real analysis, partial differential equations. */
export const mathematics: QuestionContent[] = [
  single(
    { topic: "النهايات", level: "easy" },
    t(
      "ما قيمة $\\displaystyle \\lim_{x \\to 0} \\frac{\\sin x}{x}$؟",
      "What is $\\displaystyle \\lim_{x \\to 0} \\frac{\\sin x}{x}$?",
    ),
    [t("$0$", "$0$"), t("$1$", "$1$"), t("$\\infty$", "$\\infty$"), t("غير موجودة", "It does not exist")],
    1,
    t(
      "التعويض المباشر يعطي $\\frac{0}{0}$، لكن بنظرية الحصر $\\cos x \\le \\frac{\\sin x}{x} \\le 1$ قرب الصفر، فالنهاية $1$. هذه النهاية أساس اشتقاق $\\frac{d}{dx}\\sin x = \\cos x$ (بشرط قياس $x$ بالراديان).",
      "Substituting gives $\\frac{0}{0}$, but near zero $\\cos x \\le \\frac{\\sin x}{x} \\le 1$, so by squeezing the limit is $1$. It is what gives $\\frac{d}{dx}\\sin x = \\cos x$ (with $x$ in radians).",
    ),
  ),
  single(
    { topic: "الاشتقاق", level: "medium", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t("ما $\\frac{d}{dx}\\left(x^2 e^x\\right)$؟", "What is $\\frac{d}{dx}\\left(x^2 e^x\\right)$?"),
    [
      t("$2x e^x$", "$2x e^x$"),
      t("$x^2 e^x$", "$x^2 e^x$"),
      t("$(x^2 + 2x) e^x$", "$(x^2 + 2x) e^x$"),
      t("$2x e^{x-1}$", "$2x e^{x-1}$"),
    ],
    2,
    t(
      "قاعدة حاصل الضرب $(uv)' = u'v + uv'$: مع $u = x^2$ و$v = e^x$ نحصل على $2x e^x + x^2 e^x = (x^2 + 2x)e^x$. الخطأ الشائع اشتقاق كل عامل وحده ثم الضرب.",
      "Product rule, $(uv)' = u'v + uv'$: with $u = x^2$, $v = e^x$ we get $2x e^x + x^2 e^x = (x^2 + 2x)e^x$. The usual slip is differentiating each factor and multiplying.",
    ),
  ),
  single(
    { topic: "التكامل", level: "easy" },
    t("ما $\\displaystyle \\int \\frac{1}{x}\\,dx$؟", "What is $\\displaystyle \\int \\frac{1}{x}\\,dx$?"),
    [
      t("$\\ln|x| + C$", "$\\ln|x| + C$"),
      t("$-\\frac{1}{x^2} + C$", "$-\\frac{1}{x^2} + C$"),
      t("$x \\ln x - x + C$", "$x \\ln x - x + C$"),
      t("$\\frac{x^0}{0} + C$", "$\\frac{x^0}{0} + C$"),
    ],
    0,
    t(
      "قاعدة القوة $\\int x^n dx = \\frac{x^{n+1}}{n+1}$ لا تصلح عند $n = -1$. بما أن $\\frac{d}{dx}\\ln|x| = \\frac{1}{x}$ لكل $x \\ne 0$ فالجواب $\\ln|x| + C$. الخيار $x \\ln x - x$ هو تكامل $\\ln x$.",
      "The power rule $\\int x^n dx = \\frac{x^{n+1}}{n+1}$ fails at $n = -1$. Since $\\frac{d}{dx}\\ln|x| = \\frac{1}{x}$ for all $x \\ne 0$, the answer is $\\ln|x| + C$. $x \\ln x - x$ is the integral of $\\ln x$.",
    ),
  ),
  single(
    { topic: "المعادلات التفاضلية الجزئية", level: "medium" },
    t("معادلة الحرارة $u_t = k\\,u_{xx}$ من أي نوع؟", "What type is the heat equation $u_t = k\\,u_{xx}$?"),
    [
      t("ناقصية (elliptic)", "Elliptic"),
      t("مكافئة (parabolic)", "Parabolic"),
      t("زائدية (hyperbolic)", "Hyperbolic"),
      NONE_OF_THE_ABOVE,
    ],
    1,
    t(
      "للمعادلة $Au_{xx} + Bu_{xt} + Cu_{tt} + \\dots = 0$ المميز $B^2 - 4AC$. هنا $A = k$ و$B = C = 0$ فالمميز صفر: مكافئة. معادلة الموجة ($u_{tt} = c^2 u_{xx}$) زائدية، ومعادلة لابلاس ناقصية.",
      "For $Au_{xx} + Bu_{xt} + Cu_{tt} + \\dots = 0$ the discriminant is $B^2 - 4AC$. Here $A = k$, $B = C = 0$, so it is zero: parabolic. The wave equation ($u_{tt} = c^2 u_{xx}$) is hyperbolic; Laplace's is elliptic.",
    ),
  ),
  single(
    { topic: "المصفوفات", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "إذا كانت $A$ مصفوفة مربعة $n \\times n$، فأيٌّ مما يلي يكافئ أن تكون $A$ قابلة للعكس؟",
      "For a square $n \\times n$ matrix $A$, which of these is equivalent to $A$ being invertible?",
    ),
    [
      t("$\\det A \\ne 0$", "$\\det A \\ne 0$"),
      t("رتبة $A$ تساوي $n$", "$\\operatorname{rank} A = n$"),
      t(
        "المعادلة $A\\mathbf{x} = \\mathbf{0}$ لها الحل الصفري فقط",
        "$A\\mathbf{x} = \\mathbf{0}$ has only the trivial solution",
      ),
      ALL_OF_THE_ABOVE,
    ],
    3,
    t(
      "هذه من «نظرية المصفوفة القابلة للعكس»: كلها تقول إن أعمدة $A$ مستقلة خطيًا، فالتحويل $\\mathbf{x} \\mapsto A\\mathbf{x}$ لا يسحق أي اتجاه إلى الصفر.",
      "These are parts of the invertible matrix theorem: each says the columns of $A$ are linearly independent, so $\\mathbf{x} \\mapsto A\\mathbf{x}$ collapses no direction to zero.",
    ),
  ),
  multiple(
    { topic: "المتسلسلات", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t("أيُّ المتسلسلات التالية تتقارب؟", "Which of these series converge?"),
    [
      t("$\\sum_{n=1}^{\\infty} \\frac{1}{n^2}$", "$\\sum_{n=1}^{\\infty} \\frac{1}{n^2}$"),
      t("$\\sum_{n=1}^{\\infty} \\frac{1}{n}$", "$\\sum_{n=1}^{\\infty} \\frac{1}{n}$"),
      t(
        "$\\sum_{n=0}^{\\infty} \\left(\\frac{1}{2}\\right)^n$",
        "$\\sum_{n=0}^{\\infty} \\left(\\frac{1}{2}\\right)^n$",
      ),
      t("$\\sum_{n=1}^{\\infty} \\frac{(-1)^{n+1}}{n}$", "$\\sum_{n=1}^{\\infty} \\frac{(-1)^{n+1}}{n}$"),
    ],
    [0, 2, 3],
    "partial",
    t(
      "متسلسلة $p$ أي $\\sum \\frac{1}{n^p}$ تتقارب إذا $p > 1$، فـ $\\sum \\frac{1}{n^2}$ تتقارب (إلى $\\frac{\\pi^2}{6}$) والتوافقية $\\sum \\frac{1}{n}$ تتباعد. الهندسية بنسبة $\\frac{1}{2}$ مجموعها $2$. والمتناوبة تتقارب باختبار لايبنتز (إلى $\\ln 2$) تقاربًا مشروطًا.",
      "A $p$-series $\\sum \\frac{1}{n^p}$ converges for $p > 1$: $\\sum \\frac{1}{n^2}$ converges (to $\\frac{\\pi^2}{6}$), the harmonic $\\sum \\frac{1}{n}$ diverges. The geometric series with ratio $\\frac{1}{2}$ sums to $2$. The alternating one converges by Leibniz's test (to $\\ln 2$), conditionally.",
    ),
  ),
  multiple(
    { topic: "القيم الذاتية", level: "medium" },
    t(
      "أيُّ الأعداد التالية قيم ذاتية للمصفوفة $\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}$؟",
      "Which of these are eigenvalues of $\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}$?",
    ),
    [t("$2$", "$2$"), t("$3$", "$3$"), t("$1$", "$1$"), t("$0$", "$0$")],
    [0, 1],
    "allOrNothing",
    t(
      "المصفوفة مثلثية عليا، فقيمها الذاتية عناصر قطرها: $\\det(A - \\lambda I) = (2 - \\lambda)(3 - \\lambda) = 0$. للتحقق: مجموعها $5$ يساوي الأثر، وحاصل ضربها $6$ يساوي المحدد.",
      "The matrix is upper triangular, so its eigenvalues are its diagonal: $\\det(A - \\lambda I) = (2 - \\lambda)(3 - \\lambda) = 0$. Check: their sum $5$ is the trace, their product $6$ the determinant.",
    ),
  ),
  trueFalse(
    { topic: "الاتصال والاشتقاق", level: "easy" },
    t(
      "كل دالة متصلة على $[a, b]$ قابلة للاشتقاق عليها.",
      "Every function continuous on $[a, b]$ is differentiable there.",
    ),
    false,
    t(
      "مثال مضاد: $f(x) = |x|$ متصلة عند الصفر لكن ميلها من اليسار $-1$ ومن اليمين $1$، فلا مشتقة هناك. العكس هو الصحيح: القابلية للاشتقاق تستلزم الاتصال.",
      "Counter-example: $f(x) = |x|$ is continuous at zero, but its slope is $-1$ from the left and $1$ from the right, so it has no derivative there. The converse holds: differentiable implies continuous.",
    ),
  ),
  trueFalse(
    { topic: "الاتصال والاشتقاق", level: "medium" },
    t(
      "إذا كانت $f$ قابلة للاشتقاق عند $a$ فهي متصلة عند $a$.",
      "If $f$ is differentiable at $a$, then $f$ is continuous at $a$.",
    ),
    true,
    t(
      "نكتب $f(x) - f(a) = \\frac{f(x) - f(a)}{x - a} \\cdot (x - a) \\to f'(a) \\cdot 0 = 0$ عندما $x \\to a$، أي $\\lim_{x \\to a} f(x) = f(a)$.",
      "Write $f(x) - f(a) = \\frac{f(x) - f(a)}{x - a} \\cdot (x - a) \\to f'(a) \\cdot 0 = 0$ as $x \\to a$, so $\\lim_{x \\to a} f(x) = f(a)$.",
    ),
  ),
  trueFalse(
    { topic: "المتتابعات", level: "medium", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t("كل متتابعة حقيقية رتيبة ومحدودة متقاربة.", "Every bounded monotone sequence of real numbers converges."),
    true,
    t(
      "هذه نظرية التقارب الرتيب، وهي تعتمد على خاصية التمام في $\\mathbb{R}$: المتتابعة المتزايدة المحدودة من أعلى تتقارب إلى $\\sup$ حدودها. في $\\mathbb{Q}$ لا تصح: متتابعة تقريبات $\\sqrt{2}$ العشرية لا نهاية لها في $\\mathbb{Q}$.",
      "This is the monotone convergence theorem, and it rests on the completeness of $\\mathbb{R}$: an increasing sequence bounded above converges to the $\\sup$ of its terms. It fails in $\\mathbb{Q}$: the decimal approximations of $\\sqrt{2}$ have no limit there.",
    ),
  ),
  numeric(
    { topic: "التكامل", level: "easy" },
    t("احسب $\\displaystyle \\int_0^{\\pi} \\sin x\\,dx$.", "Evaluate $\\displaystyle \\int_0^{\\pi} \\sin x\\,dx$."),
    { value: 2, tolerance: 0.01, kind: "absolute", unit: t("وحدة مربعة", "square units") },
    t(
      "بالنظرية الأساسية: $\\left[-\\cos x\\right]_0^{\\pi} = -\\cos\\pi + \\cos 0 = 1 + 1 = 2$، وهي مساحة قوس واحد من منحنى الجيب.",
      "By the fundamental theorem, $\\left[-\\cos x\\right]_0^{\\pi} = -\\cos\\pi + \\cos 0 = 1 + 1 = 2$: the area under one arch of the sine curve.",
    ),
  ),
  numeric(
    { topic: "النهايات", level: "medium" },
    t(
      "احسب $\\displaystyle \\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n$ لثلاثة أرقام عشرية.",
      "Evaluate $\\displaystyle \\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n$ to three decimal places.",
    ),
    { value: 2.718, tolerance: 0.001, kind: "relative" },
    t(
      "هذه النهاية تعريف العدد $e \\approx 2.71828$. صورة $1^\\infty$ غير معيّنة: الأساس يقترب من ١ لكن الأس يكبر بلا حد، ولذلك النهاية ليست ١.",
      "This limit defines $e \\approx 2.71828$. The form $1^\\infty$ is indeterminate: the base tends to 1 while the exponent grows without bound, so the limit is not 1.",
    ),
  ),
  numeric(
    { topic: "المجاميع", level: "easy" },
    t("احسب $\\displaystyle \\sum_{k=1}^{100} k$.", "Evaluate $\\displaystyle \\sum_{k=1}^{100} k$."),
    { value: 5050, tolerance: 0, kind: "absolute" },
    t(
      "القانون $\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2} = \\frac{100 \\times 101}{2} = 5{,}050$: اجمع الحد الأول مع الأخير ($1 + 100$) والثاني مع قبل الأخير... فتحصل على ٥٠ زوجًا مجموع كل منها ١٠١.",
      "$\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2} = \\frac{100 \\times 101}{2} = 5{,}050$: pair the first term with the last ($1 + 100$), the second with the one before last, and so on: 50 pairs of 101.",
    ),
  ),
  numeric(
    { topic: "الاشتقاق", level: "easy" },
    t("ما ميل المماس للمنحنى $y = x^3$ عند $x = 2$؟", "What is the slope of the tangent to $y = x^3$ at $x = 2$?"),
    { value: 12, tolerance: 0.01, kind: "absolute", decimalComma: true },
    t(
      "الميل هو المشتقة: $y' = 3x^2$، وعند $x = 2$ يساوي $3 \\times 4 = 12$. معادلة المماس إذن $y - 8 = 12(x - 2)$.",
      "The slope is the derivative: $y' = 3x^2$, which at $x = 2$ is $3 \\times 4 = 12$. The tangent is then $y - 8 = 12(x - 2)$.",
    ),
  ),
  shortText(
    { topic: "المصفوفات", level: "easy" },
    t(
      "ما اسم المصفوفة المربعة التي عناصر قطرها الرئيسي ١ وباقي عناصرها أصفار؟",
      "What is the square matrix with ones on the main diagonal and zeros elsewhere called?",
    ),
    [
      "مصفوفة الوحدة",
      "المصفوفة المحايدة",
      "مصفوفة محايدة",
      "مصفوفة الهوية",
      "identity matrix",
      "identity",
      "unit matrix",
    ],
    "lenient",
    t(
      "مصفوفة الوحدة $I$ تلعب دور العدد ١ في الضرب: $AI = IA = A$، ومعكوس $A$ هو المصفوفة $A^{-1}$ التي تحقق $AA^{-1} = I$.",
      "The identity matrix $I$ plays the role of 1 in multiplication, $AI = IA = A$; the inverse $A^{-1}$ is the matrix with $AA^{-1} = I$.",
    ),
  ),
  shortText(
    { topic: "النهايات", level: "medium" },
    t(
      "ما اسم القاعدة التي تحسب نهاية صورة $\\frac{0}{0}$ أو $\\frac{\\infty}{\\infty}$ بقسمة مشتقة البسط على مشتقة المقام؟",
      "Which rule evaluates a limit of the form $\\frac{0}{0}$ or $\\frac{\\infty}{\\infty}$ by dividing the derivative of the numerator by that of the denominator?",
    ),
    ["لُوبِيتَال", "قَاعِدَةُ لُوبِيتَال", "L'Hôpital", "L'Hopital", "L'Hospital", "l'hopital"],
    "ignoreDiacritics",
    t(
      "قاعدة لوبيتال: إذا كانت الصورة $\\frac{0}{0}$ أو $\\frac{\\infty}{\\infty}$ فإن $\\lim \\frac{f}{g} = \\lim \\frac{f'}{g'}$ إن وُجدت الأخيرة. مثال: $\\lim_{x \\to 0} \\frac{e^x - 1}{x} = \\lim_{x \\to 0} \\frac{e^x}{1} = 1$. لا تستخدمها مع صور أخرى.",
      "L'Hôpital's rule: for $\\frac{0}{0}$ or $\\frac{\\infty}{\\infty}$, $\\lim \\frac{f}{g} = \\lim \\frac{f'}{g'}$ when the latter exists. Example: $\\lim_{x \\to 0} \\frac{e^x - 1}{x} = \\lim_{x \\to 0} \\frac{e^x}{1} = 1$. Do not use it on other forms.",
    ),
  ),
  shortText(
    { topic: "الدالة الأسية", level: "easy" },
    t(
      "ما الدالة التي مشتقتها تساوي نفسها وقيمتها عند الصفر $1$؟ اكتبها كما تُكتب في الآلة الحاسبة، مثل `x^2`.",
      "Which function is its own derivative and equals $1$ at zero? Write it as on a calculator, like `x^2`.",
    ),
    ["e^x", "exp(x)"],
    "strict",
    t(
      "الدالة الأسية $e^x$: $\\frac{d}{dx} e^x = e^x$ و$e^0 = 1$. الحل الوحيد للمعادلة $y' = y$ مع $y(0) = 1$، وعليها يُبنى حل كل معادلات النمو والاضمحلال $y' = ky$.",
      "The exponential $e^x$: $\\frac{d}{dx} e^x = e^x$ and $e^0 = 1$. It is the only solution of $y' = y$ with $y(0) = 1$, and every growth or decay law $y' = ky$ is built on it.",
    ),
  ),
];
