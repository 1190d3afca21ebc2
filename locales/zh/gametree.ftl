# gametree 的中文消息。键与英文目录（locales/en/gametree.ftl）一一对应，参数相同（有测试检查）。
#
# 术语表（按中文教材的写法，如 OI Wiki 的 α-β 剪枝页面与极小化极大的中文教程）：
#   minimax               极小化极大（极大极小搜索）
#   alpha-beta pruning    α-β 剪枝
#   expectiminimax        期望极小化极大
#   Star1 / Star2         Star1 / Star2（算法名，不译）
#   MAX node              MAX 节点（极大节点）
#   MIN node              MIN 节点（极小节点）
#   chance node           机会节点
#   leaf                  叶节点
#   root                  根节点
#   prune / pruned        剪枝 / 被剪枝
#   cutoff                剪枝（截断）
#   lower bound (≥)       下界
#   upper bound (≤)       上界
#   best move             最佳走法
#   principal variation   主要变例
#   depth limit           深度限制
#   transposition table   置换表
#   fail-hard / fail-soft fail-hard / fail-soft（约定名，不译）
#   null window           零窗口
#   budget                预算（节点数上限）
#   path                  路径
#   bitboard              位棋盘
#   solver                求解器
#   diagnosis             诊断
#   variant (of a search) 搜索变体

## 节点、值与叶节点的名称

name-labelled = { $label } (路径 { $path })
name-move-labelled = { $name } ({ $label }，路径 { $path })
name-leaf = 叶节点 { $leaf } (值 { $value })
name-leaf-labelled = 叶节点 { $leaf } ({ $label }，值 { $value })
value-leaf = 叶节点 { $leaf }
value-unknown = 未知
list-separator = {"，"}
kind-max = MAX
kind-min = MIN
kind-chance = 机会节点
kind-leaf = 叶节点

## 报告标题下的约定行

conv-null-window = 零窗口测试，fail-soft，α ≥ β 时剪枝
conv-strict = α > β 时剪枝（严格）
conv-cut = α ≥ β 时剪枝
conv-fail-hard = fail-hard
conv-fail-soft = fail-soft
conv-root-reset = 根的每个子节点重置 α
conv-root-carried = α 在根的子节点间传递
conv-no-deep-cutoffs = 无深层剪枝（只用父节点的界）
conv-order = 顺序 { $order }
conv-bounds = 界 [{ $lo }, { $hi }]
conv-no-bounds = 未给出叶节点的界
conv-depth = 深度限制 { $depth }
conv-tt = 置换表
conv-budget = 预算 { $count } 个节点

## 各视图的结尾行

leaves-line = { $leaves } 个叶节点中求值了 { $evaluated } 个
leaves-line-pruned = ；剪枝 { $leaves }
ranges-more = { $shown }，… 以及另外 { $count } 个（共 { $runs } 段）
unit-nodes = 个节点
unit-steps = 步
unit-differing-nodes = 个不同的节点
left-out-stopped = 显示 { $shown } { $items }后停止
left-out-depth = 显示到深度 { $depth }
left-out = … { $what }：{ $total } { $items }中省略了 { $left }；--show-depth N 显示到深度 N，--all 显示全部

## 表格列名

col-leaf = 叶节点
col-id = id
col-path = 路径
col-value = 值
col-depth = 深度
col-best = 最佳
col-pv = 主要变例
col-evaluated = 求值
col-without-pv = 不先搜主要变例
col-pass = 轮次
col-test = 测试
col-result = 结果
col-nodes = 节点

## eval：摘要

eval-note-no-bounds = 注意：未给出叶节点的界（在文件中写 bounds:，或用 --bounds L,U），所以机会节点只能在最后一个子节点内剪枝
eval-key-value = 值
eval-key-best-move = 最佳走法
eval-key-pv = 主要变例
eval-key-leaves = 叶节点
eval-key-visited = 访问节点
eval-key-researches = 重新搜索
eval-key-budget = 预算
eval-value-unknown = 未知：搜索在证明任何结论之前就用完了预算
eval-value-partial = { $value }（预算用完之前搜索所证明的）
eval-value-bound = { $value }（这是一个界：根的窗口被剪枝了）
eval-best-with-value = { $name }，值为 { $value }
eval-best-by-passes = { $name }（由下面各轮证明）
eval-best-last-depth = { $name }（最后一个完成的深度的选择）
eval-best-before-budget = { $name }（预算用完之前找到的最佳）
eval-best-none-budget = 预算用完之前没有找到
eval-best-none-chance = 无：根节点是机会节点
eval-best-none-leaf = 无：根节点是叶节点
eval-pv-more = …（另外 { $count } 个）
eval-leaves = { $leaves } 个中求值了 { $evaluated } 个，剪枝 { $pruned } 个
eval-leaves-beyond = ，{ $count } 个在深度限制以下
eval-leaves-unreached = ，{ $count } 个在预算用完前未到达
eval-leaves-repeated = （共求值 { $count } 次：有些叶节点被求值了不止一次）
eval-leaves-horizon = ；{ $count } 个节点在深度限制处按其 eval 打分
eval-visits-twice = 访问 { $visits } 次，共 { $nodes } 个节点（重新搜索会访问某些节点两次）
eval-visits = { $nodes } 个中的 { $visits } 个
eval-visits-passes = { $passes } 轮共访问 { $visits } 次（树有 { $nodes } 个节点）
eval-researches = { $count }（零窗口搜索 fail high）
eval-budget-mid-iteration = 在一次迭代中途用完：答案是最后一个完成的深度的结果
eval-budget-before-depth-one = 在深度 1 完成之前用完：走法是第一个合法走法，未经搜索
eval-budget-proved = 在搜索完成之前用完：值是已经证明的部分
eval-budget-no-value = 在搜索完成之前用完：没有值
eval-pruned-title = 被剪枝的叶节点（{ $count } 个）
eval-pruned-more = … 以及另外 { $count } 个（--json 列出全部）
eval-iterations-title = 迭代
eval-null-window-title = 零窗口测试
eval-pass-budget = （预算用完）
eval-depth-full = 完整
eval-saved = { $without }（节省 { $saved }）
eval-fails-high = ≥ { $value }（fail high）
eval-fails-low = ≤ { $value }（fail low）

## show：树的绘图

show-hidden = （隐藏了 { $count } 个被剪枝的子节点）
show-below = ▸ 下面还有 { $nodes } 个节点
show-mark-pruned = ✂ 被剪枝
show-mark-cut = ✂ 剪枝
show-legend-best = 主要变例
show-legend-pruned = 搜索从未看过这里
show-legend-bound = 界，而不是值
show-same-as = { $name }（同 { $origin }）
show-at-horizon = （深度限制：按其 eval 打分）
show-noisy = （不稳定：在深度限制以下继续搜索）
show-budget-here = ⏸ 预算在此用完
show-from-table = （来自置换表）
show-beyond = 在深度限制以下
show-unreached = 未到达：预算用完
show-known = 未搜索：置换表已知此局面

## 按类型称呼节点

node-max = MAX 节点 { $name }
node-min = MIN 节点 { $name }
node-chance = 机会节点 { $name }
node-leaf = 叶节点 { $name }
list-items-separator = {"、"}

## trace：每一步做了什么（事件列）

act-enter = 进入 { $kind }
act-leaf = 叶节点 = { $value }
act-horizon = 深度限制：eval = { $value }
act-alpha-up = α ↑ { $value }，来自 { $child }
act-beta-down = β ↓ { $value }，来自 { $child }
act-budget = 预算用完
act-cutoff = 剪枝
act-chance-child = 子节点 { $child } (p = { $p })
act-after = { $child } 之后
act-probe = 探测 { $child } 之下
act-probe-result = 探测 = { $value }：{ $child } { $rel } { $bound }
act-probe-reused = 重用探测 { $value }
act-return = 返回 { $value }
act-table-hit = 置换表命中
act-table-unusable = 置换表：不可用
act-research = 重新搜索 { $child }
act-iteration = 第 { $number } 次迭代：深度 { $depth }
act-pass = 第 { $number } 轮：测试 ({ $alpha }, { $beta })

## trace：表格及结尾行

col-node = 节点
col-event = 事件
trace-negamax-view = 负极大值（negamax）视角：在 MIN 节点，值取 MIN 一方的（取负），(α, β) 变为 (−β, −α)；每个节点都取极大
trace-gap-deeper = 更深处的 { $steps } 步
trace-gap-more = 另外 { $steps } 步
trace-closing = 值 { $value }{ $best }；{ $leaves }
trace-closing-best = ，最佳走法 { $name }
trace-fail-hard-alpha = fail-hard：{ $name } 返回 α = { $value }，即其窗口的边缘，因为它的值低于窗口：这是一个界，不是它的值
trace-fail-hard-beta = fail-hard：{ $name } 返回 β = { $value }，即其窗口的边缘，因为它的值高于窗口：这是一个界，不是它的值
trace-bounded-below = { $name } 自身的搜索没有被剪枝，但它下面的某个节点被剪枝了，所以它的值只是一个界：{ $value }
trace-negamax-lower = { $name } 被剪枝：这是 MIN 一方得分的下界，不是它的值
trace-negamax-upper = { $name } 被剪枝：这是 MIN 一方得分的上界，不是它的值

## 注释：为什么剪枝，界的含义

