//! `cargo xtask help [COMMAND]`, `cargo xtask --help` and `COMMAND --help`: each command's
//! usage with an example, on stdout (exit 0).

use crate::cli::{unknown, USAGE};

/// The commands `help` knows, in the order `cargo xtask help` lists them.
pub const COMMANDS: &[&str] = &[
    "list", "check", "stress", "brute", "gen", "bench", "bundle", "leetcode", "table", "help",
];

/// The help text the arguments ask for, if they ask for one: `help [COMMAND]`, `--help`,
/// `-h`, or `COMMAND … --help` before any `--` (after it, the words are a program's).
pub fn asked(args: &[String]) -> Option<String> {
    let first = args.first().map(String::as_str);
    let wanted = |a: &String| a == "--help" || a == "-h";
    let command = match first {
        None => return None,
        Some("help" | "--help" | "-h") => args.get(1).map(String::as_str),
        // `table`'s own --help answers: it is grundy's binary, run as it is.
        Some("table") => return None,
        Some(command) => {
            let ours = args.iter().take_while(|a| *a != "--");
            if !COMMANDS.contains(&command) || !ours.skip(1).any(wanted) {
                return None;
            }
            Some(command)
        }
    };
    Some(match command {
        None | Some("help") => USAGE.to_string(),
        Some(command) => of(command)
            .unwrap_or_else(|| format!("{}\n\n{}", unknown("command", command, COMMANDS), USAGE)),
    })
}

/// One command's help.
fn of(command: &str) -> Option<String> {
    Some(match command {
        "check" => crate::check::HELP.to_string(),
        "stress" => crate::stress::HELP.to_string(),
        "brute" => crate::stress::brute_help(),
        "gen" => GEN.to_string(),
        "bench" => BENCH.to_string(),
        "bundle" => BUNDLE.to_string(),
        "leetcode" => LEETCODE.to_string(),
        "list" => LIST.to_string(),
        "table" => TABLE.to_string(),
        _ => return None,
    })
}

const LIST: &str = "usage: cargo xtask list [WORD...]
Every judge problem grundy solves, a line each: the judge's problem, its binary and the
command that writes the file to submit (or, for HDU and POJ, which take no Rust, the one
that checks your own solution). With words, only the problems whose judge, id, title,
binary or game contain every word (any case).
example:
  cargo xtask list kayles";

const TABLE: &str = "usage: cargo xtask table GAME [ARGUMENTS...] [--upto N]
Builds and runs grundy's table explorer (the release binary `table`): a game's outcomes or
Grundy values up to N, the pattern and what proves it. `cargo xtask table --help` prints its
own help, with every game it knows.
example:
  cargo xtask table subtraction 3 5 9 --upto 16";

const GEN: &str = "usage: cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D] [--items K]
A valid input for BINARY on stdout, the same bytes for the same seed on every machine.
Without options: the judge-maximum input that bench times.
  --cases N       number of cases
  --items K       length of each list (piles, vertices, array length)
  --max V         largest free value (digit lengths uniform, capped at V's length)
  --digits D      most digits of a free value; --min-digits D the fewest
example:
  cargo xtask gen nim-count --cases 1000 --max 1000000 --seed 7 > big.in";

const BENCH: &str =
    "usage: cargo xtask bench [BINARY...] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI] [--write]
       cargo xtask bench BINARY... --against DIR [--cases N] [--peer-runs N] [--digits LO-HI]
       cargo xtask bench --limits [BINARY...] [--runs N] [--write | --check]
Times what a judge runs on each judge-maximum input (by default of the binaries with a C++
peer): the bundle compiled by rustc -O (on
the judge's values and on values of --digits lengths) against the C++ peer and the read
floor, then the release binary (median wall time, throughput, peak memory, ratios against
the C++ and Python peers); --write puts the table into docs/performance.md. --limits runs each binary
at the largest input it admits (--write: into docs/performance.md; --check: fails on a
breach of the run contract). --against DIR compares this build with the binaries in DIR (an
earlier target/release copied aside) in alternating pairs, after checking that both print
the same.
example:
  cargo xtask bench bishi35 nim --runs 5
  cp -r target/release /tmp/before   # then change the code, and:
  cargo xtask bench bishi35 --against /tmp/before";

const LEETCODE: &str = "usage: cargo xtask leetcode lcNNN [-o FILE]
       cargo xtask leetcode --sizes [--write]
The file LeetCode's Rust editor takes for problem NNN: its `impl Solution` method over the
library function the binary answers with, and only the library items that function uses.
--sizes: every file's size (--write: into docs/submitting.md).
example:
  cargo xtask leetcode lc1140 -o lc1140.rs";

const BUNDLE: &str = "usage: cargo xtask bundle BINARY [--lean | --fast] [-o FILE]
       cargo xtask bundle --sizes [--write]
       cargo xtask bundle --judges [--write]
One self-contained source file for a judge, with only the library items BINARY (or the
judge problem's id: p2197) reaches and no code for the tests; it compiles on every target.
  --lean   the binary, its model with the proof, its spec and a plain reader, commented
           and indented as in the repository (the default)
  --fast   the binaries' own reader (SIMD digits, every error placed), without comments
           (the default where a judge sends millions of cases: BISHI35, BISHI36)
--sizes: every binary's lean and fast sizes against its judge's limit (--write: into
docs/submitting.md). --judges: every judge problem, its binary and its command (--write:
into README.md).
example:
  cargo xtask bundle p2197 -o p2197.rs";

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    /// Every command has help with an example; `--help` after `--` belongs to the program,
    /// and `table --help` to the explorer itself.
    #[test]
    fn every_command_explains_itself() {
        for command in COMMANDS.iter().filter(|c| **c != "help") {
            let text = asked(&words(&format!("help {command}"))).unwrap();
            assert!(text.contains("example:"), "{command}: {text}");
            let asked_after = asked(&words(&format!("{command} --help")));
            match *command {
                "table" => assert_eq!(asked_after, None),
                _ => assert_eq!(asked_after.unwrap(), text),
            }
        }
        assert!(asked(&words("--help"))
            .unwrap()
            .contains("cargo xtask check"));
        assert!(asked(&words("help")).is_some());
        assert!(asked(&words("check nim -- ./a.out --help")).is_none());
        assert!(asked(&words("gen nim")).is_none());
    }
}
