//! POJ 3710 Christmas Game: Green Hackenbush on trees rooted at vertex 1 with polygons
//! hung in them (no edge on two cycles); a move cuts an edge and removes what no longer
//! joins the root; Sally moves first; who cannot move loses.
//! Input: test cases until the end of input: `N`, then N trees, each `m k` and k lines
//! `a b`. A case is [N, m1, k1, a, b, …, m2, k2, …].

use crate::problem::draw::{hang_bamboo, large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::oracles::brute::hackenbush_value;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct ChristmasGame;

/// The most edges of a tree the small reference plays out by the rules.
const SMALL_EDGES: usize = 12;
/// The most edges of a branch at the root that the judge-size reference plays out by the
/// rules (bamboos of any length aside).
const BRANCH_EDGES: usize = 12;
/// POJ's bounds: N < 100 trees, m < 100 vertices, k < 500 edges.
const JUDGE_TREES: usize = 99;
const JUDGE_VERTICES: usize = 99;
const JUDGE_EDGES: usize = 499;

/// A tree of a case: its vertex count and 0-based edges.
type Tree = (usize, Vec<(usize, usize)>);

/// The trees of a case, when its counts and vertices are in range.
fn trees(case: &[Value]) -> Option<Vec<Tree>> {
    let (&n, mut rest) = case.split_first()?;
    let mut trees = Vec::new();
    for _ in 0..n.max(0) {
        let (&m, &k) = (rest.first()?, rest.get(1)?);
        if m < 1 || k < 0 || rest.len() < 2 + 2 * k as usize {
            return None;
        }
        let vertex = |v: Value| (1..=m).contains(&v).then(|| v as usize - 1);
        let edges = rest[2..2 + 2 * k as usize]
            .chunks(2)
            .map(|e| Some((vertex(e[0])?, vertex(e[1])?)))
            .collect::<Option<_>>()?;
        trees.push((m as usize, edges));
        rest = &rest[2 + 2 * k as usize..];
    }
    (n >= 0 && rest.is_empty()).then_some(trees)
}

/// Whether a tree is a position of the game, from the definitions: every edge joined to
/// the root by a path, and none on two cycles (an edge `a b` on two cycles leaves two
/// simple paths from a to b without it). Small graphs only: paths are counted one by one.
fn playable((m, edges): &Tree) -> bool {
    let mut reached = vec![false; *m];
    reached[0] = true;
    loop {
        let before = reached.iter().filter(|&&r| r).count();
        for &(a, b) in edges {
            if reached[a] || reached[b] {
                reached[a] = true;
                reached[b] = true;
            }
        }
        if reached.iter().filter(|&&r| r).count() == before {
            break;
        }
    }
    let rooted = edges.iter().all(|&(a, _)| reached[a]);
    rooted
        && (0..edges.len())
            .filter(|&e| edges[e].0 != edges[e].1)
            .all(|e| paths(edges, e, edges[e].0, edges[e].1, &mut vec![false; *m], 2) < 2)
}

/// The simple paths from `from` to `to` not using edge `without` (each edge its own, so
/// parallel edges give two), counted up to `most`.
fn paths(
    edges: &[(usize, usize)],
    without: usize,
    from: usize,
    to: usize,
    seen: &mut Vec<bool>,
    most: usize,
) -> usize {
    if from == to {
        return 1;
    }
    seen[from] = true;
    let mut count = 0;
    for (e, &(a, b)) in edges.iter().enumerate() {
        let next = match (e != without, a == from, b == from) {
            (true, true, false) => b,
            (true, false, true) => a,
            _ => continue,
        };
        if !seen[next] && count < most {
            count += paths(edges, without, next, to, seen, most - count);
        }
    }
    seen[from] = false;
    count
}

/// The branches at the root of a tree: the loops at the root one by one, and per
/// component of the rest, its edges (those to the root with them) renumbered from 0, the
/// root, with whether it is a bamboo (a path up from the root).
fn branches((m, edges): &Tree) -> Vec<(Vec<(usize, usize)>, bool)> {
    let mut lists = vec![Vec::new(); *m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        lists[a].push(e);
        if a != b {
            lists[b].push(e);
        }
    }
    let mut branches = Vec::new();
    let mut number = vec![usize::MAX; *m];
    number[0] = 0;
    for &e in &lists[0] {
        let (a, b) = edges[e];
        let child = a ^ b;
        if a == b {
            branches.push((vec![(0, 0)], true));
            continue;
        }
        if number[child] != usize::MAX {
            continue;
        }
        // The component of `child` without the root, and every edge touching it.
        let mut vertices = vec![child];
        number[child] = 1;
        let mut at = 0;
        let mut taken = std::collections::BTreeSet::new();
        while at < vertices.len() {
            let v = vertices[at];
            at += 1;
            for &f in &lists[v] {
                taken.insert(f);
                let w = edges[f].0 ^ edges[f].1 ^ v;
                if number[w] == usize::MAX {
                    number[w] = vertices.len() + 1;
                    vertices.push(w);
                }
            }
        }
        let branch: Vec<(usize, usize)> = (taken.iter())
            .map(|&f| (number[edges[f].0], number[edges[f].1]))
            .collect();
        let bamboo = branch.len() == vertices.len()
            && vertices.iter().all(|&v| lists[v].len() <= 2)
            && branch.iter().filter(|&&(a, b)| a == 0 || b == 0).count() == 1
            && branch.iter().all(|&(a, b)| a != b);
        branches.push((branch, bamboo));
    }
    branches
}

/// The ⊕ of the values of a tree's branches at the root (independent games: Sprague–Grundy
/// adds them): a bamboo of L edges is a Nim heap of L (a cut leaves any shorter one), and
/// a small branch is played out by the rules.
fn branch_sum(tree: &Tree) -> u32 {
    branches(tree).iter().fold(0, |sum, (branch, bamboo)| {
        let vertices = branch.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
        sum ^ match bamboo {
            true => branch.len() as u32,
            false => hackenbush_value(vertices, branch, 0),
        }
    })
}

impl Layout for ChristmasGame {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            let (m_at, mut at) = (case[0], 1);
            text.push_str(&format!("{m_at}\n"));
            while at < case.len() {
                let k = case[at + 1] as usize;
                text.push_str(&line(&case[at..at + 2]));
                case[at + 2..at + 2 + 2 * k]
                    .chunks(2)
                    .for_each(|e| text.push_str(&line(e)));
                at += 2 + 2 * k;
            }
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut cases = Vec::new();
        while !tokens.at_end() {
            let n = tokens.number()?;
            let mut case = vec![n];
            for _ in 0..n.max(0) {
                let m = tokens.number()?;
                let k = tokens.number()?;
                case.extend([m, k]);
                case.extend(tokens.numbers(2 * k.max(0))?);
            }
            cases.push(case);
        }
        Ok(cases)
    }
}

