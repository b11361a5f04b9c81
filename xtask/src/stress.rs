//! `cargo xtask stress BINARY|all [--rounds N] [--seed S]`: small random inputs, answered
//! by the release binary and by the format's reference (`reference.rs`, built from the
//! rules alone), compared byte for byte. At the first difference the input is shrunk (fewer
//! cases, fewer numbers in a case, smaller numbers) while the difference stays, and printed.
//!
//! `table`, driven by arguments, has its own stress (`table_stress.rs`).
//!
//! `cargo xtask brute BINARY < INPUT`: the reference's answers to a given (small) input, to
//! diff against the binary's own. The references live here, not in the binaries, so that
//! the files submitted to judges carry no oracle.

use crate::formats::{self, Case, Format, Size, FORMATS};
use crate::layout;
use crate::Options;
use grundy::rng::Rng;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["rounds", "seed"])?;
    let rounds = options.number("rounds", 300)?;
    let seed = options.number("seed", 1)?;
    let [which] = options.positional.as_slice() else {
        return Err("stress takes one BINARY, or all".into());
    };
    let chosen: Vec<&Format> = match which.as_str() {
        "all" => FORMATS.iter().collect(),
        "table" => Vec::new(),
        _ => vec![formats::find(which)?],
    };
    crate::bench::build(&crate::bundle::crate_root())?;
    let target = crate::bench::target_dir();
    if which == "all" || which == "table" {
        let program = target.join("release").join("table");
        crate::table_stress::stress(&program, rounds, seed)?;
    }
    for format in chosen {
        let program = target.join("release").join(format.binary);
        let mut rng = Rng::new(seed);
        for round in 0..rounds {
            let count = rng.range(*format.cases.start(), *format.cases.end());
            let cases: Vec<Case> = (0..count)
                .map(|_| (format.case)(&mut rng, &Size::Small))
                .collect();
            debug_assert!(cases.iter().all(|c| (format.valid)(c)), "{cases:?}");
            if differs(format, &program, &cases)? {
                let smallest = shrink(format, &program, cases)?;
                let input = layout::render(format, &smallest);
                return Err(format!(
                    "{}: round {round} differs; smallest input found:\n{input}--- binary\n{}--- reference\n{}",
                    format.binary,
                    run(&program, &input)?,
                    (format.reference)(&smallest)
                ));
            }
        }
        println!("{}: {rounds} rounds, 0 differences", format.binary);
    }
    Ok(())
}

/// `cargo xtask brute BINARY`: reads an input on stdin, prints the reference's answers.
pub fn brute(args: &[String]) -> Result<(), String> {
    let [binary] = args else {
        return Err("brute takes one BINARY and reads its input on stdin".into());
    };
    let format = formats::find(binary)?;
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    let cases = layout::parse(format, &input)?;
    print!("{}", (format.reference)(&cases));
    Ok(())
}

fn run(program: &Path, input: &str) -> Result<String, String> {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    Ok(text)
}

fn differs(format: &Format, program: &Path, cases: &[Case]) -> Result<bool, String> {
    let input = layout::render(format, cases);
    Ok(run(program, &input)? != (format.reference)(cases))
}

/// Drops cases, then numbers within a case, then lowers numbers (halving, then towards
/// zero by one), as long as the case stays valid and the difference stays.
fn shrink(format: &Format, program: &Path, mut cases: Vec<Case>) -> Result<Vec<Case>, String> {
    let still_differs = |trial: &[Case]| -> Result<bool, String> {
        Ok(trial.iter().all(|c| (format.valid)(c)) && differs(format, program, trial)?)
    };
    let mut i = 0;
    while i < cases.len() && cases.len() > *format.cases.start() as usize {
        let mut fewer = cases.clone();
        fewer.remove(i);
        if still_differs(&fewer)? {
            cases = fewer;
        } else {
            i += 1;
        }
    }
    for c in 0..cases.len() {
        let mut v = 0;
        while v < cases[c].len() {
            let mut trial = cases.clone();
            trial[c].remove(v);
            if still_differs(&trial)? {
                cases = trial;
            } else {
                v += 1;
            }
        }
    }
    for c in 0..cases.len() {
        for v in 0..cases[c].len() {
            loop {
                let value = cases[c][v];
                let smaller = [value / 2, value - value.signum()];
                let mut improved = false;
                for candidate in smaller.into_iter().filter(|s| s.abs() < value.abs()) {
                    let mut trial = cases.clone();
                    trial[c][v] = candidate;
                    if still_differs(&trial)? {
                        cases = trial;
                        improved = true;
                        break;
                    }
                }
                if !improved {
                    break;
                }
            }
        }
    }
    Ok(cases)
}
