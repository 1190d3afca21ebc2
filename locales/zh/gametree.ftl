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
#   prune / pruned        剪枝 / 被剪去（搜索从未看到的叶节点和子树）
#   cutoff                截断（搜索在这个节点停下，不再看其余子节点）
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

name-labelled = { $label }（路径 { $path }）
name-move-labelled = { $name }（{ $label }，路径 { $path }）
name-leaf = 叶节点 { $leaf }（值 { $value }）
name-leaf-labelled = 叶节点 { $leaf }（{ $label }，值 { $value }）
value-leaf = 叶节点 { $leaf }
value-unknown = 未知
list-separator = {"，"}
kind-max = MAX
kind-min = MIN
kind-chance = 机会节点
kind-leaf = 叶节点

## 报告标题下的约定行

conv-null-window = 零窗口测试，fail-soft，α ≥ β 时截断
conv-strict = α > β 时截断（严格）
conv-cut = α ≥ β 时截断
conv-fail-hard = fail-hard
conv-fail-soft = fail-soft
conv-root-reset = 根的每个子节点重置 α
conv-root-carried = α 在根的子节点间传递
conv-no-deep-cutoffs = 无深层截断（只用父节点的界）
conv-mcts = 种子 { $seed }，探索常数 C = { $c }
conv-order = { $order ->
        [given] 按文件中的顺序
        [reversed] 按文件中的逆序
        [best] 最佳顺序
        [worst] 最差顺序
        [eval] 按 eval 估值排序
       *[other] 顺序 { $order }
    }
conv-bounds = 界 [{ $lo }, { $hi }]
conv-no-bounds = 未给出叶节点的界
conv-depth = 深度限制 { $depth }
conv-tt = 置换表
conv-budget = 预算 { $count } 个节点

## 各视图的结尾行

leaves-line = { $leaves } 个叶节点中求值了 { $evaluated } 个
leaves-line-pruned = ；剪去 { $leaves }
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

eval-note-no-bounds = 注意：未给出叶节点的界（在文件中写 bounds:，或用 --bounds L,U），所以机会节点只能在最后一个子节点内截断
eval-key-value = 值
eval-key-best-move = 最佳走法
eval-key-pv = 主要变例
eval-key-leaves = 叶节点
eval-key-visited = 访问节点
eval-key-researches = 重新搜索
eval-key-budget = 预算
eval-key-load-time = 载入用时
eval-key-search-time = 搜索用时
eval-search-time = { $time }（记录每个访问节点的结果）
eval-value-unknown = 未知：搜索在证明任何结论之前就用完了预算
eval-value-partial = { $value }（预算用完之前搜索所证明的）
eval-value-bound = { $value }（这是一个界：根的窗口被截断了）
eval-best-with-value = { $name }，值为 { $value }
eval-best-by-passes = { $name }（由下面各轮证明）
eval-best-last-depth = { $name }（最后一个完成的深度的选择）
eval-best-before-budget = { $name }（预算用完之前找到的最佳）
eval-best-none-budget = 预算用完之前没有找到
eval-best-none-chance = 无：根节点是机会节点
eval-best-none-leaf = 无：根节点是叶节点
paren = （{ $text }）
paren-after = （{ $text }）
eval-pv-leaf = （{ $leaf }）
eval-pv-more = …（另外 { $count } 个）
eval-leaves = { $leaves } 个中求值了 { $evaluated } 个，剪去 { $pruned } 个
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
eval-pruned-title = 被剪去的叶节点（{ $count } 个）
eval-pruned-more = … 以及另外 { $count } 个（--json 列出全部）
eval-iterations-title = 迭代
eval-null-window-title = 零窗口测试
eval-pass-budget = （预算用完）
eval-depth-full = 完整
eval-saved = { $without }（节省 { $saved }）
eval-fails-high = ≥ { $value }（fail high）
eval-fails-low = ≤ { $value }（fail low）

## show：树的绘图

show-hidden = （隐藏了 { $count } 个被剪去的子节点）
show-below = ▸ 下面还有 { $nodes } 个节点
show-mark-pruned = ✂ 被剪去
show-mark-cut = ✂ 截断
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
act-cutoff = 截断
act-chance-child = 子节点 { $child }（p = { $p }）
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
trace-bounded-below = { $name } 自身的搜索没有截断，但它下面的某个节点截断了，所以它的值只是一个界：{ $value }
trace-negamax-lower = { $name } 截断：这是 MIN 一方得分的下界，不是它的值
trace-negamax-upper = { $name } 截断：这是 MIN 一方得分的上界，不是它的值

## 注释：为什么截断，界的含义

note-leaf-is = 叶节点 { $leaf } = { $value }
note-returned = { $name } 返回 { $value }
note-nothing = 无
note-named-is = { $name } = { $value }
note-number-is = { $leaf } = { $value }
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
note-budget-cut = { $name }：节点预算在访问 { $visits } 次后用完，所以 { $name } 未完成就停止了（这不是截断：这里没有剪去任何东西）{ $never }
note-never-reached = ；从未到达：{ $leaves }
note-chance-low = { $name }：{ $returned } { $rel } 剪枝阈值 A = { $threshold }，所以无论其他子节点如何，机会节点 { $name } 的值至多为 { $bound } { $rel } α = { $alpha }{ $skip }
note-chance-high = { $name }：{ $returned } { $rel } 剪枝阈值 B = { $threshold }，所以无论其他子节点如何，机会节点 { $name } 的值至少为 { $bound } { $rel } β = { $beta }{ $skip }
note-probe-high = { $name }：仅凭探测，机会节点 { $name } 的值就至少为 { $bound } { $rel } β = { $limit }（每个 MAX 子节点至少等于其被探测的子节点），所以它的搜索在此停止{ $skip }
note-probe-low = { $name }：仅凭探测，机会节点 { $name } 的值就至多为 { $bound } { $rel } α = { $limit }（每个 MIN 子节点至多等于其被探测的子节点），所以它的搜索在此停止{ $skip }
note-budget-exit-nothing = { $name } 完成之前预算已用完：关于它的值什么也没有证明
note-budget-exit-lower = { $name } 完成之前预算已用完：{ $value } 是下界，不是它的值
note-budget-exit-upper = { $name } 完成之前预算已用完：{ $value } 是上界，不是它的值
note-budget-exit = { $name } 完成之前预算已用完
note-chance-window = A = { $a }，B = { $b }：以窗口 ({ $alpha }, { $beta }) 搜索 { $child }
note-probe = 用窗口 ({ $alpha }, { $beta }) 搜索 { $child } 的第一个子节点 { $node }，得到 { $child } 的界
note-probe-reused = { $node } 已作为探测搜索过；再次使用其结果
note-exit-lower = { $name } 截断：这是下界，不是它的值
note-exit-upper = { $name } 截断：这是上界，不是它的值
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
reason-chance-low = { $what } 看到 { $seen } { $rel } 剪枝阈值 A = { $threshold }，所以它的值至多为 { $bound } { $rel } α = { $alpha }
reason-chance-high = { $what } 看到 { $seen } { $rel } 剪枝阈值 B = { $threshold }，所以它的值至少为 { $bound } { $rel } β = { $beta }
reason-probe = 对 { $what } 的探测给出界 { $bound } { $rel } { $end } = { $limit }

## 树文件中的错误（文件、行、列和插入符号会加在周围）

diag-error = 错误
diag-help = 提示
err-in-node = { $message }（节点 { $node }）
what-leaf-value = 叶节点的值
err-nan = { $what }必须是数字，不能是 NaN（{ $text }）
err-too-large = { $what } { $text } 超出了最大的数
err-too-small = { $what } { $text } 比最小的数更接近 0，会被读成 0
err-not-a-number = { $what }必须是数字，不能是 { $text }
err-quoted-number = { $what }必须是数字，不能是带引号的文本 { $text }
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
err-bad-probability = 概率 `p` 必须是数字或 "1/3" 这样的分数，不能是 { $text }
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
err-yaml-tag = gametree 不读取 YAML 标签 `{ $tag }`
help-yaml-tag = 去掉标签直接写值：数字是叶节点的值，引号中的是文本
err-yaml-end = YAML 文本意外结束
## parse: the YAML parser's own messages

