//! The project's own tooling, run as `cargo xtask <command>` (alias in .cargo/config.toml).
//!
//! - `gen`: a deterministic input for a binary, the same bytes for a seed on every machine;
//! - `check`: any program on a binary's samples, as `oj test` does;
//! - `stress` (and `brute`): random inputs answered by two seats, grundy's binary and the
//!   reference built from the move rules (or your program), the first failure shrunk;
//! - `bench`: what a judge runs, timed against the C++ and Python peers and the read floor;
//!   `bench --against DIR`, this build against another; `bench --limits`, every binary at
//!   the largest input it admits (all three in `lab/`, which no other command imports);
//! - `bundle` and `leetcode`: the one file a judge or LeetCode's editor takes.
//!
//! `cargo xtask help [COMMAND]` and `COMMAND --help` print each command's usage (`help.rs`,
//! `cli::USAGE`); each command's module says what it does and why.
//!
//! The modules form layers, each using only those below it (the test `layers` holds them
//! to it, so no two modules import each other):
//!
//! 1. `cli` (options, misspelt names), `markers` (doc tables), `run` (a program on bytes),
//!    `samples` (a binary's samples);
//! 2. `judges` (the judge problems each binary solves, and their ids);
//! 3. `cargo` (the crate's paths, its builds, rustc on one file);
//! 4. `lexer` (Rust tokens and items); `problem`, the trait and its shared formats;
//! 5. `edition` (on `lexer`); `problems`, one file per problem;
//! 6. `bundle` (on `edition` and `lexer`);
//! 7. the commands: `gen`, `check`, `stress` (with `brute`), `leetcode`, and `lab` (`bench`,
//!    `bench --limits` and `measure`, their timed runs under guards), which none of the
//!    others may name;
//! 8. `help`, which shows the commands' usage, and `main`, which dispatches to them.

#![warn(clippy::undocumented_unsafe_blocks)]

mod bundle;
mod cargo;
mod check;
mod cli;
mod edition;
mod gen;
mod help;
mod judges;
mod lab;
mod leetcode;
mod lexer;
mod markers;
mod problem;
mod problems;
mod run;
mod samples;
mod stress;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match help::asked(&args) {
        Some(help) => cli::print_out(&format!("{help}\n")),
        None => command(&args),
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

/// The command `args` name, run.
fn command(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("check") => check::main(&args[1..]),
        Some("gen") => gen::main(&args[1..]),
        Some("bench") if args.iter().any(|arg| arg == "--limits") => lab::limits::main(&args[1..]),
        Some("bench") => lab::bench::main(&args[1..]),
        Some("bundle") => bundle::main(&args[1..]),
        Some("leetcode") => leetcode::main(&args[1..]),
        Some("stress") => stress::main(&args[1..]),
        Some("brute") => stress::brute(&args[1..]),
        Some("list") => judges::list(&args[1..]),
        Some("table") => cargo::run_release("table", &args[1..]),
        Some(other) => Err(cli::unknown("command", other, help::COMMANDS)),
        None => Err(cli::USAGE.to_string()),
    }
}

/// The layers of the module doc above: every `crate::X` a module names is in a lower layer
/// than its own (or is its own), so no two modules import each other.
#[cfg(test)]
mod layers {
    const LAYERS: [&[&str]; 8] = [
        &["cli", "markers", "run", "samples"],
        &["judges"],
        &["cargo"],
        &["lexer", "problem"],
        &["edition", "problems"],
        &["bundle"],
        &["gen", "check", "stress", "leetcode", "lab"],
        &["help"],
    ];

    fn layer(module: &str) -> usize {
        let found = LAYERS.iter().position(|layer| layer.contains(&module));
        found.unwrap_or_else(|| panic!("module {module} has no layer"))
    }

    #[test]
    fn every_module_uses_only_those_below_it() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![src.clone()];
        let mut upward = Vec::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let relative = path
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            upward.extend(named_upward(
                &relative,
                &std::fs::read_to_string(&path).unwrap(),
            ));
        }
        upward.dedup();
        assert!(upward.is_empty(), "{}", upward.join("\n"));
    }

    /// The lab sits in the commands' layer, so a command naming it fails, and so does a
    /// problem's file; the lab's own files name it freely, and `help` may.
    #[test]
    fn only_the_lab_and_those_above_it_name_the_lab() {
        let text = "use crate::lab::measure::median;\n";
        assert_eq!(named_upward("check.rs", text), ["check.rs: crate::lab"]);
        assert_eq!(named_upward("stress.rs", text), ["stress.rs: crate::lab"]);
        let problem = named_upward("problems/kiki.rs", text);
        assert_eq!(problem, ["problems/kiki.rs: crate::lab"]);
        assert!(named_upward("lab/bench/mod.rs", text).is_empty());
        assert!(named_upward("help.rs", text).is_empty());
    }

    /// Each `crate::X` that the file at `relative` (under src/) names in its own layer or
    /// one above it, as `relative: crate::X`.
    fn named_upward(relative: &str, text: &str) -> Vec<String> {
        let module = relative.split(['/', '.']).next().unwrap();
        let mut upward = Vec::new();
        if module == "main" {
            return upward;
        }
        for (at, _) in text.match_indices("crate::") {
            // `crate::x::…`, or each name of `crate::{x, y::…}`.
            let rest = &text[at + "crate::".len()..];
            let group = match rest.strip_prefix('{') {
                Some(inner) => &inner[..inner.find('}').unwrap_or(0)],
                None => rest
                    .split(|c: char| c == ',' || c.is_whitespace())
                    .next()
                    .unwrap(),
            };
            for named in group.split(',').map(|path| {
                let path = path.trim_start();
                let end = path.find(|c: char| !(c.is_ascii_lowercase() || c == '_'));
                &path[..end.unwrap_or(path.len())]
            }) {
                // The library's own `crate::` paths in test strings name no module here.
                if LAYERS.iter().any(|l| l.contains(&named))
                    && named != module
                    && layer(named) >= layer(module)
                {
                    upward.push(format!("{relative}: crate::{named}"));
                }
            }
        }
        upward
    }
}
