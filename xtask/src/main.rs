//! The project's own tooling, run as `cargo xtask <command>` (alias in .cargo/config.toml).
//!
//! - `gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D]
//!   [--items K]`: a deterministic input for a binary, on stdout. The same seed gives the
//!   same bytes on every machine.
//! - `bench [BINARY…] [--runs N] [--cases N] [--peer-runs N] [--write]`: builds the release
//!   binaries, generates the judge-maximum input of each, and prints a markdown table of
//!   median wall time, throughput, peak memory and the ratios against the C++ and Python
//!   peers; `--write` puts the table into README.md.
//! - `bench --limits [BINARY…] [--runs N] [--write] [--check]`: every binary (`table` too)
//!   at the largest input it admits, in its worst shapes: median wall time, peak memory,
//!   exit status, and whether it stays within 1 s and 256 MiB; `--write` puts the table
//!   into README.md; `--check` holds every run to 256 MiB of address space and fails on an
//!   abort, a wrong status, a stray line on stderr or a run over 3 s.
//! - `bundle BINARY [-o FILE]`: one self-contained source file for a judge, with only the
//!   library items the binary reaches; `bundle --sizes [--write]`: every bundle's size.
//! - `stress BINARY|all [--rounds N] [--seed S] [--size small|judge]`: random inputs (small,
//!   or judge-size) against a reference built from the move rules; the first difference is
//!   shrunk and printed.
//! - `brute BINARY < INPUT`: the reference's answers to a small input, to diff against the
//!   binary's.

#![warn(clippy::undocumented_unsafe_blocks)]

mod bench;
mod bundle;
mod edition;
mod gen;
mod leetcode;
mod lexer;
mod limits;
mod problem;
mod problems;
mod stress;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => gen::main(&args[1..]),
        Some("bench") => bench::main(&args[1..]),
        Some("bundle") => bundle::main(&args[1..]),
        Some("leetcode") => leetcode::main(&args[1..]),
        Some("stress") => stress::main(&args[1..]),
        Some("brute") => stress::brute(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::from(2)
        }
    }
}

const USAGE: &str = "usage:
  cargo xtask bundle BINARY [-o FILE]
  cargo xtask bundle --sizes [--write]
  cargo xtask leetcode lcNNN [-o FILE] | --sizes [--write]
  cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D] [--items K]
  cargo xtask bench [BINARY...] [--runs N] [--cases N] [--peer-runs N] [--write]
  cargo xtask bench --limits [BINARY...] [--runs N] [--write | --check]
  cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|judge]
  cargo xtask brute BINARY < INPUT
BINARY: any binary but table (the argument-driven explorer), which bench --limits takes too";

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
