//! `tree-stones`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::TREE_STONES`, which `--help` prints).
//!
//! The player to move wins from v iff a neighbour with fewer stones is lost for the player
//! to move there (docs/games.md#the-tree-game): the outcomes from the fewest stones up, the
//! edges sorted by their ends' stones (`games::stone_walk`). The edges come in any order
//! and either way round; edges that are no tree are refused after the last edge, naming
//! the first edge that closes a cycle.

use grundy::games::hackenbush::closing_edge;
use grundy::games::stone_walk::winning_starts;
use grundy::io::{can_allocate, run, Fault, Found, Input, Scanner};
use grundy::specs::atcoder::TREE_STONES;

/// The largest tree accepted (AtCoder's: 3000 vertices).
const MAX_VERTICES: u64 = 1_000_000;
/// What the tree keeps per vertex, in bytes: its stones (8), its edge (8), the union-find
/// that checks for a cycle (8) and its outcome (1).
const BYTES_PER_VERTEX: u64 = 25;

const VERTICES: &str =
    "a number of vertices from 1 to 1000000 whose tree fits in the memory there is";

fn main() {
    run(&TREE_STONES, |input, out| {
        let n = input.u64_that(1..=MAX_VERTICES, VERTICES, |n| {
            can_allocate(n * BYTES_PER_VERTEX)
        })?;
        let mut stones = Vec::with_capacity(n as usize);
        input.repeat(n, "pile", |input| {
            stones.push(input.u64()?);
            Ok(())
        })?;
        let mut edges = Vec::with_capacity(n as usize - 1);
        input.groups(
            Some(n - 1),
            "edge",
            &[("a", 1..=n), ("b", 1..=n)],
            |[a, b]| {
                edges.push((a as u32 - 1, b as u32 - 1));
            },
        )?;
        if let Some(closing) = closing_edge(n as usize, &edges) {
            return Err(no_tree(input, n, edges[closing], closing));
        }
        let wins = winning_starts(&stones, &mut edges);
        let mut first = true;
        for vertex in (0..n).filter(|&v| wins[v as usize]) {
            if !first {
                out.space();
            }
            first = false;
            out.u64(vertex + 1);
        }
        out.end_line();
        input.finish("the edges")
    })
}

/// The fault of edges that are no tree: where the edges end, naming the first edge that
/// closes a cycle.
fn no_tree(input: &mut Scanner<Input>, n: u64, (a, b): (u32, u32), closing: usize) -> Fault {
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
