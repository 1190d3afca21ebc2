//! The stepper (`gametree html`) with the practice page's zoom, fit and pan: it opens with the
//! whole tree in view at 1280×800, or at a readable scale when the tree is too wide for that.

use super::*;

/// Opens `page` at `width`×`height` (see `tests/browser/stepper_view.js`).
fn view(dir: &Scratch, page: &Path, width: u32, height: u32) -> Value {
    let out = dir.path("view.json");
    let run = Command::new("node")
        .arg("tests/browser/stepper_view.js")
        .args([s(page), &width.to_string(), &height.to_string(), s(&out)])
        .output()
        .expect("node runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert_eq!(v["errors"], json!([]), "script errors on the page");
    v
}

/// The stepper page of a random tree.
fn stepper_of(dir: &Scratch, name: &str, shape: &[&str]) -> PathBuf {
    let tree = dir.path(&format!("{name}.yaml"));
    let page = dir.path(&format!("{name}.html"));
    gametree()
        .arg("gen")
        .args(shape)
        .args(["-o", s(&tree)])
        .assert()
        .success();
    gametree()
        .args(["html", s(&tree), "-o", s(&page)])
        .assert()
        .success();
    page
}

#[test]
fn the_stepper_opens_with_a_27_leaf_tree_wholly_in_view_and_zooms_fits_and_pans() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("stepper-zoom");
    let page = stepper_of(
        &dir,
        "t27",
        &["--depth", "3", "--branching", "3", "--seed", "4"],
    );
    let v = view(&dir, &page, 1280, 800);
    assert_eq!(v["opened"]["nodes"], 40);
    assert_eq!(v["opened"]["inView"], 40, "{v}");
    let opened = v["opened"]["zoom"].as_f64().unwrap();
    assert!(v["zoomedIn"].as_f64().unwrap() > opened * 1.5, "{v}");
    // Zoomed in, the drawing is wider than its room: dragging it pans.
    assert!(v["panned"].as_f64().unwrap() > 100.0, "{v}");
    assert_eq!(v["fitted"]["inView"], 40, "{v}");
}

#[test]
fn a_tree_too_wide_to_fit_opens_at_a_readable_scale() {
    let Some(()) = ready() else { return };
    let dir = Scratch::new("stepper-wide");
    let page = stepper_of(
        &dir,
        "t243",
        &["--depth", "5", "--branching", "3", "--seed", "4"],
    );
    let v = view(&dir, &page, 1280, 800);
    // Fitting 243 leaves into 1280 pixels would draw them at a fifth of their size.
    assert_eq!(v["opened"]["zoom"], 0.5, "{v}");
    assert!(v["opened"]["inView"].as_u64().unwrap() > 0, "{v}");
    assert_eq!(v["opened"]["rootInView"], true, "{v}");
    assert!(v["fitted"]["zoom"].as_f64().unwrap() < 0.5, "{v}");
}