yaml-says-unknown-anchor = 别名引用了未定义的锚点（`*名字` 之前要先用 `&名字` 定义）
yaml-says-duplicate-anchor = 同一个锚点定义了两次
yaml-says-expected-key = 在块映射中没有找到应有的键
yaml-says-expected-dash = 在块列表中没有找到应有的 `-`
yaml-says-expected-content = 这里应当有一个节点的内容，但没有找到
yaml-says-flow-sequence = 在 `[…]` 列表中，这里应当是 `,` 或 `]`
yaml-says-flow-mapping = 在 `{"{"}…{"}"}` 映射中，这里应当是 `,` 或 `{"}"}`
yaml-says-dash-in-flow = `-` 只能用在块列表中（`[…]` 里的项用逗号分隔）
yaml-says-no-mapping-values = 这里不能写映射的值（`键: 值`）
yaml-says-no-mapping-keys = 这里不能写映射的键
yaml-says-no-block-entries = 这里不能写块列表的项（`- …`）
yaml-says-expected-token = 这里没有找到应有的下一个记号
yaml-says-simple-key = 这里应当有一个简单键
yaml-says-simple-key-colon = 简单键后面应当有 `:`
yaml-says-tab-indent = 不能用制表符缩进
yaml-says-tab-here = 这里不允许制表符
yaml-says-tab-block = 块的缩进中不允许制表符
yaml-says-tab-plain = 不带引号的文本中有制表符
yaml-says-tab-block-scalar = 块标量的内容不能以制表符开头
yaml-says-quote-open = 带引号的文本没有结束
yaml-says-quote-document = 带引号的文本中出现了文档标记
yaml-says-quote-trailing = 双引号文本结束后还有多余的内容
yaml-says-quote-escape = 带引号的文本中有未知的转义字符
yaml-says-indent = 缩进不对
yaml-says-indent-flow = `[…]` 或 `{"{"}…{"}"}` 中的缩进不对
yaml-says-indent-quoted = 带引号的文本中的缩进不对
yaml-says-indent-block-scalar = 块标量中有一行缩进不对
yaml-says-bracket = 括号的位置不对
yaml-says-plain-end = 不带引号的文本意外结束
yaml-says-eof = 文本意外结束
yaml-says-unprintable = 有不可打印的字符
yaml-says-colon-space = `:` 后面必须有空格
yaml-says-dash-space = `-` 后面必须有空格
yaml-says-colon-bracket = 在 `{"{"}…{"}"}` 映射中，`:` 后面不能紧接 `[` 或 `{"{"}`
yaml-says-colon-placement = `:` 的位置不对
yaml-says-plain-dash = 不带引号的文本不能以 `-` 后接 `,[]{"{"}{"}"}` 开头
yaml-says-after-document-end = 文档结束标记之后还有内容
yaml-says-anchor-name = 锚点或别名的名字应当由字母或数字组成
yaml-says-comment-in-text = 注释打断了多行文本
yaml-says-byte-order-mark = 文档中间不能有字节顺序标记（BOM）
yaml-says-incompatible = 不兼容的 YAML 文档版本
yaml-says-unexpected-character = 意外的字符 `{ $char }`

err-two-documents = 文件中有不止一个 YAML 文档；树文件只写一个
err-unknown-doc-key = 树文件中有未知的键 `{ $key }`
help-doc-key-suggest = 你是想写 `{ $suggestion }` 吗？树文件的键是 { $keys }
help-doc-key = 树文件的键是 { $keys }
err-no-root = 文件有元数据但没有 `root`：树在哪里？
err-bad-bounds = `bounds` 必须是两个数 [L, U]，且 L < U，例如 [-2, 2]
bounds-on-line = 第 { $line } 行的 `bounds`
err-out-of-bounds = 叶节点 { $leaf }（{ $name }）的值为 { $value }，超出了 { $from } 给出的界 [{ $lo }, { $hi }]
err-no-tree = 没有给出树
help-no-tree = 给出树文件，用 `-` 表示标准输入，或者用 -e '{"{"}max: [3, 5]{"}"}' 直接写树

## html：单步演示页面（控件、图例和帮助）

html-untitled = 博弈树
html-legend-chance = 机会节点
html-legend-leaf = 叶节点
html-legend-current = 当前
html-legend-below-depth = 在深度限制（{ $depth }）以下
html-legend-pruned = 被剪去
html-title-start = 开始（Home）
html-title-back = 后退（←）
html-title-play = 播放 / 暂停（空格）
html-title-forward = 前进（→）
html-title-end = 结束（End）
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
html-with-path = { $what }（路径 { $path }）
html-nothing-yet = 尚未搜索：按 → 或 ▶ 开始。

## quiz 与 play：提示与回答

try-again = ✗ { $why }；请再试一次。
quiz-not-a-leaf = { $text } 不是叶节点编号（1–{ $count }）
quiz-end-of-input = 输入结束：没有要检查的答案。
quiz-root-value = 根节点的值是多少？
quiz-not-a-number = { $text } 不是数字
quiz-your-answers = 你的答案
quiz-algo-alpha-beta = α-β 剪枝
quiz-pruned = 按 { $algorithm }，哪些叶节点被剪去？（叶节点编号，如 `5 6` 或 `5,6`；没有就写 `none`）
quiz-drawn = 搜索的过程如图：
play-engine-perfect = 完美下法（每一步都精确求解）
play-engine-depth = α-β 剪枝向前看 { $depth } 步，之后用连线启发式估值
play-intro = { $game }：你是 { $you }，我是 { $me }。
    值从 { $first } 的角度计算；我用的是{ $engine }。输入 `quit` 结束。
play-draw = 和棋。
play-you-win = { $winner } 胜：你赢了。
play-i-win = { $winner } 胜：我赢了。
play-dice = （这个游戏有骰子；play 只支持没有机会节点的游戏）
play-your-move = 你的走法（{ $you }）：
play-end-of-input = 输入结束：对局未完成。
play-quit = 你离开了对局。
play-i-play = 我走 { $mv }（值 { $value }：{ $why }）
play-table-full = { $reason }：这一步来自向前看 { $depth } 步的 α-β 剪枝，更远处用连线启发式估值
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
diff-pruned = 剪去
diff-nodes = 节点
diff-value-same = A { $a }   B { $b }   （相同）
diff-value-differs = A { $a }   B { $b }   — 不同
diff-sides = A { $a }   B { $b }
diff-evaluates = A 求值了 { $leaves } 个中的 { $a } 个，B { $b } 个
diff-same-none = 剪去的叶节点相同（没有）
diff-same-leaves = 剪去的叶节点相同：{ $leaves }
diff-only-by = 只有 { $side } 剪去：{ $leaves }
diff-nodes-same = 每个节点显示的值或界都相同
diff-nodes-title = 不同的节点（{ $count } 个）
diff-col-a = A 显示
diff-col-b = B 显示
diff-none = 无
diff-strict-fail-hard = 注意：在严格规则下（只在 α > β 时截断），fail-hard 的返回值被限制在窗口内，所以 α 可以达到 β 而不截断；这里 strict + fail-hard 求值 { $hard } 个叶节点，strict + fail-soft 求值 { $soft } 个（剪去：fail-hard { $pruned_hard }，fail-soft { $pruned_soft }）

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
yaml-forbidden-character = 第 { $line } 行含有控制字符 { $char }，YAML 文本中不能有这样的字符
help-yaml-forbidden-character = 删除它；满是这种字符的文件不是文本（二进制文件，或以 UTF-16、UTF-32 保存的文本）
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

