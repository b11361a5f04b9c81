//! `token-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::TOKEN_GAME`, which `--help` prints).
//!
//! `DRAW` arises only when the graph has cycles: the generalized Sprague–Grundy function
//! decides sums of loopy games.

use grundy::games::graph::{self, Graph};
use grundy::io::{can_allocate, run};
use grundy::specs::hdu::TOKEN_GAME;

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
    run(&TOKEN_GAME, |input, out| {
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