note-leaf-is = 叶节点 { $leaf } = { $value }
note-returned = { $name } 返回 { $value }
note-nothing = 无
note-one-leaf = 叶节点 { $leaf } ({ $value })
note-some-leaves = 叶节点 { $leaves } 和 { $last }
note-many-leaves = 叶节点 { $leaves }（共 { $count } 个）
note-skip = ；跳过{ $leaves }
note-at-least = 至少为 { $value }
note-at-most = 至多为 { $value }
note-never-choose = 所以它永远不会选择 { $name }
note-never-reach = 所以它永远不会让对局走到 { $name }
note-why-source = { $name } { $bound }，但 { $holder } 处的 { $chooser } 已经从 { $from } 得到 { $value }，{ $reach }
note-why-chance = 所以 { $name } { $bound }，机会节点 { $chance } 只需要知道这些
note-why-parent = 所以 { $parent } 处的 { $chooser } 永远不会选择 { $name }
note-why-root = 所以根节点 { $bound }：没有叶节点能更好
note-cutoff-source = { $name }：{ $returned } { $rel } { $limit }：{ $kind } 节点 { $why }{ $skip }
note-cutoff = { $name }：{ $returned } { $rel } { $limit }，在 { $kind } 节点 { $name } 处，{ $why }{ $skip }
note-budget-cut = { $name }：节点预算在访问 { $visits } 次后用完，所以 { $name } 未完成就停止了（这不是剪枝：这里没有剪掉任何东西）{ $never }
note-never-reached = ；从未到达：{ $leaves }
note-chance-low = { $name }：{ $returned } { $rel } A = { $threshold }，所以无论其他子节点如何，机会节点 { $name } 的值至多为 α = { $alpha }{ $skip }
note-chance-high = { $name }：{ $returned } { $rel } B = { $threshold }，所以无论其他子节点如何，机会节点 { $name } 的值至少为 β = { $beta }{ $skip }
note-probe-high = { $name }：仅凭探测，机会节点 { $name } 的值就至少为 { $bound } { $rel } β = { $limit }（每个 MAX 子节点至少等于其被探测的子节点），所以它的搜索在此停止{ $skip }
note-probe-low = { $name }：仅凭探测，机会节点 { $name } 的值就至多为 { $bound } { $rel } α = { $limit }（每个 MIN 子节点至多等于其被探测的子节点），所以它的搜索在此停止{ $skip }
note-budget-exit-nothing = { $name } 完成之前预算已用完：关于它的值什么也没有证明
note-budget-exit-lower = { $name } 完成之前预算已用完：{ $value } 是下界，不是它的值
note-budget-exit-upper = { $name } 完成之前预算已用完：{ $value } 是上界，不是它的值
note-budget-exit = { $name } 完成之前预算已用完
note-chance-window = A = { $a }，B = { $b }：以窗口 ({ $alpha }, { $beta }) 搜索 { $child }
note-probe = 以 ({ $alpha }, { $beta }) 搜索 { $child } 的第一个子节点 { $node }，以得到 { $child } 的界
note-probe-reused = { $node } 已作为探测搜索过；再次使用其结果
note-exit-lower = { $name } 被剪枝：这是下界，不是它的值
note-exit-upper = { $name } 被剪枝：这是上界，不是它的值
note-tt-exact = 它的精确值 { $value }
note-tt-lower = 下界 { $value } ≥ β = { $beta }
note-tt-upper = 上界 { $value } ≤ α = { $alpha }
note-tt-hit = { $name } 之前已搜索过（置换）；置换表中记录了{ $known }，足以确定结果：不再搜索它的子树
note-tt-shallow = 它之前搜索的深度比这次搜索需要的浅
note-tt-lower-below = 低于 β = { $beta } 的下界 { $value } 不能确定结果
note-tt-upper-above = 高于 α = { $alpha } 的上界 { $value } 不能确定结果
note-tt-miss = 置换表知道 { $name } 的 { $entry }，但{ $reason }：重新搜索
note-research = { $child } 的零窗口测试失败：它可能比目前最好的更好，所以以 ({ $alpha }, { $beta }) 重新搜索
note-iteration = 搜索到深度 { $depth }，先搜上一次迭代的主要变例
note-pass-above = 零窗口测试：值是否高于 { $value }？
note-pass-at-least = 零窗口测试：值是否至少为 { $value }？

## 检查器对节点值给出的理由

reason-saw-beta = { $what } 看到 { $seen } { $rel } β = { $beta }
reason-saw-alpha = { $what } 看到 { $seen } { $rel } α = { $alpha }
reason-budget = 节点预算在访问 { $visits } 次后用完，{ $what } 尚未完成
reason-chance-low = { $what } 看到 { $seen } { $rel } A = { $threshold }，所以它的值至多为 α = { $alpha }
reason-chance-high = { $what } 看到 { $seen } { $rel } B = { $threshold }，所以它的值至少为 β = { $beta }
reason-probe = 对 { $what } 的探测给出界 { $bound } { $rel } { $end } = { $limit }

## 树文件中的错误（文件、行、列和插入符号会加在周围）

diag-error = 错误
diag-help = 提示
err-in-node = { $message }（节点 { $node }）
what-leaf-value = 叶节点的值
err-nan = { $what }必须是数，不能是 NaN ({ $text })
err-too-large = { $what } { $text } 超出了最大的数
err-not-a-number = { $what }必须是数，不能是 { $text }
err-quoted-number = { $what }必须是数，不能是带引号的文本 { $text }
help-quoted-number = 数不要加引号
err-root-probability = 根节点有概率 p = { $p }，但只有机会节点的子节点才有概率
err-duplicate-key = 键 `{ $key }` 在这个节点上出现了两次
err-map-as-key = 键必须是 `max` 或 `id` 这样的词，不能是映射
err-ref-with-keys = `ref` 代表另一个节点：它可以带概率 `p`，但不能有自己的 `id`、`eval` 或 `noisy`
err-no-kind = 这个节点没有类型：给它 `max`、`min` 或 `chance` 和一个子节点列表，或者一个 `value`
err-list-here = 这里不能是列表：节点是一个数，或者像 `{"{"}max: [...]{"}"}` 这样的映射
err-needs-children = `{ $kind }` 需要一个子节点列表，例如 `{ $kind }: [3, 12, 8]`
err-single-value-not-list = `{ $key }` 只取一个值，不能是列表
err-single-value-not-map = `{ $key }` 只取一个值，不能是映射
err-noisy = `noisy` 只能是 true 或 false，不能是 { $text }
err-empty-ref = `ref` 需要它所代表的节点的 id
err-bad-probability = 概率 `p` 必须是数或 "1/3" 这样的分数，不能是 { $text }
err-probability-without-chance = 节点 { $name } 有概率 p = { $p }，但它的父节点 { $parent } 是 { $kind } 节点；只有机会节点的子节点才有概率
err-empty-children = { $kind } 节点 { $name } 的子节点列表是空的
err-chance-node = 机会节点 { $name }：{ $error }
help-probability-sum = 它的子节点的 p = { $ps }；"1/3" 这样的分数相加是精确的
err-empty-id = `id` 不能为空
err-path-like-id = id { $id } 看起来像路径，但这个节点的路径是 { $path }；路径和 id 不能混淆
help-root-id = "root" 是根节点自己的路径；给这个节点起别的名字
help-path-like-id = 用含字母的名字，例如 "B" 或 "n2"
err-duplicate-id = id { $id } 被用了两次：第一次是第 { $line } 行的节点 { $other }
err-alias-incomplete = 这个别名指向的节点在这里还不完整（节点不能包含它自己）
err-unknown-key = 节点上有未知的键 `{ $key }`
help-unknown-key-suggest = 你是想写 `{ $suggestion }` 吗？节点可以有的键是 { $keys }
help-unknown-key = 节点可以有的键是 { $keys }
err-two-kinds-ref = 这个节点已经有 `ref`；不能再有 `{ $key }`（每个节点只有一种类型）
err-two-kinds-value = 这个节点已经有值；不能再有 `{ $key }`（每个节点只有一种类型）
err-two-kinds = 这个节点已经有 `{ $had }`；不能再有 `{ $key }`（每个节点只有一种类型）
err-empty-text = 没有树：文本是空的
err-only-comments = 没有树：文本中只有注释和空行
help-tree-file = 树文件用 YAML 或 JSON 写一棵树：一个叶节点的值（`3`），或者像 `max: [{"{"}min: [3, 12]{"}"}, 5]` 这样的节点，也可以放在 `root:` 下，旁边写 `name:`、`source:`、`bounds:`、`expect:`
err-too-deep = 文件的嵌套比 YAML 解析器支持的更深（流式集合 `[...]`/`{"{"}...{"}"}` 最多 255 层）
help-too-deep = 把很深的部分写成块格式（每行一个节点，缩进）
err-yaml = 不是有效的 YAML：{ $info }
err-yaml-end = YAML 文本意外结束
err-two-documents = 文件中有不止一个 YAML 文档；树文件只写一个
err-unknown-doc-key = 树文件中有未知的键 `{ $key }`
help-doc-key-suggest = 你是想写 `{ $suggestion }` 吗？树文件的键是 { $keys }
help-doc-key = 树文件的键是 { $keys }
err-no-root = 文件有元数据但没有 `root`：树在哪里？
err-bad-bounds = `bounds` 必须是两个数 [L, U]，且 L < U，例如 [-2, 2]
bounds-on-line = 第 { $line } 行的 `bounds`
err-out-of-bounds = 叶节点 { $leaf } ({ $name }) 的值为 { $value }，超出了 { $from } 给出的界 [{ $lo }, { $hi }]
err-no-tree = 没有给出树
help-no-tree = 给出树文件，用 `-` 表示标准输入，或者用 -e '{"{"}max: [3, 5]{"}"}' 直接写树

## html：单步演示页面（控件、图例和帮助）

html-untitled = 博弈树
html-legend-chance = 机会节点
html-legend-leaf = 叶节点
html-legend-current = 当前
html-legend-pruned = 被剪枝
html-title-start = 开始 (Home)
html-title-back = 后退 (←)
html-title-play = 播放 / 暂停 (空格)
html-title-forward = 前进 (→)
html-title-end = 结束 (End)
html-speed = 速度
html-speed-half = 每秒 0.5 步
html-speed-1 = 每秒 1 步
html-speed-2 = 每秒 2 步
html-speed-4 = 每秒 4 步
html-speed-10 = 每秒 10 步
html-keys = 按键：← → 单步，Home / End，空格播放。每一步就是 `gametree trace` 的一行。
col-note = 说明
html-noscript = 本页面需要 JavaScript 才能逐步演示搜索；`gametree trace` 以表格打印同样的步骤。
html-start = 开始
html-step-of = 第 { $step } 步，共 { $total } 步
html-with-path = { $what } (路径 { $path })
html-nothing-yet = 尚未搜索：按 → 或 ▶ 开始。

## quiz 与 play：提示与回答

try-again = ✗ { $why }；请再试一次。
quiz-not-a-leaf = { $text } 不是叶节点编号（1–{ $count }）
quiz-end-of-input = 输入结束：没有要检查的答案。
quiz-root-value = 根节点的值是多少？
quiz-not-a-number = { $text } 不是数
quiz-your-answers = 你的答案
quiz-pruned = { $algorithm } 剪掉了哪些叶节点？（叶节点编号，如 `5 6` 或 `5,6`；没有就写 `none`）
quiz-drawn = 搜索的过程如图：
play-engine-perfect = 完美对弈（每一步都精确求解）
play-engine-depth = α-β 剪枝向前看 { $depth } 步，之后用连线启发式估值
play-intro = { $game }：你是 { $you }，我是 { $me }。
    值从 { $first } 的角度计算；我使用{ $engine }。输入 `quit` 结束。
play-draw = 和棋。
play-you-win = { $winner } 胜：你赢了。
play-i-win = { $winner } 胜：我赢了。
play-dice = （这个游戏有骰子；play 只支持没有机会节点的游戏）
play-your-move = 你的走法（{ $you }）：
play-end-of-input = 输入结束：对局未完成。
play-quit = 你离开了对局。
play-i-play = 我走 { $mv }（值 { $value }：{ $why }）
explain-expected-favour = 双方最佳对弈下的期望得分，对 { $player } 有利
explain-expected-even = 双方最佳对弈下的期望得分：均势
explain-expected-estimate = 期望得分的估计，{ $lean }
explain-wins = 双方最佳对弈下 { $player } 在第 { $ply } 步获胜
explain-draw = 双方最佳对弈下为和棋
explain-estimate = 估计值，{ $lean }
explain-favour = 对 { $player } 有利
explain-even = 均势
quiz-title = 测验：一棵随机树（用 { $command } 可以重现）

## diff：同一棵树的两次搜索对照

diff-value = 值
diff-best-move = 最佳走法
diff-leaves = 叶节点
diff-pruned = 剪枝
diff-nodes = 节点
diff-value-same = A { $a }   B { $b }   （相同）
diff-value-differs = A { $a }   B { $b }   — 不同
diff-sides = A { $a }   B { $b }
diff-evaluates = A 求值了 { $leaves } 个中的 { $a } 个，B { $b } 个
diff-same-none = 剪掉的叶节点相同（没有）
diff-same-leaves = 剪掉的叶节点相同：{ $leaves }
diff-only-by = 只有 { $side } 剪掉：{ $leaves }
diff-nodes-same = 每个节点显示的值或界都相同
diff-nodes-title = 不同的节点（{ $count } 个）
diff-col-a = A 显示
diff-col-b = B 显示
diff-none = 无
diff-strict-fail-hard = 注意：在严格规则下（只在 α > β 时剪枝），fail-hard 的返回值被限制在窗口内，所以 α 可以达到 β 而不剪枝；这里 strict + fail-hard 求值 { $hard } 个叶节点，strict + fail-soft 求值 { $soft } 个（剪枝：fail-hard { $pruned_hard }，fail-soft { $pruned_soft }）