list-and = {" 和 "}
list-or = {" 或 "}
check-block = { $label }：{ $total } 项中对了 { $right } 项
check-note = 注意：{ $note }
check-score = { $total } 项中对了 { $right } 项
col-answer-file = 答案文件
col-score = 得分
col-what-is-wrong = 错在哪里
check-bad-input = 输入有误：{ $error }
check-and-more = { $first }（另有 { $count } 处）
check-graded-under = 每个答案文件都按 { $conventions } 评分。
check-convention-from = `{ $key }: { $value }`（{ $from }）
conventions-from-flag = 命令行
conventions-from-rubric = 评分细则
conventions-from-tree = 树的 `expect`
check-overruled = 按 `{ $key }: { $graded }` 评分（{ $from }），而不是本文件第 { $line } 行写的 `{ $key }: { $written }`
check-overruled-files = 有 { $count } 个答案文件写了别的约定，仍按上述约定评分：{ $files }
err-conventions-map = `conventions` 必须是约定到取值的映射，例如 `strict: true`
err-unknown-convention = 未知的约定 `{ $key }`
help-conventions = 约定有 { $keys }
err-conventions-without-answers = { $flag } 设定的是答案文件的评分约定，但没有给出答案文件
err-rubric-conventions-without-answers = 评分细则中的 `conventions` 用于答案文件，但没有给出答案文件
help-conventions-without-answers = 用 `gametree check TREE --answers FILES` 给答案文件评分；树的 `expect` 块自己写明约定
check-skipped = 已跳过：{ $reason }
check-skipped-count = （跳过了文件夹中的 { $count } 项）
skip-not-answers-ext = 不是答案文件（{ $ext }）
skip-not-answers = 不是答案文件（其中没有答案的键）
skip-hidden = 隐藏文件
skip-folder = 文件夹（不查找其中的文件夹）
skip-broken-link = 失效的链接
skip-not-regular = 不是普通文件
skip-unreadable = 无法读取
check-pruned-twice = 有 { $count } 个叶节点写了不止一次：{ $leaves }（只算一次）
check-pruned-values = 这些看起来是叶节点的值，而不是叶节点编号：值为 { $values } 的 { $count } 个叶节点是叶节点 { $leaves }
check-evaluated-right = 求值了 { $count } 个叶节点
check-evaluated-wrong = 求值的叶节点数：你写的是 { $written }，但搜索求值了 { $count } 个（{ $leaves } 个叶节点中剪去了 { $pruned } 个）
check-evaluated-is = 搜索求值了 { $count } 个叶节点
check-order-right = 求值顺序：{ $order }
check-order-wrong = 求值顺序：第 { $place } 个被求值的是 { $actual }（第 { $step } 步），不是 { $written }
check-order-stops = 求值顺序：你的列表在第 { $count } 个之后就结束了；搜索接着求值 { $actual }（第 { $step } 步）
check-order-longer = 求值顺序：搜索只求值了 { $count } 个，而你的列表还有 { $extra }
check-order-is = 搜索第 { $place } 个求值的是 { $actual }
ans-evaluated-whole = `evaluated` 是搜索求值的叶节点个数：0 或更大的整数
ans-order-list = `evaluation_order` 是按搜索求值顺序排列的叶节点列表：编号、id 或路径
check-marked-exactly = 界按精确方式评分：搜索截断的节点必须写成它的界（`<=2`），搜索从未进入的节点必须留空。
check-node-leave-empty = { $name }：你写的 { $value } 是它的真实值，但 { $why }；这次搜索在那里什么也不显示，所以应留空（界按精确方式评分）
check-node-write-bound = { $name }：你写的 { $value } 是它的真实值，但搜索只证明了 { $proved }{ $stop }；应写 "{ $answer }"（界按精确方式评分）
what-marking = 界的评分方式（exact 或 generous）
err-rubric-bounds = `bounds` 是界的评分方式，只能是 exact 或 generous，不能是 { $value }
err-rubric-bounds-without-answers = 评分细则中的 `bounds` 用于答案文件，但没有给出答案文件
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
check-interval-right = { $name } 位于 [{ $lo }, { $hi }]
check-interval-wrong = { $name }：搜索在第 { $step } 步证明 { $name } 位于 [{ $lo }, { $hi }]，不是 [{ $wrote_lo }, { $wrote_hi }]
check-interval-never = { $name }：那里没有证明出区间——{ $why }
check-interval-not-searched = 搜索从未搜索 { $name } 的子节点（它在深度限制处被评估，或取自置换表）
check-interval-not-chance = { $name }：你写的是 [{ $wrote_lo }, { $wrote_hi }]，但 { $name } 不是机会节点：只有机会节点才有证明出的区间
check-interval-none = { $name } 没有证明出的区间
check-leaf-line = { $what }：{ $why }
check-leaf-more = { $what }：另外 { $count } 个叶节点，{ $leaves }
check-leaf-labelled = 叶节点 { $leaf }（{ $label } = { $value }）
check-leaf = 叶节点 { $leaf } = { $value }
check-why-pruned = { $what } 被剪去：在第 { $step } 步，{ $reason }
check-never-evaluated = { $what } 从未被求值
check-reached-with = ，到达时的窗口是 ({ $alpha }, { $beta })
check-why-evaluated = { $leaf } 没有被剪去：搜索在第 { $step } 步对它求值{ $window }；在它之前没有截断
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
ans-intervals-map = `intervals` 是一个映射：机会节点 → [lo, hi]
ans-interval = 区间写成 [lo, hi]
ans-not-an-interval-end = { $text } 不是区间的端点：应为数、-inf 或 inf
what-interval-end = 区间的端点
item-words-interval-at = { $node } 的区间（intervals.{ $node }）
item-your-interval-at = 你在 { $node } 的区间
grade-group-intervals = 机会节点的区间
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
err-empty-folder = 没有可检查的内容：文件夹 { $folder } 是空的
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
io-is-folder = 这是文件夹，不是文件
io-not-folder = 路径中有一部分是文件，不是文件夹
io-exists = 它已经存在
io-read-only = 文件系统是只读的
io-disk-full = 磁盘已满
io-not-text = 它不是 UTF-8 文本
io-no-folder = 文件夹不存在
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
err-no-deep = 无深层截断的 α-β 剪枝对 { $algorithm } 没有定义：{ $why }
err-no-deep-chance = 它根据机会节点窗口的两端推出每个机会子节点的窗口，而没有深层截断时，节点只有父节点的界
err-no-deep-null-window = 它的零窗口设在节点继承来的界周围，而没有深层截断的搜索不会把这个界传下去
help-no-deep = 和 alphabeta（机会子节点用完整窗口搜索）、negamax、worstcase 或 iddfs 一起使用
ans-no-deep = `no_deep_cutoffs` 是 α-β 剪枝的约定，不是 { $algorithm } 的
help-ans-no-deep = 和 alphabeta、negamax、worstcase 或 iddfs 一起使用

## 上限与输出文件

err-too-many-nodes = 这棵树超过 { $max } 个节点，超出了这个命令默认能容纳的数量（--max-nodes { $max }）
help-too-many-nodes = 用 --max-nodes N 提高上限（每个节点约占 100 字节内存，解释每一步的视图占得更多）
err-too-many-bytes = 输入超过 { $bytes } 字节，超出了 --max-nodes { $max } 个节点的树所读取的上限（每个节点 { $per_node } 字节）
err-alias-bomb = 这棵树展开后超过 { $limit } 个节点：共享子树（别名或 ref）把它放大到超出了文件所写节点允许展开的规模（别名炸弹？）
help-alias-bomb = 文件所写的每个节点最多展开为 16 个节点，总数至少 200 万、至多 5000 万：把树多写出一些，或者少共享一些
err-refs-too-many = 引用展开后超过 { $limit } 个节点（文件所写的每个节点 16 个，至少 200 万）
err-refs-path-like = id { $id } 看起来像路径，但引用展开之后这个节点的路径是 { $path }
err-output-is-input = -o { $output } 就是输入文件 { $input }：写入它会覆盖这棵树
help-output-is-input = 把输出写到别的文件，例如 -o out.html
progress-searching = 搜索中
progress-writing = 写入中
progress-steps = 步
progress-nodes = 节点
progress-bytes = 字节
progress-compiling = { $program }：正在生成 { $files }
progress-compiled = { $program }：完成

## gen 与 quiz：随机树

