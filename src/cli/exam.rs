//! `gametree exam`: random trees that make good exam questions, written as a LaTeX question
//! sheet, an answer key and one tree file per question; with pdflatex, the PDFs too.

use std::path::Path;
use std::process::{Command, Stdio};

use clap::Args;

use super::common_args::{ChanceArg, RandomTreeArgs};
use super::number_args::{whole_from, whole_in};
use super::{EXIT_OK, Failure, emit};
use crate::error::{ErrorKind, InputError};
use crate::exercise::exam::{
    ExamSpec, ROOT_BRANCHING, SheetSpec, exam_tex, fewest_leaves, key_tex, questions, summary,
    tree_file,
};
use crate::exercise::random::{ChanceMode, RandomSpec};
use crate::i18n::{Lang, tr};
use crate::tree::Kind;

/// The environment variable naming the LaTeX program to run (default `pdflatex`).
pub const PDFLATEX_VAR: &str = "GAMETREE_PDFLATEX";

/// `gametree exam`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
  gametree exam --seed 1 --count 4 -o exam/        # exam.tex, key.tex, q1.yaml … (and PDFs)
  gametree exam --seed 7 --count 3 --depth 4 --branching 2 --values 0..20 -o week5/
  gametree exam --seed 2 --count 2 --convention-sensitive -o strict/
  gametree exam --seed 3 --count 2 --chance -o star1/
  gametree exam --seed 4 --count 8 --root-branching 3 -o three/   # three moves at every root
  gametree exam --seed 5 --title 'Midterm 1' --course 'CS 188' --date '12 May 2026' \\
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
The same seed and flags give the same files, byte for byte.")]
pub struct ExamArgs {
    /// The random seed: the same seed and flags give the same exam.
    #[arg(
        long,
        default_value_t = 1,
        value_parser = whole_from::<u64>(0),
        allow_negative_numbers = true
    )]
    pub seed: u64,

    /// How many questions.
    #[arg(
        long,
        default_value_t = 4,
        value_parser = whole_in::<u32>(1, 200),
        allow_negative_numbers = true
    )]
    pub count: u32,

    /// The folder to write into (made if missing).
    #[arg(short, long, value_name = "DIR")]
    pub output: String,

    /// Levels below the root (a deep cutoff needs at least 4).
    #[arg(
        long,
        default_value_t = 4,
        value_parser = whole_from::<u32>(0),
        allow_negative_numbers = true
    )]
    pub depth: u32,

    /// Children per inner node: a number, or a range MIN..MAX for uneven branching.
    #[arg(long, default_value = "2..3", value_name = "B|MIN..MAX")]
    pub branching: String,

    /// The root's number of children in every question (default: drawn from 2..4 for each
    /// question, among those that fit --max-leaves, so a set varies).
    #[arg(
        long,
        value_name = "B",
        value_parser = whole_in::<u32>(2, 8),
        allow_negative_numbers = true
    )]
    pub root_branching: Option<u32>,

    /// Leaf values: integers in L..U.
    #[arg(
        long,
        default_value = "-9..9",
        value_name = "L..U",
        allow_hyphen_values = true
    )]
    pub values: String,

    /// The root is a MIN node (default MAX).
    #[arg(long)]
    pub min_root: bool,

    /// Trees with more leaves than this are not used (each must fit the page).
    #[arg(
        long,
        default_value_t = 24,
        value_name = "N",
        value_parser = whole_from::<usize>(0),
        allow_negative_numbers = true
    )]
    pub max_leaves: usize,

    /// Chance layers (MAX, chance, MIN, chance, …) with leaf bounds; the questions are
    /// about Star1 (`--chance` alone: equally likely outcomes).
    #[arg(
        long,
        value_enum,
        num_args = 0..=1,
        require_equals = false,
        default_missing_value = "uniform"
    )]
    pub chance: Option<ChanceArg>,

    /// Ask for trees whose pruned leaves differ between cutting on α ≥ β and on α > β.
    #[arg(long)]
    pub convention_sensitive: bool,

    /// The heading of both sheets (default: Game-tree search), e.g. --title 'Midterm 1'.
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// The course, under the title on the left, e.g. --course 'CS 188'.
    #[arg(long, value_name = "TEXT")]
    pub course: Option<String>,

    /// The date, under the title on the right, as written, e.g. --date '12 May 2026'.
    #[arg(long, value_name = "TEXT")]
    pub date: Option<String>,

    /// Lines for the student's name and student number at the top of the question sheet.
    #[arg(long)]
    pub name_line: bool,

    /// Points per question, beside each question and in all in the heading.
    #[arg(
        long,
        value_name = "N",
        value_parser = whole_in::<u32>(1, 1000),
        allow_negative_numbers = true
    )]
    pub points: Option<u32>,

    /// N ruled lines under each question of the question sheet to answer on.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        value_parser = whole_in::<u32>(0, 40),
        allow_negative_numbers = true
    )]
    pub answer_space: u32,

    /// Write the .tex files only, even when pdflatex is installed.
    #[arg(long)]
    pub no_pdf: bool,

    /// What the questions ask about: alpha-beta (Star1 with --chance) or the next UCB1
    /// selection of Monte Carlo tree search.
    #[arg(long, value_enum, default_value_t = ExamAlgo::Alphabeta)]
    pub algo: ExamAlgo,
}

