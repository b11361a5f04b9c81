//! Luogu P2197 【模板】nim 游戏. Input: T; each case: n, then n pile sizes. Output per case:
//! `Yes` when the first player wins Nim, else `No`.

use grundy::games::nim;
use grundy::io::{run_cases, Verdicts, ANY_U64};

const ANSWERS: Verdicts = Verdicts::new("Yes", "No");

fn main() {
    run_cases("nim", |input, out| {
        let piles = input.u64()?;
        let mut nim_sum = 0;
        input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| nim_sum ^= pile)?;
        out.verdict(&ANSWERS, nim::first_player_wins(nim_sum));
        Ok(())
    })
}
