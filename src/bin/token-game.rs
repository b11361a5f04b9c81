//! `token-game`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! `DRAW` arises only when the graph has cycles: the generalized Sprague–Grundy function
//! decides sums of loopy games.

use grundy::games::graph::{self, Graph};
use grundy::io::{can_allocate, run, About};

/// The problem as `--help` prints it, with samples/token-game/sample-1 as its example.
const ABOUT: About = About {
    name: "token-game",
    problem: "HDU 1524 / POJ 2425 A Chess Game: tokens on a directed graph; a move\n\
              slides one token along an edge; a player who cannot move loses.",
    input: "cases until the end of input (or a line `0` for N): N; N lines\n\
            `X v1 … vX` (the successors of vertex i, 0-based); then queries `M p1 … pM`,\n\
            ended by a line `0`.",
    output: "per query, `WIN` or `LOSE` for the player to move, or `DRAW` when\n\
             neither side can force a win.",
    example: [
        "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
        "WIN\nWIN\nWIN\nLOSE\nWIN\n",
    ],
};

/// The largest graph accepted: a million vertices, two million edges (HDU's are at most a
/// thousand vertices, so at most a million edges).
const MAX_VERTICES: u64 = 1_000_000;
const MAX_EDGES: u64 = 2_000_000;
/// What the analysis keeps per vertex and per edge, in bytes, with room to spare (a graph
/// with cycles keeps a few more words per vertex for its rounds).
const BYTES_PER_VERTEX: u64 = 96;
const BYTES_PER_EDGE: u64 = 24;
const IN_MEMORY: &str = "a graph that fits in the memory there is";
/// At most this many steps of the rounds that value the vertices reaching a cycle, for the
/// whole input (`graph::loopy_grundy_within`: a step per vertex in a round and per edge
/// walked back), so that no input runs past about half a second. The rounds cost up to
/// about edges^1.5 on dense graphs with large values; acyclic graphs (all of HDU's) take
/// none, and sparse graphs with cycles a few per edge.
const ROUND_STEPS: u64 = 200_000_000;

fn main() {
    run(&ABOUT, |input, out| {
        let mut edges = Vec::new();
        let mut tokens = Vec::new();
        let mut budget = ROUND_STEPS;
        loop {
            if !input.has_more()? {
                return Ok(());
            }
            let vertices = input.u64_that(0..=MAX_VERTICES, IN_MEMORY, |vertices| {
                can_allocate(vertices * BYTES_PER_VERTEX)
            })?;
            // Edges are counted as they come: memory is asked for again each time their
            // number doubles, at the count that passes the mark.
            let mut asked_for = 0;
            if vertices == 0 {
                return input.finish("the closing 0");
            }
            edges.clear();
            for from in 0..vertices as u32 {
                let room = MAX_EDGES - edges.len() as u64;
                let successors = input.u64_described(0..=room, |range| {
                    format!(
                        "a number of successors from 0 to {} (a graph has at most {MAX_EDGES} \
                         edges)",
                        range.end()
                    )
                })?;
                let edge_count = edges.len() as u64 + successors;
                if edge_count > asked_for {
                    asked_for = (2 * edge_count).min(MAX_EDGES);
                    let bytes = vertices * BYTES_PER_VERTEX + asked_for * BYTES_PER_EDGE;
                    if !can_allocate(bytes) {
                        return Err(input.fault_here(IN_MEMORY));
                    }
                }
                input.repeat(successors, "successor", |input| {
                    edges.push((from, input.u64_in(0..=vertices - 1)? as u32));
                    Ok(())
                })?;
            }
            let graph = Graph::new(vertices as usize, &edges);
            // Plain Grundy values in linear time wherever no cycle is in reach (all of the
            // judge's acyclic graphs); rounds only for the vertices that reach a cycle.
            let values = graph::loopy_grundy_within(&graph, &mut budget).ok_or_else(|| {
                input.fault_here(&format!(
                    "the queries of a graph valued within {ROUND_STEPS} steps in all"
                ))
            })?;
            while let Some(count) = input.u64_until(0)? {
                tokens.clear();
                input.repeat(count, "token", |input| {
                    tokens.push(input.u64_in(0..=vertices - 1)? as usize);
                    Ok(())
                })?;
                out.line(graph::sum_outcome(&graph, &values, &tokens).word());
            }
        }
    })
}
