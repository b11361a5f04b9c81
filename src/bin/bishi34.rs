//! Niuke BISHI34 甜蜜的博弈. k diamonds; a move takes 1, or 2 when 2 divides k, or 5 when
//! 5 divides k. Input: T, then T counts. Output per count: `Alice` when the first player
//! (Alice) wins, else `Bob`.

use grundy::games::diamonds;
use grundy::io::{run_cases, Verdicts};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_cases("bishi34", |input, out| {
        let diamonds = input.u64()?;
        out.verdict(&ANSWERS, diamonds::first_player_wins(diamonds));
        Ok(())
    })
}
