# gametree 的 --help 的中文：键与英文的 locales/en/help.ftl 一一对应（有测试检查）。只有在用
# 英文以外的语言显示帮助时才会读取。术语见 gametree.ftl 开头的术语表。

cli-about =
    按教材的方式进行博弈树搜索并检查答案：在 YAML 写成的树上运行极小化极大、α-β 剪枝、期望极小化极大以及 Star1/Star2 机会节点剪枝
cli-after-help =
    示例：
      gametree eval trees/aima-fig5-2.yaml
      gametree eval -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}, {"{"}min: [14, 5, 2]{"}"}]' --json
      cat tree.yaml | gametree eval - --algo minimax

      gametree --lang zh trace trees/aima-fig5-2.yaml   # 中文

    退出码：0 成功，1 检查发现了错误的答案，2 输入或用法有误。
cli-arg-algo =
    搜索算法
cli-arg-all =
    显示全部内容，无论树有多大
cli-arg-answer-space =
    在题目卷每道题下画 N 条横线供作答
cli-arg-answers =
    答案文件或存放答案文件的文件夹，用它们而不是树的 `expect` 来检查；`-` 从标准输入读取一个答案文件
cli-arg-aspect =
    幻灯片上图片的形状：16:9、4:3，或宽与高之比，例如 1.5。拉开宽树的层与层之间的距离，直到图片成为这个形状（较窄的树则在两侧留白）；节点和文字大小不变，所以很宽的树会得到一张大图，幻灯片会把它缩小显示：用 --show-depth 少画几层
cli-arg-bank =
    页面中的树的数量
cli-arg-blank =
    题目：树的形状、叶节点的值和概率，内部节点留空
cli-arg-board =
    连子棋：棋盘写作 列数x行数（例如 5x4；最多 9 列，且 列数 × (行数 + 1) ≤ 64）
cli-arg-bounds =
    star1/star2 使用的叶节点界 L,U（覆盖文件中的 `bounds:`），例如 --bounds=-2,2
cli-arg-branching =
    每个内部节点的子节点数：一个数，或一个范围 MIN..MAX（分支数不均匀）
cli-arg-budget =
    访问这么多个节点后停止（一个每次运行结果都相同的“时钟”）；iddfs 给出最后一个完成的深度的走法
cli-arg-chance =
    带叶节点界的机会层（MAX、机会、MIN、机会……）；题目考 Star1（只写 `--chance`：各结果等可能）
cli-arg-chance-levels =
    另外加上带机会层的树（`--chance` 设定各结果的概率），用这个算法搜索：expectimax（默认）、star1 或 star2；页面于是可以选有或没有机会节点的树。--cutoffs 和 --deep 只对 star1 和 star2 的这些树提出要求
cli-arg-convention-sensitive =
    只要在 α ≥ β 时截断与在 α > β 时截断会得到不同被剪去叶节点的树
cli-arg-count =
    题目的数量
cli-arg-course =
    课程名，写在标题下方左侧，例如 --course 'CS 188'
cli-arg-cutoffs =
    只要搜索中至少有 N 次真正跳过了内容的截断的树
cli-arg-date =
    日期，照原样写在标题下方右侧，例如 --date '2026 年 5 月 12 日'
cli-arg-deep =
    只要有深层截断的树：截断发生在一个节点上，而它的界来自父节点以外的祖先
cli-arg-depth =
    深度限制：这一深度的节点用它们的 `eval:` 估值打分
cli-arg-eval =
    深度限制处的叶节点如何打分
cli-arg-eval-noise =
    给内部节点加上 `eval:` 估值：真实值加上至多 N 的误差（0：完全准确）。--order eval、--depth 和迭代加深都需要它
cli-arg-explain =
    四子棋：对该局面（或 --positions 中的每个局面）按技术逐个累加各求解一次，并打印每一步的节点数与时间表（每一步超过 --max-nodes 即停止）
cli-arg-expr =
    直接写出树本身，使用 YAML 流式写法：-e 'max: [{"{"}min: [3, 12]{"}"}, 5]'
cli-arg-fail-hard =
    fail-hard：把返回值限制在窗口 [α, β] 之内（默认：fail-soft）
cli-arg-file =
    树文件（YAML 或 JSON）；`-` 读取标准输入（有管道输入而没有给出 FILE 时也如此）
cli-arg-files =
    树文件或文件夹；与 --answers 一起用时，是答案所针对的那一棵树
cli-arg-first =
    谁先走：你（X）或引擎（X）
cli-arg-format =
    报告的格式：text、json、gradescope（Gradescope 的 results.json）或 csv（每个答案文件一行）
cli-arg-game =
    游戏
cli-arg-help =
    打印帮助（用 '--help' 查看更多）
cli-arg-help-long =
    打印帮助（用 '-h' 查看摘要）
cli-arg-help-plain =
    打印帮助
cli-arg-hide-pruned =
    略去搜索从未进入的子树；其上方的节点会说明隐藏了多少个子节点
cli-arg-html =
    写出一个练习页面（HTML），而不是在终端上提问
cli-arg-json =
    以 JSON 打印结果（约定的字段以及更多）
cli-arg-key =
    答案（默认）：值、界、被剪去的部分、剪断的边以及最佳路线
cli-arg-lang =
    所有给人看的输出所用的语言：`en` 或 `zh`（中文）。不给出时，由 LC_ALL、LC_MESSAGES、LANG 中第一个已设置的变量决定（zh_CN.UTF-8、zh_TW、zh：中文；其他：英文）。`--json`、DOT 和 `tikz` 的 LaTeX 始终是英文；`exam` 的试卷只在明确给出 `--lang zh` 时才是中文
cli-arg-max-leaves =
    叶节点多于这个数的树不会被选用（每棵树都必须放得进页面）
