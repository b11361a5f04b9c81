//! One token on a directed graph (docs/games.md#retrograde-analysis-and-draws): a move slides
//! it along an edge; who cannot move loses.
//! Input: `n m`, then m edges `u v` (1-based). The one case is [n, u1, v1, u2, v2, …].

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::{JudgeStress, Sizes};
use grundy::oracles::brute::outcomes_by_iteration;
use grundy::specs;

pub struct GraphGame;

impl Layout for GraphGame {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        let mut text = format!("{} {}\n", case[0], case.len() / 2);
        case[1..]
            .chunks(2)
            .for_each(|edge| text.push_str(&line(edge)));
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let n = tokens.number()?;
        let m = tokens.number()?;
        let mut case = vec![n];
        case.extend(tokens.numbers(2 * m)?);
        Ok(vec![case])
    }
}

pub const GRAPH_GAME: Facts = Facts {
    layout: &GraphGame,
    draw: |rng, size| {
        let n = size.items(rng, 1..=6) as Value;
        let edges = if size.is_small() {
            rng.range(0, 10)
        } else {
            2 * n as u64
        };
        let mut case = vec![n];
        for _ in 0..2 * edges {
            case.push(Value::from(rng.range(1, n as u64)));
        }
        case
    },
    valid: |case| case.len() % 2 == 1 && case[0] >= 1 && in_range(&case[1..], 1..=case[0]),
    // By value iteration (cycles give draws).
    reference: |cases| {
        let case = &cases[0];
        let n = case[0] as usize;
        let mut successors = vec![Vec::new(); n];
        for edge in case[1..].chunks(2) {
            successors[edge[0] as usize - 1].push(edge[1] as usize - 1);
        }
        let outcome = outcomes_by_iteration(&successors);
        outcome.iter().map(|o| format!("{}\n", o.word())).collect()
    },
    sizes: Sizes {
        stress_cases: 1..=1,
        // Edges, pairs after the vertex count.
        items: (1, 2),
        largest: (1, large(1_000_000, 7, 1_000_000)),
        judge_stress: JudgeStress::new(1..=1, large(200_000, 6, 200_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::GRAPH_GAME)
};
