//! `graph-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::GRAPH_GAME`, which `--help` prints).
//!
//! The analysis: docs/games.md#retrograde-analysis-and-draws. Self-loops and repeated edges
//! are allowed.

use grundy::games::graph::{Edges, Outcome};
use grundy::io::{can_allocate, run, Verdicts};
use grundy::specs::other::GRAPH_GAME;

/// The largest graph accepted (18 to 22 MiB of memory, as the limits table measures).
const MAX_VERTICES: u64 = 1_000_000;
const MAX_EDGES: u64 = 2_000_000;
/// What the analysis keeps per vertex and per edge, in bytes (counters, lists, answers;
/// per edge its word in its bucket, 4, with an eighth more reserved, or up to twice that
/// while a crowded bucket grows, and its word in the lists, 4), with room to spare.
const BYTES_PER_VERTEX: u64 = 24;
const BYTES_PER_EDGE: u64 = 20;

/// Each outcome's line, written without a branch on which it is.
const ANSWERS: Verdicts<3> = Verdicts::of(Outcome::WORDS);

const EDGES_IN_MEMORY: &str = "a number of edges whose graph fits in the memory there is";

fn main() {
    run(&GRAPH_GAME, |input, out| {
        let vertices = input.u64_in(1..=MAX_VERTICES)?;
        let edge_count = input.u64_that(0..=MAX_EDGES, EDGES_IN_MEMORY, |edges| {
            can_allocate(vertices * BYTES_PER_VERTEX + edges * BYTES_PER_EDGE)
        })?;
        let mut edges = Edges::with_capacity(vertices as usize, edge_count as usize);
        let vertex = 1..=vertices;
        input.groups(
            Some(edge_count),
            "edge",
            &[("u", vertex.clone()), ("v", vertex)],
            |[from, to]| edges.push((from - 1) as u32, (to - 1) as u32),
        )?;
        for outcome in edges.into_outcomes() {
            out.verdict_of(&ANSWERS, outcome as usize);
        }
        input.finish("the last edge")
    })
}
