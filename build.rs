//! Finds the message catalogues: every `locales/<language>/gametree.ftl` is compiled in, with
//! the language's `help.ftl` (the command line's help, empty where there is none), so a new
//! language is a new folder with its files and nothing else.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Every input named, so a copied or stale target/ never keeps an old list: the script
    // itself, the folder (a new language), each language's folder (a new file) and each file.
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=locales");
    let mut languages: Vec<String> = std::fs::read_dir("locales")
        .expect("the locales folder")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("gametree.ftl").is_file())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    languages.sort();
    // English first: it is the fallback for a message another catalogue lacks.
    languages.sort_by_key(|l| l != "en");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for l in &languages {
        println!("cargo::rerun-if-changed=locales/{l}");
    }
    for (name, list) in [
        ("gametree.ftl", "catalogues.rs"),
        ("help.ftl", "help_catalogues.rs"),
    ] {
        let mut out = String::from("&[\n");
        for l in &languages {
            let file = Path::new(&root).join("locales").join(l).join(name);
            println!("cargo::rerun-if-changed={}", file.display());
            let text = if file.is_file() {
                format!("include_str!({:?})", file.display().to_string())
            } else {
                "\"\"".to_string()
            };
            let _ = writeln!(out, "    ({l:?}, {text}),");
        }
        out.push(']');
        std::fs::write(Path::new(&out_dir).join(list), out).expect("write the catalogue list");
    }
}
