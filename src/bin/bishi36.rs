//! Niuke BISHI36 【模板】扩展巴什博弈 (extended Bash). One pile of n; a move takes l to r
//! stones (never more than remain); a player who cannot move loses. Input: T, then T lines
//! `n l r`. Output per case: `YES` when the first player wins, else `NO`.
//! l = 0 is an input error (a move must take something); l > r means no move at all.

use grundy::games::bash;
use grundy::io::{run_case_groups, Verdicts, ANY_U64};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    // l = 0 is refused: a move must take something.
    let ranges = [ANY_U64, 1..=u64::MAX, ANY_U64];
    run_case_groups("bishi36", ranges, |[stones, least, most], out| {
        out.verdict(&ANSWERS, bash::range_first_player_wins(stones, least, most));
    })
}
