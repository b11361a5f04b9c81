//! The project's own tooling, run as `cargo xtask <command>` (alias in .cargo/config.toml).
//!
//! - `gen FORMAT [--cases N] [--seed S] [--max V] [--digits D]`: a deterministic input for
//!   a binary, on stdout. The same seed gives the same bytes on every machine.
//! - `bench [BINARY…] [--runs N] [--cases N]`: builds the release binaries, generates the
//!   judge-maximum input of each, runs each binary several times and prints the median wall
//!   time, the throughput and the peak memory.
//! - `bundle BINARY [-o FILE]`: one self-contained source file for a judge.
//! - `stress BINARY|all [--rounds N] [--seed S]`: small random inputs against a reference
//!   built from the move rules; the first difference is shrunk and printed.

mod bench;
mod bundle;
mod gen;
mod stress;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => gen::main(&args[1..]),
        Some("bench") => bench::main(&args[1..]),
        Some("bundle") => bundle::main(&args[1..]),
        Some("stress") => stress::main(&args[1..]),
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
  cargo xtask gen FORMAT [--cases N] [--seed S] [--max V] [--digits D]
  cargo xtask bench [BINARY...] [--runs N] [--cases N]
  cargo xtask stress BINARY|all [--rounds N] [--seed S]
formats: bishi34 bishi35 bishi36 nim wythoff graph-game shiritori";

/// `--name value` options after the positional arguments; every option must be known.
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
