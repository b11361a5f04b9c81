//! `table`'s worst shapes: argument lists at its bounds.

use super::*;

/// The shape of the arguments `line` as typed, named by the line and `note`.
macro_rules! typed {
    ($verdict:ident, $line:literal $(, $note:literal)?) => {
        $verdict(concat!($line $(, $note)?), Arguments(|| arguments($line)))
    };
}

/// Its argument lists at its bounds, smallest first: the measuring process keeps what it
/// once held, and Linux counts the spawning process's peak into the program's (see
/// `lab/limits.rs`), and the 10^5 moves are the most.
pub fn table() -> Vec<Shape> {
    vec![
        typed!(answered, "wythoff --upto 200"),
        typed!(answered, "fibonacci-nim --upto 100000"),
        typed!(answered, "subtraction 3 5 9 --upto 100000"),
        typed!(answered, "octal 0.77 --upto 100000", " (Kayles, certified)"),
        typed!(
            refused,
            "octal 0.007 --upto 100000",
            " (Treblecross, no period)"
        ),
        typed!(
            answered,
            "hex 0.77F --upto 100000",
            " (three heaps, certified)"
        ),
        typed!(
            answered,
            "hex 0.F7 --upto 1925",
            " (three heaps, no period: the most rows its work bound allows)"
        ),
        typed!(
            refused,
            "hex 0.8 --upto 100000",
            " (three heaps, no period)"
        ),
        refused(
            "subtraction, 1000 random moves ≤ 10^4",
            Arguments(|| subtraction(random_moves(1000, 10_000))),
        ),
        answered("octal 0.4…4, 16384 digits", Arguments(|| octal('4', &[]))),
        answered(
            "octal 0.7…7, 16384 digits (no period certified)",
            Arguments(|| octal('7', &[])),
        ),
        answered(
            "hex 0.F…F, 16384 digits (three heaps, no period certified)",
            Arguments(|| hexadecimal('F')),
        ),
        refused(
            "octal 0.3…3, 16384 digits, --upto 100000",
            Arguments(|| octal('3', &["--upto", "100000"])),
        ),
        refused(
            "subtraction, the 10^5 moves 1 … 10^5",
            Arguments(|| subtraction((1..=100_000).collect())),
        ),
    ]
}

/// `octal 0.ddd…` with 16384 digits `digit` (the most heaps the certificate may use), then
/// `rest`.
fn octal(digit: char, rest: &[&str]) -> Vec<String> {
    let code = format!("0.{}", digit.to_string().repeat(16_384));
    let mut args = vec!["octal".to_string(), code];
    args.extend(rest.iter().map(|arg| arg.to_string()));
    args
}

/// `hex 0.hhh…` with 16384 digits `digit`.
fn hexadecimal(digit: char) -> Vec<String> {
    let code = format!("0.{}", digit.to_string().repeat(16_384));
    vec!["hex".to_string(), code]
}

fn subtraction(moves: Vec<u64>) -> Vec<String> {
    let mut args = vec!["subtraction".to_string()];
    args.extend(moves.iter().map(u64::to_string));
    args
}
