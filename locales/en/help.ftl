# gametree's --help in English: every text of the command line under a key made from the
# subcommand and the argument (cli-eval-about, cli-arg-json; cli-check-arg-json where one
# subcommand's flag says something else than the others'). The English help is printed from the
# doc comments of the argument structs; this file is the same text, and a test keeps the two equal,
# so a new flag without a message in every language fails the tests. Parsed only when the help is
# shown in another language.

cli-about =
    Game-tree search as it is taught and checked: minimax, alpha-beta, expectiminimax and Star1/Star2 chance pruning on trees written in YAML
cli-after-help =
    Examples:
      gametree eval trees/aima-fig5-2.yaml
      gametree eval -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}, {"{"}min: [14, 5, 2]{"}"}]' --json
      cat tree.yaml | gametree eval - --algo minimax

      gametree --lang zh trace trees/aima-fig5-2.yaml   # 中文

    Exit codes: 0 success, 1 a check found a wrong answer, 2 bad input or usage.
cli-arg-algo =
    The search algorithm
cli-arg-all =
    Show everything, however big the tree
cli-arg-answer-space =
    N ruled lines under each question of the question sheet to answer on
cli-arg-answers =
    Answer files or folders of them, checked against the tree instead of its `expect`; `-` reads one answer file from standard input
cli-arg-aspect =
    The picture's shape for a slide: 16:9, 4:3 or a ratio of width to height such as 1.5. The levels of a wide tree are set apart to that shape (a narrow tree gets margins); nodes and type keep their size, so a very wide tree makes a big picture, which a slide shows smaller: --show-depth draws fewer levels of it
cli-arg-bank =
    How many trees the page holds
cli-arg-blank =
    The question: shape, leaf values and probabilities, inner nodes left empty
cli-arg-board =
    Connect games: the board as COLSxROWS (e.g. 5x4; at most 9 columns, and columns × (rows + 1) ≤ 64)
