//! Searches of the rules of AtCoder games whose rule is not a table over one heap: every
//! position the rules reach is valued from the positions one move away, each once (a memo
//! keyed by the whole position), assuming nothing but the rules. Tests and tools only; no
//! binary uses them.

use std::collections::HashMap;

/// Whether the mover wins `position`, remembered in `memo`: some move (from `moves`)
/// reaches a position the opponent loses. The positions must not repeat along a game.
fn wins<P, M>(position: P, moves: &M, memo: &mut HashMap<P, bool>) -> bool
where
    P: Clone + Eq + std::hash::Hash,
    M: Fn(&P) -> Vec<P>,
{
    if let Some(&known) = memo.get(&position) {
        return known;
    }
    let win = moves(&position)
        .into_iter()
        .any(|next| !wins(next, moves, memo));
    memo.insert(position, win);
    win
}

/// ARC105 D: whether the first player wins with `bags` (coins in each) and as many empty
/// dishes. While a bag holds coins a move must empty one such bag onto any dish; once none
/// does, a move takes one or more coins from one dish (Nim). Who cannot move loses. A
/// position is the sorted bags and the sorted dishes; both phases are searched, the Nim
/// one too, so nothing of Bouton's theorem is assumed.
pub fn bags_onto_dishes(bags: &[u64]) -> bool {
    type Position = (Vec<u64>, Vec<u64>);
    let moves = |(bags, dishes): &Position| {
        let mut next = Vec::new();
        let full: Vec<usize> = (0..bags.len()).filter(|&b| bags[b] > 0).collect();
        if full.is_empty() {
            for d in 0..dishes.len() {
                for left in 0..dishes[d] {
                    let mut after = dishes.clone();
                    after[d] = left;
                    after.sort_unstable();
                    next.push((bags.clone(), after));
                }
            }
        }
        for &b in &full {
            for d in 0..dishes.len() {
                let mut after = dishes.clone();
                after[d] += bags[b];
                after.sort_unstable();
                let mut rest = bags.clone();
                rest[b] = 0;
                rest.sort_unstable();
                next.push((rest, after));
            }
        }
        next
    };
    let mut start = bags.to_vec();
    start.sort_unstable();
    let dishes = vec![0; bags.len()];
    wins((start, dishes), &moves, &mut HashMap::new())
}

/// AGC002 E: whether the first player wins with `piles` of candy (each at least 1). A move
/// eats a largest pile whole, or one candy from every pile; whoever eats the last candy
/// loses, so with no candy left the player to move has won. A position is the sorted
/// non-empty piles.
pub fn candy_piles(piles: &[u64]) -> bool {
    fn wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if piles.is_empty() {
            return true;
        }
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let mut largest_eaten = piles.clone();
        largest_eaten.pop();
        let one_each: Vec<u64> = piles.iter().filter(|&&p| p > 1).map(|&p| p - 1).collect();
        let win = !wins(largest_eaten, memo) || !wins(one_each, memo);
        memo.insert(piles, win);
        win
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    wins(sorted, &mut HashMap::new())
}

/// AGC014 D: whether the first player wins the painting game on the tree of `vertices`
/// vertices (0-based `edges`, at most 32 vertices): the players in turn paint an unpainted
/// vertex, the first white and the second black; once all are painted, every white vertex
/// next to a black one turns black at once, and the first player wins iff a white vertex
/// is left. A position is the white and the black vertices (bit masks); the score of a
/// whole painting is read from it directly.
pub fn painting_game_first_wins(vertices: usize, edges: &[(usize, usize)]) -> bool {
    let mut near = vec![0u32; vertices];
    for &(a, b) in edges {
        near[a] |= 1 << b;
        near[b] |= 1 << a;
    }
    let all = if vertices == 32 {
        u32::MAX
    } else {
        (1u32 << vertices) - 1
    };
    fn first_wins(
        white: u32,
        black: u32,
        all: u32,
        near: &[u32],
        memo: &mut HashMap<(u32, u32), bool>,
    ) -> bool {
        if white | black == all {
            // A white vertex stays white iff no neighbour is black.
            return (0..near.len()).any(|v| white >> v & 1 == 1 && near[v] & black == 0);
        }
        if let Some(&known) = memo.get(&(white, black)) {
            return known;
        }
        let first_to_move = (white | black).count_ones() % 2 == 0;
        let mut free = all & !(white | black);
        let mut outcomes = Vec::new();
        while free != 0 {
            let v = free.trailing_zeros();
            free &= free - 1;
            outcomes.push(match first_to_move {
                true => first_wins(white | 1 << v, black, all, near, memo),
                false => first_wins(white, black | 1 << v, all, near, memo),
            });
        }
        let result = match first_to_move {
            true => outcomes.iter().any(|&w| w),
            false => outcomes.iter().all(|&w| w),
        };
        memo.insert((white, black), result);
        result
    }
    first_wins(0, 0, all, &near, &mut HashMap::new())
}

