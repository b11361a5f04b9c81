//! HDU 1850: the number of winning first moves of a Nim position.
//! Input: cases until `0`: `M`, then M piles.

use crate::problem::draw::large;
use crate::problem::heaps::WinningMoves;
use crate::problem::JudgeLimits;
use grundy::specs;

pub const NIM_COUNT: WinningMoves = WinningMoves {
    spec: &specs::hdu::NIM_COUNT,
    show: |moves| moves.len().to_string(),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=1_000_000).numbers(2..=100),
    judge: (10, large(1_000_000_000, 10, 100)),
};