## compare：同一棵树上的各算法与各顺序

col-algorithm = 算法
col-order = 顺序
col-leaves-evaluated = 求值的叶节点
col-of-all = 占全部
col-time-per-search = 每次搜索用时
col-nodes-visited = 访问节点
compare-every-search = 每次搜索：{ $conventions }
compare-counts = { $leaves } 个叶节点，{ $nodes } 个节点{ $uniform }
compare-uniform = ，均匀树：分支因子 { $branching }，深度 { $depth }；Knuth–Moore 最少 { $minimum } 个叶节点
compare-distinct = { $evaluated }（{ $distinct } 个不同）
compare-algorithms-title = 算法（按文件顺序）
compare-orders-title = 子节点顺序
compare-knuth-moore = 在最佳顺序下，α-β 剪枝恰好求值最小树：b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $b }^{ $up } + { $b }^{ $down } − 1 = { $minimum } 个，共 { $leaves } 个叶节点（Knuth 与 Moore，1975）。

## 常见的 YAML 错误及改法

yaml-spaces = { $count } 个空格
yaml-tab = YAML 用空格缩进；请替换第 { $line } 行的制表符
help-yaml-tab = 只用空格缩进：`{ $fixed }`
yaml-after-quote = 右引号之后还有文本
help-yaml-after-quote = 把整个值放在引号里：`{ $fixed }`
yaml-unclosed-quote = 这段带引号的文本没有结束
help-yaml-unclosed-quote = 在同一行用 { $quote } 结束它：`{ $fixed }`
yaml-dash-space = 列表项的 `-` 后面需要一个空格
help-yaml-dash-number = 写成 `- { $rest }`（数 -{ $rest } 写成 `- -{ $rest }`）
help-yaml-dash = 写成 `- { $rest }`
yaml-needs-colon = `{ $word }` 后面需要冒号
help-yaml-colon-space = 键以冒号和空格结尾：写成 `{ $fixed }`
help-yaml-colon-block = 键以冒号结尾，属于它的内容在下面缩进：写成 `{ $word }:`
help-yaml-kind-colon = 节点的子节点写在类型和冒号之后：写成 `{ $fixed }:`
yaml-wrong-close = `{ $close }` 关闭了第 { $line } 行第 { $column } 列的 `{ $open }`
help-yaml-wrong-close = `{ $open }` 要用 `{ $close }` 关闭：这里写 `{ $close }`
yaml-closes-nothing = 这个 `{ $close }` 没有可关闭的
help-yaml-closes-nothing = 删掉它，或者用 `{ $open }` 开始列表或映射
yaml-never-closed = 这个 `{ $open }` 没有关闭
help-yaml-end-list = 用 `{ $close }` 结束列表：`{ $fixed }`
help-yaml-end-map = 用 `{ $close }` 结束映射：`{ $fixed }`
yaml-indent-items = 第 { $line } 行缩进了 { $spaces }，但它上面的列表项（第 { $above } 行）缩进了 { $there } 个空格
yaml-indent-keys = 第 { $line } 行缩进了 { $spaces }，但它上面的键（第 { $above } 行）缩进了 { $there } 个空格
help-yaml-indent-items = YAML 根据缩进读出结构：同一个列表的各项要对齐：`{ $fixed }`
help-yaml-indent-keys = YAML 根据缩进读出结构：同一个映射的各键要对齐：`{ $fixed }`
yaml-colon-space = `{ $key }:{ $rest }` 的冒号后面需要空格
help-yaml-one-word = YAML 把 `{ $key }:{ $rest }` 读成一个词；写成 `{ $fixed }`
yaml-item-indented = 第 { $line } 行比上面的列表项缩进得多，所以 YAML 把它读成 `{ $item }` 的一部分
help-yaml-item-indented = 列表中每一项的 `-` 要对齐：`{ $fixed }`

## 命令行消息

diff-same-search = （两边运行的是同一个搜索：给出 B 边的约定（--strict、--fail-hard、--root-reset、--no-deep-cutoffs、--order、--depth、--tt、--budget、--bounds、--algo）或 A 边的约定（--vs-strict、--vs-algo 等））
err-bounds-flag = { $flag } 需要两个数 L,U，且 L < U，不能是 { $text }
help-bounds-flag = 例如 { $flag }=-2,2

## check：判定及其解释

list-or = {" 或 "}
check-block = { $label }：{ $total } 项中对了 { $right } 项
check-note = 注意：{ $note }
check-score = { $total } 项中对了 { $right } 项
col-answer-file = 答案文件
col-score = 得分
col-what-is-wrong = 错在哪里
check-bad-input = 输入有误：{ $error }
check-and-more = { $first }（另有 { $count } 处）
check-unreadable = （{ $count } 个无法读取）
check-batch = { $count } 个答案文件中有 { $passed } 个完全正确{ $unreadable }
check-value-right = 值 { $value }
check-best-right = 最佳走法 { $name }
check-best-wrong = 最佳走法：{ $name } 的值是 { $worth }，不是根节点的 { $root }；最佳走法是 { $best }
check-best-ties = { $count } 个子节点同为 { $value }：{ $names }
check-pruned-missing = 你的剪枝列表漏掉了
check-pruned-extra = 你的剪枝列表多写了
check-pruned-nothing = 剪枝：无
check-pruned-right = 剪枝：{ $count } 个叶节点 { $leaves }
check-window-right = 进入 { $name } 时的窗口是 ({ $alpha }, { $beta })
check-window-wrong = { $name }：第 { $step } 步进入时的窗口是 ({ $alpha }, { $beta })，不是 ({ $wrote_alpha }, { $wrote_beta })
check-window-never = { $name }：从未进入——{ $why }
check-leaf-line = { $what }：{ $why }
check-leaf-more = { $what }：另外 { $count } 个叶节点，{ $leaves }
check-leaf-labelled = 叶节点 { $leaf } ({ $label } = { $value })
check-leaf = 叶节点 { $leaf } (= { $value })
check-why-pruned = { $what } 被剪枝：在第 { $step } 步，{ $reason }
check-never-evaluated = { $what } 从未被求值
check-reached-with = ，到达时的窗口是 ({ $alpha }, { $beta })
check-why-evaluated = { $leaf } 没有被剪枝：搜索在第 { $step } 步对它求值{ $window }；在它之前没有剪枝
check-stopping-at = ，在第 { $step } 步停止
check-node-is = { $name } = { $value }
check-node-shows = { $name } { $shown }
check-node-never-visited = { $name } 的真实值是 { $value }，但这次搜索从未访问它：{ $why }
check-node-wrote-but = { $name }：你写的是 { $wrote }，但{ $why }
check-node-outside-window = { $name } 的值 { $value } 在它的窗口之外，所以仅凭窗口只能得到 { $shown }；但它的整棵子树都搜索过了，所以搜索精确地知道 { $name } = { $proved }
check-node-exact = { $name }：你写的是 { $wrote }，但搜索精确地算出 { $name } = { $proved }
check-node-only-proves-right = { $value } 是 { $name } 的真实值，但搜索只证明了 { $proved }{ $stop }；写 "{ $answer }" 来表示搜索所知道的
check-node-only-proves = { $name }：你写的是 { $wrote }，但搜索只证明了 { $proved }{ $stop }；{ $name } 的真实值是 { $value }

## 答案文件中的错误

ans-empty-list = 答案列表是空的
ans-not-a-map = 答案是像 `{"{"}value: 3, pruned: [5, 6]{"}"}` 这样的映射，或者这种映射的列表
ans-block-not-map = 答案块必须是映射，不能是{ $shape }
ans-unknown-algorithm = 未知的算法 { $name }；已知的有：{ $known }
ans-budget = 答案是按完整的搜索检查的，而 `budget` 会让搜索中途停止
help-ans-budget = 去掉 `budget`；`gametree eval --budget N` 显示中途停止的搜索能证明什么
ans-unknown-order = 未知的顺序 { $name }
ans-best-not-child = `best` 写的是 { $name }，它不是根节点的子节点
ans-windows-map = `windows` 是一个映射：节点 → [alpha, beta]
ans-window = 窗口写成 [alpha, beta]
ans-unknown-key = 答案块中有未知的键 `{ $key }`
help-ans-key-suggest = 你是想写 `{ $suggestion }` 吗？可用的键是 { $keys }
help-ans-key = 可用的键是 { $keys }
ans-no-node = 没有叫 { $name } 的节点：请给出节点的 id 或路径（"2.1"，加引号）
ans-no-leaf = 没有叶节点 { $leaf }：这棵树有 { $count } 个叶节点
ans-not-a-bound = { $text } 不是界：写成 "<=3" 或 ">=3"
ans-not-a-value = { $text } 不是值：写成 3、"<=3" 或 ">=3"
ans-not-a-window-end = { $text } 不是窗口的端点：应为数、-inf 或 inf
shape-quoted = 带引号的文本
shape-scalar = 标量
shape-list = 列表
shape-map = 映射
err-not-boolean = { $what }必须是 true 或 false
err-not-text = { $what }必须是文本，不能是{ $shape }
what-item-kind = 项的类别
what-item = 项
what-visibility = 可见性
what-key = 键
what-node = 节点
what-leaf = 叶节点
what-value = 值
what-window-end = 窗口的端点
what-lower-bound = 下界
what-upper-bound = 上界

## check：检查什么

err-read-folder = 无法读取文件夹：{ $error }
err-no-expect = 没有可检查的内容：没有文件含有 `expect` 块
help-no-expect = 在树文件中加一个 `expect:` 块，或者用 --answers 给出答案文件
err-empty-answers = 答案文件是空的
help-empty-answers = 用 YAML 写答案，每行一项，例如 `value: 3`、`best: B`、`pruned: [5, 6]`、`values: {"{"}C: "<=2"{"}"}`
err-answers-one-tree = 使用 --answers 时，只能给出一个树文件
err-both-stdin = 树和答案不能都来自标准输入
help-both-stdin = 把树作为文件给出，答案从管道输入：gametree check tree.yaml --answers -
err-empty-folder = 没有可检查的内容：文件夹 { $folder } 中没有答案文件（.yaml、.yml 或 .json）
help-empty-folder = 把答案文件（每个学生一个，例如 alice.yaml）放进文件夹，或者直接列出：--answers alice.yaml bob.yaml
err-read-answers = 无法读取答案文件：{ $error }
html-aria-figure = 树
html-aria-tree = 博弈树
html-aria-legend = 图例
html-aria-search = 搜索
html-aria-controls = 单步控件
html-aria-start = 开始
html-aria-back = 后退
html-aria-play = 播放
html-aria-pause = 暂停
html-aria-forward = 前进
html-aria-end = 结束
html-aria-step = 步骤
err-max-steps = 搜索超过了 { $limit } 步，超出了这个命令为解释而保留的步数（--max-steps { $limit }）
help-max-steps = 用 --max-steps N 提高上限（每一步约占 { $bytes } 字节内存），或者用 --depth N 或 --budget N 只搜索树的一部分