/// The edges of a random cactus rooted at 0 on at most `m` vertices and `k` edges: pieces
/// hung from vertices already placed: an edge to a new vertex, a cycle of 2 to 5 edges
/// through new vertices (2: a repeated edge), or a loop.
fn random_cactus(rng: &mut Rng, m: usize, k: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut n = 1;
    while edges.len() < k {
        let at = rng.range(0, n as u64 - 1) as usize;
        let length = rng.range(2, 5) as usize;
        match rng.range(0, 5) {
            0..=2 if n < m => {
                edges.push((at, n));
                n += 1;
            }
            3 if n + length - 1 <= m && edges.len() + length <= k => {
                let mut below = at;
                for v in n..n + length - 1 {
                    edges.push((below, v));
                    below = v;
                }
                edges.push((below, at));
                n += length - 1;
            }
            4 => edges.push((at, at)),
            _ if n >= m => edges.push((at, at)),
            _ => {}
        }
    }
    edges
}

/// A tree as case numbers: `m k` and the edges, the labels but the root shuffled, the
/// edges shuffled and each written either way round.
fn push_tree(rng: &mut Rng, case: &mut Case, m: usize, mut edges: Vec<(usize, usize)>) {
    let mut label: Vec<usize> = (0..m).collect();
    shuffle(rng, &mut label[1..]);
    shuffle(rng, &mut edges);
    case.extend([m as Value, edges.len() as Value]);
    for (a, b) in edges {
        let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
        case.extend([label[a] as Value + 1, label[b] as Value + 1]);
    }
}

/// The judge's bounds on a case: N < 100, each m < 100 and k < 500.
fn within_judge(case: &[Value]) -> bool {
    trees(case).is_some_and(|trees| {
        trees.len() <= JUDGE_TREES
            && (trees.iter()).all(|(m, e)| *m <= JUDGE_VERTICES && e.len() <= JUDGE_EDGES)
    })
}