err-gen-too-many = 这棵树可能的节点数超过了 --max-nodes { $max } 允许的数量
help-gen-too-many = 减小 --depth 或 --branching，或者提高 --max-nodes（每个节点约占 100 字节内存）
err-gen-too-deep = --depth { $depth } 超过了 gen 能写出的 { $max } 层：树文件每深一层就多缩进一级，文件大小随深度的平方增长
help-gen-too-deep = 把 --depth 降到 { $max } 或以下
err-eval-noise = --eval-noise { $noise } 超过了 2^53（{ $exact }），超过后估值不再精确
err-branching = --branching 必须在 1..{ $max } 之内
err-values-range = 范围 { $lo }..{ $hi } 超出了 ±2^53（{ $exact }），超出后并非每个整数都能被树精确表示
help-values-range = 给出 -9007199254740992 到 9007199254740992 之间的端点
err-range-flag = { $flag } 取 N 或 MIN..MAX（整数），不能是 { $text }
err-range-order = { $flag } 取 MIN..MAX 时 MIN 不能大于 MAX，不能是 { $text }
err-too-many-children = 节点 { $name } 有 { $count } 个子节点；一个节点最多只能有 { $max } 个

## 练习页面自己的文字（无障碍名称和 `all right` 保持英文）
practice-title = 练习：{ $name }
practice-quiz-title-one = 测验：{ $n } 棵随机树（{ $command }）
practice-quiz-title-many = 测验：{ $n } 棵随机树（{ $command }）
practice-seed = 种子
practice-untitled = 博弈树
practice-tree = 树
practice-conventions-none = 这个搜索不剪枝；按 { $order } 顺序搜索子节点。
practice-conventions = 这个搜索在 { $rule } 时截断，采用 { $soft }{ $deep }，按 { $order } 顺序搜索子节点。
practice-no-deep = ，不做深层截断
practice-instructions = 在每个内部节点输入它的值或界（3、≤ 2 或 <= 2、≥ 5 或 >= 5、7/3、2.33）；搜索从未进入的节点留空。勾选搜索剪去的每个叶节点（点击叶节点、它的边或方框；空格键切换）。
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
practice-all-right = 全部正确
practice-stop = 。
practice-total = 总计：
practice-no-hints = 没有更多步骤：搜索已结束。
practice-step = 步骤
practice-window-of = { $name } 的窗口
practice-intervals = 同时输入每个机会节点的区间 [lo, hi]，即搜索离开该节点时证明出的区间
practice-interval-of = { $name } 的区间
practice-not-checked = 尚未检查。
practice-collapsed = 已隐藏 { $n } 个
practice-solution-title = 搜索过程，逐步展示
practice-instructions-no-pruning = 在每个内部节点输入它的值（3、7/3、2.33）：这个搜索进入每个节点，评估每个叶节点。
practice-nothing-answered = 还没有作答任何一项。
practice-fold-keys = 折叠这棵子树（也可在节点的输入框中按 Alt+↑；Alt+↓ 重新展开）
practice-why = 为什么：{ $item }
practice-remake = 再做这棵树：{ $command }
practice-hint-all-right = 没有可提示的：检查过的各项都正确。
practice-hint-all-answered = 各项都已作答：按“检查”看看哪些正确。
practice-bank-title = 练习：{ $n } 棵随机树（{ $command }）
practice-new-tree = 换一棵树
practice-tree-of = 第 { $k } 棵，共 { $n } 棵
practice-new-trees = 换一组树
practice-trees-of = 第 { $k } 棵，共 { $n } 棵
practice-progress = 已完成：{ $done } 棵 · 一次做对：{ $first } 棵 · 连续做对：{ $streak } 棵
practice-level = 难度：
practice-level-depth = 深度
practice-level-branching = 分支数
practice-level-cutoffs = 截断次数
practice-level-deep = 深层截断
practice-level-chance = 机会节点
practice-level-any = 不限
practice-level-at-least = 至少 { $n }
practice-level-with = 有
practice-level-without = 无
practice-level-line = 深度 { $depth } · 每个节点至多 { $branching } 个子节点 · 叶节点：{ $leaves } 个 · 跳过节点的截断：{ $cutoffs } 次{ $deep }
practice-level-line-deep = ，其中有深层截断
practice-no-tree-at-level = 本页没有这个难度的树：请另选。

## 批改一个班级的答案文件夹时的汇总
class-summary = 班级汇总
class-summary-title = { $heading }{ $counts }
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
class-col-explained-by = 能解释它们的搜索变体
class-unexplained = 在 { $total } 个有错误答案的文件中，有 { $n } 个无法由任何搜索变体重现
class-explained-twice = 有 { $n } 个答案文件能由不止一个变体重现（每个变体下各计一次）
class-variant-defaults = 默认约定（不加参数）
class-what-explains = 错误答案的成因
class-points-line = { $file }：{ $points } 分，满分 { $max } 分
## check：错误答案的诊断（哪一种搜索变体给出这个答案）

diag-line = 诊断：{ $text }
diag-none = 没有哪一种搜索变体能解释这个答案的更多部分（试了 { $tried } 种）
diag-capped = 这棵树有 { $nodes } 个节点，所以 { $family } 种搜索变体中只试了最简单的 { $tried } 种
diag-algo-minimax = 普通的极小化极大
diag-algo-alpha-beta = α-β 剪枝
diag-algo-negamax = α-β 剪枝（负极大值形式）
diag-algo-star1 = Star1（按叶节点的界在机会节点截断）
diag-algo-star2 = Star2（带探测的 Star1）
diag-algo-worst-case = 把每个机会节点当作 MIN 节点的 α-β 剪枝（最坏情况）
diag-algo-pvs = 主要变例搜索
diag-algo-mtdf = MTD(f)
diag-algo-sss = SSS*
diag-algo-iddfs = 迭代加深 α-β 剪枝
diag-algo-star1-unbounded = 没有叶节点界的 Star1（不在机会节点截断的 α-β 剪枝）
diag-does-cut-on-equal = 在 α ≥ β 时截断（包括相等）
diag-does-strict = 只在 α > β 时截断（CS188 的规则）
diag-does-fail-soft = 返回 fail-soft 值（找到的最佳值）
diag-does-fail-hard = 返回 fail-hard 值（限制在窗口内）
diag-does-root-carried = 把 α 从根的一个子节点传到下一个
diag-does-root-reset = 不在根的子节点间传递 α
diag-does-deep = 做深层截断
diag-does-no-deep = 只用父节点的界截断，不做深层截断
diag-does-left-to-right = 从左到右搜索子节点
diag-does-right-to-left = 从右到左搜索子节点
diag-base-strict = 只在 α > β 时截断
diag-base-cut-on-equal = 在 α ≥ β 时截断
diag-base-fail-hard = 返回 fail-hard 值
diag-base-fail-soft = 返回 fail-soft 值
diag-base-root-reset = 在根的每个子节点重置 α
diag-base-root-carried = 在根的子节点间传递 α
diag-base-no-deep = 只用父节点的界截断
diag-base-deep = 做深层截断
diag-base-right-to-left = 从右到左搜索
diag-base-left-to-right = 从左到右搜索
diag-base-is = 是“{ $algorithm }”
diag-and = { $init }和{ $last }
diag-comma = {"、"}
diag-when = { $clauses } 的
diag-pruning-nothing = 不剪枝的
diag-defaults = （gametree 的默认设置）
diag-against = ；被评分的搜索{ $base }
diag-against-under = ；被评分的搜索{ $base }：{ $differences }
diag-your-answers = 你的答案
diag-subject = { $count ->
   *[other] { $items }
}
diag-prunes = 剪去
diag-gives = 给出
diag-exact = { $subject }与{ $tail }“{ $noun }”{ $verb }的完全一致 { $flags }{ $against }
diag-closest = 没有哪一种搜索变体给出你的全部答案；最接近的是{ $tail }“{ $noun }” { $flags }，它在你的 { $total } 项中有 { $right } 项与你相同（{ $names }），而被评分的搜索只有 { $base } 项
item-words-value = 根节点的值（value）
item-words-best = 最佳走法（best）
item-words-pruned = 被剪去的叶节点（pruned）
item-words-evaluated = 求值的叶节点数（evaluated）
item-words-evaluation-order = 求值顺序（evaluation_order）
item-words-value-at = { $node } 的值（values.{ $node }）
item-words-window-at = { $node } 的窗口（windows.{ $node }）
item-your-value = 你的值
item-your-best = 你的最佳走法
item-your-pruned = 你的剪枝集合
item-your-evaluated = 你写的求值叶节点数
item-your-evaluation-order = 你写的求值顺序
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
ans-pruned-too-many = 从这个范围起，列表已把叶节点重复了很多遍，后面的不再读取
ans-pruned-list = `pruned` 是叶节点的列表：编号、id 或路径
ans-values-map = `values` 是一个映射：节点 → 值、"<=v" 或 ">=v"

