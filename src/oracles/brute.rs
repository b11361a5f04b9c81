//! The exhaustive oracle: outcome and Grundy tables computed from a game's move rules alone.
//!
//! This is the source notes' "print the table" step (docs/games.md#outcomes-and-the-table):
//! a state with no move is lost, a state is won when some move reaches a lost state, and
//! the Grundy value is the mex of the successors' values. Every O(1) rule in the crate is
//! back-tested against it.
//!
//! States are numbered `0..states` so that every move goes to a smaller number, which makes
//! one pass in increasing order enough. `moves(state, &mut successors)` pushes the states
//! reachable in one move from `state`.
//!
//! The games whose positions are searched and remembered in a map instead (a list of
//! numbers, a graph's visited set) are in `searches`.

mod searches;

pub use crate::oracles::brute::searches::{
    euclid_every_sum_wins, geography_wins, prime_power_division_wins, queen_capture_first_move,
    split_game_winning_moves,
};

use crate::games::graph::Outcome;
use crate::games::mex::Mex;

/// Who wins when nobody can move: under normal play the player to move then has lost;
/// under misère play (taking the last object loses) the player to move has won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play {
    Normal,
    Misere,
}

/// `win[s]` is true when the player to move from state `s` can force a win (normal play).
///
/// # Complexity
/// O(states + moves).
///
/// # Panics
/// When a move does not go to a smaller state: the caller's numbering is wrong.
pub fn win_table<F>(states: usize, moves: F) -> Vec<bool>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    outcome_table(states, Play::Normal, moves)
}

/// `win[s]` under the given convention: a state with no move is lost under normal play and
/// won under misère play; any other state is won when some move reaches a lost state.
///
/// # Panics
/// When a move does not go to a smaller state.
pub fn outcome_table<F>(states: usize, play: Play, mut moves: F) -> Vec<bool>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut win: Vec<bool> = Vec::with_capacity(states);
    let mut successors = Vec::new();
    for state in 0..states {
        successors.clear();
        moves(state, &mut successors);
        check_order(state, &successors);
        let wins = if successors.is_empty() {
            play == Play::Misere
        } else {
            // "Exists a move to a lost state."
            successors.iter().any(|&next| !win[next])
        };
        win.push(wins);
    }
    win
}

/// `grundy[s]` is the Sprague–Grundy value of state `s`: the least value no move reaches.
///
/// # Complexity
/// O(states + moves).
///
/// # Panics
/// When a move does not go to a smaller state.
pub fn grundy_table<F>(states: usize, mut moves: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut grundy: Vec<u32> = Vec::with_capacity(states);
    let mut successors = Vec::new();
    let mut mex = Mex::default();
    for state in 0..states {
        successors.clear();
        moves(state, &mut successors);
        check_order(state, &successors);
        let value = mex.among(
            successors.len(),
            successors.iter().map(|&next| grundy[next]),
        );
        grundy.push(value);
    }
    grundy
}

fn check_order(state: usize, successors: &[usize]) {
    if let Some(&bad) = successors.iter().find(|&&next| next >= state) {
        panic!("oracle misuse: a move from state {state} goes to state {bad}, not a smaller one");
    }
}

/// The moves of a one-heap game that takes an amount from `takes(heap)`, as state numbers.
/// Amounts larger than the heap are skipped.
pub fn heap_moves<I, T>(takes: T) -> impl FnMut(usize, &mut Vec<usize>)
where
    T: Fn(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    move |heap, next| {
        next.extend(
            takes(heap)
                .into_iter()
                .filter(|&take| take <= heap)
                .map(|take| heap - take),
        )
    }
}

