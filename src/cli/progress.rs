//! A progress line on standard error for long work at a terminal: how many steps the search
//! has made, or how much output has been written. It appears only after about a second of
//! work, so a homework tree never shows one, and never when standard error is not a
//! terminal (a pipe, a file, a test), so scripts and graders see nothing of it.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::search::{Event, Observer};
use crate::tree::Tree;

/// How long work runs before the progress line appears.
const DELAY: Duration = Duration::from_secs(1);

/// Counts are looked at once per this many units (a power of two): the clock is read
/// rarely enough to cost nothing in the search loop.
const EVERY: u64 = 1 << 14;

/// A progress line that shows itself once the work has taken [`DELAY`].
pub(crate) struct Progress {
    what: &'static str,
    unit: &'static str,
    start: Instant,
    enabled: bool,
    count: u64,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A progress line for `what` (`searching`), counting `unit`s (`steps`, `bytes`).
    pub(crate) fn new(what: &'static str, unit: &'static str) -> Self {
        Progress {
            what,
            unit,
            start: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            count: 0,
            bar: None,
        }
    }

    /// Counts `n` more units.
    #[inline]
    pub(crate) fn add(&mut self, n: u64) {
        let before = self.count;
        self.count += n;
        if self.enabled && before / EVERY != self.count / EVERY {
            self.tick();
        }
    }

    fn tick(&mut self) {
        if self.bar.is_none() {
            if self.start.elapsed() < DELAY {
                return;
            }
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            // `what` and `unit` name their messages (`progress-searching`, `progress-steps`).
            let word = |w: &str| crate::i18n::tr!(&format!("progress-{w}"));
            let template = format!(
                "{{spinner}} {} {{human_pos}} {} ({{elapsed}})",
                word(self.what),
                word(self.unit)
            );
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            self.bar = Some(bar);
        }
        if let Some(bar) = &self.bar {
            bar.set_position(self.count);
        }
    }

    /// Removes the line, if it appeared.
    pub(crate) fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Counts every step where the search reports them all (a trace, a stepper).
impl Observer for Progress {
    #[inline]
    fn event(&mut self, _: &Tree, _: &Event) {
        self.add(1);
    }
}

/// A progress line that hears only how many nodes the search has visited, now and then: a
/// search that records no steps (`eval`) builds no events for it.
pub(crate) struct NodeProgress(pub(crate) Progress);

impl NodeProgress {
    /// A progress line for a search, counting nodes.
    pub(crate) fn new() -> Self {
        NodeProgress(Progress::new("searching", "nodes"))
    }
}

impl Observer for NodeProgress {
    const ACTIVE: bool = false;
    const TICKS: bool = true;
    #[inline(always)]
    fn event(&mut self, _: &Tree, _: &Event) {}
    fn tick(&mut self, nodes: u64) {
        let p = &mut self.0;
        p.add(nodes.saturating_sub(p.count));
    }
}

/// A writer that reports the bytes through it to a [`Progress`].
pub(crate) struct Counted<'a> {
    inner: &'a mut dyn Write,
    progress: Progress,
}

impl<'a> Counted<'a> {
    /// Counts what goes to `inner` as `what` (`writing`).
    pub(crate) fn new(inner: &'a mut dyn Write, what: &'static str) -> Self {
        Counted {
            inner,
            progress: Progress::new(what, "bytes"),
        }
    }
}

impl Write for Counted<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.progress.add(n as u64);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A progress bar for a few long jobs run side by side (pdflatex on each sheet of an exam):
/// what is still being made and how many of the jobs are done. Each job takes seconds, so it
/// shows at once; like [`Progress`], only when standard error is a terminal.
pub(crate) struct Jobs {
    program: String,
    left: Mutex<Vec<String>>,
    bar: Option<ProgressBar>,
    /// The reader's language, for the words the jobs' threads update the bar with (each
    /// thread has its own, English unless set).
    lang: crate::i18n::Lang,
}

impl Jobs {
    /// A bar for running `program` to make each of `names`.
    pub(crate) fn new(program: &str, names: &[String]) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(
                Some(names.len() as u64),
                ProgressDrawTarget::stderr(),
            );
            if let Ok(style) =
                ProgressStyle::with_template("{spinner} {msg} [{pos}/{len}] ({elapsed})")
            {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        let jobs = Jobs {
            program: program.to_string(),
            left: Mutex::new(names.to_vec()),
            bar,
            lang: crate::i18n::current(),
        };
        jobs.show();
        jobs
    }

    /// The words for the jobs still running.
    fn message(&self) -> String {
        let left = self.left.lock().map(|l| l.join(", ")).unwrap_or_default();
        crate::i18n::with(self.lang, || {
            if left.is_empty() {
                crate::i18n::tr!("progress-compiled", program = self.program.clone())
            } else {
                crate::i18n::tr!(
                    "progress-compiling",
                    program = self.program.clone(),
                    files = left
                )
            }
        })
    }

    fn show(&self) {
        if let Some(bar) = &self.bar {
            bar.set_message(self.message());
        }
    }

    /// Marks `name` done.
    pub(crate) fn done(&self, name: &str) {
        if let Ok(mut left) = self.left.lock() {
            left.retain(|n| n != name);
        }
        if let Some(bar) = &self.bar {
            bar.inc(1);
        }
        self.show();
    }
}

impl Drop for Jobs {
    fn drop(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}
