//! AtCoder AGC010 F Tree Game: stones on the vertices of a tree and a piece on one; a move
//! removes a stone under the piece and moves the piece to a neighbour; who cannot remove
//! loses. The answer: every start from which the first player wins.
//! Input: `N`, then A_1 … A_N, then N − 1 lines `a b` (one case per input). A case is
//! [N, A_1, …, A_N, a1, b1, …].

use crate::problem::draw::{large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::tables::answers;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use crate::problems::black_white_tree::{is_tree, neighbours, random_tree, OneTree};
use grundy::oracles::rng::Rng;
use grundy::oracles::rule_searches::stone_walk_wins;
use grundy::specs;

const TREE: OneTree = OneTree { labels: true };

/// The stones and the 0-based edges of a valid case.
fn parts(case: &[Value]) -> (Vec<u64>, Vec<(usize, usize)>) {
    let (n, edges) = TREE.edges(case).expect("a valid tree-stones case");
    let stones = case[1..=n].iter().map(|&a| a as u64).collect();
    (stones, edges)
}

/// The answer line: the 1-based vertices that win, increasing.
fn line(wins: &[bool]) -> String {
    let starts: Vec<String> = (0..wins.len())
        .filter(|&v| wins[v])
        .map(|v| (v + 1).to_string())
        .collect();
    starts.join(" ")
}

/// A case: a random tree and stones up to `most` on each vertex (one tree in three with
/// few distinct counts, where equal neighbours, no move either way, are common).
fn case_of(rng: &mut Rng, n: usize, most: u64) -> Case {
    let edges = random_tree(rng, n);
    let few = rng.chance(1, 3);
    let stones: Vec<Value> = (0..n)
        .map(|_| match few {
            true => Value::from(rng.range(0, 2)) * Value::from(most / 2),
            false => Value::from(rng.range(0, most)),
        })
        .collect();
    let mut case = vec![n as Value];
    case.extend(stones);
    for (a, b) in edges {
        case.extend([a as Value + 1, b as Value + 1]);
    }
    case
}

/// The theorem in its textbook form, as the editorial states it (docs/games.md#the-tree-
/// game): from each start, a search that moves only to neighbours with fewer stones and
/// wins iff it reaches one where the search loses, each vertex valued once.
fn by_descent(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    let lists = neighbours(stones.len(), edges);
    let mut known: Vec<Option<bool>> = vec![None; stones.len()];
    // Vertices by increasing stones: every descent from one ends among those before it.
    let mut order: Vec<usize> = (0..stones.len()).collect();
    order.sort_by_key(|&v| stones[v]);
    for v in order {
        let down = lists[v].iter().filter(|&&u| stones[u] < stones[v]);
        let mut wins = down.map(|&u| known[u].expect("fewer stones, valued first"));
        known[v] = Some(wins.any(|w| !w));
    }
    known.into_iter().map(|k| k.unwrap_or(false)).collect()
}

pub const TREE_STONES: Facts = Facts {
    layout: &TREE,
    draw: |rng, size| match size {
        Size::Small => {
            let n = rng.range(1, 6) as usize;
            case_of(rng, n, 3)
        }
        Size::Large { items, max, .. } => case_of(rng, (*items).max(1) as usize, *max),
    },
    valid: |case| {
        TREE.edges(case).is_some_and(|(n, edges)| {
            n <= 6 && is_tree(n, &edges) && case[1..=n].iter().all(|&a| (0..=3).contains(&a))
        })
    },
    // The game played out from every start (`oracles::rule_searches::stone_walk_wins`).
    reference: |cases| {
        answers(cases, |case| {
            let (stones, edges) = parts(case);
            line(&stone_walk_wins(&stones, &edges))
        })
    },
    judge_draw: Some(|rng, size| {
        let most = size.items(rng, 2..=2).max(2) as u64;
        let n = rng.range(2, most) as usize;
        case_of(rng, n, size.max())
    }),
    judge_valid: Some(|case| {
        TREE.edges(case).is_some_and(|(n, edges)| {
            is_tree(n, &edges) && case[1..=n].iter().all(|&a| (0..=u64::MAX as Value).contains(&a))
        })
    }),
    judge_reference: Some(|cases| {
        answers(cases, |case| {
            let (stones, edges) = parts(case);
            line(&by_descent(&stones, &edges))
        })
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "trees of at most 6 vertices with at most 3 stones each",
        items: (1, 2),
        counted_parts: |case| TREE.leaf_parts(case),
        largest: (1, large(1_000_000_000, 10, 3000)),
        judge_stress: JudgeStress::new(1..=1, large(1_000_000_000, 10, 3000)),
        judge_limits: Some(
            JudgeLimits::new(1, 0..=1_000_000_000)
                .numbers(5..=9000)
                .holds(|case| case[0] >= 2),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::TREE_STONES)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge-size reference agrees with the game played out on small trees.
    #[test]
    fn the_descent_agrees_with_the_game() {
        let mut rng = Rng::new(9);
        for _ in 0..300 {
            let n = rng.range(1, 6) as usize;
            let case = case_of(&mut rng, n, 3);
            let (stones, edges) = parts(&case);
            assert_eq!(by_descent(&stones, &edges), stone_walk_wins(&stones, &edges));
        }
    }
}
