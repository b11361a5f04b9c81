//! Direct searches of each LeetCode problem's own rules: exponential, obviously faithful,
//! and only for small arguments. They are the references the fast solutions are checked
//! against, by the unit tests and by `cargo xtask stress`. No binary uses them.

use crate::leetcode::pursuit::{food_winner, graph_rules, jumps, Result913};
use crate::leetcode::stone_games::Winner;
use std::collections::HashMap;

/// 292: take 1 to 3 stones; whoever takes the last wins.
pub fn nim_game(stones: u64) -> bool {
    (1..=3.min(stones)).any(|take| !nim_game(stones - take))
}

/// 1025: replace n by n − x for a divisor x < n of n; whoever cannot loses.
pub fn divisor_game(n: u64) -> bool {
    (1..n).filter(|x| n % x == 0).any(|x| !divisor_game(n - x))
}

/// 810: whoever starts a turn with exclusive or 0 wins; whoever erases to 0 loses.
pub fn xor_game(nums: &[i64]) -> bool {
    if nums.iter().fold(0, |x, &n| x ^ n) == 0 {
        return true;
    }
    (0..nums.len()).any(|i| {
        let mut rest = nums.to_vec();
        rest.remove(i);
        // Erasing to an exclusive or of 0 loses at once; else the opponent plays on.
        rest.iter().fold(0, |x, &n| x ^ n) != 0 && !xor_game(&rest)
    })
}

/// 486 (and 877's margin): the mover's best (own − opponent's) taking from either end.
pub fn end_margin(nums: &[i64]) -> i64 {
    match nums {
        [] => 0,
        [first, rest @ ..] => {
            let last = nums.len() - 1;
            (first - end_margin(rest)).max(nums[last] - end_margin(&nums[..last]))
        }
    }
}

/// 486 Predict the Winner: player 1 wins ties.
pub fn predict_the_winner(nums: &[i64]) -> bool {
    end_margin(nums) >= 0
}

/// 877 Stone Game: more stones wins; a tie is not a win.
pub fn stone_game(piles: &[i64]) -> bool {
    end_margin(piles) > 0
}

/// 464: players add distinct numbers 1..=max to a total; reaching `desired` wins. When all
/// the numbers together cannot reach it, nobody wins: not a win.
pub fn can_i_win(max: u32, desired: i64) -> bool {
    fn wins(max: u32, desired: i64, used: u32, total: i64) -> bool {
        (1..=max).filter(|k| used & (1 << k) == 0).any(|k| {
            let total = total + i64::from(k);
            total >= desired || !wins(max, desired, used | (1 << k), total)
        })
    }
    let reachable = i64::from(max * (max + 1) / 2) >= desired;
    desired <= 0 || (reachable && wins(max, desired, 0, 0))
}

/// 294: flip two adjacent `+` to `-`; whoever cannot loses.
pub fn flip_game(state: &str) -> bool {
    fn wins(state: &mut [bool]) -> bool {
        for i in 0..state.len().saturating_sub(1) {
            if state[i] && state[i + 1] {
                state[i] = false;
                state[i + 1] = false;
                let opponent_wins = wins(state);
                state[i] = true;
                state[i + 1] = true;
                if !opponent_wins {
                    return true;
                }
            }
        }
        false
    }
    let mut pluses: Vec<bool> = state.chars().map(|c| c == '+').collect();
    wins(&mut pluses)
}

/// 1140: Alice's stones when each takes all of the first X piles, 1 ≤ X ≤ 2M, M = max(M, X).
pub fn stone_game_ii(piles: &[i64]) -> i64 {
    fn margin(piles: &[i64], m: usize) -> i64 {
        (1..=(2 * m).min(piles.len()))
            .map(|x| piles[..x].iter().sum::<i64>() - margin(&piles[x..], m.max(x)))
            .max()
            .unwrap_or(0)
    }
    // Alice's stones = (total + her margin) / 2.
    (piles.iter().sum::<i64>() + margin(piles, 1)) / 2
}

