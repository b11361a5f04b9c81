//! The parts of the run contract (DESIGN.md §3) that samples cannot show.

mod common;

use common::binary_path;
use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// `| head -c 1`: the reader goes away after one byte; the binary must end quietly, 0.
#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let cases = 300_000;
    let mut input = format!("{cases}\n");
    for i in 0..cases {
        input.push_str(&format!("{} {}\n", i, i % 7));
    }
    let mut child = Command::new(binary_path("bishi35"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || drop(stdin.write_all(input.as_bytes())));
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe's read end is dropped here: the next write fails with EPIPE.
    let output = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    assert_eq!(first, *b"N"); // 0 stones: NO
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// A header that promises many cases allocates nothing for them: under a 64 MiB address
/// space limit, a binary that reserved room for 10^8 answers would fail.
#[test]
fn a_huge_case_count_costs_no_memory() {
    for promised in ["100000000", "1000000000000000000"] {
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v 65536; printf '{promised}\\n3 5\\n6 5\\n1 1\\n' | {}",
                binary_path("bishi35").display()
            ))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(output.stdout, b"YES\nNO\nYES\n");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "bishi35: line 5, column 1: expected {promised} cases, \
                 found only 3 before the end of input\n"
            )
        );
    }
}
