//! `gametree dot`: the searched tree as Graphviz DOT, or as SVG, PNG or PDF made by running
//! Graphviz's `dot` program. DOT itself needs nothing installed.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use clap::{Args, ValueEnum};

use super::common_args::{SearchArgs, TreeInput};
use super::view_args::{RecordArgs, ViewArgs};
use super::{EXIT_OK, Failure, config, load, refuse_output_onto_input, write_output};
use crate::error::{ErrorKind, InputError};
use crate::render::dot::{Direction, Options, write_to};

/// The environment variable naming the Graphviz program to run (default `dot` on the PATH).
pub const DOT_PROGRAM_VAR: &str = "GAMETREE_DOT";

/// `gametree dot`.
#[derive(Args, Debug)]
#[command(after_help = "Examples:
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
apt-get install graphviz; macOS: brew install graphviz). GAMETREE_DOT names another program.")]
pub struct DotArgs {
    #[command(flatten)]
    pub input: TreeInput,

    #[command(flatten)]
    pub search: SearchArgs,

    /// Write to this file instead of standard output. Its extension (.dot, .gv, .svg, .png,
    /// .pdf) picks the format unless --format is given.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<String>,

    /// The output format: DOT text (the default), or SVG, PNG or PDF made with Graphviz.
    #[arg(long, value_enum)]
    pub format: Option<FormatArg>,

    /// Show the window (α, β) the search entered each node with, on the edge into it.
    #[arg(long)]
    pub windows: bool,

    /// Layout: tb puts the root at the top, lr at the left (for wide, shallow trees).
    #[arg(long, value_enum, default_value = "tb")]
    pub rankdir: RankdirArg,

    /// Leave out subtrees the search never entered (pruned, or below the depth limit); the
    /// edge into the node above them lists the leaves left out.
    #[arg(long)]
    pub hide_pruned: bool,

    /// The picture's shape for a slide: 16:9, 4:3 or a ratio of width to height such as 1.5.
    /// The levels of a wide tree are set apart to that shape (a narrow tree gets margins);
    /// nodes and type keep their size, so a very wide tree makes a big picture, which a
    /// slide shows smaller: --show-depth draws fewer levels of it.
    #[arg(
        long,
        value_name = "W:H",
        value_parser = parse_aspect,
        allow_negative_numbers = true
    )]
    pub aspect: Option<f64>,

    /// No title (tree name, conventions, value, leaf counts and legend) above the tree.
    #[arg(long)]
    pub no_title: bool,

    #[command(flatten)]
    pub view: ViewArgs,

    #[command(flatten)]
    pub record: RecordArgs,
}

/// `--aspect`: the library's reading, refused as the numeric options are, with what it
/// takes (`--aspect takes width:height, such as 16:9 …; got '0:9'`).
fn parse_aspect(text: &str) -> Result<f64, super::number_args::Refused> {
    use super::number_args::{Refused, Takes};
    crate::render::dot::parse_aspect(text).map_err(|_| Refused(Takes::Shape))
}

/// Output formats.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatArg {
    /// Graphviz DOT text.
    Dot,
    /// SVG, made by Graphviz.
    Svg,
    /// PNG, made by Graphviz.
    Png,
    /// PDF, made by Graphviz.
    Pdf,
}

impl FormatArg {
    fn name(self) -> &'static str {
        match self {
            FormatArg::Dot => "dot",
            FormatArg::Svg => "svg",
            FormatArg::Png => "png",
            FormatArg::Pdf => "pdf",
        }
    }
}

/// Layout directions.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankdirArg {
    /// Top to bottom: the root at the top.
    Tb,
    /// Left to right: the root at the left.
    Lr,
}

pub(super) fn run(a: DotArgs) -> Result<u8, Failure> {
    refuse_output_onto_input(a.output.as_deref(), &a.input)?;
    let format = match a.format {
        Some(f) => f,
        None => format_of(a.output.as_deref())?,
    };
    if matches!(format, FormatArg::Png | FormatArg::Pdf)
        && a.output.is_none()
        && std::io::stdout().is_terminal()
    {
        return Err(InputError::new(
            ErrorKind::Io,
            crate::i18n::tr!("err-dot-binary", format = format.name().to_uppercase()),
        )
        .in_file("gametree dot")
        .help(crate::i18n::tr!("help-dot-binary", ext = format.name()))
        .into());
    }
    let loaded = load(&a.input)?;
    let cfg = config(&a.search, &loaded)?;
    let tree = &loaded.doc.tree;
    let (outcome, rec) = super::recorded(&loaded, &cfg, a.record.max_steps)?;
    let opts = Options {
        windows: a.windows,
        direction: match a.rankdir {
            RankdirArg::Tb => Direction::TopDown,
            RankdirArg::Lr => Direction::LeftRight,
        },
        hide_unvisited: a.hide_pruned,
        title: !a.no_title,
        extent: a.view.extent(),
        widest: (format == FormatArg::Png).then_some(crate::render::dot::BITMAP_WIDEST),
        aspect: a.aspect,
    };
    let meta = &loaded.doc.meta;
    // The sheet is English in every language (it is the same file everywhere); what the
    // command says around it (progress, errors) is in the reader's.
    let draw = |w: &mut dyn Write| {
        crate::i18n::with(crate::i18n::Lang::ENGLISH, || {
            write_to(w, tree, meta, &outcome, &rec, &opts)
        })
    };
    match format {
        FormatArg::Dot => write_streamed(a.output.as_deref(), draw)?,
        f => {
            let bytes = graphviz(draw, f)?;
            write_output(a.output.as_deref(), &bytes)?;
        }
    }
    Ok(EXIT_OK)
}

