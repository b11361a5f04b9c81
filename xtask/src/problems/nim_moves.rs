//! HDU 2176: the winning first moves of a Nim position, in pile order.
//! Input: cases until `0`: `m`, then m piles.

use crate::problem::draw::large;
use crate::problem::heaps::WinningMoves;
use crate::problem::shapes::{answered, longest, repeated, Input::Built, Input::Gen};
use crate::problem::JudgeLimits;
use grundy::specs;

pub const NIM_MOVES: WinningMoves = WinningMoves {
    spec: &specs::hdu::NIM_MOVES,
    show: moves_text,
    // The catalogue states no bound on a pile: every u64.
    judge_limits: JudgeLimits::new(u64::MAX, 0..=u64::MAX).numbers(1..=200_000),
    judge: (10, large(1_000_000, 7, 100_000)),
    // 20-digit piles all have bit 63 set; an odd count of them leaves a nim-sum with it
    // too, so every pile is a winning move: an output line per pile.
    limits: &[
        answered(
            "10 cases of 999999 piles of 20 digits, every pile a winning move",
            Gen(longest!("--cases 10 --items 999999")),
        ),
        answered(
            "one case of 9999999 piles of 20 digits, every pile a winning move",
            Gen(longest!("--cases 1 --items 9999999")),
        ),
        answered(
            "one case of 10^7 piles of 20 digits after a leading zero (21 characters)",
            // Valid numbers longer than 20 characters, an even count: no winning move.
            Built("nim-moves-leading-zeros", |w| {
                repeated(
                    w,
                    "10000000\n",
                    "018446744073709551615 ",
                    10_000_000,
                    "\n0\n",
                )
            }),
        ),
    ],
};

/// `No`, or `Yes` and a line `pile left` per winning move.
fn moves_text(moves: Vec<(u64, u64)>) -> String {
    let verdict = if moves.is_empty() { "No" } else { "Yes" };
    let lines = moves.iter().map(|(pile, left)| format!("\n{pile} {left}"));
    verdict.to_string() + &lines.collect::<String>()
}
