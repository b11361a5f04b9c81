//! Searches of the rules of the LeetCode games of `leetcode::counting_games`,
//! `leetcode::guessing` and `leetcode::tree_games`, in the manner of `minimax`: every
//! position the rules reach is valued from the positions one move away, each once (a table
//! or a memo keyed by the whole position), assuming nothing but the rules. Tests and tools
//! only; no binary uses them.

use std::collections::HashMap;

/// 3021: Alice's winning pairs (x, y), 1 ≤ x ≤ n, 1 ≤ y ≤ m, each from the outcome table
/// of two lanes of flowers: a move picks one flower from either lane, and whoever picks
/// the last one wins (so with none left the player to move has lost).
pub fn flower_game(n: usize, m: usize) -> u64 {
    // wins[x][y]: the player to move wins with x and y flowers left.
    let mut wins = vec![vec![false; m + 1]; n + 1];
    for x in 0..=n {
        for y in 0..=m {
            wins[x][y] = (x > 0 && !wins[x - 1][y]) || (y > 0 && !wins[x][y - 1]);
        }
    }
    let pairs = (1..=n).flat_map(|x| (1..=m).map(move |y| (x, y)));
    pairs.filter(|&(x, y)| wins[x][y]).count() as u64
}

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

/// 3227: Alice removes a non-empty substring with an odd number of vowels (a, e, i, o, u),
/// Bob one with an even number; who cannot move loses. A position is the string and
/// whose turn it is.
pub fn vowels_game(s: &str) -> bool {
    let moves = |(s, alice): &(Vec<u8>, bool)| {
        let mut next = Vec::new();
        for i in 0..s.len() {
            let mut vowels = 0;
            for j in i + 1..=s.len() {
                vowels += usize::from(b"aeiou".contains(&s[j - 1]));
                if (vowels % 2 == 1) == *alice {
                    next.push(([&s[..i], &s[j..]].concat(), !alice));
                }
            }
        }
        next
    };
    wins((s.as_bytes().to_vec(), true), &moves, &mut HashMap::new())
}

/// 2038: Alice removes an `A` whose two neighbours are `A`, Bob a `B` between two `B`;
/// Alice moves first, and who cannot move loses. A position is the row and whose turn
/// it is.
pub fn winner_of_game(colors: &[u8]) -> bool {
    let moves = |(row, alice): &(Vec<u8>, bool)| {
        let own = if *alice { b'A' } else { b'B' };
        (1..row.len().saturating_sub(1))
            .filter(|&i| row[i - 1..=i + 1].iter().all(|&c| c == own))
            .map(|i| ([&row[..i], &row[i + 1..]].concat(), !alice))
            .collect()
    };
    wins((colors.to_vec(), true), &moves, &mut HashMap::new())
}

/// 1927: in turn (Alice first) a `?` becomes a digit; when none is left, Bob wins if the
/// halves' digit sums are equal, Alice otherwise. A position is the row (whose turn it
/// is follows from the number of `?` filled).
pub fn sum_game(num: &[u8]) -> bool {
    fn alice_wins(row: &mut Vec<u8>, alice: bool, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
        if let Some(&known) = memo.get(row) {
            return known;
        }
        let win = match row.iter().position(|&c| c == b'?') {
            None => {
                let half = row.len() / 2;
                let sum = |digits: &[u8]| digits.iter().map(|&d| u64::from(d - b'0')).sum::<u64>();
                sum(&row[..half]) != sum(&row[half..])
            }
            Some(_) => {
                let unknowns: Vec<usize> = (0..row.len()).filter(|&i| row[i] == b'?').collect();
                let mut outcomes = Vec::new();
                for i in unknowns {
                    for digit in b'0'..=b'9' {
                        row[i] = digit;
                        outcomes.push(alice_wins(row, !alice, memo));
                        row[i] = b'?';
                    }
                }
                // Alice needs one winning choice, Bob one that makes Alice lose.
                if alice {
                    outcomes.iter().any(|&w| w)
                } else {
                    outcomes.iter().all(|&w| w)
                }
            }
        };
        memo.insert(row.clone(), win);
        win
    }
    alice_wins(&mut num.to_vec(), true, &mut HashMap::new())
}

/// 3360: the mover must take exactly `take` stones (Alice's first move 10, then one fewer
/// than the opponent's last), and loses when fewer are left. Defined while the takes stay
/// positive: n ≤ 54.
pub fn stone_removal(n: u64) -> bool {
    fn mover_wins(left: u64, take: u64) -> bool {
        assert!(take > 0, "a take of 0 stones has no meaning");
        left >= take && !mover_wins(left - take, take - 1)
    }
    mover_wins(n, 10)
}

