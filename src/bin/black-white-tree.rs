//! `black-white-tree`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::BLACK_WHITE_TREE`, which `--help` prints).
//!
//! The second player wins iff the tree has a perfect matching (docs/games.md#the-black-
//! and-white-tree), found by peeling leaves (`games::black_white_tree::Forest`). The
//! edges come in any order and either way round. Edges that are no tree (a cycle, a loop,
//! a repeated edge: with N − 1 edges also exactly the ones that leave a vertex cut off)
//! are refused after the last edge, naming the first edge that closes a cycle.

use grundy::games::black_white_tree::Forest;
use grundy::games::hackenbush::closing_edge;
use grundy::io::{can_allocate, run, Fault, Found, Input, Scanner, Verdicts};
use grundy::specs::atcoder::BLACK_WHITE_TREE;

const ANSWERS: Verdicts = BLACK_WHITE_TREE.verdicts();

/// The largest tree accepted (AtCoder's: 10^5 vertices).
const MAX_VERTICES: u64 = 1_000_000;
/// What the tree keeps per vertex, in bytes: its degree and neighbours' exclusive or (8),
/// its place in the queue of leaves (4), whether it is matched (1), and its edge as read
/// (8, for naming the edge that closes a cycle).
const BYTES_PER_VERTEX: u64 = 21;

const VERTICES: &str =
    "a number of vertices from 1 to 1000000 whose tree fits in the memory there is";

fn main() {
    run(&BLACK_WHITE_TREE, |input, out| {
        let n = input.u64_that(1..=MAX_VERTICES, VERTICES, |n| {
            can_allocate(n * BYTES_PER_VERTEX)
        })?;
        let mut forest = Forest::new(n as usize);
        let mut edges = Vec::with_capacity(n as usize - 1);
        input.groups(
            Some(n - 1),
            "edge",
            &[("a", 1..=n), ("b", 1..=n)],
            |[a, b]| {
                let (a, b) = (a as u32 - 1, b as u32 - 1);
                forest.join(a, b);
                edges.push((a, b));
            },
        )?;
        match forest.has_perfect_matching() {
            Some(matched) => out.verdict(&ANSWERS, !matched),
            None => return Err(no_tree(input, n, &edges)),
        }
        input.finish("the edges")
    })
}

/// The fault of edges that are no tree: where the edges end, naming the first edge that
/// closes a cycle.
fn no_tree(input: &mut Scanner<Input>, n: u64, edges: &[(u32, u32)]) -> Fault {
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
