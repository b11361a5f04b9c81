//! Niuke BISHI34 甜蜜的博弈. k diamonds; a move takes 1, or 2 when 2 divides k, or 5 when
//! 5 divides k. Input: T, then T counts. Output per count: `Alice` when the first player
//! (Alice) wins, else `Bob`.

use grundy::games::diamonds;
use grundy::io::{run_case_groups, Verdicts, ANY_U64};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_case_groups("bishi34", [ANY_U64], |[diamonds], out| {
        out.verdict(&ANSWERS, diamonds::first_player_wins(diamonds));
    })
}
