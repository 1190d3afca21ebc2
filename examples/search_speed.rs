//! Times the search alone on the benchmark tree and prints ns per visited node.
//! Usage: cargo run --release --example search_speed [algo]
use gametree::games::random::{RandomSpec, generate};
use gametree::search::{self, Algorithm, Config};
fn main() {
    let algo = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "alphabeta".into());
    let tree = generate(&RandomSpec {
        depth: 10,
        branching: (4, 4),
        values: (-9, 9),
        seed: 1,
        ..RandomSpec::default()
    });
    let cfg = Config::new(Algorithm::from_name(&algo).expect("algorithm"));
    let first = search::run(&tree, &cfg).unwrap();
    let n = 50;
    let t = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(search::search(&tree, &cfg, &mut search::NoObserver).unwrap());
    }
    let ns = t.elapsed().as_nanos() as f64 / n as f64;
    println!(
        "{algo}: {} nodes visited, {:.0} µs per search, {:.2} ns per visited node",
        first.nodes_visited,
        ns / 1e3,
        ns / first.nodes_visited as f64
    );
}
