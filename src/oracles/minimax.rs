//! Searches of each LeetCode problem's own rules: every position the rules reach is valued
//! from the positions one move away, assuming nothing but the rules. Each position is
//! valued once (a table or a memo keyed by the whole position), and sums are taken in
//! i128, so that they answer LeetCode's largest inputs wherever the positions are few
//! enough: every problem but 810, 1686, 1872 and 2029 at LeetCode's own limits, those four
//! with fewer distinct stones or a shorter row. They are the references the fast solutions
//! are checked against, by the unit tests and by `cargo xtask stress`. No binary uses them.

use crate::leetcode::pursuit::{food_winner, graph_rules, jumps, Result913};
use crate::leetcode::stone_games::Winner;
use crate::oracles::brute::{heap_moves, win_table};
use std::collections::HashMap;

/// A sum or margin of LeetCode values, back in i64 (it always fits: the inputs are i64
/// values, at most a million of them below 10^12 in magnitude).
fn narrow(value: i128) -> i64 {
    i64::try_from(value).expect("a LeetCode result fits in i64")
}

/// `prefix[i]` = values[0] + … + values[i − 1], in i128: the sum of values[i..j] is
/// prefix[j] − prefix[i].
fn prefix_sums(values: &[i64]) -> Vec<i128> {
    let mut prefix = vec![0i128; values.len() + 1];
    for (i, &v) in values.iter().enumerate() {
        prefix[i + 1] = prefix[i] + i128::from(v);
    }
    prefix
}

/// 292: take 1 to 3 stones; whoever takes the last wins. Outcomes from the rules, count by
/// count. Each depends only on the three before it, so once three in a row repeat three
/// earlier ones the sequence cycles from there, and any count is read off the cycle.
pub fn nim_game(stones: u64) -> bool {
    let mut wins: Vec<bool> = Vec::new();
    loop {
        let n = wins.len();
        if n > 3 {
            let last = &wins[n - 3..];
            if let Some(start) = (0..n - 3).find(|&i| &wins[i..i + 3] == last) {
                let period = (n - 3 - start) as u64;
                let at = if stones < start as u64 {
                    stones
                } else {
                    start as u64 + (stones - start as u64) % period
                };
                return wins[at as usize];
            }
        }
        wins.push((1..=3.min(n)).any(|take| !wins[n - take]));
    }
}

/// 1025: replace n by n − x for a divisor x < n of n; whoever cannot loses. Whether the
/// player to move wins, for every n ≤ `upto` (index 0 is a position without moves).
pub fn divisor_games(upto: usize) -> Vec<bool> {
    win_table(upto + 1, |n, next| {
        next.extend((1..n).filter(|x| n % x == 0).map(|x| n - x))
    })
}

/// 810: whoever starts a turn with exclusive or 0 wins; whoever erases to 0 loses. Equal
/// numbers are interchangeable, so a position is how many of each value are left.
pub fn xor_game(nums: &[i64]) -> bool {
    fn wins(values: &[i64], left: &mut Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let xor = (0..values.len())
            .filter(|&v| left[v] % 2 == 1)
            .fold(0, |x, v| x ^ values[v]);
        if xor == 0 {
            return true;
        }
        if let Some(&known) = memo.get(left) {
            return known;
        }
        let win = (0..values.len()).any(|v| {
            if left[v] == 0 {
                return false;
            }
            left[v] -= 1;
            // Erasing to an exclusive or of 0 loses at once; else the opponent plays on.
            let win = xor ^ values[v] != 0 && !wins(values, left, memo);
            left[v] += 1;
            win
        });
        memo.insert(left.clone(), win);
        win
    }
    let mut values = nums.to_vec();
    values.sort_unstable();
    values.dedup();
    let mut left: Vec<usize> = values
        .iter()
        .map(|v| nums.iter().filter(|&n| n == v).count())
        .collect();
    wins(&values, &mut left, &mut HashMap::new())
}

