//! A reader that goes away ends the run (docs/run-contract.md, Output): every binary that
//! reads stdin, fed an endless valid input (or, where its format is bounded, a large one)
//! and its stdout closed after the first bytes, must end with status 0 and nothing on
//! stderr, however much input is still coming.

mod common;

use common::{binaries, binary_path, samples, wait_within};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A run past this has not noticed that its reader is gone (a hang guard, not a timing
/// measure: a run that notices ends within milliseconds).
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// How a binary is fed: `header`, then `case` for ever, or `Bounded` for the formats that
/// admit only so much input (their largest valid input is finite).
enum Feed {
    Endless {
        header: &'static str,
        case: &'static str,
    },
    /// This valid input, large enough for its answers to fill several output buffers.
    Bounded(Vec<u8>),
    /// The binary reads no stdin.
    NoStdin,
}

/// A count of cases that the endless input never reaches.
const HUGE: &str = "1000000000000000000\n";

fn feed(binary: &str) -> Feed {
    let endless = |header, case| Feed::Endless { header, case };
    match binary {
        "bishi34" => endless(HUGE, "7\n"),
        "bishi35" => endless(HUGE, "5 2\n"),
        "bishi36" => endless(HUGE, "10 2 3\n"),
        "prime-powers" => endless(HUGE, "7\n"),
        "deleting-divisors" => endless(HUGE, "12\n"),
        "one-two-k" => endless(HUGE, "7 3\n"),
        "merge-piles" => endless(HUGE, "7 3\n"),
        "nim" => endless(HUGE, "3\n1 2 3\n"),
        "misere-nim" => endless(HUGE, "2\n1 2\n"),
        "nim-k" => endless(HUGE, "3 2\n1 2 3\n"),
        "staircase-nim" => endless(HUGE, "3\n1 5 2\n"),
        "pebbles" => endless(HUGE, "3\n1 2 4\n"),
        "lasker-nim" => endless(HUGE, "2\n3 4\n"),
        "three-split-nim" => endless(HUGE, "2\n7 8\n"),
        "switch-lights" => endless(HUGE, "2\n1 2\n3 3\n"),
        "coin-grid" => endless(HUGE, "2 2\nHT\nTT\n"),
        "tree-game" => endless(HUGE, "3\n1 2\n3 1\n"),
        "christmas-game" => endless("", "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n"),
        // One pile a case: a step of the work budget each.
        "take-ends" => endless(HUGE, "1\n7\n"),
        "split-game" => endless(HUGE, "3\n1 0 1\n"),
        // One list: its answer comes after the last number, so the feed is bounded.
        "prime-exponents" => Feed::Bounded(b"4\n1 1 17 17\n".to_vec()),
        "coprime-nim" => endless(HUGE, "2\n3 4\n"),
        "ed-game" => endless(HUGE, "4\n1 2 3 1\n"),
        "kayles" => endless(HUGE, "5\nIIXII\n"),
        "interval-game" => endless(HUGE, "2\n1 3\n2 5\n"),
        "paint-chain" => endless(HUGE, "9 2\n"),
        "jumping-pieces" => endless(HUGE, "2\n1 19\n2 3 7\n"),
        "nim-count" => endless("", "3\n3 6 9\n"),
        "nim-moves" => endless("", "3\n3 6 9\n"),
        "wythoff" => endless("", "3 5\n"),
        "wythoff-moves" => endless("", "3 5\n"),
        "fibonacci-nim" => endless("", "5\n"),
        "fibonacci-sg" => endless("", "1 2 3\n"),
        // One number is the whole input: there is no endless valid one.
        "fibonacci-first-take" => Feed::Bounded(b"4\n".to_vec()),
        "crosses" => endless("", "5\n"),
        "grid-walk" => endless("", "4\n"),
        "kiki" => endless("", "5 4\n"),
        "euclid" => endless("", "34 12\n"),
        "euclid-luogu" => endless(HUGE, "25 7\n"),
        "northcott" => endless("", "2 6\n1 3\n6 5\n"),
        "be-the-winner" => endless("", "2\n2 2\n"),
        "every-sg" => endless("", "2\n3 2\n5 2\n"),
        "mock-turtles" => endless("", "3\n1 2 2\n"),
        // Cases with no position: no Grundy value is computed, so no budget runs out.
        "s-nim" => endless("", "2 2 5\n0\n"),
        // One graph (an edge and a loop), then queries for ever.
        "token-game" => endless("3\n1 1\n0\n1 2\n", "2 0 2\n"),
        "graph-game" => {
            // A path: a line of answer per vertex.
            let vertices = 200_000;
            let mut input = format!("{vertices} {}\n", vertices - 1);
            for vertex in 1..vertices {
                input.push_str(&format!("{vertex} {}\n", vertex + 1));
            }
            Feed::Bounded(input.into_bytes())
        }
        "bipartite-game" => {
            // A path of an odd number of cells: every second cell is an answer line.
            let cells = 199_999;
            Feed::Bounded(format!("1 {cells}\n{}\n", ".".repeat(cells)).into_bytes())
        }
        "shiritori" => {
            let words = 200_000;
            Feed::Bounded(format!("{words}\n{}", "abcd\n".repeat(words)).into_bytes())
        }
        // LeetCode text: cases one after another, so the first sample repeated.
        name if name.starts_with("lc") => {
            let samples = samples(name).unwrap();
            let sample = samples
                .iter()
                .find(|sample| sample.name.ends_with("/sample-1"))
                .unwrap_or_else(|| panic!("{name} has no sample-1"));
            let repeats = (1 << 17) / sample.stdout.len().max(1) + 1;
            Feed::Bounded(sample.stdin.repeat(repeats))
        }
        "table" => Feed::NoStdin,
        other => panic!("{other}: say how it is fed in tests/reader_gone.rs"),
    }
}

/// Runs `binary` on `header` then `case` repeated for ever (or on `finite`), reads its
/// stdout until the first bytes (or its end) and closes it; returns the status (`None`
/// for a signal) and stderr, or an error when the run outlives the time limit.
fn run_until_the_reader_goes(binary: &str, input: Input) -> Result<(Option<i32>, Vec<u8>), String> {
    let mut child = Command::new(binary_path(binary))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {binary}: {e}"))?;
    let mut pipe = child.stdin.take().unwrap();
    // Writes until the binary stops reading (its exit breaks the pipe).
    let feeder = std::thread::spawn(move || match input {
        Input::Endless(header, case) => {
            let block = case.repeat((1 << 16) / case.len() + 1);
            if pipe.write_all(header.as_bytes()).is_ok() {
                while pipe.write_all(block.as_bytes()).is_ok() {}
            }
        }
        Input::Finite(bytes) => drop(pipe.write_all(&bytes)),
    });
    let mut stderr = child.stderr.take().unwrap();
    let gathered = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stderr.read_to_end(&mut bytes).ok();
        bytes
    });
    // The first bytes, then the reader goes away (on a thread of its own, so that a binary
    // that never writes is caught by the time limit too).
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut first = [0u8; 10];
        let _ = stdout.read(&mut first);
    });
    let status = match wait_within(&mut child, TIME_LIMIT) {
        Ok(status) => status,
        Err(_) => {
            feeder.join().ok();
            reader.join().ok();
            return Err(format!(
                "{binary}: still running {TIME_LIMIT:?} after its stdout was closed"
            ));
        }
    };
    feeder.join().unwrap();
    reader.join().unwrap();
    Ok((status.code(), gathered.join().unwrap()))
}

enum Input {
    Endless(&'static str, &'static str),
    Finite(Vec<u8>),
}

#[test]
fn every_binary_stops_with_status_0_when_its_reader_goes_away() {
    let mut failures = Vec::new();
    for binary in binaries() {
        let input = match feed(&binary) {
            Feed::NoStdin => continue,
            Feed::Endless { header, case } => Input::Endless(header, case),
            Feed::Bounded(input) => Input::Finite(input),
        };
        match run_until_the_reader_goes(&binary, input) {
            Ok((Some(0), stderr)) if stderr.is_empty() => {}
            Ok((status, stderr)) => failures.push(format!(
                "{binary}: status {status:?}, stderr {:?}",
                String::from_utf8_lossy(&stderr)
            )),
            Err(error) => failures.push(error),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
