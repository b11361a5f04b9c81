//! AtCoder AGC014 D Black and White Tree: the players in turn paint a vertex of a tree, the
//! first white and the second black; then every white vertex next to a black one turns
//! black; the first player wins iff a white vertex is left.
//! Input: `N`, then N − 1 lines `a b` (one case per input). A case is [N, a1, b1, a2, b2, …].
//!
//! `OneTree` is the layout of a tree given once, with a number per vertex or without
//! (`tree_stones` shares it).

use crate::problem::draw::{large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::oracles::rng::Rng;
use grundy::oracles::rule_searches::painting_game_first_wins;
use grundy::specs;

/// One tree per input: `N`, then N numbers on a line when `labels` (stones on the
/// vertices), then N − 1 lines `a b`. A case is [N, the N numbers if any, a1, b1, …].
pub struct OneTree {
    pub labels: bool,
}

impl OneTree {
    /// Where a case's edges start.
    fn edges_at(&self, n: Value) -> usize {
        1 + if self.labels { n as usize } else { 0 }
    }

    /// The 0-based edges of a case, when it has N ≥ 1 and N − 1 of them between vertices
    /// 1..=N (not yet checked to be a tree).
    pub fn edges(&self, case: &[Value]) -> Option<(usize, Vec<(usize, usize)>)> {
        let n = *case.first()?;
        if !(1..=1 << 20).contains(&n) {
            return None;
        }
        let at = self.edges_at(n);
        if case.len() != at + 2 * (n as usize - 1) {
            return None;
        }
        let vertex = |v: Value| (1..=n).contains(&v).then(|| v as usize - 1);
        let pairs = case[at..]
            .chunks(2)
            .map(|e| Some((vertex(e[0])?, vertex(e[1])?)));
        Some((n as usize, pairs.collect::<Option<_>>()?))
    }

    /// The shrinker's parts: the vertex numbered N (its number, when labelled, and its one
    /// edge when it is a leaf), dropped with N lowered (the rest stays a tree).
    pub fn leaf_parts(&self, case: &[Value]) -> Vec<Part> {
        let n = case[0];
        let at = self.edges_at(n);
        let edges = (at..case.len()).step_by(2);
        let touching: Vec<usize> = edges.filter(|&e| case[e] == n || case[e + 1] == n).collect();
        match (touching.as_slice(), n) {
            ([edge], _) => {
                let mut numbers = Vec::new();
                if self.labels {
                    numbers.push(at - 1..at);
                }
                numbers.push(*edge..edge + 2);
                vec![Part { count: 0, numbers }]
            }
            _ => Vec::new(),
        }
    }
}

impl Layout for OneTree {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            text.push_str(&format!("{}\n", case[0]));
            let at = self.edges_at(case[0]);
            if self.labels {
                text.push_str(&line(&case[1..at]));
            }
            case[at..].chunks(2).for_each(|e| text.push_str(&line(e)));
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let n = tokens.number()?;
        let mut case = vec![n];
        if self.labels {
            case.extend(tokens.numbers(n.max(0))?);
        }
        case.extend(tokens.numbers(2 * (n - 1).max(0))?);
        Ok(vec![case])
    }
}

const TREE: OneTree = OneTree { labels: false };

/// Whether the edges form a tree: N − 1 of them, all joined to vertex 1.
pub fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    let lists = neighbours(n, edges);
    let mut reached = vec![false; n];
    reached[0] = true;
    let mut stack = vec![0];
    while let Some(v) = stack.pop() {
        for &w in &lists[v] {
            if !reached[w] {
                reached[w] = true;
                stack.push(w);
            }
        }
    }
    edges.len() + 1 == n && reached.iter().all(|&r| r)
}

pub fn neighbours(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut lists = vec![Vec::new(); n];
    for &(a, b) in edges {
        lists[a].push(b);
        lists[b].push(a);
    }
    lists
}

/// The vertices of a tree from vertex 0, each after its parent, with their parents.
pub fn order_from_root(lists: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let mut parent = vec![usize::MAX; lists.len()];
    let mut order = vec![0];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &w in &lists[v] {
            if w != parent[v] {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    (order, parent)
}

/// A random tree on `n` vertices: each vertex hung from an earlier one (one time in three
/// the one before: long paths; one in four the first: stars), the labels shuffled, the
/// edges shuffled and each written either way round.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(rng, &mut label);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match rng.range(0, 11) {
                0..=3 => v - 1,
                4..=6 => 0,
                _ => rng.range(0, v as u64 - 1) as usize,
            };
            (label[parent], label[v])
        })
        .collect();
    shuffle(rng, &mut edges);
    for edge in &mut edges {
        if rng.chance(1, 2) {
            *edge = (edge.1, edge.0);
        }
    }
    edges
}