cli-arg-max-nodes =
    拒绝多于 N 个节点（展开后）的树，以免它占满内存：在默认值下，一棵树及其搜索可以放进 2 GiB
cli-arg-max-steps =
    拒绝多于 N 步（进入、叶节点、窗口变化、截断、返回……）的搜索：为了解释，这些步骤都保存在内存中，每步约 64 字节
cli-arg-min-root =
    根节点是 MIN 节点（默认是 MAX 节点）
cli-arg-min-time =
    每次运行都重复搜索，直到过去这么多秒
cli-arg-name-line =
    在题目卷顶部留出填写学生姓名和学号的横线
cli-arg-no-anticipation =
    四子棋：搜索前不检测被迫的走法和必输的走法
cli-arg-no-bitboard =
    四子棋：在一般的游戏状态上做普通的 α-β 搜索（不用位棋盘，也不用其他技术）
cli-arg-no-deep-cutoffs =
    不带深层截断的 α-β（Knuth 与 Moore 的 F1）：每个子节点只拿到父节点自己的最佳值作为界，所以一个节点只会因父节点而截断
cli-arg-no-null-window =
    四子棋：用全窗口做一次 α-β 搜索，而不是对分数做多次零窗口搜索
cli-arg-no-pdf =
    只写出 .tex 文件，即使装有 pdflatex
cli-arg-no-symmetry =
    四子棋：不合并互为镜像的局面
cli-arg-no-table =
    四子棋：不用置换表
cli-arg-no-title =
    不在树的上方写标题（树名、约定、值、叶节点计数和图例）
cli-arg-nodes =
    与 --json 一起用：还给出每个节点的值和界（树大时输出很大）
cli-arg-order =
    搜索子节点的顺序（叶节点编号不变）
cli-arg-output =
    写入这个文件而不是标准输出。除非给出 --format，否则由文件扩展名（.dot、.gv、.svg、.png、.pdf）决定格式
cli-arg-points =
    每道题的分值，写在每道题旁，总分写在卷头
cli-arg-position =
    从这个局面开始，而不是从头开始。井字棋：按行写出九个格子（'XX.O.....'）；连子棋：到目前为止下过的列（'3 3 2'）；骰子赛跑：两个格子以及轮到谁走（'3,5' 或 '3,5,B'）
cli-arg-positions =
    四子棋：在一个进程中求解 FILE 中每行一个的局面（`-`：标准输入），对每个局面打印 `P SCORE`。一行是走法序列，后面可以跟预期的分数（`4453 -2`）：不带空格写出的局面，然后是一个空格和分数。以 `#` 开头的行会被跳过
cli-arg-practice =
    练习页面：要填写的树（值、界、被剪去的叶节点，以及可选的窗口）和检查按钮，带提示，并以步进器作为解答
cli-arg-quiet =
    不提及没有 `expect` 块的文件
cli-arg-rankdir =
    布局：tb 把根节点放在顶部，lr 放在左侧（适合又宽又浅的树）
cli-arg-repeat =
    每个算法运行的次数；显示其中位数
cli-arg-root-branching =
    每道题根节点的子节点数（默认：每道题从 2..4 中抽取，只取放得下 --max-leaves 的值，使一套题各不相同）
cli-arg-root-reset =
    根节点的每个子节点都用根节点的初始窗口搜索（α 不在子节点间传递）
cli-arg-rubric =
    每类项的分数、每份答案都要评分的项、顺延得分（follow-through）的比例（YAML；见 docs/guide.md 的 "Grading a class"）。不给出时，使用树的 `expect` 块中的 `points`，或每个作答的项 1 分
cli-arg-seed =
    随机种子：相同的种子和选项给出相同的试卷
cli-arg-shell =
    要为之写补全的 shell
cli-arg-show-depth =
    只显示到深度 N 的树（根节点的深度为 0）。默认情况下，大树显示到能让视图保持较小的最深深度，并在末尾一行说明省略了什么。（这不是搜索的深度限制：那是 --depth。）
cli-arg-standalone =
    完整的 LaTeX 文档（standalone 文档类），而不是供 \input 的片段
cli-arg-strict =
    只在 α > β 时截断（伯克利 CS188 的规则），而不是在 α ≥ β 时
cli-arg-subcommand =
    某个子命令的手册页（gametree-trace(1) 等），而不是主页面
cli-arg-symmetry =
    在每一层合并在棋盘对称下相同的局面（用 YAML 锚点和别名写成的有向无环图）。不适用于骰子赛跑
cli-arg-table-mb =
    四子棋：置换表的大小，单位 MiB（1–4096；向下取到 2 的幂）
cli-arg-target =
    骰子赛跑：终点格（2–30）
cli-arg-think =
    四子棋：在不能确定能解出的局面上（下了不到 12 步），引擎可以思考的秒数
cli-arg-time =
    增加一列，给出每次搜索的时间：即 `gametree bench` 所计时的普通搜索（3 次、每次至少 0.05 秒的运行的中位数）
cli-arg-title =
    两份试卷的标题（默认：Game-tree search），例如 --title '期中考试'
cli-arg-tolerance =
    对于来自机会节点平均的值，接受与之绝对差不超过这个数的答案，而不用舍入规则（不给出时：有两位或更多小数的答案，只要等于该值舍入到这些位数的结果就算对，例如 7/3 写作 `2.33`）。从树中读出的数总是精确比较
cli-arg-tt =
    使用置换表：再次遇到的局面（共享的子树）直接查表
cli-arg-values =
    叶节点的值：L..U 之间的整数
cli-arg-verbose =
    打印每一项，答对的也打印
cli-arg-version =
    打印版本
cli-arg-vs-algo =
    A 的算法（默认：与 B 相同）
