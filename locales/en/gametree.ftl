# gametree's messages in English: the language every message is first written in, and the
# one shown for any message another catalogue lacks.
#
# A message is `key = text`; `{ $name }` is an argument the program fills in (numbers and
# names); `{ $count -> [one] … *[other] … }` chooses a plural form. A catalogue for another
# language has the same keys with the same arguments (a test checks it). Every line of a
# long message joins the one before with a space; `{"  "}` keeps spaces that would be cut.

## Names of nodes, values and leaves

name-labelled = { $label } (path { $path })
name-move-labelled = { $name } ({ $label }, path { $path })
name-leaf = leaf { $leaf } (value { $value })
name-leaf-labelled = leaf { $leaf } ({ $label }, value { $value })
value-leaf = leaf { $leaf }
value-unknown = unknown
list-separator = {", "}
kind-max = MAX
kind-min = MIN
kind-chance = CHANCE
kind-leaf = LEAF

## Conventions line under a report's title

conv-null-window = null-window tests, fail-soft, cut on α ≥ β
conv-strict = cut on α > β (strict)
conv-cut = cut on α ≥ β
conv-fail-hard = fail-hard
conv-fail-soft = fail-soft
conv-root-reset = α reset at each root child
conv-root-carried = α carried across the root
conv-no-deep-cutoffs = no deep cutoffs (only the parent's bound)
conv-order = order { $order }
conv-bounds = bounds [{ $lo }, { $hi }]
conv-no-bounds = no leaf bounds given
conv-depth = depth limit { $depth }
conv-tt = transposition table
conv-budget = budget { $count } { $count ->
    [one] node
   *[other] nodes
}

## Lines every view closes with

leaves-line = { $evaluated } of { $leaves } leaves evaluated
leaves-line-pruned = ; pruned { $leaves }
ranges-more = { $shown }, … and { $count } more in { $runs } runs
unit-nodes = nodes
unit-steps = steps
unit-differing-nodes = differing nodes
left-out-stopped = stopped after { $shown } { $items }
left-out-depth = shown to depth { $depth }
left-out = … { $what }: { $left } of { $total } { $items } left out; --show-depth N shows down to depth N, --all shows everything

## Table columns

col-leaf = leaf
col-id = id
col-path = path
col-value = value
col-depth = depth
col-best = best
col-pv = principal variation
col-evaluated = evaluated
col-without-pv = without PV first
col-pass = pass
col-test = test
col-result = result
col-nodes = nodes

## eval: the summary

eval-note-no-bounds = note: no leaf bounds given (bounds: in the file or --bounds L,U), so chance nodes can cut only inside their last child
eval-key-value = value
eval-key-best-move = best move
eval-key-pv = principal line
eval-key-leaves = leaves
eval-key-visited = nodes visited
eval-key-researches = re-searches
eval-key-budget = budget
eval-value-unknown = unknown: the budget ran out before the search proved anything
eval-value-partial = { $value } (what the search proved before the budget ran out)
eval-value-bound = { $value } (a bound: the root window was cut)
eval-best-with-value = { $name } with value { $value }
eval-best-by-passes = { $name } (proved by the passes below)
eval-best-last-depth = { $name } (the last completed depth's choice)
eval-best-before-budget = { $name } (the best found before the budget ran out)
eval-best-none-budget = none found before the budget ran out
eval-best-none-chance = none: the root is a chance node
eval-best-none-leaf = none: the root is a leaf
eval-pv-more = … ({ $count } more)
eval-leaves = { $evaluated } of { $leaves } evaluated, { $pruned } pruned
eval-leaves-beyond = , { $count } below the depth limit
eval-leaves-unreached = , { $count } not reached before the budget ran out
eval-leaves-repeated = {" "}({ $count } evaluations in all: some were evaluated more than once)
eval-leaves-horizon = ; { $count } nodes scored by their eval at the depth limit
eval-visits-twice = { $visits } visits to { $nodes } nodes (re-searches visit some twice)
eval-visits = { $visits } of { $nodes }
eval-visits-passes = { $visits } over { $passes } passes (the tree has { $nodes } nodes)
eval-researches = { $count } (a null window failed high)
eval-budget-mid-iteration = ran out mid-iteration: the answer is the last completed depth's
eval-budget-before-depth-one = ran out before depth 1 finished: the move is the first legal one, unsearched
eval-budget-proved = ran out before the search finished: the value is what it had proved
eval-budget-no-value = ran out before the search finished: no value
eval-pruned-title = Pruned leaves ({ $count })
eval-pruned-more = … and { $count } more (--json lists them all)
eval-iterations-title = Iterations
eval-null-window-title = Null-window tests
eval-pass-budget = (budget ran out)
eval-depth-full = full
eval-saved = { $without } ({ $saved } saved)
eval-fails-high = ≥ { $value } (fails high)
eval-fails-low = ≤ { $value } (fails low)

## show: the tree drawing

show-hidden = ({ $count } pruned { $count ->
    [one] child
   *[other] children
} hidden)
show-below = ▸ { $nodes } nodes below
show-mark-pruned = ✂ pruned
show-mark-cut = ✂ cut
show-legend-best = best line
show-legend-pruned = the search never looked here
show-legend-bound = a bound, not a value
show-same-as = { $name } (same as { $origin })
show-at-horizon = (depth limit: scored by its eval)
show-noisy = (noisy: searched on past the depth limit)
show-budget-here = ⏸ the budget ran out here
show-from-table = (from the transposition table)
show-beyond = beyond the depth limit
show-unreached = not reached: the budget ran out
show-known = not searched: the table knew this position
