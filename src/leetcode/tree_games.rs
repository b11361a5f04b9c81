//! LeetCode's games on trees: 2005 Subtree Removal Game with Fibonacci Tree (proof:
//! docs/games.md#subtree-removal-on-a-fibonacci-tree) and 1145 Binary Tree Coloring Game
//! (docs/games.md#the-binary-tree-colouring-game), with LeetCode's binary trees as written
//! level by level (`BinaryTree`).

/// No node: an absent child.
const NONE: u32 = u32::MAX;

/// A binary tree as LeetCode writes it, level by level (`[1,2,3,null,4]`): its nodes in
/// that order, each with its value and its children's places. A node's children come after
/// it, so a pass from the last node to the first meets every child before its parent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BinaryTree {
    values: Vec<i64>,
    children: Vec<[u32; 2]>,
}

impl BinaryTree {
    /// The tree of a level order: the root first, then each node's two children in turn
    /// (left, then right), `None` for an absent one, the nodes taken in the order they
    /// were written; the children left after the last entry are absent. `None` when the
    /// entries are not a tree's (an empty list, an absent root, or entries left over once
    /// every node has its children).
    ///
    /// # Example
    /// ```
    /// use grundy::leetcode::tree_games::BinaryTree;
    /// let tree = BinaryTree::from_level_order(&[Some(1), None, Some(2), Some(3)]).unwrap();
    /// assert_eq!(tree.len(), 3); // 1, its right child 2, and 2's left child 3
    /// assert!(BinaryTree::from_level_order(&[Some(1), None, None, Some(2)]).is_none());
    /// ```
    pub fn from_level_order(entries: &[Option<i64>]) -> Option<BinaryTree> {
        let mut tree = BinaryTree::default();
        let mut entries = entries.iter();
        tree.values.push((*entries.next()?)?);
        tree.children.push([NONE; 2]);
        let mut parent = 0;
        while entries.len() > 0 {
            if parent == tree.values.len() {
                return None;
            }
            for side in 0..2 {
                if let Some(&Some(value)) = entries.next() {
                    tree.children[parent][side] = tree.values.len() as u32;
                    tree.values.push(value);
                    tree.children.push([NONE; 2]);
                }
            }
            parent += 1;
        }
        Some(tree)
    }

    /// How many nodes the tree has (at least one).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the tree has no node: never, for a tree is made from its root.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The nodes' values, in level order.
    pub fn values(&self) -> &[i64] {
        &self.values
    }

    /// The places of node `node`'s children (left, right), if present.
    pub fn children(&self, node: usize) -> [Option<usize>; 2] {
        self.children[node].map(|c| Some(c as usize).filter(|_| c != NONE))
    }
}

/// 1145: on a tree of `n` nodes, the first player colours the node of value `x` red, the
/// second any other blue; then in turn each colours an uncoloured neighbour of a node of
/// theirs (passing when they cannot), and whoever has more nodes at the end wins. Whether
/// the second player can choose a node that wins: exactly when one of the parts the red
/// node cuts the tree into (below its left child, below its right child, the rest) has
/// more than n/2 nodes, for blue takes that part's node next to x and the whole part with
/// it, red the rest (docs/games.md#the-binary-tree-colouring-game). O(n), by the subtree
/// sizes. False when no node has the value `x` (the binary refuses such a case).
pub fn btree_game_winning_move(tree: &BinaryTree, n: usize, x: i64) -> bool {
    let red = match tree.values.iter().position(|&v| v == x) {
        Some(red) => red,
        None => return false,
    };
    let mut size = vec![1usize; tree.len()];
    for node in (0..tree.len()).rev() {
        for child in tree.children(node).into_iter().flatten() {
            size[node] += size[child];
        }
    }
    let below: Vec<usize> = tree
        .children(red)
        .iter()
        .flatten()
        .map(|&c| size[c])
        .collect();
    let rest = n.saturating_sub(size[red]);
    below.into_iter().chain([rest]).any(|part| 2 * part > n)
}

/// 2005: order(1) is one node, order(n) a root over order(n − 2) (left, none for n = 2)
/// and order(n − 1); a move removes a node with its subtree, and whoever must remove the
/// root loses. Alice (first) wins exactly when n mod 6 ≠ 1: the game is Green Hackenbush
/// on the tree, whose value g(n) = (g(n − 2) + 1) ⊕ (g(n − 1) + 1) (the colon principle)
/// is 0 exactly at n ≡ 1 (mod 6). Any u64 n.
pub fn fibonacci_tree_game(n: u64) -> bool {
    n % 6 != 1
}

