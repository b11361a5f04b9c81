//! LeetCode 1145 Binary Tree Coloring Game: root, n, x → whether the second player can
//! choose a node that wins. A case is [n, x, entries…], the tree's level order with 0 for
//! `null`.

use crate::problem::draw::{shuffle, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, list, Arguments, LeetCode, ANY, ANY_LENGTH};
use crate::problem::tables::answers;
use crate::problem::Sizes;
use grundy::io::Fault;
use grundy::leetcode::text::Text;
use grundy::leetcode::tree_games::BinaryTree;
use grundy::oracles::game_searches::btree_coloring_second_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;

/// The most nodes the search of the colouring answers.
const SEARCHED_NODES: usize = 11;

/// The case's tree, n and x, when the binary takes them: a tree's level order, n its
/// nodes, its values 1 to n each once, x one of them.
fn tree(case: &[Value]) -> Option<(BinaryTree, usize, usize)> {
    let (&n, &x) = (case.first()?, case.get(1)?);
    let entries: Vec<Option<i64>> = case[2..]
        .iter()
        .map(|&v| Some(v as i64).filter(|&v| v != 0))
        .collect();
    let tree = BinaryTree::from_level_order(&entries)?;
    let mut values = tree.values().to_vec();
    values.sort_unstable();
    let ones = values.iter().zip(1..).all(|(&v, i)| v == i);
    (ones && n == tree.len() as Value && (1..=n).contains(&x))
        .then_some((tree, n as usize, x as usize))
}

/// The tree's nodes (in level order) next to each other, as bit masks, for the search;
/// and the place of value `x`.
fn neighbours(tree: &BinaryTree, x: usize) -> (Vec<u64>, usize) {
    let mut masks = vec![0u64; tree.len()];
    for node in 0..tree.len() {
        for child in tree.children(node).into_iter().flatten() {
            masks[node] |= 1 << child;
            masks[child] |= 1 << node;
        }
    }
    let red = tree.values().iter().position(|&v| v as usize == x);
    (masks, red.expect("x is a value of the tree"))
}

/// 1145's arguments: the tree's level order, n and x.
struct Arguments1145;

impl Arguments for Arguments1145 {
    fn write(&self, case: &[Value], text: &mut String) {
        let entries = case[2..].iter().map(|&v| match v {
            0 => "null".to_string(),
            v => v.to_string(),
        });
        text.push_str(&format!("{}\n{}\n{}\n", list(entries), case[0], case[1]));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let entries = text.integers_or_nulls(ANY_LENGTH, ANY)?;
        let n = text.integer(ANY)?;
        let x = text.integer(ANY)?;
        let mut case = vec![Value::from(n), Value::from(x)];
        case.extend(entries.iter().map(|&e| Value::from(e.unwrap_or(0))));
        Ok(case)
    }
}

/// A random tree of `n` nodes valued 1 to n in a random order, as a case with red at a
/// random value: each node after the root fills an absent child slot drawn among all the
/// slots so far (bushy and deep trees alike), its level order ends with the absent
/// children of the last level written or not.
fn random_tree(rng: &mut Rng, n: usize) -> Case {
    let mut children: Vec<[Option<usize>; 2]> = vec![[None; 2]];
    let mut slots = vec![(0, 0), (0, 1)];
    for node in 1..n {
        let at = rng.range(0, slots.len() as u64 - 1) as usize;
        let (parent, side) = slots.swap_remove(at);
        children[parent][side] = Some(node);
        children.push([None; 2]);
        slots.extend([(node, 0), (node, 1)]);
    }
    let mut values: Vec<Value> = (1..=n as Value).collect();
    shuffle(rng, &mut values);
    // Breadth first, every absent child written.
    let mut order = Vec::new();
    let mut queue = std::collections::VecDeque::from([Some(0)]);
    while let Some(node) = queue.pop_front() {
        match node {
            Some(node) => {
                order.push(values[node]);
                queue.extend(children[node]);
            }
            None => order.push(0),
        }
    }
    if rng.chance(1, 2) {
        while order.last() == Some(&0) {
            order.pop();
        }
    }
    let x = rng.range(1, n as u64) as Value;
    let mut case = vec![n as Value, x];
    case.extend(order);
    case
}