/// 1406: take the first 1, 2 or 3 stones; the higher total wins.
pub fn stone_game_iii(values: &[i64]) -> Winner {
    fn margin(values: &[i64]) -> i64 {
        (1..=3.min(values.len()))
            .map(|k| values[..k].iter().sum::<i64>() - margin(&values[k..]))
            .max()
            .unwrap_or(0)
    }
    match margin(values).cmp(&0) {
        std::cmp::Ordering::Greater => Winner::Alice,
        std::cmp::Ordering::Less => Winner::Bob,
        std::cmp::Ordering::Equal => Winner::Tie,
    }
}

/// 1510: take a non-zero square number of stones; whoever cannot loses.
pub fn stone_game_iv(n: usize) -> bool {
    (1..)
        .map(|k| k * k)
        .take_while(|&s| s <= n)
        .any(|s| !stone_game_iv(n - s))
}

/// 1563: Bob splits the row, throws away the larger half (Alice picks on a tie), Alice
/// scores the rest and plays on with it. Alice's best score.
pub fn stone_game_v(values: &[i64]) -> i64 {
    (1..values.len())
        .map(|k| {
            let (left, right) = values.split_at(k);
            let (l, r) = (left.iter().sum::<i64>(), right.iter().sum::<i64>());
            match l.cmp(&r) {
                std::cmp::Ordering::Less => l + stone_game_v(left),
                std::cmp::Ordering::Greater => r + stone_game_v(right),
                std::cmp::Ordering::Equal => (l + stone_game_v(left)).max(r + stone_game_v(right)),
            }
        })
        .max()
        .unwrap_or(0)
}

/// 1686: players take any stone, each scoring it by their own values: 1, 0 or −1 from
/// Alice's side.
pub fn stone_game_vi(alice: &[i64], bob: &[i64]) -> i64 {
    fn margin(alice: &[i64], bob: &[i64], taken: u32, alice_turn: bool) -> i64 {
        let free = (0..alice.len()).filter(|&i| taken & (1 << i) == 0);
        let outcomes = free.map(|i| {
            let rest = margin(alice, bob, taken | (1 << i), !alice_turn);
            if alice_turn {
                alice[i] + rest
            } else {
                rest - bob[i]
            }
        });
        let best = if alice_turn {
            outcomes.max()
        } else {
            outcomes.min()
        };
        best.unwrap_or(0)
    }
    margin(alice, bob, 0, true).signum()
}

/// 1690: remove an end stone and score the sum of the rest; Alice's best margin.
pub fn stone_game_vii(stones: &[i64]) -> i64 {
    if stones.len() < 2 {
        return 0;
    }
    let last = stones.len() - 1;
    let left = stones[1..].iter().sum::<i64>() - stone_game_vii(&stones[1..]);
    let right = stones[..last].iter().sum::<i64>() - stone_game_vii(&stones[..last]);
    left.max(right)
}

/// 1872: replace the first x ≥ 2 stones by their sum, scoring it, while two or more stones
/// remain; Alice's best margin.
pub fn stone_game_viii(stones: &[i64]) -> i64 {
    if stones.len() < 2 {
        return 0;
    }
    (2..=stones.len())
        .map(|x| {
            let sum: i64 = stones[..x].iter().sum();
            let mut next = vec![sum];
            next.extend_from_slice(&stones[x..]);
            sum - stone_game_viii(&next)
        })
        .max()
        .expect("two or more stones give a move")
}

/// 2029: remove any stone; whoever makes the removed total divisible by 3 loses, and Bob
/// wins when the stones run out. Whether Alice wins.
pub fn stone_game_ix(stones: &[i64]) -> bool {
    fn wins(left: &mut Vec<i64>, total: i64, alice: bool) -> bool {
        if left.is_empty() {
            return !alice; // Bob wins when the stones run out
        }
        for i in 0..left.len() {
            let stone = left.remove(i);
            let win = (total + stone) % 3 != 0 && !wins(left, total + stone, !alice);
            left.insert(i, stone);
            if win {
                return true;
            }
        }
        false
    }
    wins(&mut stones.to_vec(), 0, true)
}

