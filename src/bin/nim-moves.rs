//! `nim-moves`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::nim;
use grundy::io::{run, About, ANY_U64};

/// The problem as `--help` prints it, with samples/nim-moves/sample-1 as its example.
const ABOUT: About = About {
    name: "nim-moves",
    problem: "HDU 2176 取(m堆)石子游戏: Nim, with the winning first moves.",
    input: "cases until a line `0`: m, then m pile sizes.",
    output: "per case, `No` when the first player loses; else `Yes`, then one line\n\
             `a b` per winning move in pile order: from the pile of a stones, leave b.",
    example: [
        "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
        "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
    ],
};

/// A case's piles are kept until its nim-sum is known (8 bytes each): at most this many,
/// 80 MB (HDU's cases are far smaller).
const MOST_PILES: u64 = 10_000_000;

fn main() {
    run(&ABOUT, |input, out| {
        let mut heaps = Vec::new();
        while let Some(piles) = input.u64_in_or_end(0..=MOST_PILES)? {
            if piles == 0 {
                break;
            }
            heaps.clear();
            input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| heaps.push(pile))?;
            let nim_sum = nim::nim_sum(heaps.iter().copied());
            if !nim::first_player_wins(nim_sum) {
                out.line("No");
                continue;
            }
            out.line("Yes");
            for &heap in &heaps {
                if let Some(left) = nim::winning_target(heap, nim_sum) {
                    out.u64(heap);
                    out.space();
                    out.u64(left);
                    out.end_line();
                }
            }
        }
        input.finish("the closing 0")
    })
}
