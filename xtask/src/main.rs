//! The project's own tooling, run as `cargo xtask <command>` (alias in .cargo/config.toml).
//!
//! - `gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D]
//!   [--items K]`: a deterministic input for a binary, on stdout. The same seed gives the
//!   same bytes on every machine.
//! - `bench [BINARY…] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI] [--write]`:
//!   builds the release binaries and the peers of bench/peers, generates the judge-maximum
//!   input of each, and prints a markdown table of median wall time, throughput, peak
//!   memory and the ratios against the C++ and Python peers; `--write` puts the table into
//!   README.md.
//! - `bench BINARY… --against DIR [--cases N] [--peer-runs N] [--digits LO-HI]`: this
//!   build against the binaries of the same names in DIR (an earlier build copied aside),
//!   on each binary's judge input and its input of `--digits` lengths: the median ratio of
//!   alternating pairs, after both printed the same output.
//! - `bench --limits [BINARY…] [--runs N] [--write] [--check]`: every binary (`table` too)
//!   at the largest input it admits, in its worst shapes: median wall time, peak memory,
//!   exit status, and whether it stays within 1 s and 256 MiB; `--write` puts the table
//!   into README.md; `--check` holds every run to 256 MiB of address space and fails on an
//!   abort, a wrong status, a stray line on stderr or a run over 3 s.
//! - `bench --output [--runs N] [--answers N] [--write]`: the library's `Output` alone, in
//!   process: ns per answer for each kind of answer the binaries print (verdicts, numbers);
//!   `--write` puts the table into README.md.
//! - `bundle BINARY [-o FILE]`: one self-contained source file for a judge, with only the
//!   library items the binary reaches; `bundle --sizes [--write]`: every bundle's size.
//! - `leetcode lcNNN [-o FILE]`: the file LeetCode's editor takes (`impl Solution` over the
//!   library function, and the items it reaches); `leetcode --sizes [--write]`.
//! - `stress BINARY|all [--rounds N] [--seed S] [--size small|judge] [--against 'COMMAND']
//!   [--reference 'COMMAND'] [--time-limit S] [--save DIR]`: random inputs (small, or
//!   judge-size) answered by two seats (grundy's binary and the reference built from the
//!   move rules, or your program against grundy's binary); the first failure is shrunk,
//!   printed and saved.
//! - `check BINARY [--samples DIR] -- COMMAND…`: any program on a binary's samples, as
//!   `oj test` does.
//! - `brute BINARY < INPUT`: the reference's answers to a small input, to diff against the
//!   binary's.
//!
//! `cargo xtask help [COMMAND]` and `COMMAND --help` print each command's usage (`help.rs`).

#![warn(clippy::undocumented_unsafe_blocks)]

mod bench;
mod bundle;
mod check;
mod edition;
mod gen;
mod help;
mod leetcode;
mod lexer;
mod limits;
mod portable;
mod problem;
mod problems;
mod run;
mod stress;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(text) = help::asked(&args) {
        println!("{text}");
        return ExitCode::SUCCESS;
    }
    let result = match args.first().map(String::as_str) {
        Some("check") => check::main(&args[1..]),
        Some("gen") => gen::main(&args[1..]),
        Some("bench") => bench::main(&args[1..]),
        Some("bundle") => bundle::main(&args[1..]),
        Some("leetcode") => leetcode::main(&args[1..]),
        Some("stress") => stress::main(&args[1..]),
        Some("brute") => stress::brute(&args[1..]),
        Some(other) => Err(unknown("command", other, help::COMMANDS)),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The command printed its own failure (a failing sample, a counterexample).
        Err(message) if message.is_empty() => ExitCode::from(1),
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::from(2)
        }
    }
}

const USAGE: &str = "usage:
  cargo xtask check BINARY [--samples DIR] [--time-limit S] [--skip-errors] -- COMMAND...
  cargo xtask bundle BINARY [-o FILE]
  cargo xtask bundle --sizes [--write]
  cargo xtask leetcode lcNNN [-o FILE] | --sizes [--write]
  cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D] [--items K]
  cargo xtask bench [BINARY...] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI] [--write]
  cargo xtask bench BINARY... --against DIR [--cases N] [--peer-runs N] [--digits LO-HI]
  cargo xtask bench --limits [BINARY...] [--runs N] [--write | --check]
  cargo xtask bench --output [--runs N] [--answers N] [--write]
  cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|judge]
                    [--against 'COMMAND'] [--reference 'COMMAND'] [--time-limit S] [--save DIR]
  cargo xtask brute BINARY [--wrong-first] < INPUT
  cargo xtask help [COMMAND]
BINARY: any binary but table (the argument-driven explorer), which bench --limits and check
take too. `cargo xtask COMMAND --help` shows a command's options with an example.";

/// "unknown KIND NAME", with the closest of `known` by edit distance when one is near.
pub fn unknown(kind: &str, name: &str, known: &[impl AsRef<str>]) -> String {
    let nearest = known
        .iter()
        .map(AsRef::as_ref)
        .min_by_key(|k| help::distance(name, k));
    match nearest {
        Some(k) if help::distance(name, k) <= (k.len() / 2).max(2) => {
            format!("unknown {kind} {name:?}; did you mean {k:?}?")
        }
        _ => {
            let all: Vec<&str> = known.iter().map(AsRef::as_ref).collect();
            format!("unknown {kind} {name:?}; known: {}", all.join(" "))
        }
    }
}

/// `--name value` options and `--flag` switches among the positional arguments; every
/// option must be known (a known name ending in `!` is a switch: `write!` for `--write`).
pub struct Options {
    pub positional: Vec<String>,
    values: Vec<(String, String)>,
}

impl Options {
    pub fn parse(args: &[String], known: &[&str]) -> Result<Options, String> {
        let mut positional = Vec::new();
        let mut values = Vec::new();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if known.iter().any(|k| k.strip_suffix('!') == Some(name)) {
                    values.push((name.to_string(), String::new()));
                    continue;
                }
                if !known.contains(&name) {
                    return Err(format!("unknown option --{name}\n{USAGE}"));
                }
                let value = rest.next().ok_or(format!("--{name} needs a value"))?;
                values.push((name.to_string(), value.clone()));
            } else {
                positional.push(arg.clone());
            }
        }
        Ok(Options { positional, values })
    }

    pub fn switch(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| n == name)
    }

    pub fn text(&self, name: &str) -> Option<&str> {
        let found = self.values.iter().rev().find(|(n, _)| n == name);
        found.map(|(_, value)| value.as_str())
    }

    pub fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        match self.values.iter().rev().find(|(n, _)| n == name) {
            None => Ok(default),
            Some((_, value)) => value
                .parse()
                .map_err(|_| format!("--{name} takes a whole number, not {value:?}")),
        }
    }
}
