//! `nim-moves`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::NIM_MOVES`, which `--help` prints).

use grundy::games::nim;
use grundy::io::{run, ANY_U64};
use grundy::specs::hdu::NIM_MOVES;

/// A case's piles are kept until its nim-sum is known (8 bytes each): at most this many,
/// 80 MB (HDU's cases are far smaller).
const MOST_PILES: u64 = 10_000_000;

fn main() {
    run(&NIM_MOVES, |input, out| {
        let mut heaps = Vec::new();
        while let Some(piles) = input.u64_in_or_end(0..=MOST_PILES)? {
            if piles == 0 {
                break;
            }
            heaps.clear();
            input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
                heaps.push(pile)
            })?;
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
