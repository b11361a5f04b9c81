//! `cargo xtask check BINARY [--samples DIR] [--time-limit SECONDS] [--errors] --
//! COMMAND…`: any program, in any language, run on a binary's samples, as `oj test` does:
//! per sample pass or fail and the time, the first differing line of a failure, and exit
//! status 0 only when every sample passes.
//!
//! By default only the valid inputs (`sample-N`) within the judge's stated limits are run:
//! a judge never sends malformed input or input beyond its statement, so a program that
//! answers those anyhow is still a correct submission (one reading `int` where the
//! statement's values fit). The samples left out are named, and `--beyond-limits` runs them.
//! `--errors` adds grundy's error samples, compared on stdout (the answers before the
//! fault) and the exit status (2), not on the message: for a program meant to keep grundy's
//! run contract.
//!
//! Answers are compared as judges compare them: line by line, trailing spaces and a
//! missing last newline or `\r` ignored (`compare` with `exact` off).

use crate::cargo::{crate_root, known_binary, shown};
use crate::cli::Options;
use crate::problem::stated_limits;
use crate::problems;
use crate::run::{compare, difference, excerpt, Program};
use crate::samples::{samples, Sample};
use std::path::PathBuf;
use std::time::Duration;

pub const HELP: &str = "usage: cargo xtask check BINARY [--samples DIR] [--time-limit SECONDS] [--beyond-limits] [--errors] -- COMMAND...
Runs COMMAND (any program, in any language) on every sample of BINARY (or of a judge's id
for it: hdu1850) within the judge's stated limits: samples/BINARY/sample-N.in with
sample-N.out, compared as judges compare. Prints PASS or FAIL with the time for each, and
for a failure the first differing line (and the input case it answers, where each case
answers in one line); names the samples beyond the limits it left out;
exits 0 only when every sample run passes.
  --samples DIR     the samples of DIR instead (a case saved by stress --save)
  --time-limit S    seconds before a run is killed and fails (default 5)
  --beyond-limits   also the samples beyond the judge's stated limits (20-digit values
                    where the statement says 10^6): for a program meant to take them
  --errors          also grundy's error-N.in (malformed input, which judges never send):
                    the stdout before the fault and exit status 2 must match
example:
  g++ -O2 -o nim-count hdu1850.cpp
  cargo xtask check nim-count -- ./nim-count";

pub fn main(args: &[String]) -> Result<(), String> {
    let split = args.iter().position(|a| a == "--");
    let (ours, command) = match split {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => return Err(format!("check needs -- COMMAND...\n{HELP}")),
    };
    let options = Options::parse(
        ours,
        &["samples", "time-limit", "errors!", "beyond-limits!"],
    )?;
    let [name] = options.positional.as_slice() else {
        return Err(format!("check takes one BINARY before --\n{HELP}"));
    };
    let binary = known_binary(name)?;
    let program = Program::words(command)?;
    let limit = options.time_limit()?.unwrap_or(Duration::from_secs(5));
    let dir = match options.text("samples") {
        Some(dir) => PathBuf::from(dir),
        None => crate_root().join("samples").join(&binary),
    };
    let mut samples = samples(&dir)?;
    if !options.switch("errors") {
        samples.retain(|s| !s.error);
    }
    if !options.switch("beyond-limits") {
        if let Some((left_out, limits)) = beyond_limits(&binary, &mut samples) {
            println!(
                "left out {}: beyond {limits} (--beyond-limits runs them)",
                left_out.join(", ")
            );
        }
    }
    if samples.is_empty() {
        return Err(format!("{}: no samples", shown(&dir)));
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
                if let Some(case) = case_behind(&binary, sample, &outcome.stdout) {
                    print!("     the case behind that line:\n{}", indented(&case));
                }
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
        shown(&dir)
    );
    if passed == samples.len() {
        Ok(())
    } else {
        Err(String::new())
    }
}

