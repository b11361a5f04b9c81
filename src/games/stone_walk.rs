//! A piece walking a tree of stones (AtCoder AGC010 F "Tree Game"): A_v stones lie on each
//! vertex v and a piece on one vertex; a move removes one stone from the piece's vertex and
//! then moves the piece to a neighbour; a player who finds no stone under the piece loses.
//!
//! **The player to move wins from v iff some neighbour u has fewer stones, A_u < A_v, and
//! the player to move loses from u** (docs/games.md#the-tree-game): the outcomes follow
//! the tree with each edge turned towards its end of fewer stones, and no others. Moving to
//! a neighbour with at least as many stones loses, because the opponent moves straight
//! back, and the exchange repeated empties v first. So the outcomes are computed from the
//! fewest stones up, each edge once: O(N log N) for the sort, no adjacency list.

/// For each vertex, whether the player to move wins with the piece on it: `stones[v]` on
/// vertex v, the tree's 0-based `edges` (reordered here: by the larger of their ends'
/// stones). Equal ends make an edge no move of either.
///
/// # Example
/// ```
/// use grundy::games::stone_walk::winning_starts;
/// // AGC010 F's first sample: the path 1–2–3 with 1, 2 and 3 stones; only from vertex 2
/// // (0-based 1) can the piece go down to a vertex lost for the one to move.
/// let mut edges = [(0, 1), (1, 2)];
/// assert_eq!(winning_starts(&[1, 2, 3], &mut edges), [false, true, false]);
/// ```
///
/// # Complexity
/// O(N log N) for sorting the edges, N bytes for the answers.
pub fn winning_starts(stones: &[u64], edges: &mut [(u32, u32)]) -> Vec<bool> {
    let more = |&(a, b): &(u32, u32)| stones[a as usize].max(stones[b as usize]);
    // An edge decides for its end of more stones from its end of fewer, whose edges to
    // ends of fewer stones still come before it: by the larger end, every such outcome is
    // final when read.
    edges.sort_unstable_by_key(more);
    let mut wins = vec![false; stones.len()];
    for &(a, b) in edges.iter() {
        let (a, b) = (a as usize, b as usize);
        if stones[a] < stones[b] {
            wins[b] |= !wins[a];
        } else if stones[b] < stones[a] {
            wins[a] |= !wins[b];
        }
    }
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rule_searches::{labelled_trees, stone_walk_wins};

    /// Every stone count from 0 to `most` on each of `vertices` vertices, in turn.
    fn every_count(vertices: usize, most: u64) -> Vec<Vec<u64>> {
        let per = most + 1;
        (0..per.pow(vertices as u32))
            .map(|mut code| {
                (0..vertices)
                    .map(|_| {
                        let count = code % per;
                        code /= per;
                        count
                    })
                    .collect()
            })
            .collect()
    }

    fn rule(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        let mut edges: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect();
        winning_starts(stones, &mut edges)
    }

    /// The rule against the game played out, from every start: every labelled tree of up
    /// to 3 vertices with up to 3 stones a vertex, of 4 with up to 2 and of 5 with up to 1.
    #[test]
    fn the_rule_follows_the_moves() {
        for (vertices, most) in [(1, 4), (2, 4), (3, 3), (4, 2), (5, 1)] {
            for edges in labelled_trees(vertices) {
                for stones in every_count(vertices, most) {
                    let played = stone_walk_wins(&stones, &edges);
                    assert_eq!(rule(&stones, &edges), played, "{stones:?} {edges:?}");
                }
            }
        }
    }

    /// Larger counts, where equal neighbours and long runs matter: random stones up to 4
    /// on random labelled trees of 6 vertices.
    #[test]
    fn larger_counts_follow_the_moves() {
        let mut rng = crate::oracles::rng::Rng::new(11);
        let trees = labelled_trees(6);
        for _ in 0..60 {
            let edges = &trees[rng.range(0, trees.len() as u64 - 1) as usize];
            let stones: Vec<u64> = (0..6).map(|_| rng.range(0, 4)).collect();
            assert_eq!(
                rule(&stones, edges),
                stone_walk_wins(&stones, edges),
                "{stones:?}"
            );
        }
    }

    /// The statement's samples, and counts near 2^64 (only their order matters).
    #[test]
    fn samples_and_large_counts() {
        let five = [(0, 1), (0, 2), (1, 3), (1, 4)];
        let wins = rule(&[5, 4, 1, 2, 3], &five);
        assert_eq!(wins, [true, true, false, false, false]);
        assert_eq!(rule(&[1, 1, 1], &[(0, 1), (1, 2)]), [false; 3]);
        let huge = [u64::MAX, u64::MAX - 1, 0];
        assert_eq!(rule(&huge, &[(0, 1), (1, 2)]), [false, true, false]);
    }
}
