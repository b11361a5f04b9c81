//! A reader that goes away ends the run (docs/run-contract.md, Output): every binary that
//! reads stdin, fed an endless valid input (or, where its format is bounded, a large one)
//! and its stdout closed after the first bytes, must end with status 0 and nothing on
//! stderr, however much input is still coming.

mod common;

use common::{binaries, binary_path, wait_within};
use grundy::io::Layout;
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

/// The feed follows from the binary's spec: its layout, and its first sample for the cases.
fn feed(binary: &str) -> Feed {
    let Some(spec) = grundy::specs::named(binary) else {
        assert_eq!(binary, "table", "{binary} has no spec");
        return Feed::NoStdin;
    };
    let sample = spec.example[0];
    match spec.layout {
        // The sample's cases after its count, for ever.
        Layout::Counted => {
            let count = sample.split_whitespace().next().expect("a count");
            let cases = sample.trim_start()[count.len()..].trim_start();
            Feed::Endless {
                header: HUGE,
                case: cases,
            }
        }
        // The sample's cases before its closing line, for ever.
        Layout::Until(end) => {
            let cases = sample.trim_end().strip_suffix(end);
            let cases =
                cases.unwrap_or_else(|| panic!("{binary}'s sample does not end with {end}"));
            Feed::Endless {
                header: "",
                case: cases,
            }
        }
        Layout::ToTheEnd => Feed::Endless {
            header: "",
            case: sample,
        },
        Layout::One => Feed::Bounded(one_large_case(binary).unwrap_or_else(|| sample.into())),
        // LeetCode's text is held whole: the sample's cases, over 128 KiB of them.
        Layout::LeetCode => {
            let repeats = (1 << 17) / sample.len() + 1;
            Feed::Bounded(sample.repeat(repeats).into_bytes())
        }
    }
}

/// For the one-case formats whose answer grows with the case: a case whose answer fills
/// several output buffers.
fn one_large_case(binary: &str) -> Option<Vec<u8>> {
    let input = match binary {
        "graph-game" => {
            // A path: a line of answer per vertex.
            let vertices = 200_000;
            let mut input = format!("{vertices} {}\n", vertices - 1);
            for vertex in 1..vertices {
                input.push_str(&format!("{vertex} {}\n", vertex + 1));
            }
            input
        }
        // A path of an odd number of cells: every second cell is an answer line.
        "bipartite-game" => format!("1 199999\n{}\n", ".".repeat(199_999)),
        "shiritori" => format!("200000\n{}", "abcd\n".repeat(200_000)),
        _ => return None,
    };
    Some(input.into_bytes())
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