## bench：搜索用时

bench-loaded = { $nodes } 个节点，{ $leaves } 个叶节点；加载用时 { $time }
col-per-search = 每次搜索
col-ns-per-node = 每节点纳秒
bench-median = { $runs ->
    [1] 一轮
   *[other] { $runs } 轮的中位数
}，只计搜索本身，不带观察者（第一行的各轮中 { $algorithm } 共搜索 { $count ->
   *[other] { $searches }
} 次）

## solve 与 game：博弈的求解

games-board = --board 的写法是“列数x行数”，例如 5x4，而不是 { $text }
games-bad-position = 局面有误：{ $error }
help-games-position = --position 的写法：{ $help }
games-from = 局面：{ $position }
games-symmetry-dice = --symmetry 只用于棋盘游戏：骰子赛跑没有对称性
games-not-written = { $error }；未写出
help-games-not-written = 用 --depth N 限制深度，或用 --symmetry 合并对称局面
help-games-not-written-symmetric = 用 --depth N 限制深度；如果机器内存足够，也可以提高 --max-nodes
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
solve-value-line = { $value }：{ $why }
solve-row-minimax = 极小化极大
solve-row-alpha-beta = α-β 剪枝
solve-solver-row = 求解器（置换表）
solve-note = 求解器在对称意义下每个局面只搜索一次（表中有 { $positions } 个局面）；极小化极大与 α-β 剪枝搜索原始的博弈树，按游戏给出的走法顺序。
solve-census = 博弈树：{ $nodes } 个节点，{ $games } 局终局（{ $max } 胜 { $max_wins }，{ $min } 胜 { $min_wins }，平局 { $draws }）。
game-ttt-title = 井字棋
game-connect-title = { $cols }×{ $rows } 棋盘上的{ $n ->
        [3] 三子棋
        [4] 四子棋
       *[other] { $n } 子棋
    }
dice-walk = 走 2 格
dice-roll = 掷骰子
game-dice-title = 骰子赛跑（目标 { $target }）
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
c4-table-mb-memory = --table-mb { $mb } 需要的内存超过了本机能提供的；请用更小的表
c4-side-to-move = 走棋方
c4-opponent = 对手
c4-wins = 双方最佳对弈下 { $winner }（{ $side }）获胜，在第 { $ply } 步（它的第 { $stone } 颗棋子）
c4-stopped = { $why }；没有得分（调高 --max-nodes，或少关掉几项技术）
c4-bad-score = 期望的分数 { $score } 不是整数
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
note-check = check 从答案中读取 `{ $key }`：在答案文件、评分细则的 `conventions:` 或树的 `expect` 块中写 `{ $key }: …`（键可以写成选项的形式 `fail-hard`，也可以用下划线 `fail_hard`）
note-quiz = quiz 针对一棵不含共享子树的小随机树的完整搜索提问，所以 { $flag } 不适用；它接受 --algo、--strict、--fail-hard、--root-reset、--no-deep-cutoffs 和 --order（它的 --depth 是树的深度；用 --chance 时，叶节点取值范围 --values 就是界）
note-solve = solve 用固定的约定搜索（fail-soft，α ≥ β 时截断，按游戏的走法顺序）；要用 { $flag } 搜索一个游戏，先导出它的树：gametree game ttt --depth 3 -o t.yaml，再 gametree eval t.yaml { $flag } …
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
c4-engine = 四子棋求解器：下满 { $perfect } 步之后完美对弈，在此之前走 { $seconds } 秒内找到的最佳走法

## 检查器关于被剪去的叶节点的行，以及未知名称可能指的节点
check-pruned-missing-more = 你的剪枝列表漏掉了：另有 { $n } 个叶节点，{ $leaves }
check-group-line = 你的剪枝列表漏掉了：叶节点 { $leaves }{ $labels } { $cut }
check-also-pruned = { $count ->
   *[other] 叶节点 { $leaves } 也会被剪去
}
check-also-evaluated = { $count ->
   *[other] 叶节点 { $leaves } 会被求值
}
check-and = ，
check-or = {" "}或{" "}
check-could-be = ；它可能是 { $names }
check-is-pruned = { $what } { $by }
check-equal-cuts = （在这个规则下 α = β 就截断）
check-pruned-by-cut = 在第 { $step } 步被 { $at } 处的截断剪去：{ $reason }{ $equal }
check-pruned-by-nothing = 从未被求值
check-reached-with-window = ，到达时的窗口为 ({ $alpha }, { $beta })
check-evaluated-equal = { $leaf } 没有被剪去：搜索在第 { $step } 步对它求值{ $window }，所以那里 α = β；在这个规则下（只在 α > β 时截断），α = β 不截断
check-evaluated = { $leaf } 没有被剪去：搜索在第 { $step } 步对它求值{ $window }；在它之前没有截断
check-equal-window = ；在第 { $step } 步，{ $name } 处 α = β = { $value }，在这个规则下（只在 α > β 时截断）α = β 不截断，所以搜索继续

## --help：命令行的文字（与英文目录中的文档注释一一对应）以及 clap 在它们周围打印的词
cli-default = [默认值：{ $value }]
cli-possible-values = [可选值：{ $values }]
cli-possible-values-heading = 可选值：
cli-examples = 示例：
cli-heading-arguments =
    参数
cli-heading-commands =
    命令
cli-heading-options =
    选项
cli-usage-options = 选项
cli-heading-usage =
    用法：

## 用法错误（clap 的英文措辞的译文）
cli-error = 错误：
cli-error-tip = 提示：
cli-error-unknown-argument = 无法识别的参数 '{ $arg }'
cli-error-extra-argument = 多余的参数 '{ $arg }'
cli-error-unknown-subcommand = 没有子命令 '{ $command }'
cli-error-value-missing = '{ $arg }' 需要一个值，但没有给出
cli-error-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
cli-error-value-validation = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
cli-error-takes = { $arg } 需要{ $takes }；收到的是 '{ $value }'
cli-takes-shape = 宽:高（例如 16:9 或 4:3），或者一个比值（例如 1.5），介于 1:10 和 10:1 之间
cli-takes-whole-range = 介于 { $min } 和 { $max } 之间的整数
cli-takes-whole = 大于或等于 0 的整数
cli-takes-whole-at-least = 不小于 { $min } 的整数
cli-takes-number = 一个数
cli-takes-number-at-least = 不小于 { $min } 的数
cli-error-no-equals = 给 '{ $arg }' 赋值时需要等号
cli-error-too-many-values = '{ $arg }' 的值 '{ $value }' 是多余的：不需要更多的值
cli-error-too-few-values = '{ $arg }' 需要 { $min } 个值，但只给出了 { $count } 个
cli-error-wrong-number-of-values = '{ $arg }' 需要 { $expected } 个值，但给出了 { $count } 个
cli-error-missing-required = 缺少以下必需的参数：
cli-error-missing-subcommand = '{ $command }' 需要一个子命令，但没有给出
cli-error-used-twice = 参数 '{ $arg }' 不能使用多次
cli-error-conflict = 参数 '{ $arg }' 不能与 { $other } 一起使用
cli-error-conflict-others = 参数 '{ $arg }' 不能与给出的其他某些参数一起使用
cli-error-subcommands = [子命令：{ $values }]
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
cli-error-not-a-number = 不是数字
err-no-catalogue = 没有 { $name } 的消息目录：可用的语言是 { $languages }

