//! The `gametree` command. All logic lives in the library; see `gametree::cli`.

fn main() -> std::process::ExitCode {
    gametree::cli::main()
}
