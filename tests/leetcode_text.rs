//! The LeetCode binaries on the largest text their README admits: answers checked, in
//! linear time. (Errors in that text are pinned down by samples/lc*/error-N.)

mod common;

use common::{binary_path, run, show};
use std::process::Command;
use std::time::{Duration, Instant};

/// Far above the few milliseconds these inputs take, far below the tens of seconds a
/// reader that is quadratic in the input takes on them.
const LINEAR_BOUND: Duration = Duration::from_secs(3);

fn answers_in_linear_time(binary: &str, input: &[u8], expected: &str) {
    let started = Instant::now();
    let outcome = run(binary, &[], input);
    let elapsed = started.elapsed();
    assert_eq!(outcome.status, Some(0), "{}", show(&outcome.stderr));
    assert!(
        outcome.stdout == expected.as_bytes(),
        "{binary}: answers differ:\n{}",
        show(&outcome.stdout)
    );
    assert!(
        elapsed < LINEAR_BOUND,
        "{binary}: {elapsed:?} for {} bytes",
        input.len()
    );
}

/// States of 10^6 characters, lc294's limit. Runs of 2 or 3 `+` have Grundy value 1 (every
/// move leaves at most one `+`), runs of 4 have 2 (a move leaves a run of 2, or two of 1),
/// so the exclusive or of a state's runs is known without the period of Dawson's Kayles.
#[test]
fn lc294_answers_states_of_a_million_characters() {
    let odd_pairs = format!("{}+", "++-".repeat(333_333)); // 333333 ones: true
    let fours = "++++-".repeat(200_000); // an even number of twos: false
    let mixed = format!("{}-++++-++", "+++-++-".repeat(142_856)); // ones in pairs, 2, 1: true
    for state in [&odd_pairs, &fours, &mixed] {
        assert_eq!(state.len(), 1_000_000);
    }
    let input = format!("\"{odd_pairs}\"\n\"{fours}\"\n\"{mixed}\"\n");
    answers_in_linear_time("lc294", input.as_bytes(), "true\nfalse\ntrue\n");
}

/// 3 MB of grids, each read as strings: 250000 cases of 1×3 grids whose answers are
/// plain (with jumps of 1 the mouse reaches the food next to it, and cannot pass the cat).
#[test]
fn lc1728_answers_megabytes_of_grids() {
    let cases = 125_000;
    let input = "[\"MFC\"]\n1\n1\n[\"MCF\"]\n1\n1\n".repeat(cases);
    assert_eq!(input.len(), 3_000_000);
    answers_in_linear_time("lc1728", input.as_bytes(), &"true\nfalse\n".repeat(cases));
}

/// The lists of the complete graph on `nodes` nodes, as LeetCode writes a graph.
fn complete_graph(nodes: usize) -> String {
    let lists: Vec<String> = (0..nodes)
        .map(|v| {
            let others: Vec<String> = (0..nodes)
                .filter(|&w| w != v)
                .map(|w| w.to_string())
                .collect();
            format!("[{}]", others.join(","))
        })
        .collect();
    format!("[{}]\n", lists.join(","))
}

/// lc913 under a 256 MiB address-space limit: the analysis holds an edge per move of every
/// (mouse, cat) pair, so the largest graph it admits (100 nodes, all joined: 25 MB) is
/// answered, and a larger one is refused before anything is built (all 1000 nodes joined
/// once took 16 GB, and aborted).
#[test]
fn lc913_answers_the_largest_graph_it_admits_and_refuses_larger() {
    let limited = |input: String| {
        let mut command = Command::new("sh");
        command.arg("-c").arg(format!(
            "ulimit -v 262144; exec {}",
            binary_path("lc913").display()
        ));
        common::feed(command, input.as_bytes())
    };
    // The mouse's node 1 is next to the hole.
    let largest = limited(complete_graph(100));
    assert_eq!(largest.status.code(), Some(0), "{}", show(&largest.stderr));
    assert_eq!(show(&largest.stdout), "1\n");
    let refused = |input: String, message: &str| {
        let run = limited(input);
        assert_eq!(run.status.code(), Some(2));
        assert_eq!(show(&run.stdout), "");
        let stderr = show(&run.stderr);
        assert!(stderr.starts_with(message), "{stderr}");
    };
    refused(
        complete_graph(1000),
        "lc913: line 1, column 291: expected an integer from 0 to 99",
    );
    let repeats = format!("[{}]", vec!["1"; 101].join(","));
    refused(
        format!("[{}]", vec![repeats; 3].join(",")),
        "lc913: line 1, column 2: expected a node's list of at most 100 neighbours",
    );
}