cli-arg-vs-bounds =
    A 的叶节点界 L,U（默认：与 B 相同）
cli-arg-vs-budget =
    A 的节点预算（默认：与 B 相同）
cli-arg-vs-depth =
    A 的深度限制（默认：与 B 相同）
cli-arg-vs-fail-hard =
    A 返回 fail-hard 的值
cli-arg-vs-no-deep-cutoffs =
    A 只因父节点的界而截断（无深层截断）
cli-arg-vs-order =
    A 的子节点顺序（默认：given）
cli-arg-vs-root-reset =
    A 的根节点的每个子节点都用根节点的初始窗口搜索
cli-arg-vs-strict =
    A 只在 α > β 时截断
cli-arg-vs-tt =
    A 使用置换表
cli-arg-windows =
    在进入每个节点的边上，显示搜索进入该节点时的窗口 (α, β)
cli-bench-about =
    为普通搜索计时：只加载一次树，然后给出每个算法每次搜索的中位时间，以及访问的节点数、求值的叶节点数和每个节点的纳秒数
cli-bench-after-help =
    示例：
      gametree bench big.yaml                            # alphabeta、minimax（机会树另加机会算法）
      gametree bench big.yaml --algo alphabeta --repeat 9 --min-time 0.5
      gametree bench chance.yaml --algo expectiminimax,star1 --json
      gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml && gametree bench big.yaml

    树只加载一次（其加载时间单独显示）；每个算法先搜索一次用来预热，然后计时：一次运行重复搜索直到过去 --min-time 再取平均，显示的时间是 --repeat 次运行的中位数。搜索不带观察者，就像 `eval` 在生成视图之前那样运行；计数是搜索本身的计数。时间随机器及其负载而变：只比较同一次运行中得到的数字。
cli-bench-arg-algo =
    要计时的算法（可重复，或用逗号分隔；默认：alphabeta 和 minimax，在有机会节点的树上是 alphabeta、expectiminimax、star1 和 star2）
cli-bench-arg-json =
    每个算法打印一个 JSON 对象：algorithm、seconds、nodes_visited、leaves_evaluated、load_seconds（以及 ns_per_node、各次运行和约定）
cli-bench-arg-order =
    搜索子节点的顺序
cli-check-about =
    检查答案：用树文件的 `expect` 块检查它们，或用一棵树检查答案文件。每个错误的项都用决定它的那一步搜索来解释
cli-check-after-help =
    示例：
      gametree check trees/                        # 用公布的答案检查整个树库
      gametree check trees/aima-fig5-2.yaml -v     # 每一项，答对的也列出
      gametree check tree.yaml --answers alice.yaml
      gametree check tree.yaml --answers submissions/ --json
      cat alice.yaml | gametree check tree.yaml --answers -
      gametree check tree.yaml --answers submissions/ --rubric rubric.yaml --format csv > grades.csv
      gametree check tree.yaml --answers submission.yaml --format gradescope > results.json
      gametree check tree.yaml --answers submissions/ --strict   # 每个文件都按 α > β 评分
      gametree check test_cases/q3/0-small-tree.test  # CS188 测试，对照其 .solution

    答案文件的内容与 `expect` 块相同（一个块或一个列表）：
      algorithm: alphabeta      # 以及 strict、fail_hard、root_reset、no_deep_cutoffs、order、depth、bounds、tt
      value: 3
      best: B                   # 根节点某个子节点的 id 或路径
      pruned: [5, 6]            # 叶节点编号、id 或路径（或 "5-6"）
      evaluated: 7              # 搜索求值的叶节点个数
      evaluation_order: "1-4, 7-9"  # 按搜索求值顺序排列的叶节点
      values: {"{"}B: 3, C: "<=2"{"}"} # 精确值，或在搜索截断处的界
      windows: {"{"}C: [3, inf]{"}"}    # 进入每个节点时的 (alpha, beta)
      intervals: {"{"}C: [-2, 1]{"}"}   # star1/star2 在机会节点证明出的区间

    课程的约定（--algo、--strict、--order 等选项，评分细则的 `conventions:`，或树的
    `expect`，依此优先）对每个答案文件都适用；文件自己写了别的约定时，按课程的约定评分，
    报告中会说明。

    退出码：0 所有答案都对，1 有答案错误（或答案文件无法读取），2 输入有误（树、评分细则或选项）。
cli-check-heading-algo =
    每个答案文件评分时采用的约定
cli-check-arg-json =
    以 JSON 打印报告（与 --format json 相同）
cli-check-arg-max-nodes =
    拒绝多于 N 个节点（展开后）的树，以免它占满内存
cli-compare-about =
    在一棵树上运行所有适用的算法和子节点顺序：值、求值的叶节点数、访问的节点数，以及均匀树的 Knuth–Moore 最小值
cli-compare-after-help =
    示例：
      gametree compare trees/aima-fig5-2.yaml
      gametree gen --depth 6 --branching 3 --eval-noise 2 | gametree compare -
      gametree compare trees/aima-chance-fig5-19-bounded.yaml
      gametree compare tree.yaml --algo alphabeta --algo pvs     # 只比较这两个
      gametree compare tree.yaml --order given,best --json
      gametree compare big.yaml --algo alphabeta,pvs,mtdf --time   # 并给出用时

    --algo（可重复，或用逗号分隔）选择两张表的行；--order 选择第二张表的子节点顺序。其他所有约定选项都作用于每一次搜索。
cli-compare-arg-algo =
    只用这些算法（可重复，或用逗号分隔；默认：所有适用于这棵树的算法）
cli-compare-arg-json =
    以 JSON 打印这些表
cli-compare-arg-order =
    子节点顺序表中只用这些顺序（可重复，或用逗号分隔；默认：所有适用的顺序）