/// Win, lose or draw for every vertex of any game graph, cycles allowed, by value iteration
/// to a fixed point: sweep until nothing changes, labelling a vertex won when some successor
/// is lost, and lost when every successor (none, for a dead end) is won; what stays
/// unlabelled is a draw. Quadratic and obviously right: the oracle for the linear-time
/// retrograde analysis.
pub fn outcomes_by_iteration(successors: &[Vec<usize>]) -> Vec<Outcome> {
    let mut outcome = vec![Outcome::Draw; successors.len()];
    loop {
        let mut changed = false;
        for (vertex, next) in successors.iter().enumerate() {
            if outcome[vertex] != Outcome::Draw {
                continue;
            }
            let label = if next.iter().any(|&n| outcome[n] == Outcome::Lose) {
                Outcome::Win
            } else if next.iter().all(|&n| outcome[n] == Outcome::Win) {
                Outcome::Lose
            } else {
                continue;
            };
            outcome[vertex] = label;
            changed = true;
        }
        if !changed {
            return outcome;
        }
    }
}

/// Wythoff's game from its move rules alone, over the piles (a, b) with a, b < `side`: a
/// move takes any positive number from one pile, or the same from both. The oracle of
/// `games::wythoff` and of the tools' references.
pub struct WythoffTable {
    side: usize,
    win: Vec<bool>,
}

impl WythoffTable {
    pub fn new(side: usize) -> WythoffTable {
        let win = win_table(side * side, |state, next| {
            let (a, b) = (state / side, state % side);
            next.extend((1..=a).map(|t| (a - t) * side + b));
            next.extend((1..=b).map(|t| a * side + b - t));
            next.extend((1..=a.min(b)).map(|t| (a - t) * side + b - t));
        });
        WythoffTable { side, win }
    }

    /// Whether the player to move from (a, b) wins; both piles below the side.
    pub fn wins(&self, a: usize, b: usize) -> bool {
        self.win[a * self.side + b]
    }

    /// Every move from (a, b) to a lost position, found by trying each move, as the pairs
    /// left (smaller first) in HDU 2177's two groups: first the moves that take from both
    /// piles, then the one-pile moves by increasing pair, each pair once within its group.
    /// A pair reachable both ways is in both groups.
    pub fn winning_moves(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        let (a, b) = (a.min(b), a.max(b));
        let lost = |&(x, y): &(usize, usize)| !self.wins(x, y);
        let mut moves: Vec<(usize, usize)> = (1..=a).map(|t| (a - t, b - t)).filter(lost).collect();
        let mut one_pile: Vec<(usize, usize)> = (0..a)
            .map(|x| (x, b))
            .chain((0..b).map(|y| (a.min(y), a.max(y))))
            .filter(lost)
            .collect();
        one_pile.sort_unstable();
        one_pile.dedup();
        moves.extend(one_pile);
        moves
    }
}

/// Every tuple of `heaps` heap sizes from 0 to `max`, numbered in base `max + 1`: a move
/// that lowers one heap lowers the number, as the tables require.
#[derive(Debug, Clone, Copy)]
pub struct HeapTuples {
    pub heaps: usize,
    pub max: usize,
}

impl HeapTuples {
    pub fn count(&self) -> usize {
        (self.max + 1).pow(self.heaps as u32)
    }

    pub fn encode(&self, heaps: &[usize]) -> usize {
        assert_eq!(heaps.len(), self.heaps);
        heaps
            .iter()
            .fold(0, |index, &heap| index * (self.max + 1) + heap)
    }

    pub fn decode(&self, mut index: usize) -> Vec<usize> {
        let mut heaps = vec![0; self.heaps];
        for heap in heaps.iter_mut().rev() {
            *heap = index % (self.max + 1);
            index /= self.max + 1;
        }
        heaps
    }

    /// The moves of a game where one move turns one heap `h` into any of `targets(h)`
    /// (each smaller than `h`).
    pub fn moves<T>(self, targets: T) -> impl FnMut(usize, &mut Vec<usize>)
    where
        T: Fn(usize) -> Vec<usize>,
    {
        move |index, next| {
            let mut heaps = self.decode(index);
            for i in 0..heaps.len() {
                let heap = heaps[i];
                for target in targets(heap) {
                    heaps[i] = target;
                    next.push(self.encode(&heaps));
                }
                heaps[i] = heap;
            }
        }
    }
}

