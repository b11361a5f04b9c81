//! `split-game`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::split_game::SplitGame;
use grundy::io::{can_allocate, run_cases, About, ANY_U64};

/// The problem as `--help` prints it, with samples/split-game/sample-1 as its example.
const ABOUT: About = About {
    name: "split-game",
    problem: "Luogu P3185 [HNOI2007] 分裂游戏: bottles 0 … n − 1, bottle i holding p_i\n\
              beans; a move takes a bean out of a bottle i and puts one bean into each of\n\
              bottles j and k, i < j ≤ k; the last move wins.",
    input: "T; each case: n, then the n bottles' numbers of beans.",
    output: "per case, the first winning move `i j k` (least i, then j, then k), or\n\
             `-1 -1 -1` when none wins; then a line with the number of winning first moves.",
    example: ["2\n4\n1 0 1 5000\n3\n0 0 1\n", "0 2 3\n1\n-1 -1 -1\n0\n"],
};

/// A case's bottles with beans are kept until its value is known: at most this many
/// bottles, 8 bytes each (Luogu's cases have at most 21). The count of winning moves,
/// below n³/12, fits a u64 with room to spare.
const MOST_BOTTLES: u64 = 1_000_000;
const WITHIN: &str =
    "a number of bottles from 0 to 1000000 (a case's bottles are kept until its value is known) that fits in the memory there is";

fn main() {
    let mut game = SplitGame::default();
    run_cases(&ABOUT, |input, out| {
        let bottles = input.u64_that(0..=u64::MAX, WITHIN, |n| {
            n <= MOST_BOTTLES && can_allocate(n * 8)
        })?;
        game.clear(bottles);
        let mut index = 0;
        input.groups(Some(bottles), "bottle", &[ANY_U64], |[beans]| {
            game.add(index, beans);
            index += 1;
        })?;
        let moves = game.winning_moves();
        match moves.first {
            Some((i, j, k)) => {
                out.u64(i);
                out.space();
                out.u64(j);
                out.space();
                out.u64(k);
                out.end_line();
            }
            None => out.line("-1 -1 -1"),
        }
        out.u64(moves.count);
        out.end_line();
        Ok(())
    })
}