/// The input case whose answer is the first wrong line of `found`, written as an input of
/// its own, where each case of the sample answers in one line (so the k-th line is the
/// k-th case's); `None` otherwise.
fn case_behind(binary: &str, sample: &Sample, found: &[u8]) -> Option<String> {
    let problem = problems::find(binary).ok()?;
    let cases = problem
        .layout()
        .read(&String::from_utf8_lossy(&sample.stdin))
        .ok()?;
    let (at, expected, _) = difference(&sample.stdout, found, false)?;
    let one_line_each = expected.len() == cases.len();
    let case = cases.get(at).filter(|_| one_line_each)?;
    Some(problem.write(std::slice::from_ref(case)))
}

/// `text`'s lines, each indented to sit under a sample's row.
fn indented(text: &str) -> String {
    let shown = excerpt(text.as_bytes());
    shown
        .lines()
        .map(|line| format!("       {line}\n"))
        .collect()
}

/// Takes the valid samples beyond the judge's stated limits out of `samples`: their names,
/// with the limits in words. None when every sample is within them, or when the binary's
/// judges state no limits the tooling holds (LeetCode's, `table`).
fn beyond_limits(binary: &str, samples: &mut Vec<Sample>) -> Option<(Vec<String>, String)> {
    let problem = problems::find(binary).ok()?;
    let limits = problem.sizes().judge_limits?;
    let within = |sample: &Sample| {
        let text = String::from_utf8_lossy(&sample.stdin);
        let cases = problem.layout().read(&text);
        sample.error || cases.map_or(true, |cases| limits.admit(&cases))
    };
    let (kept, beyond): (Vec<Sample>, Vec<Sample>) = samples.drain(..).partition(within);
    *samples = kept;
    let names: Vec<String> = beyond.into_iter().map(|s| s.name).collect();
    (!names.is_empty()).then(|| (names, stated_limits(problem)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    /// A correct HDU 1850 solution in C++, as the accepted ones are: it reads the piles
    /// (at most 10^6, the statement says) into `int` and knows nothing of grundy's error
    /// messages and statuses.
    const HDU1850: &str = r#"#include <iostream>
using namespace std;
int main() {
    int m;
    while (cin >> m && m != 0) {
        int a[100], s = 0, count = 0;
        for (int i = 0; i < m; i++) { cin >> a[i]; s ^= a[i]; }
        for (int i = 0; i < m; i++) if ((a[i] ^ s) < a[i]) count++;
        cout << count << endl;
    }
    return 0;
}
"#;

    /// The example of `check --help`, run as printed (the program's path made absolute):
    /// a correct solution passes by default; `--beyond-limits` holds it to a 20-digit pile
    /// and `--errors` to the error samples, which it need not take.
    #[test]
    fn the_help_example_passes_a_correct_solution() {
        let dir = std::env::temp_dir().join(format!("grundy-check-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("hdu1850.cpp"), HDU1850).unwrap();
        let example = HELP.split("example:\n").nth(1).unwrap();
        let lines: Vec<&str> = example.lines().map(str::trim).collect();
        let [compile, check] = lines.as_slice() else {
            panic!("{example}");
        };
        let words: Vec<&str> = compile.split_whitespace().collect();
        let compiled = Command::new(words[0])
            .args(&words[1..])
            .current_dir(&dir)
            .status();
        assert!(
            compiled.is_ok_and(|s| s.success()),
            "{compile} failed in {dir:?}"
        );
        let program = dir.join("nim-count").display().to_string();
        let args: Vec<String> = check
            .strip_prefix("cargo xtask check ")
            .unwrap()
            .split_whitespace()
            .map(|w| {
                if w == "./nim-count" {
                    program.clone()
                } else {
                    w.to_string()
                }
            })
            .collect();
        assert_eq!(main(&args), Ok(()), "{check}");
        for option in ["--beyond-limits", "--errors"] {
            let mut strict = args.clone();
            strict.insert(1, option.to_string());
            assert_eq!(main(&strict), Err(String::new()), "{check} with {option}");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
