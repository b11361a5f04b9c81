//! HDU 1524 / POJ 2425 A Chess Game: tokens on a directed graph; a move slides one token
//! along an edge; a player who cannot move loses. Input: test cases until the end of input
//! (a line `0` in place of N also ends it): N; N lines `X v1 … vX` (the successors of vertex
//! i, 0-based); then queries `M p1 … pM` ended by a line `0`. Output per query: `WIN` or
//! `LOSE` for the player to move, or `DRAW` when the graph has cycles and neither side can
//! force a win (the generalized Sprague–Grundy function decides sums of loopy games).

use grundy::games::graph::{self, Graph};
use grundy::io::{can_allocate, run};

/// The largest graph accepted: a million vertices, two million edges (HDU's are at most a
/// thousand vertices, so at most a million edges).
const MAX_VERTICES: u64 = 1_000_000;
const MAX_EDGES: u64 = 2_000_000;
/// What the analysis keeps per vertex and per edge, in bytes, with room to spare (a graph
/// with cycles keeps a few more words per vertex for its rounds).
const BYTES_PER_VERTEX: u64 = 96;
const BYTES_PER_EDGE: u64 = 24;
const IN_MEMORY: &str = "a graph that fits in the memory there is";

fn main() {
    run("token-game", |input, out| {
        let mut edges = Vec::new();
        let mut tokens = Vec::new();
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
                return input.end("the closing 0");
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
            // The judge's graphs are acyclic: plain Grundy values, in linear time. Only a
            // graph with a cycle needs the generalized function's rounds.
            let values = match graph::grundy_acyclic(&graph) {
                Ok(values) => values.into_iter().map(Some).collect(),
                Err(_) => graph::loopy_grundy(&graph),
            };
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