## 与树不相符的搜索选项

err-order-eval = --order eval 要求 MAX 或 MIN 节点的每个子节点都有 `eval:` 估值；{ $name } 没有
help-iddfs-eval = 迭代加深在每一次较浅的迭代中都用 `eval:` 给边界节点打分；请给内部节点估值（gametree gen --eval-noise N 可以生成这样的树）
err-no-convergence = { $algorithm } 在 { $passes } 轮内没有收敛
play-not-a-square = { $text } 不是格子：请输入 1 到 9 的数
play-square-taken = 格子 { $square } 已经有棋子了
play-not-a-column = { $text } 不是列号：请输入 1 到 { $columns } 的数
play-column-full = 第 { $column } 列已经满了

## 无法读取的文件与共享节点

err-read-stdin = 无法读取标准输入：{ $error }
err-read-file = 无法读取文件：{ $error }
io-not-found = 文件不存在
io-permission = 没有权限
err-not-utf8 = { $name } 不是 UTF-8 文本：字节 { $byte }（偏移 { $offset }）不是字符
help-not-utf8 = 树文件是 UTF-8 文本（YAML 或 JSON）；请存为 UTF-8，或者确认这是树文件
err-ref-unknown = `ref: { $label }` 没有指向任何节点：没有 id 为 { $id } 的节点
help-did-you-mean = 你是想写 { $suggestion } 吗？
help-ref-unknown = 在共享节点写出的地方给它一个 `id`，然后引用这个 id
err-ref-cycle = 引用形成了经过 { $names } 的环：节点会包含它自己，树永远不会结束
err-infinities = 机会节点 { $name } 没有值：它的子节点中既有 ∞ 又有 -∞，而 ∞ − ∞ 没有定义
help-infinities = 给子节点有限的值，或者只用同一符号的无穷
err-no-eval = 节点 { $name } 位于深度限制 { $depth } 处，但没有可以用来打分的 `eval:` 估值
help-no-eval = 给它 `eval: <数>`，标记为 `noisy: true`，或者提高 --depth
err-no-deep = 无深层剪枝的 α-β 剪枝对 { $algorithm } 没有定义：{ $why }
err-no-deep-chance = 它根据机会节点窗口的两端推出每个机会子节点的窗口，而没有深层剪枝时，节点只有父节点的界
err-no-deep-null-window = 它的零窗口设在节点继承来的界周围，而没有深层剪枝的搜索不会把这个界传下去
help-no-deep = 和 alphabeta（机会子节点用完整窗口搜索）、negamax、worstcase 或 iddfs 一起使用
ans-no-deep = `no_deep_cutoffs` 是 α-β 剪枝的约定，不是 { $algorithm } 的
help-ans-no-deep = 和 alphabeta、negamax、worstcase 或 iddfs 一起使用

## 上限与输出文件

err-too-many-nodes = 这棵树超过 { $max } 个节点，超出了这个命令默认能容纳的数量（--max-nodes { $max }）
help-too-many-nodes = 用 --max-nodes N 提高上限（每个节点约占 100 字节内存，解释每一步的视图占得更多）
err-alias-bomb = 这棵树展开后超过 { $limit } 个节点：共享子树（别名或 ref）把它放大到超出了文件所写节点允许展开的规模（别名炸弹？）
help-alias-bomb = 文件所写的每个节点最多展开为 16 个节点，总数至少 200 万、至多 5000 万：把树多写出一些，或者少共享一些
err-refs-too-many = 引用展开后超过 { $limit } 个节点（文件所写的每个节点 16 个，至少 200 万）
err-refs-path-like = id { $id } 看起来像路径，但引用展开之后这个节点的路径是 { $path }
err-output-is-input = -o { $output } 就是输入文件 { $input }：写入它会覆盖这棵树
help-output-is-input = 把输出写到别的文件，例如 -o out.html
progress-searching = 搜索中
progress-writing = 写入中
progress-steps = 步
progress-bytes = 字节

## gen 与 quiz：随机树

err-gen-too-many = 这棵树可能的节点数超过了 --max-nodes { $max } 允许的数量
help-gen-too-many = 减小 --depth 或 --branching，或者提高 --max-nodes（每个节点约占 100 字节内存）
err-eval-noise = --eval-noise { $noise } 超过了 2^53（{ $exact }），超过后估值不再精确
err-branching = --branching 必须在 1..{ $max } 之内
err-values-range = 范围 { $lo }..{ $hi } 超出了 ±2^53（{ $exact }），超出后并非每个整数都能被树精确表示
help-values-range = 给出 -9007199254740992 到 9007199254740992 之间的端点
err-range-flag = { $flag } 取 N 或 MIN..MAX（整数），不能是 { $text }
err-too-many-children = 节点 { $name } 有 { $count } 个子节点；一个节点最多只能有 { $max } 个

## 练习页面自己的文字（无障碍名称和 `all right` 保持英文）
practice-title = 练习：{ $name }
practice-quiz-title-one = 测验：{ $n } 棵随机树（{ $command }）
practice-quiz-title-many = 测验：{ $n } 棵随机树（{ $command }）
practice-seed = 种子
practice-untitled = 博弈树
practice-tree = 树
practice-conventions-none = 这个搜索不剪枝；按 { $order } 顺序搜索子节点。
practice-conventions = 这个搜索在 { $rule } 时剪枝，采用 { $soft }{ $deep }，按 { $order } 顺序搜索子节点。
practice-no-deep = ，不做深层剪枝
practice-instructions = 在每个内部节点输入它的值或界（3、≤ 2 或 <= 2、≥ 5 或 >= 5、7/3、2.33）；搜索从未进入的节点留空。勾选搜索剪掉的每个叶节点（点击叶节点、它的边或方框；空格键切换）。
practice-check = 检查
practice-check-all = 全部检查
practice-hint = 提示
practice-solution = 显示解答
practice-close-solution = 关闭解答
practice-clear = 清空
practice-windows = 同时输入每个节点的窗口 (α, β)
practice-zoom-in = 放大
practice-zoom-out = 缩小
practice-fit = 适应
practice-right = 正确
practice-wrong = 错误：
practice-total = 总计：
practice-no-hints = 没有更多步骤：搜索已结束。
practice-step = 步骤
practice-window-of = { $name } 的窗口
practice-not-checked = 尚未检查。
practice-collapsed = 已隐藏 { $n } 个
practice-solution-title = 搜索过程，逐步展示

## 批改一个班级的答案文件夹时的汇总
class-summary = 班级汇总
class-summary-counts = （{ $files } 个答案文件，读取了 { $read } 个）
class-points = 得分：平均 { $mean }，中位数 { $median }，最低 { $lowest }，最高 { $highest }
class-points-of = 得分：平均 { $mean }（满分 { $max }），中位数 { $median }，最低 { $lowest }，最高 { $highest }
class-col-points = 得分
class-col-files = 答案文件
class-col-share = 比例
class-distribution = 得分分布
class-all-right = 所有作答的项都正确。
class-col-item = 项
class-col-wrong = 错误
class-col-answered = 作答数
class-col-follow-through = 其中顺延得分
class-more-wrong = …… 另有 { $n } 项至少错过一次
class-most-wrong = 最常出错的项
class-col-explained-by = 可由其解释
class-col-answers = 答案数
class-unexplained = { $total } 个错误答案中有 { $n } 个无法由任何搜索变体重现
class-what-explains = 错误答案的成因
class-points-line = { $file }：{ $points } 分，满分 { $max } 分
## check：错误答案的诊断（哪一种搜索变体给出这个答案）

diag-line = 诊断：{ $text }
diag-none = 没有哪一种搜索变体能解释这个答案的更多部分（试了 { $tried } 种）
diag-capped = 这棵树有 { $nodes } 个节点，所以 { $family } 种搜索变体中只试了最简单的 { $tried } 种
diag-algo-minimax = 普通的极小化极大
diag-algo-alpha-beta = α-β 剪枝
diag-algo-negamax = α-β 剪枝（负极大值形式）
diag-algo-star1 = Star1（按叶节点的界在机会节点剪枝）
diag-algo-star2 = Star2（带探测的 Star1）
diag-algo-worst-case = 把每个机会节点当作 MIN 节点的 α-β 剪枝（最坏情况）
diag-algo-pvs = 主要变例搜索
diag-algo-mtdf = MTD(f)
diag-algo-sss = SSS*
diag-algo-iddfs = 迭代加深 α-β 剪枝
diag-algo-star1-unbounded = 没有叶节点界的 Star1（不在机会节点剪枝的 α-β 剪枝）
diag-does-cut-on-equal = 在 α ≥ β 时剪枝（包括相等）
diag-does-strict = 只在 α > β 时剪枝（CS188 的规则）
diag-does-fail-soft = 返回 fail-soft 值（找到的最佳值）
diag-does-fail-hard = 返回 fail-hard 值（限制在窗口内）
diag-does-root-carried = 把 α 从根的一个子节点传到下一个
diag-does-root-reset = 不传递 α，用根的初始窗口搜索根的每个子节点
diag-does-deep = 做深层剪枝
diag-does-no-deep = 只用父节点的界剪枝，不做深层剪枝
diag-does-left-to-right = 从左到右搜索子节点
diag-does-right-to-left = 从右到左搜索子节点
diag-base-strict = 只在 α > β 时剪枝
diag-base-cut-on-equal = 在 α ≥ β 时剪枝
diag-base-fail-hard = 返回 fail-hard 值
diag-base-fail-soft = 返回 fail-soft 值
diag-base-root-reset = 在根的每个子节点重置 α
diag-base-root-carried = 在根的子节点间传递 α
diag-base-no-deep = 只用父节点的界剪枝
diag-base-deep = 做深层剪枝
diag-base-right-to-left = 从右到左搜索
diag-base-left-to-right = 从左到右搜索
diag-base-is = 是“{ $algorithm }”
diag-and = { $init }和{ $last }
diag-comma = {"、"}
diag-when = （当它{ $clauses }时）
diag-pruning-nothing = （不剪枝）
diag-defaults = (gametree 的默认设置)
diag-against = ；被评分的搜索{ $base }
diag-against-under = ；被评分的搜索{ $base }：{ $differences }
diag-your-answers = 你的答案
diag-subject = { $count ->
   *[other] { $items }
}
diag-prunes = 剪掉
diag-gives = 给出
diag-exact = { $subject }与“{ $noun }”{ $tail }{ $verb }的完全一致 { $flags }{ $against }
diag-closest = 没有哪一种搜索变体给出你的全部答案；最接近的是“{ $noun }”{ $tail } { $flags }，它在你的 { $total } 项中有 { $right } 项与你相同（{ $names }），而被评分的搜索只有 { $base } 项
item-your-value = 你的值
item-your-best = 你的最佳走法
item-your-pruned = 你的剪枝集合
item-your-value-at = 你在 { $node } 的值
item-your-window-at = 你在 { $node } 的窗口
item-your-other = 你的 { $key }
ans-not-a-root-child = { $node } 不是根节点的子节点，所以不是一步走法
ans-no-such-node = 没有名为 { $name } 的节点
ans-no-such-leaf = 没有叶节点 { $leaf }：叶节点的编号是 1 到 { $count }
help-ans-keys = 可用的键有 { $keys }
help-ans-did-you-mean = 你是想写 `{ $key }` 吗？{ $keys }
ans-depth-whole = `depth` 必须是整数层数
ans-bounds-pair = `bounds` 必须写成 [L, U]
ans-bounds-order = `bounds` 必须满足 L < U
ans-pruned-list = `pruned` 是叶节点的列表：编号、id 或路径
ans-values-map = `values` 是一个映射：节点 → 值、"<=v" 或 ">=v"

