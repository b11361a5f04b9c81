//! LeetCode 294 Flip Game II: currentState → whether the first player wins, a move turning
//! two adjacent `+` into `-`. A case holds 1 for `+`, 0 for `-`.

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, boolean, Arguments, LeetCode, ANY_LENGTH};
use crate::problem::tables::answers;
use crate::problem::Sizes;
use grundy::io::Fault;
use grundy::leetcode::text::Text;
use grundy::oracles::minimax;
use grundy::specs;

/// The state as LeetCode writes it.
fn state(case: &[Value]) -> String {
    case.iter()
        .map(|&p| if p == 1 { '+' } else { '-' })
        .collect()
}

/// One string of `+` and `-`.
struct Pluses;

impl Arguments for Pluses {
    fn write(&self, case: &[Value], text: &mut String) {
        text.push_str(&format!("\"{}\"\n", state(case)));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let state = text.string(ANY_LENGTH, "a string", |c| c == '+' || c == '-')?;
        Ok(state.chars().map(|c| Value::from(c == '+')).collect())
    }
}

pub const LC294: Facts = Facts {
    layout: &LeetCode(Pluses),
    draw: |rng, size| size.list(rng, 0..=14, |rng| Value::from(rng.chance(3, 4))),
    valid: |case| in_range(case, 0..=1),
    answerable: |c| c.len() <= 20,
    reference: |cases| answers(cases, |c| boolean(minimax::flip_game(&state(c)))),
    sizes: Sizes {
        limits_text: "strings of up to 20 characters",
        largest: (10, large(1, 1, 60)),
        judge_stress: leetcode::judge_stress(large(1, 1, 60)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC294)
};