/// 486 (and 877's margin): the mover's best (own − opponent's) taking from either end,
/// for every row nums[i..j], shortest rows first.
pub fn end_margin(nums: &[i64]) -> i64 {
    let n = nums.len();
    // margin[i][j] for the row nums[i..j]; the empty rows are worth 0.
    let mut margin = vec![vec![0i128; n + 1]; n + 1];
    for length in 1..=n {
        for i in 0..=n - length {
            let j = i + length;
            let take_first = i128::from(nums[i]) - margin[i + 1][j];
            let take_last = i128::from(nums[j - 1]) - margin[i][j - 1];
            margin[i][j] = take_first.max(take_last);
        }
    }
    narrow(margin[0][n])
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
/// the numbers together cannot reach it, nobody wins: not a win. A position is the set of
/// numbers used (the total follows from it).
pub fn can_i_win(max: u32, desired: i64) -> bool {
    fn wins(max: u32, desired: i64, used: usize, memo: &mut [Option<bool>]) -> bool {
        if let Some(known) = memo[used] {
            return known;
        }
        let total: i64 = (1..=max)
            .filter(|&k| used & (1 << (k - 1)) != 0)
            .map(i64::from)
            .sum();
        let win = (1..=max).filter(|&k| used & (1 << (k - 1)) == 0).any(|k| {
            total + i64::from(k) >= desired || !wins(max, desired, used | (1 << (k - 1)), memo)
        });
        memo[used] = Some(win);
        win
    }
    let reachable = i64::from(max * (max + 1) / 2) >= desired;
    desired <= 0 || (reachable && wins(max, desired, 0, &mut vec![None; 1 << max]))
}

/// 294: flip two adjacent `+` to `-`; whoever cannot loses. A move changes one run of `+`
/// and leaves the others alone, so a state is the sum of its runs' games and, by the
/// Sprague–Grundy theorem, is won exactly when the runs' Grundy values have a non-zero
/// exclusive or. Each run's value comes from the move rule itself: flipping cells a and
/// a + 1 of a run of k leaves runs of a and k − 2 − a.
pub fn flip_game(state: &str) -> bool {
    let runs: Vec<usize> = state.split('-').map(str::len).collect();
    let longest = runs.iter().copied().max().unwrap_or(0);
    let mut grundy: Vec<usize> = Vec::with_capacity(longest + 1);
    for k in 0..=longest {
        let reached: Vec<usize> = (0..k.saturating_sub(1))
            .map(|a| grundy[a] ^ grundy[k - 2 - a])
            .collect();
        grundy.push((0..).find(|g| !reached.contains(g)).expect("a mex exists"));
    }
    runs.iter().fold(0, |x, &run| x ^ grundy[run]) != 0
}

/// 1140: Alice's stones when each takes all of the first X piles, 1 ≤ X ≤ 2M, M = max(M, X).
/// A position is the first pile left and M.
pub fn stone_game_ii(piles: &[i64]) -> i64 {
    fn margin(
        prefix: &[i128],
        first: usize,
        m: usize,
        memo: &mut HashMap<(usize, usize), i128>,
    ) -> i128 {
        if let Some(&known) = memo.get(&(first, m)) {
            return known;
        }
        let left = prefix.len() - 1 - first;
        let best = (1..=(2 * m).min(left))
            .map(|x| prefix[first + x] - prefix[first] - margin(prefix, first + x, m.max(x), memo))
            .max()
            .unwrap_or(0);
        memo.insert((first, m), best);
        best
    }
    let prefix = prefix_sums(piles);
    // Alice's stones = (total + her margin) / 2.
    narrow((prefix[piles.len()] + margin(&prefix, 0, 1, &mut HashMap::new())) / 2)
}

/// 1406: take the first 1, 2 or 3 stones; the higher total wins. The mover's best margin on
/// every suffix, shortest first.
pub fn stone_game_iii(values: &[i64]) -> Winner {
    let n = values.len();
    let prefix = prefix_sums(values);
    let mut margin = vec![0i128; n + 1];
    for first in (0..n).rev() {
        margin[first] = (1..=3.min(n - first))
            .map(|k| prefix[first + k] - prefix[first] - margin[first + k])
            .max()
            .expect("a non-empty row has a move");
    }
    Winner::by_margin(margin[0])
}

/// 1510: take a non-zero square number of stones; whoever cannot loses. Whether the player
/// to move wins, for every count ≤ `upto`.
pub fn stone_game_iv(upto: usize) -> Vec<bool> {
    let squares = |stones: usize| (1..).map(|k| k * k).take_while(move |&s| s <= stones);
    win_table(upto + 1, heap_moves(squares))
}

/// 1563: Alice splits the row, Bob throws away the larger half (Alice picks on a tie), Alice
/// scores the rest and plays on with it. Alice's best score on every row values[i..=j],
/// shorter rows first, trying every split.
pub fn stone_game_v(values: &[i64]) -> i64 {
    let n = values.len();
    let prefix = prefix_sums(values);
    let row = |i: usize, j: usize| prefix[j + 1] - prefix[i];
    let mut best = vec![vec![0i128; n]; n];
    for length in 2..=n {
        for i in 0..=n - length {
            let j = i + length - 1;
            best[i][j] = (i..j)
                .map(|k| {
                    let (left, right) = (row(i, k), row(k + 1, j));
                    let keep_left = left + best[i][k];
                    let keep_right = right + best[k + 1][j];
                    match left.cmp(&right) {
                        std::cmp::Ordering::Less => keep_left,
                        std::cmp::Ordering::Greater => keep_right,
                        std::cmp::Ordering::Equal => keep_left.max(keep_right),
                    }
                })
                .max()
                .expect("a row of two or more stones has a split");
        }
    }
    if n == 0 {
        0
    } else {
        narrow(best[0][n - 1])
    }
}

/// 1686: players take any stone, each scoring it by their own values: 1, 0 or −1 from
/// Alice's side. Stones with the same pair of values are interchangeable, so a position is
/// how many of each pair are left, and whose turn it is.
pub fn stone_game_vi(alice: &[i64], bob: &[i64]) -> i64 {
    type Memo = HashMap<(Vec<usize>, bool), i128>;
    fn margin(
        kinds: &[(i64, i64)],
        left: &mut Vec<usize>,
        alice_turn: bool,
        memo: &mut Memo,
    ) -> i128 {
        let key = (left.clone(), alice_turn);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut outcomes = Vec::new();
        for kind in 0..kinds.len() {
            if left[kind] == 0 {
                continue;
            }
            left[kind] -= 1;
            let rest = margin(kinds, left, !alice_turn, memo);
            left[kind] += 1;
            let (a, b) = kinds[kind];
            outcomes.push(if alice_turn {
                rest + i128::from(a)
            } else {
                rest - i128::from(b)
            });
        }
        let best = if alice_turn {
            outcomes.into_iter().max()
        } else {
            outcomes.into_iter().min()
        };
        let best = best.unwrap_or(0);
        memo.insert(key, best);
        best
    }
    let stones: Vec<(i64, i64)> = alice.iter().copied().zip(bob.iter().copied()).collect();
    let mut kinds = stones.clone();
    kinds.sort_unstable();
    kinds.dedup();
    let mut left: Vec<usize> = kinds
        .iter()
        .map(|kind| stones.iter().filter(|&s| s == kind).count())
        .collect();
    margin(&kinds, &mut left, true, &mut HashMap::new()).signum() as i64
}

/// 1690: remove an end stone and score the sum of the rest; Alice's best margin. The
/// mover's best margin on every row stones[i..j], shortest rows first.
pub fn stone_game_vii(stones: &[i64]) -> i64 {
    let n = stones.len();
    let prefix = prefix_sums(stones);
    let mut margin = vec![vec![0i128; n + 1]; n + 1];
    for length in 2..=n {
        for i in 0..=n - length {
            let j = i + length;
            let remove_first = prefix[j] - prefix[i + 1] - margin[i + 1][j];
            let remove_last = prefix[j - 1] - prefix[i] - margin[i][j - 1];
            margin[i][j] = remove_first.max(remove_last);
        }
    }
    narrow(margin[0][n])
}

/// 1872: replace the first x ≥ 2 stones by their sum, scoring it, while two or more stones
/// remain; Alice's best margin. After any moves the row is the sum of the first i + 1
/// original stones followed by the rest as they were, so a position is i; merging through
/// stone j > i scores the sum of stones 0..=j.
pub fn stone_game_viii(stones: &[i64]) -> i64 {
    let n = stones.len();
    let prefix = prefix_sums(stones);
    // margin[i] for the position i; with one stone left (i = n − 1) the game is over.
    let mut margin = vec![0i128; n];
    for i in (0..n.saturating_sub(1)).rev() {
        margin[i] = (i + 1..n)
            .map(|j| prefix[j + 1] - margin[j])
            .max()
            .expect("two or more stones give a move");
    }
    narrow(margin[0])
}

/// 2029: remove any stone; whoever makes the removed total divisible by 3 loses, and Bob
/// wins when the stones run out. Whether Alice wins. Only a stone's residue mod 3 counts,
/// so a position is how many stones of each residue are left, the total mod 3, and whose
/// turn it is.
pub fn stone_game_ix(stones: &[i64]) -> bool {
    type Position = ([usize; 3], i64, bool);
    fn wins(left: [usize; 3], total: i64, alice: bool, memo: &mut HashMap<Position, bool>) -> bool {
        if left == [0; 3] {
            return !alice; // Bob wins when the stones run out
        }
        if let Some(&known) = memo.get(&(left, total, alice)) {
            return known;
        }
        let win = (0..3).any(|residue| {
            let after = (total + residue as i64) % 3;
            let mut rest = left;
            if rest[residue] == 0 {
                return false;
            }
            rest[residue] -= 1;
            after != 0 && !wins(rest, after, !alice, memo)
        });
        memo.insert((left, total, alice), win);
        win
    }
    let mut left = [0; 3];
    for &stone in stones {
        left[stone.rem_euclid(3) as usize] += 1;
    }
    wins(left, 0, true, &mut HashMap::new())
}

/// A pursuit played for at most `plies` plies (single moves of either player), whatever has
/// not ended by then counting as `at_horizon`: each position's result with k plies left
/// comes from the results with k − 1 left, the mover choosing its win, then a draw, then
/// its loss. A layer equal to the one before it is a fixed point (each layer is the same
/// function of the previous one), so every later layer equals it and the search stops.
struct Pursuit<'a> {
    places: usize,
    winner: &'a dyn Fn(usize, usize) -> Option<Result913>,
    mouse_moves: Vec<Vec<usize>>,
    cat_moves: Vec<Vec<usize>>,
    at_horizon: Result913,
}