/// A tree with a perfect matching on `n` (even) vertices: pairs joined by an edge, each
/// pair but the first hung by either of its ends from a vertex of an earlier pair; its
/// labels and edges shuffled as `random_tree`'s.
fn matched_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    for pair in 0..n / 2 {
        let (a, b) = (2 * pair, 2 * pair + 1);
        edges.push((a, b));
        if pair > 0 {
            let hang = if rng.chance(1, 2) { a } else { b };
            let onto = match rng.chance(1, 3) {
                true => 2 * pair - 1,
                false => rng.range(0, 2 * pair as u64 - 1) as usize,
            };
            edges.push((onto, hang));
        }
    }
    relabel(rng, n, edges)
}

fn relabel(rng: &mut Rng, n: usize, mut edges: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(rng, &mut label);
    shuffle(rng, &mut edges);
    edges
        .into_iter()
        .map(|(a, b)| match rng.chance(1, 2) {
            true => (label[a], label[b]),
            false => (label[b], label[a]),
        })
        .collect()
}

/// The case of a tree on `n` vertices.
pub fn tree_case(n: usize, edges: &[(usize, usize)]) -> Case {
    let mut case = vec![n as Value];
    for &(a, b) in edges {
        case.extend([a as Value + 1, b as Value + 1]);
    }
    case
}

/// The size of a largest matching of a tree, by the textbook dynamic programme over the
/// tree rooted at vertex 0: per vertex, the largest matching of its subtree with the
/// vertex left free and with it allowed to be matched to a child.
fn largest_matching(n: usize, edges: &[(usize, usize)]) -> usize {
    let lists = neighbours(n, edges);
    let (order, parent) = order_from_root(&lists);
    // free[v]: v unmatched; best[v]: v matched or not.
    let mut free = vec![0usize; n];
    let mut best = vec![0usize; n];
    for &v in order.iter().rev() {
        let children = lists[v].iter().filter(|&&w| w != parent[v]);
        let sum: usize = children.clone().map(|&c| best[c]).sum();
        free[v] = sum;
        let with_child = children.map(|&c| sum - best[c] + free[c] + 1).max();
        best[v] = with_child.unwrap_or(0).max(sum);
    }
    best[0]
}

pub const BLACK_WHITE_TREE: Facts = Facts {
    layout: &TREE,
    draw: |rng, size| {
        let n = match size {
            Size::Small => rng.range(1, 9) as usize,
            Size::Large { items, .. } => (*items).max(1) as usize,
        };
        let edges = match n % 2 == 0 && rng.chance(1, 2) {
            true => matched_tree(rng, n),
            false => random_tree(rng, n),
        };
        tree_case(n, &edges)
    },
    valid: |case| {
        TREE.edges(case)
            .is_some_and(|(n, edges)| n <= 9 && is_tree(n, &edges))
    },
    // The painting game played out (`oracles::rule_searches::painting_game_first_wins`).
    reference: |cases| {
        verdicts(cases, &specs::atcoder::BLACK_WHITE_TREE, |case| {
            let (n, edges) = TREE.edges(case).expect("a valid black-white-tree case");
            painting_game_first_wins(n, &edges)
        })
    },
    // Trees of an even number of vertices, half of them with a perfect matching.
    judge_draw: Some(|rng, size| {
        let matched = rng.chance(1, 2);
        let n = 2 * rng.range(1, size.max().max(2) / 2) as usize;
        let edges = match matched {
            true => matched_tree(rng, n),
            false => random_tree(rng, n),
        };
        tree_case(n, &edges)
    }),
    judge_valid: Some(|case| TREE.edges(case).is_some_and(|(n, edges)| is_tree(n, &edges))),
    // The theorem in its textbook form (docs/games.md#the-black-and-white-tree): the
    // second player wins iff a largest matching covers every vertex, the largest matching
    // by a dynamic programme over the tree (not the binary's peeling).
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::atcoder::BLACK_WHITE_TREE, |case| {
            let (n, edges) = TREE.edges(case).expect("a valid black-white-tree case");
            2 * largest_matching(n, &edges) != n
        })
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "trees of at most 9 vertices",
        items: (1, 2),
        counted_parts: |case| TREE.leaf_parts(case),
        largest: (1, large(100_000, 6, 100_000)),
        judge_stress: JudgeStress::new(1..=1, large(100_000, 6, 100_000)),
        judge_limits: Some(
            JudgeLimits::new(1, 1..=100_000)
                .numbers(3..=200_000)
                .holds(|case| case[0] >= 2),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::BLACK_WHITE_TREE)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge-size reference (largest matching) agrees with the painting game played out
    /// on small trees, and the judge draws are lost about half of the time.
    #[test]
    fn the_largest_matching_agrees_with_the_game() {
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let n = rng.range(1, 9) as usize;
            let edges = match n % 2 == 0 && rng.chance(1, 2) {
                true => matched_tree(&mut rng, n),
                false => random_tree(&mut rng, n),
            };
            assert!(is_tree(n, &edges));
            let first = painting_game_first_wins(n, &edges);
            assert_eq!(2 * largest_matching(n, &edges) != n, first, "{edges:?}");
        }
    }
}
