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
kind-chance = 机会
kind-leaf = 叶

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