## bench：搜索用时

bench-loaded = { $nodes } 个节点，{ $leaves } 个叶节点；加载用时 { $time }
col-per-search = 每次搜索
col-ns-per-node = 每节点纳秒
bench-median = { $runs } 轮的中位数，只计搜索本身，不带观察者（第一行的各轮中共搜索 { $searches } 次 { $algorithm }）

## solve 与 game：博弈的求解

games-board = --board 的写法是“列数x行数”，例如 5x4，而不是 { $text }
games-bad-position = 局面有误：{ $error }
help-games-position = --position 的写法：{ $help }
games-from = 局面：{ $position }
games-symmetry-dice = --symmetry 只用于棋盘游戏：掷骰赛跑没有对称性
games-not-written = { $error }；未写出
help-games-not-written = 用 --depth N 限制深度，或用 --symmetry 合并对称局面
games-c4-only = --positions、--explain、--table-mb 和各项技术开关只用于 connect4
games-to-move = 轮到 { $player } 走
games-die-to-roll = 轮到掷骰子
games-over = 对局已结束
solve-value = 值
solve-best-moves = 最佳走法
solve-move-values = 各走法的值
solve-every-move = （每一步都是）
col-search = 搜索
col-time = 用时
solve-stopped = 已停止（--max-nodes）
solve-solver-row = 求解器（置换表）
solve-note = 求解器在对称意义下每个局面只搜索一次（表中有 { $positions } 个局面）；极小化极大与 α-β 剪枝搜索原始的博弈树，按游戏给出的走法顺序。
solve-census = 博弈树：{ $nodes } 个节点，{ $games } 局终局（{ $max } 胜 { $max_wins }，{ $min } 胜 { $min_wins }，平局 { $draws }）。
game-ttt-title = 井字棋
game-connect-title = { $cols }×{ $rows } 棋盘上的 connect-{ $n }
game-dice-title = 掷骰赛跑（目标 { $target }）
game-empty-board = 空棋盘
game-start = 初始局面
game-ttt-position = 逐行写出九个格子：X、O，或 . 表示空格，例如 'XX.O.....'
game-connect-position = 按顺序写出已下的列，例如 '3 3 2' 或 '332'
game-dice-position = A 与 B 所在的格子，可再写轮到谁走：'3,5'（轮到 A）或 '3,5,B'
solve-heading = { $game }，{ $from }，{ $to_move }

## solve connect4：求解器的报告与各项技术

c4-plain = 普通 α-β 剪枝，通用局面表示
c4-table-mib = 置换表 { $mb } MiB
c4-order = 顺序 { $order }
c4-null-window = 零窗口
c4-anticipation = 必应手与必败手
c4-symmetry = 对称
c4-table-mb-range = --table-mb 的大小须在 1 到 4096 MiB 之间
c4-side-to-move = 走棋方
c4-opponent = 对手
c4-wins = 双方最佳对弈下 { $winner }（{ $side }）获胜，在第 { $ply } 步（它的第 { $stone } 颗棋子）
c4-stopped = { $why }；没有得分（调高 --max-nodes，或少关掉几项技术）
c4-game-over = 这个局面对局已结束：没有可求解的
c4-what-position = ，{ $from }，轮到 { $to_move } 走
c4-label-score = 得分
c4-label-column-scores = 各列得分
c4-label-nodes = 节点
c4-label-techniques = 技术
c4-nodes-in = { $nodes } 个，用时 { $time }
c4-scores-note = 得分按走棋方计：0 为和棋，s > 0 为获胜，胜方的第 { $stones } − s 颗棋子取胜
    （格子数的一半加一再减 s：赢得越快得分越高），−s 为同样快的失败。
c4-ladder-title = { $game }{ $what }：逐项加入各项技术
col-solved = 已求解
col-added = 加入
col-saved = 节省
c4-score-line = 得分 { $score }：{ $words }
c4-same-scores = 每个完成的步骤都得到相同的得分
c4-none-finished = 没有步骤在 --max-nodes 之内完成
c4-ladder-notes = 每一步在上一步的基础上加入一项技术；`--json` 列出每一步的开关。
    标有 > 的步骤超过 --max-nodes（{ $limit }）后停止；用时只计搜索本身。

## 不接受的约定选项之后的说明

note-line = 注意：{ $note }
note-check-budget = check 按完整的搜索给答案评分，所以节点预算不适用
note-check = check 从答案中读取每次搜索的约定，而不是从命令行：在答案文件或 `expect` 块中写 `{ $key }: …`（键可以写成选项的形式 `fail-hard`，也可以用下划线 `fail_hard`）
note-quiz = quiz 针对一棵不含共享子树的小随机树的完整搜索提问，所以 { $flag } 不适用；它接受 --algo、--strict、--fail-hard、--root-reset、--no-deep-cutoffs 和 --order（它的 --depth 是树的深度；用 --chance 时，叶节点取值范围 --values 就是界）
note-solve = solve 用固定的约定搜索（fail-soft，α ≥ β 时剪枝，按游戏的走法顺序）；要用 { $flag } 搜索一个游戏，先导出它的树：gametree game ttt --depth 3 -o t.yaml，再 gametree eval t.yaml { $flag } …
note-play = play 中的引擎用固定的约定搜索，所以 { $flag } 不适用；--depth 设定它向前看的步数
note-writes-tree = { $command } 只写出一棵树，不做搜索：把 { $flag } 交给读取这棵树的命令，例如 gametree { $command } … | gametree eval - { $flag } …

## 无法写入的输出文件（系统给出的原因保持原样）

out-cannot-write = 无法写入 { $path }：{ $what }{ $cause }
out-cannot-create-in = 无法在文件夹 { $folder } 中创建文件：
c4-step-general = α-β 剪枝，通用局面表示
c4-step-bitboard = 位棋盘表示局面
c4-step-centre = 中间列优先
c4-step-table = 置换表
c4-step-null-window = 对得分做零窗口搜索
c4-step-anticipation = 必应手与必败手
c4-step-threats = 按威胁排序
c4-step-symmetry = 对称
c4-step-disagrees = 步骤 { $step } 与第一个完成的步骤结果不同
c4-what-file = ，{ $file } 中的 { $count } 个局面
c4-cannot-read = 无法读取 { $file }：{ $cause }
help-c4-line = 每行是{ $help }，后面可以再写期望的得分
c4-no-score = { $why }；没有得分
c4-file-disagrees = 求得 { $score }，文件中写的是 { $expected }
c4-not-proven-after = 未证明：这是 { $seconds } 秒内向前看 { $depth } 步找到的最佳走法{ $cells }
c4-counts-cells = ；这个值计的是能连成线的格子数，X 的减去 O 的
c4-not-proven = 未证明
c4-engine = connect-4 求解器：下满 { $perfect } 步之后完美对弈，在此之前走 { $seconds } 秒内找到的最佳走法

## 检查器关于剪枝叶节点的行，以及未知名称可能指的节点
check-pruned-missing-more = 你的剪枝列表漏掉了：另有 { $n } 个叶节点，{ $leaves }
check-group-line = 你的剪枝列表漏掉了：叶节点 { $leaves }{ $labels } { $cut }
check-also-pruned = { $count ->
   *[other] 叶节点 { $leaves } 也会被剪枝
}
check-also-evaluated = { $count ->
   *[other] 叶节点 { $leaves } 会被求值
}
check-and = ，
check-or = {" "}或{" "}
check-could-be = ；它可能是 { $names }
check-is-pruned = { $what } { $by }
check-equal-cuts = （在这个规则下 α = β 就剪枝）
check-pruned-by-cut = 在第 { $step } 步被 { $at } 处的剪枝剪掉：{ $reason }{ $equal }
check-pruned-by-nothing = 从未被求值
check-reached-with-window = ，到达时的窗口为 ({ $alpha }, { $beta })
check-evaluated-equal = { $leaf } 没有被剪枝：搜索在第 { $step } 步对它求值{ $window }，所以那里 α = β；在这个规则下（只在 α > β 时剪枝），α = β 不剪枝
check-evaluated = { $leaf } 没有被剪枝：搜索在第 { $step } 步对它求值{ $window }；在它之前没有剪枝
check-equal-window = ；在第 { $step } 步，{ $name } 处 α = β = { $value }，在这个规则下（只在 α > β 时剪枝）α = β 不剪枝，所以搜索继续

## --help：命令行的文字（与英文目录中的文档注释一一对应）以及 clap 在它们周围打印的词
cli-default = [默认值: { $value }]
cli-possible-values = [可选值: { $values }]
cli-possible-values-heading = 可选值:
cli-examples = 示例：
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
cli-arg-answers =
    答案文件或存放答案文件的文件夹，用它们而不是树的 `expect` 来检查；`-` 从标准输入读取一个答案文件
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
cli-arg-convention-sensitive =
    只要在 α ≥ β 时剪枝与在 α > β 时剪枝会得到不同被剪枝叶节点的树
cli-arg-count =
    题目的数量
cli-arg-cutoffs =
    只要搜索中至少有 N 次真正跳过了内容的剪枝的树
cli-arg-deep =
    只要有深层剪枝的树：剪枝发生在一个节点上，而它的界来自父节点以外的祖先
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
    答案（默认）：值、界、被剪枝的部分、剪断的边以及最佳路线
cli-arg-lang =
    所有给人看的输出所用的语言：`en` 或 `zh`（中文）。不给出时，由 LC_ALL、LC_MESSAGES、LANG 中第一个已设置的变量决定（zh_CN.UTF-8、zh_TW、zh：中文；其他：英文）。`--json`、DOT 和 LaTeX 讲义始终是英文
cli-arg-max-leaves =
    叶节点多于这个数的树不会被选用（每棵树都必须放得进页面）
cli-arg-max-nodes =
    拒绝多于 N 个节点（展开后）的树，以免它占满内存：在默认值下，一棵树及其搜索可以放进 2 GiB
cli-arg-max-steps =
    拒绝多于 N 步（进入、叶节点、窗口变化、剪枝、返回……）的搜索：为了解释，这些步骤都保存在内存中，每步约 64 字节
cli-arg-min-root =
    根节点是 MIN 节点（默认是 MAX 节点）
cli-arg-min-time =
    每次运行都重复搜索，直到过去这么多秒
cli-arg-no-anticipation =
    四子棋：搜索前不检测被迫的走法和必输的走法
cli-arg-no-bitboard =
    四子棋：在一般的游戏状态上做普通的 α-β 搜索（不用位棋盘，也不用其他技术）
cli-arg-no-deep-cutoffs =
    不带深层剪枝的 α-β（Knuth 与 Moore 的 F1）：每个子节点只拿到父节点自己的最佳值作为界，所以一个节点只会因父节点而剪枝
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
cli-arg-position =
    从这个局面开始，而不是从头开始。井字棋：按行写出九个格子（'XX.O.....'）；连子棋：到目前为止下过的列（'3 3 2'）；骰子赛跑：两个格子以及轮到谁走（'3,5' 或 '3,5,B'）
