//! `lc464`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC464`, which `--help` prints).
//!
//! maxChoosableInteger above 20 is refused (2^20 sets of used numbers); one table for the
//! largest max met answers every total and every smaller max, so a case costs a lookup once it
//! is built.

use grundy::leetcode::number_games::{CanIWin, MAX_CHOOSABLE};
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC464;

const TABLE: &str = "a maxChoosableInteger whose table (32 bytes for each of its 2^max sets \
     of used numbers) fits in the memory there is";

fn main() {
    let mut game = CanIWin::default();
    run_cases(&LC464, |text, out| {
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
