//! HDU 2176: the winning first moves of a Nim position, in pile order.
//! Input: cases until `0`: `m`, then m piles.

use crate::problem::draw::large;
use crate::problem::heaps::WinningMoves;
use crate::problem::JudgeLimits;
use grundy::specs;

pub const NIM_MOVES: WinningMoves = WinningMoves {
    spec: &specs::hdu::NIM_MOVES,
    show: moves_text,
    // The catalogue states no bound on a pile: every u64.
    judge_limits: JudgeLimits::new(u64::MAX, 0..=u64::MAX).numbers(1..=200_000),
    judge: (10, large(1_000_000, 7, 100_000)),
};

/// `No`, or `Yes` and a line `pile left` per winning move.
fn moves_text(moves: Vec<(u64, u64)>) -> String {
    let verdict = if moves.is_empty() { "No" } else { "Yes" };
    let lines = moves.iter().map(|(pile, left)| format!("\n{pile} {left}"));
    verdict.to_string() + &lines.collect::<String>()
}
