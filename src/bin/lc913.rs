//! `lc913`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! By retrograde analysis over (mouse, cat, turn). Every node the cat can reach must give it a
//! move (a node whose only neighbour is the hole is refused there). Up to 100 nodes and 100
//! neighbours a node, twice LeetCode's 50: the analysis takes at most a step per state (mouse,
//! cat, turn) and per move out of it, 2·10^6 for 100 nodes all joined, 2·10^9 for 1000; the
//! whole input is held to WORK_BUDGET steps (1000 at least a case).

use grundy::io::About;
use grundy::leetcode::pursuit::{playable_graph, GraphPursuit};
use grundy::leetcode::{run_cases, Budget};

/// The problem as `--help` prints it, with samples/lc913/sample-1 as its example.
const ABOUT: About = About {
    name: "lc913",
    problem: "LeetCode 913 Cat and Mouse: an undirected graph; the mouse starts at 1\n\
              and moves first, the cat at 2, never entering the hole 0; the mouse wins at 0,\n\
              the cat when it reaches the mouse; a repeated position is a draw.",
    input: "LeetCode's test-case text: per case graph (adjacency lists), one argument\n\
            a line, or a statement's example line (`Input: a = 1, b = [2]`).",
    output: "per case, `1` (the mouse wins), `2` (the cat wins) or `0` (a draw).",
    example: [
        "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n[[1,3],[0],[3],[0,2]]\n",
        "0\n1\n",
    ],
};

const GRAPH: &str = "a graph of 3 to 100 nodes whose lists name nodes of the graph, \
     every node the cat can reach next to some node other than 0 (a move for the cat)";

/// Steps of analysis for the whole input: 100 graphs of 100 nodes (about 0.3 s at most, when
/// the mouse hides from a cat that cannot reach it and every other state is analysed), 800
/// of LeetCode's largest (50 nodes, all joined: 2.5·10^5 steps).
const WORK_BUDGET: u64 = 200_000_000;

fn main() {
    let within = format!(
        "a graph whose analysis keeps the input within {WORK_BUDGET} steps (one per state \
         and per move out of it, {least} at least per graph)",
        least = Budget::LEAST_PER_CASE
    );
    let mut budget = Budget::new(WORK_BUDGET, within);
    run_cases(&ABOUT, |text, out| {
        let mark = text.mark();
        let lists = text.argument("graph")?.array(3..=100, GRAPH, |t| {
            t.array(0..=100, "a node's list of at most 100 neighbours", |t| {
                t.integer(0..=99)
            })
        })?;
        let graph: Vec<Vec<usize>> = lists
            .iter()
            .map(|list| list.iter().map(|&v| v as usize).collect())
            .collect();
        if !playable_graph(&graph) {
            return Err(text.fault_at_mark(mark, GRAPH));
        }
        let game = GraphPursuit::new(&graph);
        budget.spend(text, mark, game.work())?;
        out.i64(game.outcome() as i64);
        out.end_line();
        Ok(())
    })
}
