//! LeetCode 2005 Subtree Removal Game with Fibonacci Tree: n → whether Alice wins on
//! order(n), removing a node and its subtree in turn, whoever must remove the root losing.

use crate::problem::draw::{large, number};
use crate::problem::leetcode::CountGame;
use crate::problem::{JudgeLimits, JudgeStress};
use grundy::oracles::game_searches;
use grundy::specs;

pub const LC2005: CountGame = CountGame {
    spec: &specs::leetcode::LC2005,
    answerable: ("n ≤ 7 (order(7): 20 nodes, 528705 positions)", 7),
    // order(6) has 3410 positions, order(7) 528705: a second a search.
    small: 6,
    wins: |ns| {
        let search = |&n: &u64| game_searches::fibonacci_tree_game(n as usize);
        ns.iter().map(search).collect()
    },
    judge: (1000, large(100, 3, 0)),
    judge_limits: JudgeLimits::new(u64::MAX, 1..=100),
    judge_stress: JudgeStress {
        cases: 1..=100,
        size: large(100, 3, 0),
    },
    judge_draw: |rng, size| number(rng, size).max(1),
    judge_wins: hackenbush_wins,
};

/// The game is Green Hackenbush on the tree (a move cuts the edge above a node; the root
/// stands on the ground), so order(n)'s Sprague–Grundy value is the exclusive or over its
/// subtrees of their values plus one (the colon principle): order(n) is lost exactly when
/// that is 0. Values up to the largest n asked (they grow about as 2n/3).
fn hackenbush_wins(ns: &[u64]) -> Vec<bool> {
    let largest = ns.iter().copied().max().unwrap_or(0) as usize;
    let mut value: Vec<u64> = vec![0; largest.max(1) + 1];
    for order in 2..=largest {
        let subtrees = [order.checked_sub(2).filter(|&o| o >= 1), Some(order - 1)];
        value[order] = subtrees
            .iter()
            .flatten()
            .fold(0, |sum, &subtree| sum ^ (value[subtree] + 1));
    }
    ns.iter().map(|&n| value[n as usize] != 0).collect()
}