impl Pursuit<'_> {
    fn result(&self, start: (usize, usize), plies: usize) -> Result913 {
        let state = |mouse: usize, cat: usize, mouse_turn: bool| {
            (mouse * self.places + cat) * 2 + usize::from(mouse_turn)
        };
        let mut layer = vec![self.at_horizon; 2 * self.places * self.places];
        for mouse in 0..self.places {
            for cat in 0..self.places {
                if let Some(done) = (self.winner)(mouse, cat) {
                    layer[state(mouse, cat, true)] = done;
                    layer[state(mouse, cat, false)] = done;
                }
            }
        }
        for _ in 0..plies {
            let mut next = layer.clone();
            for mouse in 0..self.places {
                for cat in 0..self.places {
                    if (self.winner)(mouse, cat).is_some() {
                        continue;
                    }
                    next[state(mouse, cat, true)] = best(
                        self.mouse_moves[mouse]
                            .iter()
                            .map(|&m| layer[state(m, cat, false)]),
                        Result913::Mouse,
                    );
                    next[state(mouse, cat, false)] = best(
                        self.cat_moves[cat]
                            .iter()
                            .map(|&c| layer[state(mouse, c, true)]),
                        Result913::Cat,
                    );
                }
            }
            if next == layer {
                break;
            }
            layer = next;
        }
        layer[state(start.0, start.1, true)]
    }
}