/// 1908: Nim; a move takes any positive number from one pile. A position is the sorted
/// piles.
pub fn nim(piles: &[i64]) -> bool {
    let moves = |piles: &Vec<i64>| {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            for left in 0..piles[i] {
                let mut after = piles.clone();
                after[i] = left;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    };
    let mut start = piles.to_vec();
    start.sort_unstable();
    wins(start, &moves, &mut HashMap::new())
}

/// 375: the guesser names g in lo..=hi and pays g unless it is the hidden number; the
/// hider, bound only by the answers given, answers "right", "higher" or "lower" as suits
/// them best. The least sum that finds the number whatever the hider does, every interval
/// valued once.
pub fn guess_cost(n: usize) -> u64 {
    fn cost(lo: usize, hi: usize, memo: &mut HashMap<(usize, usize), u64>) -> u64 {
        if lo >= hi {
            return 0; // one number left (or none): it is known, nothing more is paid
        }
        if let Some(&known) = memo.get(&(lo, hi)) {
            return known;
        }
        let mut best = u64::MAX;
        for g in lo..=hi {
            // The hider's answers: right (nothing more to pay), lower, higher.
            let mut worst = 0;
            if g > lo {
                worst = worst.max(g as u64 + cost(lo, g - 1, memo));
            }
            if g < hi {
                worst = worst.max(g as u64 + cost(g + 1, hi, memo));
            }
            best = best.min(worst);
        }
        memo.insert((lo, hi), best);
        best
    }
    cost(1, n, &mut HashMap::new())
}

/// 2005: the tree order(n) itself (order(1) one node, order(n) a root over order(n − 2)
/// on the left and order(n − 1) on the right, order(0) empty), its nodes numbered in
/// preorder so that a subtree is a range of numbers. A move removes a node and its
/// subtree; whoever must remove the root loses, so a position without another node is
/// lost. A position is the set of nodes left. n ≤ 9 (54 nodes).
pub fn fibonacci_tree_game(n: usize) -> bool {
    /// Appends order(`order`)'s nodes, each with the mask of its subtree; returns its root.
    fn build(order: usize, subtrees: &mut Vec<u64>) -> Option<usize> {
        if order == 0 {
            return None;
        }
        let root = subtrees.len();
        subtrees.push(0);
        if order >= 2 {
            build(order - 2, subtrees);
            build(order - 1, subtrees);
        }
        let end = subtrees.len();
        subtrees[root] = (root..end).fold(0, |mask, node| mask | 1 << node);
        Some(root)
    }
    assert!((1..=9).contains(&n), "order(1) to order(9) fit 64 bits");
    let mut subtrees = Vec::new();
    build(n, &mut subtrees);
    let all = subtrees[0];
    let moves = |left: &u64| {
        (1..subtrees.len())
            .filter(|&node| left & 1 << node != 0)
            .map(|node| left & !subtrees[node])
            .collect()
    };
    wins(all, &moves, &mut HashMap::new())
}

/// 1145 from the rules: a tree of at most 32 nodes given as each node's neighbours (bit
/// masks); red has coloured node `x`. Whether blue, choosing any other node, can end with
/// more nodes than red, when in turn (red first) each colours an uncoloured neighbour of
/// a node of their own colour, passing when they have none, until neither can move. A
/// position is the two colours' sets and the player to move; its value, red's nodes less
/// blue's at the end under best play, by a memoised search.
pub fn btree_coloring_second_wins(neighbours: &[u64], x: usize) -> bool {
    type Memo = HashMap<(u64, u64, bool), i32>;
    /// Red's margin at the end, best play from here.
    fn margin(neighbours: &[u64], red: u64, blue: u64, red_moves: bool, memo: &mut Memo) -> i32 {
        if let Some(&known) = memo.get(&(red, blue, red_moves)) {
            return known;
        }
        let free = !(red | blue);
        let reach = |own: u64| {
            let mut near = 0;
            for (node, &adjacent) in neighbours.iter().enumerate() {
                if own >> node & 1 == 1 {
                    near |= adjacent;
                }
            }
            near & free
        };
        let (mine, theirs) = if red_moves { (red, blue) } else { (blue, red) };
        let mut options = reach(mine);
        let value = if options == 0 {
            if reach(theirs) == 0 {
                red.count_ones() as i32 - blue.count_ones() as i32
            } else {
                margin(neighbours, red, blue, !red_moves, memo)
            }
        } else {
            let mut best = if red_moves { i32::MIN } else { i32::MAX };
            while options != 0 {
                let node = 1u64 << options.trailing_zeros();
                options &= options - 1;
                let value = if red_moves {
                    margin(neighbours, red | node, blue, false, memo)
                } else {
                    margin(neighbours, red, blue | node, true, memo)
                };
                best = if red_moves {
                    best.max(value)
                } else {
                    best.min(value)
                };
            }
            best
        };
        memo.insert((red, blue, red_moves), value);
        value
    }
    let mut memo = Memo::new();
    (0..neighbours.len())
        .filter(|&y| y != x)
        .any(|y| margin(neighbours, 1 << x, 1 << y, true, &mut memo) < 0)
}
