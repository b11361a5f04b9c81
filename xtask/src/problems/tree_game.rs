//! HDU 3094 A tree game: Green Hackenbush on a tree rooted at vertex 1; a move cuts an
//! edge and removes what no longer joins the root; Alice moves first; who cannot move loses.
//! Input: `T`; per case `N`, then N − 1 lines `I J`. A case is [N, I1, J1, I2, J2, …].

use crate::problem::draw::{hang_bamboo, large, shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::oracles::brute::hackenbush_value;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct TreeGame;

/// The most edges of a branch at the root that the judge-size reference plays out by the
/// rules (bamboos of any length aside).
const BRANCH_EDGES: usize = 10;

/// The 0-based edges of a case, when it has N − 1 of them between vertices 1..=N.
fn edges(case: &[Value]) -> Option<(usize, Vec<(usize, usize)>)> {
    let n = *case.first()?;
    if n < 1 || case.len() as Value != 2 * n - 1 {
        return None;
    }
    let vertex = |v: Value| (1..=n).contains(&v).then(|| v as usize - 1);
    let pairs = case[1..]
        .chunks(2)
        .map(|e| Some((vertex(e[0])?, vertex(e[1])?)));
    Some((n as usize, pairs.collect::<Option<_>>()?))
}

/// Whether the edges form a tree: N − 1 of them, all joined to vertex 1.
fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut reached = vec![false; n];
    reached[0] = true;
    let mut stack = vec![0];
    let lists = neighbours(n, edges);
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

fn neighbours(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut lists = vec![Vec::new(); n];
    for &(a, b) in edges {
        lists[a].push(b);
        lists[b].push(a);
    }
    lists
}

/// The branches at the root of a tree: per child of vertex 1, the edges of its subtree
/// with the edge to the root (renumbered from 0, the root), and whether it is a bamboo
/// (a path up from the root).
fn branches(n: usize, edges: &[(usize, usize)]) -> Vec<(Vec<(usize, usize)>, bool)> {
    let lists = neighbours(n, edges);
    let mut number = vec![usize::MAX; n];
    number[0] = 0;
    lists[0]
        .iter()
        .map(|&child| {
            let mut branch = Vec::new();
            let mut bamboo = true;
            let mut count = 1;
            number[child] = 1;
            let mut stack = vec![(child, 0)];
            while let Some((v, parent)) = stack.pop() {
                branch.push((number[parent], number[v]));
                bamboo &= lists[v].len() <= 2;
                for &w in lists[v].iter().filter(|&&w| w != parent) {
                    count += 1;
                    number[w] = count;
                    stack.push((w, v));
                }
            }
            (branch, bamboo)
        })
        .collect()
}

/// The ⊕ of the values of the branches at the root: a bamboo of L edges is a Nim heap of
/// L (a cut leaves any shorter one), and a small branch is played out by the rules.
fn branch_sum(n: usize, edges: &[(usize, usize)]) -> u32 {
    branches(n, edges).iter().fold(0, |sum, (branch, bamboo)| {
        sum ^ match bamboo {
            true => branch.len() as u32,
            false => hackenbush_value(branch.len() + 1, branch, 0),
        }
    })
}

impl Layout for TreeGame {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = format!("{}\n", cases.len());
        for case in cases {
            text.push_str(&format!("{}\n", case[0]));
            case[1..].chunks(2).for_each(|e| text.push_str(&line(e)));
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        (0..count)
            .map(|_| {
                let n = tokens.number()?;
                let mut case = vec![n];
                case.extend(tokens.numbers(2 * (n - 1).max(0))?);
                Ok(case)
            })
            .collect()
    }
}

/// A random tree on `n` vertices with vertex 1 its root: each vertex hung from an earlier
/// one (or, one time in three, the one before: long paths), the labels but 1 shuffled, the
/// edges shuffled and each written either way round.
fn random_tree(rng: &mut Rng, n: usize) -> Case {
    let mut label: Vec<usize> = (0..n).collect();
    shuffle(rng, &mut label[1..]);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = match rng.chance(1, 3) {
                true => v - 1,
                false => rng.range(0, v as u64 - 1) as usize,
            };
            (label[parent], label[v])
        })
        .collect();
    shuffle(rng, &mut edges);
    let mut case = vec![n as Value];
    for (a, b) in edges {
        let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
        case.extend([a as Value + 1, b as Value + 1]);
    }
    case
}

