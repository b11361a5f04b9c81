//! The LeetCode game problems, read from LeetCode's own test-case text.
//!
//! `text` parses the "Testcase" panel: each argument of a case in parameter order (one per
//! line, as LeetCode shows them), integers, arrays, nested arrays and quoted strings; or a
//! problem statement's example line, `Input: piles = [2,7,9,4,4]`, the arguments named. The
//! other modules solve the problems, each tested against `oracles::minimax`, a direct search of the
//! problem's own rules.

pub mod counting_games;
pub mod guessing;
pub mod number_games;
pub mod pursuit;
pub mod stone_games;
pub mod text;
pub mod tree_games;

use crate::io::{Fault, Output, Spec, Verdicts};
use crate::leetcode::text::Text;
use std::io::StdoutLock;

/// LeetCode's display of a boolean result.
pub const BOOLEAN: Verdicts = Verdicts::new("true", "false");

/// A bound on the work of a whole input, for problems whose cases cost far more than their
/// text (an open 16×16 grid, 300 characters, is 4·10^6 steps of analysis; an array of 10^4
/// stones, 10^8 steps of an O(n²) recurrence): each case asks for its steps before it is
/// solved, so that no input runs long, and the case that would pass the bound is refused
/// where it starts, with a message that names the bound (the cases before it are answered).
#[derive(Debug)]
pub struct Budget {
    left: u64,
    /// What a case must be to stay within the budget: the refusal's "expected …".
    within: String,
}

impl Budget {
    /// What the smallest case costs, in steps: setting up its lists and tables takes as
    /// long as 100 to 1000 steps of its analysis, so that a file of millions of the
    /// smallest cases is held to the budget too.
    pub const LEAST_PER_CASE: u64 = 1000;

    /// `steps` for the whole input; a case that would pass them is refused as not `within`.
    pub fn new(steps: u64, within: String) -> Budget {
        Budget {
            left: steps,
            within,
        }
    }

    /// The budget of a problem solved in O(n²) for an array of n `what`: n² summed over the
    /// input's arrays at most `total`.
    pub fn squared_lengths(total: u64, what: &str) -> Budget {
        let within = format!(
            "an array of {what} whose squared lengths ({least} at least) sum to at most {total} \
             over the input",
            least = Budget::LEAST_PER_CASE
        );
        Budget::new(total, within)
    }

    /// Takes `steps` (`LEAST_PER_CASE` at least, unless the case needs no analysis at all)
    /// for the case whose text starts at `mark`; when less is left, takes nothing and
    /// refuses the case there.
    pub fn spend(&mut self, text: &Text, mark: usize, steps: u64) -> Result<(), Fault> {
        let steps = if steps == 0 {
            0
        } else {
            steps.max(Budget::LEAST_PER_CASE)
        };
        match self.left.checked_sub(steps) {
            Some(left) => {
                self.left = left;
                Ok(())
            }
            None => Err(text.fault_at_mark(mark, &self.within)),
        }
    }
}

/// The most text a LeetCode binary admits: 10^8 bytes.
pub const MOST_TEXT: usize = 100_000_000;

/// Runs a LeetCode binary: reads all of standard input as test-case text and calls `case`
/// for each case (one per group of arguments) until the text ends, keeping the run
/// contract (and the command line) of `io::run`. Text without a case is an error:
/// LeetCode's panel always holds one, so empty input means the wrong file or a lost pipe.
///
/// The text is held whole, so the binaries admit `MOST_TEXT` bytes of it (more is refused
/// before any answer): under a 256 MiB address-space limit the reader holds up to 128 MiB
/// (its buffer doubles), and memory that cannot be had ends the run in one line before any
/// answer too.
pub fn run_cases<F>(spec: &Spec, mut case: F) -> !
where
    F: FnMut(&mut Text, &mut Output<StdoutLock<'static>>) -> Result<(), Fault>,
{
    crate::io::run(spec, |input, out| {
        let mut text = Text::new(input.rest(MOST_TEXT)?);
        if !text.value_follows() {
            let end = text.mark();
            return Err(text.fault_at_mark(end, "a test case"));
        }
        while text.next_case() {
            case(&mut text, out)?;
            out.check()?; // nobody reads the answers any more: stop
        }
        Ok(())
    })
}
