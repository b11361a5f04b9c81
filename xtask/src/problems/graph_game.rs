//! One token on a directed graph (docs/games.md#retrograde-analysis-and-draws): a move slides
//! it along an edge; who cannot move loses.
//! Input: `n m`, then m edges `u v` (1-based). The one case is [n, u1, v1, u2, v2, …].

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::shapes::{answered, Input::Built, Input::Gen};
use crate::problem::{JudgeStress, Sizes};
use grundy::oracles::brute::outcomes_by_iteration;
use grundy::specs;
use std::io::{self, Write};

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
        limits: &[
            answered("10^6 vertices, 2·10^6 random edges with cycles", Gen("")),
            answered(
                "chain of 10^6 vertices, edges i → i+1 and i → i+2 (the deepest analysis)",
                Built("graph-game-chain-1e6", chain),
            ),
            answered(
                "star: 2·10^6 edges from every vertex into vertex 1 (one bucket holds them all)",
                Built("graph-game-star-1e6", star),
            ),
        ],
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::other::GRAPH_GAME)
};

/// 2·10^6 edges v → 1, v running over the 10^6 vertices twice: every edge lands in the
/// first bucket of the predecessor lists, which must grow far past its even share.
fn star(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    writeln!(w, "{N} {}", 2 * N)?;
    for v in (1..=N).chain(1..=N) {
        writeln!(w, "{v} 1")?;
    }
    Ok(())
}

/// A chain 1 → 2 → … → 10^6 with the skips i → i + 2: 2·10^6 − 3 edges, and outcomes
/// settled one vertex after another from the end.
fn chain(w: &mut dyn Write) -> io::Result<()> {
    const N: u64 = 1_000_000;
    writeln!(w, "{N} {}", 2 * N - 3)?;
    for v in 1..N {
        writeln!(w, "{v} {}", v + 1)?;
        if v + 2 <= N {
            writeln!(w, "{v} {}", v + 2)?;
        }
    }
    Ok(())
}
