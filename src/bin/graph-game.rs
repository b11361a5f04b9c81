//! One token on a directed graph (seed 000's classification). Input: `n m`, then m lines
//! `u v` (1-based): a legal move from u to v; self-loops and repeated edges are allowed.
//! Output: n lines, the outcome for the player to move with the token on vertex 1..n:
//! `WIN`, `LOSE` or `DRAW` (neither side can force a win: play goes on for ever).

use grundy::games::graph::outcomes_of_edges;
use grundy::io::run;

/// The largest graph accepted (its memory is reserved up front: about 40 MiB at most).
const MAX_VERTICES: u64 = 1_000_000;
const MAX_EDGES: u64 = 2_000_000;

fn main() {
    run("graph-game", |input, out| {
        let vertices = input.u64_in(1..=MAX_VERTICES)?;
        let edge_count = input.u64_in(0..=MAX_EDGES)?;
        let mut edges = Vec::with_capacity(edge_count as usize);
        let vertex = 1..=vertices;
        input.groups(
            Some(edge_count),
            "edge",
            &[vertex.clone(), vertex],
            |[from, to]| {
                edges.push(((from - 1) as u32, (to - 1) as u32));
            },
        )?;
        input.end("the last edge")?;
        for outcome in outcomes_of_edges(vertices as usize, &edges) {
            out.line(outcome.word());
        }
        Ok(())
    })
}
