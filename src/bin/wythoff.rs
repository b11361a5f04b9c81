//! POJ 1067 / HDU 1527 取石子游戏 (Wythoff's game). Input: lines `a b` until the end of
//! input, the piles in either order. Output per line: `1` when the first player wins,
//! else `0`. Exact for every pair of u64: no floating point decides an answer.

use grundy::games::wythoff;
use grundy::io::{run, Verdicts, ANY_U64};

const ANSWERS: Verdicts = Verdicts::new("1", "0");

fn main() {
    run("wythoff", |input, out| {
        input.groups(None, "pair", &[ANY_U64, ANY_U64], |[a, b]| {
            out.verdict(&ANSWERS, wythoff::first_player_wins(a, b));
        })
    })
}