/// The search an exam asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ExamAlgo {
    /// Alpha-beta pruning (Star1 with --chance): value, best move, pruned leaves.
    Alphabeta,
    /// Monte Carlo tree search: which child UCB1 selects next at a node, and its value.
    Mcts,
}

fn fail(flag: &str, message: impl Into<crate::message::Message>) -> Failure {
    InputError::new(ErrorKind::Search, message)
        .for_flag(flag)
        .into()
}

/// `gametree exam`; `lang` is the `--lang` given on the command line, if any: the sheets are
/// in it, and otherwise English whatever the environment's locale (a Chinese sheet needs
/// TeX's CJK package, which an English class need not install).
pub(super) fn run(a: ExamArgs, lang: Option<Lang>) -> Result<u8, Failure> {
    let sheet_lang = lang.unwrap_or(Lang::ENGLISH);
    if !(1..=8).contains(&a.depth) {
        return Err(fail("--depth", crate::i18n::tr!("err-exam-depth")));
    }
    let mcts = a.algo == ExamAlgo::Mcts;
    if mcts && a.chance.is_some() {
        return Err(fail(
            "--chance",
            crate::i18n::tr!("err-exam-mcts-flag", flag = "--chance"),
        ));
    }
    if mcts && a.convention_sensitive {
        return Err(fail(
            "--convention-sensitive",
            crate::i18n::tr!("err-exam-mcts-flag", flag = "--convention-sensitive"),
        ));
    }
    if mcts && a.depth < 2 {
        return Err(fail("--depth", crate::i18n::tr!("err-exam-mcts-depth")));
    }
    if a.depth < 4 && a.chance.is_none() && !mcts {
        return Err(
            InputError::new(ErrorKind::Search, crate::i18n::tr!("err-exam-shallow"))
                .for_flag("--depth")
                .help(crate::i18n::tr!("exam-help-deep"))
                .into(),
        );
    }
    let flags = RandomTreeArgs {
        depth: a.depth,
        branching: a.branching.clone(),
        values: a.values.clone(),
    };
    let (branching, values) = flags.ranges(6)?;
    let chance = match a.chance {
        None => ChanceMode::None,
        Some(ChanceArg::Uniform) => ChanceMode::Uniform,
        Some(ChanceArg::Weighted) => ChanceMode::Weighted,
    };
    if chance != ChanceMode::None && values.0 == values.1 {
        return Err(fail("--values", crate::i18n::tr!("err-exam-chance-values")));
    }
    let shape = RandomSpec {
        depth: a.depth,
        branching,
        // Two outcomes per chance node keep every value a short decimal (halves of
        // halves), which a student can write in a node.
        chance_branching: (chance != ChanceMode::None).then_some((2, 2)),
        values,
        chance,
        root: if a.min_root { Kind::Min } else { Kind::Max },
        ..RandomSpec::default()
    };
    // Every level has at least the smallest branching (a chance node two outcomes), so no
    // tree of this shape has fewer leaves than this: past --max-leaves, no search of
    // thousands of trees can find one.
    let least_root = a.root_branching.unwrap_or(*ROOT_BRANCHING.start());
    let fewest = fewest_leaves(&shape, least_root);
    if fewest > a.max_leaves {
        return Err(InputError::new(
            ErrorKind::Search,
            crate::i18n::tr!(
                "err-exam-fewest-leaves",
                depth = a.depth.to_string(),
                root = least_root.to_string(),
                least = branching.0.to_string(),
                leaves = fewest.to_string(),
                max = a.max_leaves.to_string()
            ),
        )
        .for_flag(if a.root_branching.is_some() {
            "--root-branching"
        } else {
            "--max-leaves"
        })
        .help(crate::i18n::tr!("help-exam-fewest-leaves"))
        .into());
    }
    // The command that makes this exam again: every flag that changes it, none that don't.
    let mut command = format!(
        "gametree exam --seed {} --count {} {}",
        a.seed,
        a.count,
        flags.flags()
    );
    if let Some(b) = a.root_branching {
        command.push_str(&format!(" --root-branching {b}"));
    }
    if a.min_root {
        command.push_str(" --min-root");
    }
    if a.max_leaves != 24 {
        command.push_str(&format!(" --max-leaves {}", a.max_leaves));
    }
    match a.chance {
        Some(ChanceArg::Uniform) => command.push_str(" --chance uniform"),
        Some(ChanceArg::Weighted) => command.push_str(" --chance weighted"),
        None => {}
    }
    if a.convention_sensitive {
        command.push_str(" --convention-sensitive");
    }
    if mcts {
        command.push_str(" --algo mcts");
    }
    for (flag, text) in [
        ("--title", &a.title),
        ("--course", &a.course),
        ("--date", &a.date),
    ] {
        if let Some(text) = text {
            command.push_str(&format!(" {flag} {}", shell_quote(text)));
        }
    }
    if a.name_line {
        command.push_str(" --name-line");
    }
    if sheet_lang != Lang::ENGLISH {
        command.push_str(&format!(" --lang {}", sheet_lang.name()));
    }
    if let Some(points) = a.points {
        command.push_str(&format!(" --points {points}"));
    }
    if a.answer_space > 0 {
        command.push_str(&format!(" --answer-space {}", a.answer_space));
    }
    let spec = ExamSpec {
        shape,
        seed: a.seed,
        count: a.count as usize,
        convention_sensitive: a.convention_sensitive,
        max_leaves: a.max_leaves,
        root_branching: a.root_branching,
        attempts: 20_000,
        command,
        sheet: SheetSpec {
            title: a.title.clone(),
            course: a.course.clone(),
            date: a.date.clone(),
            name_line: a.name_line,
            points: a.points,
            answer_space: a.answer_space,
            lang: sheet_lang,
        },
    };
    if mcts {
        return monte_carlo(&a, &spec);
    }
    let qs = questions(&spec).map_err(|e| {
        Failure::from(
            InputError::new(ErrorKind::Search, e)
                .in_file("gametree exam")
                .help(if a.depth < 4 && chance == ChanceMode::None {
                    tr!("exam-help-deep")
                } else {
                    tr!("exam-help-shape")
                }),
        )
    })?;
    let mut files = vec![
        ("exam.tex".to_string(), exam_tex(&spec, &qs)),
        ("key.tex".to_string(), key_tex(&spec, &qs)),
    ];
    for q in &qs {
        files.push((format!("q{}.yaml", q.number), tree_file(&spec, q)));
    }
    let table = summary(&spec, &qs, &crate::render::Style::for_stdout());
    write_exam(&a, files, qs.len(), &table)
}

