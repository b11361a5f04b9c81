//! Games from their rules alone whose positions are searched, not numbered into a table:
//! each position met is valued from the positions one move away and remembered in a map
//! (given by the caller, or the search's own).

use std::collections::HashMap;

/// Codeforces 850C from the rules alone: whether the player to move wins the list, where a
/// move picks a prime power p^k dividing some number and divides every number it divides
/// by it. Every prime power up to the largest number is tried (`memo` keeps the sorted
/// lists met).
pub fn prime_power_division_wins(list: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut list: Vec<u64> = list.iter().copied().filter(|&n| n > 1).collect();
    list.sort_unstable();
    if let Some(&known) = memo.get(&list) {
        return known;
    }
    let largest = list.last().copied().unwrap_or(1);
    let primes = (2..=largest).filter(|&p| (2..p).all(|d| p % d != 0));
    let powers = primes.flat_map(|p| {
        std::iter::successors(Some(p), move |&q| Some(q * p)).take_while(move |&q| q <= largest)
    });
    let powers: Vec<u64> = powers.collect();
    let wins = powers.iter().any(|&q| {
        list.iter().any(|&n| n % q == 0) && {
            let next: Vec<u64> = list
                .iter()
                .map(|&n| if n % q == 0 { n / q } else { n })
                .collect();
            !prime_power_division_wins(&next, memo)
        }
    });
    memo.insert(list, wins);
    wins
}

/// Luogu P3185's split game from the rules alone: the moves (i, j, k) from a row of
/// bottles, in bottle order, that leave the player to move lost. A move takes a bean from
/// bottle i and puts one into j and one into k, i < j ≤ k; beans in the last bottle have no
/// move, so they are dropped from every position (`memo` keeps the positions met).
pub fn split_game_winning_moves(
    beans: &[u64],
    memo: &mut HashMap<Vec<u64>, bool>,
) -> Vec<(u64, u64, u64)> {
    let mut beans = beans.to_vec();
    if let Some(last) = beans.last_mut() {
        *last = 0;
    }
    split_game_moves(&beans)
        .into_iter()
        .filter(|(_, next)| !split_game_wins(next, memo))
        .map(|(m, _)| m)
        .collect()
}

/// Whether the player to move wins a split-game position (its last bottle empty).
fn split_game_wins(beans: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(beans) {
        return known;
    }
    let wins = split_game_moves(beans)
        .iter()
        .any(|(_, next)| !split_game_wins(next, memo));
    memo.insert(beans.to_vec(), wins);
    wins
}

/// Every split-game move (i, j, k) in bottle order and the position it leaves, its last
/// bottle emptied.
fn split_game_moves(beans: &[u64]) -> Vec<((u64, u64, u64), Vec<u64>)> {
    let n = beans.len();
    let mut moves = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                let mut next = beans.to_vec();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                next[n - 1] = 0;
                moves.push(((i as u64, j as u64, k as u64), next));
            }
        }
    }
    moves
}

/// Undirected vertex geography from the rules alone: a token on `start` (visited), a move
/// slides it along an edge to a vertex not yet visited, who cannot move loses. Whether the
/// player to move wins, on a graph of at most 64 vertices given as each vertex's neighbours
/// (bit masks), by a search over (visited set, vertex) memoised in a map.
pub fn geography_wins(neighbours: &[u64], start: usize) -> bool {
    fn wins(
        neighbours: &[u64],
        visited: u64,
        at: usize,
        memo: &mut HashMap<(u64, usize), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(visited, at)) {
            return known;
        }
        let mut open = neighbours[at] & !visited;
        let mut win = false;
        while open != 0 && !win {
            let next = open.trailing_zeros() as usize;
            open &= open - 1;
            win = !wins(neighbours, visited | 1 << next, next, memo);
        }
        memo.insert((visited, at), win);
        win
    }
    wins(neighbours, 1 << start, start, &mut HashMap::new())
}

