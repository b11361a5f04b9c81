//! The command line's words: `--name value` options, misspelt names answered with the
//! closest known one, the usage every command shares, and where a command's file goes.

use std::fs;
use std::io::Write;
use std::time::Duration;

pub const USAGE: &str = "usage:
  cargo xtask list [WORD...]
  cargo xtask table GAME [ARGUMENTS...] [--upto N]
  cargo xtask check BINARY [--samples DIR] [--time-limit S] [--errors] -- COMMAND...
  cargo xtask bundle BINARY [-o FILE]
  cargo xtask bundle --sizes [--write] | --judges [--write]
  cargo xtask leetcode lcNNN [-o FILE] | --sizes [--write]
  cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D] [--items K]
  cargo xtask bench [BINARY...] [--runs N] [--cases N] [--peer-runs N] [--digits LO-HI] [--write]
  cargo xtask bench BINARY... --against DIR [--cases N] [--peer-runs N] [--digits LO-HI]
  cargo xtask bench --limits [BINARY...] [--runs N] [--write | --check]
  cargo xtask stress BINARY|all [--rounds N] [--seed S] [--size small|any|judge|u64] [--max V]
                    [--against 'COMMAND'] [--reference 'COMMAND'] [--time-limit S] [--save DIR]
  cargo xtask brute BINARY [--wrong-first] < INPUT
  cargo xtask help [COMMAND]
BINARY: any binary but table (the argument-driven explorer), which bench --limits and check
take too; or a judge's id for it (hdu1850, p2197, abc209e, lc292). `cargo xtask COMMAND --help` shows a command's options with an example.";

/// `text` on stdout. A reader that has gone (`cargo xtask gen nim | head`) ends the output
/// quietly, as it ends other command-line tools', not with a panic's report.
pub fn print_out(text: &str) -> Result<(), String> {
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!("cannot write: {e}")),
        _ => Ok(()),
    }
}

/// "unknown KIND NAME", with the closest of `known` by edit distance when one is near.
pub fn unknown(kind: &str, name: &str, known: &[impl AsRef<str>]) -> String {
    let nearest = known
        .iter()
        .map(AsRef::as_ref)
        .min_by_key(|k| distance(name, k));
    match nearest {
        Some(k) if distance(name, k) <= (k.len() / 2).max(2) => {
            format!("unknown {kind} {name:?}; did you mean {k:?}?")
        }
        _ => {
            let all: Vec<&str> = known.iter().map(AsRef::as_ref).collect();
            format!("unknown {kind} {name:?}; known: {}", all.join(" "))
        }
    }
}

/// Levenshtein's distance between `a` and `b` (insertions, deletions, substitutions).
pub fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let substituted = diagonal + usize::from(x != y);
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// `--name value` options and `--flag` switches among the positional arguments; every
/// option must be known (a known name ending in `!` is a switch: `write!` for `--write`).
/// `-o` is `--output`.
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
            let long = if arg == "-o" { "--output" } else { arg };
            if let Some(name) = long.strip_prefix("--") {
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
        match self.text(name) {
            None => Ok(default),
            Some(value) => value
                .parse()
                .map_err(|_| format!("--{name} takes a whole number, not {value:?}")),
        }
    }

    /// `--time-limit` in seconds, if given.
    pub fn time_limit(&self) -> Result<Option<Duration>, String> {
        let Some(text) = self.text("time-limit") else {
            return Ok(None);
        };
        match text.parse::<f64>() {
            Ok(value) if value > 0.0 && value < 1e6 => Ok(Some(Duration::from_secs_f64(value))),
            _ => Err(format!("--time-limit takes seconds above 0, not {text:?}")),
        }
    }

    /// Writes `text` to the `--output` file, or to standard output.
    pub fn write_output(&self, text: &str) -> Result<(), String> {
        match self.text("output") {
            Some(path) => {
                fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
                eprintln!("xtask: wrote {path} ({} bytes)", text.len());
                Ok(())
            }
            None => print_out(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(distance("bundel", "bundle"), 2);
        assert_eq!(distance("nimm", "nim"), 1);
        assert_eq!(distance("", "gen"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn misspelt_names_get_the_closest_known_one() {
        let message = unknown("command", "bundel", &["bundle", "bench"]);
        assert!(
            message.contains("\"bundel\"") && message.contains("\"bundle\""),
            "{message}"
        );
        let message = unknown("binary", "nimm", &["nim", "kayles"]);
        assert!(message.contains("did you mean \"nim\""), "{message}");
        let message = unknown("binary", "zzzzzz", &["nim", "kayles"]);
        assert!(message.contains("known: nim kayles"), "{message}");
    }
}
