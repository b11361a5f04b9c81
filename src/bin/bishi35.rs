//! Niuke BISHI35 【模板】巴什博弈 (Bash's game). One pile of n; a move takes 1 to m stones;
//! taking the last stone wins. Input: T, then T lines `n m`. Output per case: `YES` when
//! the first player wins, else `NO`.

use grundy::games::bash;
use grundy::io::{run_cases, Verdicts};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    run_cases("bishi35", |input, out| {
        let stones = input.u64()?;
        let most = input.u64()?;
        out.verdict(&ANSWERS, bash::first_player_wins(stones, most));
        Ok(())
    })
}
