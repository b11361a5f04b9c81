//! Niuke BISHI35 【模板】巴什博弈 (Bash's game). One pile of n; a move takes 1 to m stones;
//! taking the last stone wins. Input: T, then T lines `n m`. Output per case: `YES` when
//! the first player wins, else `NO`.

use grundy::games::bash;
use grundy::io::{run_case_groups, Verdicts, ANY_U64};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    run_case_groups("bishi35", [ANY_U64, ANY_U64], |[stones, most], out| {
        out.verdict(&ANSWERS, bash::first_player_wins(stones, most));
    })
}