cli-arg-bounds =
    Leaf bounds L,U for star1/star2 (overrides the file's `bounds:`), e.g. --bounds=-2,2
cli-arg-branching =
    Children per inner node: a number, or a range MIN..MAX for uneven branching
cli-arg-budget =
    Stop after visiting this many nodes (a clock that gives the same result every run); iddfs answers with the move of the last completed depth
cli-arg-chance =
    Chance layers (MAX, chance, MIN, chance, …) with leaf bounds; the questions are about Star1 (`--chance` alone: equally likely outcomes)
cli-arg-chance-levels =
    Also trees with chance layers (`--chance` sets their outcomes' probabilities), searched by this algorithm: expectimax (the default), star1 or star2; the page then offers trees with and without chance nodes. --cutoffs and --deep ask them only of star1 and star2
cli-arg-convention-sensitive =
    Ask for trees whose pruned leaves differ between cutting on α ≥ β and on α > β
cli-arg-count =
    How many questions
cli-arg-course =
    The course, under the title on the left, e.g. --course 'CS 188'
cli-arg-cutoffs =
    Only trees where the search makes at least N cutoffs that skip something
cli-arg-date =
    The date, under the title on the right, as written, e.g. --date '12 May 2026'
cli-arg-deep =
    Only trees with a deep cutoff: a cut at a node whose bound came from an ancestor other than its parent
cli-arg-depth =
    Depth limit: nodes at this depth are scored by their `eval:` estimate
cli-arg-eval =
    How leaves at the depth limit are scored
cli-arg-eval-noise =
    Give inner nodes `eval:` estimates: the true value plus an error of at most N (0: perfect). Needed by --order eval, --depth and iterative deepening
cli-arg-explain =
    Connect-4: solve the position (or every position of --positions) once per technique, adding them one at a time, and print a table of nodes and time for each (each step stops past --max-nodes)
cli-arg-expr =
    The tree itself, inline, in YAML flow style: -e 'max: [{"{"}min: [3, 12]{"}"}, 5]'
cli-arg-fail-hard =
    Fail-hard: clamp returned values to the window [α, β] (default: fail-soft)
cli-arg-file =
    The tree file (YAML or JSON); `-` reads standard input (as does no FILE when input is piped in)
cli-arg-files =
    Tree files or folders; with --answers, the one tree the answers are about
cli-arg-first =
    Who moves first: you (X) or the engine (X)
cli-arg-format =
    How to print the report: text, json, gradescope (Gradescope's results.json) or csv (one row per answer file)
cli-arg-game =
    The game
cli-arg-help =
    Print help (see more with '--help')
cli-arg-help-long =
    Print help (see a summary with '-h')
cli-arg-help-plain =
    Print help
cli-arg-hide-pruned =
    Leave out subtrees the search never entered; the node above says how many children it hides
cli-arg-html =
    Write a practice page (HTML) instead of asking on the terminal
cli-arg-json =
    Print the result as JSON (the contract's fields and more)
cli-arg-key =
    The answer key (the default): values, bounds, pruned parts, cut edges, the best line
cli-arg-lang =
    The language of everything printed for people: `en` or `zh` (中文). Without it the first of LC_ALL, LC_MESSAGES and LANG that is set decides (zh_CN.UTF-8, zh_TW, zh: Chinese; anything else: English). `--json`, DOT and the LaTeX of `tikz` are always English; `exam` sheets are Chinese only with `--lang zh` itself
cli-arg-max-leaves =
    Trees with more leaves than this are not used (each must fit the page)
cli-arg-max-nodes =
    Refuse a tree of more than N nodes (unfolded), before it fills the memory: at the default a tree and its search fit in 2 GiB
cli-arg-max-steps =
    Refuse a search of more than N steps (enter, leaf, window change, cutoff, return …): the steps are kept in memory to explain them, about 64 bytes each
cli-arg-min-root =
    The root is a MIN node (default MAX)
cli-arg-min-time =
    Each run repeats the search until this many seconds have passed
cli-arg-name-line =
    Lines for the student's name and student number at the top of the question sheet
cli-arg-no-anticipation =
    Connect-4: do not detect forced and losing moves before searching
cli-arg-no-bitboard =
    Connect-4: plain alpha-beta over the general game state (no bitboards, no other technique)
cli-arg-no-deep-cutoffs =
    Alpha-beta without deep cutoffs (Knuth and Moore's F1): each child gets only its parent's own best value as its bound, so a node cuts only against its parent
cli-arg-no-null-window =
    Connect-4: one alpha-beta search with the full window instead of null-window searches on the score
cli-arg-no-pdf =
    Write the .tex files only, even when pdflatex is installed
cli-arg-no-symmetry =
    Connect-4: do not merge mirror-image positions
cli-arg-no-table =
    Connect-4: no transposition table
cli-arg-no-title =
    No title (tree name, conventions, value, leaf counts and legend) above the tree
cli-arg-nodes =
    With --json: also every node's value and bound (large for big trees)
cli-arg-order =
    The order children are searched in (leaf numbers never change)
cli-arg-output =
    Write to this file instead of standard output. Its extension (.dot, .gv, .svg, .png, .pdf) picks the format unless --format is given
cli-arg-points =
    Points per question, beside each question and in all in the heading
cli-arg-position =
    Start from this position instead of the beginning. Tic-tac-toe: nine squares row by row ('XX.O.....'); connect: the columns played so far ('3 3 2'); dice: the two squares and who moves ('3,5' or '3,5,B')
cli-arg-positions =
    Connect-4: solve one position per line of FILE (`-`: standard input) in one process, printing `P SCORE` for each. A line is the moves, optionally followed by the expected score (`4453 -2`): a position written without spaces then a space and the score. Lines starting with `#` are skipped
cli-arg-practice =
    A practice page: the tree to fill in (values, bounds, pruned leaves, optionally windows) and check, with hints and the stepper as the solution
cli-arg-quiet =
    Do not mention files without an `expect` block
cli-arg-rankdir =
    Layout: tb puts the root at the top, lr at the left (for wide, shallow trees)
cli-arg-repeat =
    Runs per algorithm; the median is shown
cli-arg-root-branching =
    The root's number of children in every question (default: drawn from 2..4 for each question, among those that fit --max-leaves, so a set varies)
cli-arg-root-reset =
    Search every root child with the root's initial window (α not carried across)
cli-arg-rubric =
    Points per item kind, items every answer is scored on, the follow-through share (YAML; see docs/guide.md, "Grading a class"). Without it, the tree's `expect` block's `points`, or one point per answered item
cli-arg-seed =
    The random seed: the same seed and flags give the same exam
cli-arg-shell =
    The shell to write completions for
cli-arg-show-depth =
    Show the tree down to depth N only (the root is depth 0). By default a big tree is shown to the deepest depth that keeps the view small, and a closing line says what was left out. (Not the search's depth limit: that is --depth.)
cli-arg-standalone =
    A whole LaTeX document (standalone class) instead of a snippet to \input
cli-arg-strict =
    Cut only when α > β (the Berkeley CS188 rule), not when α ≥ β
cli-arg-subcommand =
    A subcommand's page (gametree-trace(1), …) instead of the main page
cli-arg-symmetry =
    Merge positions equal under the board's symmetries at each level (a DAG written with YAML anchors and aliases). Not for the dice race
cli-arg-table-mb =
    Connect-4: the transposition table's size in MiB (1–4096; rounded down to a power of two)
cli-arg-target =
    Dice race: the target square (2–30)
cli-arg-think =
    Connect-4: seconds the engine may think on a position it cannot be sure to solve (fewer than 12 moves made)
cli-arg-time =
    Add a column with each search's time: the plain search, as `gametree bench` times it (the median of 3 runs of at least 0.05 s each)
cli-arg-title =
    The heading of both sheets (default: Game-tree search), e.g. --title 'Midterm 1'
cli-arg-tolerance =
    Accept an answer within this absolute distance of a value that comes from chance averaging, instead of the rounding rule (without it: a decimal with two or more places is right when it is the value rounded to them, `2.33` for 7/3). Numbers read from the tree are always compared exactly
cli-arg-tt =
    Use a transposition table: positions met again (shared subtrees) are looked up
cli-arg-values =
    Leaf values: integers in L..U
cli-arg-verbose =
    Print every item, right ones too
cli-arg-version =
    Print version
cli-arg-vs-algo =
    Side A's algorithm (default: side B's)
cli-arg-vs-bounds =
    Side A's leaf bounds L,U (default: side B's)
cli-arg-vs-budget =
    Side A's node budget (default: side B's)
cli-arg-vs-depth =
    Side A's depth limit (default: side B's)
cli-arg-vs-fail-hard =
    Side A returns fail-hard values
cli-arg-vs-no-deep-cutoffs =
    Side A cuts only against the parent's bound (no deep cutoffs)
cli-arg-vs-order =
    Side A's child order (default: given)
cli-arg-vs-root-reset =
    Side A searches every root child with the root's initial window
cli-arg-vs-strict =
    Side A cuts only when α > β
cli-arg-vs-tt =
    Side A uses a transposition table
cli-arg-windows =
    Show the window (α, β) the search entered each node with, on the edge into it
cli-bench-about =
    Time the plain search: load the tree once, then the median time per search of each algorithm, with nodes visited, leaves evaluated and nanoseconds per node
cli-bench-after-help =
    Examples:
      gametree bench big.yaml                            # alphabeta and minimax (and the chance algorithms on a chance tree)
      gametree bench big.yaml --algo alphabeta --repeat 9 --min-time 0.5
      gametree bench chance.yaml --algo expectiminimax,star1 --json
      gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml && gametree bench big.yaml

    The tree is loaded once (its load time is shown apart); each algorithm is searched once to
    warm up, then timed: a run repeats the search until --min-time has passed and divides, and the
    time shown is the median of --repeat runs. The search runs with no observer, as `eval` runs it
    before its views; the counts are the search's own. Times vary with the machine and its load:
    compare figures taken in one run.
cli-bench-arg-algo =
    The algorithms to time (repeatable, or comma-separated; default: alphabeta and minimax, or on a tree with chance nodes alphabeta, expectiminimax, star1 and star2)
cli-bench-arg-json =
    Print one JSON object per algorithm: algorithm, seconds, nodes_visited, leaves_evaluated, load_seconds (and ns_per_node, the runs and the conventions)
cli-bench-arg-order =
    The order children are searched in
cli-check-about =
    Check answers: tree files against their `expect` blocks, or one tree against answer files. Every wrong item is explained by the step of the search that decides it
cli-check-after-help =
    Examples:
      gametree check trees/                        # the whole corpus against its published answers
      gametree check trees/aima-fig5-2.yaml -v     # every item, right ones too
      gametree check tree.yaml --answers alice.yaml
      gametree check tree.yaml --answers submissions/ --json
      cat alice.yaml | gametree check tree.yaml --answers -
      gametree check tree.yaml --answers submissions/ --rubric rubric.yaml --format csv > grades.csv
      gametree check tree.yaml --answers submission.yaml --format gradescope > results.json
      gametree check tree.yaml --answers submissions/ --strict   # every file graded under α > β
      gametree check test_cases/q3/0-small-tree.test  # a CS188 test against its .solution

    An answer file holds what an `expect` block holds (one block or a list):
      algorithm: alphabeta      # and strict, fail_hard, root_reset, no_deep_cutoffs, order, depth, bounds, tt
      value: 3
      best: B                   # id or path of a root child
      pruned: [5, 6]            # leaf numbers, ids or paths (or "5-6")
      evaluated: 7              # how many leaves the search evaluates
      evaluation_order: "1-4, 7-9"  # the leaves in the order it evaluates them
      values: {"{"}B: 3, C: "<=2"{"}"} # exact values, or bounds where the search was cut
      windows: {"{"}C: [3, inf]{"}"}    # the (alpha, beta) each node was entered with
      intervals: {"{"}C: [-2, 1]{"}"}   # the interval star1/star2 prove at a chance node

    The course's conventions (--algo, --strict, --order, …, or a rubric's `conventions:`, or
    the tree's `expect`) are set over every answer file, in that order; a file that states
    another is graded under the course's, and its report says so.

    Exit codes: 0 every answer right, 1 some answer wrong (or an answer file that cannot be read),
    2 bad input (the tree, a rubric, a flag).
cli-check-heading-algo =
    Conventions every answer file is graded under
cli-check-arg-json =
    Print the report as JSON (the same as --format json)
cli-check-arg-max-nodes =
    Refuse a tree of more than N nodes (unfolded), before it fills the memory
cli-compare-about =
    Every applicable algorithm and child order on one tree: value, leaves evaluated, nodes visited, and the Knuth–Moore minimum for a uniform tree
cli-compare-after-help =
    Examples:
      gametree compare trees/aima-fig5-2.yaml
      gametree gen --depth 6 --branching 3 --eval-noise 2 | gametree compare -
      gametree compare trees/aima-chance-fig5-19-bounded.yaml
      gametree compare tree.yaml --algo alphabeta --algo pvs     # only these two
      gametree compare tree.yaml --order given,best --json
      gametree compare big.yaml --algo alphabeta,pvs,mtdf --time   # and how long each search takes

    --algo (repeatable, or comma-separated) picks the rows of both tables; --order picks the
    child orders of the second table. Every other convention flag applies to every search.
cli-compare-arg-algo =
    Only these algorithms (repeatable, or comma-separated; default: every one that applies to the tree)
cli-compare-arg-json =
    Print the tables as JSON
cli-compare-arg-order =
    Only these child orders in the child-order table (repeatable, or comma-separated; default: every one that applies)
cli-completions-about =
    Print shell completions (bash, zsh, fish, powershell, elvish) to standard output
cli-completions-after-help =
    Examples:
      gametree completions bash > ~/.local/share/bash-completion/completions/gametree
      gametree completions zsh > ~/.zfunc/_gametree       # with fpath+=(~/.zfunc) in ~/.zshrc
      gametree completions fish > ~/.config/fish/completions/gametree.fish
      gametree completions powershell >> $PROFILE
      gametree completions elvish >> ~/.config/elvish/rc.elv

    Open a new shell afterwards; `gametree <TAB>` then offers the subcommands and flags.
cli-diff-about =
    Compare two searches of one tree: side A (the defaults, or the --vs-… flags) with side B (the flags given): value, best move, pruned leaves and every node's value or bound
cli-diff-after-help =
    Examples:
      gametree diff trees/aima-fig5-2.yaml --strict          # CS188's rule vs the classic one
      gametree diff tree.yaml --strict --fail-hard
      gametree diff tree.yaml --order reversed
      gametree diff tree.yaml --root-reset --json
      gametree diff trees/aima-chance-fig5-19-bounded.yaml --algo star1 --vs-algo alphabeta
      gametree diff tree.yaml --strict --fail-hard --vs-strict   # fail-hard vs fail-soft, both strict

    Side B takes the flags as every other command does. Side A is the defaults (cut on α ≥ β,
    fail-soft, α carried across the root, file order, the file's bounds, no depth limit, no
    table, no budget) with side B's algorithm; each --vs-… flag sets side A's convention of the
    same name.
cli-diff-arg-json =
    Print both results and their differences as JSON
cli-diff-heading-vs-algo =
    Side A (the defaults with side B's algorithm, except as these say)
cli-dot-about =
    Draw the searched tree as Graphviz DOT, SVG or PNG
cli-dot-after-help =
    Examples:
      gametree dot trees/aima-fig5-2.yaml -o fig.dot          # DOT text: needs nothing installed
      gametree dot trees/aima-fig5-2.yaml -o fig.svg          # SVG (format from the extension)
      gametree dot trees/aima-fig5-2.yaml -o fig.png --windows
      gametree dot trees/aima-chance-fig5-19-bounded.yaml --algo star1 --format svg > star1.svg
      gametree dot big.yaml --hide-pruned --rankdir lr | dot -Tpdf -o big.pdf
      gametree dot big.yaml --show-depth 3 -o top.svg         # the top three levels of a big tree
      gametree dot wide.yaml --aspect 16:9 -o slide.png       # shaped for a 16:9 slide

    A big tree is drawn to the deepest depth that keeps the picture to about 1,500 nodes (which
    Graphviz lays out in a second or two; tens of thousands take it minutes): the nodes where the
    drawing stops say how many nodes below them were not drawn, and the title says how to draw
    more (--show-depth N, or --all for every node).

    In the picture: MAX ▲ (triangle), MIN ▼ (inverted triangle), chance ○ (circle), leaf □ (box);
    each node shows its value, or its bound (≥ 5, ≤ 2) where the search was cut. Dashed grey:
    pruned, never searched (dotted: below the depth limit). Red edge: the value that caused a
    cutoff, with the reason. Bold: the principal variation. Edges from chance nodes carry their
    probability; with --windows every edge also carries the window (α, β) the search entered
    the node below with.

    SVG, PNG and PDF run Graphviz's `dot` (https://graphviz.org/download/; Debian/Ubuntu:
    apt-get install graphviz; macOS: brew install graphviz). GAMETREE_DOT names another program.
cli-dot-arg-format =
    The output format: DOT text (the default), or SVG, PNG or PDF made with Graphviz
cli-dot-arg-hide-pruned =
    Leave out subtrees the search never entered (pruned, or below the depth limit); the edge into the node above them lists the leaves left out
cli-eval-about =
    Evaluate a tree: root value, best move, principal variation and pruned leaves
cli-eval-after-help =
    Examples:
      gametree eval trees/aima-fig5-2.yaml
      gametree eval trees/aima-fig5-2.yaml --algo minimax
      gametree eval -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}]' --json
      gametree eval tree.yaml --json --nodes      # per-node values and bounds too
      gametree eval big.yaml --time              # load and search times
      gametree eval chance.yaml --algo star1 --bounds=-2,2