cli-arg-positions =
    四子棋：在一个进程中求解 FILE 中每行一个的局面（`-`：标准输入），对每个局面打印 `P SCORE`。一行是走法序列，后面可以跟预期的分数（`4453 -2`）：不带空格写出的局面，然后是一个空格和分数。以 `#` 开头的行会被跳过
cli-arg-practice =
    练习页面：要填写的树（值、界、被剪枝的叶节点，以及可选的窗口）和检查按钮，带提示，并以步进器作为解答
cli-arg-quiet =
    不提及没有 `expect` 块的文件
cli-arg-rankdir =
    布局：tb 把根节点放在顶部，lr 放在左侧（适合又宽又浅的树）
cli-arg-repeat =
    每个算法运行的次数；显示其中位数
cli-arg-root-reset =
    根节点的每个子节点都用根节点的初始窗口搜索（α 不在子节点间传递）
cli-arg-rubric =
    每类项的分数、每份答案都要评分的项、顺延得分（follow-through）的比例（YAML；见 README）。不给出时，使用树的 `expect` 块中的 `points`，或每个作答的项 1 分
cli-arg-seed =
    随机种子：相同的种子和选项给出相同的试卷
cli-arg-shell =
    要为之写补全的 shell
cli-arg-show-depth =
    只显示到深度 N 的树（根节点的深度为 0）。默认情况下，大树显示到能让视图保持较小的最深深度，并在末尾一行说明省略了什么。（这不是搜索的深度限制：那是 --depth。）
cli-arg-standalone =
    完整的 LaTeX 文档（standalone 文档类），而不是供 \input 的片段
cli-arg-strict =
    只在 α > β 时剪枝（伯克利 CS188 的规则），而不是在 α ≥ β 时
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
    甲方的算法（默认：与乙方相同）
cli-arg-vs-bounds =
    甲方的叶节点界 L,U（默认：与乙方相同）
cli-arg-vs-budget =
    甲方的节点预算（默认：与乙方相同）
cli-arg-vs-depth =
    甲方的深度限制（默认：与乙方相同）
cli-arg-vs-fail-hard =
    甲方返回 fail-hard 的值
cli-arg-vs-no-deep-cutoffs =
    甲方只因父节点的界而剪枝（无深层剪枝）
cli-arg-vs-order =
    甲方的子节点顺序（默认：given）
cli-arg-vs-root-reset =
    甲方的根节点的每个子节点都用根节点的初始窗口搜索
cli-arg-vs-strict =
    甲方只在 α > β 时剪枝
cli-arg-vs-tt =
    甲方使用置换表
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
      gametree check test_cases/q3/0-small-tree.test  # CS188 测试，对照其 .solution

    答案文件的内容与 `expect` 块相同（一个块或一个列表）：
      algorithm: alphabeta      # 以及 strict、fail_hard、root_reset、no_deep_cutoffs、order、depth、bounds、tt
      value: 3
      best: B                   # 根节点某个子节点的 id 或路径
      pruned: [5, 6]            # 叶节点编号、id 或路径
      values: {"{"}B: 3, C: "<=2"{"}"} # 精确值，或在搜索被剪枝处的界
      windows: {"{"}C: [3, inf]{"}"}    # 进入每个节点时的 (alpha, beta)

    退出码：0 所有答案都对，1 有答案错误，2 输入有误。
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
    比较同一棵树的两次搜索：甲方（默认约定，或 --vs-… 选项）与乙方（给出的选项）：值、最佳走法、被剪枝的叶节点，以及每个节点的值或界
cli-diff-after-help =
    示例：
      gametree diff trees/aima-fig5-2.yaml --strict          # CS188 规则与经典规则
      gametree diff tree.yaml --strict --fail-hard
      gametree diff tree.yaml --order reversed
      gametree diff tree.yaml --root-reset --json
      gametree diff trees/aima-chance-fig5-19-bounded.yaml --algo star1 --vs-algo alphabeta
      gametree diff tree.yaml --strict --fail-hard --vs-strict   # fail-hard 与 fail-soft 对比，两边都严格

    乙方像其他命令一样使用给出的选项。甲方是默认约定（α ≥ β 时剪枝、fail-soft、α 在根的子节点间传递、文件中的顺序、文件中的界、无深度限制、无置换表、无预算），算法与乙方相同；每个 --vs-… 选项设定甲方的同名约定。
cli-diff-arg-json =
    以 JSON 打印两次的结果及其差别
cli-diff-heading-vs-algo =
    甲方（默认约定加上乙方的算法，除非以下选项另有设定）
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

    大树画到能让图保持在约 1,500 个节点的最深深度（Graphviz 排版这么多节点需要一两秒；几万个节点则要几分钟）：图停止处的节点会说明其下方有多少个节点没有画出，标题会说明如何画出更多（--show-depth N，或用 --all 画出所有节点）。

    图中：MAX ▲（三角形），MIN ▼（倒三角形），机会节点 ○（圆形），叶节点 □（方框）；每个节点显示它的值，或在搜索被剪枝处显示它的界（≥ 5、≤ 2）。灰色虚线：被剪枝，从未搜索（点线：在深度限制之下）。红色的边：引起剪枝的值，并附上原因。粗线：主要变例。从机会节点出发的边标有概率；用 --windows 时，每条边还标有搜索进入下方节点时的窗口 (α, β)。

    SVG、PNG 和 PDF 需要运行 Graphviz 的 `dot`（https://graphviz.org/download/；Debian/Ubuntu：apt-get install graphviz；macOS：brew install graphviz）。GAMETREE_DOT 可以指定另一个程序。
cli-dot-arg-format =
    输出格式：DOT 文本（默认），或用 Graphviz 生成的 SVG、PNG 或 PDF
cli-dot-arg-hide-pruned =
    略去搜索从未进入的子树（被剪枝的，或在深度限制之下的）；其上方的节点列出略去的叶节点
cli-eval-about =
    求值一棵树：根节点的值、最佳走法、主要变例和被剪枝的叶节点
cli-eval-after-help =
    示例：
      gametree eval trees/aima-fig5-2.yaml
      gametree eval trees/aima-fig5-2.yaml --algo minimax
      gametree eval -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}]' --json
      gametree eval tree.yaml --json --nodes      # 还给出每个节点的值和界
      gametree eval chance.yaml --algo star1 --bounds=-2,2
cli-exam-about =
    试卷：适合出 α-β 剪枝题的随机树，附答案（LaTeX、PDF）
cli-exam-after-help =
    示例：
      gametree exam --seed 1 --count 4 -o exam/        # exam.tex、key.tex、q1.yaml…及 PDF
      gametree exam --seed 7 --count 3 --depth 4 --branching 2 --values 0..20 -o week5/
      gametree exam --seed 2 --count 2 --convention-sensitive -o strict/
      gametree exam --seed 3 --count 2 --chance -o star1/
      gametree check exam/                              # 每份答案都与搜索一致

    每道题至少有一次 α-β 剪枝和一次深层剪枝（剪枝发生在一个节点上，而它的界来自父节点以外的祖先），根节点只有一个最佳走法，并且无论在 α ≥ β 还是只在 α > β 时剪枝，被剪枝的叶节点都相同（--convention-sensitive 则要两者不同的树）。用 --chance 时，树有机会层和叶节点界，题目考 Star1，而且 Star1 必须剪掉一些东西。内部节点按广度优先标为 A、B、……；叶节点编号。

    文件夹中会有 exam.tex（题目，空白的树）、key.tex（答案，每题附一段解题说明）、q1.yaml……（每棵树，其答案写在 `expect` 中，所以 `gametree check DIR` 可以检查它们，`gametree check DIR/q1.yaml --answers …` 可以给学生评分），以及在装有 pdflatex 时的 exam.pdf 和 key.pdf（GAMETREE_PDFLATEX 可以指定另一个程序）。相同的种子和选项给出逐字节相同的文件。
cli-exam-arg-depth =
    根节点以下的层数（深层剪枝至少需要 4 层）
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
cli-heading-arguments =
    参数
cli-heading-commands =
    命令
cli-heading-options =
    选项
cli-heading-usage =
    用法:
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
      gametree html trees/aima-fig5-2.yaml --practice -o practice.html
      gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 --practice -o star1.html

    用任何浏览器打开这个文件；它不需要网络。按键：← → 单步，Home / End，空格播放。在地址后加上 #step=12，打开时就停在第 12 步（#step=end 为搜索结束时）。用 --practice 时，页面改为提问：填写每个内部节点的值或界，勾选被剪枝的叶节点，然后按“检查”；判定和解释与 `gametree check` 相同。
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
    4 × 4 上的三子棋
cli-play-value-connect4 =
    5 × 4 上的四子棋
cli-play-value-ttt =
    井字棋
cli-quiz-about =
    解一棵随机树：先问根节点的值和被剪枝的叶节点，再讲解
cli-quiz-after-help =
    示例：
      gametree quiz
      gametree quiz --depth 4 --branching 2 --seed 7
      printf '3\n5 6\n' | gametree quiz --seed 7       # 脚本作答
      gametree quiz --strict --order reversed          # 约定会改变被剪枝的叶节点
      gametree quiz --html --count 5 --seed 3 -o set.html
      gametree quiz --html --count 8 --depth 4 --branching 2..3 --cutoffs 2 --deep -o hard.html
      gametree quiz --html --count 4 --algo star1 --chance weighted --depth 3 -o star1.html

    先回答根节点的值，再用叶节点编号回答 α-β 剪枝从不求值的叶节点（`5 6` 或 `5,6`；`none`）。判定与 `gametree check` 相同，每个错误的项都有解释。退出码：0 全对，1 有错，2 输入有误；输入结束时测验结束（退出码 0）。用 --html 时不提问：页面中有 --count 棵树，可以在浏览器中填写和检查（判定与 `gametree check` 相同）；相同的种子和选项给出相同的页面。
cli-quiz-arg-algo =
    题目考的内容
cli-quiz-arg-chance =
    在决策层之间加入机会层，以叶节点的值作为界（用于 Star1 和 Star2；只写 `--chance`：各结果等可能）。--algo star1、star2 和 expectimax 隐含此选项
cli-quiz-arg-count =
    页面中树的数量（与 --html 一起用）
cli-quiz-arg-depth =
    根节点以下的层数；叶节点都在这一深度
cli-quiz-arg-no-deep-cutoffs =
    不带深层剪枝的 α-β：每个子节点只拿到父节点自己的界
cli-quiz-arg-output =
    把页面写入这个文件而不是标准输出（与 --html 一起用）
cli-quiz-arg-seed =
    随机种子（默认：取自时钟，并会显示出来，以便重做这次测验）
cli-quiz-arg-strict =
    只在 α > β 时剪枝（伯克利 CS188 的规则）
cli-quiz-value-alphabeta =
    α-β 剪枝：值和被剪枝的叶节点
cli-quiz-value-minimax =
    极小化极大：值
cli-quiz-value-star1 =
    在有机会节点和叶节点界的树上做 Star1：值和被剪枝的叶节点
cli-quiz-value-star2 =
    Star2（带探测的 Star1）：值和被剪枝的叶节点
