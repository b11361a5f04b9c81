//! Euclid's game (POJ 2348, HDU 1525, Luogu P1290): two positive integers; a move
//! subtracts a positive multiple of the smaller from the larger, leaving it non-negative;
//! the player who reaches 0 wins.
//!
//! The rule (docs/games.md#euclids-game), with a ≥ b: **the player to move wins if b
//! divides a or a ≥ 2b**; otherwise (b < a < 2b) the only move leaves (b, a − b) and the
//! turn passes. With a ≥ 2b the mover can leave either (a mod b + b, b), whose only move
//! leads to (b, a mod b), or (a mod b, b) = (b, a mod b) directly: one of the two hands the
//! opponent a lost position. The pairs follow Euclid's algorithm, so a case takes
//! O(log min(a, b)) steps (at most 92 in u64, the Fibonacci pairs being the longest).

/// Whether the player to move (Stan, at the start) wins from `a` and `b`, both at least 1
/// (the binaries reject 0).
///
/// # Complexity
/// O(log min(a, b)): at most one step per quotient of Euclid's algorithm.
///
/// # Example
/// ```
/// use grundy::games::euclid;
/// assert!(euclid::first_player_wins(34, 12)); // 34 ≥ 2·12
/// assert!(!euclid::first_player_wins(15, 24)); // (15, 9) → (9, 6) → (6, 3), lost
/// assert!(euclid::first_player_wins(25, 7));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    debug_assert!(
        a >= 1 && b >= 1,
        "the game starts from two positive integers"
    );
    let (mut large, mut small) = (a.max(b), a.min(b));
    let mut mover_is_first = true;
    // b < a < 2b: a − b < b, so the quotient is 1 and the only move is forced.
    while large % small != 0 && large - small < small {
        let rest = large - small;
        large = small;
        small = rest;
        mover_is_first = !mover_is_first;
    }
    mover_is_first
}

/// `win[a][b]` for every pair up to `side`, from the moves alone, for the tests and the
/// tooling: pairs in increasing order of their sum (every move lowers it), a pair with a 0
/// lost (the previous player reached 0), any other won when some multiple subtracted
/// leaves a lost pair.
///
/// # Complexity
/// O(side² · log side) time, O(side²) memory.
pub fn outcomes_by_moves(side: usize) -> Vec<Vec<bool>> {
    let mut win = vec![vec![false; side + 1]; side + 1];
    for sum in 2..=2 * side {
        for a in sum.saturating_sub(side).max(1)..=(sum - 1).min(side) {
            let b = sum - a;
            let (large, small) = (a.max(b), a.min(b));
            win[a][b] = (1..=large / small).any(|times| !win[large - times * small][small]);
        }
    }
    win
}

/// The number of moves Euclid's game lasts from `a` and `b` when the player who wins it
/// prolongs it and the other cuts it short: its Every-SG steps (HDU 3595,
/// docs/games.md#every-sg). A pair with a 0 has ended (0 moves); the count is odd exactly
/// when the player to move wins.
///
/// With a = q·b + r: when b divides a the winner ends it in 1. Otherwise let s be the steps
/// of (b, r). When q = 1 the move to (b, r) is forced: s + 1. When q ≥ 2 the only lost
/// position reachable is (b, r) if s is even, or else (r + b, b), whose one move reaches
/// (b, r): s + 1 or s + 2 moves. Folded from the bottom of Euclid's algorithm.
///
/// # Complexity
/// O(log min(a, b)), at most 92 quotients in u64.
///
/// # Example
/// ```
/// use grundy::games::euclid;
/// assert_eq!(euclid::every_sg_steps(4, 2), 1);
/// assert_eq!(euclid::every_sg_steps(3, 2), 2); // (3, 2) → (2, 1) → (1, 0)
/// assert_eq!(euclid::every_sg_steps(5, 2), 3); // (5, 2) → (3, 2) → (2, 1) → (1, 0)
/// assert_eq!(euclid::every_sg_steps(7, 0), 0);
/// ```
pub fn every_sg_steps(a: u64, b: u64) -> u32 {
    steps_down_to(a, b, |_, _| None).0
}

