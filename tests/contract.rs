//! The shared contract smoke test (`../shared/contract-check.sh`), run against this build
//! when the script is there (it lives beside the project, not in it).

use std::path::Path;
use std::process::Command;

#[test]
fn shared_contract_check_passes() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/contract-check.sh");
    if !script.exists() {
        eprintln!(
            "skipped: {} is not there (it is outside this repository)",
            script.display()
        );
        return;
    }
    let out = Command::new("bash")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_gametree"))
        .output()
        .expect("bash runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "contract check failed:\n{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("0 failed"), "{text}");
}