cli-show-about =
    在终端上画出树：每个节点的值或界，标出被剪枝的部分，并突出显示最佳路线
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
    以 JSON 打印树：先是结果，然后是每个节点及其父节点、值或界，以及它是否被剪枝、是否在最佳路线上
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

    值来自一个精确的求解器（带置换表的 α-β 搜索，局面按对称归并）。普通的极小化极大和普通的 α-β 也会运行，以给出它们的节点数，约定与 `gametree eval` 相同（fail-soft、α ≥ β 时剪枝、按游戏的顺序走、机会节点之下用全窗口）；每个都在超过 --max-nodes 时停止。

    connect4 有自己的求解器（位棋盘、存放精确/下界/上界条目的固定大小置换表、威胁排序、对分数的零窗口搜索、检测被迫和必输的走法、对称），每种技术都有开关。它的分数从轮到走的一方计：0 为平局，s > 0 为获胜，且获胜的那一子是胜方的第（格子数的一半 + 1 − s）子，−s 为同样快的失败。
cli-solve-arg-json =
    以 JSON 打印结果
cli-solve-arg-max-nodes =
    普通极小化极大和普通 α-β 在超过这么多个节点时停止（默认 20,000,000），--explain 的每一步也是；四子棋求解器只在给出此选项时才会停止
cli-solve-arg-order =
    四子棋：尝试走法的顺序
cli-solve-value-given =
    从左到右的各列
cli-tikz-about =
    把树写成 LaTeX 图（TikZ，`forest`）：题目或答案
cli-tikz-after-help =
    示例：
      gametree tikz trees/aima-fig5-2.yaml > fig.tex          # 答案，供 \input{"{"}fig{"}"}
      gametree tikz trees/aima-fig5-2.yaml --blank -o question.tex
      gametree tikz trees/aima-fig5-2.yaml --key --windows --standalone -o key.tex && pdflatex key.tex
      gametree tikz trees/aima-chance-fig5-19-bounded.yaml --algo star1 --standalone

    图中：MAX △，MIN ▽，机会节点 ○，叶节点在方框中，下方是叶节点编号，机会节点下方的边上标有概率。答案（默认）写出每个节点的值，或在搜索被剪枝处写出它的界（≤ 2、≥ 5）；灰色虚线：被剪枝，从未搜索；剪枝跳过的每条边上画一道红色的 ‖，引起剪枝的值所在的边为红色；粗线：最佳路线。空白题目的布局相同，但内部节点留空：任何地方都没有内部节点的值或界。

    片段需要 \usepackage{"{"}forest{"}"}（TeX Live；Debian：texlive-pictures）；--standalone 写出可供 pdflatex 编译的完整文档。
cli-tikz-arg-output =
    写入这个文件而不是标准输出
cli-tikz-arg-windows =
    与答案一起用：在每个内部节点旁写出进入它时的窗口 (α, β)
cli-trace-about =
    逐步显示搜索：一张表，列出每一次进入、叶节点、α/β 的变化、剪枝（并用平白的话说明原因）、机会节点区间和返回
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
    4 列 × 4 行上的三子棋（或用 --board）
cli-value-connect4 =
    5 列 × 4 行上的四子棋（或用 --board）
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
cli-value-expectimax =
    在有机会节点的树上做期望极小化极大：值
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
    Ballard 的 Star1：根据叶节点界在机会节点处剪枝
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

## 用法错误（clap 的英文措辞的译文）
cli-error = 错误:
cli-error-tip = 提示:
cli-error-unknown-argument = 没有参数 '{ $arg }'
cli-error-unknown-subcommand = 没有子命令 '{ $command }'
cli-error-value-missing = '{ $arg }' 需要一个值，但没有给出
cli-error-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
cli-error-value-validation = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
cli-error-no-equals = 给 '{ $arg }' 赋值时需要等号
cli-error-too-many-values = '{ $arg }' 的值 '{ $value }' 是多余的：不需要更多的值
cli-error-too-few-values = '{ $arg }' 需要 { $min } 个值，但只给出了 { $count } 个
cli-error-wrong-number-of-values = '{ $arg }' 需要 { $expected } 个值，但给出了 { $count } 个
cli-error-missing-required = 缺少以下必需的参数：
cli-error-missing-subcommand = '{ $command }' 需要一个子命令，但没有给出
cli-error-used-twice = 参数 '{ $arg }' 不能使用多次
cli-error-conflict = 参数 '{ $arg }' 不能与 { $other } 一起使用
cli-error-conflict-others = 参数 '{ $arg }' 不能与给出的其他某些参数一起使用
cli-error-subcommands = [子命令: { $values }]
cli-error-more = 要了解更多信息，请试试 '{ $flag }'。
cli-error-similar-subcommand = { $count ->
   *[other] 有相似的子命令
}：{ $names }
cli-error-similar-argument = { $count ->
   *[other] 有相似的参数
}：{ $names }
cli-error-similar-value = { $count ->
   *[other] 有相似的值
}：{ $names }
cli-error-tip-value = 要把 '{ $value }' 作为值传入，请用 '{ $with }'
cli-error-tip-double-dash = 有子命令 '{ $name }'；要使用它，请去掉它前面的 '--'
cli-error-tip-exists = 有 '{ $name }'
cli-error-not-in-range = { $value } 不在 { $range } 之内
cli-error-not-an-integer = 不是整数
cli-error-empty-number = 不能从空字符串读出整数
cli-error-number-too-large = 数太大
cli-error-number-too-small = 数太小
cli-error-not-a-number = 不是数
err-tolerance = 容差必须是 ≥ 0 的数，不能是 { $text }
err-no-catalogue = 没有 { $name } 的消息目录：可用的语言是 { $languages }

## 评分：评分细则文件与顺延得分
err-rubric-points = { $what } 必须是分数，即 0 或更大的数
err-rubric-points-map = `points` 是一个映射：项的类别 → 分数，例如 {"{"}value: 2, pruned: 3{"}"}
err-rubric-unknown-kind = 未知的项类别 `{ $kind }`；类别有 { $kinds }
err-rubric-map = 评分细则是一个映射，键为 `points`、`follow_through`、`required`、`gradescope`
err-rubric-share = `follow_through` 是该项分数中的比例，从 0 到 1
err-rubric-required-list = `required` 是项的列表：value、best、pruned、values.NODE、windows.NODE
err-rubric-not-an-item = { $name } 不是一个项：请写 value、best、pruned、values.NODE 或 windows.NODE
err-rubric-gradescope-map = `gradescope` 是一个映射：visibility、test_visibility
err-rubric-visibility = 未知的可见性 { $visibility }；Gradescope 的可见性有 { $visibilities }
err-rubric-gradescope-key = `gradescope` 下有未知的键 `{ $key }`：可用的是 visibility、test_visibility
err-rubric-unknown-key = 评分细则中有未知的键 `{ $key }`
help-rubric-keys = 评分细则的键有 { $keys }
err-rubric-no-node = `required` 提到了 { $node }，但树中没有这个节点
grade-follow-through-note = 顺延得分：{ $why }（{ $points } 分，满分 { $max } 分）
grade-notes = { $first }；{ $then }
grade-follows-largest = { $written } 由你自己给出的值 { $values } 得出：其中最大的是 { $combined }
grade-follows-smallest = { $written } 由你自己给出的值 { $values } 得出：其中最小的是 { $combined }
grade-follows-mean = { $written } 由你自己给出的值 { $values } 得出：它们按概率加权的平均是 { $combined }
grade-best-follows = 按你自己给出的值 { $values }，{ $name } 是最佳走法
grade-status-right = 正确
grade-status-follow-through = 顺延得分
grade-status-wrong = 错误
grade-status-unanswered = 未作答

## Gradescope 的 results.json：学生读到的测试名称与输出
grade-group-value = 根节点的值
grade-group-best = 最佳走法
grade-group-pruned = 被剪枝的叶节点
grade-group-values = 节点的值
grade-group-windows = 窗口
grade-bad-input = 输入有误
grade-item-head = { $mark } { $item }（{ $points } 分，满分 { $max } 分，{ $status }）
grade-not-answered = 未作答
grade-follow-through = 顺延得分：{ $why }
grade-summary = gametree check：{ $all } 个作答的项中 { $right } 个正确

## 导出的游戏树文件开头的注释（给读文件的人看；文件中的名称仍用英文）
game-ttt-legend =
    节点 id 是通往它的走法：X5-O1 = X 下在第 5 格，然后 O 下在第 1 格
    （格子 1–9 按行编号）。X 是 MAX。
    结束的对局得分 ±(100 − 步数)：X 胜 > 0，O 胜 < 0，平局 0；
    深度限制处的局面：lines = 3·X2 + X1 − (3·O2 + O1)，win = 0。
game-dice-legend =
    到第 { $target } 格的骰子赛跑：每一轮可以走 2 格，或掷一个骰子并按点数前进；先到达终点者获胜。
    A 是 MAX，B 是 MIN。节点 id 是走法：Aroll-6-Bwalk = A 掷出 6，然后 B 走。
    掷骰子是一个机会节点，有六个 p = 1/6 的子节点。
    结束的对局得分 ±(100 − 从起始局面算起的步数)；深度限制处的局面：
    lines = A 的格子 − B 的格子（领先的格数），win = 0。
game-connect-legend =
    节点 id 是通往它的走法：X3-O2 = X 投入第 3 列，然后 O 投入第 2 列（列为 1–{ $cols }）。
    X 是 MAX；走法先列中间的。
    结束的对局得分 ±({ $win } − 步数)，平局 0；深度限制处的局面：
    lines = 对每 { $n } 格的窗口计 3·X{ $a } + X{ $b } − (3·O{ $a } + O{ $b })（Xk：k 个 X 且没有 O），win = 0。
game-symmetry-legend =
    对称的局面已合并：{ $distinct } 个不同的节点，各写一次（&id），之后写作别名（*id）；
    这个文件读起来仍是有 { $nodes } 个节点的完整的树。

## 检查器：错误的根节点值、各搜索变体的结果、用两个名字作答的节点
check-root-value-is = 根节点的值是 { $value }
check-value-wrong = 值：你写的是 { $written }，但根节点的值是 { $value }{ $rounding }{ $decided }
check-best-move-is = 最佳走法是 { $names }
check-entered-with = 进入 { $name } 时的窗口是 ({ $alpha }, { $beta })
check-never-entered = { $name } 从未被进入
check-comes-from-largest = ；它来自 { $name }{ $path }，根节点的子节点中最大的那个{ $values }
check-comes-from-smallest = ；它来自 { $name }{ $path }，根节点的子节点中最小的那个{ $values }
check-children-values = （{ $values }）
check-child-path = （路径 { $path }）
check-chance-root-averages = ；根节点是机会节点，它按概率对子节点加权平均
check-item-best = 最佳走法
check-unknown-name = { $what }：{ $why }{ $could_be }
check-same-node = { $a } 和 { $b } 指的是同一个节点（{ $name }，路径 { $path }）
check-answered-alike = { $same }，两处答案相同：只评一次
check-answered-twice = { $name }：作答了两次，{ $a } 为 { $first }，{ $b } 为 { $second }；{ $same }，所以只能给出一个答案
check-evaluated-at = { $leaf } 在第 { $step } 步被求值
check-rounded-note = { $written } 是 { $value } 舍入到 { $places } 位小数的结果，算作正确：这个值来自机会节点的平均，所以有两位或更多小数的答案，只要是该值舍入的结果就算对
check-rounded-miss-places = （舍入到 { $places } 位是 { $rounded }，不是 { $written }）
check-rounded-miss-plain = （来自机会节点平均的值要精确地写出，写成分数，或舍入到两位或更多小数：{ $rounded }）
check-within-tolerance = { $written } 与 { $value } 之差在容差 { $tolerance } 之内
check-beyond-tolerance = ，与它相差超过容差 { $tolerance }
check-you-wrote = 你写的是 { $shown }