/// `every_sg_steps` with the steps of every pair below `StepTable::SIDE` looked up: the
/// divisions of Euclid's algorithm, one after another, are a game's whole cost, and a
/// pair's algorithm reaches the table after about one quotient from 1000 (values shrink
/// about 3.3-fold a quotient). Building the table takes some 0.1 ms.
pub struct StepTable {
    /// `steps[large · SIDE + small]` for small ≤ large < SIDE.
    steps: Vec<u8>,
}

impl StepTable {
    pub const SIDE: usize = 256;

    pub fn new() -> StepTable {
        const SIDE: usize = StepTable::SIDE;
        let mut steps = vec![0u8; SIDE * SIDE];
        for large in 1..SIDE {
            for small in 1..=large {
                let rest = large % small;
                let value = if rest == 0 {
                    1
                } else {
                    above(u32::from(steps[small * SIDE + rest]), large - small < small)
                };
                steps[large * SIDE + small] = value as u8;
            }
        }
        StepTable { steps }
    }

    /// `every_sg_steps(a, b)`.
    #[inline]
    pub fn steps(&self, a: u64, b: u64) -> u32 {
        self.steps_and_divisions(a, b).0
    }

    /// `every_sg_steps(a, b)`, and the divisions it took: the walk's whole cost, for a
    /// caller that holds many games to a budget (at most 92 a pair, for the Fibonacci
    /// pairs).
    #[inline]
    pub fn steps_and_divisions(&self, a: u64, b: u64) -> (u32, u32) {
        steps_down_to(a, b, |large, small| {
            let side = StepTable::SIDE as u64;
            (large < side).then(|| u32::from(self.steps[(large * side + small) as usize]))
        })
    }
}

impl Default for StepTable {
    fn default() -> StepTable {
        StepTable::new()
    }
}

/// The steps of a position one quotient above one of `below` steps (`forced`: the
/// quotient is 1): one move more, rounded up to odd when the mover has a choice.
#[inline]
fn above(below: u32, forced: bool) -> u32 {
    if forced || below % 2 == 0 {
        below + 1
    } else {
        below + 2
    }
}

