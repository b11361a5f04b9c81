//! `wythoff-moves`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! The winning moves come in two groups, as the judge's accepted solutions print them: first
//! the move that takes the same number from both piles, then the one-pile moves by increasing
//! x, each pair once within this group. A pair reachable both ways is printed in both groups
//! (`2 3` gives `1 2` twice). a > b is read as the pair (b, a).

use grundy::games::wythoff;
use grundy::io::{run, About, ANY_U64};

/// The problem as `--help` prints it, with samples/wythoff-moves/sample-1 as its example.
const ABOUT: About = About {
    name: "wythoff-moves",
    problem: "HDU 2177 取(2堆)石子游戏 (Wythoff's game, with the winning moves): two\n\
              piles; take any number from one, or the same number from both; the last stone\n\
              wins.",
    input: "lines `a b` until `0 0`.",
    output: "per line, `0` when the first player loses; else `1`, then one line `x y`\n\
             (x ≤ y) per winning move, the piles it leaves: the move from both piles first.",
    example: [
        "1 2\n5 8\n4 7\n2 2\n0 0\n",
        "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
    ],
};

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(a) = input.u64_in_or_end(ANY_U64)? {
            let b = input.u64()?;
            if a == 0 && b == 0 {
                return input.finish("the closing 0 0");
            }
            let moves = wythoff::winning_moves(a, b);
            if moves.is_empty() {
                out.line("0");
                continue;
            }
            out.line("1");
            for (x, y) in moves {
                out.u64(x);
                out.space();
                out.u64(y);
                out.end_line();
            }
        }
        Ok(())
    })
}