cli-completions-about =
    把 shell 补全脚本（bash、zsh、fish、powershell、elvish）打印到标准输出
cli-completions-after-help =
    示例：
      gametree completions bash > ~/.local/share/bash-completion/completions/gametree
      gametree completions zsh > ~/.zfunc/_gametree       # 并在 ~/.zshrc 中写 fpath+=(~/.zfunc)
      gametree completions fish > ~/.config/fish/completions/gametree.fish
      gametree completions powershell >> $PROFILE
      gametree completions elvish >> ~/.config/elvish/rc.elv

    之后打开一个新的 shell；`gametree <TAB>` 就会列出子命令和选项。
cli-diff-about =
    比较同一棵树的两次搜索：A（默认约定，或 --vs-… 选项）与 B（给出的选项）：值、最佳走法、被剪去的叶节点，以及每个节点的值或界
cli-diff-after-help =
    示例：
      gametree diff trees/aima-fig5-2.yaml --strict          # CS188 规则与经典规则
      gametree diff tree.yaml --strict --fail-hard
      gametree diff tree.yaml --order reversed
      gametree diff tree.yaml --root-reset --json
      gametree diff trees/aima-chance-fig5-19-bounded.yaml --algo star1 --vs-algo alphabeta
      gametree diff tree.yaml --strict --fail-hard --vs-strict   # fail-hard 与 fail-soft 对比，两边都严格

    B 像其他命令一样使用给出的选项。A 是默认约定（α ≥ β 时截断、fail-soft、α 在根的子节点间传递、文件中的顺序、文件中的界、无深度限制、无置换表、无预算），算法与 B 相同；每个 --vs-… 选项设定 A 的同名约定。
cli-diff-arg-json =
    以 JSON 打印两次的结果及其差别
cli-diff-heading-vs-algo =
    A（默认约定加上 B 的算法，除非以下选项另有设定）
cli-dot-about =
    把搜索过的树画成 Graphviz 的 DOT、SVG 或 PNG
cli-dot-after-help =
    示例：
      gametree dot trees/aima-fig5-2.yaml -o fig.dot          # DOT 文本：无需安装
      gametree dot trees/aima-fig5-2.yaml -o fig.svg          # SVG，格式由扩展名定
      gametree dot trees/aima-fig5-2.yaml -o fig.png --windows
      gametree dot trees/aima-chance-fig5-19-bounded.yaml --algo star1 --format svg > star1.svg
      gametree dot big.yaml --hide-pruned --rankdir lr | dot -Tpdf -o big.pdf
      gametree dot big.yaml --show-depth 3 -o top.svg         # 大树的最上面三层
      gametree dot wide.yaml --aspect 16:9 -o slide.png       # 适合 16:9 幻灯片的形状

    大树画到能让图保持在约 1,500 个节点的最深深度（Graphviz 排版这么多节点需要一两秒；几万个节点则要几分钟）：图停止处的节点会说明其下方有多少个节点没有画出，标题会说明如何画出更多（--show-depth N，或用 --all 画出所有节点）。

    图中：MAX ▲（三角形），MIN ▼（倒三角形），机会节点 ○（圆形），叶节点 □（方框）；每个节点显示它的值，或在搜索截断处显示它的界（≥ 5、≤ 2）。灰色虚线：被剪去，从未搜索（点线：在深度限制之下）。红色的边：引起截断的值，并附上原因。粗线：主要变例。从机会节点出发的边标有概率；用 --windows 时，每条边还标有搜索进入下方节点时的窗口 (α, β)。

    SVG、PNG 和 PDF 需要运行 Graphviz 的 `dot`（https://graphviz.org/download/；Debian/Ubuntu：apt-get install graphviz；macOS：brew install graphviz）。GAMETREE_DOT 可以指定另一个程序。
cli-dot-arg-format =
    输出格式：DOT 文本（默认），或用 Graphviz 生成的 SVG、PNG 或 PDF
cli-dot-arg-hide-pruned =
    略去搜索从未进入的子树（被剪去的，或在深度限制之下的）；通向其上方节点的边上列出略去的叶节点
cli-eval-about =
    求值一棵树：根节点的值、最佳走法、主要变例和被剪去的叶节点
cli-eval-after-help =
    示例：
      gametree eval trees/aima-fig5-2.yaml
      gametree eval trees/aima-fig5-2.yaml --algo minimax
      gametree eval -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}]' --json
      gametree eval tree.yaml --json --nodes      # 还给出每个节点的值和界
      gametree eval big.yaml --time              # 载入和搜索用时
      gametree eval chance.yaml --algo star1 --bounds=-2,2
cli-eval-arg-time =
    另外给出这次运行载入树和搜索各用的时间（搜索即 eval 所运行的、记录每个访问节点结果的搜索；不含写出结果）。与 --json 一起用时："timing": {"{"}"load_seconds", "search_seconds"{"}"}
cli-exam-about =
    试卷：适合出 α-β 剪枝题的随机树，附答案（LaTeX、PDF）
cli-exam-arg-algo =
    题目考什么：α-β 剪枝（用 --chance 时为 Star1），或蒙特卡洛树搜索下一步的 UCB1 选择
cli-exam-value-alphabeta =
    α-β 剪枝（用 --chance 时为 Star1）：值、最佳走法、被剪去的叶节点
cli-exam-value-mcts =
    蒙特卡洛树搜索：UCB1 在某个节点接下来选择哪个子节点，以及它的值