/// Writes what `draw` makes to `path` (or standard output) through a buffer, as it is made.
fn write_streamed(
    path: Option<&str>,
    draw: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Failure> {
    match path {
        Some(p) => super::output::write_atomic_with(p, |w| {
            let mut counted = super::progress::Counted::new(w, "writing");
            draw(&mut counted).and_then(|()| counted.flush())
        })
        .map_err(Failure::from),
        None => {
            super::emit_streamed(draw);
            Ok(())
        }
    }
}

/// The format an output file's extension asks for; DOT without a file or an extension.
fn format_of(output: Option<&str>) -> Result<FormatArg, Failure> {
    let Some(path) = output else {
        return Ok(FormatArg::Dot);
    };
    let Some(ext) = Path::new(path).extension() else {
        return Ok(FormatArg::Dot);
    };
    match ext.to_string_lossy().to_ascii_lowercase().as_str() {
        "dot" | "gv" => Ok(FormatArg::Dot),
        "svg" => Ok(FormatArg::Svg),
        "png" => Ok(FormatArg::Png),
        "pdf" => Ok(FormatArg::Pdf),
        other => Err(InputError::new(
            ErrorKind::Io,
            crate::i18n::tr!("err-dot-extension", ext = other),
        )
        .in_file(path)
        .help(crate::i18n::tr!("help-dot-extension"))
        .into()),
    }
}

/// Runs Graphviz's `dot -T<format>` on the DOT `draw` writes and returns what it printed.
fn graphviz(
    draw: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    format: FormatArg,
) -> Result<Vec<u8>, Failure> {
    let program = std::env::var(DOT_PROGRAM_VAR)
        .ok()
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "dot".to_string());
    let upper = format.name().to_uppercase();
    let fail = |message: String, help: String| -> Failure {
        InputError::new(ErrorKind::Io, message)
            .in_file("Graphviz")
            .help(help)
            .into()
    };
    let child = Command::new(&program)
        .arg(format!("-T{}", format.name()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(fail(
                crate::i18n::tr!(
                    "err-graphviz-missing",
                    program = program.as_str(),
                    format = upper.as_str()
                ),
                crate::i18n::tr!("help-graphviz-missing"),
            ));
        }
        Err(e) => {
            return Err(fail(
                crate::i18n::tr!(
                    "err-graphviz-run",
                    program = program.as_str(),
                    error = crate::render::errors::io_reason(&e)
                ),
                crate::i18n::tr!("help-graphviz-check"),
            ));
        }
    };
    // Read Graphviz's output from threads while drawing into it here, so a large picture
    // cannot deadlock on full pipes (and is never held whole).
    let read = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let out_reader = read(child.stdout.take().map(|p| Box::new(p) as Box<_>));
    let err_reader = read(child.stderr.take().map(|p| Box::new(p) as Box<_>));
    if let Some(stdin) = child.stdin.take() {
        let mut s = std::io::BufWriter::with_capacity(1 << 16, stdin);
        // A write error means Graphviz stopped reading: its exit status says why.
        let _ = draw(&mut s).and_then(|()| s.flush());
    }
    let status = child.wait().map_err(|e| {
        fail(
            crate::i18n::tr!(
                "err-graphviz-read",
                program = program.as_str(),
                error = crate::render::errors::io_reason(&e)
            ),
            crate::i18n::tr!("help-graphviz-check"),
        )
    })?;
    let output = std::process::Output {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    };
    if !output.status.success() {
        let err = String::from_utf8_lossy(&output.stderr);
        return Err(fail(
            crate::i18n::tr!(
                "err-graphviz-failed",
                program = program.as_str(),
                format = upper.as_str(),
                error = err.trim()
            ),
            crate::i18n::tr!("help-graphviz-failed"),
        ));
    }
    // Graphviz's own warnings (a font it could not find, …) are its words: pass them on.
    let warnings = String::from_utf8_lossy(&output.stderr);
    if !warnings.trim().is_empty() {
        eprintln!("Graphviz: {}", warnings.trim());
    }
    Ok(output.stdout)
}