/// Whether blue wins with x and y taken when both race along the path between them: each
/// nodes off the path belongs to whoever colours the path node it hangs from (nobody else
/// can reach it), so each side takes the path's next node toward the other, red first.
/// The race on every y: from the game's shape, not by the binary's rule (that only x's
/// three neighbours need trying, and a majority decides).
fn racing_second_wins(tree: &BinaryTree, red: usize) -> bool {
    let nodes = tree.len();
    let mut parent = vec![usize::MAX; nodes];
    let mut adjacent = vec![Vec::new(); nodes];
    for node in 0..nodes {
        for child in tree.children(node).into_iter().flatten() {
            parent[child] = node;
            adjacent[node].push(child);
            adjacent[child].push(node);
        }
    }
    (0..nodes).filter(|&y| y != red).any(|blue| {
        // The path from red to blue, by the parents of a search from red.
        let mut from = vec![usize::MAX; nodes];
        let mut queue = vec![red];
        from[red] = red;
        let mut at = 0;
        while at < queue.len() {
            let v = queue[at];
            at += 1;
            for &w in &adjacent[v] {
                if from[w] == usize::MAX {
                    from[w] = v;
                    queue.push(w);
                }
            }
        }
        let mut path = vec![blue];
        while *path.last().unwrap() != red {
            path.push(from[*path.last().unwrap()]);
        }
        path.reverse();
        // Red takes the first ⌈m/2⌉ of the m nodes between, blue the others.
        let between = path.len() - 2;
        let red_reach = 1 + (between + 1) / 2;
        let mut owner = vec![None; nodes];
        for (place, &v) in path.iter().enumerate() {
            owner[v] = Some(place < red_reach);
        }
        // Each node off the path goes with the path node its search from the path meets.
        let mut queue: Vec<usize> = path.clone();
        let mut at = 0;
        while at < queue.len() {
            let v = queue[at];
            at += 1;
            for &w in &adjacent[v] {
                if owner[w].is_none() {
                    owner[w] = owner[v];
                    queue.push(w);
                }
            }
        }
        let reds = owner.iter().filter(|&&o| o == Some(true)).count();
        2 * reds < nodes
    })
}

pub const LC1145: Facts = Facts {
    layout: &LeetCode(Arguments1145),
    // Odd n as LeetCode's, and even n too under stress (the binary takes any n).
    draw: |rng, size| {
        let n = match size {
            Size::Small => rng.range(1, 9) as usize,
            Size::Large { .. } => 99,
        };
        random_tree(rng, n)
    },
    valid: |case| tree(case).is_some(),
    answerable: |case| case[0] as usize <= SEARCHED_NODES,
    reference: |cases| {
        answers(cases, |case| {
            let (tree, _, x) = tree(case).expect("a valid 1145 case");
            let (masks, red) = neighbours(&tree, x);
            leetcode::boolean(btree_coloring_second_wins(&masks, red))
        })
    },
    // LeetCode's constraints: n odd, up to 99.
    judge_draw: Some(|rng, _size| {
        let n = 2 * rng.range(0, 49) as usize + 1;
        random_tree(rng, n)
    }),
    judge_valid: Some(|case| tree(case).is_some_and(|(_, n, _)| n % 2 == 1 && n <= 100)),
    // The race along the path to every blue node, played out.
    judge_reference: Some(|cases| {
        answers(cases, |case| {
            let (tree, _, x) = tree(case).expect("a valid 1145 case");
            let red = tree.values().iter().position(|&v| v as usize == x).unwrap();
            leetcode::boolean(racing_second_wins(&tree, red))
        })
    }),
    sizes: Sizes {
        limits_text: "trees of at most 11 nodes (a search over every colouring)",
        // LeetCode's largest: 10 trees of 99 nodes (n ≤ 100 and odd).
        largest: (10, crate::problem::draw::large(100, 3, 99)),
        judge_stress: leetcode::judge_stress(crate::problem::draw::large(100, 3, 99)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC1145)
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Problem, Scale};

    /// The race (the judge-size reference) agrees with the search of the colouring on
    /// random trees of up to 11 nodes, every red node.
    #[test]
    fn the_race_agrees_with_the_search() {
        let mut rng = Rng::new(1);
        for _ in 0..400 {
            let n = rng.range(1, SEARCHED_NODES as u64) as usize;
            let mut case = random_tree(&mut rng, n);
            for x in 1..=n {
                case[1] = x as Value;
                let cases = [case.clone()];
                let problem = LC1145;
                assert_eq!(
                    problem.reference(&cases, Scale::Judge),
                    problem.reference(&cases, Scale::Small),
                    "{case:?}"
                );
            }
        }
    }
}
