//! Niuke BISHI36 【模板】扩展巴什博弈 (extended Bash). One pile of n; a move takes l to r
//! stones (never more than remain); a player who cannot move loses. Input: T, then T lines
//! `n l r`. Output per case: `YES` when the first player wins, else `NO`.
//! l = 0 is an input error (a move must take something); l > r means no move at all.

use grundy::games::bash;
use grundy::io::{run_cases, Verdicts};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    run_cases("bishi36", |input, out| {
        let stones = input.u64()?;
        let least = input.u64_in(1..=u64::MAX)?;
        let most = input.u64()?;
        out.verdict(&ANSWERS, bash::range_first_player_wins(stones, least, most));
        Ok(())
    })
}
