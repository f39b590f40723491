import type { QuestionContent } from "@masar/domain/practice/question";
import { ALL_OF_THE_ABOVE, multiple, NONE_OF_THE_ABOVE, numeric, shortText, single, t, trueFalse } from "./build";

/** Programming: Python basics, data structures and algorithms, operating systems. */
export const programming: QuestionContent[] = [
  single(
    { topic: "أساسيات بايثون", level: "easy" },
    t("ما ناتج تنفيذ `print(7 // 2)` في بايثون ٣؟", "What does `print(7 // 2)` print in Python 3?"),
    [t("`3.5`", "`3.5`"), t("`3`", "`3`"), t("`4`", "`4`"), t("`3.0`", "`3.0`")],
    1,
    t(
      "المعامل `//` قسمة صحيحة تقرّب الناتج إلى الأسفل (floor)، فـ $7 \\div 2 = 3.5$ تصبح `3`. أما `/` فتعطي دائمًا عددًا عشريًا: `7 / 2` يساوي `3.5`.",
      "`//` is floor division: it rounds the quotient down, so $7 \\div 2 = 3.5$ becomes `3`. Plain `/` always gives a float: `7 / 2` is `3.5`.",
    ),
  ),
  single(
    { topic: "تعقيد الخوارزميات", level: "easy", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "ما التعقيد الزمني للبحث الثنائي في مصفوفة مرتبة من $n$ عنصرًا في أسوأ الحالات؟",
      "What is the worst-case time complexity of binary search in a sorted array of $n$ elements?",
    ),
    [
      t("$O(n)$", "$O(n)$"),
      t("$O(\\log n)$", "$O(\\log n)$"),
      t("$O(n \\log n)$", "$O(n \\log n)$"),
      t("$O(1)$", "$O(1)$"),
    ],
    1,
    t(
      "كل مقارنة تستبعد نصف العناصر الباقية، فبعد $k$ خطوة يبقى $n / 2^k$ عنصر، وينتهي البحث عندما $n / 2^k = 1$ أي $k = \\log_2 n$.",
      "Each comparison discards half of the remaining elements: after $k$ steps $n / 2^k$ remain, and the search ends when $n / 2^k = 1$, i.e. $k = \\log_2 n$.",
    ),
  ),
  single(
    { topic: "أساسيات بايثون", level: "medium" },
    t("أيٌّ من أنواع بايثون التالية قابل للتعديل (mutable)؟", "Which of these Python types are mutable?"),
    [t("`list`", "`list`"), t("`dict`", "`dict`"), t("`set`", "`set`"), ALL_OF_THE_ABOVE],
    3,
    t(
      "القوائم والقواميس والمجموعات تُعدَّل في مكانها (`append` و`update` و`add`). أما `tuple` و`str` و`int` فغير قابلة للتعديل: أي «تعديل» ينشئ كائنًا جديدًا.",
      "Lists, dicts and sets change in place (`append`, `update`, `add`). `tuple`, `str` and `int` are immutable: any “change” makes a new object.",
    ),
  ),
  single(
    { topic: "هياكل البيانات", level: "easy" },
    t(
      "ما هيكل البيانات الذي يُخرج آخر عنصر أُدخل أولًا (LIFO)؟",
      "Which data structure removes the last element inserted first (LIFO)?",
    ),
    [
      t("الطابور (Queue)", "Queue"),
      t("المكدس (Stack)", "Stack"),
      t("شجرة البحث الثنائية", "Binary search tree"),
      t("جدول التجزئة", "Hash table"),
    ],
    1,
    t(
      "المكدس يضيف ويحذف من طرف واحد (`push` و`pop`)، مثل كومة أطباق. الطابور عكسه: أول من يدخل أول من يخرج (FIFO).",
      "A stack adds and removes at one end (`push`, `pop`), like a pile of plates. A queue is the opposite: first in, first out (FIFO).",
    ),
  ),
  single(
    { topic: "جدولة العمليات", level: "medium", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ خوارزميات الجدولة التالية قد تؤدي إلى تجويع (starvation) العمليات الطويلة؟",
      "Which of these scheduling algorithms can starve long processes?",
    ),
    [
      t("أول من يصل أول من يُخدم (FCFS)", "First-come, first-served (FCFS)"),
      t("التناوب الدائري (Round Robin)", "Round Robin"),
      t("أقصر مهمة أولًا (SJF)", "Shortest Job First (SJF)"),
      NONE_OF_THE_ABOVE,
    ],
    2,
    t(
      "في SJF إذا ظلت العمليات القصيرة تصل باستمرار فقد لا يأتي دور العملية الطويلة أبدًا. الحل المعتاد هو التقادم (aging): رفع أولوية العملية كلما طال انتظارها. أما FCFS وRound Robin فكل عملية فيهما تُخدم في النهاية.",
      "Under SJF, if short jobs keep arriving a long one may never run. The usual fix is aging: raising a process's priority the longer it waits. FCFS and Round Robin serve every process eventually.",
    ),
  ),
  multiple(
    { topic: "خوارزميات الترتيب", level: "medium" },
    t(
      "أيُّ خوارزميات الترتيب التالية تعقيدها $O(n \\log n)$ في أسوأ الحالات؟",
      "Which of these sorting algorithms run in $O(n \\log n)$ in the worst case?",
    ),
    [
      t("الترتيب بالدمج (Merge sort)", "Merge sort"),
      t("ترتيب الكومة (Heap sort)", "Heap sort"),
      t("الترتيب السريع (Quicksort)", "Quicksort"),
      t("الترتيب بالإدراج (Insertion sort)", "Insertion sort"),
    ],
    [0, 1],
    "partial",
    t(
      "الدمج والكومة $O(n \\log n)$ دائمًا. الترتيب السريع متوسطه $O(n \\log n)$ لكن أسوأ حالاته $O(n^2)$ (محور سيئ في كل مرة)، والإدراج $O(n^2)$ في أسوأ الحالات.",
      "Merge sort and heap sort are always $O(n \\log n)$. Quicksort averages $O(n \\log n)$ but is $O(n^2)$ in the worst case (a bad pivot every time); insertion sort is $O(n^2)$ in the worst case.",
    ),
  ),
  multiple(
    { topic: "الجمود (Deadlock)", level: "hard", source: "امتحان نهائي ٢٠٢٤" },
    t(
      "أيُّ الشروط التالية من شروط كوفمان الأربعة اللازمة لحدوث الجمود (deadlock)؟",
      "Which of these are among Coffman's four necessary conditions for deadlock?",
    ),
    [
      t("الاستبعاد المتبادل", "Mutual exclusion"),
      t("الاحتفاظ والانتظار", "Hold and wait"),
      t("عدم الاستباق", "No preemption"),
      t("الانتظار الدائري", "Circular wait"),
      t("التجويع", "Starvation"),
    ],
    [0, 1, 2, 3],
    "allOrNothing",
    t(
      "يحدث الجمود فقط إذا تحققت الأربعة معًا، ولذلك يكفي كسر واحد منها لمنعه (مثلًا: طلب الموارد بترتيب ثابت يمنع الانتظار الدائري). التجويع مشكلة مختلفة: عملية تنتظر طويلًا بينما يتقدم النظام.",
      "Deadlock needs all four at once, so breaking any one prevents it (e.g. requesting resources in a fixed order rules out circular wait). Starvation is a different problem: one process waits indefinitely while the system still progresses.",
    ),
  ),
  multiple(
    { topic: "أساسيات بايثون", level: "easy" },
    t("أيُّ ما يلي أسماء متغيرات صحيحة في بايثون؟", "Which of these are valid Python variable names?"),
    [t("`_total`", "`_total`"), t("`2nd`", "`2nd`"), t("`my_var`", "`my_var`"), t("`class`", "`class`")],
    [0, 2],
    "partial",
    t(
      "الاسم يبدأ بحرف أو شرطة سفلية ثم حروف وأرقام وشرطات. `2nd` يبدأ برقم، و`class` كلمة محجوزة في اللغة.",
      "A name starts with a letter or an underscore, followed by letters, digits and underscores. `2nd` starts with a digit, and `class` is a reserved keyword.",
    ),
  ),
  trueFalse(
    { topic: "الأعداد العشرية", level: "medium" },
    t("في بايثون، قيمة التعبير `0.1 + 0.2 == 0.3` هي `True`.", "In Python, `0.1 + 0.2 == 0.3` evaluates to `True`."),
    false,
    t(
      "الأعداد العشرية تُخزَّن بالنظام الثنائي فلا يُمثَّل $0.1$ تمثيلًا دقيقًا، والناتج `0.30000000000000004`. قارن الأعداد العشرية بـ `math.isclose` لا بـ `==`.",
      "Floats are stored in binary, where $0.1$ has no exact representation; the sum is `0.30000000000000004`. Compare floats with `math.isclose`, not `==`.",
    ),
  ),
  trueFalse(
    { topic: "هياكل البيانات", level: "easy" },
    t(
      "متوسط زمن البحث عن مفتاح في جدول تجزئة جيد هو $O(1)$.",
      "Looking a key up in a good hash table takes $O(1)$ time on average.",
    ),
    true,
    t(
      "دالة التجزئة توصلنا مباشرة إلى الخانة، والتصادمات قليلة في المتوسط. في أسوأ الحالات (كل المفاتيح في خانة واحدة) يصبح البحث $O(n)$.",
      "The hash function leads straight to the bucket, and collisions are few on average. In the worst case (every key in one bucket) lookup degrades to $O(n)$.",
    ),
  ),
  trueFalse(
    { topic: "أساسيات بايثون", level: "easy" },
    t("فهرسة القوائم في بايثون تبدأ من ١.", "Python list indices start at 1."),
    false,
    t(
      "الفهرسة تبدأ من الصفر: أول عنصر `xs[0]` وآخر عنصر `xs[len(xs) - 1]`، ويمكن أيضًا كتابة `xs[-1]` للعنصر الأخير.",
      "Indices start at zero: the first element is `xs[0]`, the last `xs[len(xs) - 1]`, which can also be written `xs[-1]`.",
    ),
  ),
  numeric(
    { topic: "أساسيات بايثون", level: "medium" },
    t("ما قيمة `len(range(3, 20, 4))`؟", "What is `len(range(3, 20, 4))`?"),
    { value: 5, tolerance: 0, kind: "absolute", decimalComma: true },
    t(
      "يبدأ المدى من ٣ ويزيد ٤ في كل خطوة ويتوقف قبل ٢٠: $3, 7, 11, 15, 19$، أي خمسة أعداد. الحد الأعلى لا يدخل أبدًا في `range`.",
      "The range starts at 3, steps by 4 and stops before 20: 3, 7, 11, 15, 19, five numbers. `range` never includes its stop value.",
    ),
  ),
  numeric(
    { topic: "تمثيل البيانات", level: "easy" },
    t("كم بايتًا في ميبيبايت واحد (1 MiB)؟", "How many bytes are there in one mebibyte (1 MiB)?"),
    { value: 1_048_576, tolerance: 0, kind: "absolute", unit: t("بايت", "bytes") },
    t(
      "الميبيبايت $1\\ \\text{MiB} = 2^{20}$ بايت $= 1024 \\times 1024 = 1{,}048{,}576$. أما الميجابايت (MB) في النظام العشري فهو $10^6$ بايت.",
      "$1\\ \\text{MiB} = 2^{20}$ bytes $= 1024 \\times 1024 = 1{,}048{,}576$. The decimal megabyte (MB) is $10^6$ bytes.",
    ),
  ),
  numeric(
    { topic: "تعقيد الخوارزميات", level: "medium" },
    t(
      "خوارزمية تعقيدها $O(n^2)$ تستغرق ٢ ثانية عندما $n = 1000$. كم تستغرق تقريبًا عندما $n = 3000$؟",
      "An $O(n^2)$ algorithm takes 2 seconds for $n = 1000$. About how long does it take for $n = 3000$?",
    ),
    { value: 18, tolerance: 0.05, kind: "relative", unit: t("ث", "s") },
    t(
      "الزمن يتناسب مع $n^2$، فمضاعفة $n$ ثلاث مرات تضاعف الزمن $3^2 = 9$ مرات: $2 \\times 9 = 18$ ثانية.",
      "Time grows with $n^2$, so tripling $n$ multiplies the time by $3^2 = 9$: $2 \\times 9 = 18$ seconds.",
    ),
  ),
  numeric(
    { topic: "جدولة العمليات", level: "hard", source: "امتحان منتصف الفصل ٢٠٢٣" },
    t(
      "ثلاث عمليات تصل معًا عند الزمن صفر بالترتيب P1 ثم P2 ثم P3، وأزمنة تنفيذها ٢٤ و٣ و٣ مللي ثانية. ما متوسط زمن الانتظار بجدولة FCFS؟",
      "Three processes arrive together at time 0 in the order P1, P2, P3, with bursts of 24, 3 and 3 ms. What is the average waiting time under FCFS?",
    ),
    { value: 17, tolerance: 0.01, kind: "absolute", unit: t("مللي ثانية", "ms") },
    t(
      "تنتظر P1 صفرًا، وP2 مدة ٢٤، وP3 مدة ٢٧، فالمتوسط $\\frac{0 + 24 + 27}{3} = 17$. لو نُفذت القصيرتان أولًا لصار المتوسط $\\frac{0 + 3 + 6}{3} = 3$ فقط: هذا هو «أثر القافلة».",
      "P1 waits 0, P2 24 and P3 27, so the average is $\\frac{0 + 24 + 27}{3} = 17$. Running the two short ones first would make it $\\frac{0 + 3 + 6}{3} = 3$: the convoy effect.",
    ),
  ),
  shortText(
    { topic: "هياكل البيانات", level: "easy" },
    t(
      "ما اسم هيكل البيانات الذي يُخرج العناصر بترتيب دخولها (FIFO)؟",
      "What is the data structure that removes elements in the order they arrived (FIFO) called?",
    ),
    ["طابور", "الطابور", "قائمة انتظار", "قائمة الانتظار", "queue"],
    "lenient",
    t(
      "الطابور يضيف من الخلف ويحذف من الأمام، مثل طابور البنك. في بايثون استخدم `collections.deque` لأن الحذف من أول القائمة العادية $O(n)$.",
      "A queue adds at the back and removes from the front, like a bank queue. In Python use `collections.deque`: removing from the front of a list is $O(n)$.",
    ),
  ),
  shortText(
    { topic: "خوارزميات الترتيب", level: "medium" },
    t(
      "ما اسم خوارزمية الترتيب التي تقسم المصفوفة إلى نصفين، ترتب كلًّا منهما، ثم تدمجهما؟",
      "Which sorting algorithm splits the array in two halves, sorts each, then merges them?",
    ),
    ["التَّرْتِيبُ بِالدَّمْج", "الفَرْزُ بِالدَّمْج", "merge sort", "Merge sort"],
    "ignoreDiacritics",
    t(
      "الترتيب بالدمج مثال على «فرّق تسد»: العلاقة $T(n) = 2T(n/2) + O(n)$ وحلها $O(n \\log n)$، ويحتاج ذاكرة إضافية $O(n)$.",
      "Merge sort is divide and conquer: $T(n) = 2T(n/2) + O(n)$, which solves to $O(n \\log n)$; it needs $O(n)$ extra memory.",
    ),
  ),
  shortText(
    { topic: "أساسيات بايثون", level: "easy" },
    t(
      "ما الكلمة المحجوزة التي تبدأ بها تعريف دالة في بايثون؟",
      "Which keyword starts a function definition in Python?",
    ),
    ["def"],
    "strict",
    t(
      "`def name(params):` ثم جسم الدالة بإزاحة. والدالة التي لا تنفذ `return` تعيد `None`.",
      "`def name(params):` followed by the indented body. A function that never runs `return` returns `None`.",
    ),
  ),
];