/// The mover's best of `results`: its win, else a draw, else its loss (also when it has no
/// move at all).
fn best(results: impl Iterator<Item = Result913>, mover: Result913) -> Result913 {
    let loss = match mover {
        Result913::Mouse => Result913::Cat,
        _ => Result913::Mouse,
    };
    let mut found = loss;
    for result in results {
        if result == mover {
            return mover;
        }
        if result == Result913::Draw {
            found = Result913::Draw;
        }
    }
    found
}

/// 913 played for more plies than there are positions, so that every forced win is found
/// and only true draws reach the horizon.
pub fn cat_and_mouse(graph: &[Vec<usize>]) -> Result913 {
    let (winner, mouse_moves, cat_moves) = graph_rules(graph);
    let n = graph.len();
    let pursuit = Pursuit {
        places: n,
        winner: &winner,
        mouse_moves: (0..n).map(mouse_moves).collect(),
        cat_moves: (0..n).map(cat_moves).collect(),
        at_horizon: Result913::Draw,
    };
    pursuit.result((1, 2), 2 * n * n + 2)
}

/// 1728 over the 1000 turns themselves (2000 plies): a game that has not ended by then is
/// the cat's.
pub fn can_mouse_win(grid: &[Vec<u8>], cat_jump: usize, mouse_jump: usize) -> bool {
    let flat: Vec<u8> = grid.iter().flatten().copied().collect();
    let find = |symbol: u8| flat.iter().position(|&b| b == symbol);
    let (Some(mouse), Some(cat), Some(food)) = (find(b'M'), find(b'C'), find(b'F')) else {
        panic!("a 1728 grid has an M, a C and an F");
    };
    let winner = food_winner(food);
    let pursuit = Pursuit {
        places: flat.len(),
        winner: &winner,
        mouse_moves: (0..flat.len())
            .map(|m| jumps(grid, m, mouse_jump))
            .collect(),
        cat_moves: (0..flat.len()).map(|c| jumps(grid, c, cat_jump)).collect(),
        at_horizon: Result913::Cat, // no food within 1000 turns
    };
    pursuit.result((mouse, cat), 2000) == Result913::Mouse
}