/// Plain minimax of a pursuit over a finite number of plies, the rest counting as
/// `at_horizon`, memoized on (mouse, cat, turn, plies left).
struct Horizon<'a> {
    winner: &'a dyn Fn(usize, usize) -> Option<Result913>,
    mouse_moves: &'a dyn Fn(usize) -> Vec<usize>,
    cat_moves: &'a dyn Fn(usize) -> Vec<usize>,
    at_horizon: Result913,
    memo: HashMap<(usize, usize, bool, usize), Result913>,
}

impl Horizon<'_> {
    fn play(&mut self, mouse: usize, cat: usize, mouse_turn: bool, plies: usize) -> Result913 {
        if let Some(done) = (self.winner)(mouse, cat) {
            return done;
        }
        if plies == 0 {
            return self.at_horizon;
        }
        if let Some(&known) = self.memo.get(&(mouse, cat, mouse_turn, plies)) {
            return known;
        }
        // Rank results from the mover's side: its win, then a draw, then its loss.
        let rank = |r: Result913| match (r, mouse_turn) {
            (Result913::Mouse, true) | (Result913::Cat, false) => 2,
            (Result913::Draw, _) => 1,
            _ => 0,
        };
        let results: Vec<Result913> = if mouse_turn {
            (self.mouse_moves)(mouse)
                .into_iter()
                .map(|m| self.play(m, cat, false, plies - 1))
                .collect()
        } else {
            (self.cat_moves)(cat)
                .into_iter()
                .map(|c| self.play(mouse, c, true, plies - 1))
                .collect()
        };
        let loss = if mouse_turn {
            Result913::Cat
        } else {
            Result913::Mouse
        };
        let best = results.into_iter().max_by_key(|&r| rank(r)).unwrap_or(loss);
        self.memo.insert((mouse, cat, mouse_turn, plies), best);
        best
    }
}

/// 913 by minimax over more plies than there are states, so that every forced win is
/// found and only true draws reach the horizon. Small graphs only (a few nodes).
pub fn cat_and_mouse(graph: &[Vec<usize>]) -> Result913 {
    let (winner, mouse_moves, cat_moves) = graph_rules(graph);
    let mut horizon = Horizon {
        winner: &winner,
        mouse_moves: &mouse_moves,
        cat_moves: &cat_moves,
        at_horizon: Result913::Draw,
        memo: HashMap::new(),
    };
    let n = graph.len();
    horizon.play(1, 2, true, 2 * n * n + 2)
}

/// 1728 by minimax over the 1000 turns themselves (2000 plies): a game that has not ended
/// by then is the cat's. Small grids only.
pub fn can_mouse_win(grid: &[Vec<u8>], cat_jump: usize, mouse_jump: usize) -> bool {
    let flat: Vec<u8> = grid.iter().flatten().copied().collect();
    let find = |symbol: u8| flat.iter().position(|&b| b == symbol);
    let (Some(mouse), Some(cat), Some(food)) = (find(b'M'), find(b'C'), find(b'F')) else {
        panic!("a 1728 grid has an M, a C and an F");
    };
    let winner = food_winner(food);
    let mouse_moves = |m: usize| jumps(grid, m, mouse_jump);
    let cat_moves = |c: usize| jumps(grid, c, cat_jump);
    let mut horizon = Horizon {
        winner: &winner,
        mouse_moves: &mouse_moves,
        cat_moves: &cat_moves,
        at_horizon: Result913::Cat, // no food within 1000 turns
        memo: HashMap::new(),
    };
    horizon.play(mouse, cat, true, 2000) == Result913::Mouse
}
