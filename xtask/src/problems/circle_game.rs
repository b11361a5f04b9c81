//! Codeforces 1451D Circle Game: a token at (0, 0) moves +k in x or in y, staying within
//! distance d of the origin.
//! Input: `t`, then t lines `d k`.

use crate::problem::draw::{large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::CountedLines;
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::specs;

/// The largest d the searches take: (d/k)² points at most, 10^6 at judge-size stress.
const SEARCHED: Value = 1000;

/// Whether the first player wins, by a search of every point (x, y) (in units of k) within
/// the circle, from the far side back: a point is won when a step right or up reaches a
/// lost point within the circle.
fn searched(case: &[Value]) -> bool {
    let (d, k) = (case[0], case[1]);
    let inside = |x: Value, y: Value| (x * k).pow(2) + (y * k).pow(2) <= d * d;
    let side = (d / k + 2) as usize;
    let mut win = vec![vec![false; side]; side];
    for x in (0..side - 1).rev() {
        for y in (0..side - 1).rev() {
            let (vx, vy) = (x as Value, y as Value);
            win[x][y] = (inside(vx + 1, vy) && !win[x + 1][y])
                || (inside(vx, vy + 1) && !win[x][y + 1]);
        }
    }
    win[0][0]
}

fn by_search(cases: &[Case]) -> String {
    verdicts(cases, &specs::codeforces::CIRCLE_GAME, searched)
}

pub const CIRCLE_GAME: Facts = Facts {
    layout: &CountedLines(2),
    draw: |rng, size| {
        let d = size.value(rng, 0..=40);
        let k = size.value(rng, 1..=45).max(1);
        vec![d, k]
    },
    valid: |case| case[1] >= 1,
    answerable: |case| case[0] <= 60,
    reference: by_search,
    // k up to d, and small against d one time in two (long games).
    judge_draw: Some(|rng, size| {
        let d = size.up_to(rng, 1..=40, 1);
        let most_k = if rng.chance(1, 2) { (d / 30).max(1) } else { d };
        let k = Value::from(rng.range(1, most_k as u64));
        vec![d, k]
    }),
    judge_valid: Some(|case| case[1] >= 1 && case[0] <= SEARCHED),
    judge_reference: Some(by_search),
    sizes: Sizes {
        limits_text: "d up to 60",
        largest: (100, large(100_000, 6, 0)),
        judge_stress: JudgeStress::new(1..=10, large(SEARCHED as u64, 4, 0)),
        judge_limits: Some(
            JudgeLimits::new(100, 1..=100_000).holds(|case| case[1] <= case[0]),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::CIRCLE_GAME)
};