/// `exam --algo mcts`: the Monte Carlo questions, their sheets and tree files.
fn monte_carlo(a: &ExamArgs, spec: &ExamSpec) -> Result<u8, Failure> {
    use crate::exercise::exam::mcts;
    let qs = mcts::questions(spec).map_err(|e| {
        Failure::from(
            InputError::new(ErrorKind::Search, e)
                .in_file("gametree exam")
                .help(tr!("exam-help-shape")),
        )
    })?;
    let mut files = vec![
        ("exam.tex".to_string(), mcts::exam_tex(spec, &qs)),
        ("key.tex".to_string(), mcts::key_tex(spec, &qs)),
    ];
    for q in &qs {
        files.push((format!("q{}.yaml", q.number), mcts::tree_file(spec, q)));
    }
    let table = mcts::summary(&qs, &crate::render::Style::for_stdout());
    write_exam(a, files, qs.len(), &table)
}

/// Writes an exam's files into its folder, compiles its sheets, and reports.
fn write_exam(
    a: &ExamArgs,
    files: Vec<(String, String)>,
    count: usize,
    table: &str,
) -> Result<u8, Failure> {
    let dir = Path::new(&a.output);
    std::fs::create_dir_all(dir).map_err(|e| io_fail(&a.output, e))?;
    for (name, text) in &files {
        let path = dir.join(name).display().to_string();
        super::output::write_entry(&path, text.as_bytes()).map_err(Failure::from)?;
    }
    let mut report = match count {
        1 => tr!("exam-wrote-one", dir = a.output.as_str()),
        n => tr!("exam-wrote", count = n.to_string(), dir = a.output.as_str()),
    };
    report.push('\n');
    if !a.no_pdf {
        report.push_str(&match pdflatex(dir, &["exam", "key"])? {
            true => tr!("exam-pdfs"),
            false => tr!("exam-no-pdflatex"),
        });
        report.push('\n');
    }
    // Tree files of a longer exam written here before are not this exam's: say so, since
    // `gametree check DIR` would check them too (they are the user's files: not removed).
    let mut stale: Vec<u32> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let n: u32 = name
                        .strip_prefix('q')?
                        .strip_suffix(".yaml")?
                        .parse()
                        .ok()?;
                    (n as usize > count).then_some(n)
                })
                .collect()
        })
        .unwrap_or_default();
    stale.sort_unstable();
    if !stale.is_empty() {
        let names: Vec<String> = stale.iter().map(|n| format!("q{n}.yaml")).collect();
        eprintln!(
            "{}",
            tr!(
                "exam-stale",
                dir = a.output.as_str(),
                files = names.join(", ")
            )
        );
    }
    report.push('\n');
    report.push_str(table);
    emit(&report);
    Ok(EXIT_OK)
}

