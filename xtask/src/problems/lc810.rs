//! LeetCode 810 Chalkboard XOR Game: nums → whether Alice wins, the player who erases a
//! number leaving an exclusive or of 0 losing (a player to move facing 0 wins).

use crate::problem::draw::{Case, Size, Value};
use crate::problem::leetcode::{boolean, ArrayGame, JudgeRows, Values};
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const LC810: ArrayGame = ArrayGame {
    spec: &specs::leetcode::LC810,
    lengths: 1..=7,
    values: Values::UpTo {
        small: 0..=7,
        max: 65_535,
    },
    longest: 1000,
    answer: |nums| boolean(minimax::xor_game(nums)),
    judge_rows: JudgeRows::Drawn(two_values),
};

/// At its limits (up to 1000 numbers below 2^16), with two distinct numbers: the search's
/// positions are how many of each are left.
fn two_values(rng: &mut Rng, _size: &Size) -> Case {
    let values = [rng.range(0, 65_535), rng.range(0, 65_535)].map(Value::from);
    let length = rng.range(990, 1000);
    (0..length)
        .map(|_| values[rng.range(0, 1) as usize])
        .collect()
}