/// The Sprague–Grundy values of order(0), …, order(`upto`) by the colon principle (a
/// child subtree of value v counts v + 1, the children's counts combine by ⊕; order(0) is
/// no subtree at all): the proof's recurrence, for the tests.
pub fn fibonacci_tree_values(upto: usize) -> Vec<u64> {
    let mut values: Vec<u64> = vec![0; upto + 1];
    for n in 2..=upto {
        let left = if n == 2 { 0 } else { values[n - 2] + 1 };
        values[n] = left ^ (values[n - 1] + 1);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::game_searches as search;

    /// Each node's neighbours in `tree`, as bit masks, for the search.
    fn neighbours(tree: &BinaryTree) -> Vec<u64> {
        let mut masks = vec![0u64; tree.len()];
        for node in 0..tree.len() {
            for child in tree.children(node).into_iter().flatten() {
                masks[node] |= 1 << child;
                masks[child] |= 1 << node;
            }
        }
        masks
    }

    /// Every binary tree shape of `nodes` nodes, as level orders.
    fn shapes(nodes: usize) -> Vec<Vec<Option<i64>>> {
        // Grown node by node: a new node fills one of the absent children of the nodes so
        // far; a shape is kept once, by its level order.
        let mut found = std::collections::BTreeSet::new();
        let mut trees = vec![BinaryTree::from_level_order(&[Some(1)]).unwrap()];
        for _ in 1..nodes {
            let mut grown = Vec::new();
            for tree in &trees {
                for node in 0..tree.len() {
                    for side in 0..2 {
                        if tree.children(node)[side].is_none() {
                            let mut bigger = tree.clone();
                            bigger.children[node][side] = bigger.len() as u32;
                            bigger.values.push(bigger.len() as i64 + 1);
                            bigger.children.push([NONE; 2]);
                            let order = level_order(&bigger);
                            if found.insert(order.clone()) {
                                grown.push(BinaryTree::from_level_order(&order).unwrap());
                            }
                        }
                    }
                }
            }
            trees = grown;
        }
        trees.iter().map(level_order).collect()
    }

    /// A tree's level order, values 1, 2, … in that order, trailing absent children kept.
    fn level_order(tree: &BinaryTree) -> Vec<Option<i64>> {
        let mut order = Vec::new();
        let mut queue = std::collections::VecDeque::from([Some(0)]);
        let mut value = 0;
        while let Some(node) = queue.pop_front() {
            match node {
                Some(node) => {
                    value += 1;
                    order.push(Some(value));
                    queue.extend(tree.children(node));
                }
                None => order.push(None),
            }
        }
        order
    }

    /// Every tree shape of up to 9 nodes (Catalan: 4862 of 9), every red node: the rule
    /// against the search of the colouring itself, odd n as LeetCode's and even n too.
    #[test]
    fn btree_game_matches_the_search_on_every_small_tree() {
        let mut checked = 0;
        for nodes in 1..=9 {
            for order in shapes(nodes) {
                let tree = BinaryTree::from_level_order(&order).unwrap();
                assert_eq!(tree.len(), nodes);
                let masks = neighbours(&tree);
                for x in 1..=nodes as i64 {
                    let search = search::btree_coloring_second_wins(&masks, x as usize - 1);
                    let rule = btree_game_winning_move(&tree, nodes, x);
                    assert_eq!(rule, search, "{order:?}, x = {x}");
                    checked += 1;
                }
            }
        }
        // Σ n·Catalan(n) for n = 1 to 9.
        assert_eq!(checked, 1 + 4 + 15 + 56 + 210 + 792 + 3003 + 11440 + 43758);
    }

    /// Level orders as LeetCode writes them: trailing absent children left out or written,
    /// and what is not a tree's.
    #[test]
    fn level_orders_read_as_leetcode_writes_them() {
        let tree = |entries: &[Option<i64>]| BinaryTree::from_level_order(entries);
        let full = tree(&[Some(1), Some(2), Some(3), None, Some(4)]).unwrap();
        assert_eq!(full.values(), [1, 2, 3, 4]);
        assert_eq!(full.children(1), [None, Some(3)]);
        assert_eq!(full.children(2), [None, None]);
        let written = [
            Some(1),
            Some(2),
            Some(3),
            None,
            Some(4),
            None,
            None,
            None,
            None,
        ];
        assert_eq!(tree(&written), Some(full));
        assert_eq!(tree(&[]), None);
        assert_eq!(tree(&[None]), None);
        assert_eq!(tree(&[Some(1), None, None, None]), None);
        // A chain to the right, the deepest tree of its size.
        let mut chain = vec![Some(1)];
        for v in 2..=100_000 {
            chain.extend([None, Some(v)]);
        }
        let deep = tree(&chain).unwrap();
        assert_eq!(deep.len(), 100_000);
        assert!(btree_game_winning_move(&deep, 100_000, 1));
        assert!(!btree_game_winning_move(&deep, 100_000, 50_000));
    }

    #[test]
    fn fibonacci_tree_game_matches_the_search_on_the_trees_themselves() {
        for n in 1..=7 {
            assert_eq!(
                fibonacci_tree_game(n),
                search::fibonacci_tree_game(n as usize),
                "{n}"
            );
        }
    }

    /// The recurrence is 0 exactly at n ≡ 1 (mod 6) far past LeetCode's 100, and its values
    /// are those of the proof: 4k − 1 at 6k − 1 and 6k, 4k + 1 at 6k + 2.
    #[test]
    fn the_colon_principle_values_vanish_exactly_at_one_mod_six() {
        let values = fibonacci_tree_values(200_000);
        for (n, &value) in values.iter().enumerate().skip(1) {
            assert_eq!(value == 0, !fibonacci_tree_game(n as u64), "{n}");
            let k = (n / 6) as u64;
            match n % 6 {
                0 => assert_eq!(value, 4 * k - 1, "{n}"),
                5 => assert_eq!(value, 4 * k + 3, "{n}"),
                2 if n > 2 => assert_eq!(value, 4 * k + 1, "{n}"),
                _ => {}
            }
        }
        assert!(fibonacci_tree_game(u64::MAX) == (u64::MAX % 6 != 1));
        assert!(!fibonacci_tree_game(6 * (u64::MAX / 6 - 1) + 1));
    }
}