/// `text` as one shell word: bare when it is plain, else in single quotes.
fn shell_quote(text: &str) -> String {
    if !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/' | ':' | ','))
    {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

fn io_fail(path: &str, e: std::io::Error) -> Failure {
    let message = tr!(
        "out-cannot-write",
        path = path,
        what = "",
        cause = crate::render::errors::io_reason(&e)
    );
    InputError::new(ErrorKind::Io, message).in_file(path).into()
}

/// Runs pdflatex on each `job`.tex in `dir`, leaving only the PDFs: as many at once as
/// there are cores (each is one process, busy for seconds), with a progress bar on a
/// terminal. `Ok(false)` when there is no pdflatex to run.
fn pdflatex(dir: &Path, jobs: &[&str]) -> Result<bool, Failure> {
    let program = std::env::var(PDFLATEX_VAR)
        .ok()
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "pdflatex".to_string());
    let pdfs: Vec<String> = jobs.iter().map(|j| format!("{j}.pdf")).collect();
    let progress = super::progress::Jobs::new(&program, &pdfs);
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, jobs.len().max(1));
    // A shared queue of job indexes; each job's result lands in its own slot, so the
    // first failure reported is the first job's, whatever finished first.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<bool, Failure>>>> =
        jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let result = compile(&program, dir, job);
                    progress.done(&pdfs[i]);
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(result);
                    }
                }
            });
        }
    });
    drop(progress);
    let mut installed = true;
    for slot in results {
        match slot.into_inner().ok().flatten() {
            // (An empty slot would need a worker to have panicked, which the scope
            // passes on before this.)
            Some(Ok(true)) | None => {}
            Some(Ok(false)) => installed = false,
            Some(Err(e)) => return Err(e),
        }
    }
    Ok(installed)
}

/// Runs `program` on `dir/job.tex`. `Ok(false)` when there is no such program.
fn compile(program: &str, dir: &Path, job: &str) -> Result<bool, Failure> {
    // pdflatex opens its outputs by name and would write through a link left there.
    for ext in ["pdf", "aux", "log"] {
        let out = dir.join(format!("{job}.{ext}"));
        if std::fs::symlink_metadata(&out).is_ok_and(|m| m.file_type().is_symlink()) {
            std::fs::remove_file(&out).map_err(|e| io_fail(&out.display().to_string(), e))?;
        }
    }
    let run = Command::new(program)
        .args(["-interaction=nonstopmode", "-halt-on-error"])
        .arg(format!("{job}.tex"))
        .current_dir(dir)
        // Dates in the PDF from a fixed clock: the same exam gives the same bytes.
        .env("SOURCE_DATE_EPOCH", "0")
        .env("FORCE_SOURCE_DATE", "1")
        .stdin(Stdio::null())
        .output();
    let out = match run {
        Ok(o) => o,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => {
            return Err(
                InputError::new(ErrorKind::Io, format!("cannot run {program}: {e}"))
                    .in_file("pdflatex")
                    .into(),
            );
        }
    };
    let log = std::fs::read_to_string(dir.join(format!("{job}.log"))).unwrap_or_default();
    for ext in ["aux", "log"] {
        let _ = std::fs::remove_file(dir.join(format!("{job}.{ext}")));
    }
    if !out.status.success() {
        let tail: Vec<&str> = log.lines().filter(|l| l.starts_with('!')).take(5).collect();
        return Err(InputError::new(
            ErrorKind::Io,
            format!(
                "{program} failed on {job}.tex: {}",
                if tail.is_empty() {
                    String::from_utf8_lossy(&out.stdout)
                        .lines()
                        .last()
                        .unwrap_or("")
                        .to_string()
                } else {
                    tail.join(" ")
                }
            ),
        )
        .in_file(format!("{}/{job}.tex", dir.display()))
        .help("the .tex files are written; this is a bug in gametree's LaTeX, please report it")
        .into());
    }
    Ok(true)
}
