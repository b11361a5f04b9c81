//! The LeetCode game problems, read from LeetCode's own test-case text.
//!
//! `text` parses the "Testcase" panel: each argument of a case in parameter order (one per
//! line, as LeetCode shows them), integers, arrays, nested arrays and quoted strings. The
//! other modules solve the problems, each tested against `minimax`, a direct search of the
//! problem's own rules.

pub mod ends;
pub mod minimax;
pub mod number_games;
pub mod pursuit;
pub mod stone_games;
pub mod text;

use crate::io::{Fault, Output, Verdicts};
use crate::leetcode::text::Text;
use std::io::StdoutLock;

/// LeetCode's display of a boolean result.
pub const BOOLEAN: Verdicts = Verdicts::new("true", "false");

/// A bound on the work of a whole input, for problems whose cases cost far more than their
/// text (an open 16×16 grid, 300 characters, is 4·10^6 steps of analysis): each case asks
/// for its steps before it is solved, so that no input runs long, and the case that would
/// pass the bound is refused with a message that names it.
#[derive(Debug)]
pub struct Budget {
    left: u64,
}

impl Budget {
    pub fn new(steps: u64) -> Budget {
        Budget { left: steps }
    }

    /// Takes `steps` from what is left; false, taking nothing, when less is left.
    pub fn spend(&mut self, steps: u64) -> bool {
        match self.left.checked_sub(steps) {
            Some(left) => {
                self.left = left;
                true
            }
            None => false,
        }
    }
}

/// Runs a LeetCode binary: reads all of standard input as test-case text and calls `case`
/// for each case (one per group of arguments) until the text ends, keeping the run
/// contract as `io::run` does.
pub fn run_cases<F>(program: &'static str, mut case: F) -> !
where
    F: FnMut(&mut Text, &mut Output<StdoutLock<'static>>) -> Result<(), Fault>,
{
    crate::io::run(program, |input, out| {
        let mut text = Text::new(input.rest()?);
        while text.has_more() {
            case(&mut text, out)?;
        }
        Ok(())
    })
}