cli-exam-after-help =
    示例：
      gametree exam --seed 1 --count 4 -o exam/        # exam.tex、key.tex、q1.yaml…及 PDF
      gametree exam --seed 7 --count 3 --depth 4 --branching 2 --values 0..20 -o week5/
      gametree exam --seed 2 --count 2 --convention-sensitive -o strict/
      gametree exam --seed 3 --count 2 --chance -o star1/
      gametree exam --seed 4 --count 8 --root-branching 3 -o three/   # 每个根节点都有三个走法
      gametree exam --seed 5 --title 'Midterm 1' --course 'CS 188' --date '12 May 2026' \
          --name-line --points 5 --answer-space 4 -o midterm/
      gametree --lang zh exam --seed 1 --count 4 -o zh/  # 中文试卷（需要 TeX 的 CJK 宏包）
      gametree exam --algo mcts --seed 1 --count 4 -o uct/  # 下一步的 UCB1 选择
      gametree check exam/                              # 每份答案都与搜索一致

    每道题至少有一次 α-β 截断和一次深层截断（截断发生在一个节点上，而它的界来自父节点以外的祖先），根节点只有一个最佳走法，并且无论在 α ≥ β 还是只在 α > β 时截断，被剪去的叶节点都相同（--convention-sensitive 则要两者不同的树）。用 --chance 时，树有机会层和叶节点界，题目考 Star1，而且 Star1 必须剪去一些东西。内部节点按广度优先标为 A、B、……；叶节点编号。一套题中根节点有 2 到 4 个子节点（只取放得下 --max-leaves 的数目；--root-branching 可以固定它），最佳走法落在不同的子节点上，没有哪个子节点是一半以上题目的答案。

    用 --algo mcts 时，每道题给出蒙特卡洛树搜索经过若干次迭代后在某个节点的情况（它的访问次数，每个子节点的访问次数和回报总和），问 UCB1 接下来选择哪个子节点及其 UCB1 值；各子节点的值至少相差 0.01。

    文件夹中会有 exam.tex（题目，空白的树）、key.tex（答案，每题附一段解题说明）、q1.yaml……（每棵树，其答案写在 `expect` 中，所以 `gametree check DIR` 可以检查它们，`gametree check DIR/q1.yaml --answers …` 可以给学生评分），以及在装有 pdflatex 时的 exam.pdf 和 key.pdf（GAMETREE_PDFLATEX 可以指定另一个程序）。相同的种子和选项给出逐字节相同的文件。
cli-exam-arg-depth =
    根节点以下的层数（深层截断至少需要 4 层）
cli-exam-arg-output =
    写入的文件夹（不存在时会创建）
cli-game-about =
    把一个游戏的树（井字棋、连子棋、骰子赛跑）导出为树文件
cli-game-after-help =
    示例：
      gametree game ttt --depth 2                        # 教程的深度 2 树，连线估值
      gametree game ttt --position 'XX.O.....' | gametree eval -
      gametree game ttt --symmetry -o ttt.yaml           # 整个游戏：765 个局面
      gametree game ttt --depth 2 | gametree show -
      gametree game connect3 --depth 4 --eval win
      gametree game dice --target 6 --depth 2 | gametree eval - --algo star2

    节点 id 是通往它的走法（X5-O1-X9：格子 1-9 按行编号；连子棋：列）。结束的对局得分 ±(W − 步数)，W = 100（平局为 0），超出任何启发式的值。用 --symmetry 时，每一层中在棋盘对称（以及换序）下相同的局面会被合并，用 YAML 锚点（&X1）只写一次，之后写作别名（*X1）；这个文件读起来仍是完整的树。
cli-game-arg-depth =
    根节点以下的步数（机会步不计）；默认：直到对局结束
cli-game-arg-max-nodes =
    拒绝不同节点多于这个数的树
cli-game-arg-output =
    写入这个文件而不是标准输出
cli-gen-about =
    生成一个随机树文件，由种子决定、可以重现（用于练习和基准测试）
cli-gen-after-help =
    示例：
      gametree gen --depth 3 --branching 2..3 --seed 7
      gametree gen --depth 4 --branching 3 --chance uniform --values=-2..2
      gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml   # 1,048,576 叶节点
cli-gen-arg-chance =
    在决策层之间加入机会层：子节点等可能，或带权重（只写 `--chance`：uniform）
cli-gen-arg-depth =
    根节点以下的层数；叶节点都在这一深度
cli-gen-arg-max-nodes =
    拒绝生成多于这个数的节点（在生成任何东西之前，先计算分支数最多可能给出的节点数）。默认值是其他命令在没有自己的 --max-nodes 时能读入的最大值，所以 `gen` 生成的树它们都能接受
cli-gen-arg-output =
    写入这个文件而不是标准输出
cli-gen-arg-seed =
    随机种子：相同的种子给出相同的树
cli-help-about =
    打印这条信息，或给定子命令的帮助
cli-html-about =
    一个自包含的 HTML 页面，逐步演示搜索过程：前进、后退、播放
cli-html-after-help =
    示例：
      gametree html trees/aima-fig5-2.yaml -o fig5-2.html
      gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 -o star1.html
      gametree html trees/derived-star2-probe.yaml --algo star2 -o probes.html
      gametree html tree.yaml --strict > trace.html
      gametree html trees/mcts-shallow-trap.yaml --algo mcts --iterations 500 -o mcts.html
      gametree html trees/aima-fig5-2.yaml --practice -o practice.html
      gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 --practice -o star1.html

    用任何浏览器打开这个文件；它不需要网络。按键：← → 单步，Home / End，空格播放。在地址后加上 #step=12，打开时就停在第 12 步（#step=end 为搜索结束时）。用 --algo mcts 时，步骤是各次迭代的选择（每个子节点的 UCB1）、扩展、模拟和回传：前 100 次迭代逐步显示，然后显示最后一次迭代之后的搜索树；PageUp / PageDown 一次走一整个迭代。用 --practice 时，页面改为提问：填写每个内部节点的值或界，勾选被剪去的叶节点，然后按“检查”；判定和解释与 `gametree check` 相同。
