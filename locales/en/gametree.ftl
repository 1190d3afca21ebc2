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
conv-mcts = seed { $seed }, exploration C = { $c }
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
eval-key-load-time = load time
eval-key-search-time = search time
eval-search-time = { $time } (every visited node's result recorded)
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
paren = ({ $text })
paren-after = {" "}({ $text })
eval-pv-leaf = {"  "}({ $leaf })
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

## Nodes named by their kind

node-max = MAX node { $name }
node-min = MIN node { $name }
node-chance = CHANCE node { $name }
node-leaf = LEAF node { $name }
list-items-separator = {", "}

## trace: what each step did (the event column)

act-enter = enter { $kind }
act-leaf = leaf = { $value }
act-horizon = depth limit: eval = { $value }
act-alpha-up = α ↑ { $value } from { $child }
act-beta-down = β ↓ { $value } from { $child }
act-budget = budget ran out
act-cutoff = cutoff
act-chance-child = child { $child } (p = { $p })
act-after = after { $child }
act-probe = probe under { $child }
act-probe-result = probe = { $value }: { $child } { $rel } { $bound }
act-probe-reused = reuse probe { $value }
act-return = return { $value }
act-table-hit = table hit
act-table-unusable = table: not usable
act-research = re-search { $child }
act-iteration = iteration { $number }: depth { $depth }
act-pass = pass { $number }: test ({ $alpha }, { $beta })

## trace: the table and its closing line

col-node = node
col-event = event
trace-negamax-view = negamax view: at MIN nodes values are MIN's (negated) and (α, β) is (−β, −α); every node maximises
trace-gap-deeper = { $steps } deeper steps
trace-gap-more = { $steps } more steps
trace-closing = value { $value }{ $best }; { $leaves }
trace-closing-best = , best move { $name }
trace-fail-hard-alpha = fail-hard: { $name } returns α = { $value }, the edge of its window, because its value lies below it: a bound, not its value
trace-fail-hard-beta = fail-hard: { $name } returns β = { $value }, the edge of its window, because its value lies above it: a bound, not its value
trace-bounded-below = { $name }'s own search was not cut, but one below it was, so its value is only bounded: { $value }
trace-negamax-lower = { $name } was cut: this is a lower bound on MIN's score, not its value
trace-negamax-upper = { $name } was cut: this is an upper bound on MIN's score, not its value

## Notes: why a cutoff happens and what a bound means

note-leaf-is = leaf { $leaf } = { $value }
note-returned = { $name } returned { $value }
note-nothing = nothing
note-named-is = { $name } = { $value }
note-number-is = { $leaf } = { $value }
note-some-leaves = leaves { $leaves } and { $last }
note-many-leaves = leaves { $leaves } ({ $count } leaves)
note-skip = ; skip { $leaves }
note-at-least = at least { $value }
note-at-most = at most { $value }
note-never-choose = so it will never choose { $name }
note-never-reach = so it will never let play reach { $name }
note-why-source = { $name } is { $bound }, but { $chooser } at { $holder } already has { $value } from { $from }, { $reach }
note-why-chance = so { $name } is { $bound }, which is all chance node { $chance } needs to know
note-why-parent = so { $chooser } at { $parent } will never choose { $name }
note-why-root = so the root is { $bound }: no leaf can do better
note-cutoff-source = { $name }: { $returned } { $rel } { $limit }: { $kind } node { $why }{ $skip }
note-cutoff = { $name }: { $returned } { $rel } { $limit } at { $kind } node { $name }, { $why }{ $skip }
note-budget-cut = { $name }: the node budget ran out after { $visits } { $visits ->
    [one] visit
   *[other] visits
}, so { $name } stops unfinished (not a cutoff: nothing here was pruned){ $never }
note-never-reached = ; never reached: { $leaves }
note-chance-low = { $name }: { $returned } { $rel } the cut threshold A = { $threshold }, so chance node { $name } is worth at most { $bound } { $rel } α = { $alpha } whatever its other children are{ $skip }
note-chance-high = { $name }: { $returned } { $rel } the cut threshold B = { $threshold }, so chance node { $name } is worth at least { $bound } { $rel } β = { $beta } whatever its other children are{ $skip }
note-probe-high = { $name }: the probes alone make chance node { $name } worth at least { $bound } { $rel } β = { $limit } (each MAX child is at least its probed child), so its search stops here{ $skip }
note-probe-low = { $name }: the probes alone make chance node { $name } worth at most { $bound } { $rel } α = { $limit } (each MIN child is at most its probed child), so its search stops here{ $skip }
note-budget-exit-nothing = the budget ran out before { $name } was done: nothing is proved about its value
note-budget-exit-lower = the budget ran out before { $name } was done: { $value } is a lower bound, not its value
note-budget-exit-upper = the budget ran out before { $name } was done: { $value } is an upper bound, not its value
note-budget-exit = the budget ran out before { $name } was done
note-chance-window = A = { $a }, B = { $b }: { $child } is searched with the window ({ $alpha }, { $beta })
note-probe = search { $node }, the first child of { $child }, with ({ $alpha }, { $beta }) to bound { $child }
note-probe-reused = { $node } was searched as a probe; its result is used again
note-exit-lower = { $name } was cut: this is a lower bound, not its value
note-exit-upper = { $name } was cut: this is an upper bound, not its value
note-tt-exact = its exact value { $value }
note-tt-lower = a lower bound { $value } ≥ β = { $beta }
note-tt-upper = an upper bound { $value } ≤ α = { $alpha }
note-tt-hit = { $name } was searched before (a transposition); the table holds { $known }, which decides it: its subtree is not searched again
note-tt-shallow = it was searched to a shallower depth than this search needs
note-tt-lower-below = a lower bound { $value } below β = { $beta } does not decide it
note-tt-upper-above = an upper bound { $value } above α = { $alpha } does not decide it
note-tt-miss = the table knows { $entry } about { $name }, but { $reason }: searched again
note-research = { $child } failed its null-window test: it may beat the best so far, so it is searched again with ({ $alpha }, { $beta })
note-iteration = search to depth { $depth }, the previous iteration's best line first
note-pass-above = a null-window test: is the value above { $value }?
note-pass-at-least = a null-window test: is the value at least { $value }?

## Reasons the checker gives for a node's value

reason-saw-beta = { $what } saw { $seen } { $rel } β = { $beta }
reason-saw-alpha = { $what } saw { $seen } { $rel } α = { $alpha }
reason-budget = the node budget ran out after { $visits } { $visits ->
    [one] visit
   *[other] visits
} before { $what } was done
reason-chance-low = { $what } saw { $seen } { $rel } the cut threshold A = { $threshold }, so it is worth at most { $bound } { $rel } α = { $alpha }
reason-chance-high = { $what } saw { $seen } { $rel } the cut threshold B = { $threshold }, so it is worth at least { $bound } { $rel } β = { $beta }
reason-probe = the probes of { $what } bound it by { $bound } { $rel } { $end } = { $limit }

## Errors in a tree file (the file, line, column and caret are added around them)

diag-error = error
diag-help = help
err-in-node = { $message } (node { $node })
what-leaf-value = a leaf's value
err-nan = { $what } must be a number, not NaN ({ $text })
err-too-large = { $what } { $text } is beyond the largest number
err-too-small = { $what } { $text } is closer to 0 than the smallest number, and would be read as 0
err-not-a-number = { $what } must be a number, not { $text }
err-quoted-number = { $what } must be a number, not the quoted text { $text }
help-quoted-number = write numbers without quotes
err-root-probability = the root has a probability p = { $p }, but only children of a chance node have one
err-duplicate-key = the key `{ $key }` appears twice on this node
err-map-as-key = a key must be a word such as `max` or `id`, not a map
err-ref-with-keys = a `ref` stands for another node: it can carry a probability `p`, but not its own `id`, `eval` or `noisy`
err-no-kind = this node has no kind: give it `max`, `min` or `chance` with a list of children, or a `value`
err-list-here = a list cannot stand here: a node is a number or a map such as `{"{"}max: [...]{"}"}`
err-needs-children = `{ $kind }` needs a list of children, such as `{ $kind }: [3, 12, 8]`
err-single-value-not-list = `{ $key }` takes a single value, not a list
err-single-value-not-map = `{ $key }` takes a single value, not a map
err-noisy = `noisy` is true or false, not { $text }
err-empty-ref = `ref` needs the id of the node it stands for
err-bad-probability = the probability `p` must be a number or a fraction such as "1/3", not { $text }
err-probability-without-chance = node { $name } has a probability p = { $p }, but its parent { $parent } is a { $kind } node; only children of a chance node have one
err-empty-children = the { $kind } node { $name } has an empty list of children
err-chance-node = chance node { $name }: { $error }
help-probability-sum = its children have p = { $ps }; fractions such as "1/3" add up exactly
err-empty-id = an `id` cannot be empty
err-path-like-id = the id { $id } looks like a path, but this node's path is { $path }; paths and ids must not be confused
help-root-id = "root" is the root's own path; give the node another name
help-path-like-id = use a name with a letter in it, such as "B" or "n2"
err-duplicate-id = the id { $id } is used twice: first by node { $other } on line { $line }
err-alias-incomplete = this alias refers to a node that is not complete here (a node cannot contain itself)
err-unknown-key = unknown key `{ $key }` on a node
help-unknown-key-suggest = did you mean `{ $suggestion }`? The keys a node may have are { $keys }
help-unknown-key = the keys a node may have are { $keys }
err-two-kinds-ref = this node already has a `ref`; it cannot also have `{ $key }` (one kind per node)
err-two-kinds-value = this node already has a value; it cannot also have `{ $key }` (one kind per node)
err-two-kinds = this node already has `{ $had }`; it cannot also have `{ $key }` (one kind per node)
err-empty-text = there is no tree: the text is empty
err-only-comments = there is no tree: the text holds only comments and blank lines
help-tree-file = a tree file holds one tree in YAML or JSON: a leaf value (`3`), or a node such as `max: [{"{"}min: [3, 12]{"}"}, 5]`, optionally under `root:` beside `name:`, `source:`, `bounds:`, `expect:`
err-too-deep = the file nests deeper than the YAML parser supports (255 levels of flow collections `[...]`/`{"{"}...{"}"}`)
help-too-deep = write the deep part in block style (one node per line, indented)
err-yaml = not valid YAML: { $info }
err-yaml-tag = the YAML tag `{ $tag }` is not read by gametree
help-yaml-tag = write the value without a tag: a number is a leaf value, text in quotes is text
err-yaml-end = unexpected end of the YAML text
## parse: the YAML parser's own messages, word for word in English (see src/parse/yaml_words.rs)

yaml-says-unknown-anchor = while parsing node, found unknown anchor
yaml-says-duplicate-anchor = while parsing anchor, found duplicated anchor
yaml-says-expected-key = while parsing a block mapping, did not find expected key
yaml-says-expected-dash = while parsing a block collection, did not find expected '-' indicator
yaml-says-expected-content = while parsing a node, did not find expected node content
yaml-says-flow-sequence = while parsing a flow sequence, expected ',' or ']'
yaml-says-flow-mapping = while parsing a flow mapping, did not find expected ',' or '{"}"}'
yaml-says-dash-in-flow = "-" is only valid inside a block
yaml-says-no-mapping-values = mapping values are not allowed in this context
yaml-says-no-mapping-keys = mapping keys are not allowed in this context
yaml-says-no-block-entries = block sequence entries are not allowed in this context
yaml-says-expected-token = did not find expected next token
yaml-says-simple-key = simple key expected
yaml-says-simple-key-colon = simple key expect ':'
yaml-says-tab-indent = tab cannot be used as indentation
yaml-says-tab-here = tabs disallowed in this context
yaml-says-tab-block = tabs disallowed within this context (block indentation)
yaml-says-tab-plain = while scanning a plain scalar, found a tab
yaml-says-tab-block-scalar = a block scalar content cannot start with a tab
yaml-says-quote-open = while scanning a quoted scalar, found unexpected end of stream
yaml-says-quote-document = while scanning a quoted scalar, found unexpected document indicator
yaml-says-quote-trailing = invalid trailing content after double-quoted scalar
yaml-says-quote-escape = while parsing a quoted scalar, found unknown escape character
yaml-says-indent = invalid indentation
yaml-says-indent-flow = invalid indentation in flow construct
yaml-says-indent-quoted = invalid indentation in quoted scalar
yaml-says-indent-block-scalar = wrongly indented line in block scalar
yaml-says-bracket = misplaced bracket
yaml-says-plain-end = unexpected end of plain scalar
yaml-says-eof = unexpected eof
yaml-says-unprintable = found unprintable character
yaml-says-colon-space = ':' must be followed by a valid YAML whitespace
yaml-says-dash-space = '-' must be followed by a valid YAML whitespace
yaml-says-colon-bracket = ':' may not precede any of `[{"{"}` in flow mapping
yaml-says-colon-placement = illegal placement of ':' indicator
yaml-says-plain-dash = plain scalar cannot start with '-' followed by ,[]{"{"}{"}"}
yaml-says-after-document-end = invalid content after document end marker
yaml-says-anchor-name = while scanning an anchor or alias, did not find expected alphabetic or numeric character
yaml-says-comment-in-text = comment intercepting the multiline text
yaml-says-byte-order-mark = a byte order mark must not appear inside a document
yaml-says-incompatible = found incompatible YAML document
yaml-says-unexpected-character = unexpected character: `{ $char }'

err-two-documents = the file holds more than one YAML document; a tree file holds one
err-unknown-doc-key = unknown key `{ $key }` in the tree file
help-doc-key-suggest = did you mean `{ $suggestion }`? the keys of a tree file are { $keys }
help-doc-key = the keys of a tree file are { $keys }
err-no-root = the file has metadata but no `root`: where is the tree?
err-bad-bounds = `bounds` must be two numbers [L, U] with L < U, such as [-2, 2]
bounds-on-line = `bounds` on line { $line }
err-out-of-bounds = leaf { $leaf } ({ $name }) has the value { $value }, outside the bounds [{ $lo }, { $hi }] given by { $from }
err-no-tree = no tree given
help-no-tree = give a tree file, `-` for standard input, or the tree itself with -e '{"{"}max: [3, 5]{"}"}'

## html: the stepper page (its controls, legend and help)

html-untitled = game tree
html-legend-chance = chance
html-legend-leaf = leaf
html-legend-current = current
html-legend-pruned = pruned
html-legend-below-depth = below the depth limit ({ $depth })
html-title-start = Start (Home)
html-title-back = Back (←)
html-title-play = Play / pause (space)
html-title-forward = Forward (→)
html-title-end = End (End)
html-speed = speed
html-speed-half = 0.5 step/s
html-speed-1 = 1 step/s
html-speed-2 = 2 steps/s
html-speed-4 = 4 steps/s
html-speed-10 = 10 steps/s
html-keys = Keys: ← → step, Home / End, space plays. Steps are the rows of `gametree trace`.
col-note = note
html-noscript = This page needs JavaScript to step through the search; `gametree trace` prints the same steps as a table.
html-start = Start
html-step-of = Step { $step } of { $total }
html-with-path = { $what } (path { $path })
html-nothing-yet = Nothing searched yet: press → or ▶ to start.

## quiz and play: prompts and replies

try-again = ✗ { $why }; try again.
quiz-not-a-leaf = { $text } is not a leaf number (1–{ $count })
quiz-end-of-input = End of input: no answers to check.
quiz-root-value = The root's value?
quiz-not-a-number = { $text } is not a number
quiz-your-answers = your answers
quiz-algo-alpha-beta = alpha-beta
quiz-pruned = Which leaves does { $algorithm } prune? (leaf numbers such as `5 6` or `5,6`; `none`)
quiz-drawn = The search, drawn:
play-engine-perfect = perfect play (every move solved exactly)
play-engine-depth = alpha-beta { $depth } plies ahead, the line heuristic beyond
play-intro = { $game }: you are { $you }, I am { $me }.
    Values are from { $first }'s point of view; I use { $engine }. Type `quit` to stop.
play-draw = A draw.
play-you-win = { $winner } wins: you win.
play-i-win = { $winner } wins: I win.
play-dice = (this game has dice; play supports games without chance)
play-your-move = Your move ({ $you }):
play-end-of-input = End of input: the game is left unfinished.
play-quit = You left the game.
play-i-play = I play { $mv } (value { $value }: { $why })
play-table-full = { $reason }: this move is from alpha-beta { $depth } plies ahead, the line heuristic beyond
explain-expected-favour = the expected score with best play, in { $player }'s favour
explain-expected-even = the expected score with best play: even
explain-expected-estimate = an estimate of the expected score, { $lean }
explain-wins = { $player } wins with best play, on move { $ply }
explain-draw = a draw with best play
explain-estimate = an estimate, { $lean }
explain-favour = in { $player }'s favour
explain-even = even
quiz-title = Quiz: a random tree (repeat it with { $command })

## diff: two searches of one tree side by side

diff-value = value
diff-best-move = best move
diff-leaves = leaves
diff-pruned = pruned
diff-nodes = nodes
diff-value-same = A { $a }   B { $b }   (same)
diff-value-differs = A { $a }   B { $b }   — differs
diff-sides = A { $a }   B { $b }
diff-evaluates = A evaluates { $a } of { $leaves }, B { $b } of { $leaves }
diff-same-none = the same leaves (none)
diff-same-leaves = the same leaves: { $leaves }
diff-only-by = only by { $side }: { $leaves }
diff-nodes-same = every node shows the same value or bound
diff-nodes-title = Nodes that differ ({ $count })
diff-col-a = A shows
diff-col-b = B shows
diff-none = none
diff-strict-fail-hard = note: under the strict rule (cut only on α > β), fail-hard returns clamp values to the window, so α can reach β without a cut; here strict + fail-hard evaluates { $hard } leaves and strict + fail-soft { $soft } (pruned: fail-hard { $pruned_hard }, fail-soft { $pruned_soft })

## compare: algorithms and orders on one tree

col-algorithm = algorithm
col-order = order
col-leaves-evaluated = leaves evaluated
col-of-all = of all
col-time-per-search = time per search
col-nodes-visited = nodes visited
compare-every-search = every search: { $conventions }
compare-counts = { $leaves } leaves, { $nodes } nodes{ $uniform }
compare-uniform = , uniform: branching { $branching }, depth { $depth }; Knuth–Moore minimum { $minimum } leaves
compare-distinct = { $evaluated } ({ $distinct } distinct)
compare-algorithms-title = Algorithms (file order)
compare-orders-title = Child orders
compare-knuth-moore = With the best order alpha-beta evaluates exactly the minimal tree: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = { $b }^{ $up } + { $b }^{ $down } − 1 = { $minimum } of { $leaves } leaves (Knuth and Moore, 1975).

## Common YAML mistakes, each with its fix

yaml-spaces = { $count ->
    [one] 1 space
   *[other] { $count } spaces
}
yaml-forbidden-character = line { $line } holds the control character { $char }, which YAML text cannot contain
help-yaml-forbidden-character = remove it; a file full of them is not text (a binary file, or text saved as UTF-16 or UTF-32)
yaml-tab = YAML indents with spaces; replace the tab at line { $line }
help-yaml-tab = indent with spaces only: `{ $fixed }`
yaml-after-quote = text goes on after the closing quote
help-yaml-after-quote = put the whole value inside the quotes: `{ $fixed }`
yaml-unclosed-quote = this quoted text is never closed
help-yaml-unclosed-quote = end it with { $quote } on the same line: `{ $fixed }`
yaml-dash-space = a list item needs a space after its `-`
help-yaml-dash-number = write `- { $rest }` (or `- -{ $rest }` for the number -{ $rest })
help-yaml-dash = write `- { $rest }`
yaml-needs-colon = `{ $word }` needs a colon after it
help-yaml-colon-space = a key ends with a colon and a space: write `{ $fixed }`
help-yaml-colon-block = a key ends with a colon; what belongs to it follows, indented: write `{ $word }:`
help-yaml-kind-colon = a node's children follow its kind and a colon: write `{ $fixed }:`
yaml-wrong-close = `{ $close }` closes the `{ $open }` at line { $line }, column { $column }
help-yaml-wrong-close = a `{ $open }` is closed by `{ $close }`: write `{ $close }` here
yaml-closes-nothing = this `{ $close }` closes nothing
help-yaml-closes-nothing = remove it, or open the list or map with `{ $open }`
yaml-never-closed = this `{ $open }` is never closed
help-yaml-end-list = end the list with `{ $close }`: `{ $fixed }`
help-yaml-end-map = end the map with `{ $close }`: `{ $fixed }`
yaml-indent-items = line { $line } is indented by { $spaces }, but the list items above it (line { $above }) by { $there }
yaml-indent-keys = line { $line } is indented by { $spaces }, but the keys above it (line { $above }) by { $there }
help-yaml-indent-items = YAML reads the structure from the indentation: line up the list items of one list: `{ $fixed }`
help-yaml-indent-keys = YAML reads the structure from the indentation: line up the keys of one map: `{ $fixed }`
yaml-colon-space = `{ $key }:{ $rest }` needs a space after the colon
help-yaml-one-word = YAML reads `{ $key }:{ $rest }` as one word; write `{ $fixed }`
yaml-item-indented = line { $line } is indented more than the list item above it, so YAML reads it as part of `{ $item }`
help-yaml-item-indented = line up the `-` of every item of a list: `{ $fixed }`

## Command-line messages

diff-same-search = (both sides run the same search: give side B's conventions (--strict, --fail-hard, --root-reset, --no-deep-cutoffs, --order, --depth, --tt, --budget, --bounds, --algo) or side A's (--vs-strict, --vs-algo, …))
err-bounds-flag = { $flag } takes two numbers L,U with L < U, not { $text }
help-bounds-flag = for example { $flag }=-2,2

## check: verdicts and their explanations

list-and = {" and "}
list-or = {" or "}
check-block = { $label }: { $right }/{ $total } right
check-note = note: { $note }
check-score = { $right }/{ $total } right
col-answer-file = answer file
col-score = score
col-what-is-wrong = what is wrong
check-bad-input = bad input: { $error }
check-and-more = { $first } (and { $count } more)
check-graded-under = Every answer file is graded under { $conventions }.
check-convention-from = `{ $key }: { $value }` ({ $from })
conventions-from-flag = command line
conventions-from-rubric = rubric
conventions-from-tree = the tree's `expect`
check-overruled = graded under `{ $key }: { $graded }` ({ $from }), not this file's `{ $key }: { $written }` (line { $line })
check-overruled-files = { $count ->
    [one] 1 answer file states
   *[other] { $count } answer files state
} other conventions and { $count ->
    [one] is
   *[other] are
} graded under these: { $files }
err-conventions-map = `conventions` must be a map of conventions to values, e.g. `strict: true`
err-unknown-convention = unknown convention `{ $key }`
help-conventions = the conventions are { $keys }
err-conventions-without-answers = { $flag } sets the conventions answer files are graded under, and no answer files are given
err-rubric-conventions-without-answers = the rubric's `conventions` are for answer files, and no answer files are given
help-conventions-without-answers = grade answer files with `gametree check TREE --answers FILES`; a tree's `expect` block states its own conventions
check-skipped = skipped: { $reason }
check-skipped-count = {" "}({ $count ->
    [one] 1 entry
   *[other] { $count } entries
} of the folder skipped)
skip-not-answers-ext = not an answer file ({ $ext })
skip-not-answers = not an answer file (no answer key in it)
skip-hidden = a hidden file
skip-folder = a folder (folders inside are not searched)
skip-broken-link = a broken link
skip-not-regular = not a regular file
skip-unreadable = cannot be read
check-pruned-twice = { $count ->
    [one] leaf { $leaves } is
   *[other] leaves { $leaves } are
} listed twice (counted once)
check-pruned-values = these look like leaf values, not leaf numbers: { $count ->
    [one] the leaf valued { $values } is leaf { $leaves }
   *[other] the leaves valued { $values } are leaves { $leaves }
}
check-evaluated-right = { $count } leaves evaluated
check-evaluated-wrong = leaves evaluated: you wrote { $written }, but the search evaluates { $count } (it prunes { $pruned } of the { $leaves } leaves)
check-evaluated-is = the search evaluates { $count } leaves
check-order-right = evaluation order: { $order }
check-order-wrong = evaluation order: at place { $place } the search evaluates { $actual } (step { $step }), not { $written }
check-order-stops = evaluation order: your list stops after { $count }; the search goes on to { $actual } (step { $step })
check-order-longer = evaluation order: the search evaluates only { $count }, and your list goes on with { $extra }
check-order-is = the search evaluates { $actual } at place { $place }
ans-evaluated-whole = `evaluated` is how many leaves the search evaluates: a whole number, 0 or more
ans-order-list = `evaluation_order` is a list of leaves in the order the search evaluates them: numbers, ids or paths
check-marked-exactly = Bounds are marked exactly: a node the search cuts must be answered with its bound (`<=2`), and a node it never enters left empty.
check-node-leave-empty = { $name }: you wrote { $value }, its true value, but { $why }; this search shows nothing there, so leave it empty (bounds are marked exactly)
check-node-write-bound = { $name }: you wrote { $value }, its true value, but the search only proves { $proved }{ $stop }; write "{ $answer }" (bounds are marked exactly)
what-marking = how bounds are marked (exact or generous)
err-rubric-bounds = `bounds` is how bounds are marked, exact or generous, not { $value }
err-rubric-bounds-without-answers = the rubric's `bounds` marks answer files, and no answer files are given
check-unreadable = {" "}({ $count } could not be read)
check-batch = { $passed } of { $count } answer files entirely right{ $unreadable }
check-value-right = value { $value }
check-best-right = best move { $name }
check-best-wrong = best move: { $name } is worth { $worth }, not the root's { $root }; the best move is { $best }
check-best-ties = { $count } children tie at { $value }: { $names }
check-pruned-missing = missing from your pruned list
check-pruned-extra = wrongly in your pruned list
check-pruned-nothing = pruned: nothing
check-pruned-right = pruned: { $count ->
    [one] leaf
   *[other] leaves
} { $leaves }
check-window-right = { $name } is entered with ({ $alpha }, { $beta })
check-window-wrong = { $name }: entered with ({ $alpha }, { $beta }) at step { $step }, not ({ $wrote_alpha }, { $wrote_beta })
check-window-never = { $name }: never entered — { $why }
check-interval-right = { $name } lies in [{ $lo }, { $hi }]
check-interval-wrong = { $name }: the search proves { $name } in [{ $lo }, { $hi }] at step { $step }, not [{ $wrote_lo }, { $wrote_hi }]
check-interval-never = { $name }: no interval is proven there — { $why }
check-interval-not-searched = the search never searches { $name }'s children (it is scored at the depth limit or taken from the table)
check-interval-not-chance = { $name }: you wrote [{ $wrote_lo }, { $wrote_hi }], but { $name } is no chance node: intervals are proven at chance nodes only
check-interval-none = { $name } has no proven interval
check-leaf-line = { $what }: { $why }
check-leaf-more = { $what }: { $count } more leaves, { $leaves }
check-leaf-labelled = leaf { $leaf } ({ $label } = { $value })
check-leaf = leaf { $leaf } = { $value }
check-why-pruned = { $what } is pruned: at step { $step } { $reason }
check-never-evaluated = { $what } is never evaluated
check-reached-with = , reached with the window ({ $alpha }, { $beta })
check-why-evaluated = { $leaf } is not pruned: the search evaluates it at step { $step }{ $window }; no cutoff comes before it
check-stopping-at = , stopping at step { $step }
check-node-is = { $name } = { $value }
check-node-shows = { $name } { $shown }
check-node-never-visited = { $name }'s true value is { $value }, but this search never visits it: { $why }
check-node-wrote-but = { $name }: you wrote { $wrote }, but { $why }
check-node-outside-window = { $name }'s value { $value } lies outside its window, so the window alone gives { $shown }; but its whole subtree was searched, so the search knows { $name } = { $proved } exactly
check-node-exact = { $name }: you wrote { $wrote }, but the search computes { $name } exactly: { $proved }
check-node-only-proves-right = { $value } is { $name }'s true value, but the search only proves { $proved }{ $stop }; write "{ $answer }" to show what it knows
check-node-only-proves = { $name }: you wrote { $wrote }, but the search only proves { $proved }{ $stop }; { $name }'s true value is { $value }

## Errors in answer files

ans-empty-list = the answer list is empty
ans-not-a-map = answers are a map such as `{"{"}value: 3, pruned: [5, 6]{"}"}`, or a list of such maps
ans-block-not-map = an answer block must be a map, not { $shape }
ans-unknown-algorithm = unknown algorithm { $name }; known: { $known }
ans-budget = answers are checked against a whole search, and a `budget` stops it part way
help-ans-budget = leave `budget` out; `gametree eval --budget N` shows what a cut-short search proves
ans-unknown-order = unknown order { $name }
ans-best-not-child = `best` names { $name }, which is not a child of the root
ans-windows-map = `windows` is a map: node → [alpha, beta]
ans-window = a window is [alpha, beta]
ans-unknown-key = unknown key `{ $key }` in an answer block
help-ans-key-suggest = did you mean `{ $suggestion }`? the keys are { $keys }
help-ans-key = the keys are { $keys }
ans-no-node = no node is called { $name }: give a node's id or its path ("2.1", quoted)
ans-no-leaf = there is no leaf { $leaf }: the tree has { $count } leaves
ans-not-a-bound = { $text } is not a bound: write "<=3" or ">=3"
ans-not-a-value = { $text } is not a value: write 3, "<=3" or ">=3"
ans-not-a-window-end = { $text } is not a window end: a number, -inf or inf
ans-intervals-map = `intervals` is a map: chance node → [lo, hi]
ans-interval = an interval is [lo, hi]
ans-not-an-interval-end = { $text } is not an interval end: a number, -inf or inf
what-interval-end = an interval end
item-words-interval-at = intervals.{ $node }
item-your-interval-at = your interval at { $node }
grade-group-intervals = chance intervals
shape-quoted = quoted text
shape-scalar = a scalar
shape-list = a list
shape-map = a map
err-not-boolean = { $what } must be true or false
err-not-text = { $what } must be text, not { $shape }
what-item-kind = an item kind
what-item = an item
what-visibility = a visibility
what-key = a key
what-node = a node
what-leaf = a leaf
what-value = a value
what-window-end = a window end
what-lower-bound = the lower bound
what-upper-bound = the upper bound

## check: what to check

err-read-folder = cannot read the folder: { $error }
err-no-expect = nothing to check: no file has an `expect` block
help-no-expect = add an `expect:` block to the tree file, or give answer files with --answers
err-empty-answers = the answer file is empty
help-empty-answers = write the answers as YAML, one item a line, e.g. `value: 3`, `best: B`, `pruned: [5, 6]`, `values: {"{"}C: "<=2"{"}"}`
err-answers-one-tree = with --answers, give exactly one tree file
err-both-stdin = the tree and the answers cannot both come from standard input
help-both-stdin = give the tree as a file, and pipe the answers: gametree check tree.yaml --answers -
err-empty-folder = nothing to check: the folder { $folder } holds nothing at all
help-empty-folder = put the answer files (one per student, e.g. alice.yaml) in the folder, or name them: --answers alice.yaml bob.yaml
err-read-answers = cannot read the answer file: { $error }
html-aria-figure = the tree
html-aria-tree = the game tree
html-aria-legend = legend
html-aria-search = the search
html-aria-controls = step controls
html-aria-start = start
html-aria-back = back
html-aria-play = play
html-aria-pause = pause
html-aria-forward = forward
html-aria-end = end
html-aria-step = step
err-max-steps = the search took more than { $limit } steps, more than this command keeps to explain it (--max-steps { $limit })
help-max-steps = raise the limit with --max-steps N (each step takes about { $bytes } bytes of memory), or search less of the tree with --depth N or --budget N

## Search options that do not fit the tree

err-order-eval = --order eval needs an `eval:` estimate on every child of a MAX or MIN node; { $name } has none
help-iddfs-eval = iterative deepening scores the frontier of every shallower iteration by `eval:`; give the inner nodes estimates (gametree gen --eval-noise N makes such trees)
err-no-convergence = { $algorithm } did not converge in { $passes } passes
play-not-a-square = { $text } is not a square: type a number from 1 to 9
play-square-taken = square { $square } is taken
play-not-a-column = { $text } is not a column: type a number from 1 to { $columns }
play-column-full = column { $column } is full

## Files that cannot be read, and shared nodes

err-read-stdin = cannot read standard input: { $error }
err-read-file = cannot read the file: { $error }
io-not-found = no such file
io-permission = permission denied
io-is-folder = it is a folder, not a file
io-not-folder = a part of the path is a file, not a folder
io-exists = it already exists
io-read-only = the file system is read-only
io-disk-full = the disk is full
io-not-text = it is not UTF-8 text
io-no-folder = no such folder
err-not-utf8 = { $name } is not UTF-8 text: byte { $byte } (offset { $offset }) is not a character
help-not-utf8 = a tree file is UTF-8 text (YAML or JSON); save it as UTF-8, or check that this is the tree file
err-ref-unknown = `ref: { $label }` refers to no node: no node has the id { $id }
help-did-you-mean = did you mean { $suggestion }?
help-ref-unknown = give the shared node an `id` where it is written out, and refer to that id
err-ref-cycle = the references make a cycle through { $names }: a node would contain itself, so the tree never ends
err-infinities = chance node { $name } has no value: its children include both ∞ and -∞, and ∞ − ∞ is undefined
help-infinities = give the children finite values, or infinities of one sign only
err-no-eval = node { $name } is at the depth limit { $depth } but has no `eval:` estimate to score it by
help-no-eval = give it `eval: <number>`, mark it `noisy: true`, or raise --depth
err-no-deep = alpha-beta without deep cutoffs is not defined for { $algorithm }: { $why }
err-no-deep-chance = it derives each chance child's window from both ends of the chance node's window, and without deep cutoffs a node has only its parent's bound
err-no-deep-null-window = its null windows are set around the bound a node inherits, which a search without deep cutoffs does not pass down
help-no-deep = use it with alphabeta (chance children are searched with the full window), negamax, worstcase or iddfs
ans-no-deep = `no_deep_cutoffs` is a convention of alpha-beta, not of { $algorithm }
help-ans-no-deep = use it with alphabeta, negamax, worstcase or iddfs

## Limits and output files

err-too-many-nodes = the tree has more than { $max } nodes, more than this command holds unless told (--max-nodes { $max })
help-too-many-nodes = raise the limit with --max-nodes N (a node takes about 100 bytes of memory, more in the views that explain every step)
err-too-many-bytes = the input is longer than { $bytes } bytes, more than a tree of --max-nodes { $max } nodes is read for ({ $per_node } bytes a node)
err-alias-bomb = the tree unfolds to more than { $limit } nodes: shared subtrees (aliases or refs) multiply it beyond what the nodes the file writes may unfold to (an alias bomb?)
help-alias-bomb = a file may unfold to 16 nodes for each node it writes, at least 2 million and at most 50 million: write more of the tree out, or share less
err-refs-too-many = the references unfold to more than { $limit } nodes (16 for each node the file writes, at least 2 million)
err-refs-path-like = the id { $id } looks like a path, but once the references are unfolded this node's path is { $path }
err-output-is-input = -o { $output } is the input file { $input }: writing it would replace the tree
help-output-is-input = write the output to another file, e.g. -o out.html
progress-searching = searching
progress-writing = writing
progress-steps = steps
progress-nodes = nodes
progress-bytes = bytes
progress-compiling = { $program }: making { $files }
progress-compiled = { $program }: done

## gen and quiz: random trees

err-gen-too-many = this tree could have more nodes than --max-nodes { $max } allows
help-gen-too-many = lower --depth or --branching, or raise --max-nodes (each node takes about 100 bytes of memory)
err-gen-too-deep = --depth { $depth } is deeper than the { $max } levels gen writes: a tree file indents each level further, so its size grows with the square of the depth
help-gen-too-deep = lower --depth to { $max } or less
err-eval-noise = --eval-noise { $noise } is beyond 2^53 ({ $exact }), where estimates stop being exact
err-branching = --branching must lie in 1..{ $max }
err-values-range = the range { $lo }..{ $hi } reaches beyond ±2^53 ({ $exact }), where not every integer is a value a tree can hold exactly
help-values-range = give ends between -9007199254740992 and 9007199254740992
err-range-flag = { $flag } takes N or MIN..MAX (integers), not { $text }
err-range-order = { $flag } takes MIN..MAX with MIN no greater than MAX, not { $text }
err-too-many-children = the node { $name } has { $count } children; a node can have at most { $max }

## The practice page's own words (its accessible names and `all right` stay English)
practice-title = Practice: { $name }
practice-quiz-title-one = Quiz: { $n } random tree ({ $command })
practice-quiz-title-many = Quiz: { $n } random trees ({ $command })
practice-seed = seed
practice-untitled = game tree
practice-tree = Tree
practice-conventions-none = This search prunes nothing; it searches children in the { $order } order.
practice-conventions = This search cuts when { $rule }, is { $soft }{ $deep }, and searches children in the { $order } order.
practice-no-deep = , makes no deep cutoffs
practice-instructions = Type each inner node's value or bound (3, ≤ 2 or <= 2, ≥ 5 or >= 5, 7/3, 2.33); leave a node the search never enters empty. Tick every leaf the search prunes (click the leaf, its edge, or the box; Space toggles).
practice-check = Check
practice-check-all = Check all
practice-hint = Hint
practice-solution = Show solution
practice-close-solution = Close solution
practice-clear = Clear
practice-windows = Also enter each node's window (α, β)
practice-zoom-in = Zoom in
practice-zoom-out = Zoom out
practice-fit = Fit
practice-right = right
practice-wrong = Wrong:
practice-all-right = all right
practice-stop = {". "}
practice-total = Total:
practice-no-hints = No more steps: the search is over.
practice-step = Step
practice-window-of = window of { $name }
practice-intervals = Also enter each chance node's interval [lo, hi], as the search proves it when it leaves the node
practice-interval-of = interval of { $name }
practice-not-checked = Not checked yet.
practice-collapsed = { $n } hidden
practice-solution-title = The search, step by step
practice-instructions-no-pruning = Type each inner node's value (3, 7/3, 2.33): this search enters every node and evaluates every leaf.
practice-nothing-answered = Nothing has been answered yet.
practice-fold-keys = Fold this subtree (or Alt+↑ in the node's box; Alt+↓ opens it again)
practice-why = why: { $item }
practice-remake = This tree again: { $command }
practice-hint-all-right = Nothing to hint at: everything checked is right.
practice-hint-all-answered = Everything is answered: press Check to see what is right.
practice-bank-title = Practice: { $n } random trees ({ $command })
practice-new-tree = New tree
practice-tree-of = Tree { $k } of { $n }
practice-new-trees = New trees
practice-trees-of = Trees { $k } of { $n }
practice-progress = Trees done: { $done } · right first time: { $first } · streak: { $streak }
practice-level = Level:
practice-level-depth = depth
practice-level-branching = branching
practice-level-cutoffs = cutoffs
practice-level-deep = deep cutoffs
practice-level-chance = chance nodes
practice-level-any = any
practice-level-at-least = at least { $n }
practice-level-with = with
practice-level-without = without
practice-level-line = Depth { $depth } · at most { $branching } children a node · leaves: { $leaves } · cutoffs that skip something: { $cutoffs }{ $deep }
practice-level-line-deep = , one of them deep
practice-no-tree-at-level = No tree of this page is at that level: choose another.

## The class summary under a folder of answer files
class-summary = Class summary
class-summary-title = { $heading } { $counts }
class-summary-counts = ({ $files } answer files, { $read } read)
class-points = points: mean { $mean }, median { $median }, lowest { $lowest }, highest { $highest }
class-points-of = points: mean { $mean } of { $max }, median { $median }, lowest { $lowest }, highest { $highest }
class-col-points = points
class-col-files = answer files
class-col-share = share
class-distribution = Score distribution
class-all-right = Every answered item is right.
class-col-item = item
class-col-wrong = wrong
class-col-answered = of answered
class-col-follow-through = with follow-through
class-more-wrong = … and { $n } more items wrong at least once
class-most-wrong = Most often wrong
class-col-explained-by = explained by
class-unexplained = { $n } of { $total } answer files with wrong answers reproduced by no variant of the search
class-explained-twice = { $n ->
    [one] 1 answer file is
   *[other] { $n } answer files are
} reproduced by more than one variant (counted under each)
class-variant-defaults = the defaults (no flags)
class-what-explains = What explains the wrong answers
class-points-line = { $file }: { $points } of { $max } points
## check: the diagnosis of a wrong answer (which variant of the search gives it)

diag-line = diagnosis: { $text }
diag-none = no variant of the search explains more of this answer ({ $tried } tried)
diag-capped = the tree has { $nodes } nodes, so only the { $tried } simplest of { $family } variants of the search were tried
diag-algo-minimax = plain minimax
diag-algo-alpha-beta = alpha-beta
diag-algo-negamax = alpha-beta (negamax)
diag-algo-star1 = Star1 (chance-node cutoffs from the leaf bounds)
diag-algo-star2 = Star2 (Star1 with probing)
diag-algo-worst-case = alpha-beta reading every chance node as a MIN node, the worst case
diag-algo-pvs = principal variation search
diag-algo-mtdf = MTD(f)
diag-algo-sss = SSS*
diag-algo-iddfs = iterative deepening alpha-beta
diag-algo-star1-unbounded = Star1 without leaf bounds (alpha-beta with no chance-node cutoffs)
diag-does-cut-on-equal = cuts on α ≥ β, equality included
diag-does-strict = cuts only on α > β, the CS188 rule
diag-does-fail-soft = returns fail-soft values, the best found
diag-does-fail-hard = returns fail-hard values, clamped to the window
diag-does-root-carried = carries α from one root child to the next
diag-does-root-reset = searches every root child with the root's first window, not carrying α across
diag-does-deep = makes deep cutoffs
diag-does-no-deep = cuts only against the parent's bound, without deep cutoffs
diag-does-left-to-right = searches children left to right
diag-does-right-to-left = searches children right to left
diag-base-strict = cuts only on α > β
diag-base-cut-on-equal = cuts on α ≥ β
diag-base-fail-hard = returns fail-hard values
diag-base-fail-soft = returns fail-soft values
diag-base-root-reset = resets α at each root child
diag-base-root-carried = carries α across the root
diag-base-no-deep = cuts only against the parent's bound
diag-base-deep = makes deep cutoffs
diag-base-right-to-left = searches right to left
diag-base-left-to-right = searches left to right
diag-base-is = is { $algorithm }
diag-and = { $init } and { $last }
diag-comma = {", "}
diag-when = {" "}when it { $clauses }
diag-pruning-nothing = , pruning nothing
diag-defaults = (gametree's defaults)
diag-against = ; the search being graded { $base }
diag-against-under = ; the search being graded { $base }, under which { $differences }
diag-your-answers = your answers are
diag-subject = { $count ->
    [one] { $items } is
   *[other] { $items } are
}
diag-prunes = prunes
diag-gives = gives
diag-exact = { $subject } exactly what { $noun } { $verb }{ $tail } { $flags }{ $against }
diag-closest = no variant of the search gives your whole answer; the closest is { $noun }{ $tail } { $flags }, which gives { $right } of your { $total } items as you do ({ $names }), against { $base } for the search being graded
item-words-value = value
item-words-best = best
item-words-pruned = pruned
item-words-evaluated = leaves evaluated
item-words-evaluation-order = evaluation order
item-words-value-at = values.{ $node }
item-words-window-at = windows.{ $node }
item-your-value = your value
item-your-best = your best move
item-your-pruned = your pruned set
item-your-evaluated = your count of leaves evaluated
item-your-evaluation-order = your evaluation order
item-your-value-at = your value at { $node }
item-your-window-at = your window at { $node }
item-your-other = your { $key }
ans-not-a-root-child = { $node } is not a child of the root, so it is no move
ans-no-such-node = no node is called { $name }
ans-no-such-leaf = there is no leaf { $leaf }: the leaves are numbered 1 to { $count }
help-ans-keys = the keys are { $keys }
help-ans-did-you-mean = did you mean `{ $key }`? { $keys }
ans-depth-whole = `depth` must be a whole number of plies
ans-bounds-pair = `bounds` must be [L, U]
ans-bounds-order = `bounds` must have L < U
ans-pruned-too-many = from this range on, the list covers the leaves many times over and is not read
ans-pruned-list = `pruned` is a list of leaves: numbers, ids or paths
ans-values-map = `values` is a map: node → value, "<=v" or ">=v"

## bench: how long the search takes

bench-loaded = { $nodes } nodes, { $leaves } leaves; loaded in { $time }
col-per-search = per search
col-ns-per-node = ns per node
bench-median = { $runs ->
        [one] one run
       *[other] median of { $runs } runs
    }, the search alone with no observer ({ $searches } { $count ->
        [one] search
       *[other] searches
    } of { $algorithm } in the first row's { $runs ->
        [one] run
       *[other] runs
    })

## solve and game: games played out

games-board = --board takes COLSxROWS such as 5x4, not { $text }
games-bad-position = bad position: { $error }
help-games-position = --position takes { $help }
games-from = from { $position }
games-symmetry-dice = --symmetry is for the board games: the dice race has no symmetry
games-not-written = { $error }; not written
help-games-not-written = limit it with --depth N, or merge symmetric positions with --symmetry
help-games-not-written-symmetric = limit it with --depth N, or raise --max-nodes if the machine has the memory
games-c4-only = --positions, --explain, --table-mb and the technique switches are for connect4
games-to-move = { $player } to move
games-die-to-roll = a die to roll
games-over = the game is over
solve-value = value
solve-best-moves = best moves
solve-move-values = move values
solve-every-move = {" "}(every move)
col-search = search
col-time = time
solve-stopped = stopped (--max-nodes)
solve-value-line = { $value }: { $why }
solve-row-minimax = minimax
solve-row-alpha-beta = alpha-beta
solve-solver-row = solver (table)
solve-note = The solver searches each position once up to symmetry ({ $positions } positions in its table); minimax and alpha-beta search the plain game tree, moves in the game's order.
solve-census = The game tree: { $nodes } nodes, { $games } finished games ({ $max } wins { $max_wins }, { $min } wins { $min_wins }, draws { $draws }).
game-ttt-title = tic-tac-toe
game-connect-title = connect-{ $n } on { $cols }×{ $rows }
dice-walk = walk
dice-roll = roll
game-dice-title = dice race to { $target }
game-empty-board = the empty board
game-start = the start
game-ttt-position = nine squares row by row: X, O, or . for empty, e.g. 'XX.O.....'
game-connect-position = the columns played so far, in order, e.g. '3 3 2' or '332'
game-dice-position = A's and B's squares, and optionally who moves: '3,5' (A to move) or '3,5,B'
solve-heading = { $game } { $from }, { $to_move }

## solve connect4: the solver's report and its techniques

c4-plain = plain alpha-beta, general game state
c4-table-mib = table { $mb } MiB
c4-order = order { $order }
c4-null-window = null window
c4-anticipation = forced and losing moves
c4-symmetry = symmetry
c4-table-mb-range = --table-mb takes a size from 1 to 4096 MiB
c4-table-mb-memory = --table-mb { $mb } asks for more memory than this machine gives; try a smaller table
c4-side-to-move = the side to move
c4-opponent = the opponent
c4-wins = { $winner } ({ $side }) wins with best play, on move { $ply } (its stone { $stone })
c4-stopped = { $why }; no score (raise --max-nodes, or turn fewer techniques off)
c4-bad-score = the expected score { $score } is not a whole number
c4-game-over = the game is over in this position: there is nothing to solve
c4-what-position = {" "}{ $from }, { $to_move } to move
c4-label-score = score
c4-label-column-scores = column scores
c4-label-nodes = nodes
c4-label-techniques = techniques
c4-nodes-in = { $nodes } in { $time }
c4-scores-note = Scores are for the side to move: 0 a draw, s > 0 a win with the winner's stone { $stones } − s
    (half the cells plus one, minus s: a quicker win scores higher), −s a loss as quick.
c4-ladder-title = { $game }{ $what }: the techniques added one at a time
col-solved = solved
col-added = added
col-saved = saved
c4-score-line = score { $score }: { $words }
c4-same-scores = every step that finished found the same scores
c4-none-finished = no step finished within --max-nodes
c4-ladder-notes = Each step adds one technique to the one above; `--json` lists each step's flags.
    A step marked > stopped past --max-nodes ({ $limit }); times are the searches' alone.

## Notes after a refused convention flag

note-line = note: { $note }
note-check-budget = check grades answers against a whole search, so a node budget does not apply
note-check = check takes `{ $key }` from the answers: write `{ $key }: …` in the answer file, the rubric's `conventions:` or the tree's `expect` block (keys are spelled as flags, `fail-hard`, or with underscores, `fail_hard`)
note-quiz = quiz asks about a whole search of a small random tree without shared subtrees, so { $flag } does not apply; it takes --algo, --strict, --fail-hard, --root-reset, --no-deep-cutoffs and --order (its --depth is the tree's depth; with --chance the leaf values' range --values is the bounds)
note-solve = solve runs its searches with fixed conventions (fail-soft, cut on α ≥ β, the game's move order); to search a game with { $flag }, export its tree: gametree game ttt --depth 3 -o t.yaml, then gametree eval t.yaml { $flag } …
note-play = the engine in play searches with fixed conventions, so { $flag } does not apply; --depth sets its look-ahead
note-writes-tree = { $command } writes a tree and runs no search: give { $flag } to the command that reads it, e.g. gametree { $command } … | gametree eval - { $flag } …

## Output files that cannot be written (the system's reason is kept as it gives it)

out-cannot-write = cannot write { $path }: { $what }{ $cause }
out-cannot-create-in = cannot create a file in the folder { $folder }:{" "}
c4-step-general = alpha-beta, general game state
c4-step-bitboard = bitboard position
c4-step-centre = centre first
c4-step-table = transposition table
c4-step-null-window = null-window search on the score
c4-step-anticipation = forced and losing moves
c4-step-threats = threat ordering
c4-step-symmetry = symmetry
c4-step-disagrees = step { $step } disagrees with the first step that finished
c4-what-file = , { $count } positions from { $file }
c4-cannot-read = cannot read { $file }: { $cause }
help-c4-line = a line is { $help }, optionally then the expected score
c4-no-score = { $why }; no score
c4-file-disagrees = solved { $score }, the file says { $expected }
c4-not-proven-after = not proven: the best move found in { $seconds } s, looking { $depth } moves ahead{ $cells }
c4-counts-cells = ; the value counts winning cells, X's minus O's
c4-not-proven = not proven
c4-engine = the connect-4 solver: perfect play once { $perfect } moves are made, before that the best move found in { $seconds } s

## The checker's lines for pruned leaves and the names an unknown name could be
check-pruned-missing-more = missing from your pruned list: { $n } more leaves, { $leaves }
check-group-line = missing from your pruned list: leaves { $leaves }{ $labels } are { $cut }
check-also-pruned = { $count ->
    [one] leaf { $leaves } is
   *[other] leaves { $leaves } are
} pruned too
check-also-evaluated = { $count ->
    [one] leaf { $leaves } is
   *[other] leaves { $leaves } are
} evaluated
check-and = {" "}and{" "}
check-or = {" "}or{" "}
check-could-be = ; it could be { $names }
check-is-pruned = { $what } is { $by }
check-equal-cuts = {" "}(α = β cuts under this rule)
check-pruned-by-cut = pruned by the cut at { $at }, step { $step }: { $reason }{ $equal }
check-pruned-by-nothing = never evaluated
check-reached-with-window = , reached with the window ({ $alpha }, { $beta })
check-evaluated-equal = { $leaf } is not pruned: the search evaluates it at step { $step }{ $window }, so α = β there; under this rule (cut only on α > β) α = β does not cut
check-evaluated = { $leaf } is not pruned: the search evaluates it at step { $step }{ $window }; no cutoff comes before it
check-equal-window = ; at step { $step } α = β = { $value } at { $name }, and under this rule (cut only on α > β) α = β does not cut, so the search goes on

## --help: the texts of the command line (the same as its doc comments, which a test checks)
## and the words of clap it prints around them
cli-default = [default: { $value }]
cli-possible-values = [possible values: { $values }]
cli-possible-values-heading = Possible values:
cli-examples = Examples:
cli-heading-arguments =
    Arguments
cli-heading-commands =
    Commands
cli-heading-options =
    Options
cli-usage-options = OPTIONS
cli-heading-usage =
    Usage:

## Usage errors, as clap words them in English
cli-error = error:
cli-error-tip = tip:
cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-extra-argument = unexpected argument '{ $arg }' found
cli-error-unknown-subcommand = unrecognized subcommand '{ $command }'
cli-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-error-takes = { $arg } takes { $takes }; got '{ $value }'
cli-takes-shape = width:height, such as 16:9 or 4:3, or one ratio such as 1.5, between 1:10 and 10:1
cli-takes-whole-range = a whole number from { $min } to { $max }
cli-takes-whole = a whole number, 0 or more
cli-takes-whole-at-least = a whole number of at least { $min }
cli-takes-number = a number
cli-takes-number-at-least = a number of at least { $min }
cli-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-too-few-values = { $min } values required by '{ $arg }'; only { $count } { $count ->
    [one] was
   *[other] were
} provided
cli-error-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $count } { $count ->
    [one] was
   *[other] were
} provided
cli-error-missing-required = the following required arguments were not provided:
cli-error-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
cli-error-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-error-conflict = the argument '{ $arg }' cannot be used with { $other }
cli-error-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-error-subcommands = [subcommands: { $values }]
cli-error-more = For more information, try '{ $flag }'.
cli-error-similar-subcommand = { $count ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: { $names }
cli-error-similar-argument = { $count ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: { $names }
cli-error-similar-value = { $count ->
    [one] a similar value exists
   *[other] some similar values exist
}: { $names }
cli-error-tip-value = to pass '{ $value }' as a value, use '{ $with }'
cli-error-tip-double-dash = subcommand '{ $name }' exists; to use it, remove the '--' before it
cli-error-tip-exists = '{ $name }' exists
cli-error-not-in-range = { $value } is not in { $range }
cli-error-not-an-integer = invalid digit found in string
cli-error-empty-number = cannot parse integer from empty string
cli-error-number-too-large = number too large to fit in target type
cli-error-number-too-small = number too small to fit in target type
cli-error-not-a-number = invalid float literal
err-no-catalogue = no catalogue for { $name }: the languages are { $languages }

## Grading: rubric files and follow-through
err-rubric-points = { $what } must be a number of points from 0 to { $max }
err-rubric-points-map = `points` is a map: item kind → points, e.g. {"{"}value: 2, pruned: 3{"}"}
err-rubric-unknown-kind = unknown item kind `{ $kind }`; the kinds are { $kinds }
err-rubric-map = a rubric is a map with `points`, `follow_through`, `required`, `gradescope`
err-rubric-share = `follow_through` is a share of the item's points, from 0 to 1
err-rubric-required-list = `required` is a list of items: value, best, pruned, values.NODE, windows.NODE, intervals.NODE
err-rubric-not-an-item = { $name } is not an item: write value, best, pruned, values.NODE, windows.NODE or intervals.NODE
err-rubric-gradescope-map = `gradescope` is a map: visibility, test_visibility
err-rubric-visibility = unknown visibility { $visibility }; Gradescope's are { $visibilities }
err-rubric-gradescope-key = unknown key `{ $key }` under `gradescope`: visibility, test_visibility
err-rubric-unknown-key = unknown key `{ $key }` in the rubric
help-rubric-keys = the keys of a rubric are { $keys }
err-rubric-no-node = `required` names { $node }, which is no node of the tree
grade-follow-through-note = follow-through: { $why } ({ $points } of { $max } points)
grade-notes = { $first }; { $then }
grade-follows-largest = { $written } follows from your own values { $values }: the largest of them is { $combined }
grade-follows-smallest = { $written } follows from your own values { $values }: the smallest of them is { $combined }
grade-follows-mean = { $written } follows from your own values { $values }: the probability-weighted mean of them is { $combined }
grade-best-follows = { $name } is the best move by your own values { $values }
grade-status-right = right
grade-status-follow-through = follow-through
grade-status-wrong = wrong
grade-status-unanswered = unanswered

## Gradescope's results.json: the test names and output students read
grade-group-value = root value
grade-group-best = best move
grade-group-pruned = pruned leaves
grade-group-evaluated = leaves evaluated
grade-group-evaluation-order = evaluation order
grade-group-values = node values
grade-group-windows = windows
grade-bad-input = bad input
grade-skipped = skipped
grade-blank = ✗ not answered: { $what } ({ $count ->
    [one] 1 item
   *[other] { $count } items
}, 0 of { $max } points)
grade-status-partial = partial
grade-leaves-right = { $right } of { $count } leaves decided right
grade-per-leaf-note = per-leaf credit: { $why } ({ $points } of { $max } points)
err-rubric-per-leaf = `per_leaf` gives credit per leaf of a set, and `{ $kind }` is no set of leaves: only `pruned` takes it
err-rubric-points-key = unknown key `{ $key }` in an item kind's points: the keys are points and per_leaf
grade-per-leaf = per-leaf credit: { $why }
grade-item-head = { $mark } { $item } ({ $points } of { $max } points, { $status })
grade-required-missing = { $item }: not answered, and the rubric requires it
grade-follow-through = follow-through: { $why }
grade-summary = gametree check: { $right } of { $all } answered items right

## The comments at the top of an exported game tree (for people reading the file; its name stays English)
game-ttt-legend =
    Node ids name the moves that lead to them: X5-O1 = X on square 5, then O on 1
    (squares 1–9 row by row). X is MAX.
    Finished games score ±(100 − plies): X wins > 0, O wins < 0, draws 0;
    positions at the depth limit: lines = 3·X2 + X1 − (3·O2 + O1), win = 0.
game-dice-legend =
    Dice race to { $target }: on a turn, walk 2 squares or roll one die and move by it; reaching the target wins.
    A is MAX, B is MIN. Node ids name the moves: Aroll-6-Bwalk = A rolls a 6, then B walks.
    A roll is a chance node with six children of p = 1/6.
    Finished games score ±(100 − plies since the start position); positions at the depth
    limit: lines = A's square − B's square (the race lead), win = 0.
game-connect-legend =
    Node ids name the moves that lead to them: X3-O2 = X drops in column 3, then O in 2 (columns 1–{ $cols }).
    X is MAX; moves are listed centre first.
    Finished games score ±({ $win } − plies), draws 0; positions at the depth limit:
    lines = 3·X{ $a } + X{ $b } − (3·O{ $a } + O{ $b }) over windows of { $n } cells (Xk: k X and no O), win = 0.
game-symmetry-legend =
    Symmetric positions are merged: { $distinct } distinct nodes, written once (&id) and then as aliases (*id);
    the file reads as the whole tree of { $nodes } nodes.

## The checker: a wrong root value, what each search variant finds, names answered twice
check-root-value-is = the root's value is { $value }
check-value-wrong = value: you wrote { $written }, but the root's value is { $value }{ $rounding }{ $decided }
check-best-move-is = the best move is { $names }
check-entered-with = { $name } is entered with ({ $alpha }, { $beta })
check-never-entered = { $name } is never entered
check-comes-from-largest = ; it comes from { $name }{ $path }, the largest of the root's children{ $values }
check-comes-from-smallest = ; it comes from { $name }{ $path }, the smallest of the root's children{ $values }
check-children-values = {" "}({ $values })
check-child-path = {" "}(path { $path })
check-chance-root-averages = ; the chance root averages its children, each weighted by its probability
check-item-best = best move
check-unknown-name = { $what }: { $why }{ $could_be }
check-same-node = { $a } and { $b } name the same node ({ $name }, path { $path })
check-answered-alike = { $same }, answered alike: graded once
check-answered-twice = { $name }: answered twice, as { $a }: { $first } and as { $b }: { $second }; { $same }, so give one answer
check-evaluated-at = { $leaf } is evaluated at step { $step }
check-rounded-note = { $written } is { $value } rounded to { $places } decimal places, which counts as right: the value comes from chance averaging, so a decimal with two or more places is right when it is the value rounded
check-rounded-miss-places = {" "}(rounded to { $places } places it is { $rounded }, not { $written })
check-rounded-miss-plain = {" "}(a value from chance averaging is written exactly, as a fraction, or rounded to two or more places: { $rounded })
check-within-tolerance = { $written } is within the tolerance { $tolerance } of { $value }
check-beyond-tolerance = , more than the tolerance { $tolerance } from it
check-you-wrote = you wrote { $shown }

## The practice page: an input left empty, and the page without JavaScript
practice-left-empty = { $name }: left empty, but the search shows { $shown }
practice-window-left-empty = { $name }: window left empty, but the search enters it with ({ $alpha }, { $beta }) at step { $step }
practice-interval-left-empty = { $name }: interval left empty, but the search proves { $name } in [{ $lo }, { $hi }] at step { $step }
practice-noscript = This page needs JavaScript to check answers; `gametree check` checks an answer file.

## Flags a command refuses, and the programs it runs (Graphviz)
err-write-output = could not write: { $error }
err-bench-repeat = --repeat takes a number of runs between 1 and { $max }, such as 5
err-bench-min-time = --min-time takes seconds between 0 and 3600, such as 0.2
check-no-expect-block = { $file }: no `expect` block, nothing to check
err-cs188-solution = a CS188 test is checked against the .solution file beside it, and { $path } cannot be read: { $error }
help-cs188-solution = put the test's .solution file beside it, or check students' answers with --answers
c4-line-disagrees = line { $line }: { $position }: solved { $score }, the file says { $expected }
err-think = --think takes seconds, more than 0 and at most 3600
err-dot-binary = { $format } is binary and standard output is a terminal
help-dot-binary = write it to a file with -o tree.{ $ext }, or redirect it: gametree dot … --format { $ext } > tree.{ $ext }
err-dot-extension = cannot tell the output format from the extension .{ $ext }
err-dot-aspect = { $text } is not a picture shape: give width:height, such as 16:9 or 4:3, or one ratio such as 1.5, between 1:10 and 10:1
help-dot-extension = use .dot, .gv, .svg, .png or .pdf, or say --format dot|svg|png|pdf
err-graphviz-missing = its `{ $program }` program is not installed (or not on the PATH), and making { $format } needs it
help-graphviz-missing = install Graphviz: apt-get install graphviz (Debian/Ubuntu), dnf install graphviz (Fedora), brew install graphviz (macOS), winget install graphviz (Windows); see https://graphviz.org/download/. Or write DOT, which needs nothing: gametree dot FILE -o tree.dot
err-graphviz-run = cannot run Graphviz's `{ $program }`: { $error }
err-graphviz-read = cannot read what Graphviz's `{ $program }` printed: { $error }
help-graphviz-check = check that Graphviz is installed and runnable: dot -V
err-graphviz-failed = Graphviz's `{ $program }` failed to make { $format }: { $error }
help-graphviz-failed = this is a bug in gametree's DOT output; please report it with the tree file
err-board-not-connect = --board is for the connect games
err-cannot-play = cannot play: { $error }
err-quiz-depth = --depth must lie in 1..6 for a quiz
err-quiz-html = --count, --bank and --output make a practice page: add --html
err-quiz-chance = trees with chance nodes are searched by --algo star1, star2 or expectimax
err-quiz-algo = the quiz asks about alphabeta, minimax, star1, star2 and expectimax, not { $algorithm }
help-quiz-no-tree = ask for fewer cutoffs, or a deeper or wider tree (a deep cutoff needs --depth 4 or more)
err-html-too-big = the page draws every node, and this tree has { $nodes } (at most { $max })
help-html-too-big = `gametree trace` prints the steps of a tree of any size
err-practice-budget = a practice page checks answers against a whole search, and --budget stops it part way
err-practice-too-big = a practice page has an input per node, and this tree has { $nodes } nodes (at most { $max })
err-practice-chance-algo = the chance levels are searched by expectimax, star1 or star2, not { $algorithm }
err-practice-chance-levels = chance levels come beside trees without chance nodes, searched by alphabeta or minimax: give --algo alphabeta or minimax
err-man-no-subcommand = there is no subcommand { $name }
help-man-subcommands = the subcommands are { $names }
man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-examples = EXAMPLES
man-notes = NOTES
man-version = VERSION
man-authors = AUTHORS
err-man-write = cannot write the manual page: { $error }

## Games: boards, positions and moves that cannot be
err-connect-board = a { $cols }×{ $rows } board is not supported: 1–9 columns, and columns × (rows + 1) ≤ 64
err-connect-n = connect-{ $n } does not fit on { $cols }×{ $rows }: N must be at least 2 and fit in a row or a column
err-connect-column = { $text } is not a column: give the columns played in order, 1–{ $cols } (e.g. '3 3 2')
err-connect-after-end = move { $number } ({ $col }) comes after the game is over
err-connect-full = move { $number } ({ $col }): column { $col } is full
err-c4-board = a { $cols }×{ $rows } board is not supported by the connect-4 solver: columns × (rows + 1) ≤ 64, at most 15 rows
err-c4-four = four in a row does not fit on { $cols }×{ $rows }: a side must have at least 4 cells
err-search-needs-more = the search needs more than { $nodes } nodes
err-solver-table-full = the exact solver's table would hold more than { $positions } positions (about 80 bytes each, the table's growth included)
help-solver-table-full = raise it with --max-nodes N if the machine has the memory
err-search-out-of-time = the search ran out of time
err-export-distinct = the tree has more than { $max } distinct nodes
err-export-memory = the nodes, their ids and the positions kept to merge would take more than { $mb } MiB, the memory --max-nodes allows ({ $per_node } bytes a node)
err-export-unfolded = the tree unfolds to { $nodes } nodes, more than a tree file may hold ({ $max })
export-same-position-order = { $id }: the position of { $label }, another move order
export-same-position-symmetry = { $id }: the position of { $label }, by symmetry
err-quiz-no-tree = no tree for quiz tree { $number } in { $tries } tries has what was asked for
err-exam-fewest-leaves = every tree of depth { $depth } with { $root } children at the root and at least { $least } a node below has { $leaves } leaves or more, past --max-leaves { $max }
help-exam-fewest-leaves = raise --max-leaves, or lower --depth, --root-branching or the smallest --branching
err-exam-no-root-branching = no root branching in { $lo }..{ $hi } fits --max-leaves { $max }
exam-sheet-title = Game-tree search
exam-sheet-key-title = { $title }: answer key
exam-sheet-question = Question { $number }.
exam-sheet-question-points = Question { $number } ({ $points ->
    [one] 1 point
   *[other] { $points } points
}).
exam-sheet-total = { $points ->
    [one] 1 point
   *[other] { $points } points
} in all
exam-sheet-name = Name
exam-sheet-student-number = Student number
exam-sheet-instructions = Search each tree with alpha-beta; children are searched left to right, and a cutoff happens when α ≥ β (the answers are the same if it happens only when α > β). Numbers below the leaves are leaf numbers.
exam-sheet-instructions-sensitive = Search each tree with alpha-beta; children are searched left to right. Answer twice: once cutting when α ≥ β, and once cutting only when α > β. Numbers below the leaves are leaf numbers.
exam-sheet-instructions-star1 = Search each tree with Star1 (alpha-beta with chance-node pruning); every leaf value lies in [{ $lo }, { $hi }]; children are searched left to right, and a cutoff happens when α ≥ β. Numbers below the leaves are leaf numbers.
exam-sheet-ask = (a) What is the value of the root? (b) Which move does { $player } choose at the root? { $pruned } (d) Write each inner node's value in its shape, or its bound (≤ or ≥) where the search is cut.
exam-sheet-ask-pruned = (c) Which leaves are never evaluated?
exam-sheet-ask-pruned-sensitive = (c) Which leaves are never evaluated when the search cuts on α ≥ β? And when it cuts only on α > β?
exam-key-made-by = Made by { $command }; the tree files q1.yaml, … hold these answers in their { $expect } blocks.
exam-wrote-one = wrote 1 question to { $dir }: exam.tex, key.tex, q1.yaml
exam-wrote = wrote { $count } questions to { $dir }: exam.tex, key.tex, q1.yaml … q{ $count }.yaml
exam-pdfs = and exam.pdf, key.pdf (pdflatex)
exam-no-pdflatex = pdflatex is not installed, so no PDFs (Debian/Ubuntu: apt-get install texlive-latex-extra texlive-pictures)
exam-stale = note: { $dir } also holds { $files }, not part of this exam; gametree check { $dir } would check it too
exam-help-deep = a deep cutoff needs --depth 4 or more
err-exam-shallow = no tree this shallow has a deep cutoff: a node's bound comes from its parent or from an ancestor at least three levels up
err-exam-depth = --depth must lie in 1..8 for an exam
err-exam-chance-values = --chance needs a range of leaf values, not one value
exam-help-shape = try a wider --values range, more --branching or --max-leaves, or another --seed
exam-col-leaves = leaves
exam-col-pruned = pruned
exam-col-pruned-ge = pruned on α ≥ β
exam-col-pruned-gt = on α > β
exam-col-deep = deep cutoffs at
exam-col-iterations = iterations
exam-col-at = at
exam-col-selects = selects
exam-key-answer = (a) The root's value is { $value }. (b) { $player } chooses { $best }. (c) Leaves never evaluated: { $pruned }.
exam-key-answer-sensitive = (a) The root's value is { $value }. (b) { $player } chooses { $best }. (c) Leaves never evaluated: { $pruned } when cutting on α ≥ β; { $strict } when cutting only on α > β.
exam-key-none = none
exam-key-step = Step { $step }: { $note }.
exam-key-deep = {" "}A deep cutoff: the bound comes from { $holder }, above { $node }'s parent { $parent }.
exam-key-evaluated = { $evaluated } of { $total } leaves evaluated.
exam-key-evaluated-pruned = { $evaluated } of { $total } leaves evaluated; pruned { $pruned }.
err-dice-target = the target must lie in 2..{ $max }, not { $target }
err-dice-square = { $text } is not a square before the target: give A's and B's squares, 0–{ $last }, e.g. '3,5'
err-dice-player = { $text } is not a player: the third part says who moves, A or B
err-dice-position = { $text }: give A's and B's squares, and optionally who moves: '3,5' or '3,5,B'
err-dice-face = { $text } is not a die face (1–6)
err-dice-step = { $text }: type walk or roll
err-ttt-too-many = { $text } has more than nine squares; give nine: X, O or . row by row
err-ttt-square = { $text } is not a square: use X, O, or . for an empty square
err-ttt-count = { $text } has { $count } squares; give nine: X, O or . row by row, e.g. 'XX.O.....'
err-ttt-pieces = { $x } X and { $o } O cannot happen: X moves first, so X has as many pieces as O or one more
err-ttt-both-win = both X and O have three in a row: no game gets there
err-ttt-x-won = X has three in a row, but O moved after that
err-ttt-o-won = O has three in a row, but X moved after that

## Trees a builder refuses, and a chance node's probabilities
err-build-no-children = { $kind } node { $node } has no children
err-build-shared = node { $node } is used in two places; a tree shares no nodes
err-build-duplicate-label = the label { $label } is used twice
err-build-path-like-label = the label { $label } looks like a path but the node's path is { $path }
err-build-probabilities = chance node { $node }: { $reason }
err-build-nan = node { $node }: values must be numbers, not NaN
err-prob-partial = some of its children have a probability `p` and some do not (child { $child } has none); give it to all of them or to none (then they are equally likely)
err-prob-range = child { $child } has a probability outside (0, 1]
err-prob-sum = its children's probabilities sum to { $sum }, not 1

## Numbers, keys and YAML a file cannot have
help-number-nan = NaN is not a value a search can compare; give a number
help-number-too-large = the largest number is about 1.8e308; write .inf (or -.inf) for infinity
help-number-too-small = write 0, or a number no closer to 0 than 5e-324
help-number-infinity = YAML writes infinity as .inf and -.inf
help-number-write = write a number such as 3 or -1.5
err-file-key-shape = keys of a tree file are words such as `root`
err-file-key-twice = the key `{ $key }` appears twice
err-alias-no-anchor = this alias refers to no anchor
err-value-alias-bomb = aliases here expand to more than a million values (an alias bomb?)
err-yaml-event = unexpected YAML event { $event }
err-map-key-twice = the key { $key } appears twice in this map
err-value-too-deep = lists and maps here nest more than { $depth } levels deep
help-value-too-deep = metadata and answers are a few levels deep (a list of blocks of maps); only the tree under `root` may nest deeply
name-aside = { $name } ({ $aside })
path-root = root
path-elided = { $top }…{ $bottom } (depth { $depth })

## CS188 test files
err-cs188-line = a test file's line is `key: "text"`, or `key: """` opening lines that a line `"""` closes
err-cs188-no-name = a property needs a name before `:`
err-cs188-unclosed = the block `{ $key }: """` is never closed: end it with a line holding only """
err-cs188-unquoted = the value of `{ $key }` must be in double quotes (`{ $key }: "…"`), or a `"""` block
err-cs188-twice = the property `{ $key }` appears twice
err-cs188-solution-not-file = the solution { $path } is not a regular file
err-cs188-missing = the test file has no `{ $key }`
err-cs188-solution-missing = the solution file has no `{ $key }`
help-cs188-missing = a game-tree test gives class, alg, depth, num_agents, start_state, win_states, lose_states, successors and evaluation
err-cs188-one-line = `{ $key }` is one line: `{ $key }: "…"`
err-cs188-count = `{ $key }` must be a whole number from { $lo } to { $hi }, not { $text }
err-cs188-class = this is a { $class } test; only { $tree_class } files hold a game tree
help-cs188-class = the other test classes play whole Pacman games, which have no tree to read
err-cs188-agent = unknown agent { $agent }
help-cs188-agent = the game-tree agents are MinimaxAgent, AlphaBetaAgent and ExpectimaxAgent
err-cs188-successor-line = a successor line is `state action next-state`: three words, not { $count }
err-cs188-action-twice = state { $state } has the action { $action } twice
err-cs188-reached-twice = state { $state } is already reached on line { $line }: a game tree reaches each state by one move
err-cs188-start-reached = the start state { $state } is the successor of another state: the game would go round in a circle
err-cs188-evaluation-line = an evaluation line is `state number`: two words, not { $count }
err-cs188-evaluation-number = the evaluation of { $state } must be a number, not { $text }
err-cs188-evaluation-twice = state { $state } has two evaluation lines
cs188-why-terminal = a win or lose state
cs188-why-depth = at the depth limit
cs188-why-no-successors = a state without successors
err-cs188-no-evaluation = the search evaluates state { $state } ({ $why }), but `evaluation` has no line for it
help-cs188-no-evaluation = add a line `{ $state } NUMBER` to `evaluation`
err-cs188-path-like = the state { $name } looks like the path of another node ({ $name }), so it cannot name this one (path { $path })
help-cs188-path-like = gametree addresses nodes by path (`root`, `1`, `2.1`); rename the state so it does not look like one
err-cs188-action = the action { $action } is not a move of the start state; its moves are { $moves }
err-cs188-no-state = { $state } is no state of the tree the test file describes
err-cs188-parent-not-generated = { $state } is generated but its parent { $parent } is not: no search generates a state before its parent
export-the-root = the root
err-unbalanced-list = unbalanced list
err-unbalanced-map = unbalanced map
tikz-legend-shapes = △ MAX, ▽ MIN
tikz-legend-chance = ○ chance
tikz-legend-bound = ≤ ≥: a bound, not a value
tikz-legend-cut = red: the value that caused a cutoff; ‖ cut edge
tikz-legend-pruned = dashed grey: pruned, never searched
tikz-legend-beyond = dotted grey: below the depth limit
tikz-legend-estimate = scored by its estimate
tikz-legend-pv = bold: the best line
tikz-legend-window = (α, β): the window a node was entered with
tikz-rows-note = Drawn on { $rows } rows: under an arrow, a subtree goes on from the node of the same name on a row below
err-tikz-too-large = the tree has { $leaves } leaves and { $levels } levels below the root; a TikZ figure is drawn for at most { $max_leaves } leaves and { $max_levels } levels, past which no page holds it (and pdflatex stops with "Dimension too large")
help-tikz-too-large = draw it with `gametree dot` or `gametree html`, which hold bigger trees
err-deep-yaml = the tree has { $levels } levels below the root, and its YAML would take more than { $size } MiB (its indentation alone, two spaces a level); it is written for at most { $max } MiB
help-deep-yaml = the text grows with the square of the depth (a chain of 100,000 levels would take about 10 GB): keep the tree shallower, or pass it on as the file it was read from
err-deep-paths = the tree has { $levels } levels below the root, and naming every node by its path would take more than { $size } MiB; paths are written for at most { $max } MiB in all
help-deep-paths = a path is as long as its node is deep, so the text grows with the square of the depth: read a search's single fields (`value`, `best`, `principal_variation`), or run `gametree eval --json --nodes` or `gametree trace --json`, which write node by node
help-deep-paths-written = a path is as long as its node is deep, so the text grows with the square of the depth: `gametree eval --json` without `--nodes` gives the value, the best move and the principal variation alone
## Monte Carlo tree search
err-mcts-sampled = Monte Carlo tree search samples the tree: it has no exact values, bounds or pruned leaves for this view to show
help-mcts-sampled = run it with `gametree eval`, `trace`, `show`, `html` or `bench` (`--algo mcts`); this view takes the exhaustive searches
err-mcts-single-leaf = the tree is a single leaf: there is no move for Monte Carlo tree search to choose
err-mcts-iterations = --iterations must be from 1 to { $max }, not { $n }
err-mcts-exploration = --exploration must be a number, 0 or more, not { $c }
err-mcts-flag = { $flag } sets up Monte Carlo tree search (--algo mcts), and this search is { $algorithm }
mcts-final-visits = the most-visited move
mcts-final-value = the move with the best mean
mcts-describe = mcts (UCT): { $iterations } iterations, seed { $seed }, exploration C = { $c }, rewards scaled from { $lo } (0) to { $hi } (1), recommending { $rule }
mcts-move = { $name }: { $visits } of { $iterations } visits, mean { $mean }
mcts-kind-chance = chance
mcts-no-move = none (the root is a chance node)
mcts-settled = a minimax-best move from iteration { $iteration } on
mcts-not-settled = the last recommendation is not a minimax-best move
mcts-row-move = recommended move
mcts-row-estimate = root estimate
mcts-row-minimax = minimax
mcts-row-settled = settled
mcts-minimax = { $value }, best move { $moves }
mcts-col-child = root child
mcts-col-visits = visits
mcts-col-mean = mean
mcts-col-minimax = minimax
mcts-footer = { $leaves } of { $count } leaves reached by playouts; means rounded to 2 places (--json has every digit)
act-mcts-iteration = iteration { $number }
act-candidate = UCB1 { $ucb }
act-select = select { $child }
act-expand = expand
act-playout = playout to leaf { $leaf } = { $value }
act-backup = backup: { $visits ->
    [one] 1 visit
   *[other] { $visits } visits
}, mean { $mean }
diag-algo-mcts = Monte Carlo tree search
mcts-trace-iteration = Iteration { $number }
mcts-trace-skipped = … iterations { $from } to { $to } not shown (--all shows every one)
mcts-trace-at = at { $node }, UCB1 = mean from this side + C·√(ln N / n):
mcts-trace-drew = at { $node }: drew { $child } (p = { $p })
mcts-trace-new = at { $node }: { $child } is not in the search tree yet
mcts-trace-expand = expand { $node }: it joins the search tree
mcts-trace-playout = playout from { $node } to { $leaf } = { $value } (reward { $reward })
mcts-trace-backed = { $node } { $visits ->
    [one] 1 visit
   *[other] { $visits } visits
}, mean { $mean }
mcts-col-node-child = child
mcts-trace-backup = backup: { $nodes }
mcts-trace-rounded = Means and UCB1 values are rounded to 3 places in the steps and to 2 in the table; --json has every digit.
mcts-show-stats = { $visits } visits, mean { $mean }
mcts-show-outside = not in the search tree
mcts-show-hidden = { $count } deeper nodes not drawn (--show-depth N or --all draws more)
err-mcts-convention = { $flag } does not apply to Monte Carlo tree search: its playouts have no windows, cutoffs or depth limit (--bounds scales its rewards)
compare-mcts-settled = Monte Carlo tree search (UCT, seed 1, C = √2) settles on a minimax-best move from iteration { $iteration } of { $iterations }
compare-mcts-unsettled = Monte Carlo tree search (UCT, seed 1, C = √2) does not settle on a minimax-best move within { $iterations } iterations
compare-mcts-beside = { $mcts }; alpha-beta proves the value evaluating { $leaves } leaves.
compare-mcts-alone = { $mcts }.
err-mcts-infinite = a leaf of this tree is infinite, so Monte Carlo tree search cannot scale its rewards to [0, 1]
help-mcts-infinite = give the tree finite leaf bounds (`bounds: [L, U]`, or --bounds=L,U) to scale by
mcts-timing = load { $load }, search { $search } (the Monte Carlo search alone, not the exact one beside it)
mcts-html-conventions = { $describe }. { $extent }
mcts-html-select = { $node } selects { $child }: the highest UCB1, { $ucb }
mcts-html-final-act = after iteration { $iteration }
mcts-html-final = iterations { $from } to { $to } are not shown step by step: this is the search tree after the last, each node with its visits and mean
mcts-html-shown = The first { $shown } of { $total } iterations are shown step by step, then the search tree after the last.
mcts-html-all = All { $total } iterations are shown step by step.
mcts-html-iteration = iteration { $number }
mcts-html-row = { $label }: { $text }
mcts-html-legend-tree = in the search tree
mcts-html-legend-path = this iteration's path
mcts-html-legend-outside = not in the search tree yet
mcts-html-legend-stats = visits · mean (a leaf: n = visits)
mcts-html-aria-ucb = UCB1 of each child
mcts-html-rounded = Means and UCB1 values are rounded to 3 places in the table, means to 2 on the tree; `gametree trace --algo mcts --json` has every digit.
mcts-html-keys = Keys: ← → step, PageUp / PageDown a whole iteration, Home / End, space plays. Steps are the events of `gametree trace --algo mcts`.
mcts-col-iteration = iteration
err-mcts-practice = a practice page asks for the exact values of an exhaustive search, and a Monte Carlo search only estimates them
ans-seed-whole = `seed` is the random generator's seed: a whole number, 0 or more
ans-exploration = `exploration` is the exploration constant C of UCB1: a number, 0 or more
ans-mcts-items = a block with `algorithm: mcts` answers `next_selection` only: a Monte Carlo search samples the tree, so it has no exact value, best move or pruned leaves to check
help-ans-mcts-items = put the exhaustive search's answers in a block of their own (an answer file may hold a list of blocks)
ans-selection-algorithm = `next_selection` asks what Monte Carlo tree search selects: the block needs `algorithm: mcts`
ans-selection-shape = `next_selection` is an entry or a list of entries, each with `after`, `at`, `child` and `ucb`
ans-selection-after = `after` is the iteration after which UCB1 selects: a whole number from 1 to { $max }
ans-selection-missing = a `next_selection` entry needs `after`, `at`, `child` and `ucb`
ans-selection-not-decision = { $node } is not a MAX or MIN node: UCB1 selects only there (a chance node draws by its probabilities)
ans-not-a-child-of = { $name } is not a child of { $node }
item-your-next-selection = your UCB1 selection at { $node } after iteration { $after }
check-mcts-right = after iteration { $after }, UCB1 at { $node } selects { $child }, UCB1 { $ucb }
check-mcts-child-wrong = after iteration { $after }, UCB1 at { $node } selects { $selected }, not { $child }: { $scores }
check-mcts-value-wrong = after iteration { $after }, the UCB1 value of { $child } at { $node }: you wrote { $written }, but it is { $formula }{ $rounding }
check-mcts-outside = after iteration { $after }, { $node } is not in the search tree yet: UCB1 selects nothing there
check-mcts-ties = { $names } tie at the top; the search takes the first, { $first }
check-mcts-unvisited = { $names } have no visits yet: each is ∞, and the search draws one of them at random
check-mcts-scores = at { $node } ({ $visits } visits) UCB1 gives { $scores }
check-mcts-score = { $child } { $ucb } ({ $visits ->
    [one] 1 visit
   *[other] { $visits } visits
}, mean { $mean })
check-mcts-score-unvisited = { $child } ∞ (no visits yet)
check-mcts-formula-unvisited = ∞: a child never visited is tried first
check-mcts-formula-max = { $q } + { $c }·√(ln { $parent } / { $visits }) = { $ucb } (the mean scaled to [0, 1] is { $q })
check-mcts-formula-min = (1 − { $q }) + { $c }·√(ln { $parent } / { $visits }) = { $ucb } (MIN scores 1 − the mean scaled to [0, 1], { $q })
check-mcts-miss-places = {" "}(rounded to { $places } places it is { $rounded }, not { $written })
check-mcts-miss-plain = {" "}(UCB1 values are written rounded to two or more places: { $rounded })
check-mcts-rounded = { $written } is { $value } rounded to { $places } places
exam-mcts-instructions = Each question shows a game tree and where Monte Carlo tree search (UCT) stands at one node after some iterations: the node's visits, and each child's visits n and the total of the leaf values backed up through it. UCB1 scores a child q + C·√(ln N / n), with N the node's visits, C = √2 and q the child's mean (total / n) scaled to [0, 1] from the smallest leaf value (0) to the largest (1); a MIN node scores a child 1 − q. Give the UCB1 value to 3 decimal places.
exam-mcts-ask = After { $iterations } iterations, { $kind } node { $node } has { $visits } visits; its children: { $children }. Leaf values scale from { $lo } (0) to { $hi } (1). Which child does UCB1 select next at { $node }, and what is its UCB1 value?
exam-mcts-child = { $child } { $visits } visits, total { $total }
exam-mcts-answer = UCB1 at { $node } selects { $child }: { $ucb }
exam-mcts-key-score = { $child }: q = { $q }, UCB1 = { $side } + { $c }·√(ln { $parent } / { $visits }) = { $ucb }
err-exam-mcts-flag = { $flag } shapes alpha-beta questions; a Monte Carlo exam (--algo mcts) asks about UCB1 on trees without chance nodes
err-exam-mcts-depth = a Monte Carlo exam needs --depth 2 or more: a node below the root to play out to