/// POI 2009 Pebbles (KAM) from its rules alone: `heaps` piles of up to `max` stones in a row, a
/// move takes stones from one pile but never leaves it below the pile to its left (the
/// first pile may go down to 0). Whether the player to move wins, for every tuple of
/// `tuples` (rows that are not non-decreasing are valued too, and never asked).
pub fn ordered_piles_table(tuples: HeapTuples) -> Vec<bool> {
    win_table(tuples.count(), |index, next| {
        let mut piles = tuples.decode(index);
        for i in 0..piles.len() {
            let (pile, floor) = (piles[i], if i == 0 { 0 } else { piles[i - 1] });
            for left in floor..pile {
                piles[i] = left;
                next.push(tuples.encode(&piles));
            }
            piles[i] = pile;
        }
    })
}

/// One pair of E&D (SDOI 2009) from its rules alone: a move removes one pile of the pair
/// and splits the other into two non-empty piles, the new pair. The Grundy values of every
/// pair (a, b) with 1 ≤ a, b ≤ `most`, numbered by a + b so that every move (to a split of
/// a or of b, a smaller sum) goes to a smaller number.
pub struct SplitPairs {
    most: usize,
    values: Vec<u32>,
}

impl SplitPairs {
    pub fn new(most: usize) -> SplitPairs {
        let (width, count) = (most + 1, (most + 1) * (most + 1));
        // By sum, then by a: the order in which states are numbered.
        let mut order: Vec<(usize, usize)> = (1..=most)
            .flat_map(|a| (1..=most).map(move |b| (a, b)))
            .collect();
        order.sort_by_key(|&(a, b)| (a + b, a));
        let mut number = vec![usize::MAX; count];
        for (n, &(a, b)) in order.iter().enumerate() {
            number[a * width + b] = n;
        }
        let values = grundy_table(order.len(), |state, next| {
            let (a, b) = order[state];
            for pile in [a, b] {
                next.extend((1..pile).map(|x| number[x * width + pile - x]));
            }
        });
        let mut by_pair = vec![0; count];
        for (n, &(a, b)) in order.iter().enumerate() {
            by_pair[a * width + b] = values[n];
        }
        SplitPairs {
            most,
            values: by_pair,
        }
    }

    /// The Grundy value of the pair (a, b), 1 ≤ a, b ≤ `most`.
    pub fn value(&self, a: usize, b: usize) -> u32 {
        assert!((1..=self.most).contains(&a) && (1..=self.most).contains(&b));
        self.values[a * (self.most + 1) + b]
    }
}

/// Every multiset of non-empty heaps with at most `max_total` stones in all, for games
/// whose moves may split a heap (so the number of heaps grows). Positions are ordered by
/// total, then by more heaps first, so that taking stones or splitting a heap both go to
/// an earlier position.
pub struct HeapMultisets {
    positions: Vec<Vec<usize>>,
    index: std::collections::HashMap<Vec<usize>, usize>,
}

impl HeapMultisets {
    pub fn new(max_total: usize) -> HeapMultisets {
        let mut positions = Vec::new();
        for total in 0..=max_total {
            let mut of_total = Vec::new();
            partitions(total, total, &mut Vec::new(), &mut of_total);
            of_total.sort_by_key(|heaps: &Vec<usize>| std::cmp::Reverse(heaps.len()));
            positions.extend(of_total);
        }
        let index = positions
            .iter()
            .enumerate()
            .map(|(i, heaps)| (heaps.clone(), i))
            .collect();
        HeapMultisets { positions, index }
    }

    pub fn count(&self) -> usize {
        self.positions.len()
    }

    /// The heaps of position `index`, largest first.
    pub fn heaps(&self, index: usize) -> &[usize] {
        &self.positions[index]
    }