cli-html-arg-output =
    把页面写入这个文件而不是标准输出
cli-man-about =
    把手册页（roff）打印到标准输出：主页面，或某个子命令的页面
cli-man-after-help =
    示例：
      gametree man | man -l -                                   # 现在就阅读
      gametree man > ~/.local/share/man/man1/gametree.1         # 然后：man gametree
      gametree man trace > ~/.local/share/man/man1/gametree-trace.1
cli-play-about =
    在终端上与引擎对弈（也可以用管道输入）
cli-play-after-help =
    示例：
      gametree play ttt
      gametree play connect4 --board 7x6 --position 44444432
      gametree play connect4 --board 7x6 --first engine --think 2
      gametree play connect4 --first engine --depth 6
      printf '5\n1\n9\n' | gametree play ttt       # 脚本输入：每行一步

    输入一个格子（井字棋，1-9）或一列（连子棋，1-N）并回车；`quit` 结束。在井字棋和三子棋中，引擎下得完美。在四子棋中，它使用四子棋求解器：下满 12 步后完美对弈（在 7×6 上通常在一秒之内）；在此之前，如果能在 --think 的一半时间内解出就解出，否则在 --think 时间内用逐步加深的搜索下出找到的最佳走法，并说明这一步未经证明。--depth N 则改用向前看 N 步的普通搜索。值从 X 的角度计：±(W − 步数) 表示 X 或 O 在那一步获胜（小棋盘上 W = 100，7×6 上为 1000），0 为平局。输入结束时对局正常结束。
cli-play-arg-board =
    连子棋：棋盘写作 列数x行数（例如 7x6）
cli-play-arg-depth =
    引擎向前看的步数（默认：ttt 和 connect3 完美对弈，connect4 使用四子棋求解器）
cli-play-arg-position =
    从这个局面开始（写法同 `solve`）：轮到谁走就由谁走
cli-play-arg-table-mb =
    四子棋：置换表的大小，单位 MiB（1–4096）
cli-play-value-connect3 =
    4×4 棋盘上的三子棋
cli-play-value-connect4 =
    5×4 棋盘上的四子棋
cli-play-value-ttt =
    井字棋
cli-practice-about =
    一个装有一批随机树的练习页面：点一下换一棵树，难度可选
cli-practice-after-help =
    示例：
      gametree practice -o practice.html
      gametree practice --depth 2..4 --bank 200 --seed 7 -o bank.html
      gametree practice --depth 3 --branching 3 --cutoffs 2 --deep -o hard.html
      gametree practice --algo star1 --chance weighted --depth 2 -o star1.html
      gametree practice --chance-levels --depth 2..3 -o chance.html
      gametree practice --strict --order reversed --bank 20 -o cs188.html

    页面一次显示一棵树；“换一棵树”转到页面中所选难度（深度、分支数、截断次数、深层截断、机会节点）的下一棵树。用 --chance-levels 时每个深度除了没有机会层的树，还有带机会层的树，各用适合的算法搜索。每个判定都与 `gametree check` 相同，在生成页面时写入；进度（已完成的树、一次做对、连续做对）保存在浏览器中。每棵树都显示它的种子和重新生成它的命令；相同的种子和选项给出相同的页面。
cli-practice-arg-algo =
    题目考的内容：alphabeta、minimax、star1、star2 或 expectimax
cli-practice-arg-chance =
    在决策层之间加入机会层，以叶节点的值作为界（用于 Star1 和 Star2；只写 `--chance`：各结果等可能）。--algo star1、star2 和 expectimax 隐含此选项
cli-practice-arg-depth =
    根节点以下的层数：一个数，或者范围 MIN..MAX，页面中有其中每个深度的树，可在页面中选择
cli-practice-arg-no-deep-cutoffs =
    不带深层截断的 α-β：每个子节点只拿到父节点自己的界
cli-practice-arg-output =
    把页面写入这个文件，而不是标准输出
cli-practice-arg-seed =
    随机种子（默认：取自时钟的纳秒数和进程号）；页面显示每棵树自己的种子
cli-practice-arg-strict =
    只在 α > β 时截断（伯克利 CS188 的规则）
cli-quiz-about =
    解一棵随机树：先问根节点的值和被剪去的叶节点，再讲解
cli-quiz-after-help =
    示例：
      gametree quiz
      gametree quiz --depth 4 --branching 2 --seed 7
      printf '3\n5 6\n' | gametree quiz --seed 7       # 脚本作答
      gametree quiz --strict --order reversed          # 约定会改变被剪去的叶节点
      gametree quiz --html --count 5 --seed 3 -o set.html
      gametree quiz --html --count 5 --bank 0 -o fixed.html   # 不能换树
      gametree quiz --html --count 8 --depth 4 --branching 2..3 --cutoffs 2 --deep -o hard.html
      gametree quiz --html --count 4 --algo star1 --chance weighted --depth 3 -o star1.html

    先回答根节点的值，再用叶节点编号回答 α-β 剪枝从不求值的叶节点（`5 6` 或 `5,6`；`none`）。判定与 `gametree check` 相同，每个错误的项都有解释。退出码：0 全对，1 有错，2 输入有误；输入结束时测验结束（退出码 0）。用 --html 时不提问：页面中有 --count 棵树，可以在浏览器中填写和检查（判定与 `gametree check` 相同）；“换一棵树”从 --bank 棵用相同选项生成的后备树中换上同样多的树（每棵都显示它的种子和重新生成它的命令）；相同的种子和选项给出相同的页面。
cli-quiz-arg-algo =
    题目考的内容：alphabeta、minimax、star1、star2 或 expectimax
