//! `christmas-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::poj::CHRISTMAS_GAME`, which `--help` prints).
//!
//! Green Hackenbush on graphs rooted at vertex 1 whose cycles share no edge: by the fusion
//! principle each cycle's vertices fuse into one, an odd cycle leaving one loop (an edge)
//! and an even one none, and the tree left is valued by the colon principle
//! (docs/games.md#green-hackenbush); the trees add by ⊕, and Sally, who moves first, wins
//! iff the sum is not 0. A loop `a a` is a cycle of one edge, so an edge in the value
//! (the accepted Tarjan solutions skip loops: a loop on the root then answers differently).
//! Edges on two cycles, and edges no path joins to the root, are refused after the tree's
//! last edge, naming the first such edge.

use grundy::games::hackenbush::{Cactus, Unplayable};
use grundy::io::{can_allocate, run, Fault, Found, Verdicts, ANY_U64};
use grundy::specs::poj::CHRISTMAS_GAME;

const ANSWERS: Verdicts = CHRISTMAS_GAME.verdicts();

/// The largest tree accepted (POJ's: m < 100 vertices, k < 500 edges).
const MAX_VERTICES: u64 = 1_000_000;
const MAX_EDGES: u64 = 2_000_000;
/// What `Cactus::value` keeps per vertex and per edge, in bytes (with slack): per vertex
/// its value, the bounds of its list, its parent, depth and cycle mark and its place in
/// the search's order; per edge the edge as read, its copy without the loops, both of its
/// list entries and its place among the chords.
const BYTES_PER_VERTEX: u64 = 32;
const BYTES_PER_EDGE: u64 = 32;

const VERTICES: &str =
    "a number of vertices from 1 to 1000000 whose tree fits in the memory there is";
const EDGES: &str = "a number of edges from 0 to 2000000 whose tree fits in the memory there is";

fn main() {
    let mut edges = Vec::new();
    let mut cactus = Cactus::default();
    run(&CHRISTMAS_GAME, |input, out| {
        while let Some(trees) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = 0;
            input.repeat(trees, "tree", |input| {
                let m = input.u64_that(1..=MAX_VERTICES, VERTICES, |m| {
                    can_allocate(m * BYTES_PER_VERTEX)
                })?;
                let k = input.u64_that(0..=MAX_EDGES, EDGES, |k| {
                    can_allocate(m * BYTES_PER_VERTEX + k * BYTES_PER_EDGE)
                })?;
                edges.clear();
                // A batch of edges at a time, copied by one `extend`.
                input.group_runs(Some(k), "edge", &[("a", 1..=m), ("b", 1..=m)], |run| {
                    edges.extend(run.iter().map(|&[a, b]| (a as u32 - 1, b as u32 - 1)));
                })?;
                match cactus.value(m as usize, &edges, 0) {
                    Ok(value) => sum ^= value,
                    Err(fault) => return Err(unplayable(input, k, &edges, fault)),
                }
                Ok(())
            })?;
            out.verdict(&ANSWERS, sum != 0);
        }
        Ok(())
    })
}

/// The fault of a tree that is no position of the game: where its edges end, naming an
/// edge on two cycles or one cut off from the root.
fn unplayable(
    input: &mut grundy::io::Scanner<grundy::io::Input>,
    k: u64,
    edges: &[(u32, u32)],
    fault: Unplayable,
) -> Fault {
    let (edge, what) = match fault {
        Unplayable::SharedEdge(edge) => (edge, "on two cycles"),
        Unplayable::Unrooted(edge) => (edge, "joined to no path from the root"),
    };
    let (a, b) = edges[edge];
    input.fault_here("").saying(
        format!("the {k} edges before this to be a tree with polygons rooted at vertex 1"),
        Found::Phrase(format!(
            "edge {} of them, `{} {}`, {what}",
            edge + 1,
            a + 1,
            b + 1
        )),
    )
}