#[cfg(test)]
mod tests {
    //! The searches above that value a position by less than the whole board (a count of
    //! each value, a prefix sum, a cycle, Grundy values) against the plain game tree of the
    //! rules, over small boards.
    use super::*;
    use crate::oracles::rng::Rng;

    mod plain {
        pub fn nim_game(stones: u64) -> bool {
            (1..=3.min(stones)).any(|take| !nim_game(stones - take))
        }

        pub fn xor_game(nums: &[i64]) -> bool {
            if nums.iter().fold(0, |x, &n| x ^ n) == 0 {
                return true;
            }
            (0..nums.len()).any(|i| {
                let mut rest = nums.to_vec();
                rest.remove(i);
                rest.iter().fold(0, |x, &n| x ^ n) != 0 && !xor_game(&rest)
            })
        }

        pub fn flip_game(state: &mut [bool]) -> bool {
            for i in 0..state.len().saturating_sub(1) {
                if state[i] && state[i + 1] {
                    state[i] = false;
                    state[i + 1] = false;
                    let opponent_wins = flip_game(state);
                    state[i] = true;
                    state[i + 1] = true;
                    if !opponent_wins {
                        return true;
                    }
                }
            }
            false
        }

        /// 1686's margin, stone by stone.
        pub fn stone_game_vi(alice: &[i64], bob: &[i64], taken: u32, alice_turn: bool) -> i64 {
            let free = (0..alice.len()).filter(|&i| taken & (1 << i) == 0);
            let outcomes = free.map(|i| {
                let rest = stone_game_vi(alice, bob, taken | (1 << i), !alice_turn);
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

        /// 1872 on the row itself: the merged stone put back in front.
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

        /// 2029 on the stones themselves.
        pub fn stone_game_ix(left: &mut Vec<i64>, total: i64, alice: bool) -> bool {
            if left.is_empty() {
                return !alice;
            }
            for i in 0..left.len() {
                let stone = left.remove(i);
                let win = (total + stone) % 3 != 0 && !stone_game_ix(left, total + stone, !alice);
                left.insert(i, stone);
                if win {
                    return true;
                }
            }
            false
        }
    }

    #[test]
    fn the_abstracted_searches_match_the_plain_game_tree() {
        for n in 0..25 {
            assert_eq!(nim_game(n), plain::nim_game(n), "292: {n}");
        }
        let mut rng = Rng::new(61);
        for _ in 0..300 {
            let length = rng.range(1, 7) as usize;
            let small: Vec<i64> = (0..length).map(|_| rng.range(0, 4) as i64).collect();
            assert_eq!(xor_game(&small), plain::xor_game(&small), "810: {small:?}");
            let bob: Vec<i64> = (0..length).map(|_| rng.range(1, 4) as i64).collect();
            let alice: Vec<i64> = small.iter().map(|v| v + 1).collect();
            assert_eq!(
                stone_game_vi(&alice, &bob),
                plain::stone_game_vi(&alice, &bob, 0, true).signum(),
                "1686: {alice:?} {bob:?}"
            );
            let signed: Vec<i64> = (0..length + 1)
                .map(|_| rng.range(0, 20) as i64 - 10)
                .collect();
            assert_eq!(
                stone_game_viii(&signed),
                plain::stone_game_viii(&signed),
                "1872: {signed:?}"
            );
            let stones: Vec<i64> = (0..length).map(|_| rng.range(1, 9) as i64).collect();
            assert_eq!(
                stone_game_ix(&stones),
                plain::stone_game_ix(&mut stones.clone(), 0, true),
                "2029: {stones:?}"
            );
        }
        for length in 0..=12 {
            for pluses in 0..1u32 << length {
                let mut cells: Vec<bool> = (0..length).map(|i| pluses & (1 << i) != 0).collect();
                let state: String = cells.iter().map(|&p| if p { '+' } else { '-' }).collect();
                assert_eq!(
                    flip_game(&state),
                    plain::flip_game(&mut cells),
                    "294: {state}"
                );
            }
        }
    }
}
