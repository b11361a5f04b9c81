//! `lc1145`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1145`, which `--help` prints).
//!
//! The subtree sizes around x decide (docs/games.md#the-binary-tree-colouring-game), in
//! O(n). Up to 10^6 nodes a tree (LeetCode's: 100), any n ≥ 1 (LeetCode's is odd: with an
//! even n a tie is no win).

use grundy::leetcode::tree_games::{btree_game_winning_move, BinaryTree};
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC1145;

/// The most nodes a tree may have, and so entries in its level order (each node has two
/// children, absent or not, after the root).
const MOST_NODES: usize = 1_000_000;

fn main() {
    let tree_text = format!(
        "root, a binary tree in level order of 1 to {MOST_NODES} nodes, its values 1 to n each once"
    );
    run_cases(&LC1145, |text, out| {
        let mark = text.mark();
        let entries = text
            .argument("root")?
            .integers_or_nulls(1..=2 * MOST_NODES + 1, 1..=MOST_NODES as i64)?;
        let tree = BinaryTree::from_level_order(&entries)
            .filter(|tree| tree.len() <= MOST_NODES && distinct_from_one(tree.values()))
            .ok_or_else(|| text.fault_at_mark(mark, &tree_text))?;
        let nodes = tree.len() as i64;
        let n = text.argument("n")?.integer(nodes..=nodes).map_err(|_| {
            let at = text.mark();
            text.fault_at_mark(at, &format!("n, the number of nodes of root ({nodes})"))
        })?;
        let x = text.argument("x")?.integer(1..=n)?;
        out.verdict(&BOOLEAN, btree_game_winning_move(&tree, n as usize, x));
        Ok(())
    })
}

/// Whether `values` are 1 to their count, each once.
fn distinct_from_one(values: &[i64]) -> bool {
    let mut seen = vec![false; values.len() + 1];
    values.iter().all(|&v| {
        let fresh = (1..=values.len() as i64).contains(&v) && !seen[v as usize];
        if fresh {
            seen[v as usize] = true;
        }
        fresh
    })
}
