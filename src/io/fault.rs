//! What can stop a run: input that breaks the format, or a read that fails.

use crate::io::{counted, Found};
use std::fmt;
use std::io;

/// Why a binary stopped before the end of its input.
///
/// Boxed so that `Result<u64, Fault>` stays two words wide on the parser's hot path.
#[derive(Debug)]
pub struct Fault(Box<FaultKind>);

#[derive(Debug)]
enum FaultKind {
    /// The input does not follow the format. Printed as
    /// `line L, column C: expected …, found …` (1-based; columns count characters).
    Input {
        line: u64,
        column: u64,
        expected: String,
        found: Found,
    },
    /// Reading standard input failed (not the input's fault, but still fatal).
    Read(io::Error),
    /// The output's sink failed: the run stops, and the sink's own error is what is
    /// reported (see `Output::check`).
    OutputFailed,
}

impl Fault {
    /// An input error at a 1-based line and column.
    pub fn input(line: u64, column: u64, expected: impl Into<String>, found: Found) -> Fault {
        Fault(Box::new(FaultKind::Input {
            line,
            column,
            expected: expected.into(),
            found,
        }))
    }

    pub(crate) fn read(error: io::Error) -> Fault {
        Fault(Box::new(FaultKind::Read(error)))
    }

    pub(crate) fn output_failed() -> Fault {
        Fault(Box::new(FaultKind::OutputFailed))
    }

    /// True when the input ended where more was expected.
    pub fn is_end_of_input(&self) -> bool {
        matches!(
            &*self.0,
            FaultKind::Input {
                found: Found::EndOfInput,
                ..
            }
        )
    }

    /// Restates a fault met inside item `read + 1` of `announced` items of the kind `noun`:
    /// at the end of input, how many were promised and how many arrived whole; at a token
    /// refused, which item it was in (`(in pile 3 of 5)`, and `(in cell 2 of 4, row 3 of
    /// 9)` within an item of items). A read or write error is returned as it is.
    pub fn in_truncated(self, read: u64, announced: u64, noun: &str) -> Fault {
        match *self.0 {
            FaultKind::Input {
                line,
                column,
                found: Found::EndOfInput,
                ..
            } => Fault::input(
                line,
                column,
                counted(announced, noun),
                Found::Phrase(format!("only {read} before the end of input")),
            ),
            FaultKind::Input {
                line,
                column,
                expected,
                found,
            } => {
                let item = format!("{noun} {} of {announced})", read + 1);
                let expected = match expected.strip_suffix(')') {
                    Some(inner) if expected.contains(" (in ") => format!("{inner}, {item}"),
                    _ => format!("{expected} (in {item}"),
                };
                Fault::input(line, column, expected, found)
            }
            kind => Fault(Box::new(kind)),
        }
    }

    /// A refusal of the number the statement calls `name` says so: `expected n, an integer
    /// …`. An empty name, and a read or write error, leave it as it is.
    pub fn named(self, name: &str) -> Fault {
        match *self.0 {
            FaultKind::Input {
                line,
                column,
                expected,
                found,
            } if !name.is_empty() => {
                Fault::input(line, column, format!("{name}, {expected}"), found)
            }
            kind => Fault(Box::new(kind)),
        }
    }

    /// This fault's place, with what was expected and found there said instead: for a
    /// condition only the caller can judge, at a `Scanner::fault_here` (a read or write
    /// error stays as it is).
    pub fn saying(self, expected: impl Into<String>, found: Found) -> Fault {
        match self.location() {
            Some((line, column)) => Fault::input(line, column, expected, found),
            None => self,
        }
    }

    /// Line and column of an input error; `None` for a read or write error.
    pub fn location(&self) -> Option<(u64, u64)> {
        match &*self.0 {
            FaultKind::Input { line, column, .. } => Some((*line, *column)),
            FaultKind::Read(_) | FaultKind::OutputFailed => None,
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.0 {
            FaultKind::Input {
                line,
                column,
                expected,
                found,
            } => write!(
                f,
                "line {line}, column {column}: expected {expected}, found {found}"
            ),
            FaultKind::Read(error) => write!(f, "cannot read the input: {error}"),
            FaultKind::OutputFailed => f.write_str("cannot write the output"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::quote_token;

    #[test]
    fn messages_have_the_contract_form() {
        let fault = Fault::input(3, 6, "an integer", Found::Token(quote_token(b"1e9", false)));
        assert_eq!(
            fault.to_string(),
            "line 3, column 6: expected an integer, found \"1e9\""
        );
        let eof = Fault::input(4, 1, "an integer", Found::EndOfInput);
        assert!(eof.is_end_of_input());
        assert_eq!(
            eof.in_truncated(2, 5, "case").to_string(),
            "line 4, column 1: expected 5 cases, found only 2 before the end of input"
        );
    }
}
