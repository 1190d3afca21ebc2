//! `gametree html` in a real headless browser: the page for AIMA Figure 5.2 is stepped to
//! the end (by playing), to step 12 (by jumping, and by pressing keys), and through every
//! step forward and back; what it shows is compared with `eval --json` and `trace --json`.
//! Star1 and Star2 pages are played to the end too, and hostile names stay text.
//!
//! The browser is Chromium's own `--headless --dump-dom` (no npm, no driver). Each page
//! reads its URL fragment (`#step=12`, `#play`, `#keys=…`, `#walk`) and writes what it shows
//! into `data-` attributes; the pages run as frames of one harness page, so Chromium starts
//! once per test, and the harness hands their DOMs back in the dump. Chromium is found as
//! `$GAMETREE_BROWSER`, `chromium`, `chromium-browser` or `google-chrome`. With `CI=true` a
//! missing browser fails the test; otherwise the browser tests say loudly that they skipped.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

const FIG52: &str = "trees/aima-fig5-2.yaml";

fn gametree() -> assert_cmd::Command {
    let mut c = assert_cmd::Command::cargo_bin("gametree").expect("the binary is built");
    c.env_remove("NO_COLOR").env("TERM", "dumb");
    c
}

fn json_of(args: &[&str]) -> Value {
    let out = gametree()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).expect("valid JSON")
}

/// A fresh scratch folder under the system's temp dir, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Self {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "gametree-html-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Writes the page for `args` (a tree file and options) into `dir`.
fn page(dir: &Path, name: &str, args: &[&str]) -> PathBuf {
    let path = dir.join(name);
    let mut all = vec!["html"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", path.to_str().expect("utf-8 temp path")]);
    gametree().args(&all).assert().success();
    path
}

fn on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// The headless browser, or `None` after saying loudly why the test is skipped. With
/// `CI=true` a missing browser is a failure.
fn browser() -> Option<PathBuf> {
    let found = std::env::var_os("GAMETREE_BROWSER")
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .or_else(|| {
            [
                "chromium",
                "chromium-browser",
                "google-chrome",
                "google-chrome-stable",
            ]
            .iter()
            .find_map(|n| on_path(n))
        });
    if found.is_none() {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!(
                "CI=true but no headless browser was found (chromium, chromium-browser, \
                 google-chrome or $GAMETREE_BROWSER); install it: apt-get install -y chromium"
            );
        }
        // Straight to the stderr handle: the test harness captures `eprintln!`, and a
        // skip must be seen.
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            b"\n\
              ************************************************************************\n\
              *** SKIPPED: the HTML stepper's browser test needs Chromium.          ***\n\
              *** Install it (apt-get install -y chromium) or set GAMETREE_BROWSER. ***\n\
              *** With CI=true this is a failure.                                   ***\n\
              ************************************************************************\n",
        );
    }
    found
}

/// Opens every `page#fragment` in one headless browser and returns each page's DOM after
/// its script ran (and, for `#play`, after the virtual clock has run its timers). The pages
/// are frames of one harness page, so the browser starts once (each start costs seconds).
fn dump_all(browser: &Path, jobs: &[(&Path, &str)]) -> Vec<String> {
    let dir = jobs[0].0.parent().expect("pages live in a folder");
    let frames: String = jobs
        .iter()
        .map(|(file, frag)| {
            assert_eq!(file.parent(), Some(dir), "all pages in one folder");
            let name = file.file_name().unwrap().to_str().unwrap();
            format!("<iframe src=\"{name}#{frag}\"></iframe>\n")
        })
        .collect();
    // Read the frames well after every page's own timers (play at 50 ms a step) are done.
    let harness = format!(
        "<!DOCTYPE html><meta charset=\"utf-8\"><body>\n{frames}<script>\n\
         window.addEventListener('load', function () {{ setTimeout(function () {{\n\
           var out = [].map.call(document.querySelectorAll('iframe'), function (f) {{\n\
             return f.contentDocument.documentElement.outerHTML; }});\n\
           var pre = document.createElement('pre'); pre.id = 'frames';\n\
           pre.textContent = JSON.stringify(out); document.body.appendChild(pre);\n\
         }}, 20000); }});\n</script>\n"
    );
    let file = dir.join("harness.html");
    std::fs::write(&file, harness).expect("write the harness");
    let profile = Scratch::new("profile");
    let url = format!("file://{}", file.display());
    let start = Instant::now();
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            "--disable-dev-shm-usage",
            "--disable-extensions",
            "--allow-file-access-from-files",
            "--virtual-time-budget=60000",
        ])
        .arg(format!("--user-data-dir={}", profile.0.display()))
        .arg("--dump-dom")
        .arg(&url)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the browser starts");
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut s).map(|_| s)
    });
    loop {
        if child.try_wait().expect("wait on the browser").is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the browser did not finish {url} within 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let dom = reader.join().expect("reader").expect("utf-8 DOM");
    eprintln!("browser: {} pages in {:.1?}", jobs.len(), start.elapsed());
    let json = dom
        .split("<pre id=\"frames\">")
        .nth(1)
        .and_then(|s| s.split("</pre>").next())
        .unwrap_or_else(|| {
            panic!(
                "the harness did not report:\n{}",
                &dom[..dom.len().min(2000)]
            )
        });
    let pages: Vec<String> = serde_json::from_str(&unescape(json)).expect("frames JSON");
    assert_eq!(pages.len(), jobs.len());
    for (page, (file, frag)) in pages.iter().zip(jobs) {
        assert!(
            page.contains("data-steps="),
            "the page's script did not run for {}#{frag}:\n{}",
            file.display(),
            &page[..page.len().min(2000)]
        );
    }
    pages
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", "\u{a0}")
        .replace("&amp;", "&")
}