pub const CHRISTMAS_GAME: Facts = Facts {
    layout: &ChristmasGame,
    draw: |rng, size| {
        let (n, m, k) = match size {
            Size::Small => (rng.range(0, 3), rng.range(1, 7), rng.range(0, 8)),
            Size::Large { .. } => (JUDGE_TREES as u64, 99, 499),
        };
        let mut case = vec![n as Value];
        for _ in 0..n {
            let edges = random_cactus(rng, m as usize, k as usize);
            push_tree(rng, &mut case, m as usize, edges);
        }
        case
    },
    valid: |case| {
        trees(case).is_some_and(|trees| {
            trees
                .iter()
                .all(|tree| tree.1.len() <= SMALL_EDGES && tree.0 <= 64 && playable(tree))
        })
    },
    // Each tree's edges cut by the rules (`oracles::brute::hackenbush_value`), the trees'
    // values added by ⊕.
    reference: |cases| {
        verdicts(cases, &specs::poj::CHRISTMAS_GAME, |case| {
            let trees = trees(case).expect("a valid christmas-game case");
            trees
                .iter()
                .fold(0, |sum, (m, edges)| sum ^ hackenbush_value(*m, edges, 0))
                != 0
        })
    },
    // Up to 99 trees, each up to 99 vertices and 499 edges from the root: bamboos of any
    // length, loops, and small random cacti (up to 12 edges with those to the root) hung
    // from it, labels and edges shuffled; half the cases lost (one more tree, a bamboo as long as the sum, when it fits).
    judge_draw: Some(|rng, _size| {
        let lost = rng.chance(1, 2);
        let count = rng.range(1, JUDGE_TREES as u64 - 1) as usize;
        let mut trees: Vec<Tree> = Vec::new();
        for _ in 0..count {
            let (mut n, mut edges) = (1, Vec::new());
            for _ in 0..rng.range(0, 4) {
                // Up to 31 edges: with the small branches (values below 16) every sum is below 64,
                // so the bamboo that loses a case always fits.
                let length = (rng.range(1, 31) as usize).min(JUDGE_VERTICES - n);
                hang_bamboo(&mut edges, &mut n, length);
            }
            for _ in 0..rng.range(0, 30) {
                let most = rng.range(1, BRANCH_EDGES as u64) as usize;
                let branch = random_cactus(rng, most, most);
                let vertices = branch.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
                if n + vertices > JUDGE_VERTICES || edges.len() + branch.len() > JUDGE_EDGES {
                    break;
                }
                // The branch's root is the tree's root, its other vertices new ones.
                let place = |v: usize| if v == 0 { 0 } else { n + v - 1 };
                edges.extend(branch.iter().map(|&(a, b)| (place(a), place(b))));
                n += vertices;
            }
            trees.push((n, edges));
        }
        let sum = trees.iter().fold(0, |s, tree| s ^ branch_sum(tree)) as usize;
        if lost && sum < JUDGE_VERTICES && trees.len() < JUDGE_TREES {
            trees.push((sum + 1, (0..sum).map(|v| (v, v + 1)).collect()));
        }
        let mut case = vec![trees.len() as Value];
        for (m, edges) in trees {
            push_tree(rng, &mut case, m, edges);
        }
        case
    }),
    // Trees whose branches at the root are bamboos or cacti of at most 12 edges, every
    // edge joined to the root (a vertex no edge reaches is harmless).
    judge_valid: Some(|case| {
        within_judge(case)
            && trees(case).is_some_and(|trees| {
                trees.iter().all(|tree| {
                    let branches = branches(tree);
                    let in_branches: usize = branches.iter().map(|(b, _)| b.len()).sum();
                    in_branches == tree.1.len()
                        && branches.iter().all(|(branch, bamboo)| {
                            *bamboo
                                || branch.len() <= BRANCH_EDGES && {
                                    let vertices = branch.iter().map(|&(a, b)| a.max(b) + 1);
                                    playable(&(vertices.max().unwrap_or(1), branch.clone()))
                                }
                        })
                })
            })
    }),
    // The trees' values added by ⊕, each the ⊕ of its branches at the root, each valued
    // from the rules (`branch_sum`).
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::poj::CHRISTMAS_GAME, |case| {
            let trees = trees(case).expect("a valid christmas-game case");
            trees.iter().fold(0, |sum, tree| sum ^ branch_sum(tree)) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "trees of at most 12 edges",
        // Trees, dropped with N lowered, and each tree's edges, dropped with its k lowered.
        counted_parts: |case| {
            let mut parts = Vec::new();
            let mut at = 1;
            while at + 1 < case.len() {
                let k = case[at + 1].max(0) as usize;
                let end = (at + 2 + 2 * k).min(case.len());
                parts.push(Part::one(0, at..end));
                (at + 2..end)
                    .step_by(2)
                    .for_each(|e| parts.push(Part::one(at + 1, e..(e + 2).min(end))));
                at = end;
            }
            parts
        },
        largest: (20, large(499, 3, 499)),
        judge_stress: JudgeStress::new(2..=8, large(499, 3, 499)),
        judge_limits: Some(JudgeLimits::new(20, 0..=499).holds(within_judge)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::poj::CHRISTMAS_GAME)
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The definitions' check refuses an edge on two cycles and one cut off from the root.
    #[test]
    fn playable_refuses_what_the_game_does_not_take() {
        assert!(playable(&(3, vec![(0, 1), (1, 2), (2, 0), (0, 0)])));
        assert!(!playable(&(2, vec![(0, 1), (0, 1), (1, 0)])));
        assert!(!playable(&(3, vec![(0, 1), (2, 2)])));
        assert!(!playable(&(
            4,
            vec![(0, 1), (1, 2), (2, 0), (1, 3), (3, 0)]
        )));
    }
}