    /// The number of the position with these heaps (zeros ignored, any order), if it is
    /// within the table.
    pub fn find(&self, heaps: &[usize]) -> Option<usize> {
        let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable_by(|a, b| b.cmp(a));
        self.index.get(&key).copied()
    }

    /// The moves of a game where one move replaces one heap `h` by the heaps in each list
    /// of `replacements(h)` (an empty list removes the heap).
    pub fn moves<'a, T>(&'a self, replacements: T) -> impl FnMut(usize, &mut Vec<usize>) + 'a
    where
        T: Fn(usize) -> Vec<Vec<usize>> + 'a,
    {
        move |index, next| {
            let heaps = &self.positions[index];
            for (i, &heap) in heaps.iter().enumerate() {
                if i > 0 && heaps[i - 1] == heap {
                    continue; // the same move from an equal heap
                }
                for replacement in replacements(heap) {
                    let mut after: Vec<usize> = heaps[..i].to_vec();
                    after.extend_from_slice(&heaps[i + 1..]);
                    after.extend(replacement);
                    let found = self.find(&after).expect("a move never adds stones");
                    next.push(found);
                }
            }
        }
    }
}

/// Appends every partition of `total` into parts of at most `largest`, in non-increasing
/// order, to `out`.
fn partitions(total: usize, largest: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if total == 0 {
        out.push(prefix.clone());
        return;
    }
    for part in (1..=largest.min(total)).rev() {
        prefix.push(part);
        partitions(total - part, part, prefix, out);
        prefix.pop();
    }
}

/// The merging game (HEOI 2014) from its rules alone: piles of stones; a move merges two
/// piles whose sizes add up to at most `most`; who cannot merge loses. A position is its
/// sorted pile sizes, valued once each (every merge leaves one pile fewer, so the search
/// ends).
pub struct MergeGame {
    most: usize,
    seen: std::collections::HashMap<Vec<usize>, bool>,
}

impl MergeGame {
    pub fn new(most: usize) -> MergeGame {
        MergeGame {
            most,
            seen: std::collections::HashMap::new(),
        }
    }

    /// Whether the player to move wins from `piles` piles of one stone.
    pub fn wins_from_ones(&mut self, piles: usize) -> bool {
        self.wins(vec![1; piles])
    }

    /// Whether the player to move wins from the `sorted` pile sizes.
    pub fn wins(&mut self, sorted: Vec<usize>) -> bool {
        if let Some(&known) = self.seen.get(&sorted) {
            return known;
        }
        let mut wins = false;
        for i in 0..sorted.len() {
            for j in i + 1..sorted.len() {
                if wins || sorted[i] + sorted[j] > self.most {
                    continue;
                }
                let mut after = sorted.clone();
                after[i] += after.remove(j);
                after.sort_unstable();
                wins = !self.wins(after);
            }
        }
        self.seen.insert(sorted, wins);
        wins
    }
}

/// The Northcott game (HDU 1730) from its rules alone: `rows` rows of `width` cells, each
/// with Tom's piece and Jerry's; a move slides one's own piece in one row to another cell,
/// never onto or past the other piece; who cannot move loses. The play may cycle, so every
/// position with either player to move is valued by iteration (`outcomes_by_iteration`).
pub struct NorthcottBoard {
    width: usize,
    /// Each row's (Tom's column, Jerry's column), 0-based, by index.
    placements: Vec<(usize, usize)>,
    /// State 2p: position p (a row's placement index per digit) with Tom to move; 2p + 1
    /// with Jerry to move.
    outcomes: Vec<Outcome>,
}