## 评分：评分细则文件与顺延得分
err-rubric-points = { $what } 必须是分数，即 0 到 { $max } 之间的数
err-rubric-points-map = `points` 是一个映射：项的类别 → 分数，例如 {"{"}value: 2, pruned: 3{"}"}
err-rubric-unknown-kind = 未知的项类别 `{ $kind }`；类别有 { $kinds }
err-rubric-map = 评分细则是一个映射，键为 `points`、`follow_through`、`required`、`gradescope`
err-rubric-share = `follow_through` 是该项分数中的比例，从 0 到 1
err-rubric-required-list = `required` 是项的列表：value、best、pruned、values.NODE、windows.NODE、intervals.NODE
err-rubric-not-an-item = { $name } 不是一个项：请写 value、best、pruned、values.NODE、windows.NODE 或 intervals.NODE
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
grade-group-pruned = 被剪去的叶节点
grade-group-evaluated = 求值的叶节点数
grade-group-evaluation-order = 求值顺序
grade-group-values = 节点的值
grade-group-windows = 窗口
grade-bad-input = 输入有误
grade-skipped = 已跳过
grade-blank = ✗ 未作答：{ $what }（{ $count } 项，满分 { $max } 分，得 0 分）
grade-status-partial = 部分正确
grade-leaves-right = { $count } 个叶节点中判断对了 { $right } 个
grade-per-leaf-note = 按叶节点给分：{ $why }（{ $points } 分，满分 { $max } 分）
err-rubric-per-leaf = `per_leaf` 按集合中的叶节点给分，而 `{ $kind }` 不是叶节点的集合：只有 `pruned` 可以用
err-rubric-points-key = 某类项的分值中有未知的键 `{ $key }`：可用的键是 points 和 per_leaf
grade-per-leaf = 按叶节点给分：{ $why }
grade-item-head = { $mark } { $item }：{ $points } 分，满分 { $max } 分，{ $status }
grade-required-missing = { $item }：未作答，而评分标准要求作答
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
practice-interval-left-empty = { $name }：区间留空了，但搜索在第 { $step } 步证明 { $name } 位于 [{ $lo }, { $hi }]
practice-noscript = 这个页面需要 JavaScript 来检查答案；`gametree check` 可以检查答案文件。

## 命令拒绝的选项，以及它调用的程序（Graphviz）
err-write-output = 无法写入：{ $error }
err-bench-repeat = --repeat 取 1 到 { $max } 之间的运行次数，例如 5
err-bench-min-time = --min-time 取 0 到 3600 之间的秒数，例如 0.2
check-no-expect-block = { $file }：没有 `expect` 块，没有可检查的内容
err-cs188-solution = CS188 测试要用它旁边的 .solution 文件来检查，但无法读取 { $path }：{ $error }
help-cs188-solution = 把该测试的 .solution 文件放在它旁边，或者用 --answers 检查学生的答案
c4-line-disagrees = 第 { $line } 行：{ $position }：解得 { $score }，文件中写的是 { $expected }
err-think = --think 取秒数，大于 0 且至多 3600
err-dot-binary = { $format } 是二进制格式，而标准输出是终端
help-dot-binary = 用 -o tree.{ $ext } 写入文件，或重定向输出：gametree dot … --format { $ext } > tree.{ $ext }
err-dot-extension = 无法从扩展名 .{ $ext } 判断输出格式
err-dot-aspect = { $text } 不是图片的形状：请给出 宽:高，例如 16:9 或 4:3，或者一个比值，例如 1.5，介于 1:10 和 10:1 之间
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
err-quiz-html = --count、--bank 和 --output 用于生成练习页面：请加上 --html
err-quiz-chance = 有机会节点的树用 --algo star1、star2 或 expectimax 搜索
err-quiz-algo = 测验只考 alphabeta、minimax、star1、star2 和 expectimax，不考 { $algorithm }
help-quiz-no-tree = 要求更少的截断，或者更深、更宽的树（深层截断需要 --depth 4 或更大）
err-html-too-big = 页面要画出每个节点，而这棵树有 { $nodes } 个（至多 { $max } 个）
help-html-too-big = `gametree trace` 可以打印任意大小的树的搜索步骤
err-practice-budget = 练习页面要用完整的搜索来检查答案，而 --budget 会让搜索中途停止
err-practice-too-big = 练习页面每个节点有一个输入框，而这棵树有 { $nodes } 个节点（至多 { $max } 个）
err-practice-chance-algo = 机会层级只能用 expectimax、star1 或 star2 搜索，不能用 { $algorithm }
err-practice-chance-levels = 机会层级与无机会节点的树并列，后者用 alphabeta 或 minimax 搜索：--algo 须为 alphabeta 或 minimax
err-man-no-subcommand = 没有子命令 { $name }
help-man-subcommands = 子命令有 { $names }
man-name = 名称
man-synopsis = 概述
man-description = 描述
man-examples = 示例
man-notes = 说明
man-version = 版本
man-authors = 作者
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
err-solver-table-full = 精确求解器的置换表将存放多于 { $positions } 个局面（连同置换表扩容，每个约 80 字节）
help-solver-table-full = 机器内存够用时，可用 --max-nodes N 放宽上限
err-search-out-of-time = 搜索用完了时间
err-export-distinct = 这棵树的不同节点多于 { $max } 个
err-export-memory = 节点、节点 id 和为合并而保存的局面将占用超过 { $mb } MiB，超出了 --max-nodes 允许的内存（每个节点 { $per_node } 字节）
err-export-unfolded = 这棵树展开后有 { $nodes } 个节点，多于树文件能容纳的数量（{ $max }）
export-same-position-order = { $id }：与 { $label } 是同一局面，走法顺序不同
export-same-position-symmetry = { $id }：与 { $label } 是同一局面，由对称得到
err-quiz-no-tree = 测验的第 { $number } 棵树：试了 { $tries } 次，没有一棵树符合要求
err-exam-fewest-leaves = 深度为 { $depth }、根节点有 { $root } 个子节点、以下每个节点至少有 { $least } 个子节点的树，至少有 { $leaves } 个叶节点，超过了 --max-leaves { $max }
help-exam-fewest-leaves = 请提高 --max-leaves，或降低 --depth、--root-branching 或最小的 --branching
err-exam-no-root-branching = { $lo }..{ $hi } 中没有哪个根节点子节点数放得下 --max-leaves { $max }
exam-sheet-title = 博弈树搜索
exam-sheet-key-title = { $title }：答案
exam-sheet-question = 第 { $number } 题
exam-sheet-question-points = 第 { $number } 题（{ $points } 分）
exam-sheet-total = 共 { $points } 分
exam-sheet-name = 姓名
exam-sheet-student-number = 学号
exam-sheet-instructions = 用 α-β 剪枝搜索每棵树；子节点从左到右搜索，α ≥ β 时截断（只在 α > β 时截断，答案也相同）。叶节点下方的数字是叶节点编号。
exam-sheet-instructions-sensitive = 用 α-β 剪枝搜索每棵树；子节点从左到右搜索。请回答两次：一次在 α ≥ β 时截断，一次只在 α > β 时截断。叶节点下方的数字是叶节点编号。
exam-sheet-instructions-star1 = 用 Star1（带机会节点剪枝的 α-β 搜索）搜索每棵树；每个叶节点的值都在 [{ $lo }, { $hi }] 之内；子节点从左到右搜索，α ≥ β 时截断。叶节点下方的数字是叶节点编号。
exam-sheet-ask = (a) 根节点的值是多少？(b) 在根节点 { $player } 选择哪个走法？{ $pruned }(d) 在每个内部节点的图形中写出它的值；搜索截断之处写出它的界（≤ 或 ≥）。
exam-sheet-ask-pruned = (c) 哪些叶节点从未被求值？
exam-sheet-ask-pruned-sensitive = (c) 在 α ≥ β 时截断，哪些叶节点从未被求值？只在 α > β 时截断呢？
exam-key-made-by = 由 { $command } 生成；树文件 q1.yaml…… 的 { $expect } 部分保存了这些答案。
exam-wrote-one = 已将 1 道题写入 { $dir }：exam.tex、key.tex、q1.yaml
exam-wrote = 已将 { $count } 道题写入 { $dir }：exam.tex、key.tex、q1.yaml … q{ $count }.yaml
exam-pdfs = 以及 exam.pdf、key.pdf（pdflatex）
exam-no-pdflatex = 没有安装 pdflatex，因此没有生成 PDF（Debian/Ubuntu：apt-get install texlive-latex-extra texlive-pictures）
exam-stale = 注意：{ $dir } 中还有 { $files }，不属于这份试卷；gametree check { $dir } 也会检查它们
exam-help-deep = 深截断需要 --depth 4 或更深
err-exam-shallow = 这么浅的树不会有深截断：节点的界要么来自父节点，要么来自至少高三层的祖先
err-exam-depth = 出卷时 --depth 必须在 1..8 之内
err-exam-chance-values = --chance 需要叶节点取值的范围，而不是单个值
exam-help-shape = 试试更宽的 --values 范围、更多的 --branching 或 --max-leaves，或换一个 --seed
exam-col-leaves = 叶节点
exam-col-pruned = 被剪去
exam-col-pruned-ge = 在 α ≥ β 下被剪去
exam-col-pruned-gt = 在 α > β 下
exam-col-deep = 深截断位于
exam-col-iterations = 迭代次数
exam-col-at = 节点
exam-col-selects = 选择
exam-key-answer = (a) 根节点的值是 { $value }。(b) { $player } 选择 { $best }。(c) 从未被求值的叶节点：{ $pruned }。
exam-key-answer-sensitive = (a) 根节点的值是 { $value }。(b) { $player } 选择 { $best }。(c) 从未被求值的叶节点：在 α ≥ β 时截断为 { $pruned }；只在 α > β 时截断为 { $strict }。
exam-key-none = 无
exam-key-step = 第 { $step } 步：{ $note }。
exam-key-deep = 这是深层截断：界来自 { $holder }，在 { $node } 的父节点 { $parent } 之上。
exam-key-evaluated = { $total } 个叶节点中求值了 { $evaluated } 个。
exam-key-evaluated-pruned = { $total } 个叶节点中求值了 { $evaluated } 个；剪去 { $pruned }。
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
err-build-nan = 节点 { $node }：值必须是数字，不能是 NaN
err-prob-partial = 它的子节点有的有概率 `p`，有的没有（第 { $child } 个子节点没有）；要么都给，要么都不给（那样它们等可能）
err-prob-range = 第 { $child } 个子节点的概率不在 (0, 1] 之内
err-prob-sum = 它的子节点的概率之和是 { $sum }，不是 1

