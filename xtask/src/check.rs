//! `cargo xtask check BINARY [--samples DIR] [--time-limit SECONDS] [--skip-errors] --
//! COMMAND…`: any program, in any language, run on a binary's samples, as `oj test` does:
//! per sample pass or fail and the time, the first differing line of a failure, and exit
//! status 0 only when every sample passes. Error samples (malformed input) are compared on
//! stdout (the answers before the fault) and the exit status (2), not on the message.
//!
//! Answers are compared as judges compare them: line by line, trailing spaces and a
//! missing last newline or `\r` ignored (`compare` with `exact` off).

use crate::cargo::{crate_root, known_binary};
use crate::cli::Options;
use crate::run::{compare, Program};
use crate::samples::samples;
use std::path::PathBuf;
use std::time::Duration;

pub const HELP: &str = "usage: cargo xtask check BINARY [--samples DIR] [--time-limit SECONDS] [--skip-errors] -- COMMAND...
Runs COMMAND (any program, in any language) on every sample of BINARY: samples/BINARY/
sample-N.in with sample-N.out, and error-N.in (malformed input) with error-N.out, whose
stdout and exit status (2) must match. Prints PASS or FAIL with the time for each, and for
a failure the first differing line; exits 0 only when every sample passes.
  --samples DIR     the samples of DIR instead (a case saved by stress --save)
  --time-limit S    seconds before a run is killed and fails (default 5)
  --skip-errors     only the sample-N inputs (judges send no malformed input)
example:
  g++ -O2 -o nim-count hdu1850.cpp
  cargo xtask check nim-count -- ./nim-count";

pub fn main(args: &[String]) -> Result<(), String> {
    let split = args.iter().position(|a| a == "--");
    let (ours, command) = match split {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => return Err(format!("check needs -- COMMAND...\n{HELP}")),
    };
    let options = Options::parse(ours, &["samples", "time-limit", "skip-errors!"])?;
    let [binary] = options.positional.as_slice() else {
        return Err(format!("check takes one BINARY before --\n{HELP}"));
    };
    known_binary(binary)?;
    let program = Program::words(command)?;
    let limit = options.time_limit()?.unwrap_or(Duration::from_secs(5));
    let dir = match options.text("samples") {
        Some(dir) => PathBuf::from(dir),
        None => crate_root().join("samples").join(binary),
    };
    let mut samples = samples(&dir)?;
    if options.switch("skip-errors") {
        samples.retain(|s| !s.error);
    }
    if samples.is_empty() {
        return Err(format!("{}: no samples", dir.display()));
    }
    let mut passed = 0;
    for sample in &samples {
        let outcome = program
            .clone()
            .with_args(&sample.args)
            .run(&sample.stdin, Some(limit))?;
        let wanted_status = if sample.error { 2 } else { 0 };
        let fault = if outcome.timed_out || outcome.status != Some(wanted_status) {
            Some(format!(
                "{}, expected exit {wanted_status}",
                outcome.ending()
            ))
        } else {
            compare(&sample.stdout, &outcome.stdout, false).map(|d| format!("wrong answer: {d}"))
        };
        let time = outcome.wall.as_secs_f64();
        match fault {
            None => {
                passed += 1;
                println!("PASS {:<12} {time:.3} s", sample.name);
            }
            Some(fault) => {
                println!("FAIL {:<12} {time:.3} s  {fault}", sample.name);
                // Its first line of stderr: a message, or the head of a crash's report.
                let stderr = String::from_utf8_lossy(&outcome.stderr);
                if let Some(line) = stderr.lines().find(|l| !l.trim().is_empty()) {
                    println!("     its stderr: {line}");
                }
            }
        }
    }
    println!(
        "{passed} of {} samples pass ({})",
        samples.len(),
        dir.display()
    );
    if passed == samples.len() {
        Ok(())
    } else {
        Err(String::new())
    }
}