/// The opening tag of the element with this id.
fn tag<'a>(dom: &'a str, id: &str) -> &'a str {
    let start = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no element #{id} in the DOM"));
    let open = dom[..start].rfind('<').expect("tag start");
    let end = start + dom[start..].find('>').expect("tag end");
    &dom[open..=end]
}

fn attr(tag: &str, name: &str) -> String {
    let key = format!(" {name}=\"");
    let at = tag
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {tag}"))
        + key.len();
    let len = tag[at..].find('"').expect("attribute end");
    unescape(&tag[at..at + len])
}

/// What the page shows, from its state box.
fn state(dom: &str, name: &str) -> String {
    attr(tag(dom, "state"), &format!("data-{name}"))
}

/// The SVG drawing as dumped, for comparing two ways of reaching one step.
fn drawing(dom: &str) -> &str {
    let start = dom.find("<svg id=\"tree\"").expect("the tree's svg");
    let end = start + dom[start..].find("</svg>").expect("the svg's end");
    &dom[start..end]
}

/// A number as the page and `trace` print it: `3`, `1.5`, `∞`, `-∞`.
fn shown(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A number field of a trace step as people read it: JSON has no infinity, so an infinite
/// α or β is `null` with its text in `<key>_shown`.
fn shown_number(step: &Value, key: &str) -> String {
    match step.get(format!("{key}_shown")) {
        Some(text) => shown(text),
        None => shown(&step[key]),
    }
}

fn leaf_list(v: &Value) -> String {
    v.as_array()
        .expect("a list of leaves")
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn aima_fig_5_2_in_a_browser_matches_eval_and_trace() {
    let Some(browser) = browser() else { return };
    let started = Instant::now();
    let dir = Scratch::new("fig52");
    let file = page(&dir.0, "fig52.html", &[FIG52]);
    let eval = json_of(&["eval", FIG52, "--json"]);
    let trace = json_of(&["trace", FIG52, "--json"]);
    let steps = trace["steps"].as_array().expect("steps");
    let n = steps.len();

    let doms = dump_all(
        &browser,
        &[
            (&file, "play&speed=50"),
            (&file, "step=12"),
            (&file, "keys=Space,Space,End,Home,ArrowRight*13,ArrowLeft"),
            (&file, "walk"),
        ],
    );
    let [end, at12, keys, walk] = &doms[..] else {
        unreachable!()
    };

    // Played to the end: eval's value and pruned set.
    assert_eq!(state(end, "step"), n.to_string());
    assert_eq!(state(end, "root"), shown(&eval["value"]), "root value");
    assert_eq!(state(end, "root-class"), "exact");
    assert_eq!(state(end, "pruned"), leaf_list(&eval["pruned_leaves"]));
    assert_eq!(state(end, "pruned"), "5,6");
    assert_eq!(state(end, "evaluated"), "1,2,3,4,7,8,9");
    assert_eq!(state(end, "playing"), "no", "playing stops at the end");

    // Step 12 (the cutoff at C) is trace's step 12, and the drawing shows C ≤ 2 with its
    // last two leaves greyed.
    let t12 = &steps[11];
    assert_eq!(state(at12, "step"), "12");
    assert_eq!(state(at12, "node"), t12["node"].as_str().unwrap());
    assert_eq!(state(at12, "alpha"), shown(&t12["alpha"]));
    assert_eq!(state(at12, "beta"), shown(&t12["beta"]));
    assert_eq!(state(at12, "value"), shown(&t12["value"]));
    assert_eq!(state(at12, "note"), t12["note"].as_str().unwrap());
    assert_eq!(state(at12, "pruned"), leaf_list(&t12["skipped_leaves"]));
    assert_eq!(state(at12, "root"), "≥ 3");
    assert!(
        at12.contains("data-path=\"2\" data-value=\"≤ 2\""),
        "C shows its bound"
    );

    // Keys (play and pause, End, Home, → thirteen times, ← once) land on the same picture.
    assert_eq!(state(keys, "step"), "12");
    assert_eq!(state(keys, "playing"), "no");
    assert_eq!(drawing(keys), drawing(at12), "the same drawing as #step=12");
    for k in ["node", "alpha", "beta", "value", "note", "root", "pruned"] {
        assert_eq!(state(keys, k), state(at12, k), "{k}");
    }

    // Every step, forward then back: what the page shows is trace's row, and going back
    // undoes exactly what going forward did.
    let walk: Value = serde_json::from_str(&unescape(
        walk.split("<pre id=\"walk\" hidden=\"\">")
            .nth(1)
            .and_then(|s| s.split("</pre>").next())
            .expect("the walk's record"),
    ))
    .expect("walk JSON");
    let forward = walk["forward"].as_array().unwrap();
    let mut back = walk["back"].as_array().unwrap().clone();
    back.reverse();
    assert_eq!(forward.len(), n + 1);
    assert_eq!(
        forward, &back,
        "stepping back shows what stepping forward showed"
    );
    assert_eq!(forward[0]["root"], "");
    assert_eq!(forward[0]["pruned"], "");
    for (k, t) in steps.iter().enumerate() {
        let f = &forward[k + 1];
        assert_eq!(f["step"], (k + 1).to_string());
        assert_eq!(f["node"], t["node"], "step {}", k + 1);
        assert_eq!(
            f["alpha"].as_str().unwrap(),
            shown_number(t, "alpha"),
            "step {}",
            k + 1
        );
        assert_eq!(
            f["beta"].as_str().unwrap(),
            shown_number(t, "beta"),
            "step {}",
            k + 1
        );
        let value = t.get("value").map(shown).unwrap_or_default();
        assert_eq!(f["value"].as_str().unwrap(), value, "step {}", k + 1);
        let note = t.get("note").map(shown).unwrap_or_default();
        assert_eq!(f["note"].as_str().unwrap(), note, "step {}", k + 1);
        let pruned = if k + 1 >= 12 { "5,6" } else { "" };
        assert_eq!(f["pruned"], pruned, "step {}", k + 1);
    }
    eprintln!("browser test took {:.1?}", started.elapsed());
}

#[test]
fn chance_pruning_and_escaping_in_a_browser() {
    let Some(browser) = browser() else { return };
    let dir = Scratch::new("chance");
    let star2 = page(
        &dir.0,
        "star2.html",
        &["trees/derived-star2-probe.yaml", "--algo", "star2"],
    );
    let star1 = page(
        &dir.0,
        "star1.html",
        &["trees/aima-chance-fig5-19-bounded.yaml", "--algo", "star1"],
    );
    let nasty = "name: \"</script><script>document.title='owned'</script> & \\u2028\"\n\
                 root: {max: [{value: 1, id: \"</script><img src=x onerror=alert(1)>\"}, \
                 {value: 2, id: \"a\\\"b'c\"}]}\n";
    let nasty_file = dir.0.join("nasty.yaml");
    std::fs::write(&nasty_file, nasty).unwrap();
    let escaped = page(&dir.0, "nasty.html", &[nasty_file.to_str().unwrap()]);
    let doms = dump_all(
        &browser,
        &[
            (&star2, "step=end"),
            (&star1, "step=end"),
            (&escaped, "step=end"),
        ],
    );
    for (dom, args) in [
        (&doms[0], ["trees/derived-star2-probe.yaml", "star2"]),
        (
            &doms[1],
            ["trees/aima-chance-fig5-19-bounded.yaml", "star1"],
        ),
    ] {
        let eval = json_of(&["eval", args[0], "--algo", args[1], "--json"]);
        assert_eq!(state(dom, "root"), shown(&eval["value"]), "{args:?}");
        assert_eq!(
            state(dom, "pruned"),
            leaf_list(&eval["pruned_leaves"]),
            "{args:?}"
        );
    }
    let dom = &doms[2];
    assert_eq!(state(dom, "root"), "2");
    assert!(!dom.contains("<img"), "an id is text, never markup");
    assert!(
        !dom.contains("<title>owned"),
        "the name never runs as a script"
    );
    assert_eq!(
        dom.matches("<script").count(),
        2,
        "no script element but the page's two"
    );
    assert!(dom.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"));
    assert!(dom.contains("a\"b'c"), "quotes in ids survive");
}

#[test]
fn the_page_is_one_self_contained_file() {
    let out = gametree()
        .args(["html", FIG52])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let page = String::from_utf8(out).expect("utf-8");
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.contains("<meta name=\"viewport\""));
    assert!(page.contains("Content-Security-Policy\" content=\"default-src 'none'"));
    assert!(page.contains("@media print"));
    assert_eq!(
        page.matches("<script").count(),
        2,
        "the data and the stepper"
    );
    assert_eq!(page.matches("</script>").count(), 2);
    let lower = page.to_ascii_lowercase();
    for banned in [
        "<link", "<img", "<iframe", " src=", " href=", "@import", "url(",
    ] {
        assert!(
            !lower.contains(banned),
            "the page must not load anything: {banned}"
        );
    }
    // The only addresses are the SVG namespace and the tree file's own `source:` text.
    let without_ns = page.replace("\"http://www.w3.org/2000/svg\"", "");
    let data_start = without_ns.find("id=\"data\"").unwrap();
    let data_end = data_start + without_ns[data_start..].find("</script>").unwrap();
    let outside = format!("{}{}", &without_ns[..data_start], &without_ns[data_end..]);
    assert!(!outside.contains("http:") && !outside.contains("https:"));
}

#[test]
fn html_writes_the_file_and_rejects_bad_input() {
    let dir = Scratch::new("cli");
    let file = page(
        &dir.0,
        "out.html",
        &["-e", "max: [1, {min: [2, 3]}]", "--algo", "minimax"],
    );
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains("minimax"));
    gametree()
        .args(["html", "-e", "max: [1, {min: []}]"])
        .assert()
        .code(2);
    gametree()
        .args(["html", "no-such-file.yaml"])
        .assert()
        .code(2);
    gametree()
        .args(["html", "-e", "max: [1, 2]", "-o", "/no/such/dir/x.html"])
        .assert()
        .code(2);
    let help = gametree().args(["html", "--help"]).assert().success();
    let help = String::from_utf8(help.get_output().stdout.clone()).unwrap();
    assert!(help.contains("Examples:") && help.contains("gametree html trees/aima-fig5-2.yaml"));
}

#[test]
fn the_stepper_in_chinese_shows_its_controls_legend_and_notes_in_chinese_in_a_browser() {
    let Some(browser) = browser() else { return };
    let dir = Scratch::new("fig52-zh");
    let file = page(&dir.0, "fig52-zh.html", &["--lang", "zh", FIG52]);
    let english = page(&dir.0, "fig52-en.html", &[FIG52]);
    let doms = dump_all(
        &browser,
        &[
            (&file, "step=12"),
            (&file, "play&speed=50"),
            (&english, "step=12"),
        ],
    );
    let [at12, end, en12] = &doms[..] else {
        unreachable!()
    };
    assert!(at12.contains("lang=\"zh\""), "the page says it is Chinese");
    // The cutoff at C, noted as `trace --lang zh` notes it.
    let note = state(at12, "note");
    assert!(note.contains("MIN 节点 C 至多为 2"), "{note}");
    assert!(note.contains("跳过叶节点 C2 = 4 和 C3 = 6"), "{note}");
    assert!(at12.contains("第 12 步，共 22 步"), "the step counter");
    for word in [
        "被剪去",
        "机会节点",
        "叶节点",
        "界，而不是值",
        "速度",
        "每秒 1 步",
    ] {
        assert!(at12.contains(word), "the legend or controls lack {word}");
    }
    // The search is the same one: the same step, node, window and pruned leaves.
    for k in ["step", "node", "alpha", "beta", "value", "pruned", "root"] {
        assert_eq!(state(at12, k), state(en12, k), "{k}");
    }
    assert_ne!(state(at12, "note"), state(en12, "note"));
    assert_eq!(state(end, "pruned"), "5,6");
    let summary = tag(end, "summary");
    assert!(!summary.contains("hidden"), "the summary shows at the end");
    assert!(
        end.contains("最佳走法 B（路径 1）"),
        "the closing summary is Chinese"
    );
}
