//! `cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|judge]`: random
//! inputs, answered by the release binary and by the problem's reference (in its file in
//! `problems/`, built from the rules alone), compared byte for byte. At the first difference the input
//! is shrunk (fewer cases, fewer numbers in a case, smaller numbers) while the difference
//! stays, and printed.
//!
//! `--size small` (the default) draws small cases that the brute tables answer. `--size
//! judge` draws each problem's judge-size stress: values up to 2^64 − 1, long lists and long
//! inputs that cross the scanner's buffers, answered by references exact at that size; a
//! problem without one is skipped with its reason.
//!
//! `table`, driven by arguments, has its own stress (`problems/table.rs`).
//!
//! `cargo xtask brute BINARY < INPUT`: the reference's answers to a given (small) input, to
//! diff against the binary's own. The references live here, not in the binaries, so that
//! the files submitted to judges carry no oracle.

use crate::problem::draw::Case;
use crate::problem::{Plan, Problem};
use crate::problems::{self, table};
use crate::Options;
use grundy::oracles::rng::Rng;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["rounds", "seed", "size"])?;
    let judge = match options.text("size").unwrap_or("small") {
        "small" => false,
        "judge" => true,
        other => return Err(format!("--size takes small or judge, not {other:?}")),
    };
    let rounds = options.number("rounds", if judge { 10 } else { 300 })?;
    let seed = options.number("seed", 1)?;
    let [which] = options.positional.as_slice() else {
        return Err("stress takes one BINARY, or all".into());
    };
    let chosen: Vec<&dyn Problem> = match which.as_str() {
        "all" => problems::ALL.to_vec(),
        "table" => Vec::new(),
        _ => vec![problems::find(which)?],
    };
    crate::bench::build(&crate::bundle::crate_root())?;
    let target = crate::bench::target_dir();
    if which == "all" || which == "table" {
        if judge {
            println!("table: skipped at judge size: its arguments are a game and a bound, checked by the small stress up to its largest bound");
        } else {
            let program = target.join("release").join("table");
            table::stress(&program, rounds, seed)?;
        }
    }
    for problem in chosen {
        let binary = problem.binary();
        let plan = if judge {
            match Plan::judge(problem) {
                Ok(plan) => plan,
                Err(reason) => {
                    println!("{binary}: skipped at judge size: {reason}");
                    continue;
                }
            }
        } else {
            Plan::small(problem)
        };
        let program = target.join("release").join(binary);
        let started = Instant::now();
        let mut bytes = 0;
        let mut rng = Rng::new(seed);
        for round in 0..rounds {
            let cases = plan.draw_input(&mut rng);
            if let Some(bad) = cases.iter().find(|c| !plan.valid(c)) {
                return Err(format!(
                    "{binary}: the generator drew an invalid case {bad:?}"
                ));
            }
            bytes += problem.write(&cases).len();
            // Each round reads its input in another way: the answers must not depend on it.
            // (Reads of a few bytes would make judge-size rounds crawl: those use 63 and up.)
            let sizes = if judge {
                &READ_SIZES[4..]
            } else {
                &READ_SIZES[..]
            };
            let read_size = sizes[round as usize % sizes.len()];
            if differs(&plan, &program, &cases, read_size)? {
                let smallest = shrink(&plan, cases, |trial| {
                    differs(&plan, &program, trial, read_size)
                })?;
                let input = problem.write(&smallest);
                return Err(format!(
                    "{binary}: round {round} differs (GRUNDY_READ_SIZE={read_size}); smallest input found:\n{input}--- binary\n{}--- reference\n{}",
                    run(&program, &input, read_size)?,
                    plan.reference(&smallest)
                ));
            }
        }
        println!(
            "{binary}: {rounds} rounds, 0 differences ({:.1} MB of input, {:.1} s)",
            bytes as f64 / 1e6,
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// `cargo xtask brute BINARY`: reads an input on stdin, prints the reference's answers.
pub fn brute(args: &[String]) -> Result<(), String> {
    let [binary] = args else {
        return Err("brute takes one BINARY and reads its input on stdin".into());
    };
    let problem = problems::find(binary)?;
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    let cases = problem.read(&input)?;
    print!("{}", problem.reference(&cases));
    Ok(())
}

/// Ways of reading standard input, one per round in turn (`GRUNDY_READ_SIZE`: at most that
/// many bytes per read; "0" is the plain way, all a read can get).
const READ_SIZES: [&str; 11] = [
    "0", "1", "2", "3", "63", "64", "65", "4095", "4096", "4097", "65537",
];

/// Runs `program` on `input`, read `read_size` bytes at a time, and returns its stdout and
/// stderr together.
fn run(program: &Path, input: &str, read_size: &str) -> Result<String, String> {
    let mut child = Command::new(program)
        .env("GRUNDY_READ_SIZE", read_size)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    // Fed from another thread: a large input and a large output must not wait on each other.
    let mut stdin = child.stdin.take().unwrap();
    let bytes = input.as_bytes().to_vec();
    let feeder = std::thread::spawn(move || stdin.write_all(&bytes));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    // A binary that stops reading at a fault closes the pipe: not the feeder's problem.
    let _ = feeder.join();
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    Ok(text)
}

fn differs(plan: &Plan, program: &Path, cases: &[Case], read_size: &str) -> Result<bool, String> {
    let input = plan.problem.write(cases);
    Ok(run(program, &input, read_size)? != plan.reference(cases))
}

/// Drops runs of cases, then runs of numbers within a case (halves first, down to single
/// ones; not where the layout fixes a case's length), then lowers each number (by all of
/// it, half of it, a quarter, … down to 1, a step again while it keeps the difference), as
/// long as every case stays valid and the difference stays. Judge-size inputs shrink in a
/// number of runs far below their length.
fn shrink(
    plan: &Plan,
    mut cases: Vec<Case>,
    mut differs: impl FnMut(&[Case]) -> Result<bool, String>,
) -> Result<Vec<Case>, String> {
    let mut still_differs = |trial: &[Case]| -> Result<bool, String> {
        Ok(trial.iter().all(|c| plan.valid(c)) && differs(trial)?)
    };
    let fewest = *plan.cases.start() as usize;
    let mut run = cases.len() / 2;
    while run >= 1 {
        let mut at = 0;
        while at < cases.len() && cases.len() > fewest {
            let mut fewer = cases.clone();
            fewer.drain(at..(at + run).min(cases.len()));
            if fewer.len() >= fewest && still_differs(&fewer)? {
                cases = fewer;
            } else {
                at += run;
            }
        }
        run /= 2;
    }
    // Numbers are dropped only where a case's length may vary.
    let dropping = plan.problem.layout().arity().is_none();
    for c in (0..cases.len()).filter(|_| dropping) {
        let mut run = cases[c].len() / 2;
        while run >= 1 {
            let mut at = 0;
            while at < cases[c].len() {
                let mut trial = cases.clone();
                let end = (at + run).min(trial[c].len());
                trial[c].drain(at..end);
                if still_differs(&trial)? {
                    cases = trial;
                } else {
                    at += run;
                }
            }
            run /= 2;
        }
    }
    for c in 0..cases.len() {
        for v in 0..cases[c].len() {
            // Binary descent: the largest step that keeps the difference, again while it
            // does, then half of it.
            let mut step = cases[c][v];
            while step != 0 {
                let mut trial = cases.clone();
                trial[c][v] -= step;
                if still_differs(&trial)? {
                    cases = trial;
                    if step.abs() > cases[c][v].abs() {
                        step = cases[c][v];
                    }
                } else {
                    step /= 2;
                }
            }
        }
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A judge-size input shrinks to the one number that matters, exactly at the threshold,
    /// in a number of runs far below its length.
    #[test]
    fn judge_inputs_shrink_to_the_smallest_difference() {
        let plan = Plan::judge(problems::find("nim").unwrap()).unwrap();
        let mut rng = Rng::new(5);
        let cases: Vec<Case> = (0..6).map(|_| plan.draw(&mut rng)).collect();
        let threshold = 1_000_000_000_000_000_000;
        let numbers = cases.iter().map(Vec::len).sum::<usize>();
        assert!(numbers > 5000 && cases.iter().flatten().any(|&v| v >= threshold));
        let mut runs = 0;
        let smallest = shrink(&plan, cases, |trial| {
            runs += 1;
            Ok(trial.iter().flatten().any(|&v| v >= threshold))
        })
        .unwrap();
        assert_eq!(smallest, [vec![threshold]]);
        assert!(runs < 300, "{runs} runs for {numbers} numbers");
    }

    /// Where the layout fixes a case's length, numbers are lowered but never dropped.
    #[test]
    fn fixed_length_cases_keep_their_numbers() {
        let plan = Plan::judge(problems::find("wythoff-moves").unwrap()).unwrap();
        let mut rng = Rng::new(6);
        let cases: Vec<Case> = (0..3000).map(|_| plan.draw(&mut rng)).collect();
        let smallest = shrink(&plan, cases, |trial| {
            Ok(trial.iter().any(|c| c[0] >= 5 && c[1] >= 7))
        })
        .unwrap();
        assert_eq!(smallest, [vec![5, 7]]);
    }
}