pub const TREE_GAME: Facts = Facts {
    layout: &TreeGame,
    draw: |rng, size| {
        let n = match size {
            Size::Small => rng.range(1, 10) as usize,
            Size::Large { items, .. } => (*items).max(1) as usize,
        };
        random_tree(rng, n)
    },
    valid: |case| edges(case).is_some_and(|(n, edges)| is_tree(n, &edges)),
    answerable: |case| case[0] <= 12,
    // The edges cut by the rules (`oracles::brute::hackenbush_value`).
    reference: |cases| {
        verdicts(cases, &specs::hdu::TREE_GAME, |case| {
            let (n, edges) = edges(case).expect("a valid tree-game case");
            hackenbush_value(n, &edges, 0) != 0
        })
    },
    // Up to N vertices: a few bamboos from the root, of any length (deep paths), and
    // small random trees (up to 10 edges with the one to the root) hung from it, the
    // labels and the edges shuffled; half of them lost.
    judge_draw: Some(|rng, size| {
        let most = size.max().max(1) as usize;
        let lost = rng.chance(1, 2);
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let mut n = 1;
        let bamboos = rng.range(0, 6);
        for _ in 0..bamboos {
            let length = (rng.range(1, (most as u64 / 8).max(1)) as usize).min(most - n);
            hang_bamboo(&mut edges, &mut n, length);
        }
        for _ in 0..rng.range(0, 60) {
            let size = rng.range(1, BRANCH_EDGES as u64) as usize;
            if n + size > most {
                break;
            }
            edges.push((0, n));
            for v in n + 1..n + size {
                edges.push((rng.range(n as u64, v as u64 - 1) as usize, v));
            }
            n += size;
        }
        // Half the trees lost: one more bamboo as long as the value makes it 0.
        let value = branch_sum(n, &edges) as usize;
        if lost && value > 0 && n + value <= most {
            let mut below = 0;
            for _ in 0..value {
                edges.push((below, n));
                below = n;
                n += 1;
            }
        }
        let mut label: Vec<usize> = (0..n).collect();
        shuffle(rng, &mut label[1..]);
        shuffle(rng, &mut edges);
        let mut case = vec![n as Value];
        for (a, b) in edges {
            let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
            case.extend([label[a] as Value + 1, label[b] as Value + 1]);
        }
        case
    }),
    // Trees whose branches at the root are bamboos or have at most 10 edges.
    judge_valid: Some(|case| {
        edges(case).is_some_and(|(n, edges)| {
            is_tree(n, &edges)
                && (branches(n, &edges).iter())
                    .all(|(branch, bamboo)| *bamboo || branch.len() <= BRANCH_EDGES)
        })
    }),
    // The branches at the root are independent games (Sprague–Grundy: their values add by
    // ⊕), each valued from the rules (`branch_sum`).
    judge_reference: Some(|cases| {
        verdicts(cases, &specs::hdu::TREE_GAME, |case| {
            let (n, edges) = edges(case).expect("a valid tree-game case");
            branch_sum(n, &edges) != 0
        })
    }),
    sizes: Sizes {
        limits_text: "trees of at most 12 vertices",
        // Edges, pairs after the vertex count.
        items: (1, 2),
        // The edge of a leaf numbered N, with N lowered (the rest stays a tree).
        counted_parts: |case| {
            let n = case[0];
            (1..case.len())
                .step_by(2)
                .filter(|&at| case[at] == n || case[at + 1] == n)
                .map(|at| Part::one(0, at..at + 2))
                .collect()
        },
        largest: (100, large(100_000, 6, 100_000)),
        judge_stress: JudgeStress::new(1..=5, large(100_000, 6, 100_000)),
        judge_limits: Some(JudgeLimits::new(100, 1..=100_000).numbers(1..=200_000)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::TREE_GAME)
};