/// Euclid's games played as an Every-SG sum from the move rules alone: whether the player
/// to move wins when every game not ended must be moved (a positive multiple of a game's
/// smaller number taken from its larger; a game with a 0 has ended), memoised on the sorted
/// games still going.
pub fn euclid_every_sum_wins(
    games: &[(u64, u64)],
    memo: &mut HashMap<Vec<(u64, u64)>, bool>,
) -> bool {
    let mut key: Vec<(u64, u64)> = games
        .iter()
        .map(|&(a, b)| (a.max(b), a.min(b)))
        .filter(|&(_, small)| small > 0)
        .collect();
    key.sort_unstable();
    if key.is_empty() {
        return false;
    }
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let options: Vec<Vec<(u64, u64)>> = key
        .iter()
        .map(|&(large, small)| {
            (1..=large / small)
                .map(|times| (large - times * small, small))
                .collect()
        })
        .collect();
    // Every combination of one move per game, like an odometer.
    let mut choice = vec![0; key.len()];
    let wins = loop {
        let after: Vec<(u64, u64)> = (0..key.len()).map(|i| options[i][choice[i]]).collect();
        if !euclid_every_sum_wins(&after, memo) {
            break true;
        }
        let mut i = 0;
        while i < choice.len() && choice[i] + 1 == options[i].len() {
            choice[i] = 0;
            i += 1;
        }
        if i == choice.len() {
            break false;
        }
        choice[i] += 1;
    };
    memo.insert(key, wins);
    wins
}

/// Vasya and Chess (Codeforces 493D) from its rules alone: on an n × n board (2 ≤ n ≤ 8)
/// a white queen at (1, 1), a black one at (1, n), a pawn on every other cell; a move
/// captures the first piece along one of the queen's eight lines (a pawn, or the other
/// queen, which wins); a player who cannot capture loses. White's least winning first
/// move (row, column), 1-based, or `None` when black wins. Positions are remembered by
/// the pawns left and the two queens (the rules are the same for both colours), and the
/// mirror image of the other queen is tried first: that orders the search (6 × 6 takes
/// 10^4 positions so, and too many otherwise), it does not change its answer.
pub fn queen_capture_first_move(n: usize) -> Option<(u64, u64)> {
    assert!((2..=8).contains(&n));
    let mut board = QueenBoard {
        n,
        seen: HashMap::new(),
    };
    let (white, black) = (0u8, (n - 1) as u8);
    let every = u64::MAX >> (64 - n * n);
    let pawns = every & !(1 << white) & !(1 << black);
    let mut first = board.captures(pawns, white, black);
    first.sort_unstable();
    let least = first
        .into_iter()
        .find(|&cell| cell == black || !board.wins(pawns & !(1 << cell), black, cell));
    least.map(|cell| {
        (
            u64::from(cell) / n as u64 + 1,
            u64::from(cell) % n as u64 + 1,
        )
    })
}

struct QueenBoard {
    n: usize,
    seen: HashMap<(u64, u8, u8), bool>,
}

impl QueenBoard {
    /// The cells the queen at `from` may capture: the first piece on each line.
    fn captures(&self, pawns: u64, from: u8, enemy: u8) -> Vec<u8> {
        const LINES: [(i32, i32); 8] = [
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ];
        let n = self.n as i32;
        let (row, column) = (i32::from(from) / n, i32::from(from) % n);
        let mut cells = Vec::new();
        for (dr, dc) in LINES {
            let (mut r, mut c) = (row + dr, column + dc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let cell = (r * n + c) as u8;
                if cell == enemy || pawns >> cell & 1 == 1 {
                    cells.push(cell);
                    break;
                }
                r += dr;
                c += dc;
            }
        }
        cells
    }

    /// Whether the player to move, queen at `mover`, the other's at `other`, wins.
    fn wins(&mut self, pawns: u64, mover: u8, other: u8) -> bool {
        if let Some(&known) = self.seen.get(&(pawns, mover, other)) {
            return known;
        }
        let mut cells = self.captures(pawns, mover, other);
        let won = cells.contains(&other) || {
            let n = self.n as u8;
            // Across the middle column (odd n), or the middle of columns 2 to n (even n).
            let axis = if n % 2 == 0 { n } else { n - 1 };
            let mirror = |cell: u8| cell / n == other / n && cell % n + other % n == axis;
            cells.sort_by_key(|&cell| !mirror(cell));
            cells
                .into_iter()
                .any(|cell| !self.wins(pawns & !(1 << cell), other, cell))
        };
        self.seen.insert((pawns, mover, other), won);
        won
    }
}