## 练习页面：留空的输入框，以及没有 JavaScript 时的页面
practice-left-empty = { $name }：留空了，但搜索给出的是 { $shown }
practice-window-left-empty = { $name }：窗口留空了，但搜索在第 { $step } 步以 ({ $alpha }, { $beta }) 进入它
practice-noscript = 这个页面需要 JavaScript 来检查答案；`gametree check` 可以检查答案文件。

## 命令拒绝的选项，以及它调用的程序（Graphviz）
err-bench-repeat = --repeat 取运行次数，至少为 1
err-bench-min-time = --min-time 取 0 到 3600 之间的秒数，例如 0.2
check-no-expect-block = { $file }：没有 `expect` 块，没有可检查的内容
err-cs188-solution = CS188 测试要用它旁边的 .solution 文件来检查，但无法读取 { $path }：{ $error }
help-cs188-solution = 把该测试的 .solution 文件放在它旁边，或者用 --answers 检查学生的答案
c4-line-disagrees = 第 { $line } 行：{ $position }：解得 { $score }，文件中写的是 { $expected }
err-think = --think 取秒数，大于 0 且至多 3600
err-dot-binary = { $format } 是二进制格式，而标准输出是终端
help-dot-binary = 用 -o tree.{ $ext } 写入文件，或重定向输出：gametree dot … --format { $ext } > tree.{ $ext }
err-dot-extension = 无法从扩展名 .{ $ext } 判断输出格式
help-dot-extension = 请用 .dot、.gv、.svg、.png 或 .pdf，或者写 --format dot|svg|png|pdf
err-graphviz-missing = 没有安装它的 `{ $program }` 程序（或不在 PATH 中），而生成 { $format } 需要它
help-graphviz-missing = 安装 Graphviz：apt-get install graphviz（Debian/Ubuntu），dnf install graphviz（Fedora），brew install graphviz（macOS），winget install graphviz（Windows）；见 https://graphviz.org/download/。或者写出 DOT，它什么都不需要：gametree dot FILE -o tree.dot
err-graphviz-run = 无法运行 Graphviz 的 `{ $program }`：{ $error }
err-graphviz-read = 无法读取 Graphviz 的 `{ $program }` 的输出：{ $error }
help-graphviz-check = 请检查 Graphviz 已安装并且能运行：dot -V
err-graphviz-failed = Graphviz 的 `{ $program }` 未能生成 { $format }：{ $error }
help-graphviz-failed = 这是 gametree 的 DOT 输出中的错误；请附上树文件报告它
err-board-not-connect = --board 只用于连子棋
err-cannot-play = 无法对弈：{ $error }
err-quiz-depth = 测验的 --depth 必须在 1..6 之内
err-quiz-html = --count 和 --output 用于生成练习页面：请加上 --html
err-quiz-chance = 有机会节点的树用 --algo star1、star2 或 expectimax 搜索
help-quiz-no-tree = 要求更少的剪枝，或者更深、更宽的树（深层剪枝需要 --depth 4 或更大）
err-html-too-big = 页面要画出每个节点，而这棵树有 { $nodes } 个（至多 { $max } 个）
help-html-too-big = `gametree trace` 可以打印任意大小的树的搜索步骤
err-practice-budget = 练习页面要用完整的搜索来检查答案，而 --budget 会让搜索中途停止
err-practice-too-big = 练习页面每个节点有一个输入框，而这棵树有 { $nodes } 个节点（至多 { $max } 个）
err-man-no-subcommand = 没有子命令 { $name }
help-man-subcommands = 子命令有 { $names }
err-man-write = 无法写出手册页：{ $error }

## 游戏：不可能的棋盘、局面和走法
err-connect-board = 不支持 { $cols }×{ $rows } 的棋盘：列数为 1–9，且 列数 × (行数 + 1) ≤ 64
err-connect-n = { $n } 子棋放不进 { $cols }×{ $rows }：N 至少为 2，并且要放得进一行或一列
err-connect-column = { $text } 不是列：请按顺序给出下过的列，1–{ $cols }（例如 '3 3 2'）
err-connect-after-end = 第 { $number } 步（{ $col }）在对局结束之后
err-connect-full = 第 { $number } 步（{ $col }）：第 { $col } 列已满
err-c4-board = 四子棋求解器不支持 { $cols }×{ $rows } 的棋盘：列数 × (行数 + 1) ≤ 64，至多 15 行
err-c4-four = 四子连线放不进 { $cols }×{ $rows }：至少要有一边有 4 格
err-search-needs-more = 搜索需要多于 { $nodes } 个节点
err-search-out-of-time = 搜索用完了时间
err-export-distinct = 这棵树的不同节点多于 { $max } 个
err-export-unfolded = 这棵树展开后有 { $nodes } 个节点，多于树文件能容纳的数量（{ $max }）
export-same-position-order = { $id }：与 { $label } 是同一局面，走法顺序不同
export-same-position-symmetry = { $id }：与 { $label } 是同一局面，由对称得到
err-quiz-no-tree = 测验的第 { $number } 棵树：试了 { $tries } 次，没有一棵树符合要求
err-dice-target = 终点必须在 2..{ $max } 之内，不能是 { $target }
err-dice-square = { $text } 不是终点之前的格子：请给出 A 和 B 的格子，0–{ $last }，例如 '3,5'
err-dice-player = { $text } 不是玩家：第三部分说明轮到谁走，A 或 B
err-dice-position = { $text }：请给出 A 和 B 的格子，以及可选的轮到谁走：'3,5' 或 '3,5,B'
err-dice-face = { $text } 不是骰子的点数（1–6）
err-dice-step = { $text }：请输入 walk 或 roll
err-ttt-too-many = { $text } 多于九个格子；请按行给出九个：X、O 或 .
err-ttt-square = { $text } 不是格子：用 X、O，或用 . 表示空格
err-ttt-count = { $text } 有 { $count } 个格子；请按行给出九个：X、O 或 .，例如 'XX.O.....'
err-ttt-pieces = { $x } 个 X 和 { $o } 个 O 是不可能的：X 先走，所以 X 的棋子与 O 一样多或多一个
err-ttt-both-win = X 和 O 都连成了三子：没有对局会走到这里
err-ttt-x-won = X 已经连成三子，但之后 O 又走了
err-ttt-o-won = O 已经连成三子，但之后 X 又走了

## 构建时被拒绝的树，以及机会节点的概率
err-build-no-children = { $kind } 节点 { $node } 没有子节点
err-build-shared = 节点 { $node } 用在了两个地方；树中的节点不能共用
err-build-duplicate-label = 标签 { $label } 用了两次
err-build-path-like-label = 标签 { $label } 看起来像路径，但这个节点的路径是 { $path }
err-build-probabilities = 机会节点 { $node }：{ $reason }
err-build-nan = 节点 { $node }：值必须是数，不能是 NaN
err-prob-partial = 它的子节点有的有概率 `p`，有的没有（第 { $child } 个子节点没有）；要么都给，要么都不给（那样它们等可能）
err-prob-range = 第 { $child } 个子节点的概率不在 (0, 1] 之内
err-prob-sum = 它的子节点的概率之和是 { $sum }，不是 1

## 文件中不能有的数、键和 YAML
help-number-nan = NaN 不是搜索能够比较的值；请给出一个数
help-number-too-large = 最大的数约为 1.8e308；无穷大写作 .inf（或 -.inf）
help-number-infinity = YAML 把无穷大写作 .inf 和 -.inf
help-number-write = 请写一个数，例如 3 或 -1.5
err-file-key-shape = 树文件的键是 `root` 这样的词
err-file-key-twice = 键 `{ $key }` 出现了两次
err-alias-no-anchor = 这个别名没有对应的锚点
err-value-alias-bomb = 这里的别名展开后多于一百万个值（别名炸弹？）
err-yaml-event = 意外的 YAML 事件 { $event }
err-map-key-twice = 键 { $key } 在这个映射中出现了两次
err-value-too-deep = 这里的列表和映射嵌套超过 { $depth } 层
help-value-too-deep = 元数据和答案只有几层深（由映射组成的块的列表）；只有 `root` 下的树可以嵌套很深
path-elided = { $top }…{ $bottom }（深度 { $depth }）

## CS188 测试文件
err-cs188-line = 测试文件的一行是 `key: "text"`，或者用 `key: """` 开始若干行，并以只有 `"""` 的一行结束
err-cs188-no-name = 属性在 `:` 之前需要一个名字
err-cs188-unclosed = 块 `{ $key }: """` 没有结束：请用只有 """ 的一行结束它
err-cs188-unquoted = `{ $key }` 的值必须放在双引号中（`{ $key }: "…"`），或者是一个 `"""` 块
err-cs188-twice = 属性 `{ $key }` 出现了两次
err-cs188-missing = 测试文件中没有 `{ $key }`
help-cs188-missing = 博弈树测试要给出 class、alg、depth、num_agents、start_state、win_states、lose_states、successors 和 evaluation
err-cs188-one-line = `{ $key }` 只占一行：`{ $key }: "…"`
err-cs188-count = `{ $key }` 必须是 { $lo } 到 { $hi } 之间的整数，不能是 { $text }
err-cs188-class = 这是一个 { $class } 测试；只有 { $tree_class } 文件中有博弈树
help-cs188-class = 其他测试类型下的是完整的吃豆人游戏，没有可读的树
err-cs188-agent = 未知的智能体 { $agent }
help-cs188-agent = 博弈树的智能体有 MinimaxAgent、AlphaBetaAgent 和 ExpectimaxAgent
err-cs188-successor-line = 后继行是 `state action next-state`：三个词，不是 { $count } 个
err-cs188-action-twice = 状态 { $state } 有两次动作 { $action }
err-cs188-reached-twice = 状态 { $state } 已在第 { $line } 行到达过：博弈树中每个状态只由一步走法到达
err-cs188-start-reached = 起始状态 { $state } 是另一个状态的后继：游戏会绕圈
err-cs188-evaluation-line = 估值行是 `state number`：两个词，不是 { $count } 个
err-cs188-evaluation-number = { $state } 的估值必须是数，不能是 { $text }
err-cs188-evaluation-twice = 状态 { $state } 有两行估值
cs188-why-terminal = 胜负已定的状态
cs188-why-depth = 在深度限制处
cs188-why-no-successors = 没有后继的状态
err-cs188-no-evaluation = 搜索要对状态 { $state } 求值（{ $why }），但 `evaluation` 中没有它的一行
help-cs188-no-evaluation = 在 `evaluation` 中加一行 `{ $state } NUMBER`
err-cs188-path-like = 状态 { $name } 看起来像另一个节点的路径（{ $name }），所以不能用来命名这个节点（路径 { $path }）
help-cs188-path-like = gametree 用路径（`root`、`1`、`2.1`）来指称节点；请给状态改名，使它看起来不像路径
err-cs188-action = 动作 { $action } 不是起始状态的走法；它的走法有 { $moves }
err-cs188-no-state = { $state } 不是测试文件所描述的树中的状态
err-cs188-parent-not-generated = { $state } 被生成了，但它的父节点 { $parent } 没有：任何搜索都不会在父节点之前生成一个状态
export-the-root = 根节点
err-unbalanced-list = 列表没有闭合
err-unbalanced-map = 映射没有闭合
