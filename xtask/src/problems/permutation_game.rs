//! Codeforces 1033C Permutation Game: a token on cell i moves to a cell of larger value at
//! a distance that is a multiple of a_i.
//! Input: n, then a permutation a_1 … a_n of 1 to n (one board per input).
//!
//! A case is the values; only a permutation is valid, so the shrinker lowers little.

use crate::problem::draw::{large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Items;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::cf_searches::permutation_game_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The judge's most cells.
const JUDGE_CELLS: u64 = 100_000;

/// The most cells the plain search answers at judge size (n² steps).
const SEARCHED_CELLS: u64 = 3000;

/// Whether the values are a permutation of 1 to n.
fn is_permutation(case: &[Value]) -> bool {
    let mut seen = vec![false; case.len() + 1];
    case.iter().all(|&v| {
        (1..=case.len() as Value).contains(&v) && !std::mem::replace(&mut seen[v as usize], true)
    })
}

/// A random permutation of `cells` cells.
fn permutation(rng: &mut Rng, cells: u64) -> Case {
    let mut values: Case = (1..=Value::from(cells)).collect();
    shuffle(rng, &mut values);
    values
}

/// A random permutation: of 1 to 8 cells under stress, of the size's items when large
/// (`gen`'s judge-maximum board).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let cells = match size {
        Size::Small => rng.range(1, 8),
        Size::Large { items, .. } => *items,
    };
    permutation(rng, cells)
}

/// The line of letters, the game searched move by move over the whole board.
fn letters(cases: &[Case]) -> String {
    answers(cases, |c| {
        let values: Vec<u64> = c.iter().map(|&v| v as u64).collect();
        (permutation_game_wins(&values).into_iter())
            .map(|win| if win { 'A' } else { 'B' })
            .collect()
    })
}

pub const PERMUTATION_GAME: Facts = Facts {
    layout: &Items::to_the_end(0, 1),
    draw,
    valid: is_permutation,
    answerable: |case| case.len() <= 12,
    reference: letters,
    // Boards of any size up to the stress's items.
    judge_draw: Some(|rng, size| {
        let most = size.items(rng, 1..=1).max(1) as u64;
        let cells = rng.range(1, most);
        permutation(rng, cells)
    }),
    judge_valid: Some(|case| is_permutation(case) && case.len() as u64 <= SEARCHED_CELLS),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "up to 12 cells",
        largest: (1, large(JUDGE_CELLS, 6, JUDGE_CELLS)),
        // The plain search takes n² steps: boards of up to 3000 cells.
        judge_stress: JudgeStress::new(1..=1, large(JUDGE_CELLS, 6, SEARCHED_CELLS)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=JUDGE_CELLS)
                .numbers(1..=JUDGE_CELLS)
                .holds(is_permutation),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::PERMUTATION_GAME)
};
