//! Exploring a game whose moves you write: the table of small positions, the pattern it
//! shows, what proves that pattern (or that nothing here does), and the back-test of the
//! rule you conjecture (docs/games.md#finding-a-games-pattern).
//!
//! Two shapes of game:
//! - **heap games** ([`heap_values`]): for a heap of n, its options, each the list of heaps
//!   a move leaves in its place (an empty list takes the heap away). A position of several
//!   heaps is their sum, worth the exclusive or of their values (Sprague–Grundy), so the
//!   values of single heaps 0..=N are all there is to compute;
//! - **any position** ([`position_values`]): a type that is `Hash + Eq + Clone`, its moves,
//!   and the positions you want valued (a list, a grid of pairs, strings …).
//!
//! Either gives a [`ValueTable`] (one coordinate) or, through [`ValueGrid`], a grid of two;
//! each prints its table, the patterns it finds ([`Pattern`], [`GridPattern`]) with what
//! proves them, back-tests a rule (`check_values`, `check_outcomes`, `check_lost`) and
//! draws itself as an SVG picture ([`svg`]).
//!
//! Everything is computed iteratively (no recursion, so no stack limit) and within stated
//! bounds ([`Limits`]): a game too large, or one that does not end, stops with a message
//! ([`Stopped`]) instead of running for ever.
//!
//! # Example
//! ```
//! use grundy::explore::{heap_values, Limits};
//! // Take 1, 3 or 4 stones from one heap.
//! let table = heap_values(30, |n| {
//!     [1, 3, 4].into_iter().filter(move |&s| s <= n).map(move |s| [n - s])
//! }, Limits::default()).unwrap();
//! assert_eq!(&table.values()[..8], &[0, 1, 0, 1, 2, 3, 2, 0]);
//! let report = table.report(8);
//! assert!(report.contains("periodic from n = 0 with period 7"));
//! // The rule to back-test: lost iff n mod 7 is 0 or 2.
//! let test = table.check_outcomes("n mod 7 not in {0, 2}", |n| n % 7 != 0 && n % 7 != 2);
//! assert_eq!(test.to_string(), "back-test of n mod 7 not in {0, 2}: holds for every n ≤ 30");
//! ```

mod backtest;
mod grid;
mod heap;
mod pattern;
mod position;
pub mod svg;
mod table;

pub use crate::explore::backtest::{BackTest, Counterexample};
pub use crate::explore::grid::{GridPattern, ValueGrid};
pub use crate::explore::heap::{heap_values, octal_game, subtraction_game};
pub use crate::explore::pattern::Pattern;
pub use crate::explore::position::{position_values, Explored};
pub use crate::explore::table::{Proof, ValueTable};

/// How far an exploration may go: at most `positions` values kept (the memory), and at
/// most `moves` moves looked at (the work; for heap games each heap of each option counts
/// one). The defaults, 2^22 positions and 10^8 moves, are seconds of work at most; their
/// memory is 16 MiB for a heap game, and for positions of a type of s bytes about
/// 2^22 · (s + 12) · 2 bytes at worst (a pair of u64: some 240 MB): see each function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub positions: usize,
    pub moves: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            positions: 1 << 22,
            moves: 100_000_000,
        }
    }
}

/// Why an exploration stopped before valuing every position asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// More positions than `Limits::positions` would have to be kept.
    Memory { limit: usize },
    /// More moves than `Limits::moves` would have to be looked at; `valued` positions were
    /// valued by then.
    Work { limit: u64, valued: usize },
    /// A position can be reached from itself: the game need not end, and Grundy values
    /// (which need every play to end) do not exist for it.
    Loop { position: String },
    /// A heap game's option holds a heap at least as large as the heap it came from: the
    /// values are computed from heap 0 up, so that is out of order (write the game with
    /// `position_values` instead, which takes any order that ends).
    NotSmaller { heap: u64, option: Vec<u64> },
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stopped::Memory { limit } => write!(
                f,
                "stopped: more than {limit} positions to keep (Limits::positions); ask for \
                 fewer positions or raise the limit"
            ),
            Stopped::Work { limit, valued } => write!(
                f,
                "stopped: more than {limit} moves to look at (Limits::moves), {valued} \
                 positions valued by then; ask for fewer positions or raise the limit"
            ),
            Stopped::Loop { position } => write!(
                f,
                "stopped: the position {position} can be reached from itself, so the game \
                 need not end and has no Grundy values"
            ),
            Stopped::NotSmaller { heap, option } => write!(
                f,
                "stopped: heap {heap} has the option {option:?}, which holds a heap not \
                 smaller than {heap}: heap games must shrink every heap they leave \
                 (position_values takes any game that ends)"
            ),
        }
    }
}

impl std::error::Error for Stopped {}

/// The `--svg FILE` option every example takes, from the arguments after the program's
/// name: `Ok(Some(FILE))`, `Ok(None)` without it, `Err` with a message for anything else.
pub fn svg_option(args: impl IntoIterator<Item = String>) -> Result<Option<String>, String> {
    let mut args = args.into_iter();
    match (args.next(), args.next(), args.next()) {
        (None, ..) => Ok(None),
        (Some(flag), Some(file), None) if flag == "--svg" => Ok(Some(file)),
        (Some(flag), None, None) if flag == "--svg" => Err("--svg needs a FILE".into()),
        _ => Err("usage: [--svg FILE] (writes the picture to FILE)".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_svg_option_is_read_or_refused() {
        let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(svg_option(args(&[])), Ok(None));
        assert_eq!(
            svg_option(args(&["--svg", "a.svg"])),
            Ok(Some("a.svg".to_string()))
        );
        assert!(svg_option(args(&["--svg"])).is_err());
        assert!(svg_option(args(&["a.svg"])).is_err());
        assert!(svg_option(args(&["--svg", "a", "b"])).is_err());
    }
}
