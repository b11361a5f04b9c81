//! LeetCode 913 Cat and Mouse: graph → 1 (the mouse wins), 2 (the cat wins) or 0 (a draw).
//! A case is [nodes, u1, v1, u2, v2, …]: undirected edges between distinct nodes.

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, list, Arguments, LeetCode, ANY_LENGTH};
use crate::problem::tables::answers;
use crate::problem::{Part, Sizes};
use grundy::io::Fault;
use grundy::leetcode::text::Text;
use grundy::oracles::minimax;
use grundy::specs;

/// The adjacency lists of a case (sorted, without repeats), when well formed.
fn graph(case: &[Value]) -> Option<Vec<Vec<usize>>> {
    let n = *case.first()?;
    if case.len() % 2 == 0 || !(3..=50).contains(&n) || !in_range(&case[1..], 0..=n - 1) {
        return None;
    }
    let mut graph = vec![Vec::new(); n as usize];
    for edge in case[1..].chunks(2) {
        let (u, v) = (edge[0] as usize, edge[1] as usize);
        if u == v {
            return None;
        }
        graph[u].push(v);
        graph[v].push(u);
    }
    for list in &mut graph {
        list.sort_unstable();
        list.dedup();
    }
    Some(graph)
}

/// 913's one argument, the graph's adjacency lists.
struct Graph;

impl Arguments for Graph {
    fn write(&self, case: &[Value], text: &mut String) {
        let graph = graph(case).expect("a valid 913 case");
        text.push_str(&(list(graph.iter().map(list)) + "\n"));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let lists = text.array(ANY_LENGTH, "a graph", |t| {
            t.integers(ANY_LENGTH, 0..=i64::MAX)
        })?;
        let mut case = vec![lists.len() as Value];
        for (u, list) in lists.iter().enumerate() {
            for &v in list.iter().filter(|&&v| v as usize > u) {
                case.extend([u as Value, v as Value]);
            }
        }
        Ok(case)
    }
}

/// Whether a case is a graph in which every node but the hole has an edge to a node other
/// than the hole, and the mouse's node has an edge.
fn playable(case: &[Value]) -> bool {
    graph(case).is_some_and(|graph| {
        (1..graph.len()).all(|v| graph[v].iter().any(|&w| w != 0)) && !graph[1].is_empty()
    })
}

pub const LC913: Facts = Facts {
    layout: &LeetCode(Graph),
    draw: |rng, size| loop {
        let n = size.pick(rng, 3..=6, 3..=50) as u64;
        let mut case = vec![n as Value];
        for u in 0..n {
            for v in u + 1..n {
                if rng.chance(1, 2) {
                    case.extend([u as Value, v as Value]);
                }
            }
        }
        if playable(&case) {
            return case;
        }
    },
    valid: playable,

    reference: |cases| {
        let answer = |c: &[Value]| {
            let graph = graph(c).expect("a valid 913 case");
            leetcode::integer(minimax::cat_and_mouse(&graph) as i64)
        };
        answers(cases, answer)
    },
    sizes: Sizes {
        stress_cases: 1..=3,
        limits_text:
            "LeetCode's value limits (a search over every position: long inputs take time)",
        // Edges, pairs after the vertex count.
        items: (1, 2),
        // The binary refuses graphs where the cat can reach a node with no move: every node
        // but the hole needs a neighbour other than the hole, and the mouse and cat nodes a
        // move.
        // The highest node dropped with its edges: alone, an edge's drop would leave it with
        // none, which the format forbids.
        counted_parts: |case| {
            let Some(&nodes) = case.first() else {
                return Vec::new();
            };
            let touching = (1..case.len().saturating_sub(1)).step_by(2);
            let numbers = touching
                .filter(|&at| case[at] == nodes - 1 || case[at + 1] == nodes - 1)
                .map(|at| at..at + 2)
                .collect();
            vec![Part { count: 0, numbers }]
        },
        largest: (10, large(50, 2, 50)),
        judge_stress: leetcode::judge_stress(large(50, 2, 50)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC913)
};