cli-quiz-arg-bank =
    页面为“换一棵树”另外带的树的数量（与 --html 一起用；默认 50，0 表示不带）
cli-quiz-arg-chance =
    在决策层之间加入机会层，以叶节点的值作为界（用于 Star1 和 Star2；只写 `--chance`：各结果等可能）。--algo star1、star2 和 expectimax 隐含此选项
cli-quiz-arg-count =
    页面中树的数量（与 --html 一起用）
cli-quiz-arg-depth =
    根节点以下的层数；叶节点都在这一深度
cli-quiz-arg-no-deep-cutoffs =
    不带深层截断的 α-β：每个子节点只拿到父节点自己的界
cli-quiz-arg-output =
    把页面写入这个文件而不是标准输出（与 --html 一起用）
cli-quiz-arg-seed =
    随机种子（默认：取自时钟和进程号，并会显示出来，以便重做这次测验）
cli-quiz-arg-strict =
    只在 α > β 时截断（伯克利 CS188 的规则）
cli-show-about =
    在终端上画出树：每个节点的值或界，标出被剪去的部分，并突出显示最佳路线
cli-show-after-help =
    示例：
      gametree show trees/aima-fig5-2.yaml
      gametree show trees/aima-fig5-2.yaml --algo minimax
      gametree show -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}]' --order reversed
      gametree show tree.yaml --json             # 每个节点及其父节点、值和标记
      gametree show big.yaml --show-depth 3 --hide-pruned   # 大树上部的已搜索部分
      gametree show big.yaml --all                          # 所有节点，无论多少

    大树画到能让图保持在约 2,000 行的最深深度；末尾一行说明省略了多少。
cli-show-arg-json =
    以 JSON 打印树：先是结果，然后是每个节点及其父节点、值或界，以及它是否被剪去、是否在最佳路线上
cli-solve-about =
    求解一个游戏：它的值、最佳走法，以及极小化极大和 α-β 剪枝的节点数
cli-solve-after-help =
    示例：
      gametree solve ttt                        # 值为 0；549,946 个节点，255,168 局
      gametree solve ttt --position 'XX.O.....'
      gametree solve connect3
      gametree solve dice --target 8 --json
      gametree solve connect4 --board 7x6 --position 4453
      gametree solve connect4 --board 7x6 --positions positions.txt --json
      gametree solve connect4 --board 7x6 --position 263443174427244671517662 --explain
      gametree solve connect4 --board 7x6 --position 263443174427244671517662 --no-table

    值来自一个精确的求解器（带置换表的 α-β 搜索，局面按对称归并）。普通的极小化极大和普通的 α-β 也会运行，以给出它们的节点数，约定与 `gametree eval` 相同（fail-soft、α ≥ β 时截断、按游戏的顺序走、机会节点之下用全窗口）；每个都在超过 --max-nodes 时停止。

    connect4 有自己的求解器（位棋盘、存放精确/下界/上界条目的固定大小置换表、威胁排序、对分数的零窗口搜索、检测被迫和必输的走法、对称），每种技术都有开关。它的分数从轮到走的一方计：0 为平局，s > 0 为获胜，且获胜的那一子是胜方的第（格子数的一半 + 1 − s）子，−s 为同样快的失败。
cli-solve-arg-json =
    以 JSON 打印结果
cli-solve-arg-max-nodes =
    普通极小化极大和普通 α-β 在超过这么多个节点时停止（默认 20,000,000），精确求解器在置换表将存放多于这么多个局面时停止，--explain 的每一步也是；四子棋求解器只在给出此选项时才会停止
cli-solve-arg-order =
    四子棋：尝试走法的顺序
cli-solve-value-given =
    从左到右的各列
cli-tikz-about =
    把树写成 LaTeX 图（TikZ）：题目或答案
cli-tikz-after-help =
    示例：
      gametree tikz trees/aima-fig5-2.yaml > fig.tex          # 答案，供 \input{"{"}fig{"}"}
      gametree tikz trees/aima-fig5-2.yaml --blank -o question.tex
      gametree tikz trees/aima-fig5-2.yaml --key --windows --standalone -o key.tex && pdflatex key.tex
      gametree tikz trees/aima-chance-fig5-19-bounded.yaml --algo star1 --standalone

    图中：MAX △，MIN ▽，机会节点 ○，叶节点在方框中，下方是叶节点编号，机会节点下方的边上标有概率。答案（默认）写出每个节点的值，或在搜索截断处写出它的界（≤ 2、≥ 5）；灰色虚线：被剪去，从未搜索；截断跳过的每条边上画一道红色的 ‖，引起截断的值所在的边为红色；粗线：最佳路线。空白题目的布局相同，但内部节点留空：任何地方都没有内部节点的值或界。

    片段需要 \usepackage{"{"}tikz{"}"}（TeX Live；Debian：texlive-pictures）；--standalone 写出可供 pdflatex 编译的完整文档。
cli-tikz-arg-output =
    写入这个文件而不是标准输出
cli-tikz-arg-windows =
    与答案一起用：在每个内部节点旁写出进入它时的窗口 (α, β)
cli-trace-about =
    逐步显示搜索：一张表，列出每一次进入、叶节点、α/β 的变化、截断（并用平白的话说明原因）、机会节点区间和返回
cli-trace-after-help =
    示例：
      gametree trace trees/aima-fig5-2.yaml
      gametree trace trees/aima-fig5-2.yaml --strict --fail-hard
      gametree trace trees/aima-chance-fig5-19-bounded.yaml --algo star1
      gametree trace tree.yaml --json          # 以数据形式给出同样的步骤
      gametree trace big.yaml --show-depth 2   # 只显示最上面两层的步骤
      gametree trace big.yaml --all            # 所有步骤，无论多少

    在大树上，这张表保留能放进约 2,000 行的最深深度上的步骤；`…` 行标出省略步骤之处，末尾一行给出省略的数目。