cli-eval-arg-time =
    Also show how long this run took to load the tree and to search it (the search as eval runs it, every visited node's result recorded; writing the output not included). With --json: "timing": {"{"}"load_seconds", "search_seconds"{"}"}
cli-exam-about =
    An exam: random trees that make good alpha-beta questions, with keys (LaTeX, PDF)
cli-exam-arg-algo =
    What the questions ask about: alpha-beta (Star1 with --chance) or the next UCB1 selection of Monte Carlo tree search
cli-exam-value-alphabeta =
    Alpha-beta pruning (Star1 with --chance): value, best move, pruned leaves
cli-exam-value-mcts =
    Monte Carlo tree search: which child UCB1 selects next at a node, and its value
cli-exam-after-help =
    Examples:
      gametree exam --seed 1 --count 4 -o exam/        # exam.tex, key.tex, q1.yaml … (and PDFs)
      gametree exam --seed 7 --count 3 --depth 4 --branching 2 --values 0..20 -o week5/
      gametree exam --seed 2 --count 2 --convention-sensitive -o strict/
      gametree exam --seed 3 --count 2 --chance -o star1/
      gametree exam --seed 4 --count 8 --root-branching 3 -o three/   # three moves at every root
      gametree exam --seed 5 --title 'Midterm 1' --course 'CS 188' --date '12 May 2026' \
          --name-line --points 5 --answer-space 4 -o midterm/
      gametree --lang zh exam --seed 1 --count 4 -o zh/  # Chinese sheets (TeX's CJK package)
      gametree exam --algo mcts --seed 1 --count 4 -o uct/  # the next UCB1 selection
      gametree check exam/                              # every key agrees with the search

    Every question has at least one alpha-beta cutoff and a deep cutoff (a cut at a node whose
    bound came from an ancestor other than its parent), one best move at the root, and the same
    pruned leaves whether the cut is on α ≥ β or only on α > β (--convention-sensitive asks for
    trees where they differ). With --chance the trees have chance layers and leaf bounds and the
    questions are about Star1, which must prune something. Inner nodes are lettered A, B, …
    breadth first; leaves are numbered. Across a set the root has 2 to 4 children (those that
    fit --max-leaves; --root-branching fixes it) and the best move falls on different children,
    no child being the answer to more than half the questions.

    With --algo mcts each question gives where Monte Carlo tree search stands at one node after
    some iterations (its visits, each child's visits and total reward) and asks which child UCB1
    selects next and its UCB1 value; the children's values differ by 0.01 or more.

    The folder gets exam.tex (the questions, blank trees), key.tex (the keys with a worked
    explanation per question), q1.yaml … (each tree with its answers in `expect`, so `gametree
    check DIR` checks them and `gametree check DIR/q1.yaml --answers …` grades students), and,
    when pdflatex is installed, exam.pdf and key.pdf (GAMETREE_PDFLATEX names another program).
    The same seed and flags give the same files, byte for byte.
cli-exam-arg-depth =
    Levels below the root (a deep cutoff needs at least 4)
cli-exam-arg-output =
    The folder to write into (made if missing)
cli-game-about =
    Export a game's tree (tic-tac-toe, connect-N, a dice race) as a tree file
cli-game-after-help =
    Examples:
      gametree game ttt --depth 2                        # the tutorials' depth-2 tree, line heuristic
      gametree game ttt --position 'XX.O.....' | gametree eval -
      gametree game ttt --symmetry -o ttt.yaml           # the whole game: 765 positions, as a DAG
      gametree game ttt --depth 2 | gametree show -
      gametree game connect3 --depth 4 --eval win
      gametree game dice --target 6 --depth 2 | gametree eval - --algo star2

    Node ids name the moves that lead to them (X5-O1-X9: squares 1-9 row by row; connect: columns).
    Finished games score ±(W − plies) with W = 100 (a draw 0), beyond any heuristic value.
    With --symmetry, positions equal under the board's symmetries (and transpositions) are merged
    at each level and written once with a YAML anchor (&X1), then as aliases (*X1); the file still
    reads as the whole tree.
cli-game-arg-depth =
    Plies below the root (chance steps do not count); default: to the end of the game
cli-game-arg-max-nodes =
    Refuse trees with more distinct nodes than this
cli-game-arg-output =
    Write to this file instead of standard output
cli-gen-about =
    Generate a random tree file, reproducible by seed (for practice and benchmarks)
cli-gen-after-help =
    Examples:
      gametree gen --depth 3 --branching 2..3 --seed 7
      gametree gen --depth 4 --branching 3 --chance uniform --values=-2..2
      gametree gen --depth 10 --branching 4 --seed 1 -o big.yaml   # 1,048,576 leaves
cli-gen-arg-chance =
    Put a chance layer between decision layers: children equally likely, or weighted (`--chance` alone: uniform)
cli-gen-arg-depth =
    Levels below the root; leaves sit at this depth
cli-gen-arg-max-nodes =
    Refuse to make more nodes than this (the most the branching could give is counted before anything is made). The default is the most the other commands read without their own --max-nodes, so a tree `gen` makes is one they take
cli-gen-arg-output =
    Write to this file instead of standard output
cli-gen-arg-seed =
    The random seed: the same seed gives the same tree
cli-help-about =
    Print this message or the help of the given subcommand(s)
cli-html-about =
    A self-contained HTML page that steps through the search: forward, back, play
cli-html-after-help =
    Examples:
      gametree html trees/aima-fig5-2.yaml -o fig5-2.html
      gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 -o star1.html
      gametree html trees/derived-star2-probe.yaml --algo star2 -o probes.html
      gametree html tree.yaml --strict > trace.html
      gametree html trees/mcts-shallow-trap.yaml --algo mcts --iterations 500 -o mcts.html
      gametree html trees/aima-fig5-2.yaml --practice -o practice.html
      gametree html trees/aima-chance-fig5-19-bounded.yaml --algo star1 --practice -o star1.html

    Open the file in any browser; it needs no network. Keys: ← → step, Home / End, space plays.
    Add #step=12 to the address to open it at step 12 (#step=end for the finished search).
    With --algo mcts the steps are each iteration's selections (every child's
    UCB1), expansions, playouts and backups: the first 100 iterations step by
    step, then the search tree after the last; PageUp / PageDown step a whole
    iteration.
    With --practice the page asks instead: type each inner node's value or bound, tick the pruned
    leaves, press Check; the verdicts and explanations are those of `gametree check`.
cli-html-arg-output =
    Write the page to this file instead of standard output
cli-man-about =
    Print the manual page (roff) to standard output: the main page, or a subcommand's
cli-man-after-help =
    Examples:
      gametree man | man -l -                                   # read it now
      gametree man > ~/.local/share/man/man1/gametree.1         # then: man gametree
      gametree man trace > ~/.local/share/man/man1/gametree-trace.1
cli-play-about =
    Play a game against the engine in the terminal (works with input piped in)
cli-play-after-help =
    Examples:
      gametree play ttt
      gametree play connect4 --board 7x6 --position 44444432
      gametree play connect4 --board 7x6 --first engine --think 2
      gametree play connect4 --first engine --depth 6
      printf '5\n1\n9\n' | gametree play ttt       # scripted: one move per line

    Type a square (tic-tac-toe, 1-9) or a column (connect, 1-N) and Enter; `quit` stops. The
    engine plays perfectly in tic-tac-toe and connect-3. In connect-4 it uses the connect-4
    solver: perfect play once 12 moves are made (typically within a second on 7×6); before that
    it solves if it can in half of --think, and otherwise plays the best move found by deepening
    searches within --think, and says the move is not proven. --depth N uses a plain search N plies
    ahead instead. Values are from X's point of view: ±(W − plies) is a win for X or O on that
    move (W = 100 on small boards, 1000 on 7×6), 0 a draw. End of input ends the game cleanly.
cli-play-arg-board =
    Connect games: the board as COLSxROWS (e.g. 7x6)
cli-play-arg-depth =
    Engine look-ahead in plies (default: perfect play for ttt and connect3, the connect-4 solver for connect4)
cli-play-arg-position =
    Start from this position (as for `solve`): the side to move is whoever's turn it is
cli-play-arg-table-mb =
    Connect-4: the transposition table's size in MiB (1–4096)
cli-play-value-connect3 =
    Connect-3 on 4 × 4
cli-play-value-connect4 =
    Connect-4 on 5 × 4
cli-play-value-ttt =
    Tic-tac-toe
cli-practice-about =
    A practice page with a bank of random trees: a new tree at a click, levels to choose
cli-practice-after-help =
    Examples:
      gametree practice -o practice.html
      gametree practice --depth 2..4 --bank 200 --seed 7 -o bank.html
      gametree practice --depth 3 --branching 3 --cutoffs 2 --deep -o hard.html
      gametree practice --algo star1 --chance weighted --depth 2 -o star1.html
      gametree practice --chance-levels --depth 2..3 -o chance.html
      gametree practice --strict --order reversed --bank 20 -o cs188.html

    The page shows one tree at a time; `New tree` moves to the next tree of the level chosen in
    the page (depth, branching, cutoffs, deep cutoffs, chance nodes). With --chance-levels every
    depth has trees with chance layers beside those without, each searched by its own algorithm.
    Every verdict is that of `gametree check`, written into the page when it is made; progress
    (trees done, right first time, streak) is kept in the browser. Each tree shows its seed and
    the command that makes it again; the same seed and flags give the same page.
cli-practice-arg-algo =
    What the questions are about: alphabeta, minimax, star1, star2 or expectimax
cli-practice-arg-chance =
    Chance layers between decision layers, with the leaf values as bounds (for Star1 and Star2; `--chance` alone: equally likely outcomes). Implied by --algo star1, star2 and expectimax
cli-practice-arg-depth =
    Levels below the root: a number, or a range MIN..MAX for trees of every depth in it, chosen in the page
cli-practice-arg-no-deep-cutoffs =
    Alpha-beta without deep cutoffs: each child gets only its parent's own bound
cli-practice-arg-output =
    Write the page to this file instead of standard output
cli-practice-arg-seed =
    The random seed (default: from the clock's nanoseconds and the process id); the page shows every tree's own seed
cli-practice-arg-strict =
    Cut only when α > β (the Berkeley CS188 rule)
cli-quiz-about =
    A random tree to solve: asks for the root value and the pruned leaves, then explains
cli-quiz-after-help =
    Examples:
      gametree quiz
      gametree quiz --depth 4 --branching 2 --seed 7
      printf '3\n5 6\n' | gametree quiz --seed 7       # scripted answers
      gametree quiz --strict --order reversed          # the conventions change the pruned leaves
      gametree quiz --html --count 5 --seed 3 -o set.html
      gametree quiz --html --count 5 --bank 0 -o fixed.html   # no New trees
      gametree quiz --html --count 8 --depth 4 --branching 2..3 --cutoffs 2 --deep -o hard.html
      gametree quiz --html --count 4 --algo star1 --chance weighted --depth 3 -o star1.html

    Answer with the root's value, then the leaves alpha-beta never evaluates as leaf numbers
    (`5 6` or `5,6`; `none`). The verdicts are those of `gametree check`, each wrong item explained.
    Exit codes: 0 all right, 1 something wrong, 2 bad input; end of input ends the quiz (exit 0).
    With --html no questions are asked: the page holds --count trees to fill in and check in a
    browser (the same verdicts as `gametree check`), and `New tree` shows as many again from a
    bank of --bank further trees the same flags make (each with its seed and the command that
    makes it again); the same seed and flags give the same page.
cli-quiz-arg-algo =
    What the questions are about: alphabeta, minimax, star1, star2 or expectimax
cli-quiz-arg-bank =
    How many further trees the page carries for `New tree` (with --html; default 50, 0 for none)
cli-quiz-arg-chance =
    Chance layers between decision layers, with the leaf values as bounds (for Star1 and Star2; `--chance` alone: equally likely outcomes). Implied by --algo star1, star2 and expectimax
cli-quiz-arg-count =
    How many trees the page holds (with --html)
cli-quiz-arg-depth =
    Levels below the root; leaves sit at this depth
cli-quiz-arg-no-deep-cutoffs =
    Alpha-beta without deep cutoffs: each child gets only its parent's own bound
cli-quiz-arg-output =
    Write the page to this file instead of standard output (with --html)
cli-quiz-arg-seed =
    The random seed (default: from the clock and the process id, and shown so the quiz can be repeated)
cli-quiz-arg-strict =
    Cut only when α > β (the Berkeley CS188 rule)
cli-show-about =
    Draw the tree in the terminal with every node's value or bound, pruned parts marked and the best line highlighted
cli-show-after-help =
    Examples:
      gametree show trees/aima-fig5-2.yaml
      gametree show trees/aima-fig5-2.yaml --algo minimax
      gametree show -e 'max: [{"{"}min: [3, 12, 8]{"}"}, {"{"}min: [2, 4, 6]{"}"}]' --order reversed
      gametree show tree.yaml --json             # every node with its parent, value and marks
      gametree show big.yaml --show-depth 3 --hide-pruned   # the top of a big tree, searched parts
      gametree show big.yaml --all                          # every node, however many

    A big tree is drawn to the deepest depth that keeps the drawing to about 2,000 lines; a
    closing line says how much was left out.
cli-show-arg-json =
    Print the tree as JSON: the result, then every node with its parent, value or bound, and whether it is pruned or on the best line
cli-solve-about =
    Solve a game: its value, best moves, and node counts for minimax and alpha-beta
cli-solve-after-help =
    Examples:
      gametree solve ttt                        # value 0; 549,946 nodes, 255,168 games
      gametree solve ttt --position 'XX.O.....'
      gametree solve connect3
      gametree solve dice --target 8 --json
      gametree solve connect4 --board 7x6 --position 4453
      gametree solve connect4 --board 7x6 --positions positions.txt --json
      gametree solve connect4 --board 7x6 --position 263443174427244671517662 --explain
      gametree solve connect4 --board 7x6 --position 263443174427244671517662 --no-table

    The value comes from an exact solver (alpha-beta with a transposition table over positions
    up to symmetry). Plain minimax and plain alpha-beta run too, for their node counts, with the
    conventions of `gametree eval` (fail-soft, cut on α ≥ β, moves in the game's order, full
    window below chance nodes); each stops past --max-nodes.

    connect4 has its own solver (bitboards, a fixed-size table with exact/lower/upper entries,
    threat ordering, null-window search on the score, forced and losing moves detected,
    symmetry), each technique a switch. Its score is the side to move's: 0 a draw, s > 0 a win
    whose winning stone is the winner's (half the cells + 1 − s)th, −s a loss as quick.
cli-solve-arg-json =
    Print the result as JSON
cli-solve-arg-max-nodes =
    Stop plain minimax and plain alpha-beta past this many nodes (default 20,000,000), the exact solver when its table would hold more positions than this, and each --explain step; the connect-4 solver stops only when this is given
cli-solve-arg-order =
    Connect-4: the order moves are tried in
cli-solve-value-given =
    Columns left to right
cli-tikz-about =
    The tree as a LaTeX figure (TikZ): the question sheet or the answer key
cli-tikz-after-help =
    Examples:
      gametree tikz trees/aima-fig5-2.yaml > fig.tex          # the key, to \input{"{"}fig{"}"}
      gametree tikz trees/aima-fig5-2.yaml --blank -o question.tex
      gametree tikz trees/aima-fig5-2.yaml --key --windows --standalone -o key.tex && pdflatex key.tex
      gametree tikz trees/aima-chance-fig5-19-bounded.yaml --algo star1 --standalone

    In the figure: MAX △, MIN ▽, chance ○, leaves in boxes with their leaf numbers below,
    probabilities on the edges below chance nodes. The key (the default) writes every node's
    value, or its bound (≤ 2, ≥ 5) where the search was cut; dashed grey: pruned, never
    searched; a red ‖ across each edge a cutoff skipped, the edge whose value caused the cutoff
    in red; bold: the best line. The blank sheet has the same layout with the inner nodes
    empty: no inner value or bound anywhere.

    A snippet needs \usepackage{"{"}tikz{"}"} (TeX Live; Debian: texlive-pictures); --standalone
    writes a whole document for pdflatex.
cli-tikz-arg-output =
    Write to this file instead of standard output
cli-tikz-arg-windows =
    With the key: the window (α, β) each inner node was entered with, beside it
cli-trace-about =
    The search step by step: a table of every enter, leaf, α/β change, cutoff (with its reason in plain words), chance interval and return
cli-trace-after-help =
    Examples:
      gametree trace trees/aima-fig5-2.yaml
      gametree trace trees/aima-fig5-2.yaml --strict --fail-hard
      gametree trace trees/aima-chance-fig5-19-bounded.yaml --algo star1
      gametree trace tree.yaml --json          # the same steps as data
      gametree trace big.yaml --show-depth 2   # only the steps at the top two levels
      gametree trace big.yaml --all            # every step, however many

    On a big tree the table keeps the steps at the deepest depths that fit about 2,000 rows; a
    row `…` marks where steps were left out, and a closing line counts them.
cli-trace-arg-json =
    Print the steps as JSON (every step, whatever --show-depth says)
cli-value-alphabeta =
    Alpha-beta pruning; full window below chance nodes
cli-value-bash =
    Bash
cli-value-best =
    Best child first, by true minimax value (an oracle: the minimal tree)
cli-value-centre =
    Centre first, then alternating outwards
cli-value-connect3 =
    Connect-3 on 4 columns × 4 rows (or --board)
cli-value-connect4 =
    Connect-4 on 5 columns × 4 rows (or --board)
cli-value-csv =
    One row per answer file
cli-value-dice =
    A dice race to a target: walk 2, or roll one die (chance nodes)
cli-value-dot =
    Graphviz DOT text
cli-value-elvish =
    Elvish
cli-value-engine =
    The engine (you play O)
cli-value-eval =
    By each child's `eval:` estimate
cli-value-expectiminimax =
    Expectiminimax: chance nodes averaged, no pruning
cli-value-fish =
    Fish
cli-value-given =
    File order, left to right
cli-value-gradescope =
    Gradescope's autograder `results.json`
cli-value-human =
    You (you play X)
cli-value-iddfs =
    Iterative deepening alpha-beta, previous principal variation first (--budget stops it)
cli-value-json =
    The report as JSON, with points
cli-value-lines =
    The game's heuristic: 3·X2 + X1 − (3·O2 + O1) for lines (the race lead for dice)
cli-value-lr =
    Left to right: the root at the left
cli-value-minimax =
    Plain minimax (expectiminimax on chance nodes), no pruning
cli-value-mtdf =
    MTD(f): null-window tests from a first guess, with a transposition table
cli-value-negamax =
    Alpha-beta in negamax form: the trace shows every value from the side to move
cli-value-pdf =
    PDF, made by Graphviz
cli-value-png =
    PNG, made by Graphviz
cli-value-powershell =
    PowerShell
cli-value-pvs =
    Principal variation search (NegaScout): null windows, re-search on a fail high
cli-value-reversed =
    Right to left
cli-value-sss =
    SSS* (as MT-SSS*): null-window tests from above, with a transposition table
cli-value-star1 =
    Ballard's Star1: chance-node pruning from leaf bounds
cli-value-star2 =
    Ballard's Star2: Star1 with a probing phase at regular chance nodes
cli-value-svg =
    SVG, made by Graphviz
cli-value-tb =
    Top to bottom: the root at the top
cli-value-text =
    For people: a report per file, or a table and the class summary for many
cli-value-threats =
    By the winning cells a move leaves its player, ties centre first (the default)
cli-value-ttt =
    Tic-tac-toe (squares 1–9 row by row)
cli-value-uniform =
    Equally likely outcomes
cli-value-weighted =
    Random probabilities, written as fractions
cli-value-win =
    0: only finished games score
cli-value-worst =
    Worst child first, by true minimax value (the maximal tree)
cli-value-worstcase =
    Alpha-beta reading every chance node as a MIN node (treating dice as an opponent)
cli-value-zsh =
    Zsh
cli-arg-exploration =
    The exploration constant C of UCB1 (default √2 ≈ 1.414)
cli-arg-final-rule =
    How the move is recommended: the most-visited root child, or the best mean
cli-arg-iterations =
    Iterations, one node added to the search tree each (default 1000, at most 100,000,000)
cli-eval-heading-iterations =
    Monte Carlo tree search (--algo mcts)
cli-value-mcts =
    Monte Carlo tree search (UCT): random playouts, UCB1 selection (eval, trace, show, html, bench)
cli-value-most-visited =
    The root child with the most visits (ties: file order)
cli-value-value =
    The root child whose mean is best for the side to move
cli-eval-arg-seed =
    The random generator's seed: the same seed gives the same search (default 1)
cli-trace-arg-seed =
    The random generator's seed: the same seed gives the same search (default 1)
cli-trace-heading-iterations =
    Monte Carlo tree search (--algo mcts)
cli-show-arg-seed =
    The random generator's seed: the same seed gives the same search (default 1)
cli-show-heading-iterations =
    Monte Carlo tree search (--algo mcts)
cli-html-arg-seed =
    The random generator's seed: the same seed gives the same search (default 1)
cli-html-heading-iterations =
    Monte Carlo tree search (--algo mcts)
cli-efg-about =
    Write the tree as a Gambit extensive-form game (.efg), for Gambit and OpenSpiel
cli-efg-after-help =
    Examples:
      gametree efg trees/aima-fig5-2.yaml -o fig5-2.efg
      gametree gen --depth 5 --branching 4 --seed 3 | gametree efg - > t.efg

    MAX is player 1 and MIN player 2; every decision node is an information set of its own (the
    game has perfect information); chance nodes keep their probabilities; each leaf pays its value
    to MAX and takes it from MIN. OpenSpiel reads the file with pyspiel.load_efg_game.
cli-efg-arg-output =
    Write to this file instead of standard output