/// The steps of (a, b), and the divisions taken: Euclid's algorithm run down until `known`
/// gives the steps of the pair (larger, smaller) reached, or to the quotient that divides.
///
/// The steps at the top are those at the bottom passed up through `above` once per
/// quotient. Rather than keep the quotients and fold them back up, the walk keeps that
/// composition as it goes down, in the form s ↦ ((s + c) | m) + d with m ∈ {0, 1}
/// (the identity is c = m = d = 0). One level deeper, a forced quotient (s ↦ s + 1) adds 1
/// to c; an unforced one (s ↦ (s + 1) | 1, an odd number o) gives ((o + c) | m) + d,
/// which is o + c + d, plus 1 when m = 1 and c is odd (o + c then even): the new form has
/// c = 1, m = 1 and d grown by c + (m & c & 1). This keeps the walk to one dependent
/// division per quotient, with nothing to fold afterwards.
#[inline]
fn steps_down_to(a: u64, b: u64, known: impl Fn(u64, u64) -> Option<u32>) -> (u32, u32) {
    let (mut large, mut small) = (a.max(b), a.min(b));
    if small == 0 {
        return (0, 0);
    }
    let (mut c, mut m, mut d) = (0u32, 0u32, 0u32);
    let mut divisions = 0;
    let bottom = loop {
        if let Some(steps) = known(large, small) {
            break steps;
        }
        let rest = large % small;
        divisions += 1;
        if rest == 0 {
            break 1;
        }
        if large - small < small {
            c += 1;
        } else {
            d += c + (m & c & 1);
            (c, m) = (1, 1);
        }
        (large, small) = (small, rest);
    };
    (((bottom + c) | m) + d, divisions)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIDE: usize = 150;

    #[test]
    fn matches_the_oracle() {
        let win = outcomes_by_moves(SIDE);
        for (a, row) in win.iter().enumerate().skip(1) {
            for (b, &expected) in row.iter().enumerate().skip(1) {
                let at = format!("({a}, {b})");
                assert_eq!(first_player_wins(a as u64, b as u64), expected, "{at}");
            }
        }
    }

    /// Consecutive Fibonacci numbers make the longest games: each quotient is 1 until
    /// (2, 1), so the winner alternates with the pair's index.
    #[test]
    fn fibonacci_pairs_up_to_u64() {
        let (mut small, mut large) = (1u64, 2u64);
        // (2, 1): 1 divides 2, the mover wins; one pair further the turn passes once more.
        let mut mover_wins = true;
        while let Some(next) = small.checked_add(large) {
            assert_eq!(
                first_player_wins(large, small),
                mover_wins,
                "({large}, {small})"
            );
            small = large;
            large = next;
            mover_wins = !mover_wins;
        }
        assert!(first_player_wins(u64::MAX, 1));
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(first_player_wins(u64::MAX, u64::MAX / 2));
        // One forced move to (2b', b') with b' = (2^64 − 1) / 3: the opponent wins.
        assert!(!first_player_wins(u64::MAX, u64::MAX / 3 * 2));
        // Forced twice, to (2^63 − 2, 3): the first player wins again.
        assert!(first_player_wins(u64::MAX, (1 << 63) + 1));
    }

    /// Every pair up to 120 against the steps computed from the moves alone.
    #[test]
    fn every_sg_steps_match_the_oracle() {
        const SIDE: usize = 120;
        let table = crate::oracles::brute::euclid_every_sg_steps(SIDE);
        for (a, row) in table.iter().enumerate() {
            for (b, &(win, steps)) in row.iter().enumerate() {
                assert_eq!(every_sg_steps(a as u64, b as u64), steps, "({a}, {b})");
                assert_eq!(steps % 2 == 1, win, "({a}, {b})");
            }
        }
    }

    /// The table's steps are the walk's, below its side, across it and far above it.
    #[test]
    fn the_step_table_agrees_with_the_walk() {
        let table = StepTable::new();
        for a in 0..700 {
            for b in 0..700 {
                assert_eq!(table.steps(a, b), every_sg_steps(a, b), "({a}, {b})");
            }
        }
        let mut rng = crate::oracles::rng::Rng::new(9);
        for _ in 0..100_000 {
            let (a, b) = (
                rng.digit_uniform(20, u64::MAX),
                rng.digit_uniform(20, u64::MAX),
            );
            assert_eq!(table.steps(a, b), every_sg_steps(a, b), "({a}, {b})");
        }
    }

    /// Pairs built up from their quotients (Euclid's algorithm backwards), with long runs
    /// and mixes of forced and free quotients up to 2^64, against `above` folded from the
    /// bottom: the walk's composition is that fold, and it divides once per quotient.
    #[test]
    fn the_walk_folds_its_quotients() {
        let mut rng = crate::oracles::rng::Rng::new(5);
        for round in 0..20_000 {
            let most_quotient = [2, 3, 5, 1000][round % 4];
            // (2, 1): 1 divides 2 in one move.
            let (mut large, mut small, mut steps, mut quotients) = (2u64, 1u64, 1, 1);
            while let Some(next) = rng
                .range(1, most_quotient)
                .checked_mul(large)
                .and_then(|product| product.checked_add(small))
            {
                steps = above(steps, next - large < large);
                (large, small) = (next, large);
                quotients += 1;
                assert_eq!(
                    steps_down_to(large, small, |_, _| None),
                    (steps, quotients),
                    "({large}, {small})"
                );
            }
        }
    }

    /// The Fibonacci pairs take the most moves: one per quotient.
    #[test]
    fn every_sg_steps_at_u64() {
        let (mut small, mut large) = (1u64, 2u64);
        let mut steps = 1;
        while let Some(next) = small.checked_add(large) {
            assert_eq!(every_sg_steps(large, small), steps, "({large}, {small})");
            (small, large) = (large, next);
            steps += 1;
        }
        assert_eq!(steps, 91);
        assert_eq!(every_sg_steps(u64::MAX, u64::MAX), 1);
        assert_eq!(every_sg_steps(u64::MAX, 1), 1);
        assert_eq!(every_sg_steps(0, u64::MAX), 0);
    }
}