cli-trace-arg-json =
    以 JSON 打印这些步骤（所有步骤，不受 --show-depth 影响）
cli-value-alphabeta =
    α-β 剪枝；机会节点之下用全窗口
cli-value-bash =
    Bash
cli-value-best =
    最好的子节点先搜，按真实的极小化极大值（一种“神谕”：最小树）
cli-value-centre =
    先中间，再向两边交替
cli-value-connect3 =
    4×4 棋盘上的三子棋，4 列 4 行（或用 --board）
cli-value-connect4 =
    5×4 棋盘上的四子棋，5 列 4 行（或用 --board）
cli-value-csv =
    每个答案文件一行
cli-value-dice =
    到达终点的骰子赛跑：走 2 格，或掷一个骰子（机会节点）
cli-value-dot =
    Graphviz 的 DOT 文本
cli-value-elvish =
    Elvish
cli-value-engine =
    引擎（你执 O）
cli-value-eval =
    按每个子节点的 `eval:` 估值
cli-value-expectiminimax =
    期望极小化极大：机会节点取平均，不剪枝
cli-value-fish =
    Fish
cli-value-given =
    文件中的顺序，从左到右
cli-value-gradescope =
    Gradescope 自动评分器的 `results.json`
cli-value-human =
    你（你执 X）
cli-value-iddfs =
    迭代加深的 α-β，先搜上一轮的主要变例（--budget 使它停止）
cli-value-json =
    以 JSON 给出报告，带分数
cli-value-lines =
    游戏的启发式：连线的 3·X2 + X1 − (3·O2 + O1)（骰子赛跑则为领先的格数）
cli-value-lr =
    从左到右：根节点在左侧
cli-value-minimax =
    普通的极小化极大（在机会节点上为期望极小化极大），不剪枝
cli-value-mtdf =
    MTD(f)：从初始猜测出发做零窗口测试，带置换表
cli-value-negamax =
    负极大值（negamax）形式的 α-β：trace 中每个值都从轮到走的一方来看
cli-value-pdf =
    用 Graphviz 生成的 PDF
cli-value-png =
    用 Graphviz 生成的 PNG
cli-value-powershell =
    PowerShell
cli-value-pvs =
    主要变例搜索（NegaScout）：零窗口，fail high 时重新搜索
cli-value-reversed =
    从右到左
cli-value-sss =
    SSS*（即 MT-SSS*）：从上方做零窗口测试，带置换表
cli-value-star1 =
    Ballard 的 Star1：根据叶节点界在机会节点处截断
cli-value-star2 =
    Ballard 的 Star2：在规则的机会节点上加上探测阶段的 Star1
cli-value-svg =
    用 Graphviz 生成的 SVG
cli-value-tb =
    从上到下：根节点在顶部
cli-value-text =
    给人看：每个文件一份报告，文件多时为一张表和班级汇总
cli-value-threats =
    按一步棋给自己留下的可获胜格子数，相同时先中间（默认）
cli-value-ttt =
    井字棋（格子 1–9 按行编号）
cli-value-uniform =
    各结果等可能
cli-value-weighted =
    随机概率，写成分数
cli-value-win =
    0：只有结束的对局才计分
cli-value-worst =
    最差的子节点先搜，按真实的极小化极大值（最大树）
cli-value-worstcase =
    把每个机会节点当作 MIN 节点的 α-β（把骰子当作对手）
cli-value-zsh =
    Zsh
cli-arg-exploration =
    UCB1 的探索常数 C（默认 √2 ≈ 1.414）
cli-arg-final-rule =
    如何推荐走法：访问次数最多的根子节点，或平均值最好的
cli-arg-iterations =
    迭代次数，每次向搜索树加入一个节点（默认 1000，最多 100,000,000）
cli-eval-heading-iterations =
    蒙特卡洛树搜索（--algo mcts）
cli-value-mcts =
    蒙特卡洛树搜索（UCT）：随机模拟，UCB1 选择（eval、trace、show、html、bench）
cli-value-most-visited =
    访问次数最多的根子节点（相同时按文件顺序）
cli-value-value =
    对轮到走的一方平均值最好的根子节点
cli-eval-arg-seed =
    随机数生成器的种子：相同的种子给出相同的搜索（默认 1）
cli-trace-arg-seed =
    随机数生成器的种子：相同的种子给出相同的搜索（默认 1）
cli-trace-heading-iterations =
    蒙特卡洛树搜索（--algo mcts）
cli-show-arg-seed =
    随机数生成器的种子：相同的种子给出相同的搜索（默认 1）
cli-show-heading-iterations =
    蒙特卡洛树搜索（--algo mcts）
cli-html-arg-seed =
    随机数生成器的种子：相同的种子给出相同的搜索（默认 1）
cli-html-heading-iterations =
    蒙特卡洛树搜索（--algo mcts）
cli-efg-about =
    把树写成 Gambit 扩展式博弈文件（.efg），供 Gambit 和 OpenSpiel 读取
cli-efg-after-help =
    示例：
      gametree efg trees/aima-fig5-2.yaml -o fig5-2.efg
      gametree gen --depth 5 --branching 4 --seed 3 | gametree efg - > t.efg

    MAX 是玩家 1，MIN 是玩家 2；每个决策节点自成一个信息集（这是完全信息博弈）；机会节点保留其概率；
    每个叶节点把它的值付给 MAX、从 MIN 扣除。OpenSpiel 用 pyspiel.load_efg_game 读取该文件。
cli-efg-arg-output =
    写入这个文件，而不是标准输出