## 文件中不能有的数、键和 YAML
help-number-nan = NaN 不是搜索能够比较的值；请给出一个数
help-number-too-large = 最大的数约为 1.8e308；无穷大写作 .inf（或 -.inf）
help-number-too-small = 写 0，或写一个不比 5e-324 更接近 0 的数
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
name-aside = { $name }（{ $aside }）
path-root = 根节点
path-elided = { $top }…{ $bottom }（深度 { $depth }）

## CS188 测试文件
err-cs188-line = 测试文件的一行是 `key: "text"`，或者用 `key: """` 开始若干行，并以只有 `"""` 的一行结束
err-cs188-no-name = 属性在 `:` 之前需要一个名字
err-cs188-unclosed = 块 `{ $key }: """` 没有结束：请用只有 """ 的一行结束它
err-cs188-unquoted = `{ $key }` 的值必须放在双引号中（`{ $key }: "…"`），或者是一个 `"""` 块
err-cs188-twice = 属性 `{ $key }` 出现了两次
err-cs188-solution-not-file = 解答 { $path } 不是普通文件
err-cs188-missing = 测试文件中没有 `{ $key }`
err-cs188-solution-missing = 解答文件中没有 `{ $key }`
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
err-cs188-evaluation-number = { $state } 的估值必须是数字，不能是 { $text }
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
tikz-legend-shapes = △ MAX，▽ MIN
tikz-legend-chance = ○ 机会节点
tikz-legend-bound = ≤ ≥：界，不是值
tikz-legend-cut = 红色：引起截断的值；‖ 被剪去的边
tikz-legend-pruned = 灰色虚线：被剪去，从未搜索
tikz-legend-beyond = 灰色点线：在深度限制以下
tikz-legend-estimate = 按估值计分
tikz-legend-pv = 粗线：最佳路线
tikz-legend-window = (α, β)：进入节点时的窗口
tikz-rows-note = 分 { $rows } 行画出：箭头下的子树，在下面的某一行从同名节点接着画出
err-tikz-too-large = 这棵树有 { $leaves } 个叶子、根下 { $levels } 层；TikZ 图最多画 { $max_leaves } 个叶子、{ $max_levels } 层，超过后一页纸放不下（pdflatex 也会报 "Dimension too large"）
help-tikz-too-large = 改用 `gametree dot` 或 `gametree html` 来画，它们能容纳更大的树
err-deep-yaml = 这棵树根下有 { $levels } 层，它的 YAML 会超过 { $size } MiB（仅缩进就是每层两个空格）；最多只写 { $max } MiB
help-deep-yaml = 这段文本随深度的平方增长（十万层的链约需 10 GB）：请让树浅一些，或者直接传递读入它的那个文件
err-deep-paths = 这棵树根下有 { $levels } 层，用路径称呼每个节点会超过 { $size } MiB；所有路径合计最多写 { $max } MiB
help-deep-paths = 路径和节点的深度一样长，所以文本随深度的平方增长：请读取搜索的单项字段（`value`、`best`、`principal_variation`），或运行 `gametree eval --json --nodes` 或 `gametree trace --json`，它们逐个节点写出
help-deep-paths-written = 路径和节点的深度一样长，所以文本随深度的平方增长：不带 `--nodes` 的 `gametree eval --json` 只给出值、最佳走法和主要变例
## Monte Carlo tree search
err-mcts-sampled = 蒙特卡洛树搜索是对树抽样：没有精确值、界或被剪去的叶节点可供这个视图显示
help-mcts-sampled = 用 `gametree eval`、`trace`、`show`、`html` 或 `bench`（`--algo mcts`）运行它；这个视图只接受穷尽式搜索
err-mcts-single-leaf = 这棵树只有一个叶节点：蒙特卡洛树搜索没有走法可选
err-mcts-iterations = --iterations 必须在 1 到 { $max } 之间，不能是 { $n }
err-mcts-exploration = --exploration 必须是不小于 0 的数，不能是 { $c }
err-mcts-flag = { $flag } 用于设置蒙特卡洛树搜索（--algo mcts），而这次搜索是 { $algorithm }
mcts-final-visits = 访问次数最多的走法
mcts-final-value = 平均值最好的走法
mcts-describe = mcts（UCT）：{ $iterations } 次迭代，种子 { $seed }，探索常数 C = { $c }，回报从 { $lo }（0）缩放到 { $hi }（1），推荐{ $rule }
mcts-move = { $name }：{ $iterations } 次中访问 { $visits } 次，平均值 { $mean }
mcts-kind-chance = 机会节点
mcts-no-move = 无（根节点是机会节点）
mcts-settled = 从第 { $iteration } 次迭代起都是极小化极大的最佳走法
mcts-not-settled = 最后的推荐不是极小化极大的最佳走法
mcts-row-move = 推荐走法
mcts-row-estimate = 根节点估计值
mcts-row-minimax = 极小化极大
mcts-row-settled = 稳定
mcts-minimax = { $value }，最佳走法 { $moves }
mcts-col-child = 根的子节点
mcts-col-visits = 访问次数
mcts-col-mean = 平均值
mcts-col-minimax = 极小化极大值
mcts-footer = 模拟到达了 { $count } 个叶节点中的 { $leaves } 个；平均值四舍五入到两位小数（--json 给出全部数字）
act-mcts-iteration = 第 { $number } 次迭代
act-candidate = UCB1 { $ucb }
act-select = 选择 { $child }
act-expand = 扩展
act-playout = 模拟到叶节点 { $leaf } = { $value }
act-backup = 回传：访问 { $visits } 次，平均值 { $mean }
diag-algo-mcts = 蒙特卡洛树搜索
mcts-trace-iteration = 第 { $number } 次迭代
mcts-trace-skipped = … 第 { $from } 到 { $to } 次迭代未显示（--all 显示全部）
mcts-trace-at = 在 { $node }，UCB1 = 从这一方看的平均值 + C·√(ln N / n)：
mcts-trace-drew = 在 { $node }：抽到 { $child }（p = { $p }）
mcts-trace-new = 在 { $node }：{ $child } 还不在搜索树中
mcts-trace-expand = 扩展 { $node }：加入搜索树
mcts-trace-playout = 从 { $node } 模拟到 { $leaf } = { $value }（回报 { $reward }）
mcts-trace-backed = { $node } 访问 { $visits } 次，平均值 { $mean }
mcts-col-node-child = 子节点
mcts-trace-backup = 回传：{ $nodes }
mcts-trace-rounded = 步骤中的平均值和 UCB1 值四舍五入到三位小数，表中到两位；--json 给出全部数字。
mcts-show-stats = 访问 { $visits } 次，平均值 { $mean }
mcts-show-outside = 不在搜索树中
mcts-show-hidden = 更深的 { $count } 个节点未画出（用 --show-depth N 或 --all 画出更多）
err-mcts-convention = { $flag } 不适用于蒙特卡洛树搜索：它的模拟没有窗口、截断或深度限制（--bounds 用于缩放回报）
compare-mcts-settled = 蒙特卡洛树搜索（UCT，种子 1，C = √2）从第 { $iteration } 次迭代起（共 { $iterations } 次）稳定在极小化极大的最佳走法上
compare-mcts-unsettled = 蒙特卡洛树搜索（UCT，种子 1，C = √2）在 { $iterations } 次迭代内没有稳定在极小化极大的最佳走法上
compare-mcts-beside = { $mcts }；α-β 剪枝求值 { $leaves } 个叶节点就证明了这个值。
compare-mcts-alone = { $mcts }。
err-mcts-infinite = 这棵树有一个无穷大的叶节点，蒙特卡洛树搜索无法把回报缩放到 [0, 1]
help-mcts-infinite = 给树设定有限的叶节点界（`bounds: [L, U]` 或 --bounds=L,U）作为缩放依据
mcts-timing = 载入 { $load }，搜索 { $search }（只计蒙特卡洛搜索，不含旁边的精确搜索）
mcts-html-conventions = { $describe }。{ $extent }
mcts-html-select = { $node } 选择 { $child }：UCB1 最高，为 { $ucb }
mcts-html-final-act = 第 { $iteration } 次迭代之后
mcts-html-final = 第 { $from } 到 { $to } 次迭代没有逐步显示：这是最后一次迭代之后的搜索树，每个节点标出访问次数和平均值
mcts-html-shown = 前 { $shown } 次迭代（共 { $total } 次）逐步显示，然后显示最后一次迭代之后的搜索树。
mcts-html-all = 全部 { $total } 次迭代都逐步显示。
mcts-html-iteration = 第 { $number } 次迭代
mcts-html-row = { $label }：{ $text }
mcts-html-legend-tree = 在搜索树中
mcts-html-legend-path = 本次迭代的路径
mcts-html-legend-outside = 还不在搜索树中
mcts-html-legend-stats = 访问次数 · 平均值（叶节点：n = 访问次数）
mcts-html-aria-ucb = 每个子节点的 UCB1
mcts-html-rounded = 表中的平均值和 UCB1 值四舍五入到三位小数，树上的平均值到两位；`gametree trace --algo mcts --json` 给出全部数字。
mcts-html-keys = 按键：← → 单步，PageUp / PageDown 一次整个迭代，Home / End，空格播放。每一步就是 `gametree trace --algo mcts` 的事件。
mcts-col-iteration = 迭代
err-mcts-practice = 练习页要求穷尽式搜索的精确值，而蒙特卡洛搜索只给出估计
ans-seed-whole = `seed` 是随机数生成器的种子：0 或更大的整数
ans-exploration = `exploration` 是 UCB1 的探索常数 C：0 或更大的数
ans-mcts-items = `algorithm: mcts` 的答案块只能回答 `next_selection`：蒙特卡洛搜索对树抽样，没有可检查的精确值、最佳走法或被剪去的叶节点
help-ans-mcts-items = 把穷尽式搜索的答案放进单独的答案块（答案文件可以是答案块的列表）
ans-selection-algorithm = `next_selection` 问的是蒙特卡洛树搜索的选择：答案块需要 `algorithm: mcts`
ans-selection-shape = `next_selection` 是一项或一个列表，每项含 `after`、`at`、`child` 和 `ucb`
ans-selection-after = `after` 是 UCB1 选择之前已完成的迭代次数：1 到 { $max } 的整数
ans-selection-missing = `next_selection` 的每一项都需要 `after`、`at`、`child` 和 `ucb`
ans-selection-not-decision = { $node } 不是 MAX 或 MIN 节点：UCB1 只在这两种节点上选择（机会节点按概率抽取）
ans-not-a-child-of = { $name } 不是 { $node } 的子节点
item-your-next-selection = 你在第 { $after } 次迭代后 { $node } 处的 UCB1 选择
check-mcts-right = 第 { $after } 次迭代后，{ $node } 处 UCB1 选择 { $child }，UCB1 为 { $ucb }
check-mcts-child-wrong = 第 { $after } 次迭代后，{ $node } 处 UCB1 选择 { $selected }，而不是 { $child }：{ $scores }
check-mcts-value-wrong = 第 { $after } 次迭代后，{ $node } 处 { $child } 的 UCB1 值：你写的是 { $written }，但它是 { $formula }{ $rounding }
check-mcts-outside = 第 { $after } 次迭代后，{ $node } 还不在搜索树中：UCB1 还不在那里选择
check-mcts-ties = { $names } 并列最高；搜索取第一个，{ $first }
check-mcts-unvisited = { $names } 还没有被访问：每个都是 ∞，搜索在其中随机抽取一个
check-mcts-scores = 在 { $node }（访问 { $visits } 次），UCB1 给出 { $scores }
check-mcts-score = { $child } { $ucb }（访问 { $visits } 次，平均值 { $mean }）
check-mcts-score-unvisited = { $child } ∞（还没有访问）
check-mcts-formula-unvisited = ∞：从未访问的子节点先被尝试
check-mcts-formula-max = { $q } + { $c }·√(ln { $parent } / { $visits }) = { $ucb }（缩放到 [0, 1] 的平均值为 { $q }）
check-mcts-formula-min = (1 − { $q }) + { $c }·√(ln { $parent } / { $visits }) = { $ucb }（MIN 取 1 减去缩放到 [0, 1] 的平均值 { $q }）
check-mcts-miss-places = （舍入到 { $places } 位小数是 { $rounded }，不是 { $written }）
check-mcts-miss-plain = （UCB1 值要舍入到两位或更多小数来写：{ $rounded }）
check-mcts-rounded = { $written } 是 { $value } 舍入到 { $places } 位小数的结果
exam-mcts-instructions = 每道题给出一棵博弈树，以及蒙特卡洛树搜索（UCT）经过若干次迭代后在某个节点的情况：该节点的访问次数，每个子节点的访问次数 n 和经由它回传的叶节点值之和。UCB1 给子节点的分数是 q + C·√(ln N / n)，其中 N 是该节点的访问次数，C = √2，q 是子节点的平均值（总和 / n）按最小叶节点值（0）到最大叶节点值（1）缩放到 [0, 1]；MIN 节点给子节点的分数用 1 − q。UCB1 值保留三位小数。
exam-mcts-ask = 经过 { $iterations } 次迭代后，{ $kind } 节点 { $node } 被访问 { $visits } 次；它的子节点：{ $children }。叶节点值从 { $lo }（0）缩放到 { $hi }（1）。UCB1 在 { $node } 接下来选择哪个子节点？它的 UCB1 值是多少？
exam-mcts-child = { $child } 访问 { $visits } 次，总和 { $total }
exam-mcts-answer = UCB1 在 { $node } 选择 { $child }：{ $ucb }
exam-mcts-key-score = { $child }：q = { $q }，UCB1 = { $side } + { $c }·√(ln { $parent } / { $visits }) = { $ucb }
err-exam-mcts-flag = { $flag } 用于 α-β 题目；蒙特卡洛试卷（--algo mcts）在没有机会节点的树上考 UCB1
err-exam-mcts-depth = 蒙特卡洛试卷需要 --depth 2 或更大：根之下要有可以模拟下去的节点
