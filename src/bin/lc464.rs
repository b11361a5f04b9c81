//! LeetCode 464 Can I Win: maxChoosableInteger, desiredTotal → whether the first
//! player can force a win. maxChoosableInteger above 20 is refused (2^20 states).
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::number_games::can_i_win;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    run_cases("lc464", |text, out| {
        let max_choosable = text.integer(1..=20)? as u32;
        let desired_total = text.integer(i64::MIN..=i64::MAX)?;
        out.verdict(&BOOLEAN, can_i_win(max_choosable, desired_total));
        Ok(())
    })
}