impl NorthcottBoard {
    pub fn new(rows: u32, width: usize) -> NorthcottBoard {
        let placements: Vec<(usize, usize)> = (0..width)
            .flat_map(|a| (0..width).filter(move |&b| b != a).map(move |b| (a, b)))
            .collect();
        let per_row = placements.len();
        let positions = per_row.pow(rows);
        let digit = |position: usize, row: u32| position / per_row.pow(row) % per_row;
        let mut successors = vec![Vec::new(); 2 * positions];
        for position in 0..positions {
            for jerry in [false, true] {
                let next = &mut successors[2 * position + usize::from(jerry)];
                for row in 0..rows {
                    let (tom, other) = placements[digit(position, row)];
                    let (mover, fixed) = if jerry { (other, tom) } else { (tom, other) };
                    // Up to the other piece, or to the edge on the far side.
                    let reach = match mover < fixed {
                        true => 0..fixed,
                        false => fixed + 1..width,
                    };
                    for to in reach.filter(|&to| to != mover) {
                        let moved = if jerry { (tom, to) } else { (to, other) };
                        let index = placements.iter().position(|&p| p == moved).unwrap();
                        let after = position - digit(position, row) * per_row.pow(row)
                            + index * per_row.pow(row);
                        next.push(2 * after + usize::from(!jerry));
                    }
                }
            }
        }
        let outcomes = outcomes_by_iteration(&successors);
        NorthcottBoard {
            width,
            placements,
            outcomes,
        }
    }

    /// The outcome for the player to move, with each row's (Tom's, Jerry's) 0-based columns
    /// (as many rows as the board has).
    pub fn outcome(&self, pieces: &[(usize, usize)], jerry_to_move: bool) -> Outcome {
        let per_row = self.placements.len();
        let position = pieces.iter().rev().fold(0, |position, &piece| {
            debug_assert!(piece.0 < self.width && piece.1 < self.width);
            position * per_row + self.placements.iter().position(|&p| p == piece).unwrap()
        });
        self.outcomes[2 * position + usize::from(jerry_to_move)]
    }

    /// Every position of the board: each row's (Tom's, Jerry's) 0-based columns.
    pub fn positions(&self, rows: u32) -> Vec<Vec<(usize, usize)>> {
        let mut all = vec![Vec::new()];
        for _ in 0..rows {
            all = all
                .iter()
                .flat_map(|rows| {
                    self.placements.iter().map(move |&p| {
                        let mut more = rows.clone();
                        more.push(p);
                        more
                    })
                })
                .collect();
        }
        all
    }
}

/// HDU 2147's coin from the rules alone: whether the player to move wins on every board of
/// up to `side` × `side` cells, the coin stepping left, down or diagonally toward the
/// corner where nobody moves. A board of `rows` × `cols` is at (rows − 1)·side + cols − 1,
/// the coin's distances (down, left) to that corner.
pub fn corner_king_table(side: usize) -> Vec<bool> {
    win_table(side * side, |at, next| {
        let (down, left) = (at / side, at % side);
        if left > 0 {
            next.push(at - 1);
        }
        if down > 0 {
            next.push(at - side);
        }
        if down > 0 && left > 0 {
            next.push(at - side - 1);
        }
    })
}

/// Every-SG from the move rules: for every state, whether the player to move wins the
/// component alone and in how many moves it ends when the winner prolongs it and the loser
/// cuts it short. A state with no move: lost, 0 moves. A won state: one more than the
/// longest lost successor; a lost state: one more than the shortest successor.
///
/// # Panics
/// When a move does not go to a smaller state.
pub fn every_sg_steps<F>(states: usize, mut moves: F) -> Vec<(bool, u32)>
where
    F: FnMut(usize, &mut Vec<usize>),
{
    let mut table: Vec<(bool, u32)> = Vec::with_capacity(states);
    let mut successors = Vec::new();
    for state in 0..states {
        successors.clear();
        moves(state, &mut successors);
        check_order(state, &successors);
        let after = successors.iter().map(|&next| table[next]);
        let longest_lost = after.clone().filter(|&(win, _)| !win).map(|(_, s)| s).max();
        table.push(match longest_lost {
            Some(steps) => (true, steps + 1),
            None => (false, after.map(|(_, s)| s + 1).min().unwrap_or(0)),
        });
    }
    table
}

