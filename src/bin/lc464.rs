//! `lc464`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! maxChoosableInteger above 20 is refused (2^20 sets of used numbers); one table for the
//! largest max met answers every total and every smaller max, so a case costs a lookup once it
//! is built.

use grundy::io::About;
use grundy::leetcode::number_games::{CanIWin, MAX_CHOOSABLE};
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc464/sample-1 as its example.
const ABOUT: About = About {
    name: "lc464",
    problem: "LeetCode 464 Can I Win: in turn players pick an integer from 1 to\n\
              maxChoosableInteger not picked before, adding it to a total; whoever brings it\n\
              to desiredTotal wins.",
    input: "LeetCode's test-case text: per case maxChoosableInteger, desiredTotal,\n\
            one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the first player can force a win, else `false`.",
    example: ["10\n11\n10\n0\n10\n1\n", "false\ntrue\ntrue\n"],
};

const TABLE: &str = "a maxChoosableInteger whose table (32 bytes for each of its 2^max sets \
     of used numbers) fits in the memory there is";

fn main() {
    let mut game = CanIWin::default();
    run_cases(&ABOUT, |text, out| {
        let mark = text.mark();
        let max_choosable = text
            .argument("maxChoosableInteger")?
            .integer(1..=i64::from(MAX_CHOOSABLE))? as u32;
        let desired_total = text
            .argument("desiredTotal")?
            .integer(i64::MIN..=i64::MAX)?;
        let wins = game.first_player_wins(max_choosable, desired_total);
        out.verdict(
            &BOOLEAN,
            wins.ok_or_else(|| text.fault_at_mark(mark, TABLE))?,
        );
        Ok(())
    })
}