/// AGC010 F: for each vertex, whether the first player wins with the piece starting there,
/// on the tree of 0-based `edges` with `stones[v]` stones on vertex v. A move removes one
/// stone from the piece's vertex and then moves the piece to a neighbour; a player who
/// finds no stone under the piece loses. A position is the stones left and the piece's
/// vertex; the stones only decrease, so no position repeats.
pub fn stone_walk_wins(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    let mut near = vec![Vec::new(); stones.len()];
    for &(a, b) in edges {
        near[a].push(b);
        near[b].push(a);
    }
    type Position = (Vec<u64>, usize);
    let moves = |(left, at): &Position| -> Vec<Position> {
        if left[*at] == 0 {
            return Vec::new();
        }
        let mut after = left.clone();
        after[*at] -= 1;
        near[*at].iter().map(|&to| (after.clone(), to)).collect()
    };
    let mut memo = HashMap::new();
    (0..stones.len())
        .map(|start| wins((stones.to_vec(), start), &moves, &mut memo))
        .collect()
}

/// Every labelled tree on `vertices` vertices (0-based edges), by decoding every Prüfer
/// sequence: `vertices`^(`vertices` − 2) of them (Cayley), one for a single vertex.
pub fn labelled_trees(vertices: usize) -> Vec<Vec<(usize, usize)>> {
    if vertices <= 2 {
        return vec![(1..vertices).map(|v| (0, v)).collect()];
    }
    let length = vertices - 2;
    let count = vertices.pow(length as u32);
    (0..count)
        .map(|mut code| {
            let sequence: Vec<usize> = (0..length)
                .map(|_| {
                    let digit = code % vertices;
                    code /= vertices;
                    digit
                })
                .collect();
            pruefer_tree(vertices, &sequence)
        })
        .collect()
}

/// The tree of a Prüfer sequence: each entry joined to the least leaf left, then the last
/// two vertices joined.
fn pruefer_tree(vertices: usize, sequence: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1; vertices];
    for &v in sequence {
        degree[v] += 1;
    }
    let mut edges = Vec::new();
    for &v in sequence {
        let leaf = (0..vertices).find(|&u| degree[u] == 1).expect("a leaf");
        edges.push((leaf, v));
        degree[leaf] = 0;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (0..vertices).filter(|&u| degree[u] == 1).collect();
    edges.push((last[0], last[1]));
    edges
}

/// Every tree on `vertices` vertices up to isomorphism, each once (1, 1, 1, 2, 3, 6, 11,
/// 23, 47 for 1 to 9 vertices): the trees one vertex smaller with a leaf hung on each
/// vertex in turn, kept when their canonical form is new.
pub fn unlabelled_trees(vertices: usize) -> Vec<Vec<(usize, usize)>> {
    let mut trees: Vec<Vec<(usize, usize)>> = vec![Vec::new()];
    for size in 2..=vertices {
        let mut seen = std::collections::HashSet::new();
        let mut grown = Vec::new();
        for tree in &trees {
            for v in 0..size - 1 {
                let mut bigger = tree.clone();
                bigger.push((v, size - 1));
                if seen.insert(canonical_form(size, &bigger)) {
                    grown.push(bigger);
                }
            }
        }
        trees = grown;
    }
    if vertices == 0 {
        return Vec::new();
    }
    trees
}

/// The least, over every root, of the rooted tree's nested-bracket code (children's codes
/// sorted): equal exactly for isomorphic trees.
fn canonical_form(vertices: usize, edges: &[(usize, usize)]) -> String {
    let mut near = vec![Vec::new(); vertices];
    for &(a, b) in edges {
        near[a].push(b);
        near[b].push(a);
    }
    fn code(v: usize, parent: usize, near: &[Vec<usize>]) -> String {
        let mut children: Vec<String> = near[v]
            .iter()
            .filter(|&&w| w != parent)
            .map(|&w| code(w, v, near))
            .collect();
        children.sort();
        format!("({})", children.concat())
    }
    (0..vertices)
        .map(|root| code(root, usize::MAX, &near))
        .min()
        .unwrap_or_default()
}
