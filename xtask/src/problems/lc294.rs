//! LeetCode 294 Flip Game II: currentState → whether the first player wins, a move turning
//! two adjacent `+` into `-`. A case holds 1 for `+`, 0 for `-`.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::Layout;
use crate::problem::leetcode::{self, boolean, Arguments, LeetCode, ANY_LENGTH};
use crate::problem::shapes::{answered, Input::Gen, Shape};
use crate::problem::tables::answers;
use crate::problem::{JudgeStress, Problem};
use grundy::io::Fault;
use grundy::io::Spec;
use grundy::leetcode::text::Text;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct Lc294;

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

impl Problem for Lc294 {
    fn spec(&self) -> &'static Spec {
        &specs::leetcode::LC294
    }

    fn limits_text(&self) -> &'static str {
        "strings of up to 20 characters"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c.len() <= 20
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Pluses)
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        size.list(rng, 0..=14, |rng| Value::from(rng.chance(3, 4)))
    }

    fn valid(&self, case: &[Value]) -> bool {
        in_range(case, 0..=1)
    }

    fn reference(&self, cases: &[Case]) -> String {
        answers(cases, |c| boolean(minimax::flip_game(&state(c))))
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1, 1, 60))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        leetcode::judge_stress(self)
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered("LeetCode: 10 cases of 60 characters", Gen("")),
            answered("10^6 characters", Gen("--cases 1 --items 1000000")),
        ]
    }
}
