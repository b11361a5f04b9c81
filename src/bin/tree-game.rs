//! `tree-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::TREE_GAME`, which `--help` prints).
//!
//! Green Hackenbush on a tree rooted at vertex 1: by the colon principle a subtree of value
//! v hanging from an edge is worth v + 1 and the branches at a vertex add by ⊕
//! (docs/games.md#green-hackenbush); Alice, who moves first, wins iff the root's value is
//! not 0. The edges come in any order and either way round. Edges that are no tree (a
//! cycle, a loop, a repeated edge: with N − 1 edges also exactly the ones that leave a
//! vertex cut off) are refused after the case's last edge, naming the first edge that
//! closes a cycle.

use grundy::games::hackenbush::{closing_edge, Tree};
use grundy::io::{can_allocate, run_cases, Fault, Found, Verdicts};
use grundy::specs::hdu::TREE_GAME;

const ANSWERS: Verdicts = TREE_GAME.verdicts();

/// The largest tree accepted (HDU's: 10^5 vertices).
const MAX_VERTICES: u64 = 1_000_000;
/// What a case keeps per vertex, in bytes: the tree's degree, neighbours' ⊕ and value
/// (12), its place in the queue of leaves (4), and its edge as read (8, for naming the edge
/// that closes a cycle).
const BYTES_PER_VERTEX: u64 = 24;

const VERTICES: &str =
    "a number of vertices from 1 to 1000000 whose tree fits in the memory there is";

fn main() {
    let mut edges = Vec::new();
    run_cases(&TREE_GAME, |input, out| {
        let n = input.u64_that(1..=MAX_VERTICES, VERTICES, |n| {
            can_allocate(n * BYTES_PER_VERTEX)
        })?;
        let mut tree = Tree::new(n as usize);
        edges.clear();
        input.groups(
            Some(n - 1),
            "edge",
            &[("I", 1..=n), ("J", 1..=n)],
            |[a, b]| {
                let (a, b) = (a as u32 - 1, b as u32 - 1);
                tree.join(a, b);
                edges.push((a, b));
            },
        )?;
        match tree.value(0) {
            Some(value) => out.verdict(&ANSWERS, value != 0),
            None => return Err(no_tree(input, n, &edges)),
        }
        Ok(())
    })
}

/// The fault of edges that are no tree: where the case's edges end, naming the first edge
/// that closes a cycle.
fn no_tree(
    input: &mut grundy::io::Scanner<grundy::io::Input>,
    n: u64,
    edges: &[(u32, u32)],
) -> Fault {
    let closing = closing_edge(n as usize, edges).expect("edges that are no tree hold a cycle");
    let (a, b) = edges[closing];
    input.fault_here("").saying(
        format!("the {} edges before this to form a tree", n - 1),
        Found::Phrase(format!(
            "a cycle closed by edge {} of them, `{} {}`",
            closing + 1,
            a + 1,
            b + 1
        )),
    )
}