/// Euclid's game's Every-SG steps (`every_sg_steps`) for every pair (a, b) with
/// 0 ≤ a, b ≤ `side`, from the moves alone: `table[a][b]`.
///
/// # Complexity
/// O(side² · log side) time, O(side²) memory.
pub fn euclid_every_sg_steps(side: usize) -> Vec<Vec<(bool, u32)>> {
    // Pairs numbered by their sum, then a: every move lowers the sum.
    let index = |a: usize, b: usize| (a + b) * (side + 1) + a;
    let table = every_sg_steps((2 * side + 1) * (side + 1), |at, next| {
        let (sum, a) = (at / (side + 1), at % (side + 1));
        let b = match sum.checked_sub(a) {
            Some(b) if b <= side => b,
            _ => return, // not a pair of the table: never asked
        };
        let (large, small) = (a.max(b), a.min(b));
        if small == 0 {
            return;
        }
        for times in 1..=large / small {
            let rest = large - times * small;
            next.push(if a >= b {
                index(rest, small)
            } else {
                index(small, rest)
            });
        }
    });
    (0..=side)
        .map(|a| (0..=side).map(|b| table[index(a, b)]).collect())
        .collect()
}

/// Moore's Nim-k from its rules alone, over every tuple of `tuples`: a move takes a positive
/// number of stones from each of 1 to `k` heaps. Whether the player to move wins.
pub fn nim_k_table(tuples: HeapTuples, k: usize) -> Vec<bool> {
    win_table(tuples.count(), |index, next| {
        let heaps = tuples.decode(index);
        // Every non-empty choice of at most k non-empty heaps, each lowered to any smaller size.
        for chosen in 1u32..1 << heaps.len() {
            let picked: Vec<usize> = (0..heaps.len()).filter(|&i| chosen >> i & 1 == 1).collect();
            if picked.len() > k || picked.iter().any(|&i| heaps[i] == 0) {
                continue;
            }
            let mut after = heaps.clone();
            lower_each(&picked, &heaps, &mut after, &mut |a| {
                next.push(tuples.encode(a))
            });
        }
    })
}

/// Calls `emit` with every way of lowering each heap of `picked` below its size in `heaps`.
fn lower_each(
    picked: &[usize],
    heaps: &[usize],
    after: &mut Vec<usize>,
    emit: &mut dyn FnMut(&[usize]),
) {
    match picked.split_first() {
        None => emit(after),
        Some((&i, rest)) => {
            for left in 0..heaps[i] {
                after[i] = left;
                lower_each(rest, heaps, after, emit);
            }
            after[i] = heaps[i];
        }
    }
}

/// Green Hackenbush from the rules alone: a position is the set of edges still standing
/// (a bit mask over `edges`, at most 20); a move cuts one and drops every edge no longer
/// joined to `root` by a path; the Grundy value of the whole graph (its edges cut off from
/// the root at the start dropped first), by mex over every position.
pub fn hackenbush_value(vertices: usize, edges: &[(usize, usize)], root: usize) -> u32 {
    assert!(
        edges.len() <= 20 && vertices <= 64,
        "at most 20 edges and 64 vertices"
    );
    let ends: Vec<u64> = edges.iter().map(|&(a, b)| 1 << a | 1 << b).collect();
    // The edges of `standing` joined to the root: grown from it until nothing is added.
    let grounded = |standing: usize| {
        let (mut reached, mut kept) = (1u64 << root, 0);
        loop {
            let before = kept;
            for (e, &ends) in ends.iter().enumerate() {
                if standing >> e & 1 == 1 && reached & ends != 0 {
                    reached |= ends;
                    kept |= 1 << e;
                }
            }
            if kept == before {
                return kept;
            }
        }
    };
    let all = (1 << edges.len()) - 1;
    let values = grundy_table(all + 1, |standing, next| {
        for e in (0..edges.len()).filter(|e| standing >> e & 1 == 1) {
            next.push(grounded(standing & !(1 << e)));
        }
    });
    values[grounded(all)]
}

#[cfg(test)]
mod tests;
