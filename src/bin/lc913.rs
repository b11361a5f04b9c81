//! `lc913`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC913`, which `--help` prints).
//!
//! By retrograde analysis over (mouse, cat, turn). Every node the cat can reach must give it a
//! move (a node whose only neighbour is the hole is refused there). Up to 100 nodes and 100
//! neighbours a node, twice LeetCode's 50: the analysis takes at most a step per state (mouse,
//! cat, turn) and per move out of it, 2·10^6 for 100 nodes all joined, 2·10^9 for 1000; the
//! whole input is held to WORK_BUDGET steps (1000 at least a case).

use grundy::leetcode::pursuit::{playable_graph, GraphPursuit};
use grundy::leetcode::{run_cases, Budget};
use grundy::specs::leetcode::LC913;

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
    run_cases(&LC913, |text, out| {
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
